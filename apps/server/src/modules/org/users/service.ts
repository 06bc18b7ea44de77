import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type AddBrandUserInput,
  RoleType,
  type SaveUserInput,
  SUPPORT_KIND_VALUES,
  type SupportKind,
  type UserDetail,
  type UserRow,
} from '@edu/shared';
import type { Db } from '../../../db/client';
import { brands, classes, classStudents, classTeachers, schools, supportLinks, users } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { hashPassword } from '../../auth';
import { type AuthContext, revokeUserSessions } from '../../auth';
import { type Exec, type Tx, uniqueViolation } from '../../../db/queries';
import { userSnapshot } from './snapshot';
import {
  canManageRole,
  HELPER_ROLES,
  inScope,
  type OrgScope,
  orgScopeOf,
  SCHOOL_ROLES,
  scopeWhere,
} from '../../../access/org';
import { findUserInScope, type UserRecord, userRowById, usernameTaken, userScope } from './queries';

const USERNAME_TAKEN = 'username: this username is already taken';

function isSupportKind(kind: string): kind is SupportKind {
  return (SUPPORT_KIND_VALUES as readonly string[]).includes(kind);
}

export async function getUserDetail(db: Db, scope: OrgScope, id: number): Promise<UserDetail> {
  const user = await findUserInScope(db, scope, id);
  const row = user ? await userRowById(db, user.id) : null;
  if (!user || !row) throw notFound('User not found');

  const [studentOf, teacherOf, staff, [linked]] = await Promise.all([
    db
      .select({ id: classes.id, name: classes.name, grade: classes.grade, status: classes.status })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(eq(classStudents.studentId, id))
      .orderBy(classes.grade, classes.name),
    db
      .select({
        id: classes.id,
        name: classes.name,
        grade: classes.grade,
        status: classes.status,
        head: sql<boolean>`${classes.headTeacherId} = ${id}`.mapWith(Boolean),
      })
      .from(classTeachers)
      .innerJoin(classes, eq(classes.id, classTeachers.classId))
      .where(eq(classTeachers.teacherId, id))
      .orderBy(classes.grade, classes.name),
    db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        roleType: users.roleType,
        kind: supportLinks.kind,
      })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.staffId))
      .where(and(eq(supportLinks.studentId, id), isNull(users.deletedAt)))
      .orderBy(supportLinks.kind, users.id),
    db
      .select({ n: count() })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.studentId))
      .where(and(eq(supportLinks.staffId, id), isNull(users.deletedAt), scopeWhere(scope, userScope))),
  ]);
  return {
    ...row,
    introduction: user.introduction,
    avatarUrl: user.avatarUrl,
    classes: [
      ...studentOf.map((c) => ({ ...c, relation: 'student' as const })),
      ...teacherOf.map(({ head, ...c }) => ({ ...c, relation: head ? ('head' as const) : ('teacher' as const) })),
    ],
    supportStaff: staff.flatMap((s) => (isSupportKind(s.kind) ? [{ ...s, kind: s.kind }] : [])),
    supportStudentCount: linked?.n ?? 0,
  };
}

export interface Placement {
  brandId: number | null;
  schoolId: number | null;
}

/**
 * Where a user of this role goes, checked against the caller's scope. Schools and brands the caller
 * cannot reach answer 404 like unknown ones.
 *  - admin: no brand, no school (platform admin only)
 *  - brandingAdmin: a brand, no school (platform admin only; addBrandUser)
 *  - teacher, student, schooladmin: a school of a brand; the brand is the school's
 *  - helpers (courseConsultant, DL, correctionTeacher): a brand, optionally one of its schools
 */
export async function resolvePlacement(
  tx: Exec,
  scope: OrgScope,
  roleType: number,
  schoolId: number | null,
  brandId: number | undefined,
): Promise<Placement> {
  if (!canManageRole(scope, roleType)) throw forbidden('You may not manage users of this role');
  if (roleType === RoleType.admin) {
    if (schoolId !== null) throw badRequest('schoolId: an admin belongs to no school');
    if (brandId !== undefined) throw badRequest('brandId: an admin belongs to no brand');
    return { brandId: null, schoolId: null };
  }
  const needsSchool = SCHOOL_ROLES.includes(roleType);
  const mayHaveSchool = needsSchool || HELPER_ROLES.includes(roleType);
  if (schoolId === null && scope.kind === 'school' && mayHaveSchool) schoolId = scope.schoolId;
  if (schoolId !== null) {
    if (!mayHaveSchool) throw badRequest('schoolId: a brand admin belongs to no school');
    const [school] = await tx.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
    if (!school || !inScope(scope, { brandId: school.brandId, schoolId: school.id })) {
      throw notFound('School not found');
    }
    if (school.brandId === null) throw badRequest('schoolId: the school is not bound to a brand yet');
    if (brandId !== undefined && brandId !== school.brandId) {
      throw badRequest("brandId: does not match the school's brand");
    }
    if (!school.enabled) throw conflict('schoolId: the school is disabled');
    return { brandId: school.brandId, schoolId: school.id };
  }
  if (needsSchool) throw badRequest('schoolId: is required for this role');
  // A brand-level user: a brand admin, or a helper serving the whole brand.
  if (scope.kind !== 'platform') {
    if (brandId !== undefined && brandId !== scope.brandId) throw notFound('Brand not found');
    return { brandId: scope.brandId, schoolId: null };
  }
  if (brandId === undefined) throw badRequest('brandId: is required for this role');
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return { brandId: brand.id, schoolId: null };
}

/** 404 when the scope cannot see the user, 403 when it sees it but may not change it. */
async function manageableUser(tx: Exec, auth: AuthContext, scope: OrgScope, id: number): Promise<UserRecord> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), scopeWhere(scope, userScope)))
    .for('update');
  if (!user) throw notFound('User not found');
  if (user.id !== auth.userId && !canManageRole(scope, user.roleType)) {
    throw forbidden('You may not manage users of this role');
  }
  return user;
}

async function insertUser(
  db: Db,
  auth: AuthContext,
  values: {
    username: string;
    name: string;
    roleType: number;
    pwd: string;
    phone?: string;
    introduction?: string;
    status?: number;
    schoolId: number | null;
    brandId: number | undefined;
  },
  ip: string,
): Promise<UserRow> {
  const scope = orgScopeOf(auth);
  // Hash before the transaction: scrypt takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(values.pwd);
  try {
    const id = await db.transaction(async (tx) => {
      const placement = await resolvePlacement(tx, scope, values.roleType, values.schoolId, values.brandId);
      if (await usernameTaken(tx, values.username)) throw conflict(USERNAME_TAKEN);
      const [created] = await tx
        .insert(users)
        .values({
          username: values.username,
          passwordHash,
          name: values.name,
          roleType: values.roleType,
          brandId: placement.brandId,
          schoolId: placement.schoolId,
          phone: values.phone ?? '',
          introduction: values.introduction ?? '',
          status: values.status ?? 1,
        })
        .returning();
      if (!created) throw new Error('insert returned no user');
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'user.create',
        targetType: 'user',
        targetId: created.id,
        brandId: created.brandId,
        schoolId: created.schoolId,
        after: userSnapshot(created),
        ip,
      });
      return created.id;
    });
    const row = await userRowById(db, id);
    if (!row) throw notFound('User not found');
    return row;
  } catch (err) {
    if (uniqueViolation(err) === 'users_username_uq') throw conflict(USERNAME_TAKEN);
    throw err;
  }
}

/** Removes a user from every class, as student or teacher (head teacher too). */
async function leaveClasses(tx: Tx, userId: number): Promise<{ classIds: number[] }> {
  const asStudent = await tx
    .delete(classStudents)
    .where(eq(classStudents.studentId, userId))
    .returning({ classId: classStudents.classId });
  const asTeacher = await tx
    .delete(classTeachers)
    .where(eq(classTeachers.teacherId, userId))
    .returning({ classId: classTeachers.classId });
  await tx.update(classes).set({ headTeacherId: null, updatedAt: new Date() }).where(eq(classes.headTeacherId, userId));
  return { classIds: [...new Set([...asStudent, ...asTeacher].map((r) => r.classId))] };
}

async function dropSupportLinks(tx: Tx, userId: number): Promise<number> {
  const gone = await tx
    .delete(supportLinks)
    .where(or(eq(supportLinks.staffId, userId), eq(supportLinks.studentId, userId)))
    .returning({ id: supportLinks.id });
  return gone.length;
}

async function updateUser(db: Db, auth: AuthContext, id: number, input: SaveUserInput, ip: string): Promise<UserRow> {
  const scope = orgScopeOf(auth);
  if (input.pwd !== undefined) {
    throw badRequest('pwd: passwords change through modifyPassword or resettingPwd');
  }
  try {
    await db.transaction(async (tx) => {
      const before = await manageableUser(tx, auth, scope, id);
      const self = before.id === auth.userId;
      if (input.roleType !== undefined && input.roleType !== before.roleType) {
        throw badRequest("roleType: a user's role cannot change; create a new account instead");
      }
      if (self && input.status !== undefined && input.status !== before.status) {
        throw forbidden('You cannot disable your own account');
      }
      if (input.username !== undefined && (await usernameTaken(tx, input.username, before.id))) {
        throw conflict(USERNAME_TAKEN);
      }

      let placement: Placement = { brandId: before.brandId, schoolId: before.schoolId };
      const moving =
        (input.schoolId !== undefined && input.schoolId !== before.schoolId) ||
        (input.brandId !== undefined && input.brandId !== before.brandId);
      if (moving) {
        if (self) throw forbidden('You cannot move your own account');
        const schoolId = input.schoolId !== undefined ? input.schoolId : before.schoolId;
        const brandId = input.brandId ?? (input.schoolId === undefined ? (before.brandId ?? undefined) : undefined);
        placement = await resolvePlacement(tx, scope, before.roleType, schoolId, brandId);
      }
      const schoolChanged = placement.schoolId !== before.schoolId;
      const brandChanged = placement.brandId !== before.brandId;

      const [after] = await tx
        .update(users)
        .set({
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.introduction !== undefined ? { introduction: input.introduction } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          brandId: placement.brandId,
          schoolId: placement.schoolId,
          updatedAt: new Date(),
        })
        .where(eq(users.id, before.id))
        .returning();
      if (!after) throw notFound('User not found');

      const effects: Record<string, unknown> = {};
      if (schoolChanged) effects.leftClasses = (await leaveClasses(tx, after.id)).classIds;
      if (brandChanged) effects.droppedSupportLinks = await dropSupportLinks(tx, after.id);
      // Disabled, or moved to another school or brand (whose host it must now log in on): sessions end.
      if (after.status !== 1 || schoolChanged || brandChanged) await revokeUserSessions(tx, after.id, 'revoked');

      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'user.update',
        targetType: 'user',
        targetId: after.id,
        brandId: after.brandId,
        schoolId: after.schoolId,
        before: userSnapshot(before),
        after: { ...userSnapshot(after), ...effects },
        ip,
      });
    });
  } catch (err) {
    if (uniqueViolation(err) === 'users_username_uq') throw conflict(USERNAME_TAKEN);
    throw err;
  }
  const row = await userRowById(db, id);
  if (!row) throw notFound('User not found');
  return row;
}

/** saveUser: creates a user (no id) or changes the fields given. */
export async function saveUser(db: Db, auth: AuthContext, input: SaveUserInput, ip: string): Promise<UserRow> {
  if (input.id !== undefined) return updateUser(db, auth, input.id, input, ip);
  const { username, name, roleType, pwd } = input;
  if (username === undefined) throw badRequest('username: is required');
  if (name === undefined) throw badRequest('name: is required');
  if (roleType === undefined) throw badRequest('roleType: is required');
  if (pwd === undefined) throw badRequest('pwd: is required');
  return insertUser(
    db,
    auth,
    {
      username,
      name,
      roleType,
      pwd,
      phone: input.phone,
      introduction: input.introduction,
      status: input.status,
      schoolId: input.schoolId ?? null,
      brandId: input.brandId,
    },
    ip,
  );
}

/** addBrandUser: a brand admin for a brand (platform admin only). */
export async function addBrandUser(db: Db, auth: AuthContext, input: AddBrandUserInput, ip: string): Promise<UserRow> {
  if (orgScopeOf(auth).kind !== 'platform') throw forbidden();
  return insertUser(
    db,
    auth,
    {
      username: input.username,
      name: input.name,
      roleType: RoleType.brandingAdmin,
      pwd: input.pwd,
      phone: input.phone,
      schoolId: null,
      brandId: input.brandId,
    },
    ip,
  );
}

/** Disables (0) or enables (1) a user; disabling ends its sessions, whose next call answers 601. */
export async function setUserStatus(
  db: Db,
  auth: AuthContext,
  input: { id: number; status: 0 | 1 },
  ip: string,
): Promise<{ id: number; status: number }> {
  const scope = orgScopeOf(auth);
  await db.transaction(async (tx) => {
    const before = await manageableUser(tx, auth, scope, input.id);
    if (before.id === auth.userId) throw forbidden('You cannot disable your own account');
    const [after] = await tx
      .update(users)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw notFound('User not found');
    if (input.status !== 1) await revokeUserSessions(tx, after.id, 'revoked');
    await writeAudit(tx, {
      actorId: auth.userId,
      action: input.status === 1 ? 'user.enable' : 'user.disable',
      targetType: 'user',
      targetId: after.id,
      brandId: after.brandId,
      schoolId: after.schoolId,
      before: { status: before.status },
      after: { status: after.status },
      ip,
    });
  });
  return { id: input.id, status: input.status };
}

/**
 * Soft delete: the row stays (deleted_at) for the audit trail and keeps its username; its sessions
 * end, and it leaves its classes and support links.
 */
export async function deleteUser(db: Db, auth: AuthContext, id: number, ip: string): Promise<{ id: number }> {
  const scope = orgScopeOf(auth);
  await db.transaction(async (tx) => {
    const before = await manageableUser(tx, auth, scope, id);
    if (before.id === auth.userId) throw forbidden('You cannot delete your own account');
    const now = new Date();
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, before.id));
    await revokeUserSessions(tx, before.id, 'revoked');
    const { classIds } = await leaveClasses(tx, before.id);
    const links = await dropSupportLinks(tx, before.id);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'user.delete',
      targetType: 'user',
      targetId: before.id,
      brandId: before.brandId,
      schoolId: before.schoolId,
      before: userSnapshot(before),
      after: { deletedAt: now.toISOString(), leftClasses: classIds, droppedSupportLinks: links },
      ip,
    });
  });
  return { id };
}

/** Users by id that are live, of one role, and (optionally) of one school; for member checks. */
export async function liveUsersOf(
  db: Exec,
  ids: number[],
  roleType: number,
  where: { schoolId?: number; brandId?: number },
): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.roleType, roleType),
        isNull(users.deletedAt),
        where.schoolId !== undefined ? eq(users.schoolId, where.schoolId) : undefined,
        where.brandId !== undefined ? eq(users.brandId, where.brandId) : undefined,
      ),
    );
}
