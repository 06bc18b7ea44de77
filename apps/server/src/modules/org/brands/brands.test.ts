import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type SchoolList, type UserList, type UserRow } from '@edu/shared';
import {
  classes,
  classStudents,
  classTeachers,
  assignments,
  lessonReleases,
  lessons,
  supportLinks,
  users,
} from '../../../db/schema';
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

const SCHOOLS = '/openapi/brand/getBrandSchools';
const MANAGERS = '/openapi/brand/getBrandManagerList';
const ADD = '/openapi/brand/addBrandUser';
const BIND = '/openapi/brand/bindBrandSchools';

describe('getBrandSchools', () => {
  it("lists a brand's schools for the admin and for that brand's admin", async () => {
    const acmeSchools = expectOk(await f.get<SchoolList>('admin', SCHOOLS, { brandId: acme }));
    expect(acmeSchools.list.map((s) => s.id)).toEqual([acmeNorth]);
    const own = expectOk(await f.get<SchoolList>('brandadmin', SCHOOLS, { brandId: qiming, sort: 'name' }));
    expect(own.list.map((s) => s.id).sort()).toEqual([no1, riverside].sort());
    expect(own.list.every((s) => s.brandId === qiming)).toBe(true);
  });

  it('answers 404 for another brand, 403 for other roles, 400 without brandId', async () => {
    expectError(await f.get('brandadmin', SCHOOLS, { brandId: acme }), 404, 'Brand not found');
    expectError(await f.get('admin', SCHOOLS, { brandId: 999 }), 404, 'Brand not found');
    expectError(await f.get('schooladmin', SCHOOLS, { brandId: qiming }), 403);
    expectError(await f.get('teacher', SCHOOLS, { brandId: qiming }), 403);
    expectError(await f.get('admin', SCHOOLS), 400, 'brandId: must be a number');
  });
});

describe('getBrandManagerList', () => {
  it("lists a brand's brand admins", async () => {
    const list = expectOk(await f.get<UserList>('admin', MANAGERS, { brandId: qiming }));
    expect(list.list.map((u) => u.username)).toEqual(['brandadmin']);
    expect(list.list[0]).toMatchObject({ roleType: 7, brandId: qiming, schoolId: null });
    expect(expectOk(await f.get<UserList>('brandadmin', MANAGERS, { brandId: qiming })).total).toBe(1);
    expect(expectOk(await f.get<UserList>('admin', MANAGERS, { brandId: acme })).total).toBe(0);
  });

  it('answers 404 for another brand and 403 for other roles', async () => {
    expectError(await f.get('brandadmin', MANAGERS, { brandId: acme }), 404);
    expectError(await f.get('schooladmin', MANAGERS, { brandId: qiming }), 403);
    expectError(await f.get('teacher', MANAGERS, { brandId: qiming }), 403);
  });
});

describe('addBrandUser', () => {
  it('creates a brand admin who can log in on its brand host and see its schools', async () => {
    const res = await f.get<UserRow>('admin', ADD, {
      brandId: acme,
      username: 'acme-admin',
      name: 'Grace Hopper',
      pwd: md5Hex('acme-pass-1'),
      phone: '+1 555 0100',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const created = expectOk(res);
    expect(created).toMatchObject({ username: 'acme-admin', roleType: 7, brandId: acme, schoolId: null, status: 1 });
    const session = await t.login('acme-admin', { password: 'acme-pass-1' });
    expect(session.user.roletype).toBe(7);
    expect(expectOk(await f.get<SchoolList>(session, SCHOOLS, { brandId: acme })).total).toBe(1);
    expectError(await f.get(session, SCHOOLS, { brandId: qiming }), 404);
    const managers = expectOk(await f.get<UserList>('admin', MANAGERS, { brandId: acme }));
    expect(managers.list.map((u) => u.username)).toEqual(['acme-admin']);

    const [audit] = await f.audits('user.create');
    expect(audit).toMatchObject({ targetId: created.id, brandId: acme, schoolId: null });
    const row = await f.user('acme-admin');
    expect(JSON.stringify(audit)).not.toContain(row.passwordHash);
    expect(JSON.stringify(audit)).not.toContain(md5Hex('acme-pass-1'));
  });

  it('refuses taken usernames (any case), other roles and bad input, writing nothing', async () => {
    const before = await f.state();
    const base = { brandId: acme, name: 'X', pwd: md5Hex('whatever') };
    expectError(
      await f.post('admin', ADD, { ...base, username: 'BrandAdmin' }),
      409,
      'username: this username is already taken',
    );
    expectError(await f.post('brandadmin', ADD, { ...base, username: 'newbie' }), 403);
    expectError(await f.post('schooladmin', ADD, { ...base, username: 'newbie' }), 403);
    expectError(
      await f.post('admin', ADD, { ...base, username: 'newbie', pwd: 'plain-text' }),
      400,
      'pwd: must be an MD5 hex digest',
    );
    expectError(await f.post('admin', ADD, { ...base, username: 'bad name!' }), 400, /^username: /);
    expectError(await f.post('admin', ADD, { ...base, username: 'newbie', brandId: 999 }), 404, 'Brand not found');
    expectError(
      await f.post('admin', ADD, { brandId: acme, username: 'newbie', pwd: md5Hex('x') }),
      400,
      'name: is required',
    );
    expect(await f.state()).toEqual(before);
  });
});

describe('bindBrandSchools', () => {
  it('refuses other roles and bad input, writing nothing', async () => {
    const before = await f.state();
    expectError(await f.post('brandadmin', BIND, { brandId: qiming, schoolIds: String(acmeNorth) }), 403);
    expectError(await f.post('teacher', BIND, { brandId: qiming, schoolIds: String(acmeNorth) }), 403);
    expectError(await f.post('admin', BIND, { brandId: acme }), 400, 'schoolIds: is required');
    expectError(await f.post('admin', BIND, { brandId: acme, schoolIds: '' }), 400, 'schoolIds: is required');
    expectError(
      await f.post('admin', BIND, { brandId: acme, schoolIds: '1,x' }),
      400,
      'schoolIds: must be a list of ids',
    );
    expectError(
      await f.post('admin', BIND, { brandId: acme, schoolIds: `${riverside},999999` }),
      400,
      'schoolIds: no school 999999',
    );
    expectError(await f.post('admin', BIND, { brandId: 999, schoolIds: String(riverside) }), 404, 'Brand not found');
    expect(await f.state()).toEqual(before);
  });

  it('moves schools with their users, classes and memberships; cross-brand links go, sessions end', async () => {
    const consultant = await f.userId('consultant');
    const sunyue = await f.userId('sunyue');
    await t.db
      .insert(supportLinks)
      .values({ staffId: consultant, studentId: sunyue, kind: 'consultant', brandId: qiming });
    const teacher = await t.login('chenjing');
    const untouched = await t.login('teacher');
    // A lesson released to a riverside class: the release follows its school to the new brand.
    const [riversideClass] = await t.db.select().from(classes).where(eq(classes.schoolId, riverside)).limit(1);
    const [anyLesson] = await t.db.select({ id: lessons.id }).from(lessons).limit(1);
    await t.db.insert(lessonReleases).values({
      classId: riversideClass?.id ?? 0,
      lessonId: anyLesson?.id ?? 0,
      brandId: qiming,
      schoolId: riverside,
      unlockAt: new Date(),
    });
    // And a homework of that class.
    await t.db.insert(assignments).values({
      classId: riversideClass?.id ?? 0,
      lessonId: anyLesson?.id ?? 0,
      brandId: qiming,
      schoolId: riverside,
      dueAt: new Date(Date.now() + 86_400_000),
    });

    const res = await f.get<{ brandId: number; schoolIds: number[]; movedUsers: number }>('admin', BIND, {
      brandId: acme,
      schoolIds: `${riverside},${acmeNorth}`,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(expectOk(res)).toEqual({ brandId: acme, schoolIds: [riverside, acmeNorth], movedUsers: 7 });

    const moved = await t.db.select().from(users).where(eq(users.schoolId, riverside));
    expect(moved).toHaveLength(7);
    expect(moved.every((u) => u.brandId === acme)).toBe(true);
    for (const table of [classes, classTeachers, classStudents, lessonReleases, assignments]) {
      const rows = await t.db.select({ brandId: table.brandId }).from(table).where(eq(table.schoolId, riverside));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.brandId === acme)).toBe(true);
    }
    expect(await t.db.select().from(supportLinks).where(eq(supportLinks.studentId, sunyue))).toEqual([]);
    // The qiming school's links are untouched.
    expect((await f.linkedStudentIds(consultant)).length).toBe(5);

    // Moved users log in on their new brand's host; their old sessions ended.
    const info = await t.app.inject({ url: '/openapi/user/getInfo', headers: teacher.headers });
    expect(envelopeOf(info).code).toBe(ResultCode.otherClientLoggedIn);
    const stillThere = await t.app.inject({ url: '/openapi/user/getInfo', headers: untouched.headers });
    expect(envelopeOf(stillThere).code).toBe(200);
    await expect(t.login('chenjing', { host: 'localhost' })).rejects.toThrow(/403/);
    expect((await t.login('chenjing', { host: 'acme.localhost' })).user.brandid).toBe(acme);

    // Their new brand admin sees them; the old one no longer does.
    const acmeAdmin = await t.login('acme-admin', { password: 'acme-pass-1' });
    const acmeSchools = expectOk(await f.get<SchoolList>(acmeAdmin, '/openapi/manage/getSchoolList'));
    expect(acmeSchools.list.map((s) => s.id).sort()).toEqual([riverside, acmeNorth].sort());
    expectError(await f.get('brandadmin', '/openapi/manage/getSchoolDetail', { id: riverside }), 404);

    const audits = await f.audits('school.bindBrand');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      targetType: 'school',
      targetId: riverside,
      brandId: acme,
      before: { brandId: qiming },
      after: { brandId: acme, movedUsers: 7 },
    });
    const live = await t.db
      .select()
      .from(users)
      .where(and(eq(users.brandId, qiming), isNull(users.deletedAt), eq(users.schoolId, riverside)));
    expect(live).toEqual([]);
  });

  it('accepts the ids as an array and changes nothing for schools already in the brand', async () => {
    const res = await f.post<{ movedUsers: number }>(
      'admin',
      BIND,
      { brandId: acme, schoolIds: [riverside] },
      { json: true },
    );
    expect(expectOk(res).movedUsers).toBe(0);
    expect(await f.audits('school.bindBrand')).toHaveLength(1);
  });
});
