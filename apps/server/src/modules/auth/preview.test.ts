/**
 * Role preview (issue 14 item 5; ./preview.ts): an admin's read-only, short-lived session as a user of
 * another role, audited; every change of the endpoint table refused with code 40301.
 */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, RoleType, type StartRolePreviewResult, type UserInfo } from '@edu/shared';
import { allowedInPreview, api, type Endpoint, endpoints } from '@edu/shared/api';
import { PREVIEW_TTL_MS } from '@edu/shared/access';
import { auditLog, sessions, users } from '../../db/schema';
import { createTestApp, envelopeOf, type LoggedIn, type TestApp } from '../../test/harness';
import { PREVIEW_READ_ONLY } from '../../http/errors';
import { hashToken } from './token';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const headers = (token: string) => ({ authorization: token });

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

function start(who: LoggedIn, input: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: api.session.startRolePreview.path,
    headers: who.headers,
    payload: input,
  });
}

async function startOk(who: LoggedIn, input: Record<string, unknown>): Promise<StartRolePreviewResult> {
  const res = await start(who, input);
  const body = envelopeOf<StartRolePreviewResult>(res);
  expect(body.msg).toBe('success');
  expect(res.statusCode).toBe(200);
  return body.data;
}

const getInfo = (token: string) => t.app.inject({ url: api.session.getInfo.path, headers: headers(token) });

async function auditRows(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

async function tableCounts() {
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  const [s] = await t.db.select({ n: count() }).from(sessions);
  const [u] = await t.db.select({ n: count() }).from(users);
  return { audit: a?.n, sessions: s?.n, users: u?.n };
}

/** A call of an endpoint with one of its methods, without input (the preview's refusal comes before it is read). */
function callBare(endpoint: Endpoint, method: string, token: string) {
  const url = endpoint.path.replace(/:(\w+)/g, 'x');
  return t.app.inject({ method: method as 'GET' | 'POST' | 'HEAD', url, headers: headers(token) });
}

describe('startRolePreview', () => {
  it('opens a preview of the chosen teacher: its info, the previewing admin, 30 minutes, audited', async () => {
    const admin = await t.login('admin');
    const teacherId = await userId('teacher');
    const before = Date.now();
    const { user, preview } = await startOk(admin, { roleType: RoleType.teacher, userId: teacherId });
    expect(user).toMatchObject({ id: teacherId, username: 'teacher', roletype: RoleType.teacher });
    expect(user.token).not.toBe(admin.token);
    expect(preview.by).toEqual({ id: admin.user.id, username: 'admin' });
    const ends = Date.parse(preview.expiresAt);
    expect(ends).toBeGreaterThan(before + PREVIEW_TTL_MS - 60_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + PREVIEW_TTL_MS);

    const info = envelopeOf<UserInfo>(await getInfo(user.token)).data;
    expect(info).toMatchObject({ id: teacherId, username: 'teacher', roles: ['teacher'], token: user.token });
    expect(info.preview).toEqual(preview);
    // The admin's own session is untouched and knows no preview.
    const own = envelopeOf<UserInfo>(await getInfo(admin.token)).data;
    expect(own.username).toBe('admin');
    expect(own.preview).toBeUndefined();

    const [row] = await auditRows('rolePreview.start');
    expect(row).toMatchObject({ actorId: admin.user.id, targetType: 'user', targetId: teacherId });
    expect(row?.after).toMatchObject({ username: 'teacher', roleType: RoleType.teacher });
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(session?.deviceType).toBe('preview');
    expect(session?.previewOf).not.toBeNull();
  });

  it.each([
    ['student', RoleType.student],
    ['schooladmin', RoleType.schooladmin],
    ['correctionTeacher', RoleType.correctionTeacher],
  ])('without a user, previews the first active %s by id', async (_name, roleType) => {
    const admin = await t.login('admin');
    const [first] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleType, roleType), eq(users.status, 1), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(1);
    const { user } = await startOk(admin, { roleType });
    expect(user.id).toBe(first?.id);
    expect(user.roletype).toBe(roleType);
  });

  it('shows the teacher its own data and pages, not the admin’s', async () => {
    const admin = await t.login('admin');
    const teacher = await t.login('teacher');
    const { user } = await startOk(admin, { roleType: RoleType.teacher, userId: teacher.user.id });
    const path = api.learning.getMyClasses.path;
    const asTeacher = envelopeOf(await t.app.inject({ url: path, headers: teacher.headers }));
    const asPreview = envelopeOf(await t.app.inject({ url: path, headers: headers(user.token) }));
    expect(asTeacher.code).toBe(200);
    expect(asPreview).toEqual(asTeacher);
    // The admin's pages are refused as they are to the teacher.
    const schools = await t.app.inject({ url: api.org.getSchoolList.path, headers: headers(user.token) });
    expect(envelopeOf(schools).code).toBe(ResultCode.forbidden);
    const menuOfPreview = envelopeOf(
      await t.app.inject({ url: api.menu.getMyMenu.path, headers: headers(user.token) }),
    );
    const menuOfTeacher = envelopeOf(await t.app.inject({ url: api.menu.getMyMenu.path, headers: teacher.headers }));
    expect(menuOfPreview).toEqual(menuOfTeacher);
  });

  it('cannot preview an admin or a brand admin', async () => {
    const admin = await t.login('admin');
    for (const roleType of [RoleType.admin, RoleType.brandingAdmin]) {
      const res = await start(admin, { roleType });
      expect(res.statusCode).toBe(403);
      expect(envelopeOf(res).msg).toBe('A preview cannot show another admin');
    }
    // Naming an admin under another role does not help.
    const res = await start(admin, { roleType: RoleType.teacher, userId: await userId('brandadmin') });
    expect(envelopeOf(res)).toMatchObject({ code: 403, msg: 'A preview cannot show another admin' });
  });

  it('refuses bad input clearly: a role code, a user of another role, a disabled one, nobody of the role', async () => {
    const admin = await t.login('admin');
    expect(envelopeOf(await start(admin, { roleType: 6 }))).toMatchObject({ code: 400 });
    expect(envelopeOf(await start(admin, {}))).toMatchObject({ code: 400 });
    const wrongRole = await start(admin, { roleType: RoleType.student, userId: await userId('teacher') });
    expect(envelopeOf(wrongRole)).toMatchObject({ code: 400, msg: 'userId: this user does not have the chosen role' });
    const unknown = await start(admin, { roleType: RoleType.teacher, userId: 999_999 });
    expect(envelopeOf(unknown)).toMatchObject({ code: 404, msg: 'User not found' });

    const dl = await userId('dl');
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, dl));
    try {
      const disabled = await start(admin, { roleType: RoleType.DL, userId: dl });
      expect(envelopeOf(disabled)).toMatchObject({ code: 400, msg: 'userId: a disabled account cannot be previewed' });
      const active = await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleType, RoleType.DL), eq(users.status, 1), isNull(users.deletedAt)));
      if (active.length === 0) {
        expect(envelopeOf(await start(admin, { roleType: RoleType.DL }))).toMatchObject({
          code: 404,
          msg: 'No active user of this role in your scope',
        });
      }
    } finally {
      await t.db.update(users).set({ status: 1 }).where(eq(users.id, dl));
    }
  });

  it('lets a brand admin preview its own brand’s users only', async () => {
    const brandAdmin = await t.login('brandadmin');
    const { user } = await startOk(brandAdmin, { roleType: RoleType.teacher });
    expect(user.brandid).toBe(brandAdmin.user.brandid);
    const { user: student } = await startOk(brandAdmin, { roleType: RoleType.student });
    expect(student.brandid).toBe(brandAdmin.user.brandid);
    // Another brand's teacher answers like an unknown id.
    const foreign = await start(brandAdmin, { roleType: RoleType.teacher, userId: await userId('acme-teacher') });
    expect(envelopeOf(foreign)).toMatchObject({ code: 404, msg: 'User not found' });
    // The platform admin reaches it.
    const admin = await t.login('admin');
    const { user: acme } = await startOk(admin, { roleType: RoleType.teacher, userId: await userId('acme-teacher') });
    expect(acme.username).toBe('acme-teacher');
  });

  it('is for admins and brand admins only', async () => {
    for (const username of ['schooladmin', 'teacher']) {
      const who = await t.login(username);
      expect(envelopeOf(await start(who, { roleType: RoleType.student })).code).toBe(ResultCode.forbidden);
    }
  });
});

describe('a preview session is read-only', () => {
  it('refuses every change of the endpoint table with 40301 under every method it answers, and writes nothing', async () => {
    const admin = await t.login('admin');
    const { user } = await startOk(admin, { roleType: RoleType.teacher, userId: await userId('teacher') });
    const counts = await tableCounts();
    const refusedIds: string[] = [];
    const problems: string[] = [];
    for (const endpoint of endpoints) {
      if (endpoint.access.scope === 'public' || allowedInPreview(endpoint)) continue;
      refusedIds.push(endpoint.id);
      for (const method of endpoint.methods) {
        const res = await callBare(endpoint, method, user.token);
        const body = method === 'HEAD' ? null : envelopeOf(res);
        if (
          res.statusCode !== 403 ||
          (body && (body.code !== ResultCode.previewReadOnly || body.msg !== PREVIEW_READ_ONLY))
        ) {
          problems.push(`${endpoint.id} ${method}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The changes the brief names are among them: starting another preview, passwords, saving.
    expect(refusedIds).toEqual(
      expect.arrayContaining([
        'session.startRolePreview',
        'session.modifyPasswordByOldPwd',
        'session.modifyPassword',
        'session.resettingPwd',
        'org.saveUser',
        'learning.savePreparation',
      ]),
    );
    expect(await tableCounts()).toEqual(counts);
    // The preview is still on.
    expect(envelopeOf(await getInfo(user.token)).code).toBe(200);
  });

  it('answers every read as usual (never 40301)', async () => {
    const admin = await t.login('admin');
    const { user } = await startOk(admin, { roleType: RoleType.student });
    const problems: string[] = [];
    for (const endpoint of endpoints) {
      if (endpoint.access.scope === 'public' || !allowedInPreview(endpoint) || endpoint.endsSession) continue;
      if (endpoint.answer === 'sse') continue;
      const res = await callBare(endpoint, endpoint.methods[0], user.token);
      if (res.headers['content-type']?.toString().startsWith('application/json')) {
        if (envelopeOf(res).code === ResultCode.previewReadOnly) problems.push(endpoint.id);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a school admin’s preview cannot start a preview either, nor change its own password by GET', async () => {
    const admin = await t.login('admin');
    const { user } = await startOk(admin, { roleType: RoleType.schooladmin });
    const res = await t.app.inject({
      method: 'POST',
      url: api.session.startRolePreview.path,
      headers: headers(user.token),
      payload: { roleType: RoleType.teacher },
    });
    expect(envelopeOf(res)).toMatchObject({ code: ResultCode.previewReadOnly, msg: PREVIEW_READ_ONLY });
    const byGet = await t.app.inject({
      url: `${api.session.modifyPasswordByOldPwd.path}?userid=${user.id}&oldPwd=x&newPwd=y&rePwd=y`,
      headers: headers(user.token),
    });
    expect(envelopeOf(byGet).code).toBe(ResultCode.previewReadOnly);
  });
});

describe('the end of a preview', () => {
  it('endRolePreview ends it (audited with who previewed whom); outside a preview it is refused', async () => {
    const admin = await t.login('admin');
    const teacherId = await userId('teacher');
    const { user } = await startOk(admin, { roleType: RoleType.teacher, userId: teacherId });
    const end = await t.app.inject({
      method: 'POST',
      url: api.session.endRolePreview.path,
      headers: headers(user.token),
    });
    expect(envelopeOf(end).code).toBe(200);
    const after = envelopeOf(await getInfo(user.token));
    expect(after).toMatchObject({ code: ResultCode.tokenExpired, msg: 'The preview has ended' });
    const [row] = await auditRows('rolePreview.end');
    expect(row).toMatchObject({ actorId: admin.user.id, targetType: 'user', targetId: teacherId });
    // The admin is still logged in.
    expect(envelopeOf(await getInfo(admin.token)).code).toBe(200);

    const outside = await t.app.inject({
      method: 'POST',
      url: api.session.endRolePreview.path,
      headers: admin.headers,
    });
    expect(envelopeOf(outside)).toMatchObject({ code: 403, msg: 'This session is not a preview' });
  });

  it('logout in a preview ends the preview, not the admin’s session', async () => {
    const admin = await t.login('admin');
    const { user } = await startOk(admin, { roleType: RoleType.student });
    const before = (await auditRows('rolePreview.end')).length;
    const res = await t.app.inject({ method: 'POST', url: api.session.logout.path, headers: headers(user.token) });
    expect(envelopeOf(res).code).toBe(200);
    expect(envelopeOf(await getInfo(user.token)).code).toBe(ResultCode.tokenExpired);
    expect(envelopeOf(await getInfo(admin.token)).code).toBe(200);
    expect((await auditRows('rolePreview.end')).length).toBe(before + 1);
  });

  it('expires after its time and is not renewed by use', async () => {
    const admin = await t.login('admin');
    const { user, preview } = await startOk(admin, { roleType: RoleType.teacher });
    expect(envelopeOf(await getInfo(user.token)).code).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(row?.expiresAt.toISOString()).toBe(preview.expiresAt);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(envelopeOf(await getInfo(user.token))).toMatchObject({
      code: ResultCode.tokenExpired,
      msg: 'The preview has ended',
    });
  });

  it('ends with the admin’s session: logout, a second preview, a disabled admin', async () => {
    const admin = await t.login('admin');
    const first = await startOk(admin, { roleType: RoleType.teacher });
    const second = await startOk(admin, { roleType: RoleType.student });
    // One preview per admin session: the first ended when the second began.
    expect(envelopeOf(await getInfo(first.user.token)).code).toBe(ResultCode.tokenExpired);
    expect(envelopeOf(await getInfo(second.user.token)).code).toBe(200);
    await t.app.inject({ method: 'POST', url: api.session.logout.path, headers: admin.headers });
    expect(envelopeOf(await getInfo(second.user.token))).toMatchObject({
      code: ResultCode.tokenExpired,
      msg: 'The preview has ended',
    });

    const brandAdmin = await t.login('brandadmin');
    const third = await startOk(brandAdmin, { roleType: RoleType.teacher });
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, brandAdmin.user.id));
    try {
      expect(envelopeOf(await getInfo(third.user.token)).code).toBe(ResultCode.tokenExpired);
    } finally {
      await t.db.update(users).set({ status: 1 }).where(eq(users.id, brandAdmin.user.id));
    }
  });
});
