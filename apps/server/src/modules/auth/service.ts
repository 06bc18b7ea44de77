import { eq, sql } from 'drizzle-orm';
import { ResultCode, type RoleName, RoleType, roleNameOf, type SessionUser } from '@edu/shared';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { resolveHostBrand } from '../brand';
import { attemptSucceeded, type LoginLimits, loggedInFromSql, reserveAttempt } from './login-limit';
import { dummyPasswordHash, generateTemporaryPassword, hashPassword, md5Hex, verifyPassword } from './password';
import { type AuthContext, createSession, revokeUserSessions } from './sessions';

type UserRow = typeof users.$inferSelect;

export interface LoginRequest {
  username: string;
  /** MD5 hex, as sent */
  pwd: string;
  hostname: string;
  ip: string;
  userAgent: string;
  deviceType: string;
  deviceSerial?: string | null;
  /** clientLogin: only these roles may log in */
  onlyRoles?: readonly RoleName[];
  /**
   * clientLogin: whether the device may open a session for this user (modules/devices), asked once the
   * credentials, account, brand and role are right; its answer marks the session.
   */
  admit?: (user: UserRow) => Promise<{ deviceType: string; deviceSerial: string }>;
}

export const INCORRECT_CREDENTIALS = 'Incorrect username or password';

export function toSessionUser(
  u: Pick<UserRow, 'id' | 'username' | 'name' | 'avatarUrl' | 'schoolId' | 'brandId' | 'roleType' | 'introduction'>,
  token: string,
): SessionUser {
  return {
    id: u.id,
    token,
    username: u.username,
    name: u.name,
    avatorurl: u.avatarUrl,
    schoolid: u.schoolId,
    brandid: u.brandId,
    roletype: u.roleType,
    introduction: u.introduction,
  };
}

export function authToSessionUser(a: AuthContext, token: string): SessionUser {
  return toSessionUser(
    {
      id: a.userId,
      username: a.username,
      name: a.name,
      avatarUrl: a.avatarUrl,
      schoolId: a.schoolId,
      brandId: a.brandId,
      roleType: a.roleType,
      introduction: a.introduction,
    },
    token,
  );
}

/** The user by name, and whether it has logged in from this address lately (login-limit.ts). */
async function findUserByUsername(
  db: Db,
  username: string,
  ip: string,
): Promise<{ user: UserRow; trusted: boolean } | null> {
  const [row] = await db
    .select({ user: users, trusted: loggedInFromSql(ip) })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * Password login for the console and for clients. Wrong credentials answer code 400 (a toast), not
 * 401, which the console would take as a lost session. Account state, brand and role are only
 * revealed once the password is right.
 */
export async function login(db: Db, limits: LoginLimits, req: LoginRequest): Promise<SessionUser> {
  const found = await findUserByUsername(db, req.username, req.ip);
  const who = { ip: req.ip, username: req.username, trusted: found?.trusted ?? false };
  // Counted before the password is checked, so concurrent guesses cannot outrun the count.
  await reserveAttempt(db, who, limits);

  const user = found?.user;
  // Unknown users cost one scrypt too, so response time does not tell which usernames exist.
  const valid = await verifyPassword(req.pwd, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) throw badRequest(INCORRECT_CREDENTIALS);
  await attemptSucceeded(db, who);
  if (user.deletedAt !== null || user.status !== 1) {
    throw new AppError(ResultCode.accountDisabled, 'This account has been disabled');
  }
  if (user.brandId !== null) {
    const hostBrand = await resolveHostBrand(db, req.hostname);
    if (hostBrand?.id !== user.brandId) throw forbidden('This account belongs to another brand');
  }
  const roleName = roleNameOf(user.roleType);
  if (roleName === undefined) throw forbidden('This account has no valid role');
  if (req.onlyRoles && !req.onlyRoles.includes(roleName)) {
    throw forbidden('Client login is only for students with a bound device');
  }
  const device = req.admit ? await req.admit(user) : { deviceType: req.deviceType, deviceSerial: req.deviceSerial };

  const now = new Date();
  const token = await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    return createSession(
      tx,
      {
        userId: user.id,
        deviceType: device.deviceType,
        deviceSerial: device.deviceSerial,
        ip: req.ip,
        userAgent: req.userAgent,
      },
      now,
    );
  });
  return toSessionUser(user, token);
}

export interface ChangeOwnPassword {
  userid: number;
  oldPwd: string;
  newPwd: string;
  rePwd: string;
}

/** The caller changes its own password; every session of the account ends, the caller's too. */
export async function changeOwnPassword(
  db: Db,
  limits: LoginLimits,
  caller: AuthContext,
  input: ChangeOwnPassword,
  ip: string,
): Promise<void> {
  if (input.userid !== caller.userId) throw forbidden('You can only change your own password');
  if (input.newPwd !== input.rePwd) throw badRequest('rePwd: the two passwords do not match');
  const [row] = await db
    .select({ passwordHash: users.passwordHash, trusted: loggedInFromSql(ip) })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  // Guessing the old password through a stolen session counts against the same limits as login.
  const who = { ip, username: caller.username, trusted: row?.trusted ?? false };
  await reserveAttempt(db, who, limits);
  if (!row || !(await verifyPassword(input.oldPwd, row.passwordHash))) {
    throw badRequest('oldPwd: the original password is incorrect');
  }
  await attemptSucceeded(db, who);
  const passwordHash = await hashPassword(input.newPwd);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, caller.userId));
    await revokeUserSessions(tx, caller.userId, 'password_changed');
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'user.password.change',
      targetType: 'user',
      targetId: caller.userId,
      brandId: caller.brandId,
      schoolId: caller.schoolId,
      ip,
    });
  });
}

interface ManagedUser {
  id: number;
  username: string;
  roleType: number;
  brandId: number | null;
  schoolId: number | null;
  schoolBrandId: number | null;
}

/**
 * The target of an admin's password change, if the caller may manage it (DESIGN.md section 3):
 * admin → any other user; brandingAdmin → users of its brand's schools except admins and brand
 * admins; schooladmin → teachers and students of its school. Users outside the caller's scope answer
 * 404 exactly like unknown ids, so a scoped admin cannot probe other tenants.
 */
export async function findManageableUser(db: Db, caller: AuthContext, targetId: number): Promise<ManagedUser> {
  const [target] = await db
    .select({
      id: users.id,
      username: users.username,
      roleType: users.roleType,
      brandId: users.brandId,
      schoolId: users.schoolId,
      schoolBrandId: schools.brandId,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, targetId))
    .limit(1);
  const missing = notFound('User not found');
  if (!target || target.deletedAt !== null) throw missing;
  if (target.id === caller.userId) {
    throw forbidden('Use modifyPasswordByOldPwd to change your own password');
  }
  switch (caller.roleName) {
    case 'admin':
      return target;
    case 'brandingAdmin': {
      const inBrand =
        caller.brandId !== null &&
        target.brandId === caller.brandId &&
        target.schoolId !== null &&
        target.schoolBrandId === caller.brandId;
      if (!inBrand) throw missing;
      if (target.roleType === RoleType.admin || target.roleType === RoleType.brandingAdmin) throw forbidden();
      return target;
    }
    case 'schooladmin': {
      if (caller.schoolId === null || target.schoolId !== caller.schoolId) throw missing;
      if (target.roleType !== RoleType.teacher && target.roleType !== RoleType.student) throw forbidden();
      return target;
    }
    default:
      throw forbidden();
  }
}

/** Sets a password for a user the caller manages, ends the user's sessions and writes the audit log. */
async function storeManagedPassword(
  db: Db,
  caller: AuthContext,
  target: ManagedUser,
  md5: string,
  action: string,
  ip: string,
): Promise<void> {
  const passwordHash = await hashPassword(md5);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, target.id));
    await revokeUserSessions(tx, target.id, 'password_reset');
    await writeAudit(tx, {
      actorId: caller.userId,
      action,
      targetType: 'user',
      targetId: target.id,
      brandId: target.brandId,
      schoolId: target.schoolId,
      after: { username: target.username },
      ip,
    });
  });
}

export async function setUserPassword(
  db: Db,
  caller: AuthContext,
  input: { userid: number; newPwd: string },
  ip: string,
): Promise<void> {
  const target = await findManageableUser(db, caller, input.userid);
  await storeManagedPassword(db, caller, target, input.newPwd, 'user.password.set', ip);
}

/** Gives the user a fresh temporary password and returns it; it is shown once and never stored in clear. */
export async function resetUserPassword(
  db: Db,
  caller: AuthContext,
  userid: number,
  ip: string,
): Promise<{ userid: number; password: string }> {
  const target = await findManageableUser(db, caller, userid);
  const password = generateTemporaryPassword();
  await storeManagedPassword(db, caller, target, md5Hex(password), 'user.password.reset', ip);
  return { userid: target.id, password };
}
