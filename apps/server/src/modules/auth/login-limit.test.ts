import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ResultCode } from '@edu/shared';
import { loginAttempts, sessions, users } from '../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';
import { md5Hex } from './password';

const demo = md5Hex('demo123');
const wrong = (i: number) => md5Hex(`guess-${i}`);

function attempt(t: TestApp, loginvalue: string, pwd: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/openapi/user/login',
    remoteAddress: ip,
    headers: { host: 'localhost' },
    payload: { loginvalue, pwd },
  });
}

const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).code;
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

/** Time passes for the throttle: every key's last attempt moves `ms` into the past. */
async function wait(t: TestApp, ms: number) {
  await t.db.update(loginAttempts).set({ lastAt: sql`${loginAttempts.lastAt} - ${ms}::bigint` });
}

async function sessionsOf(t: TestApp, username: string, ip: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.username, username), eq(sessions.ip, ip)));
  return row?.n ?? 0;
}

describe('concurrent attempts are counted before the password is checked (issue 8, item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A long delay: an attempt beyond the free ones cannot be let in while the test runs.
    t = await createTestApp({
      config: { loginMaxPerAccount: 5, loginMaxPerIp: 1000, loginDelayMs: 600_000, loginWindowMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks at most the free attempts of 20 concurrent wrong passwords', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(t, 'teacher', wrong(i), '10.1.0.1')),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.badRequest)).toHaveLength(5);
    expect(codes.filter((c) => c === ResultCode.tooManyRequests)).toHaveLength(15);
  });

  it('refuses the right password sent after 19 concurrent wrong ones, and keeps the count', async () => {
    const wrongs = Array.from({ length: 19 }, (_, i) => attempt(t, 'student', wrong(i), '10.1.0.2'));
    const right = attempt(t, 'student', demo, '10.1.0.2');
    const [answers, rightAnswer] = await Promise.all([Promise.all(wrongs), right]);
    expect(answers.map(codeOf).filter((c) => c === ResultCode.badRequest).length).toBeLessThanOrEqual(5);
    expect(rightAnswer.statusCode).toBe(429);
    expect(await sessionsOf(t, 'student', '10.1.0.2')).toBe(0);
    // The count was not reset: the account still waits.
    expect(codeOf(await attempt(t, 'student', demo, '10.1.0.3'))).toBe(ResultCode.tooManyRequests);
  });
});

describe('throttling by account and address with growing delays (issue 8, item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { loginMaxPerAccount: 3, loginMaxPerIp: 8, loginDelayMs: 60_000, loginWindowMs: 600_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the owner in from its usual address while a guesser elsewhere waits, with Retry-After', async () => {
    expect(codeOf(await attempt(t, 'admin', demo, '10.2.0.1'))).toBe(ResultCode.ok);
    for (let i = 0; i < 3; i++) expect(codeOf(await attempt(t, 'admin', wrong(i), '10.2.9.9'))).toBe(400);
    for (const ip of ['10.2.9.9', '10.2.9.10']) {
      // Another address the account never logged in from waits too, whatever the password.
      const res = await attempt(t, 'ADMIN', demo, ip);
      expect(res.statusCode).toBe(429);
      expect(envelopeOf(res)).toMatchObject({ code: 429, data: { retryAfter: retryAfter(res) } });
      // 60 s from the last failure: a minute, or seconds once a second of it has passed.
      expect(envelopeOf(res).msg).toMatch(/^Too many login attempts, please try again in (1 minute|5\d seconds)$/);
      expect(retryAfter(res)).toBeGreaterThan(50);
      expect(retryAfter(res)).toBeLessThanOrEqual(60);
    }
    // The owner at home is not locked out by them.
    expect(codeOf(await attempt(t, 'admin', demo, '10.2.0.1'))).toBe(ResultCode.ok);
  });

  it('slows a guesser at the owner’s address too (one NAT address for a whole school)', async () => {
    expect(codeOf(await attempt(t, 'wanghao', demo, '10.3.0.1'))).toBe(ResultCode.ok);
    for (let i = 0; i < 3; i++) expect(codeOf(await attempt(t, 'wanghao', wrong(i), '10.3.0.1'))).toBe(400);
    expect(codeOf(await attempt(t, 'wanghao', wrong(9), '10.3.0.1'))).toBe(ResultCode.tooManyRequests);
  });

  it('doubles a guesser’s delay with every attempt, up to half a window', async () => {
    for (let i = 0; i < 3; i++) expect(codeOf(await attempt(t, 'lina', wrong(i), '10.4.0.1'))).toBe(400);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await attempt(t, 'lina', wrong(10 + i), '10.4.0.1');
      expect(refused.statusCode).toBe(429);
      delays.push(Math.round(retryAfter(refused) / 10) * 10);
      await wait(t, retryAfter(refused) * 1000);
      expect(codeOf(await attempt(t, 'lina', wrong(20 + i), '10.4.0.1'))).toBe(400);
    }
    expect(delays).toEqual([60, 120, 240, 300, 300]);
    // The message names the wait in minutes once it is one or more.
    expect(envelopeOf(await attempt(t, 'lina', demo, '10.4.0.1')).msg).toBe(
      'Too many login attempts, please try again in 5 minutes',
    );
  });

  it('forgets an account’s attempts after a window without any', async () => {
    for (let i = 0; i < 3; i++) await attempt(t, 'huangjie', wrong(i), '10.5.0.1');
    expect(codeOf(await attempt(t, 'huangjie', demo, '10.5.0.2'))).toBe(ResultCode.tooManyRequests);
    await wait(t, 600_000);
    expect(codeOf(await attempt(t, 'huangjie', demo, '10.5.0.2'))).toBe(ResultCode.ok);
  });

  it('starts the account over on a successful login', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) await attempt(t, 'dl', wrong(i), `10.6.0.${round}`);
      expect(codeOf(await attempt(t, 'dl', demo, `10.6.0.${round}`))).toBe(ResultCode.ok);
    }
  });

  it('slows one address guessing many accounts, but not the accounts at home there', async () => {
    // A school behind one NAT address: its users log in there; successes cost the address nothing.
    const home = ['teacher', 'student', 'corrector', 'consultant', 'schooladmin', 'brandadmin'];
    for (const u of home) expect(codeOf(await attempt(t, u, demo, '10.9.9.9'))).toBe(ResultCode.ok);
    // Someone there sprays accounts that never logged in from it: 8 failures, under each account's limit.
    for (let i = 0; i < 8; i++) expect(codeOf(await attempt(t, `nobody${i}`, wrong(i), '10.9.9.9'))).toBe(400);
    // Another account new to this address waits, even with its right password; from elsewhere it gets in.
    expect(codeOf(await attempt(t, 'admin', demo, '10.9.9.9'))).toBe(ResultCode.tooManyRequests);
    expect(codeOf(await attempt(t, 'corrector', demo, '10.9.9.8'))).toBe(ResultCode.ok);
    // Everyone who logged in there before still does.
    for (const u of home) expect(codeOf(await attempt(t, u, demo, '10.9.9.9'))).toBe(ResultCode.ok);
  });
});
