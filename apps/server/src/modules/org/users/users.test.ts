import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserList } from '@edu/shared';
import { users } from '../../../db/schema';
import { expectError, expectOk } from '../test-fixtures';
import { DETAIL, LIST, UserFixture } from './test-fixtures';

let f: UserFixture;

beforeAll(async () => {
  f = await UserFixture.open();
});
afterAll(() => f.t.close());

describe('getUserList', () => {
  it('keeps each admin to its scope', async () => {
    const all = expectOk(await f.get<UserList>('admin', LIST, { pageSize: 100 }));
    expect(all.total).toBe(63);
    const brand = expectOk(await f.get<UserList>('brandadmin', LIST, { pageSize: 100 }));
    expect(brand.total).toBe(54);
    expect(brand.list.every((u) => u.brandId === f.qiming)).toBe(true);
    const school = expectOk(await f.get<UserList>('schooladmin', LIST, { pageSize: 100 }));
    expect(school.list.every((u) => u.schoolId === f.no1)).toBe(true);
    expect(school.total).toBe(46);
    // Filters never widen a scope.
    expect(expectOk(await f.get<UserList>('schooladmin', LIST, { schoolId: f.riverside })).total).toBe(0);
    expect(expectOk(await f.get<UserList>('brandadmin', LIST, { brandId: f.acme })).total).toBe(0);
  });

  it('filters by role, school, class and status, newest first by default', async () => {
    const students = expectOk(await f.get<UserList>('admin', LIST, { roleType: 1, schoolId: f.no1, pageSize: 100 }));
    expect(students.total).toBe(40);
    expect(students.list.every((u) => u.roleType === 1 && u.classId !== null && u.grade !== null)).toBe(true);
    const ids = students.list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const classId = await f.classId('启明第一中学', '八年级1班');
    const members = expectOk(await f.get<UserList>('schooladmin', LIST, { classId, sort: 'username', order: 'asc' }));
    expect(members.list.map((u) => u.username)).toEqual([
      'fengzixuan',
      'hesiyuan',
      'huangjie',
      'lina',
      'student',
      'teacher',
    ]);
    const zhang = members.list.find((u) => u.username === 'student');
    expect(zhang).toMatchObject({
      name: '张伟',
      className: '八年级1班',
      grade: 8,
      schoolName: expect.stringContaining('启明'),
    });

    const teachers = expectOk(await f.get<UserList>('brandadmin', LIST, { roleType: 0 }));
    expect(teachers.list.map((u) => u.username).sort()).toEqual(['chenjing', 'huangjie', 'teacher']);
    expect(expectOk(await f.get<UserList>('admin', LIST, { status: 0 })).total).toBe(0);
    expect(expectOk(await f.get<UserList>('admin', LIST, { roleType: '', status: '', schoolId: '' })).total).toBe(63);
  });

  it('searches a prefix of username, name or phone, case-insensitively', async () => {
    const byUsername = expectOk(await f.get<UserList>('admin', LIST, { keyword: 'ZH' }));
    expect(byUsername.list.map((u) => u.username).sort()).toEqual([
      'zhaozihan',
      'zhengkexin',
      'zhengyifan',
      'zhoulei',
      'zhouyichen',
      'zhuyuhang',
    ]);
    const byName = expectOk(await f.get<UserList>('admin', LIST, { keyword: '王' }));
    expect(byName.list.map((u) => u.username).sort()).toEqual(['teacher', 'wanghao']);
    const english = expectOk(await f.get<UserList>('admin', LIST, { keyword: 'emily' }));
    expect(english.list.map((u) => u.username)).toEqual(['acme-teacher']);
    await f.t.db.update(users).set({ phone: '13800138000' }).where(eq(users.username, 'lina'));
    expect(
      expectOk(await f.get<UserList>('schooladmin', LIST, { keyword: '138001' })).list.map((u) => u.username),
    ).toEqual(['lina']);
    expect(expectOk(await f.get<UserList>('admin', LIST, { keyword: '_' })).total).toBe(0);
    const paged = expectOk(await f.get<UserList>('admin', LIST, { roleType: 1, page: 6, pageSize: 10, sort: 'name' }));
    expect(paged).toMatchObject({ total: 51, page: 6, pageSize: 10 });
    expect(paged.list).toHaveLength(1);
  });

  it('refuses other roles and bad parameters', async () => {
    for (const who of ['teacher', 'student', 'consultant', 'dl', 'corrector', 'acme-teacher']) {
      expectError(await f.get(who, LIST), 403);
    }
    expectError(await f.get('admin', LIST, { roleType: 6 }), 400, 'roleType: must be a role type code');
    expectError(await f.get('admin', LIST, { status: 3 }), 400, 'status: must be 0 or 1');
    expectError(await f.get('admin', LIST, { page: 0 }), 400, /^page: /);
    expectError(await f.get('admin', LIST, { classId: -1 }), 400, 'classId: must be a positive integer id');
  });
});

describe('getUserDetail', () => {
  it('shows classes, support staff and linked students', async () => {
    const teacher = expectOk(await f.get<UserDetail>('schooladmin', DETAIL, { id: await f.userId('teacher') }));
    expect(teacher.classes.map((c) => [c.name, c.relation])).toEqual([
      ['八年级1班', 'head'],
      ['八年级2班', 'head'],
      ['八年级3班', 'head'],
    ]);
    const student = expectOk(await f.get<UserDetail>('brandadmin', DETAIL, { id: await f.userId('student') }));
    expect(student.classes.map((c) => [c.name, c.relation])).toEqual([['八年级1班', 'student']]);
    expect(student.supportStaff.map((s) => [s.username, s.kind]).sort()).toEqual([
      ['consultant', 'consultant'],
      ['corrector', 'correction'],
      ['dl', 'dl'],
    ]);
    expect(student.introduction).toContain('八年级学生');
    expect(student).not.toHaveProperty('passwordHash');
    const consultant = expectOk(await f.get<UserDetail>('admin', DETAIL, { id: await f.userId('consultant') }));
    expect(consultant.supportStudentCount).toBe(5);
  });

  it('answers 404 out of scope and 403 for other roles', async () => {
    expectError(await f.get('brandadmin', DETAIL, { id: await f.userId('acme-teacher') }), 404, 'User not found');
    expectError(await f.get('schooladmin', DETAIL, { id: await f.userId('chenjing') }), 404, 'User not found');
    expectError(await f.get('schooladmin', DETAIL, { id: await f.userId('admin') }), 404);
    expectError(await f.get('teacher', DETAIL, { id: await f.userId('student') }), 403);
  });
});
