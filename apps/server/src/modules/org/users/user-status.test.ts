import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type UserList } from '@edu/shared';
import { classStudents, sessions, supportLinks } from '../../../db/schema';
import { envelopeOf } from '../../../test/harness';
import { md5Hex } from '../../auth';
import { expectError, expectOk } from '../test-fixtures';
import { DELETE, DETAIL, LIST, SAVE, STATUS, UserFixture } from './test-fixtures';

let f: UserFixture;

beforeAll(async () => {
  f = await UserFixture.open();
});
afterAll(() => f.t.close());

describe('setUserStatus', () => {
  it('disables a user: its sessions end, its next call answers 601, login too; enabling restores it', async () => {
    const victim = await f.t.login('xunuo');
    const id = victim.user.id;
    const res = await f.post<{ id: number; status: number }>('schooladmin', STATUS, { id, status: 0 });
    expect(expectOk(res)).toEqual({ id, status: 0 });
    const next = await f.info(victim.token);
    expect(next.statusCode).toBe(401);
    expect(envelopeOf(next).code).toBe(ResultCode.accountDisabled);
    const live = await f.t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null && s.revokedReason === 'revoked')).toBe(true);
    await expect(f.t.login('xunuo')).rejects.toThrow(/601/);
    expect(expectOk(await f.get<UserList>('schooladmin', LIST, { status: 0 })).list.map((u) => u.id)).toEqual([id]);
    const [audit] = await f.audits('user.disable');
    expect(audit).toMatchObject({ targetId: id, before: { status: 1 }, after: { status: 0 }, schoolId: f.no1 });

    const viaGet = await f.get<{ status: number }>('brandadmin', STATUS, { id, status: 1 });
    expect(viaGet.headers['cache-control']).toBe('no-store');
    expect(expectOk(viaGet).status).toBe(1);
    expect((await f.t.login('xunuo')).user.id).toBe(id);
    expect(await f.audits('user.enable')).toHaveLength(1);
  });

  it('refuses the caller itself, other scopes, other roles and bad input, writing nothing', async () => {
    const before = await f.state();
    expectError(
      await f.post('schooladmin', STATUS, { id: await f.userId('schooladmin'), status: 0 }),
      403,
      'You cannot disable your own account',
    );
    expectError(await f.post('schooladmin', STATUS, { id: await f.userId('sunyue'), status: 0 }), 404);
    expectError(await f.post('brandadmin', STATUS, { id: await f.userId('olivia.brown'), status: 0 }), 404);
    expectError(await f.post('brandadmin', STATUS, { id: await f.userId('brandadmin'), status: 0 }), 403);
    expectError(await f.post('teacher', STATUS, { id: await f.userId('lina'), status: 0 }), 403);
    expectError(
      await f.post('admin', STATUS, { id: await f.userId('lina'), status: 2 }),
      400,
      'status: must be 0 or 1',
    );
    expectError(await f.post('admin', STATUS, { id: await f.userId('lina') }), 400, /^status: /);
    expect(await f.state()).toEqual(before);
  });
});

describe('deleteUser', () => {
  it('soft-deletes: sessions end (601), it leaves classes and links, lists forget it, the row stays', async () => {
    const victim = await f.t.login('fengzixuan');
    const id = victim.user.id;
    expect(await f.t.db.select().from(supportLinks).where(eq(supportLinks.studentId, id))).toHaveLength(1);
    expect(expectOk(await f.post<{ id: number }>('brandadmin', DELETE, { id }))).toEqual({ id });
    expect(envelopeOf(await f.info(victim.token)).code).toBe(ResultCode.accountDisabled);
    await expect(f.t.login('fengzixuan')).rejects.toThrow(/601/);
    expect((await f.user('fengzixuan')).deletedAt).not.toBeNull();
    expect(await f.t.db.select().from(classStudents).where(eq(classStudents.studentId, id))).toEqual([]);
    expect(await f.t.db.select().from(supportLinks).where(eq(supportLinks.studentId, id))).toEqual([]);
    expect(expectOk(await f.get<UserList>('admin', LIST, { keyword: 'fengzixuan' })).total).toBe(0);
    expectError(await f.get('admin', DETAIL, { id }), 404);
    expectError(await f.post('admin', DELETE, { id }), 404);
    // The username stays taken.
    expectError(
      await f.post('schooladmin', SAVE, { username: 'fengzixuan', name: 'x', roleType: 1, pwd: md5Hex('p') }),
      409,
    );
    const [audit] = await f.audits('user.delete');
    expect(audit).toMatchObject({ targetId: id, before: expect.objectContaining({ username: 'fengzixuan' }) });
    expect(audit?.after).toMatchObject({
      leftClasses: [await f.classId('启明第一中学', '八年级1班')],
      droppedSupportLinks: 1,
    });
  });

  it('removes a deleted head teacher from its classes', async () => {
    const id = await f.userId('huangjie');
    expectOk(await f.post('admin', DELETE, { id }));
    const classId = await f.classId('启明第一中学', '七年级1班');
    const detail = expectOk(
      await f.get<{ class: { headTeacherId: number | null }; teachers: unknown[] }>(
        'admin',
        '/openapi/manage/getClassDetail',
        { id: classId },
      ),
    );
    expect(detail.class.headTeacherId).toBeNull();
    expect(detail.teachers).toEqual([]);
  });

  it('refuses the caller itself, other scopes and other roles, writing nothing', async () => {
    const before = await f.state();
    expectError(
      await f.post('admin', DELETE, { id: await f.userId('admin') }),
      403,
      'You cannot delete your own account',
    );
    expectError(await f.post('schooladmin', DELETE, { id: await f.userId('sunyue') }), 404);
    expectError(await f.post('brandadmin', DELETE, { id: await f.userId('liam.johnson') }), 404);
    expectError(await f.post('schooladmin', DELETE, { id: await f.userId('dl') }), 403);
    expectError(await f.post('teacher', DELETE, { id: await f.userId('lina') }), 403);
    expectError(await f.post('admin', DELETE, { id: 'x' }), 400, 'id: must be a number');
    expect(await f.state()).toEqual(before);
  });
});
