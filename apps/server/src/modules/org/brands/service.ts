import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { BindBrandSchoolsInput, GetBrandSchoolsQuery, SchoolRow, UserRow } from '@edu/shared';
import { RoleType } from '@edu/shared';
import type { Db } from '../../../db/client';
import {
  assignments,
  brands,
  classCorrectors,
  classes,
  classStudents,
  classTeachers,
  errorCorrections,
  followUpNotes,
  lessonEvaluations,
  lessonPreps,
  lessonReleases,
  practiceSets,
  schools,
  sessions,
  submissions,
  supportLinks,
  users,
  wrongQuestions,
} from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { moveSchoolsAnalytics } from '../../analytics';
import { type Exec, type Page, qualified } from '../../../db/queries';
import type { OrgScope } from '../../../access/org';
import type { Caller } from '../../../http/define-route';
import { listSchools } from '../schools/queries';
import { listUsers } from '../users/queries';

/** The brand, if the scope reaches it (a brand admin reaches its own), else 404. */
async function brandInScope(db: Exec, scope: OrgScope, brandId: number): Promise<{ id: number }> {
  if (scope.kind === 'school') throw forbidden();
  if (scope.kind === 'brand' && scope.brandId !== brandId) throw notFound('Brand not found');
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return brand;
}

export async function getBrandSchools(
  db: Db,
  scope: OrgScope,
  q: GetBrandSchoolsQuery,
  cap?: number,
): Promise<Page<SchoolRow>> {
  await brandInScope(db, scope, q.brandId);
  return listSchools(db, scope, q, cap);
}

export async function getBrandManagers(
  db: Db,
  scope: OrgScope,
  q: Parameters<typeof listUsers>[2] & { brandId: number },
  cap?: number,
): Promise<Page<UserRow>> {
  await brandInScope(db, scope, q.brandId);
  return listUsers(db, scope, { ...q, roleType: RoleType.brandingAdmin }, { cap });
}

/**
 * Moves schools, with their users, classes and memberships, to a brand (platform admin only). Support
 * links that would now cross brands are dropped; the moved users' sessions end, since they now log in
 * on the other brand's host.
 */
export async function bindBrandSchools(
  db: Db,
  caller: Caller<OrgScope>,
  input: BindBrandSchoolsInput,
): Promise<{ brandId: number; schoolIds: number[]; movedUsers: number }> {
  const { scope, auth, ip } = caller;
  if (scope.kind !== 'platform') throw forbidden();
  const { brandId, schoolIds } = input;
  return db.transaction(async (tx) => {
    await brandInScope(tx, { kind: 'platform' }, brandId);
    const found = await tx
      .select()
      .from(schools)
      .where(inArray(schools.id, schoolIds))
      .orderBy(schools.id)
      .for('update');
    const missing = schoolIds.filter((id) => !found.some((s) => s.id === id));
    if (missing.length > 0) throw badRequest(`schoolIds: no school ${missing.join(', ')}`);
    const moving = found.filter((s) => s.brandId !== brandId);
    const movingIds = moving.map((s) => s.id);
    if (movingIds.length === 0) return { brandId, schoolIds, movedUsers: 0 };

    const now = new Date();
    await tx.update(schools).set({ brandId, updatedAt: now }).where(inArray(schools.id, movingIds));
    const movedUsers = await tx
      .update(users)
      .set({ brandId, updatedAt: now })
      .where(inArray(users.schoolId, movingIds))
      .returning({ id: users.id, deletedAt: users.deletedAt });
    await tx.update(classes).set({ brandId }).where(inArray(classes.schoolId, movingIds));
    await tx.update(classTeachers).set({ brandId }).where(inArray(classTeachers.schoolId, movingIds));
    await tx.update(classStudents).set({ brandId }).where(inArray(classStudents.schoolId, movingIds));
    // The teaching loop's rows carry their school's brand too.
    await tx.update(lessonReleases).set({ brandId }).where(inArray(lessonReleases.schoolId, movingIds));
    await tx.update(lessonPreps).set({ brandId }).where(inArray(lessonPreps.schoolId, movingIds));
    await tx.update(assignments).set({ brandId }).where(inArray(assignments.schoolId, movingIds));
    await tx.update(submissions).set({ brandId }).where(inArray(submissions.schoolId, movingIds));
    // Error corrections carry their submission's brand (modules/correction/error-corrections): by class.
    await tx
      .update(errorCorrections)
      .set({ brandId })
      .where(
        inArray(
          errorCorrections.classId,
          tx.select({ id: classes.id }).from(classes).where(inArray(classes.schoolId, movingIds)),
        ),
      );
    await tx.update(lessonEvaluations).set({ brandId }).where(inArray(lessonEvaluations.schoolId, movingIds));
    // The precision-learning aggregates counted under the old brand go with the school (modules/analytics).
    await moveSchoolsAnalytics(tx, movingIds, brandId);
    // The correction teachers of the old brand no longer correct for the moved classes (modules/correction).
    await tx
      .delete(classCorrectors)
      .where(
        inArray(
          classCorrectors.classId,
          tx.select({ id: classes.id }).from(classes).where(inArray(classes.schoolId, movingIds)),
        ),
      );

    const movedIds = movedUsers.map((u) => u.id);
    if (movedIds.length > 0) {
      const touching = or(inArray(supportLinks.staffId, movedIds), inArray(supportLinks.studentId, movedIds));
      // A link stays only while helper and student share a brand.
      await tx
        .delete(supportLinks)
        .where(
          and(
            touching,
            sql`(select su.brand_id from users su where su.id = ${qualified(supportLinks, supportLinks.staffId)}) is distinct from (select st.brand_id from users st where st.id = ${qualified(supportLinks, supportLinks.studentId)})`,
          ),
        );
      await tx
        .update(supportLinks)
        .set({ brandId })
        .where(and(touching, ne(supportLinks.brandId, brandId)));
      // A student's follow-up notes go with it.
      await tx
        .update(followUpNotes)
        .set({ brandId })
        .where(and(inArray(followUpNotes.studentId, movedIds), ne(followUpNotes.brandId, brandId)));
      // So do its wrong-question book and its training camp's sets (modules/learning/wrong-book).
      await tx
        .update(wrongQuestions)
        .set({ brandId })
        .where(and(inArray(wrongQuestions.studentId, movedIds), ne(wrongQuestions.brandId, brandId)));
      await tx
        .update(practiceSets)
        .set({ brandId })
        .where(and(inArray(practiceSets.studentId, movedIds), ne(practiceSets.brandId, brandId)));
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'revoked' })
        .where(and(inArray(sessions.userId, movedIds), isNull(sessions.revokedAt)));
    }

    for (const school of moving) {
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'school.bindBrand',
        targetType: 'school',
        targetId: school.id,
        brandId,
        schoolId: school.id,
        before: { brandId: school.brandId },
        after: { brandId, movedUsers: movedUsers.filter((u) => u.deletedAt === null).length },
        ip,
      });
    }
    return { brandId, schoolIds, movedUsers: movedUsers.filter((u) => u.deletedAt === null).length };
  });
}
