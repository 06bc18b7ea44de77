import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { RoleType, SUPPORT_KIND_ROLE, type SupportKind, type SupportLinks } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, classStudents, schools, supportLinks, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { type Exec, iso, pageOf, pageWindow } from '../../../db/queries';
import { type OrgScope, scopeWhere } from '../../../access/org';
import type { Caller } from '../../../http/define-route';
import { findUserInScope, type UserRecord, userKeyword, userScope } from '../users/queries';

/** The kind of support link a helper role gives, or undefined for other roles. */
export function supportKindOf(roleType: number): SupportKind | undefined {
  for (const [kind, role] of Object.entries(SUPPORT_KIND_ROLE) as [SupportKind, number][]) {
    if (role === roleType) return kind;
  }
  return undefined;
}

const activeClass = alias(classStudents, 'active_class');

/** Linked students with school and active class; the caller adds the link conditions. */
export function selectLinkedStudents<T extends SelectedFields>(db: Exec, extra: T) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      schoolId: users.schoolId,
      schoolName: schools.name,
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      linkedAt: supportLinks.createdAt,
      ...extra,
    })
    .from(supportLinks)
    .innerJoin(users, eq(users.id, supportLinks.studentId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(activeClass, and(eq(activeClass.studentId, users.id), eq(activeClass.active, true)))
    .leftJoin(classes, eq(classes.id, activeClass.classId));
}

/** The live helpers linked to a student (its consultants, DL users, correction teachers), by kind. */
export function supportStaffOf(db: Exec, studentId: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      roleType: users.roleType,
      kind: supportLinks.kind,
    })
    .from(supportLinks)
    .innerJoin(users, eq(users.id, supportLinks.staffId))
    .where(and(eq(supportLinks.studentId, studentId), isNull(users.deletedAt)))
    .orderBy(supportLinks.kind, users.id);
}

/** A helper the scope reaches: 404 when it cannot see the user, 400 when the user is no helper. */
async function helperInScope(db: Exec, scope: OrgScope, staffId: number): Promise<UserRecord & { kind: SupportKind }> {
  const staff = await findUserInScope(db, scope, staffId);
  if (!staff) throw notFound('User not found');
  const kind = supportKindOf(staff.roleType);
  if (kind === undefined) throw badRequest('staffId: not a course consultant, DL or correction teacher');
  return { ...staff, kind };
}

export async function getSupportLinks(
  db: Db,
  scope: OrgScope,
  q: { staffId: number; page: number; pageSize: number; keyword?: string },
): Promise<SupportLinks> {
  const staff = await helperInScope(db, scope, q.staffId);
  const where: SQL | undefined = and(
    eq(supportLinks.staffId, staff.id),
    eq(supportLinks.kind, staff.kind),
    isNull(users.deletedAt),
    scopeWhere(scope, userScope),
    userKeyword(q.keyword),
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    selectLinkedStudents(db, {}).where(where).orderBy(users.name, users.id).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.studentId))
      .where(where),
  ]);
  return {
    staff: { id: staff.id, username: staff.username, name: staff.name, roleType: staff.roleType },
    kind: staff.kind,
    ...pageOf(
      q,
      rows.map((r) => ({ ...r, linkedAt: iso(r.linkedAt) })),
      total?.n ?? 0,
    ),
  };
}

/**
 * Replaces a helper's students of one kind with `studentIds`, within the caller's scope: links to
 * students the caller cannot see are left alone. The kind must be the helper's (consultant →
 * courseConsultant, dl → DL, correction → correctionTeacher) and the students of the helper's brand.
 */
export async function setSupportLinks(
  db: Db,
  caller: Caller<OrgScope>,
  input: { staffId: number; kind: SupportKind; studentIds: number[] },
): Promise<{ staffId: number; kind: SupportKind; added: number; removed: number; total: number }> {
  const { scope, auth, ip } = caller;
  return db.transaction(async (tx) => {
    const staff = await helperInScope(tx, scope, input.staffId);
    if (staff.kind !== input.kind) {
      throw badRequest(`kind: this user's links are of kind ${staff.kind}`);
    }
    const brandId = staff.brandId;
    if (brandId === null) throw badRequest('staffId: the user belongs to no brand');
    const { studentIds } = input;
    if (studentIds.length > 0) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, studentIds),
            eq(users.roleType, RoleType.student),
            eq(users.brandId, brandId),
            isNull(users.deletedAt),
            scopeWhere(scope, userScope),
          ),
        );
      const missing = studentIds.filter((id) => !found.some((u) => u.id === id));
      if (missing.length > 0) {
        throw badRequest(`studentIds: not students of this brand in your scope: ${missing.join(', ')}`);
      }
    }
    // The current set, limited to students the caller can see.
    const visibleStudents = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleType, RoleType.student), scopeWhere(scope, userScope)));
    const mine = and(
      eq(supportLinks.staffId, staff.id),
      eq(supportLinks.kind, input.kind),
      inArray(supportLinks.studentId, visibleStudents),
    );
    const current = await tx.select({ id: supportLinks.studentId }).from(supportLinks).where(mine);
    const before = current.map((r) => r.id).sort((a, b) => a - b);
    const removed = await tx
      .delete(supportLinks)
      .where(and(mine, studentIds.length > 0 ? notInArray(supportLinks.studentId, studentIds) : undefined))
      .returning({ id: supportLinks.studentId });
    const toAdd = studentIds.filter((id) => !before.includes(id));
    if (toAdd.length > 0) {
      await tx
        .insert(supportLinks)
        .values(
          toAdd.map((studentId) => ({
            staffId: staff.id,
            studentId,
            kind: input.kind,
            brandId,
            createdBy: auth.userId,
          })),
        )
        .onConflictDoNothing();
    }
    const after = [...studentIds].sort((a, b) => a - b);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'user.supportLinks.set',
      targetType: 'user',
      targetId: staff.id,
      brandId: staff.brandId,
      schoolId: staff.schoolId,
      before: { kind: input.kind, studentIds: before },
      after: { kind: input.kind, studentIds: after },
      ip,
    });
    return { staffId: staff.id, kind: input.kind, added: toAdd.length, removed: removed.length, total: after.length };
  });
}
