import {
  DEVICE_COLUMN_ALIASES,
  DEVICE_COLUMN_LABELS,
  DEVICE_IMPORT_COLUMNS,
  DEVICE_IMPORT_REQUIRED,
  DEVICE_KIND_WORDS,
  type DeviceImportColumn,
  type AiDeviceKind,
  deviceModel,
  deviceSerial,
  type Language,
  normaliseHeader,
} from '@edu/shared';
import { badRequest } from '../../http/errors';
import type { Sheet } from '../../storage/spreadsheet';

/**
 * The pure checks of a device import file: which header is which column, then each row by itself (serial,
 * kind, model; a serial twice in the file). What needs the database (schools, serials already registered)
 * is import.ts's. Problems are English message ids, translated when the preview is answered.
 */
export interface RowProblem {
  column: DeviceImportColumn | null;
  message: string;
}

export interface DeviceDraft {
  row: number;
  /** upper case when valid, else as read */
  serial: string;
  kind: AiDeviceKind | null;
  kindCell: string;
  model: string;
  schoolCell: string;
  problems: RowProblem[];
}

export interface DeviceLayout {
  byIndex: (DeviceImportColumn | null)[];
  ignored: string[];
}

const headerIndex = new Map<string, DeviceImportColumn>();
for (const column of DEVICE_IMPORT_COLUMNS) {
  for (const text of [column, ...Object.values(DEVICE_COLUMN_LABELS[column]), ...DEVICE_COLUMN_ALIASES[column]]) {
    const key = normaliseHeader(text);
    if (!headerIndex.has(key)) headerIndex.set(key, column);
  }
}

const kindIndex = new Map<string, AiDeviceKind>();
for (const [kind, words] of Object.entries(DEVICE_KIND_WORDS) as [AiDeviceKind, readonly string[]][]) {
  for (const word of words) kindIndex.set(normaliseHeader(word), kind);
}

/** The kind a cell names (pen, pad, 点读笔, タブレット…), or null. */
export function kindOf(cell: string): AiDeviceKind | null {
  return kindIndex.get(normaliseHeader(cell)) ?? null;
}

/** Which header is which column; a file without serial and kind, or with a column twice, is refused. */
export function deviceLayoutOf(headers: string[], language: Language): DeviceLayout {
  const byIndex: (DeviceImportColumn | null)[] = [];
  const seen = new Set<DeviceImportColumn>();
  const ignored: string[] = [];
  headers.forEach((header, i) => {
    const column = headerIndex.get(normaliseHeader(header));
    if (column === undefined) {
      byIndex[i] = null;
      if (header !== '') ignored.push(header);
      return;
    }
    if (seen.has(column)) throw badRequest(`The file has the column ${header} twice`);
    seen.add(column);
    byIndex[i] = column;
  });
  const missing = DEVICE_IMPORT_REQUIRED.filter((c) => !seen.has(c));
  if (missing.length > 0) {
    const names = missing.map((c) => DEVICE_COLUMN_LABELS[c][language]).join(', ');
    throw badRequest(`The file lacks the required columns: ${names}`);
  }
  return { byIndex, ignored };
}

export const REPEATED_IN_FILE = 'is repeated in the file';

/** Every row checked by itself, and serials repeated in the file (each repeat after the first is an error). */
export function draftDevices(sheet: Sheet, layout: DeviceLayout): DeviceDraft[] {
  const firstRow = new Map<string, number>();
  return sheet.rows.map(({ row, cells: raw }) => {
    const cells: Partial<Record<DeviceImportColumn, string>> = {};
    layout.byIndex.forEach((column, i) => {
      if (column !== null) cells[column] = (raw[i] ?? '').trim();
    });
    const problems: RowProblem[] = [];

    const serialCell = cells.serial ?? '';
    let serial = serialCell;
    if (serialCell === '') problems.push({ column: 'serial', message: 'is required' });
    else {
      const parsed = deviceSerial.safeParse(serialCell);
      if (parsed.success) {
        serial = parsed.data;
        if (firstRow.has(serial)) problems.push({ column: 'serial', message: REPEATED_IN_FILE });
        else firstRow.set(serial, row);
      } else problems.push({ column: 'serial', message: parsed.error.issues[0]?.message ?? 'is invalid' });
    }

    const kindCell = cells.kind ?? '';
    const kind = kindOf(kindCell);
    if (kindCell === '') problems.push({ column: 'kind', message: 'is required' });
    else if (kind === null) problems.push({ column: 'kind', message: 'must be pen or pad' });

    const model = cells.model ?? '';
    const parsedModel = deviceModel.safeParse(model);
    if (!parsedModel.success) {
      problems.push({ column: 'model', message: parsedModel.error.issues[0]?.message ?? 'is invalid' });
    }

    return { row, serial, kind, kindCell, model, schoolCell: cells.school ?? '', problems };
  });
}
