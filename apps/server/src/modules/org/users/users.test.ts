import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type UserDetail, type UserList, type UserRow } from '@edu/shared';
import { classStudents, sessions, supportLinks, users } from '../../../db/schema';
import { createTestApp, envelopeOf, type TestApp } from '../../../test/harness';
import { md5Hex } from '../../auth';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

let t: TestApp;
let f: OrgFixture;
let no1: number;
let riverside: number;
let acmeNorth: number;
let qiming: number;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  no1 = await f.schoolId('启明第一中学');
  riverside = await f.schoolId('滨江双语学校');
  acmeNorth = await f.schoolId('Acme Academy North');
  qiming = await f.brandId('localhost');
  acme = await f.brandId('acme');
});
afterAll(async () => {
  await t.close();
});

const LIST = '/openapi/manage/getUserList';
const DETAIL = '/openapi/manage/getUserDetail';
const SAVE = '/openapi/manage/saveUser';
const STATUS = '/openapi/manage/setUserStatus';
const DELETE = '/openapi/manage/deleteUser';

const info = (token: string) => t.app.inject({ url: '/openapi/user/getInfo', headers: { authorization: token } });

describe('getUserList', () => {
  it('keeps each admin to its scope', async () => {
    const all = expectOk(await f.get<UserList>('admin', LIST, { pageSize: 100 }));
    expect(all.total).toBe(39);
    const brand = expectOk(await f.get<UserList>('brandadmin', LIST, { pageSize: 100 }));
    expect(brand.total).toBe(30);
    expect(brand.list.every((u) => u.brandId === qiming)).toBe(true);
    const school = expectOk(await f.get<UserList>('schooladmin', LIST, { pageSize: 100 }));
    expect(school.list.every((u) => u.schoolId === no1)).toBe(true);
    expect(school.total).toBe(22);
    // Filters never widen a scope.
    expect(expectOk(await f.get<UserList>('schooladmin', LIST, { schoolId: riverside })).total).toBe(0);
    expect(expectOk(await f.get<UserList>('brandadmin', LIST, { brandId: acme })).total).toBe(0);
  });

  it('filters by role, school, class and status, newest first by default', async () => {
    const students = expectOk(await f.get<UserList>('admin', LIST, { roleType: 1, schoolId: no1, pageSize: 100 }));
    expect(students.total).toBe(16);
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
    expect(expectOk(await f.get<UserList>('admin', LIST, { roleType: '', status: '', schoolId: '' })).total).toBe(39);
  });

  it('searches a prefix of username, name or phone, case-insensitively', async () => {
    const byUsername = expectOk(await f.get<UserList>('admin', LIST, { keyword: 'ZH' }));
    expect(byUsername.list.map((u) => u.username).sort()).toEqual(['zhaozihan', 'zhengkexin', 'zhoulei']);
    const byName = expectOk(await f.get<UserList>('admin', LIST, { keyword: '王' }));
    expect(byName.list.map((u) => u.username).sort()).toEqual(['teacher', 'wanghao']);
    const english = expectOk(await f.get<UserList>('admin', LIST, { keyword: 'emily' }));
    expect(english.list.map((u) => u.username)).toEqual(['acme-teacher']);
    await t.db.update(users).set({ phone: '13800138000' }).where(eq(users.username, 'lina'));
    expect(
      expectOk(await f.get<UserList>('schooladmin', LIST, { keyword: '138001' })).list.map((u) => u.username),
    ).toEqual(['lina']);
    expect(expectOk(await f.get<UserList>('admin', LIST, { keyword: '_' })).total).toBe(0);
    const paged = expectOk(await f.get<UserList>('admin', LIST, { roleType: 1, page: 3, pageSize: 10, sort: 'name' }));
    expect(paged).toMatchObject({ total: 27, page: 3, pageSize: 10 });
    expect(paged.list).toHaveLength(7);
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

describe('saveUser: create', () => {
  it('lets a school admin create teachers and students of its own school', async () => {
    const created = expectOk(
      await f.post<UserRow>('schooladmin', SAVE, {
        username: 'newkid',
        name: '新同学',
        roleType: 1,
        pwd: md5Hex('kid-pass'),
      }),
    );
    expect(created).toMatchObject({
      username: 'newkid',
      roleType: 1,
      schoolId: no1,
      brandId: qiming,
      status: 1,
      classId: null,
    });
    expect((await t.login('newkid', { password: 'kid-pass' })).user.schoolid).toBe(no1);
    const [audit] = await f.audits('user.create');
    expect(audit).toMatchObject({
      actorId: await f.userId('schooladmin'),
      targetId: created.id,
      schoolId: no1,
      brandId: qiming,
    });
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|passwordHash/);

    const teacher = expectOk(
      await f.post<UserRow>(
        'schooladmin',
        SAVE,
        {
          username: 'newteacher',
          name: '新老师',
          roleType: 0,
          pwd: md5Hex('t-pass'),
          schoolId: no1,
          phone: '139 0000 0000',
        },
        { json: true },
      ),
    );
    expect(teacher).toMatchObject({ roleType: 0, schoolId: no1, phone: '139 0000 0000' });
  });

  it("lets a brand admin create school admins and helpers of its brand's schools", async () => {
    const sa = expectOk(
      await f.post<UserRow>('brandadmin', SAVE, {
        username: 'riverside-admin2',
        name: '副主任',
        roleType: 3,
        pwd: md5Hex('x-pass'),
        schoolId: riverside,
      }),
    );
    expect(sa).toMatchObject({ roleType: 3, schoolId: riverside, brandId: qiming });
    const helper = expectOk(
      await f.post<UserRow>('brandadmin', SAVE, {
        username: 'brand-consultant',
        name: '品牌顾问',
        roleType: 4,
        pwd: md5Hex('x-pass'),
      }),
    );
    expect(helper).toMatchObject({ roleType: 4, schoolId: null, brandId: qiming });
  });

  it('lets the admin create users of any role anywhere', async () => {
    const admin2 = expectOk(
      await f.post<UserRow>('admin', SAVE, { username: 'admin2', name: '第二管理员', roleType: 2, pwd: md5Hex('a') }),
    );
    expect(admin2).toMatchObject({ brandId: null, schoolId: null });
    const ba = expectOk(
      await f.post<UserRow>('admin', SAVE, {
        username: 'acme-ba',
        name: 'Acme BA',
        roleType: 7,
        pwd: md5Hex('a'),
        brandId: acme,
      }),
    );
    expect(ba).toMatchObject({ brandId: acme, schoolId: null, roleType: 7 });
    const st = expectOk(
      await f.post<UserRow>('admin', SAVE, {
        username: 'acme-kid',
        name: 'Acme Kid',
        roleType: 1,
        pwd: md5Hex('a'),
        schoolId: acmeNorth,
      }),
    );
    expect(st).toMatchObject({ brandId: acme, schoolId: acmeNorth });
  });

  it('refuses other scopes, roles beyond the caller and bad input, writing nothing', async () => {
    const before = await f.state();
    const base = { name: 'X', pwd: md5Hex('p'), username: 'intruder' };
    // Another school or brand: 404 like an unknown school.
    expectError(
      await f.post('schooladmin', SAVE, { ...base, roleType: 1, schoolId: riverside }),
      404,
      'School not found',
    );
    expectError(
      await f.post('brandadmin', SAVE, { ...base, roleType: 0, schoolId: acmeNorth }),
      404,
      'School not found',
    );
    expectError(await f.post('brandadmin', SAVE, { ...base, roleType: 4, brandId: acme }), 404, 'Brand not found');
    // Roles beyond the caller: 403.
    expectError(await f.post('schooladmin', SAVE, { ...base, roleType: 3 }), 403);
    expectError(await f.post('schooladmin', SAVE, { ...base, roleType: 4 }), 403);
    expectError(await f.post('brandadmin', SAVE, { ...base, roleType: 7 }), 403);
    expectError(await f.post('brandadmin', SAVE, { ...base, roleType: 2 }), 403);
    expectError(await f.post('teacher', SAVE, { ...base, roleType: 1 }), 403);
    // Taken usernames, any case: 409.
    expectError(
      await f.post('schooladmin', SAVE, { ...base, username: 'STUDENT', roleType: 1 }),
      409,
      'username: this username is already taken',
    );
    // Bad input: 400 naming the field.
    expectError(
      await f.post('schooladmin', SAVE, { name: 'X', roleType: 1, pwd: md5Hex('p') }),
      400,
      'username: is required',
    );
    expectError(await f.post('schooladmin', SAVE, { ...base, roleType: 1, pwd: null }), 400, 'pwd: is required');
    expectError(
      await f.post('schooladmin', SAVE, { ...base, roleType: 1, pwd: 'demo123' }),
      400,
      'pwd: must be an MD5 hex digest',
    );
    expectError(await f.post('brandadmin', SAVE, { ...base, roleType: 0 }), 400, 'schoolId: is required for this role');
    expectError(await f.post('admin', SAVE, { ...base, roleType: 4 }), 400, 'brandId: is required for this role');
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 2, schoolId: no1 }),
      400,
      'schoolId: an admin belongs to no school',
    );
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 1, schoolId: no1, brandId: acme }),
      400,
      "brandId: does not match the school's brand",
    );
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 1, schoolId: 'abc' }),
      400,
      'schoolId: must be a positive integer id',
    );
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 1, schoolId: no1, phone: 'call me' }),
      400,
      /^phone: /,
    );
    expect(await f.state()).toEqual(before);
  });

  it('refuses new users in a disabled school with 409', async () => {
    const school = expectOk(
      await f.post<{ id: number }>('admin', '/openapi/manage/updateSchool', {
        name: 'Closed',
        brandId: qiming,
        enabled: false,
      }),
    );
    const before = await f.state();
    expectError(
      await f.post('brandadmin', SAVE, {
        username: 'late',
        name: 'Late',
        roleType: 1,
        pwd: md5Hex('p'),
        schoolId: school.id,
      }),
      409,
      'schoolId: the school is disabled',
    );
    expect(await f.state()).toEqual(before);
  });
});

describe('saveUser: edit', () => {
  it('changes the fields given and audits before and after', async () => {
    const id = await f.userId('wanghao');
    const edited = expectOk(await f.post<UserRow>('schooladmin', SAVE, { id, name: '王浩然', phone: '13900001111' }));
    expect(edited).toMatchObject({
      id,
      username: 'wanghao',
      name: '王浩然',
      phone: '13900001111',
      className: '八年级2班',
    });
    const [audit] = await f.audits('user.update');
    expect(audit?.before).toMatchObject({ name: '王浩', phone: '' });
    expect(audit?.after).toMatchObject({ name: '王浩然', phone: '13900001111' });
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|passwordHash/);
    const renamed = expectOk(await f.post<UserRow>('schooladmin', SAVE, { id, username: 'WangHao2' }));
    expect(renamed.username).toBe('WangHao2');
  });

  it('moves a student to another school: it leaves its classes and its sessions end', async () => {
    const id = await f.userId('dengbowen');
    const session = await t.login('dengbowen');
    const moved = expectOk(await f.post<UserRow>('brandadmin', SAVE, { id, schoolId: riverside }));
    expect(moved).toMatchObject({ schoolId: riverside, classId: null, brandId: qiming });
    expect(await t.db.select().from(classStudents).where(eq(classStudents.studentId, id))).toEqual([]);
    expect(envelopeOf(await info(session.token)).code).toBe(ResultCode.otherClientLoggedIn);
    const [audit] = await f.audits('user.update');
    expect(audit?.after).toMatchObject({
      schoolId: riverside,
      leftClasses: [await f.classId('启明第一中学', '九年级1班')],
    });
  });

  it('refuses role changes, password changes, other scopes and bad input, writing nothing', async () => {
    const before = await f.state();
    const lina = await f.userId('lina');
    expectError(
      await f.post('schooladmin', SAVE, { id: lina, roleType: 0 }),
      400,
      /^roleType: a user's role cannot change/,
    );
    expectError(
      await f.post('schooladmin', SAVE, { id: lina, pwd: md5Hex('x') }),
      400,
      /^pwd: passwords change through/,
    );
    expectError(await f.post('schooladmin', SAVE, { id: lina, schoolId: riverside }), 404, 'School not found');
    expectError(
      await f.post('schooladmin', SAVE, { id: lina, username: 'huangjie' }),
      409,
      'username: this username is already taken',
    );
    expectError(await f.post('schooladmin', SAVE, { id: lina, name: '' }), 400, 'name: is required');
    expectError(
      await f.post('schooladmin', SAVE, { id: await f.userId('chenjing'), name: 'x' }),
      404,
      'User not found',
    );
    expectError(await f.post('schooladmin', SAVE, { id: await f.userId('consultant'), name: 'x' }), 403);
    expectError(await f.post('brandadmin', SAVE, { id: await f.userId('acme-teacher'), name: 'x' }), 404);
    expectError(await f.post('brandadmin', SAVE, { id: await f.userId('admin'), name: 'x' }), 404);
    expectError(await f.post('teacher', SAVE, { id: lina, name: 'x' }), 403);
    expectError(await f.post('schooladmin', SAVE, { id: await f.userId('schooladmin'), status: 0 }), 403);
    expect(await f.state()).toEqual(before);
  });
});

describe('setUserStatus', () => {
  it('disables a user: its sessions end, its next call answers 601, login too; enabling restores it', async () => {
    const victim = await t.login('xunuo');
    const id = victim.user.id;
    const res = await f.post<{ id: number; status: number }>('schooladmin', STATUS, { id, status: 0 });
    expect(expectOk(res)).toEqual({ id, status: 0 });
    const next = await info(victim.token);
    expect(next.statusCode).toBe(401);
    expect(envelopeOf(next).code).toBe(ResultCode.accountDisabled);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.every((s) => s.revokedAt !== null && s.revokedReason === 'revoked')).toBe(true);
    await expect(t.login('xunuo')).rejects.toThrow(/601/);
    expect(expectOk(await f.get<UserList>('schooladmin', LIST, { status: 0 })).list.map((u) => u.id)).toEqual([id]);
    const [audit] = await f.audits('user.disable');
    expect(audit).toMatchObject({ targetId: id, before: { status: 1 }, after: { status: 0 }, schoolId: no1 });

    const viaGet = await f.get<{ status: number }>('brandadmin', STATUS, { id, status: 1 });
    expect(viaGet.headers['cache-control']).toBe('no-store');
    expect(expectOk(viaGet).status).toBe(1);
    expect((await t.login('xunuo')).user.id).toBe(id);
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
    const victim = await t.login('fengzixuan');
    const id = victim.user.id;
    expect(await t.db.select().from(supportLinks).where(eq(supportLinks.studentId, id))).toHaveLength(1);
    expect(expectOk(await f.post<{ id: number }>('brandadmin', DELETE, { id }))).toEqual({ id });
    expect(envelopeOf(await info(victim.token)).code).toBe(ResultCode.accountDisabled);
    await expect(t.login('fengzixuan')).rejects.toThrow(/601/);
    expect((await f.user('fengzixuan')).deletedAt).not.toBeNull();
    expect(await t.db.select().from(classStudents).where(eq(classStudents.studentId, id))).toEqual([]);
    expect(await t.db.select().from(supportLinks).where(eq(supportLinks.studentId, id))).toEqual([]);
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
