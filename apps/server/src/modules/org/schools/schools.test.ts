import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolDetail, SchoolList, SchoolRow } from '@edu/shared';
import { classes, schools, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
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

const LIST = '/openapi/manage/getSchoolList';
const DETAIL = '/openapi/manage/getSchoolDetail';
const UPDATE = '/openapi/manage/updateSchool';
const DELETE = '/openapi/manage/deleteSchool';

describe('getSchoolList', () => {
  it('lists every school for the admin, with teacher, student and class counts', async () => {
    const data = expectOk(await f.get<SchoolList>('admin', LIST, { sort: 'name', order: 'asc' }));
    expect(data.total).toBe(3);
    const byId = new Map(data.list.map((s) => [s.id, s]));
    expect(byId.get(no1)).toMatchObject({
      brandId: qiming,
      brandName: '启明教育 Qiming Education',
      teacherCount: 2,
      studentCount: 40,
      classCount: 5,
      enabled: true,
    });
    expect(byId.get(riverside)).toMatchObject({ teacherCount: 1, studentCount: 5, classCount: 2 });
    expect(byId.get(acmeNorth)).toMatchObject({ brandId: acme, teacherCount: 2, studentCount: 6, classCount: 2 });
  });

  it('keeps a brand admin to its brand and a school admin to its school', async () => {
    const brand = expectOk(await f.get<SchoolList>('brandadmin', LIST));
    expect(brand.list.map((s) => s.id).sort()).toEqual([no1, riverside].sort());
    // Asking for another brand's schools finds nothing rather than leaking them.
    expect(expectOk(await f.get<SchoolList>('brandadmin', LIST, { brandId: acme })).total).toBe(0);
    const school = expectOk(await f.get<SchoolList>('schooladmin', LIST));
    expect(school.list.map((s) => s.id)).toEqual([no1]);
    expect(school.total).toBe(1);
  });

  it('filters, searches, sorts and paginates', async () => {
    const acmeOnly = expectOk(await f.get<SchoolList>('admin', LIST, { brandId: acme }));
    expect(acmeOnly.list.map((s) => s.id)).toEqual([acmeNorth]);
    const kw = expectOk(await f.get<SchoolList>('admin', LIST, { keyword: 'BILINGUAL' }));
    expect(kw.list.map((s) => s.id)).toEqual([riverside]);
    const chinese = expectOk(await f.get<SchoolList>('admin', LIST, { keyword: '第一' }));
    expect(chinese.list.map((s) => s.id)).toEqual([no1]);
    const byStudents = expectOk(await f.get<SchoolList>('admin', LIST, { sort: 'studentCount', order: 'desc' }));
    expect(byStudents.list.map((s) => s.studentCount)).toEqual([40, 6, 5]);
    const page2 = expectOk(await f.get<SchoolList>('admin', LIST, { sort: 'studentCount', pageSize: 2, page: 2 }));
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.list.map((s) => s.id)).toEqual([riverside]);
    const literal = expectOk(await f.get<SchoolList>('admin', LIST, { keyword: '%' }));
    expect(literal.total).toBe(0);
  });

  it('refuses other roles and bad parameters', async () => {
    for (const who of ['teacher', 'student', 'consultant', 'dl', 'corrector']) {
      expectError(await f.get(who, LIST), 403);
    }
    expectError(await f.get(null, LIST), 401);
    expectError(await f.get('admin', LIST, { pageSize: 101 }), 400, /^pageSize: /);
    expectError(await f.get('admin', LIST, { sort: 'password' }), 400, /^sort: /);
    expectError(await f.get('admin', LIST, { enabled: 'maybe' }), 400, 'enabled: must be true or false');
    expectError(await f.get('admin', LIST, { brandId: 'x' }), 400, 'brandId: must be a positive integer id');
  });
});

describe('getSchoolDetail', () => {
  it('answers in scope with the school admins', async () => {
    const d = expectOk(await f.get<SchoolDetail>('schooladmin', DETAIL, { id: no1 }));
    expect(d).toMatchObject({ id: no1, studentCount: 40 });
    expect(d.admins.map((a) => a.username)).toEqual(['schooladmin']);
    expect(expectOk(await f.get<SchoolDetail>('brandadmin', DETAIL, { id: riverside })).admins[0]?.username).toBe(
      'zhoulei',
    );
    expect(expectOk(await f.get<SchoolDetail>('admin', DETAIL, { id: acmeNorth })).brandId).toBe(acme);
  });

  it('answers 404 for other scopes and unknown ids, 403 for other roles', async () => {
    expectError(await f.get('brandadmin', DETAIL, { id: acmeNorth }), 404, 'School not found');
    expectError(await f.get('schooladmin', DETAIL, { id: riverside }), 404, 'School not found');
    expectError(await f.get('admin', DETAIL, { id: 999_999 }), 404, 'School not found');
    expectError(await f.get('teacher', DETAIL, { id: no1 }), 403);
    expectError(await f.get('admin', DETAIL, {}), 400, 'id: must be a number');
  });
});

describe('updateSchool', () => {
  it('creates a school for the admin in the named brand, over POST and over GET, and audits it', async () => {
    const created = expectOk(
      await f.post<SchoolRow>('admin', UPDATE, { name: '  启明第二中学  ', address: '杭州市', brandId: qiming }),
    );
    expect(created).toMatchObject({ name: '启明第二中学', brandId: qiming, enabled: true, studentCount: 0 });
    const [audit] = await f.audits('school.create');
    expect(audit).toMatchObject({
      actorId: await f.userId('admin'),
      targetType: 'school',
      targetId: created.id,
      brandId: qiming,
      schoolId: created.id,
      before: null,
    });
    expect(audit?.after).toMatchObject({ name: '启明第二中学', brandId: qiming });

    const viaGet = await f.get<SchoolRow>('admin', UPDATE, { name: 'Acme South', brandId: acme });
    expect(expectOk(viaGet).brandId).toBe(acme);
    expect(viaGet.headers['cache-control']).toBe('no-store');
  });

  it("puts a brand admin's new school in its own brand; another brand answers 404", async () => {
    const created = expectOk(await f.post<SchoolRow>('brandadmin', UPDATE, { name: '启明实验小学' }));
    expect(created.brandId).toBe(qiming);
    const before = await f.state();
    expectError(await f.post('brandadmin', UPDATE, { name: 'Sneaky', brandId: acme }), 404, 'Brand not found');
    expect(await f.state()).toEqual(before);
  });

  it('edits, disables and enables, auditing before and after', async () => {
    const created = expectOk(await f.post<SchoolRow>('admin', UPDATE, { name: 'To edit', brandId: qiming }));
    const edited = expectOk(
      await f.post<SchoolRow>('brandadmin', UPDATE, { id: created.id, name: 'Edited', address: 'Somewhere' }),
    );
    expect(edited).toMatchObject({ id: created.id, name: 'Edited', address: 'Somewhere', enabled: true });
    const disabled = expectOk(await f.post<SchoolRow>('admin', UPDATE, { id: created.id, enabled: 'false' }));
    expect(disabled).toMatchObject({ name: 'Edited', enabled: false });
    const [audit] = await f.audits('school.disable');
    expect(audit).toMatchObject({ targetId: created.id });
    expect(audit?.before).toMatchObject({ enabled: true, name: 'Edited' });
    expect(audit?.after).toMatchObject({ enabled: false });
    expect(expectOk(await f.post<SchoolRow>('admin', UPDATE, { id: created.id, enabled: 1 })).enabled).toBe(true);
    expect(await f.audits('school.enable')).toHaveLength(1);
    expect(await f.audits('school.update')).toHaveLength(1);
  });

  it('refuses other scopes, other roles and bad input, writing nothing', async () => {
    const before = await f.state();
    expectError(await f.post('brandadmin', UPDATE, { id: acmeNorth, name: 'Mine now' }), 404, 'School not found');
    expectError(await f.post('schooladmin', UPDATE, { id: no1, name: 'Renamed' }), 403);
    expectError(await f.post('teacher', UPDATE, { name: 'New' }), 403);
    expectError(await f.post('admin', UPDATE, { address: 'no name' }), 400, 'name: is required');
    expectError(await f.post('admin', UPDATE, { name: 'No brand' }), 400, 'brandId: is required');
    expectError(await f.post('admin', UPDATE, { name: '   ', brandId: qiming }), 400, 'name: is required');
    expectError(await f.post('admin', UPDATE, { name: 'x'.repeat(101), brandId: qiming }), 400, /^name: /);
    expectError(await f.post('admin', UPDATE, { name: 'Ghost', brandId: 999 }), 404, 'Brand not found');
    expectError(await f.post('admin', UPDATE, { id: riverside, brandId: acme }), 400, /^brandId: use bindBrandSchools/);
    expectError(await f.post('admin', UPDATE, { id: 'abc', name: 'x' }), 400, /^id: /);
    expect(await f.state()).toEqual(before);
  });
});

describe('deleteSchool', () => {
  it('refuses with 409 while the school has users or classes', async () => {
    const before = await f.state();
    const res = await f.post('admin', DELETE, { id: riverside });
    expectError(res, 409, 'The school still has 7 users and 2 classes; move or delete them first');
    expect(await f.state()).toEqual(before);
  });

  it('deletes an empty school and audits it; deleted users let go of it', async () => {
    const created = expectOk(await f.post<SchoolRow>('brandadmin', UPDATE, { name: 'Short-lived', brandId: qiming }));
    // A user deleted long ago still names the school.
    const [ghost] = await t.db
      .insert(users)
      .values({
        username: 'ghost',
        passwordHash: 'x',
        roleType: 0,
        brandId: qiming,
        schoolId: created.id,
        deletedAt: new Date(),
      })
      .returning();
    const res = await f.post<{ id: number }>('brandadmin', DELETE, { id: created.id });
    expect(expectOk(res)).toEqual({ id: created.id });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await t.db.select().from(schools).where(eq(schools.id, created.id))).toEqual([]);
    expect((await f.user('ghost')).schoolId).toBeNull();
    const [audit] = await f.audits('school.delete');
    expect(audit).toMatchObject({ targetId: created.id, before: expect.objectContaining({ name: 'Short-lived' }) });
    expect(ghost?.id).toBeGreaterThan(0);
  });

  it('answers 404 out of scope, 403 for other roles, 400 for bad input', async () => {
    const empty = expectOk(await f.post<SchoolRow>('admin', UPDATE, { name: 'Acme Empty', brandId: acme }));
    const before = await f.state();
    expectError(await f.post('brandadmin', DELETE, { id: empty.id }), 404, 'School not found');
    expectError(await f.post('schooladmin', DELETE, { id: empty.id }), 403);
    expectError(await f.post('teacher', DELETE, { id: empty.id }), 403);
    expectError(await f.post('admin', DELETE, {}), 400, 'id: must be a number');
    expectError(await f.post('admin', DELETE, { id: 999_999 }), 404);
    expect(await f.state()).toEqual(before);
    expect(await t.db.select().from(classes).where(eq(classes.schoolId, empty.id))).toEqual([]);
  });
});
