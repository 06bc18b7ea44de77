import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type SessionUser } from '@edu/shared';
import { sessions, users } from '../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';
import { md5Hex } from './password';
import { hashToken } from './token';

const demo = md5Hex('demo123');
let t: TestApp;

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function sessionCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

function login(payload: Record<string, string>, host = 'localhost', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/openapi/user/login', headers: { host, ...headers }, payload });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /openapi/user/login', () => {
  it('logs in with JSON and returns the session user; stores only the token hash', async () => {
    const before = await sessionCount();
    const res = await login({ loginvalue: 'teacher', pwd: demo }, 'localhost', { devicetype: '3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = envelopeOf<{ user: SessionUser }>(res);
    expect(body.code).toBe(ResultCode.ok);
    const { user } = body.data;
    expect(user).toMatchObject({
      id: await userId('teacher'),
      username: 'teacher',
      name: '王芳',
      avatorurl: '',
      roletype: 0,
      schoolid: expect.any(Number),
      brandid: expect.any(Number),
      introduction: expect.stringContaining('数学'),
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionCount()).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(row?.deviceType).toBe('3');
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    const stored = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.tokenHash, user.token));
    expect(stored[0]?.n).toBe(0);
    const [u] = await t.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, user.id));
    expect(u?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('accepts a form-urlencoded body, a trimmed username in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/openapi/user/login',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `loginvalue=${encodeURIComponent('  Student ')}&pwd=${demo.toUpperCase()}`,
    });
    expect(envelopeOf<{ user: SessionUser }>(res).data.user.username).toBe('student');
  });

  it('refuses a wrong password or an unknown user with code 400 and writes no session', async () => {
    const before = await sessionCount();
    for (const payload of [
      { loginvalue: 'teacher', pwd: md5Hex('wrong-password') },
      { loginvalue: 'nobody-here', pwd: demo },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res)).toEqual({ code: 400, msg: 'Incorrect username or password', data: null });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('names the field in validation errors and writes nothing', async () => {
    const before = await sessionCount();
    const cases: [Record<string, string>, string][] = [
      [{ loginvalue: 'teacher' }, 'pwd: is required'],
      [{ loginvalue: 'teacher', pwd: 'demo123' }, 'pwd: must be an MD5 hex digest'],
      [{ loginvalue: '   ', pwd: demo }, 'loginvalue: username is required'],
    ];
    for (const [payload, msg] of cases) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res)).toMatchObject({ code: 400, msg });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('lets a user log in only on its own brand host; the admin on any host', async () => {
    const refused = await login({ loginvalue: 'acme-teacher', pwd: demo }, 'localhost');
    expect(refused.statusCode).toBe(403);
    expect(envelopeOf(refused)).toMatchObject({ code: 403, msg: 'This account belongs to another brand' });
    const wrongWay = await login({ loginvalue: 'teacher', pwd: demo }, 'acme.localhost');
    expect(envelopeOf(wrongWay).code).toBe(403);

    expect(envelopeOf(await login({ loginvalue: 'acme-teacher', pwd: demo }, 'acme.localhost:8080')).code).toBe(200);
    expect(envelopeOf(await login({ loginvalue: 'acme-teacher', pwd: demo }, 'ACME.example.com')).code).toBe(200);
    // IP addresses and unknown labels mean the default brand.
    expect(envelopeOf(await login({ loginvalue: 'teacher', pwd: demo }, '127.0.0.1:8080')).code).toBe(200);
    expect(envelopeOf(await login({ loginvalue: 'teacher', pwd: demo }, 'unknown.example.com')).code).toBe(200);
    expect(envelopeOf(await login({ loginvalue: 'acme-teacher', pwd: demo }, '127.0.0.1')).code).toBe(403);
    for (const host of ['localhost', 'acme.localhost', '10.0.0.1']) {
      expect(envelopeOf(await login({ loginvalue: 'admin', pwd: demo }, host)).code).toBe(200);
    }
  });

  it('answers 601 for a disabled or deleted account, only with the right password', async () => {
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, 'lina'));
    const wrong = await login({ loginvalue: 'lina', pwd: md5Hex('nope') });
    expect(envelopeOf(wrong).code).toBe(400);
    const disabled = await login({ loginvalue: 'lina', pwd: demo });
    expect(disabled.statusCode).toBe(401);
    expect(envelopeOf(disabled)).toMatchObject({ code: 601, msg: 'This account has been disabled' });

    await t.db.update(users).set({ status: 1, deletedAt: new Date() }).where(eq(users.username, 'lina'));
    expect(envelopeOf(await login({ loginvalue: 'lina', pwd: demo })).code).toBe(601);
    await t.db.update(users).set({ deletedAt: null }).where(eq(users.username, 'lina'));
    expect(envelopeOf(await login({ loginvalue: 'lina', pwd: demo })).code).toBe(200);
  });
});

describe('GET /openapi/user/clientLogin', () => {
  const url = (q: Record<string, string>) => `/openapi/user/clientLogin?${new URLSearchParams(q)}`;
  const client = (q: Record<string, string>, host = 'localhost') =>
    t.app.inject({ url: url(q), headers: { host, devicetype: 'pad' } });

  it("signs a bound student in from the device; the session is marked with the device's kind and serial", async () => {
    // The seed binds the demo student's pad and pen (scripts/seed/seed-devices.ts); serials match in any case.
    const res = await client({ loginvalue: 'student', pwd: demo, deviceSerial: ' pad-qm-0001 ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user } = envelopeOf<{ user: SessionUser }>(res).data;
    expect(user).toMatchObject({ username: 'student', roletype: 1 });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(row).toMatchObject({ deviceType: 'pad', deviceSerial: 'PAD-QM-0001' });
    const info = await t.app.inject({ url: '/openapi/user/getInfo', headers: { authorization: user.token } });
    expect(envelopeOf(info).code).toBe(200);

    const pen = await client({ loginvalue: 'student', pwd: demo, deviceSerial: 'PEN-QM-0001' });
    const penToken = envelopeOf<{ user: SessionUser }>(pen).data.user.token;
    const [penRow] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(penToken)));
    expect(penRow).toMatchObject({ deviceType: 'pen', deviceSerial: 'PEN-QM-0001' });
  });

  it('refuses other roles, other brands, wrong credentials, bad input and devices that may not sign in; opens no session', async () => {
    const before = await sessionCount();
    const refused: [Record<string, string>, number, string][] = [
      [
        { loginvalue: 'teacher', pwd: demo, deviceSerial: 'PAD-QM-0003' },
        403,
        'Client login is only for students with a bound device',
      ],
      [
        { loginvalue: 'schooladmin', pwd: demo, deviceSerial: 'PAD-QM-0001' },
        403,
        'Client login is only for students with a bound device',
      ],
      [
        { loginvalue: 'olivia.brown', pwd: demo, deviceSerial: 'PAD-AC-0001' },
        403,
        'This account belongs to another brand',
      ],
      [{ loginvalue: 'student', pwd: md5Hex('x'), deviceSerial: 'PAD-QM-0001' }, 400, 'Incorrect username or password'],
      [{ loginvalue: 'student', pwd: demo }, 400, 'deviceSerial: is required'],
      [
        { loginvalue: 'student', pwd: demo, deviceSerial: 'a b' },
        400,
        'deviceSerial: must be 4 to 64 letters, digits, - or _',
      ],
      [{ loginvalue: 'student', deviceSerial: 'PAD-QM-0001' }, 400, 'pwd: is required'],
      // unknown serial, and a device of another brand: the same answer
      [
        { loginvalue: 'student', pwd: demo, deviceSerial: 'PAD-NOPE-0001' },
        404,
        'Unknown device: this serial is not registered',
      ],
      [
        { loginvalue: 'student', pwd: demo, deviceSerial: 'PAD-AC-0001' },
        404,
        'Unknown device: this serial is not registered',
      ],
      [{ loginvalue: 'student', pwd: demo, deviceSerial: 'PAD-QM-0004' }, 403, 'This device has been disabled'],
      [{ loginvalue: 'student', pwd: demo, deviceSerial: 'PAD-QM-0003' }, 409, 'This device is not bound to a student'],
      [
        { loginvalue: 'student', pwd: demo, deviceSerial: 'PAD-QM-0002' },
        409,
        'This device is bound to another student',
      ],
    ];
    for (const [q, code, msg] of refused) {
      const res = await client(q);
      expect({ q, ...envelopeOf(res) }).toMatchObject({ q, code, msg });
      expect(res.statusCode).toBe(code);
    }
    // The acme student on the acme host signs in with the acme pad.
    const acme = await client({ loginvalue: 'olivia.brown', pwd: demo, deviceSerial: 'PAD-AC-0001' }, 'acme.localhost');
    expect(envelopeOf(acme).code).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
  });
});
