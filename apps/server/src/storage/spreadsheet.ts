import type { CellValue } from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@edu/shared';
import { AppError, badRequest } from '../http/errors';
import { guardZip, isZip } from '../http/zip-guard';

/**
 * Reads an uploaded spreadsheet into rows of text cells. The kind is told by the content, never by the
 * file name or the declared type: a ZIP holding `xl/workbook.xml` is an XLSX workbook; text is CSV
 * (UTF-8, UTF-16 with a BOM, or GB18030 as Chinese Excel saves it; delimiter detected: `,` `;` tab).
 */
export interface SheetRow {
  /** row number as a spreadsheet shows it (the header is row 1) */
  row: number;
  cells: string[];
}

export interface Sheet {
  kind: 'csv' | 'xlsx';
  headers: string[];
  rows: SheetRow[];
}

/** Cells past this column are not read (a stray cell at column XFD must not make 16 384 per row). */
const MAX_COLUMNS = 64;
const UNSUPPORTED = 415;

const notSpreadsheet = () =>
  new AppError(UNSUPPORTED, 'The file is not a spreadsheet: upload a CSV file or an XLSX workbook');

/** OLE2 (old .xls, .doc) and other binaries we recognise, to say so plainly. */
function isOle2(buf: Buffer): boolean {
  return buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0 && buf.readUInt32BE(4) === 0xa1b11ae1;
}

function decodeText(buf: Buffer): string | null {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return new TextDecoder('utf-8').decode(buf.subarray(3));
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder('utf-16be').decode(buf.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    // Not UTF-8: Excel on a Chinese system saves CSV in GBK, of which GB18030 is the superset.
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(buf);
    } catch {
      return null;
    }
  }
}

/** Text of a spreadsheet holds no control characters other than tab and line breaks. */
function looksLikeText(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text);
}

function tooManyRows(): AppError {
  return badRequest(`The file has more than ${IMPORT_MAX_ROWS} rows: split it into several files`);
}

/** Blank rows and rows whose first cell starts with # (comments, the template's example) are left out. */
function keep(cells: string[]): boolean {
  return cells.some((c) => c !== '') && !(cells[0] ?? '').startsWith('#');
}

function parseCsv(text: string): Sheet {
  // Blank and comment lines count towards `preview` too, hence the margin; beyond it the file is too long.
  // The delimiter is guessed on the first non-blank lines (rows are kept blank below, for their numbers).
  const { delimiter } = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
    preview: 20,
  }).meta;
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, preview: IMPORT_MAX_ROWS * 2 + 10 });
  if (parsed.meta.truncated) throw tooManyRows();
  const data = parsed.data.map((cells) =>
    cells.slice(0, MAX_COLUMNS).map((c) => (typeof c === 'string' ? c.trim() : '')),
  );
  // The header is the first row that is not blank or a comment.
  const first = data.findIndex(keep);
  if (first < 0) throw badRequest('The file is empty: it has no header row');
  const headers = data[first] ?? [];
  const rows: SheetRow[] = [];
  for (let i = first + 1; i < data.length; i++) {
    const cells = data[i] ?? [];
    if (!keep(cells)) continue;
    if (rows.length >= IMPORT_MAX_ROWS) throw tooManyRows();
    rows.push({ row: i + 1, cells });
  }
  return { kind: 'csv', headers, rows };
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  return '';
}

async function parseXlsx(buf: Buffer): Promise<Sheet> {
  // The shared zip-bomb gate (http/zip-guard.ts): 413 past 20 MB unpacked, before exceljs inflates anything.
  if (!guardZip(buf).includes('xl/workbook.xml')) throw notSpreadsheet();
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a readable XLSX workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The file is empty: it has no header row');
  const grid: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const cells: string[] = [];
    // row.values is 1-based: index 0 is empty.
    const values = Array.isArray(row.values) ? row.values : [];
    for (let c = 1; c < Math.min(values.length, MAX_COLUMNS + 1); c++) cells.push(cellText(values[c] as CellValue));
    if (!keep(cells)) return;
    if (grid.length > IMPORT_MAX_ROWS) tooMany = true;
    else grid.push({ row: rowNumber, cells });
  });
  if (tooMany) throw tooManyRows();
  const [header, ...rows] = grid;
  if (!header) throw badRequest('The file is empty: it has no header row');
  return { kind: 'xlsx', headers: header.cells, rows };
}

export async function readSheet(buf: Buffer): Promise<Sheet> {
  if (buf.length === 0) throw badRequest('The file is empty: it has no header row');
  if (isZip(buf)) return parseXlsx(buf);
  if (isOle2(buf)) {
    throw new AppError(UNSUPPORTED, 'The old Excel format (.xls) is not supported: save the file as XLSX or CSV');
  }
  const text = decodeText(buf);
  if (text === null || !looksLikeText(text)) throw notSpreadsheet();
  return parseCsv(text);
}
