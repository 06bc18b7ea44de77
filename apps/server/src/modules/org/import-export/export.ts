import { PassThrough, Readable } from 'node:stream';
import { and, type SQL, sql } from 'drizzle-orm';
import {
  columnLabel,
  EXPORT_COLUMNS,
  EXPORT_VALUE_LABELS,
  type ExportUsersQuery,
  type Language,
  RoleType,
  SHEET_NAMES,
  type UserRow,
} from '@edu/shared';
import Papa from 'papaparse';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { attachment, XLSX_TYPE } from '../../../http/attachment';
import { orderBy } from '../../../db/queries';
import type { OrgScope } from '../../../access/org';
import { selectUserRows, toUserRow, USER_SORT_KEYS, userListWhere } from '../users/queries';

/**
 * Export of the filtered user list (the filters and keyword of getUserList) as CSV or XLSX, streamed:
 * rows are read in keyset batches (each batch continues after the last row of the one before, along
 * the list's own sort index), so memory stays at one batch whatever the size, and the database answers
 * other requests between batches. The response is written as fast as the client reads it.
 */
export const EXPORT_BATCH = 1000;

type Sort = keyof typeof USER_SORT_KEYS;

/** The last row of a batch; the next batch starts after it in the list's order. */
function after(sort: Sort, order: 'asc' | 'desc', last: UserRow | undefined): SQL | undefined {
  if (!last) return undefined;
  const cmp = order === 'asc' ? sql`>` : sql`<`;
  switch (sort) {
    case 'createdAt':
      return sql`${users.id} ${cmp} ${last.id}`;
    case 'username':
      // lower(username) is unique, so it is the whole key.
      return sql`lower(${users.username}) ${cmp} ${last.username.toLowerCase()}`;
    case 'name':
      return sql`(${users.name}, ${users.id}) ${cmp} (${last.name}, ${last.id})`;
    case 'lastLoginAt':
      // Nulls come last either way. The time is read back from the row itself: the database keeps
      // microseconds, a JavaScript Date only milliseconds.
      if (last.lastLoginAt === null) return sql`(${users.lastLoginAt} is null and ${users.id} ${cmp} ${last.id})`;
      return sql`((${users.lastLoginAt}, ${users.id}) ${cmp} ((select u2.last_login_at from users u2 where u2.id = ${last.id}), ${last.id}) or ${users.lastLoginAt} is null)`;
  }
}

export async function* exportBatches(
  db: Db,
  scope: OrgScope,
  q: Omit<ExportUsersQuery, 'format'>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<UserRow[]> {
  const where = userListWhere(scope, q);
  const sort: Sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'createdAt' || sort === 'lastLoginAt' ? 'desc' : 'asc');
  const keys = orderBy(USER_SORT_KEYS[sort], order, sort === 'username' ? null : users.id);
  let last: UserRow | undefined;
  for (;;) {
    const rows = await selectUserRows(db)
      .where(and(where, after(sort, order, last)))
      .orderBy(...keys)
      .limit(batchSize);
    if (rows.length === 0) return;
    const batch = rows.map(toUserRow);
    yield batch;
    if (rows.length < batchSize) return;
    last = batch.at(-1);
  }
}

/** A time zone Intl knows (IANA names only), for the export's times; default UTC. */
export function timeFormatter(tz: string | undefined): (iso: string | null) => string {
  const zone = tz && tz !== '' ? tz : 'UTC';
  let format: Intl.DateTimeFormat;
  try {
    if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(zone)) throw new RangeError(zone);
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    throw badRequest('tz: must be an IANA time zone');
  }
  return (iso) => {
    if (iso === null) return '';
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };
}

type Cell = string | number;

function rowCells(u: UserRow, language: Language, time: (iso: string | null) => string): Cell[] {
  return [
    u.id,
    u.username,
    u.name,
    EXPORT_VALUE_LABELS.role[u.roleType]?.[language] ?? String(u.roleType),
    u.brandName ?? '',
    u.schoolName ?? '',
    u.grade ?? '',
    u.className ?? '',
    u.phone,
    EXPORT_VALUE_LABELS.status[u.status]?.[language] ?? String(u.status),
    time(u.lastLoginAt),
    time(u.createdAt),
  ];
}

export interface ExportFile {
  stream: Readable;
  contentType: string;
  /** `attachment; filename=…` with an ASCII name and the localised one */
  disposition: string;
}

function names(q: ExportUsersQuery, language: Language): { ascii: string; local: string } {
  if (q.roleType === RoleType.teacher) return { ascii: 'teachers', local: SHEET_NAMES.teacher[language] };
  if (q.roleType === RoleType.student) return { ascii: 'students', local: SHEET_NAMES.student[language] };
  return { ascii: 'users', local: SHEET_NAMES.users[language] };
}

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The header row in the caller's language: an export can be imported again as it is. */
function headerCells(language: Language): string[] {
  return EXPORT_COLUMNS.map((c) => columnLabel(c, language));
}

export function csvLines(rows: Cell[][]): string {
  // A cell starting with = + - @ is prefixed with ' so that a spreadsheet never runs it as a formula.
  return `${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** A writable stream as Node's and the readable-stream package's (archiver's, v2: no writableLength) are. */
interface Drainable {
  writableLength?: number;
  writableHighWaterMark?: number;
  _writableState?: { length?: number; highWaterMark?: number };
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

function isDrainable(value: unknown): value is Drainable {
  const s = value as Partial<Drainable> | null;
  return typeof s?.once === 'function' && typeof s.removeListener === 'function';
}

/** Bytes written but not yet consumed, and the mark above which the writer should wait. */
function fill(s: Drainable): { length: number; mark: number } {
  return {
    length: s.writableLength ?? s._writableState?.length ?? 0,
    mark: s.writableHighWaterMark ?? s._writableState?.highWaterMark ?? 16 * 1024,
  };
}

/**
 * The stream between exceljs's worksheet and its zip writer: archiver pipes the worksheet's own buffer
 * (exceljs StreamBuf, which ignores back-pressure) into a PassThrough, whose fill level tells how far the
 * zip writer is behind. Undefined if exceljs changes its insides (the export then still works, unthrottled).
 */
function sheetBuffer(sheet: unknown): Drainable | undefined {
  const pipe = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return isDrainable(pipe) ? pipe : undefined;
}

/** Resolves once `stream` is below its high-water mark again (or `out` went away). */
function drained(stream: Drainable | undefined, out: PassThrough): Promise<void> {
  if (!stream || out.destroyed) return Promise.resolve();
  const { length, mark } = fill(stream);
  if (length < mark) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.removeListener('drain', done);
      out.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    out.once('close', done);
  });
}

/**
 * The batches, the first one read already: a filter the database refuses (issue 8: a keyword it cannot
 * compare) fails here, before the answer's first byte, as an error envelope, never as a cut-off file.
 */
async function readFirst(batches: AsyncGenerator<UserRow[]>): Promise<AsyncGenerator<UserRow[]>> {
  const first = await batches.next();
  async function* all(): AsyncGenerator<UserRow[]> {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  return all();
}

export async function exportUsers(
  db: Db,
  scope: OrgScope,
  q: ExportUsersQuery,
  language: Language,
): Promise<ExportFile> {
  const time = timeFormatter(q.tz);
  const { ascii, local } = names(q, language);
  const batches = await readFirst(exportBatches(db, scope, q));

  if (q.format === 'csv') {
    async function* lines() {
      // The BOM tells Excel the file is UTF-8.
      yield `\ufeff${csvLines([headerCells(language)])}`;
      for await (const batch of batches) yield csvLines(batch.map((u) => rowCells(u, language, time)));
    }
    return {
      stream: Readable.from(lines()),
      contentType: CSV_TYPE,
      disposition: attachment(ascii, local, 'csv'),
    };
  }

  const out = new PassThrough();
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(local, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map((c) => ({
      key: c,
      width: c === 'school' || c === 'brand' ? 28 : c === 'lastLoginAt' || c === 'createdAt' ? 20 : 14,
    }));
    sheet.addRow(headerCells(language)).commit();
    for await (const batch of batches) {
      if (out.destroyed) return;
      for (const u of batch) sheet.addRow(rowCells(u, language, time)).commit();
      // exceljs's streaming writer does not wait for its zip writer (exceljs issue #1894: rows pile up
      // in memory until the end) nor for a slow client: hold the next batch until both have drained.
      await drained(sheetBuffer(sheet), out);
      await drained(out, out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream: out, contentType: XLSX_TYPE, disposition: attachment(ascii, local, 'xlsx') };
}
