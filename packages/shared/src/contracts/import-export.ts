/**
 * Bulk import and export of teachers and students (issue 3 item 3). The file travels as
 * multipart/form-data (one part, CSV or XLSX, recognised by its content); the parameters below travel
 * in the query string. Preview and import share one parser and one validation, so the import checks
 * again everything the preview showed.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { RoleType } from '../roles';
import { text } from './common';
import { getUserListQuery, optionalId } from './org';

export const IMPORT_ROLE_TYPES = [RoleType.teacher, RoleType.student] as const;
export type ImportRoleType = (typeof IMPORT_ROLE_TYPES)[number];

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** Largest upload. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most people in one file (each needs a password hash: about 25 ms of CPU). */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_PASSWORD_MIN = MIN_PASSWORD_LENGTH;
export const IMPORT_PASSWORD_MAX = 64;
/** Length of the temporary password generated for a row without one. */
export const IMPORT_GENERATED_PASSWORD_LENGTH = 8;

/** 0 teacher or 1 student, as a form field or JSON value. */
export const importRoleType = z
  .union([z.number(), text()], { error: (issue) => (issue.input === undefined ? 'is required' : undefined) })
  .transform((value, ctx): ImportRoleType => {
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (n === RoleType.teacher || n === RoleType.student) return n;
    ctx.addIssue({ code: 'custom', message: 'must be 0 (teacher) or 1 (student)' });
    return z.NEVER;
  });

export const sheetFormat = z.enum(SHEET_FORMATS, { error: 'must be csv or xlsx' });

export const getImportTemplateQuery = z.object({
  roleType: importRoleType,
  format: sheetFormat.default('xlsx'),
});
export type GetImportTemplateQuery = z.infer<typeof getImportTemplateQuery>;

/** Query string of previewUserImport and importUsers; the file is the multipart body. */
export const userImportParams = z.object({
  roleType: importRoleType,
  /** school of rows whose school cell is empty (a school admin's own school without it) */
  schoolId: optionalId,
});
export type UserImportParams = z.infer<typeof userImportParams>;

export const importRowError = z.object({
  /** the column at fault (a key of IMPORT_COLUMNS), or null for the whole row */
  column: text().nullable(),
  /** in the request's language */
  message: text(),
});
export type ImportRowError = z.infer<typeof importRowError>;

const classRef = z.object({ id: z.number().int(), name: text(), grade: z.number().int() });

export const importPreviewRow = z.object({
  /** the row number a spreadsheet shows (the header is row 1) */
  row: z.number().int(),
  /** the cells as read (trimmed), by column; never the password */
  cells: z.record(text(), text()),
  username: text(),
  name: text(),
  phone: text(),
  /** given in the file, or generated at import */
  password: z.enum(['given', 'generated']),
  school: z.object({ id: z.number().int(), name: text() }).nullable(),
  classes: z.array(classRef),
  errors: z.array(importRowError),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreview = z.object({
  roleType: z.number().int(),
  /** the file's recognised columns, in file order */
  columns: z.array(text()),
  /** headers that name no column of this role; their cells are not imported */
  ignoredColumns: z.array(text()),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(importPreviewRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importedUser = z.object({
  row: z.number().int(),
  id: z.number().int(),
  username: text(),
  name: text(),
  schoolName: text(),
  /** the generated temporary password (shown once), or null when the file gave one */
  password: text().nullable(),
});

export const importResult = z.object({
  roleType: z.number().int(),
  created: z.number().int(),
  users: z.array(importedUser),
});
export type ImportResult = z.infer<typeof importResult>;

/**
 * Progress lines of importUsers when the request accepts `application/x-ndjson`: one JSON object per
 * line, then the envelope of the outcome as the last line.
 */
export const importProgress = z.object({
  phase: z.enum(['validated', 'passwords', 'writing']),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgress>;

/** The filters of getUserList (without paging) and the format; `tz` formats the times (default UTC). */
export const exportUsersQuery = getUserListQuery.omit({ page: true, pageSize: true }).extend({
  format: sheetFormat.default('xlsx'),
  tz: text().trim().max(64).optional(),
});
export type ExportUsersQuery = z.infer<typeof exportUsersQuery>;
