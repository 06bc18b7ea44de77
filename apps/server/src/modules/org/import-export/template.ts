import { and, asc, eq } from 'drizzle-orm';
import {
  columnLabel,
  IMPORT_COLUMN_HELP,
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportRoleName,
  type Language,
  RoleType,
  SHEET_NAMES,
  type SheetFormat,
} from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, schools } from '../../../db/schema';
import type { OrgScope } from '../../../access/org';
import { scopeWhere } from '../../../access/org';
import { attachment, XLSX_TYPE } from '../../../http/attachment';
import { csvLines } from './export';

/**
 * The import template of a role: the header row in the caller's language (any language's headers are
 * read back), an example row and the instructions. In XLSX the data sheet holds only the header; the
 * example and the instructions are on a second sheet. In CSV the example is a line starting with #,
 * which the import ignores.
 */
export interface TemplateFile {
  body: Buffer;
  contentType: string;
  disposition: string;
}

const EXAMPLE_NAMES: Record<ImportRoleName, Record<Language, { username: string; name: string }>> = {
  teacher: {
    zh: { username: 'liming', name: '李明' },
    en: { username: 'j.taylor', name: 'Jane Taylor' },
    es: { username: 'lucia.perez', name: 'Lucía Pérez' },
    ja: { username: 'yamada.taro', name: '山田太郎' },
  },
  student: {
    zh: { username: 'zhangsan2025', name: '张三' },
    en: { username: 'sam.lee2025', name: 'Sam Lee' },
    es: { username: 'pablo.ruiz2025', name: 'Pablo Ruiz' },
    ja: { username: 'sato.hana2025', name: '佐藤花' },
  },
};

/** A school and classes the caller really has, so the example row would import as it is written. */
async function exampleSchool(
  db: Db,
  scope: OrgScope,
): Promise<{ school: string; classes: { name: string; grade: number }[] }> {
  const [school] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(and(eq(schools.enabled, true), scopeWhere(scope, { brandId: schools.brandId, schoolId: schools.id })))
    .orderBy(asc(schools.id))
    .limit(1);
  if (!school) return { school: '', classes: [] };
  const rows = await db
    .select({ name: classes.name, grade: classes.grade })
    .from(classes)
    .where(and(eq(classes.schoolId, school.id), eq(classes.status, 1)))
    .orderBy(asc(classes.grade), asc(classes.name))
    .limit(2);
  return { school: school.name, classes: rows };
}

function exampleValues(
  role: ImportRoleName,
  language: Language,
  where: { school: string; classes: { name: string; grade: number }[] },
): Record<ImportColumn, string> {
  const who = EXAMPLE_NAMES[role][language];
  const first = where.classes[0];
  return {
    username: who.username,
    name: who.name,
    phone: '13800000000',
    password: '',
    school: where.school,
    grade: role === 'student' && first ? String(first.grade) : '',
    class: first?.name ?? '',
    classes: where.classes.map((c) => c.name).join('; '),
  };
}

export async function buildTemplate(
  db: Db,
  scope: OrgScope,
  roleType: 0 | 1,
  format: SheetFormat,
  language: Language,
): Promise<TemplateFile> {
  const role: ImportRoleName = roleType === RoleType.teacher ? 'teacher' : 'student';
  const columns: readonly ImportColumn[] = IMPORT_COLUMNS[role];
  const headers = columns.map((c) => columnLabel(c, language));
  const example = exampleValues(role, language, await exampleSchool(db, scope));
  const exampleRow = columns.map((c) => example[c]);
  const base = {
    ascii: `${role}-import-template`,
    local: `${SHEET_NAMES[role][language]}-${SHEET_NAMES.help[language]}`,
  };

  if (format === 'csv') {
    const text =
      csvLines([headers]) +
      csvLines([[`# ${SHEET_NAMES.notes[language]}`]]) +
      csvLines([[`#${exampleRow[0] ?? ''}`, ...exampleRow.slice(1)]]);
    return {
      body: Buffer.from(`\ufeff${text}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      disposition: attachment(base.ascii, base.local, 'csv'),
    };
  }

  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(SHEET_NAMES[role][language], { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = columns.map((c) => ({
    header: headers[columns.indexOf(c)],
    key: c,
    width: c === 'school' || c === 'classes' ? 28 : 16,
    // Text cells: Excel must not turn a phone into 1.38E+10 or drop a username's leading zeros.
    style: { numFmt: '@' },
  }));
  data.getRow(1).font = { bold: true };

  const help = workbook.addWorksheet(SHEET_NAMES.help[language]);
  help.columns = [{ width: 18 }, { width: 100 }];
  help.addRow([SHEET_NAMES.notes[language]]).font = { italic: true };
  help.addRow([]);
  const head = help.addRow([SHEET_NAMES.column[language], SHEET_NAMES.meaning[language]]);
  head.font = { bold: true };
  for (const c of columns) {
    const required = (IMPORT_REQUIRED_COLUMNS as readonly string[]).includes(c);
    const row = help.addRow([`${headers[columns.indexOf(c)]}${required ? ' *' : ''}`, IMPORT_COLUMN_HELP[c][language]]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  help.addRow([]);
  help.addRow([SHEET_NAMES.example[language]]).font = { bold: true };
  help.addRow(headers).font = { bold: true };
  help.addRow(exampleRow);

  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: XLSX_TYPE, disposition: attachment(base.ascii, base.local, 'xlsx') };
}
