import {
  columnLabel,
  columnOfHeader,
  IMPORT_COLUMNS,
  IMPORT_PASSWORD_MAX,
  IMPORT_PASSWORD_MIN,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportRoleName,
  type Language,
  phoneParam,
  saveUserInput,
  usernameParam,
} from '@edu/shared';
import type { z } from 'zod';
import { badRequest } from '../../../http/errors';
import type { Sheet } from '../../../storage/spreadsheet';

/**
 * Pure checks of one row: each cell against the same zod fields as saveUser, before anything asks the
 * database. Problems are English message ids (translated when the preview is answered).
 */
export interface RowProblem {
  column: ImportColumn | null;
  message: string;
}

export interface DraftRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
  username: string;
  name: string;
  phone: string;
  /** plain text from the file, or null: a temporary one is generated */
  password: string | null;
  school: string;
  grade: number | null;
  classNames: string[];
  problems: RowProblem[];
}

export interface Layout {
  /** the column of each header position, or null when ignored */
  byIndex: (ImportColumn | null)[];
  columns: ImportColumn[];
  ignored: string[];
}

/** Teachers' `class` header means their classes; a student's `classes` header means its class. */
function forRole(column: string | undefined, role: ImportRoleName): ImportColumn | undefined {
  if (column === undefined) return undefined;
  if (role === 'teacher' && column === 'class') return 'classes';
  if (role === 'student' && column === 'classes') return 'class';
  return (IMPORT_COLUMNS[role] as readonly string[]).includes(column) ? (column as ImportColumn) : undefined;
}

/** Which header is which column; a file without the required columns, or with one twice, is refused. */
export function layoutOf(headers: string[], role: ImportRoleName, language: Language): Layout {
  const byIndex: (ImportColumn | null)[] = [];
  const columns: ImportColumn[] = [];
  const ignored: string[] = [];
  headers.forEach((header, i) => {
    const column = forRole(columnOfHeader(header), role);
    if (column === undefined) {
      byIndex[i] = null;
      if (header !== '') ignored.push(header);
      return;
    }
    if (columns.includes(column)) throw badRequest(`The file has the column ${header} twice`);
    byIndex[i] = column;
    columns.push(column);
  });
  const missing = IMPORT_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const names = missing.map((c) => columnLabel(c, language)).join(', ');
    throw badRequest(`The file lacks the required columns: ${names}`);
  }
  return { byIndex, columns, ignored };
}

/** The problem zod finds in a value, or null. */
function problemOf(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'is invalid');
}

const nameField = saveUserInput.shape.name.unwrap();

const CHINESE_NUMBERS: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十一: 11,
  十二: 12,
};

/** 8, "8", "Grade 8", "8年级", "八年级", "初二" is not guessed. Null when no grade can be read. */
export function gradeOf(text: string): number | null {
  const digits = /\d+/.exec(text);
  const n = digits ? Number(digits[0]) : CHINESE_NUMBERS[/^[一二三四五六七八九十]+/.exec(text)?.[0] ?? ''];
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
}

/** A phone from a spreadsheet may come as `'+86 138…` (an export's guard against formulas). */
function unguard(text: string): string {
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

export function draftRows(sheet: Sheet, layout: Layout, role: ImportRoleName): DraftRow[] {
  return sheet.rows.map(({ row, cells: raw }) => {
    const cells: Partial<Record<ImportColumn, string>> = {};
    layout.byIndex.forEach((column, i) => {
      if (column !== null) cells[column] = unguard(raw[i] ?? '');
    });
    const problems: RowProblem[] = [];
    const check = (column: ImportColumn, schema: z.ZodType, value: string) => {
      const problem = problemOf(schema, value);
      if (problem !== null) problems.push({ column, message: problem });
    };

    const username = cells.username ?? '';
    if (username === '') problems.push({ column: 'username', message: 'is required' });
    else check('username', usernameParam, username);
    const name = cells.name ?? '';
    check('name', nameField, name);
    const phone = cells.phone ?? '';
    check('phone', phoneParam, phone);

    const password = cells.password ?? '';
    if (password !== '' && (password.length < IMPORT_PASSWORD_MIN || password.length > IMPORT_PASSWORD_MAX)) {
      problems.push({
        column: 'password',
        message: `must be ${IMPORT_PASSWORD_MIN} to ${IMPORT_PASSWORD_MAX} characters`,
      });
    }

    let grade: number | null = null;
    const gradeText = cells.grade ?? '';
    if (gradeText !== '') {
      grade = gradeOf(gradeText);
      if (grade === null) problems.push({ column: 'grade', message: 'must be 1 to 12' });
    }

    const classText = role === 'teacher' ? (cells.classes ?? '') : (cells.class ?? '');
    const classNames =
      role === 'teacher'
        ? [
            ...new Set(
              classText
                .split(/[;；,，、\n]/u)
                .map((s) => s.trim())
                .filter((s) => s !== ''),
            ),
          ]
        : classText === ''
          ? []
          : [classText];

    return {
      row,
      cells,
      username: username.trim(),
      name: name.trim(),
      phone: phone.trim(),
      password: password === '' ? null : password,
      school: (cells.school ?? '').trim(),
      grade,
      classNames,
      problems,
    };
  });
}
