import { and, eq, isNull, or } from 'drizzle-orm';
import { type AddBrandUserInput, RoleType, type SaveUserInput, type UserRow } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classCorrectors, classes, classStudents, classTeachers, supportLinks, users } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { hashPassword, revokeUserSessions } from '../../auth';
import { type Exec, type Tx, uniqueViolation } from '../../../db/queries';
import type { Caller } from '../../../http/define-route';
import { userSnapshot } from './snapshot';
import { canManageRole, type OrgScope, scopeWhere } from '../../../access/org';
import { type UserRecord, userRowById, usernameTaken, userScope } from './queries';
import { type Placement, resolvePlacement } from './placement';

/**
 * Changes to users: create (saveUser without id, addBrandUser), update, enable/disable and soft delete,
 * each in one transaction with its audit entry. Reading one user is detail.ts; where a user may go,
 * placement.ts.
 */

const USERNAME_TAKEN = 'username: this username is already taken';

/** 404 when the scope cannot see the user, 403 when it sees it but may not change it. */
async function manageableUser(tx: Exec, caller: Caller<OrgScope>, id: number): Promise<UserRecord> {
  const { scope, auth } = caller;
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
  caller: Caller<OrgScope>,
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
): Promise<UserRow> {
  const { scope, auth, ip } = caller;
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
  // A correction teacher's classes go with its links (modules/correction).
  await tx.delete(classCorrectors).where(eq(classCorrectors.correctorId, userId));
  return gone.length;
}

async function updateUser(db: Db, caller: Caller<OrgScope>, id: number, input: SaveUserInput): Promise<UserRow> {
  const { scope, auth, ip } = caller;
  if (input.pwd !== undefined) {
    throw badRequest('pwd: passwords change through modifyPassword or resettingPwd');
  }
  try {
    await db.transaction(async (tx) => {
      const before = await manageableUser(tx, caller, id);
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
export async function saveUser(db: Db, caller: Caller<OrgScope>, input: SaveUserInput): Promise<UserRow> {
  if (input.id !== undefined) return updateUser(db, caller, input.id, input);
  const { username, name, roleType, pwd } = input;
  if (username === undefined) throw badRequest('username: is required');
  if (name === undefined) throw badRequest('name: is required');
  if (roleType === undefined) throw badRequest('roleType: is required');
  if (pwd === undefined) throw badRequest('pwd: is required');
  return insertUser(db, caller, {
    username,
    name,
    roleType,
    pwd,
    phone: input.phone,
    introduction: input.introduction,
    status: input.status,
    schoolId: input.schoolId ?? null,
    brandId: input.brandId,
  });
}

/** addBrandUser: a brand admin for a brand (platform admin only). */
export async function addBrandUser(db: Db, caller: Caller<OrgScope>, input: AddBrandUserInput): Promise<UserRow> {
  if (caller.scope.kind !== 'platform') throw forbidden();
  return insertUser(db, caller, {
    username: input.username,
    name: input.name,
    roleType: RoleType.brandingAdmin,
    pwd: input.pwd,
    phone: input.phone,
    schoolId: null,
    brandId: input.brandId,
  });
}

/** Disables (0) or enables (1) a user; disabling ends its sessions, whose next call answers 601. */
export async function setUserStatus(
  db: Db,
  caller: Caller<OrgScope>,
  input: { id: number; status: 0 | 1 },
): Promise<{ id: number; status: number }> {
  const { auth, ip } = caller;
  await db.transaction(async (tx) => {
    const before = await manageableUser(tx, caller, input.id);
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
export async function deleteUser(db: Db, caller: Caller<OrgScope>, id: number): Promise<{ id: number }> {
  const { auth, ip } = caller;
  await db.transaction(async (tx) => {
    const before = await manageableUser(tx, caller, id);
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
