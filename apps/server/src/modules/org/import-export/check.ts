/**
 * The checks of a user import (service.ts), shared by preview and commit: every row by itself (rows.ts),
 * then against the database (schools and placement through saveUser's resolvePlacement, classes of that
 * school, usernames in the file and in the database); and the preview answered from the checked rows.
 */
import { inArray, or, sql } from 'drizzle-orm';
import {
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRoleName,
  type Language,
  RoleType,
  type UserImportParams,
} from '@edu/shared';
import { translateMessage } from '@edu/shared/messages';
import { classes, schools, users } from '../../../db/schema';
import { AppError, badRequest } from '../../../http/errors';
import type { Exec } from '../../../db/queries';
import { inScope, type OrgScope } from '../../../access/org';
import { type Placement, resolvePlacement } from '../users/placement';
import { readSheet } from '../../../storage/spreadsheet';
import { type DraftRow, draftRows, layoutOf, type RowProblem } from './rows';

interface ClassInfo {
  id: number;
  schoolId: number;
  grade: number;
  name: string;
  status: number;
}

interface CheckedRow extends DraftRow {
  placement: { schoolId: number; brandId: number; schoolName: string } | null;
  classes: ClassInfo[];
}

export interface Checked {
  role: ImportRoleName;
  roleType: 0 | 1;
  columns: string[];
  ignored: string[];
  rows: CheckedRow[];
}

const roleNameOf = (roleType: 0 | 1): ImportRoleName => (roleType === RoleType.teacher ? 'teacher' : 'student');

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters. */
const CHUNK = 500;

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An AppError's message without its `field: ` prefix, for a row's school cell. */
function schoolProblem(err: unknown): string {
  if (!(err instanceof AppError) || err.code >= 500) throw err;
  return err.message.replace(/^schoolId: /, '');
}

interface SchoolRecord {
  id: number;
  name: string;
  brandId: number | null;
}

/** The schools that the school cells name (by id or by exact name, case-insensitively) within the scope. */
async function schoolsNamed(tx: Exec, scope: OrgScope, refs: string[]): Promise<SchoolRecord[]> {
  if (refs.length === 0) return [];
  const ids = refs.filter((r) => /^\d{1,9}$/.test(r)).map(Number);
  const names = [...new Set(refs.map((r) => r.toLowerCase()))];
  const rows = await tx
    .select({ id: schools.id, name: schools.name, brandId: schools.brandId })
    .from(schools)
    .where(or(ids.length > 0 ? inArray(schools.id, ids) : undefined, inArray(sql`lower(${schools.name})`, names)));
  return rows.filter((s) => inScope(scope, { brandId: s.brandId, schoolId: s.id }));
}
export async function checkRows(
  tx: Exec,
  scope: OrgScope,
  params: UserImportParams,
  drafts: DraftRow[],
): Promise<CheckedRow[]> {
  const roleType = params.roleType;
  // The default school is a parameter: a bad one refuses the request (404 / 409), like saveUser.
  if (params.schoolId !== undefined) await resolvePlacement(tx, scope, roleType, params.schoolId, undefined);

  // Schools: each distinct cell once, then each school's placement once (saveUser's rules).
  const refs = [...new Set(drafts.map((d) => d.school).filter((s) => s !== ''))];
  const found = await schoolsNamed(tx, scope, refs);
  const byRef = new Map<string, { id: number } | { problem: string }>();
  for (const ref of refs) {
    const byId = /^\d{1,9}$/.test(ref) ? found.find((s) => s.id === Number(ref)) : undefined;
    const byName = found.filter((s) => s.name.toLowerCase() === ref.toLowerCase());
    if (byId) byRef.set(ref, { id: byId.id });
    else if (byName.length === 1 && byName[0]) byRef.set(ref, { id: byName[0].id });
    else if (byName.length > 1) byRef.set(ref, { problem: 'several schools have this name: write the school ID' });
    else byRef.set(ref, { problem: 'School not found' });
  }
  const placements = new Map<string, Placement | { problem: string }>();
  const placementOf = async (schoolId: number | null) => {
    const key = String(schoolId);
    let placement = placements.get(key);
    if (placement === undefined) {
      try {
        placement = await resolvePlacement(tx, scope, roleType, schoolId, undefined);
      } catch (err) {
        placement = { problem: schoolProblem(err) };
      }
      placements.set(key, placement);
    }
    return placement;
  };

  const schoolIds = new Set<number>();
  const resolved: { draft: DraftRow; placement: Placement | null; problems: RowProblem[] }[] = [];
  for (const draft of drafts) {
    const problems = [...draft.problems];
    let schoolId: number | null = params.schoolId ?? null;
    let placement: Placement | null = null;
    const ref = draft.school !== '' ? byRef.get(draft.school) : undefined;
    if (ref && 'problem' in ref) {
      problems.push({ column: 'school', message: ref.problem });
    } else {
      if (ref) schoolId = ref.id;
      const p = await placementOf(schoolId);
      if ('problem' in p) problems.push({ column: 'school', message: p.problem });
      else placement = p;
    }
    if (placement?.schoolId != null) schoolIds.add(placement.schoolId);
    resolved.push({ draft, placement, problems });
  }

  const schoolNames = new Map<number, string>();
  const classesBySchool = new Map<number, ClassInfo[]>();
  if (schoolIds.size > 0) {
    const ids = [...schoolIds];
    for (const s of await tx
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(inArray(schools.id, ids))) {
      schoolNames.set(s.id, s.name);
    }
    const rows = await tx
      .select({
        id: classes.id,
        schoolId: classes.schoolId,
        grade: classes.grade,
        name: classes.name,
        status: classes.status,
      })
      .from(classes)
      .where(inArray(classes.schoolId, ids));
    for (const c of rows) {
      const list = classesBySchool.get(c.schoolId) ?? [];
      list.push(c);
      classesBySchool.set(c.schoolId, list);
    }
  }

  // Usernames: twice in the file, or taken in the database (deleted accounts keep theirs).
  const rowsByUsername = new Map<string, number[]>();
  for (const { draft } of resolved) {
    if (draft.username === '') continue;
    const key = draft.username.toLowerCase();
    rowsByUsername.set(key, [...(rowsByUsername.get(key) ?? []), draft.row]);
  }
  const taken = new Set<string>();
  for (const part of chunks([...rowsByUsername.keys()], 1000)) {
    const rows = await tx
      .select({ u: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, part));
    for (const r of rows) taken.add(r.u);
  }

  return resolved.map(({ draft, placement, problems }) => {
    const key = draft.username.toLowerCase();
    const same = rowsByUsername.get(key) ?? [];
    if (same.length > 1) {
      const others = same.filter((r) => r !== draft.row).join(', ');
      problems.push({ column: 'username', message: `the file has this username again in row ${others}` });
    }
    if (taken.has(key)) problems.push({ column: 'username', message: 'this username is already taken' });

    const found: ClassInfo[] = [];
    if (placement?.schoolId != null) {
      const column = draft.classNames.length > 0 && roleType === RoleType.teacher ? 'classes' : 'class';
      const pool = classesBySchool.get(placement.schoolId) ?? [];
      const missing: string[] = [];
      for (const name of draft.classNames) {
        const matches = pool.filter(
          (c) => c.name.toLowerCase() === name.toLowerCase() && (draft.grade === null || c.grade === draft.grade),
        );
        const match = matches[0];
        if (!match) missing.push(name);
        else if (matches.length > 1) {
          problems.push({ column, message: `several classes of the school are named ${name}: fill in the grade` });
        } else if (match.status !== 1) problems.push({ column, message: `the class ${name} is archived` });
        else found.push(match);
      }
      if (missing.length > 0) {
        problems.push({ column, message: `the school has no class named ${missing.join(', ')}` });
      }
    }
    const schoolId = placement?.schoolId ?? null;
    const brandId = placement?.brandId ?? null;
    return {
      ...draft,
      problems,
      placement:
        schoolId !== null && brandId !== null
          ? { schoolId, brandId, schoolName: schoolNames.get(schoolId) ?? '' }
          : null,
      classes: found,
    };
  });
}
export async function check(db: Exec, scope: OrgScope, params: UserImportParams, file: Buffer, language: Language) {
  const role = roleNameOf(params.roleType);
  const sheet = await readSheet(file);
  const layout = layoutOf(sheet.headers, role, language);
  const drafts = draftRows(sheet, layout, role);
  if (drafts.length === 0) throw badRequest('The file has no rows to import');
  const rows = await checkRows(db, scope, params, drafts);
  const checked: Checked = {
    role,
    roleType: params.roleType,
    columns: layout.columns,
    ignored: layout.ignored,
    rows,
  };
  return { checked, drafts };
}
export function previewOf(checked: Checked, language: Language): ImportPreview {
  const rows: ImportPreviewRow[] = checked.rows.map((r) => {
    const { password: _secret, ...cells } = r.cells;
    return {
      row: r.row,
      cells: Object.fromEntries(Object.entries(cells).filter((e): e is [string, string] => e[1] !== undefined)),
      username: r.username,
      name: r.name,
      phone: r.phone,
      password: r.password === null ? 'generated' : 'given',
      school: r.placement ? { id: r.placement.schoolId, name: r.placement.schoolName } : null,
      classes: r.classes.map((c) => ({ id: c.id, name: c.name, grade: c.grade })),
      errors: r.problems.map((p) => ({ column: p.column, message: translateMessage(p.message, language) })),
    };
  });
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    roleType: checked.roleType,
    columns: checked.columns,
    ignoredColumns: checked.ignored,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    rows,
  };
}
