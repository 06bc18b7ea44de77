import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type UserInfo } from '@edu/shared';
import { sessions, users } from '../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';
import { SessionCache } from './session-cache';
import { resolveSession } from './sessions';
import { hashToken, newToken } from './token';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getInfo = (authorization?: string) =>
  t.app.inject({ url: '/openapi/user/getInfo', headers: authorization === undefined ? {} : { authorization } });

async function sessionRow(token: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session');
  return row;
}

describe('GET /openapi/user/getInfo', () => {
  it('returns the user, its token and role names', async () => {
    const me = await t.login('teacher');
    const res = await getInfo(me.token);
    expect(res.statusCode).toBe(200);
    const info = envelopeOf<UserInfo>(res).data;
    expect(info).toEqual({ ...me.user, roles: ['teacher'] });
    const bearer = await getInfo(`Bearer ${me.token}`);
    expect(envelopeOf<UserInfo>(bearer).data.token).toBe(me.token);
  });

  it.each([
    ['brandadmin', 'brandingAdmin', 7],
    ['corrector', 'correctionTeacher', 8],
    ['admin', 'admin', 2],
    ['dl', 'DL', 5],
  ])('names the role of %s', async (username, role, code) => {
    const me = await t.login(username);
    const info = envelopeOf<UserInfo>(await getInfo(me.token)).data;
    expect(info.roles).toEqual([role]);
    expect(info.roletype).toBe(code);
  });

  it('answers 401 without a token or for an unknown token, 50008 for a malformed one', async () => {
    for (const header of [undefined, '', 'Bearer ']) {
      const res = await getInfo(header);
      expect(res.statusCode).toBe(401);
      expect(envelopeOf(res).code).toBe(ResultCode.unauthorized);
    }
    const unknown = await getInfo(newToken());
    expect(unknown.statusCode).toBe(401);
    expect(envelopeOf(unknown).code).toBe(401);
    for (const header of ['abc', 'not a token at all', `${newToken()}x`]) {
      const res = await getInfo(header);
      expect(res.statusCode).toBe(401);
      expect(envelopeOf(res).code).toBe(ResultCode.illegalToken);
    }
  });

  it('answers 50014 once the session has expired', async () => {
    const me = await t.login('student');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(me.token)));
    const res = await getInfo(me.token);
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res)).toMatchObject({ code: ResultCode.tokenExpired });
  });

  it('answers 601 when the account is disabled or deleted', async () => {
    const me = await t.login('huangjie');
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, me.user.id));
    expect(envelopeOf(await getInfo(me.token)).code).toBe(ResultCode.accountDisabled);
    await t.db.update(users).set({ status: 1, deletedAt: new Date() }).where(eq(users.id, me.user.id));
    expect(envelopeOf(await getInfo(me.token)).code).toBe(ResultCode.accountDisabled);
    await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, me.user.id));
    expect(envelopeOf(await getInfo(me.token)).code).toBe(200);
  });

  it('writes last_seen_at at most once a minute, and a kept session remembers its check-in', async () => {
    const me = await t.login('consultant');
    const lastSeen = async () => (await sessionRow(me.token)).lastSeenAt.getTime();
    const start = await lastSeen();
    const at = (ms: number) => new Date(start + ms);
    await resolveSession(t.db, me.token, at(30_000));
    expect(await lastSeen()).toBe(start);
    await resolveSession(t.db, me.token, at(61_000));
    expect(await lastSeen()).toBe(at(61_000).getTime());
    // Kept in memory: the check-in is written once a minute, not on every request after the first minute.
    const cache = new SessionCache();
    await resolveSession(t.db, me.token, at(70_000), cache);
    await resolveSession(t.db, me.token, at(125_000), cache);
    expect(await lastSeen()).toBe(at(125_000).getTime());
    await resolveSession(t.db, me.token, at(130_000), cache);
    expect(await lastSeen()).toBe(at(125_000).getTime());
    expect(cache.size).toBe(1);
  });

  it('a check-in does not announce a change of sessions; every other write of a session does', async () => {
    const me = await t.login('consultant');
    const signals = await t.signals('auth_changed');
    const mine = eq(sessions.tokenHash, hashToken(me.token));
    try {
      await t.db.update(sessions).set({ lastSeenAt: new Date() }).where(mine);
      expect(await signals.count()).toBe(0);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 3_600_000) })
        .where(mine);
      expect(await signals.count()).toBe(1);
      await t.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'admin' }).where(mine);
      expect(await signals.count()).toBe(2);
    } finally {
      await signals.close();
    }
    expect(envelopeOf(await getInfo(me.token)).code).toBe(ResultCode.otherClientLoggedIn);
  });
});

describe('a session kept in memory (the embedded database) never outlives a change', () => {
  it('answers the next request after any write with what the database now says', async () => {
    const me = await t.login('wanghao');
    const where = eq(sessions.tokenHash, hashToken(me.token));
    const user = eq(users.id, me.user.id);
    const code = async () => envelopeOf(await getInfo(me.token)).code;
    // Each change comes right after an answer that may have come from memory.
    expect(await code()).toBe(200);
    await t.db.update(users).set({ status: 0 }).where(user);
    expect(await code()).toBe(ResultCode.accountDisabled);
    await t.db.update(users).set({ status: 1 }).where(user);
    expect(await code()).toBe(200);
    await t.db.update(users).set({ name: '王浩（改）', roleType: 0 }).where(user);
    const info = envelopeOf<UserInfo>(await getInfo(me.token)).data;
    expect({ name: info.name, roles: info.roles }).toEqual({ name: '王浩（改）', roles: ['teacher'] });
    await t.db.update(users).set({ name: me.user.name, roleType: 1 }).where(user);
    expect(await code()).toBe(200);
    await t.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'revoked' }).where(where);
    expect(await code()).toBe(ResultCode.otherClientLoggedIn);
    await t.db.update(sessions).set({ revokedAt: null, revokedReason: null }).where(where);
    expect(await code()).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(where);
    expect(await code()).toBe(ResultCode.tokenExpired);
  });
});

describe('POST /openapi/user/logout', () => {
  it('revokes the current session only; the logged-out token then gets 401', async () => {
    const a = await t.login('schooladmin');
    const b = await t.login('schooladmin');
    const res = await t.app.inject({ method: 'POST', url: '/openapi/user/logout', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual({ code: 200, msg: 'success', data: null });
    expect(await sessionRow(a.token)).toMatchObject({ revokedReason: 'logout' });
    const after = await getInfo(a.token);
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after).code).toBe(ResultCode.unauthorized);
    expect(envelopeOf(await getInfo(b.token)).code).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/openapi/user/logout' });
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res).code).toBe(401);
  });
});
