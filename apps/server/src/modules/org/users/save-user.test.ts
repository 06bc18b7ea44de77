import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type UserRow } from '@edu/shared';
import { classStudents } from '../../../db/schema';
import { envelopeOf } from '../../../test/harness';
import { md5Hex } from '../../auth';
import { expectError, expectOk } from '../test-fixtures';
import { SAVE, UserFixture } from './test-fixtures';

let f: UserFixture;

beforeAll(async () => {
  f = await UserFixture.open();
});
afterAll(() => f.t.close());

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
      schoolId: f.no1,
      brandId: f.qiming,
      status: 1,
      classId: null,
    });
    expect((await f.t.login('newkid', { password: 'kid-pass' })).user.schoolid).toBe(f.no1);
    const [audit] = await f.audits('user.create');
    expect(audit).toMatchObject({
      actorId: await f.userId('schooladmin'),
      targetId: created.id,
      schoolId: f.no1,
      brandId: f.qiming,
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
          schoolId: f.no1,
          phone: '139 0000 0000',
        },
        { json: true },
      ),
    );
    expect(teacher).toMatchObject({ roleType: 0, schoolId: f.no1, phone: '139 0000 0000' });
  });

  it("lets a brand admin create school admins and helpers of its brand's schools", async () => {
    const sa = expectOk(
      await f.post<UserRow>('brandadmin', SAVE, {
        username: 'riverside-admin2',
        name: '副主任',
        roleType: 3,
        pwd: md5Hex('x-pass'),
        schoolId: f.riverside,
      }),
    );
    expect(sa).toMatchObject({ roleType: 3, schoolId: f.riverside, brandId: f.qiming });
    const helper = expectOk(
      await f.post<UserRow>('brandadmin', SAVE, {
        username: 'brand-consultant',
        name: '品牌顾问',
        roleType: 4,
        pwd: md5Hex('x-pass'),
      }),
    );
    expect(helper).toMatchObject({ roleType: 4, schoolId: null, brandId: f.qiming });
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
        brandId: f.acme,
      }),
    );
    expect(ba).toMatchObject({ brandId: f.acme, schoolId: null, roleType: 7 });
    const st = expectOk(
      await f.post<UserRow>('admin', SAVE, {
        username: 'acme-kid',
        name: 'Acme Kid',
        roleType: 1,
        pwd: md5Hex('a'),
        schoolId: f.acmeNorth,
      }),
    );
    expect(st).toMatchObject({ brandId: f.acme, schoolId: f.acmeNorth });
  });

  it('refuses other scopes, roles beyond the caller and bad input, writing nothing', async () => {
    const before = await f.state();
    const base = { name: 'X', pwd: md5Hex('p'), username: 'intruder' };
    // Another school or brand: 404 like an unknown school.
    expectError(
      await f.post('schooladmin', SAVE, { ...base, roleType: 1, schoolId: f.riverside }),
      404,
      'School not found',
    );
    expectError(
      await f.post('brandadmin', SAVE, { ...base, roleType: 0, schoolId: f.acmeNorth }),
      404,
      'School not found',
    );
    expectError(await f.post('brandadmin', SAVE, { ...base, roleType: 4, brandId: f.acme }), 404, 'Brand not found');
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
      await f.post('admin', SAVE, { ...base, roleType: 2, schoolId: f.no1 }),
      400,
      'schoolId: an admin belongs to no school',
    );
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 1, schoolId: f.no1, brandId: f.acme }),
      400,
      "brandId: does not match the school's brand",
    );
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 1, schoolId: 'abc' }),
      400,
      'schoolId: must be a positive integer id',
    );
    expectError(
      await f.post('admin', SAVE, { ...base, roleType: 1, schoolId: f.no1, phone: 'call me' }),
      400,
      /^phone: /,
    );
    expect(await f.state()).toEqual(before);
  });

  it('refuses new users in a disabled school with 409', async () => {
    const school = expectOk(
      await f.post<{ id: number }>('admin', '/openapi/manage/updateSchool', {
        name: 'Closed',
        brandId: f.qiming,
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
    const session = await f.t.login('dengbowen');
    const moved = expectOk(await f.post<UserRow>('brandadmin', SAVE, { id, schoolId: f.riverside }));
    expect(moved).toMatchObject({ schoolId: f.riverside, classId: null, brandId: f.qiming });
    expect(await f.t.db.select().from(classStudents).where(eq(classStudents.studentId, id))).toEqual([]);
    expect(envelopeOf(await f.info(session.token)).code).toBe(ResultCode.otherClientLoggedIn);
    const [audit] = await f.audits('user.update');
    expect(audit?.after).toMatchObject({
      schoolId: f.riverside,
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
    expectError(await f.post('schooladmin', SAVE, { id: lina, schoolId: f.riverside }), 404, 'School not found');
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
