import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyStudents, StuInfo } from '@edu/shared';
import { sessions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

let t: TestApp;
let f: OrgFixture;
let student: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  student = await f.userId('student');
});
afterAll(async () => {
  await t.close();
});

const INFO = '/openapi/course/getStuInfoByUserId';
const MINE = '/openapi/consultant/getMyStudents';

describe('getStuInfoByUserId', () => {
  it("returns the student's school, class, teachers and support staff", async () => {
    const info = expectOk(await f.get<StuInfo>('student', INFO, { userId: student }));
    expect(info.user).toMatchObject({ id: student, username: 'student', name: '张伟' });
    expect(info.user).not.toHaveProperty('passwordHash');
    expect(info.school?.name).toContain('启明第一中学');
    expect(info.class).toMatchObject({ name: '八年级1班', grade: 8 });
    expect(info.grade).toBe(8);
    expect(info.teachers.map((x) => [x.username, x.head])).toEqual([
      ['teacher', true],
      ['huangjie', false],
    ]);
    expect(info.supportStaff.map((s) => s.kind).sort()).toEqual(['consultant', 'correction', 'dl']);
  });

  it('answers its teachers, its helpers and admins in scope', async () => {
    for (const who of ['teacher', 'huangjie', 'consultant', 'dl', 'corrector', 'schooladmin', 'brandadmin', 'admin']) {
      expect(expectOk(await f.get<StuInfo>(who, INFO, { userId: student })).user.id).toBe(student);
    }
    expect(
      expectOk(await f.get<StuInfo>('acme-teacher', INFO, { userId: await f.userId('olivia.brown') })).class?.name,
    ).toBe('Grade 8 Class 1');
  });

  it('answers 404 to everyone else and for ids that are no student', async () => {
    const sunyue = await f.userId('sunyue');
    const olivia = await f.userId('olivia.brown');
    for (const [who, id] of [
      ['chenjing', student], // a teacher of another school
      ['acme-teacher', student], // another brand
      ['lina', student], // a classmate
      ['schooladmin', sunyue], // another school
      ['brandadmin', olivia], // another brand
      ['consultant', sunyue], // not linked
      ['teacher', await f.userId('hanxue')], // same school, not its class
      ['admin', await f.userId('teacher')], // not a student
      ['admin', 999_999],
    ] as const) {
      expectError(await f.get(who, INFO, { userId: id }), 404, 'Student not found');
    }
    expectError(await f.get(null, INFO, { userId: student }), 401);
    expectError(await f.get('admin', INFO, { userId: 'me' }), 400, 'userId: must be a number');
  });
});

describe('getMyStudents', () => {
  it('lists the students linked to the calling helper, with class and latest activity', async () => {
    await t.login('lina');
    const mine = expectOk(await f.get<MyStudents>('consultant', MINE, { sort: 'lastActivity' }));
    expect(mine.total).toBe(5);
    expect(mine.list[0]).toMatchObject({ username: 'lina', kind: 'consultant', className: '八年级1班', grade: 8 });
    expect(mine.list[0]?.lastLoginAt).not.toBeNull();
    expect(mine.list[0]?.lastActivityAt).not.toBeNull();
    // Never-seen students come last.
    expect(mine.list.at(-1)?.lastActivityAt).toBeNull();

    // A later request of an existing session counts as activity.
    const later = new Date(Date.now() + 60_000);
    const hao = await t.login('wanghao');
    await t.db.update(sessions).set({ lastSeenAt: later }).where(eq(sessions.userId, hao.user.id));
    const again = expectOk(await f.get<MyStudents>('consultant', MINE, { sort: 'lastActivity', order: 'desc' }));
    expect(again.list[0]).toMatchObject({ username: 'wanghao', lastActivityAt: later.toISOString() });

    const dl = expectOk(await f.get<MyStudents>('dl', MINE, { keyword: 'li' }));
    expect(dl.list.map((s) => [s.username, s.kind])).toEqual([['lina', 'dl']]);
    const corrector = expectOk(await f.get<MyStudents>('corrector', MINE, { pageSize: 2, sort: 'username' }));
    expect(corrector).toMatchObject({ total: 3, pageSize: 2 });
    expect(corrector.list.map((s) => s.username)).toEqual(['student', 'wanghao']);
  });

  it('refuses other roles and bad parameters', async () => {
    for (const who of ['teacher', 'student', 'admin', 'brandadmin', 'schooladmin']) {
      expectError(await f.get(who, MINE), 403);
    }
    expectError(await f.get('consultant', MINE, { sort: 'secret' }), 400, /^sort: /);
  });
});
