import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SchoolDetail, SchoolRow, UpdateSchoolInput } from '@edu/shared';
import type { Db } from '../../../db/client';
import { brands, classes, schools, users } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import type { Exec } from '../../../db/queries';
import type { OrgScope } from '../../../access/org';
import type { Caller } from '../../../http/define-route';
import { findSchoolInScope, type SchoolRecord, schoolAdmins, schoolRowById } from './queries';

function snapshot(s: SchoolRecord): Record<string, unknown> {
  return { id: s.id, brandId: s.brandId, name: s.name, address: s.address, enabled: s.enabled };
}

export async function getSchoolDetail(db: Db, scope: OrgScope, id: number): Promise<SchoolDetail> {
  const school = await findSchoolInScope(db, scope, id);
  const row = school ? await schoolRowById(db, school.id) : null;
  if (!row) throw notFound('School not found');
  return { ...row, admins: await schoolAdmins(db, row.id) };
}

/** The brand a new school goes to: the admin names it; a brand admin's schools go to its own brand. */
async function brandForNewSchool(tx: Exec, scope: OrgScope, brandId: number | undefined): Promise<number> {
  if (scope.kind === 'school') throw forbidden();
  if (scope.kind === 'brand') {
    if (brandId !== undefined && brandId !== scope.brandId) throw notFound('Brand not found');
    return scope.brandId;
  }
  if (brandId === undefined) throw badRequest('brandId: is required');
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return brand.id;
}

/** updateSchool: creates a school when no id is given, else changes the fields given (name, address, enabled). */
export async function saveSchool(db: Db, caller: Caller<OrgScope>, input: UpdateSchoolInput): Promise<SchoolRow> {
  const { scope, auth, ip } = caller;
  if (scope.kind === 'school') throw forbidden();
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (input.name === undefined) throw badRequest('name: is required');
      const brandId = await brandForNewSchool(tx, scope, input.brandId);
      const [created] = await tx
        .insert(schools)
        .values({ brandId, name: input.name, address: input.address ?? '', enabled: input.enabled ?? true })
        .returning();
      if (!created) throw new Error('insert returned no school');
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'school.create',
        targetType: 'school',
        targetId: created.id,
        brandId: created.brandId,
        schoolId: created.id,
        after: snapshot(created),
        ip,
      });
      return created.id;
    }

    const before = await findSchoolInScope(tx, scope, input.id);
    if (!before) throw notFound('School not found');
    if (input.brandId !== undefined && input.brandId !== before.brandId) {
      throw badRequest('brandId: use bindBrandSchools to move a school to another brand');
    }
    const [after] = await tx
      .update(schools)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.address !== undefined ? { address: input.address } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        updatedAt: new Date(),
      })
      .where(eq(schools.id, before.id))
      .returning();
    if (!after) throw notFound('School not found');
    const action =
      input.enabled !== undefined && input.enabled !== before.enabled
        ? input.enabled
          ? 'school.enable'
          : 'school.disable'
        : 'school.update';
    await writeAudit(tx, {
      actorId: auth.userId,
      action,
      targetType: 'school',
      targetId: after.id,
      brandId: after.brandId,
      schoolId: after.id,
      before: snapshot(before),
      after: snapshot(after),
      ip,
    });
    return after.id;
  });
  const row = await schoolRowById(db, id);
  if (!row) throw notFound('School not found');
  return row;
}

/** Deletes an empty school: refused (409) while it has users or classes. */
export async function deleteSchool(db: Db, caller: Caller<OrgScope>, id: number): Promise<{ id: number }> {
  const { scope, auth, ip } = caller;
  if (scope.kind === 'school') throw forbidden();
  await db.transaction(async (tx) => {
    const school = await findSchoolInScope(tx, scope, id);
    if (!school) throw notFound('School not found');
    // Lock the row so that no user or class is added to it while it is being deleted.
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, id)).for('update');
    const [people] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.schoolId, id), isNull(users.deletedAt)));
    const [classCount] = await tx.select({ n: count() }).from(classes).where(eq(classes.schoolId, id));
    const nUsers = people?.n ?? 0;
    const nClasses = classCount?.n ?? 0;
    if (nUsers > 0 || nClasses > 0) {
      throw conflict(`The school still has ${nUsers} users and ${nClasses} classes; move or delete them first`);
    }
    // Deleted users keep their rows for the audit trail; they let go of the school.
    await tx
      .update(users)
      .set({ schoolId: null })
      .where(and(eq(users.schoolId, id), isNotNull(users.deletedAt)));
    await tx.delete(schools).where(eq(schools.id, id));
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'school.delete',
      targetType: 'school',
      targetId: id,
      brandId: school.brandId,
      schoolId: id,
      before: snapshot(school),
      ip,
    });
  });
  return { id };
}
