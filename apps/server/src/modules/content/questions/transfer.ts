/**
 * Question import and export (README.md "Question file format"): a JSON file with every type, and XLSX
 * (one sheet, one row per question) for the simple types. An import checks every row first and answers
 * the per-row errors; only a file without errors is written, in one transaction (all or nothing).
 */
import fs from 'node:fs';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  QUESTION_EXPORT_MAX_ROWS,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionImportResult,
  type QuestionImportRowError,
  OPTION_KEYS,
  QUESTION_FILE_FORMAT,
  QUESTION_FILE_VERSION,
  type QuestionFields,
  questionFields,
  XLSX_QUESTION_TYPES,
} from '@edu/shared';
import type { Db } from '../../../db/client';
import { knowledgePoints, questionKnowledgePoints, questions } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { guardZip } from '../../../http/zip-guard';
import type { Caller } from '../../../http/define-route';
import type { Exec } from '../../../db/queries';
import { auditEntry, change, requireOwnerBrand } from '../common';
import { type ContentCaller, ownerForNew, requireManager } from '../../../access/content';
import { unsupportedType } from '../../../storage/upload';
import { questionConditions, storedFields } from './service';

export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** `a / b / c`-style paths of knowledge points by subject, from the points an owner may use. */
async function knowledgePaths(db: Exec, owner: number | null) {
  const rows = await db
    .select({
      id: knowledgePoints.id,
      parentId: knowledgePoints.parentId,
      name: knowledgePoints.name,
      subject: knowledgePoints.subject,
    })
    .from(knowledgePoints)
    .where(
      owner === null
        ? isNull(knowledgePoints.brandId)
        : or(isNull(knowledgePoints.brandId), eq(knowledgePoints.brandId, owner)),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    for (
      let cur = byId.get(id), depth = 0;
      cur && depth < 50;
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId), depth++
    ) {
      names.unshift(cur.name);
    }
    return names.join('/');
  };
  const byPath = new Map<string, number>();
  const pathById = new Map<number, string>();
  for (const r of rows) {
    const p = pathOf(r.id);
    pathById.set(r.id, p);
    byPath.set(`${r.subject}:${p}`, r.id);
  }
  return { byPath, pathById };
}

type RawRow = { row: number; value: Record<string, unknown> };

function cellText(cell: ExcelJS.Cell): string {
  const text = cell.text ?? '';
  return typeof text === 'string' ? text.trim() : String(text).trim();
}

const JUDGE_TRUE = new Set(['true', 't', '1', 'yes', 'y', '对', '正确', '是', '√', '✓']);
const JUDGE_FALSE = new Set(['false', 'f', '0', 'no', 'n', '错', '错误', '否', '×', '✗']);

/** One spreadsheet row as the JSON format's question object. */
function xlsxQuestion(get: (column: string) => string): Record<string, unknown> {
  const type = get('type').toLowerCase();
  const options = OPTION_KEYS.map((k) => get(k)).filter((o, i, all) => o !== '' || all.slice(i).some((x) => x !== ''));
  const answerCell = get('answer');
  const answer: Record<string, unknown> = {};
  if (type === 'single' || type === 'multiple') {
    answer.choices = answerCell
      .toUpperCase()
      .split(/[\s,，;；、]+|(?<=[A-H])(?=[A-H])/)
      .filter((s) => s !== '');
  } else if (type === 'judge') {
    const v = answerCell.toLowerCase();
    answer.judge = JUDGE_TRUE.has(v) ? true : JUDGE_FALSE.has(v) ? false : null;
  } else if (type === 'short') {
    answer.text = answerCell;
  }
  const kps = get('knowledgePoints');
  return {
    type,
    subject: get('subject'),
    grade: get('grade'),
    difficulty: get('difficulty'),
    stem: get('stem'),
    options: type === 'single' || type === 'multiple' ? options : [],
    answer,
    analysis: get('analysis'),
    knowledgePoints:
      kps === ''
        ? []
        : kps
            .split(/[;；\n]+/)
            .map((s) => s.trim())
            .filter(Boolean),
  };
}

const XLSX_COLUMNS = [
  'type',
  'subject',
  'grade',
  'difficulty',
  'stem',
  ...OPTION_KEYS,
  'answer',
  'analysis',
  'knowledgePoints',
];

async function readXlsx(file: string): Promise<RawRow[]> {
  // At most QUESTION_IMPORT_MAX_BYTES: read whole, then through the shared zip-bomb gate (http/zip-guard.ts:
  // 413 past 20 MB unpacked) before exceljs inflates anything.
  const buf = await fs.promises.readFile(file);
  guardZip(buf);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('file: the spreadsheet could not be read');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw badRequest('file: the spreadsheet has no sheet');
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = cellText(cell).replace(/^option\s*/i, '');
    const known = XLSX_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (known) header.set(known, col);
  });
  for (const required of ['type', 'subject', 'grade', 'stem', 'answer']) {
    if (!header.has(required)) throw badRequest(`file: the first row must name the columns (missing ${required})`);
  }
  const rows: RawRow[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const get = (column: string) => {
      const col = header.get(column);
      return col === undefined ? '' : cellText(row.getCell(col));
    };
    if (XLSX_COLUMNS.every((c) => get(c) === '')) return;
    const value = xlsxQuestion(get);
    if (!(XLSX_QUESTION_TYPES as readonly string[]).includes(String(value.type))) {
      value.type = `xlsx:${String(value.type)}`;
    }
    if (value.difficulty === '') value.difficulty = 3;
    rows.push({ row: n, value });
  });
  return rows;
}

function readJson(text: string): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('file: is neither an XLSX spreadsheet nor valid JSON');
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { questions?: unknown }).questions)
      ? (parsed as { questions: unknown[] }).questions
      : null;
  if (list === null) throw badRequest('file: a JSON question file holds a "questions" list');
  const format = (parsed as { format?: unknown }).format;
  if (!Array.isArray(parsed) && format !== undefined && format !== QUESTION_FILE_FORMAT) {
    throw badRequest('file: is not an edu-console question file');
  }
  return list.map((value, i) => ({
    row: i + 1,
    value: typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
  }));
}

interface CheckedRow {
  row: number;
  fields: QuestionFields;
}

/** Every row checked (contract, knowledge points) before anything is written. */
async function checkRows(db: Exec, owner: number | null, raw: RawRow[]) {
  const errors: QuestionImportRowError[] = [];
  const ok: CheckedRow[] = [];
  const { byPath } = await knowledgePaths(db, owner);
  const allowedIds = new Set([...byPath.entries()].map(([, id]) => id));
  const subjectOf = new Map([...byPath.entries()].map(([key, id]) => [id, key.split(':')[0]]));
  for (const { row, value } of raw) {
    if (typeof value.type === 'string' && value.type.startsWith('xlsx:')) {
      errors.push({
        row,
        field: 'type',
        message: 'must be single, multiple, judge or short in a spreadsheet (use JSON for the others)',
      });
      continue;
    }
    const paths = Array.isArray(value.knowledgePoints) ? value.knowledgePoints : [];
    const ids: number[] = Array.isArray(value.knowledgePointIds)
      ? value.knowledgePointIds.filter((x): x is number => typeof x === 'number')
      : [];
    let rowOk = true;
    for (const p of paths) {
      const id = byPath.get(
        `${String(value.subject)}:${String(p)
          .split('/')
          .map((s) => s.trim())
          .join('/')}`,
      );
      if (id === undefined) {
        errors.push({
          row,
          field: 'knowledgePoints',
          message: `no knowledge point at this path: ${String(p).slice(0, 100)}`,
        });
        rowOk = false;
      } else ids.push(id);
    }
    const parsed = questionFields.safeParse({ ...value, knowledgePointIds: [...new Set(ids)] });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row, field: issue.path.join('.'), message: issue.message });
      }
      continue;
    }
    for (const id of parsed.data.knowledgePointIds) {
      if (!allowedIds.has(id) || subjectOf.get(id) !== parsed.data.subject) {
        errors.push({ row, field: 'knowledgePointIds', message: `not a knowledge point of this subject: ${id}` });
        rowOk = false;
      }
    }
    if (rowOk) ok.push({ row, fields: parsed.data });
  }
  return { errors, ok };
}

/**
 * importQuestions: `file` is the uploaded file (already on disk), `mime` what file-type found in it
 * (XLSX, or null for text, read as JSON).
 */
export async function importQuestions(
  db: Db,
  caller: Caller<ContentCaller>,
  file: { path: string; mime: string | null },
  options: { dryRun: boolean; brandId: number | null | undefined },
): Promise<QuestionImportResult> {
  const c = caller.scope;
  requireManager(c);
  const owner = ownerForNew(c, options.brandId);
  await requireOwnerBrand(db, owner);
  const isXlsx = file.mime === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (file.mime !== null && !isXlsx && file.mime !== 'application/json') {
    throw unsupportedType('questions');
  }
  const format = isXlsx ? 'xlsx' : 'json';
  const raw = isXlsx ? await readXlsx(file.path) : readJson(await fs.promises.readFile(file.path, 'utf8'));
  if (raw.length === 0) throw badRequest('file: holds no question');
  if (raw.length > QUESTION_IMPORT_MAX_ROWS)
    throw badRequest(`file: at most ${QUESTION_IMPORT_MAX_ROWS} questions per file`);
  const { errors, ok } = await checkRows(db, owner, raw);
  const result: QuestionImportResult = { format, total: raw.length, created: 0, committed: false, errors };
  if (errors.length > 0 || options.dryRun) return result;

  const stored = ok.map((r) => ({ row: r, values: storedFields(r.fields) }));
  await change(db, caller, async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < stored.length; i += 200) {
      const batch = stored.slice(i, i + 200);
      const inserted = await tx
        .insert(questions)
        .values(batch.map((s) => ({ brandId: owner, ...s.values })))
        .returning({ id: questions.id });
      ids.push(...inserted.map((r) => r.id));
    }
    const links = stored.flatMap((s, i) =>
      s.row.fields.knowledgePointIds.map((knowledgePointId) => ({ questionId: ids[i] ?? 0, knowledgePointId })),
    );
    for (let i = 0; i < links.length; i += 1000) {
      await tx.insert(questionKnowledgePoints).values(links.slice(i, i + 1000));
    }
    return {
      audit: auditEntry('question.import', ids[0] ?? 0, owner, {
        after: { format, count: ids.length, firstId: ids[0], lastId: ids.at(-1) },
      }),
    };
  });
  return { ...result, created: stored.length, committed: true };
}

/** The questions of the filters (at most QUESTION_EXPORT_MAX_ROWS) as the JSON file's objects. */
async function exportRows(
  db: Db,
  c: ContentCaller,
  filters: Parameters<typeof questionConditions>[2],
  simpleOnly: boolean,
) {
  const where = await questionConditions(db, c, filters);
  const rows = await db
    .select()
    .from(questions)
    .where(and(where, simpleOnly ? inArray(questions.type, [...XLSX_QUESTION_TYPES]) : undefined))
    .orderBy(questions.id)
    .limit(QUESTION_EXPORT_MAX_ROWS);
  const ids = rows.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await db.select().from(questionKnowledgePoints).where(inArray(questionKnowledgePoints.questionId, ids));
  const owners = [...new Set(rows.map((r) => r.brandId))];
  const paths = new Map<number, string>();
  for (const owner of owners) for (const [id, p] of (await knowledgePaths(db, owner)).pathById) paths.set(id, p);
  return rows.map((q) => ({
    type: q.type,
    subject: q.subject,
    grade: q.grade,
    difficulty: q.difficulty,
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    analysis: q.analysis,
    knowledgePoints: links
      .filter((l) => l.questionId === q.id)
      .map((l) => paths.get(l.knowledgePointId))
      .filter((p): p is string => p !== undefined),
  }));
}

export async function exportQuestions(
  db: Db,
  c: ContentCaller,
  q: Parameters<typeof questionConditions>[2] & { format: 'json' | 'xlsx' },
): Promise<{ body: Buffer; contentType: string; fileName: string; count: number }> {
  const { format, ...filters } = q;
  const rows = await exportRows(db, c, filters, format === 'xlsx');
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'json') {
    const body = Buffer.from(
      JSON.stringify({ format: QUESTION_FILE_FORMAT, version: QUESTION_FILE_VERSION, questions: rows }, null, 2),
    );
    return {
      body,
      contentType: 'application/json; charset=utf-8',
      fileName: `questions-${stamp}.json`,
      count: rows.length,
    };
  }
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('questions');
  sheet.addRow(XLSX_COLUMNS);
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const answer =
      r.type === 'judge' ? String(r.answer.judge) : r.type === 'short' ? r.answer.text : r.answer.choices.join(',');
    sheet.addRow([
      r.type,
      r.subject,
      r.grade,
      r.difficulty,
      r.stem,
      ...OPTION_KEYS.map((_, i) => r.options[i] ?? ''),
      answer,
      r.analysis,
      r.knowledgePoints.join('; '),
    ]);
  }
  sheet.getColumn(5).width = 60;
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `questions-${stamp}.xlsx`,
    count: rows.length,
  };
}
