import { inArray, or, sql } from 'drizzle-orm';
import type { DeviceImportParams, DeviceImportPreview, DeviceImportResult, Language } from '@edu/shared';
import { translateMessage } from '@edu/shared/messages';
import type { Db } from '../../db/client';
import { type Exec, uniqueViolation } from '../../db/queries';
import { devices, schools } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { Caller } from '../../http/define-route';
import { inScope, type OrgScope } from '../../access/org';
import { readSheet } from '../../storage/spreadsheet';
import { writeAudit } from '../audit';
import { type DeviceDraft, deviceLayoutOf, draftDevices } from './rows';

/**
 * Bulk import of device serials, the people import's flow (modules/org/import-export): the same sheet
 * reader (storage/spreadsheet.ts) and upload (storage/uploaded-sheet.ts); preview and commit run the same
 * checks (rows.ts by themselves, then schools and registered serials here); commit checks again inside
 * its one transaction and writes every row or none.
 */
interface SchoolRef {
  id: number;
  name: string;
  brandId: number;
  enabled: boolean;
}

interface CheckedDevice extends DeviceDraft {
  school: SchoolRef | null;
}

export const ALREADY_REGISTERED = 'is already registered';

/** The schools the cells (and the default) name, by id or exact name (case-insensitive), within the scope. */
async function schoolsNamed(tx: Exec, scope: OrgScope, refs: string[]): Promise<SchoolRef[]> {
  if (refs.length === 0) return [];
  const ids = refs.filter((r) => /^\d{1,9}$/.test(r)).map(Number);
  const names = [...new Set(refs.map((r) => r.toLowerCase()))];
  const rows = await tx
    .select({ id: schools.id, name: schools.name, brandId: schools.brandId, enabled: schools.enabled })
    .from(schools)
    .where(or(ids.length > 0 ? inArray(schools.id, ids) : undefined, inArray(sql`lower(${schools.name})`, names)));
  return rows.flatMap((s) =>
    s.brandId !== null && inScope(scope, { brandId: s.brandId, schoolId: s.id }) ? [{ ...s, brandId: s.brandId }] : [],
  );
}

async function checkRows(
  tx: Exec,
  scope: OrgScope,
  params: DeviceImportParams,
  drafts: DeviceDraft[],
): Promise<CheckedDevice[]> {
  const refs = [...new Set(drafts.map((d) => d.schoolCell).filter((s) => s !== ''))];
  const defaultRef = params.schoolId === undefined ? [] : [String(params.schoolId)];
  const found = await schoolsNamed(tx, scope, [...refs, ...defaultRef]);
  let fallback: SchoolRef | null = null;
  if (params.schoolId !== undefined) {
    fallback = found.find((s) => s.id === params.schoolId) ?? null;
    // A bad default school refuses the request, like the people import's.
    if (!fallback) throw notFound('School not found');
    if (!fallback.enabled) throw badRequest('schoolId: the school is disabled');
  }
  const schoolOf = (ref: string): SchoolRef | string => {
    const byId = /^\d{1,9}$/.test(ref) ? found.find((s) => s.id === Number(ref)) : undefined;
    const byName = found.filter((s) => s.name.toLowerCase() === ref.toLowerCase());
    const school = byId ?? (byName.length === 1 ? byName[0] : undefined);
    if (school) return school.enabled ? school : 'the school is disabled';
    return byName.length > 1 ? 'several schools have this name: write the school ID' : 'School not found';
  };

  const serials = drafts.filter((d) => d.problems.every((p) => p.column !== 'serial')).map((d) => d.serial);
  const taken = new Set<string>();
  for (let i = 0; i < serials.length; i += 1000) {
    const part = serials.slice(i, i + 1000);
    const rows = await tx.select({ serial: devices.serial }).from(devices).where(inArray(devices.serial, part));
    for (const r of rows) taken.add(r.serial);
  }

  return drafts.map((draft) => {
    const problems = [...draft.problems];
    if (taken.has(draft.serial)) problems.push({ column: 'serial', message: ALREADY_REGISTERED });
    let school: SchoolRef | null = null;
    if (draft.schoolCell === '') {
      if (fallback) school = fallback;
      else problems.push({ column: 'school', message: 'is required' });
    } else {
      const resolved = schoolOf(draft.schoolCell);
      if (typeof resolved === 'string') problems.push({ column: 'school', message: resolved });
      else school = resolved;
    }
    return { ...draft, problems, school };
  });
}

async function check(db: Exec, scope: OrgScope, params: DeviceImportParams, file: Buffer, language: Language) {
  const sheet = await readSheet(file);
  const layout = deviceLayoutOf(sheet.headers, language);
  const drafts = draftDevices(sheet, layout);
  if (drafts.length === 0) throw badRequest('The file has no rows to import');
  return { ignored: layout.ignored, drafts, rows: await checkRows(db, scope, params, drafts) };
}

function previewOf(ignored: string[], rows: CheckedDevice[], language: Language): DeviceImportPreview {
  const out = rows.map((r) => ({
    row: r.row,
    serial: r.serial,
    kind: r.kind ?? r.kindCell,
    model: r.model,
    school: r.school ? { id: r.school.id, name: r.school.name } : null,
    schoolCell: r.schoolCell,
    errors: r.problems.map((p) => ({ column: p.column, message: translateMessage(p.message, language) })),
  }));
  const invalid = out.filter((r) => r.errors.length > 0).length;
  return { ignoredColumns: ignored, total: out.length, valid: out.length - invalid, invalid, rows: out };
}

export async function previewDeviceImport(
  db: Db,
  scope: OrgScope,
  params: DeviceImportParams,
  file: Buffer,
  language: Language,
): Promise<DeviceImportPreview> {
  const { ignored, rows } = await check(db, scope, params, file, language);
  return previewOf(ignored, rows, language);
}

const CHUNK = 500;

export async function importDevices(
  db: Db,
  caller: Caller<OrgScope>,
  params: DeviceImportParams,
  file: Buffer,
  language: Language,
): Promise<DeviceImportResult> {
  const first = await check(db, caller.scope, params, file, language);
  const preview = previewOf(first.ignored, first.rows, language);
  if (preview.invalid > 0) {
    throw new AppError(400, `The file has errors in ${preview.invalid} rows: nothing was imported`, preview);
  }
  const changed = () =>
    new AppError(409, 'The data changed while importing: nothing was imported, check the file again', preview);
  try {
    await db.transaction(async (tx) => {
      // Checked again: schools and serials may have changed since the preview.
      const rows = await checkRows(tx, caller.scope, params, first.drafts);
      const again = previewOf(first.ignored, rows, language);
      if (again.invalid > 0) {
        throw new AppError(409, 'The data changed while importing: nothing was imported, check the file again', again);
      }
      const values = rows.flatMap((r) =>
        r.school && r.kind
          ? [{ serial: r.serial, kind: r.kind, model: r.model, schoolId: r.school.id, brandId: r.school.brandId }]
          : [],
      );
      for (let i = 0; i < values.length; i += CHUNK) await tx.insert(devices).values(values.slice(i, i + CHUNK));
      const perSchool = new Map<number, { brandId: number; count: number }>();
      for (const v of values) {
        const entry = perSchool.get(v.schoolId) ?? { brandId: v.brandId, count: 0 };
        entry.count += 1;
        perSchool.set(v.schoolId, entry);
      }
      for (const [schoolId, { brandId, count }] of perSchool) {
        await writeAudit(tx, {
          actorId: caller.auth.userId,
          action: 'device.import',
          targetType: 'school',
          targetId: schoolId,
          brandId,
          schoolId,
          after: { created: count },
          ip: caller.ip,
        });
      }
    });
  } catch (err) {
    // A serial registered by a concurrent import: everything rolls back.
    if (uniqueViolation(err) !== null) throw changed();
    throw err;
  }
  return { created: first.rows.length };
}
