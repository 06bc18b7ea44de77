/**
 * Helpers for the organization tests: cached logins, ids of seeded rows by their natural keys, calls
 * with the envelope decoded, and row counts to prove that a refused change wrote nothing.
 */
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ResultCode } from '@edu/shared';
import {
  auditLog,
  brands,
  classes,
  classStudents,
  classTeachers,
  schools,
  sessions,
  supportLinks,
  users,
} from '../../db/schema';
import { createTestApp, type LoggedIn, type TestApp } from '../../test/harness';

export type Params = Record<string, string | number | boolean | null | readonly (string | number)[]>;

export interface Reply<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export function qs(params: Params): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null) continue;
    if (Array.isArray(value)) for (const v of value) out.append(key, String(v));
    else out.append(key, String(value));
  }
  return out.toString();
}

export class OrgFixture {
  private sessions = new Map<string, LoggedIn>();
  constructor(readonly t: TestApp) {}

  /** A logged-in session per username, reused across tests (log in again with fresh: true). */
  async as(username: string, fresh = false): Promise<LoggedIn> {
    const cached = this.sessions.get(username);
    if (cached && !fresh) return cached;
    const session = await this.t.login(username);
    this.sessions.set(username, session);
    return session;
  }

  async get<T = unknown>(who: string | LoggedIn | null, url: string, params: Params = {}): Promise<Reply<T>> {
    const headers = await this.headers(who);
    const query = qs(params);
    const res = await this.t.app.inject({ url: query ? `${url}?${query}` : url, headers });
    return this.reply<T>(res);
  }

  /** POST as a form (the console's default encoding) or, with json: true, as JSON. */
  async post<T = unknown>(
    who: string | LoggedIn | null,
    url: string,
    params: Params = {},
    options: { json?: boolean } = {},
  ): Promise<Reply<T>> {
    const headers = await this.headers(who);
    const res = options.json
      ? await this.t.app.inject({ method: 'POST', url, headers, payload: params })
      : await this.t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: qs(params),
        });
    return this.reply<T>(res);
  }

  private async headers(who: string | LoggedIn | null): Promise<Record<string, string>> {
    if (who === null) return {};
    const session = typeof who === 'string' ? await this.as(who) : who;
    return session.headers;
  }

  private reply<T>(res: {
    statusCode: number;
    json<R>(): R;
    headers: Record<string, string | string[] | number | undefined>;
  }): Reply<T> {
    const body = res.json<{ code: number; msg: string; data: T }>();
    return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data, headers: res.headers };
  }

  async userId(username: string): Promise<number> {
    const [row] = await this.t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  }

  async user(username: string) {
    const [row] = await this.t.db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    if (!row) throw new Error(`no user ${username}`);
    return row;
  }

  /** Seeded schools by a prefix of their name: '启明第一中学', '滨江双语学校', 'Acme Academy North'. */
  async schoolId(namePrefix: string): Promise<number> {
    const [row] = await this.t.db
      .select({ id: schools.id })
      .from(schools)
      .where(like(schools.name, `${namePrefix}%`));
    if (!row) throw new Error(`no school ${namePrefix}`);
    return row.id;
  }

  async brandId(webAddress: string): Promise<number> {
    const [row] = await this.t.db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, webAddress));
    if (!row) throw new Error(`no brand ${webAddress}`);
    return row.id;
  }

  async classId(schoolPrefix: string, name: string): Promise<number> {
    const schoolId = await this.schoolId(schoolPrefix);
    const [row] = await this.t.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.name, name)));
    if (!row) throw new Error(`no class ${name}`);
    return row.id;
  }

  async classStudentIds(classId: number): Promise<number[]> {
    const rows = await this.t.db
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .where(eq(classStudents.classId, classId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async classTeacherIds(classId: number): Promise<number[]> {
    const rows = await this.t.db
      .select({ id: classTeachers.teacherId })
      .from(classTeachers)
      .where(eq(classTeachers.classId, classId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async linkedStudentIds(staffId: number): Promise<number[]> {
    const rows = await this.t.db
      .select({ id: supportLinks.studentId })
      .from(supportLinks)
      .where(eq(supportLinks.staffId, staffId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** Audit entries of an action, newest first. */
  async audits(action: string) {
    return this.t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(sql`${auditLog.id} desc`);
  }

  /** Row counts (and the state of every user and session) of the organization tables. */
  async state() {
    const tables = {
      users: await this.t.db.select({ n: count() }).from(users),
      schools: await this.t.db.select({ n: count() }).from(schools),
      classes: await this.t.db.select({ n: count() }).from(classes),
      classTeachers: await this.t.db.select({ n: count() }).from(classTeachers),
      classStudents: await this.t.db.select({ n: count() }).from(classStudents),
      supportLinks: await this.t.db.select({ n: count() }).from(supportLinks),
      auditLog: await this.t.db.select({ n: count() }).from(auditLog),
      liveSessions: await this.t.db.select({ n: count() }).from(sessions).where(isNull(sessions.revokedAt)),
    };
    const counts = Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, v[0]?.n ?? 0]));
    const people = await this.t.db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        status: users.status,
        brandId: users.brandId,
        schoolId: users.schoolId,
        deletedAt: users.deletedAt,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .orderBy(users.id);
    const schoolRows = await this.t.db.select().from(schools).orderBy(schools.id);
    const classRows = await this.t.db.select().from(classes).orderBy(classes.id);
    return { counts, people, schoolRows, classRows };
  }
}

/** The organization fixture on a fresh test app (through the harness), with the seeded schools' and brands' ids. */
export class SeededOrgFixture extends OrgFixture {
  no1 = 0;
  riverside = 0;
  acmeNorth = 0;
  qiming = 0;
  acme = 0;

  static async open<F extends SeededOrgFixture>(this: new (t: TestApp) => F): Promise<F> {
    const f = new this(await createTestApp());
    f.no1 = await f.schoolId('启明第一中学');
    f.riverside = await f.schoolId('滨江双语学校');
    f.acmeNorth = await f.schoolId('Acme Academy North');
    f.qiming = await f.brandId('localhost');
    f.acme = await f.brandId('acme');
    // The usual callers log in up front, as the earlier tests of a longer file would have: their first
    // call inside a test must not add a live session to the state that a refusal compares (state()).
    for (const who of ['admin', 'brandadmin', 'schooladmin', 'teacher']) await f.as(who);
    return f;
  }
}

/** Asserts an envelope error: HTTP status and code equal, msg containing the text. */
export function expectError(reply: Reply<unknown>, code: number, msg?: string | RegExp) {
  expect({ status: reply.status, code: reply.code }).toEqual({ status: code, code });
  expect(reply.data).toBeNull();
  if (msg !== undefined) expect(reply.msg).toMatch(msg);
}

export function expectOk<T>(reply: Reply<T>): T {
  expect({ status: reply.status, code: reply.code, msg: reply.msg }).toEqual({
    status: 200,
    code: ResultCode.ok,
    msg: 'success',
  });
  return reply.data;
}
