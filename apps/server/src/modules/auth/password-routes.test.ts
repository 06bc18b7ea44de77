import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@edu/shared';
import { auditLog, sessions, users } from '../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';
import { md5Hex } from './password';

const demo = md5Hex('demo123');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function user(username: string) {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

async function liveSessions(userId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row?.n ?? 0;
}

const info = (token: string) => t.app.inject({ url: '/openapi/user/getInfo', headers: { authorization: token } });

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function canLogin(username: string, plain: string): Promise<boolean> {
  try {
    await t.login(username, { password: plain });
    return true;
  } catch {
    return false;
  }
}

describe('modifyPasswordByOldPwd', () => {
  const url = '/openapi/user/modifyPasswordByOldPwd';

  it('changes the own password over POST and ends every session, the caller’s too', async () => {
    const a = await t.login('teacher');
    const b = await t.login('teacher');
    const newPwd = md5Hex('new-secret-1');
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...a.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: qs({ userid: a.user.id, oldPwd: demo, newPwd, rePwd: newPwd }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(res)).toEqual({ code: 200, msg: 'success', data: null });
    for (const s of [a, b]) {
      const r = await info(s.token);
      expect(r.statusCode).toBe(401);
      expect(envelopeOf(r).code).toBe(ResultCode.otherClientLoggedIn);
    }
    expect(await canLogin('teacher', 'demo123')).toBe(false);
    expect(await canLogin('teacher', 'new-secret-1')).toBe(true);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.password.change'));
    expect(audit).toMatchObject({ actorId: a.user.id, targetId: a.user.id });
  });

  it('works over GET as the spec names it, and over POST with query parameters', async () => {
    const me = await t.login('lina');
    const p1 = md5Hex('lina-pass-1');
    const get = await t.app.inject({
      url: `${url}?${qs({ userid: me.user.id, oldPwd: demo, newPwd: p1, rePwd: p1 })}`,
      headers: me.headers,
    });
    expect(envelopeOf(get).code).toBe(200);
    expect(get.headers['cache-control']).toBe('no-store');
    const again = await t.login('lina', { password: 'lina-pass-1' });
    const p2 = md5Hex('lina-pass-2');
    const post = await t.app.inject({
      method: 'POST',
      url: `${url}?${qs({ userid: again.user.id, oldPwd: p1, newPwd: p2, rePwd: p2 })}`,
      headers: again.headers,
    });
    expect(envelopeOf(post).code).toBe(200);
    expect(await canLogin('lina', 'lina-pass-2')).toBe(true);
  });

  it('refuses someone else’s userid, mismatched or malformed passwords, a wrong old one; changes nothing', async () => {
    const me = await t.login('student');
    const other = await user('wanghao');
    const before = (await user('student')).passwordHash;
    const newPwd = md5Hex('x-new');
    const cases: [Record<string, string | number>, number, string][] = [
      [{ userid: other.id, oldPwd: demo, newPwd, rePwd: newPwd }, 403, 'You can only change your own password'],
      [{ userid: me.user.id, oldPwd: demo, newPwd, rePwd: md5Hex('other') }, 400, 'the two passwords do not match'],
      [{ userid: me.user.id, oldPwd: md5Hex('bad-old'), newPwd, rePwd: newPwd }, 400, 'original password is incorrect'],
      [{ userid: me.user.id, oldPwd: 'demo123', newPwd, rePwd: newPwd }, 400, 'oldPwd: must be an MD5 hex digest'],
      [{ oldPwd: demo, newPwd, rePwd: newPwd }, 400, 'userid: must be a number'],
      [{ userid: me.user.id, oldPwd: demo, rePwd: newPwd }, 400, 'newPwd: is required'],
    ];
    for (const [params, status, msg] of cases) {
      const res = await t.app.inject({ url: `${url}?${qs(params)}`, headers: me.headers });
      expect(res.statusCode).toBe(status);
      expect(envelopeOf(res).code).toBe(status);
      expect(envelopeOf(res).msg).toContain(msg);
    }
    expect((await user('student')).passwordHash).toBe(before);
    expect((await user('wanghao')).passwordHash).toBe(other.passwordHash);
    expect(envelopeOf(await info(me.token)).code).toBe(200);
    expect(await liveSessions(me.user.id)).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: `${url}?${qs({ userid: 1, oldPwd: demo, newPwd: demo, rePwd: demo })}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('modifyPassword (admins set a password)', () => {
  const url = '/openapi/user/modifyPassword';
  const set = (headers: { authorization: string }, userid: number, plain: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { userid, newPwd: md5Hex(plain) },
    });

  it('lets the admin set any other user’s password, ends that user’s sessions, audits it', async () => {
    const admin = await t.login('admin');
    const victim = await t.login('corrector');
    const res = await set(admin.headers, victim.user.id, 'corrector-2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(await info(victim.token)).code).toBe(ResultCode.otherClientLoggedIn);
    expect(await canLogin('corrector', 'corrector-2')).toBe(true);
    expect(envelopeOf(await info(admin.token)).code).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.password.set'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetType: 'user', targetId: victim.user.id });
    expect(JSON.stringify(audit)).not.toContain(md5Hex('corrector-2'));
  });

  it('keeps scoped admins inside their scope', async () => {
    const brandadmin = await t.login('brandadmin');
    const schooladmin = await t.login('schooladmin');
    const acme = await user('acme-teacher');
    const otherSchool = await user('sunyue');
    const admin = await user('admin');
    const consultant = await user('consultant');

    // In scope.
    expect(envelopeOf(await set(brandadmin.headers, (await user('huangjie')).id, 'hj-2')).code).toBe(200);
    expect(envelopeOf(await set(brandadmin.headers, (await user('zhoulei')).id, 'zl-2')).code).toBe(200);
    expect(envelopeOf(await set(schooladmin.headers, (await user('wanghao')).id, 'wh-2')).code).toBe(200);

    // Out of scope: another brand, another school, the platform admin; unknown ids alike.
    for (const [who, target] of [
      [brandadmin, acme],
      [brandadmin, admin],
      [schooladmin, otherSchool],
      [schooladmin, acme],
    ] as const) {
      const res = await set(who.headers, target.id, 'hacked');
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res)).toEqual({ code: 404, msg: 'User not found', data: null });
      expect((await user(target.username)).passwordHash).toBe(target.passwordHash);
    }
    expect(envelopeOf(await set(brandadmin.headers, 999_999, 'x')).code).toBe(404);
    // In the school but not a teacher or student.
    const staff = await set(schooladmin.headers, consultant.id, 'hacked');
    expect(staff.statusCode).toBe(403);
    expect((await user('consultant')).passwordHash).toBe(consultant.passwordHash);
  });

  it('refuses other roles, the caller itself and malformed input', async () => {
    const teacher = await t.login('chenjing');
    const student = await t.login('sunyue');
    const target = await user('wanghao');
    for (const who of [teacher, student]) {
      const res = await set(who.headers, target.id, 'x');
      expect(res.statusCode).toBe(403);
      expect(envelopeOf(res).code).toBe(403);
    }
    const admin = await t.login('admin');
    const self = await set(admin.headers, admin.user.id, 'x');
    expect(self.statusCode).toBe(403);
    expect(envelopeOf(self).msg).toContain('modifyPasswordByOldPwd');
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { userid: target.id, newPwd: 'short' },
    });
    expect(envelopeOf(bad)).toMatchObject({ code: 400, msg: 'newPwd: must be an MD5 hex digest' });
    expect((await user('wanghao')).passwordHash).toBe(target.passwordHash);
    const anon = await set({ authorization: '' }, target.id, 'x');
    expect(anon.statusCode).toBe(401);
  });
});

describe('resettingPwd', () => {
  const url = '/openapi/manage/resettingPwd';

  it('gives a fresh temporary password once, ends the user’s sessions and audits it', async () => {
    const admin = await t.login('admin');
    const victim = await t.login('dl');
    const res = await t.app.inject({ url: `${url}?userid=${victim.user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = envelopeOf<{ userid: number; password: string }>(res);
    expect(data.userid).toBe(victim.user.id);
    expect(data.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8}$/);
    expect(envelopeOf(await info(victim.token)).code).toBe(ResultCode.otherClientLoggedIn);
    expect(await canLogin('dl', 'demo123')).toBe(false);
    expect(await canLogin('dl', data.password)).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.password.reset'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(data.password);
  });

  it('is scoped like modifyPassword and refused to other roles', async () => {
    const schooladmin = await t.login('schooladmin');
    const brandadmin = await t.login('brandadmin');
    const teacher = await t.login('huangjie', { password: 'hj-2' });
    const acme = await user('acme-teacher');
    const otherSchool = await user('chenjing');

    const own = await t.app.inject({
      method: 'POST',
      url,
      headers: schooladmin.headers,
      payload: { userid: (await user('student')).id },
    });
    expect(envelopeOf(own).code).toBe(200);

    for (const [who, target] of [
      [brandadmin, acme],
      [schooladmin, otherSchool],
    ] as const) {
      const res = await t.app.inject({ url: `${url}?userid=${target.id}`, headers: who.headers });
      expect(res.statusCode).toBe(404);
      expect((await user(target.username)).passwordHash).toBe(target.passwordHash);
    }
    const refused = await t.app.inject({ url: `${url}?userid=${acme.id}`, headers: teacher.headers });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({ url: `${url}?userid=abc`, headers: schooladmin.headers });
    expect(envelopeOf(bad)).toMatchObject({ code: 400, msg: 'userid: must be a number' });
  });
});
