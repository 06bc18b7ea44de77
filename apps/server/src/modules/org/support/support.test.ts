import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportLinks, UserRow } from '@edu/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { md5Hex } from '../../auth';
import { expectError, expectOk, OrgFixture } from '../test-fixtures';

let t: TestApp;
let f: OrgFixture;
let consultant: number;
let dl: number;
let corrector: number;

beforeAll(async () => {
  t = await createTestApp();
  f = new OrgFixture(t);
  consultant = await f.userId('consultant');
  dl = await f.userId('dl');
  corrector = await f.userId('corrector');
});
afterAll(async () => {
  await t.close();
});

const GET = '/openapi/manage/getSupportLinks';
const SET = '/openapi/manage/setSupportLinks';

describe('getSupportLinks', () => {
  it("lists a helper's students with school and class", async () => {
    const links = expectOk(await f.get<SupportLinks>('schooladmin', GET, { staffId: consultant }));
    expect(links.staff).toMatchObject({ id: consultant, username: 'consultant', roleType: 4 });
    expect(links.kind).toBe('consultant');
    expect(links.total).toBe(5);
    const zhang = links.list.find((s) => s.username === 'student');
    expect(zhang).toMatchObject({ name: '张伟', className: '八年级1班', grade: 8 });
    expect(expectOk(await f.get<SupportLinks>('brandadmin', GET, { staffId: dl })).kind).toBe('dl');
    const page = expectOk(
      await f.get<SupportLinks>('admin', GET, { staffId: corrector, pageSize: 1, keyword: 'wang' }),
    );
    expect(page).toMatchObject({ total: 1, pageSize: 1, kind: 'correction' });
    expect(page.list.map((s) => s.username)).toEqual(['wanghao']);
  });

  it('answers 404 out of scope, 400 for a user who is no helper, 403 for other roles', async () => {
    expectError(await f.get('brandadmin', GET, { staffId: await f.userId('acme-teacher') }), 404, 'User not found');
    expectError(await f.get('schooladmin', GET, { staffId: await f.userId('chenjing') }), 404);
    expectError(
      await f.get('schooladmin', GET, { staffId: await f.userId('teacher') }),
      400,
      /^staffId: not a course consultant/,
    );
    expectError(await f.get('teacher', GET, { staffId: consultant }), 403);
    expectError(await f.get('consultant', GET, { staffId: consultant }), 403);
    expectError(await f.get('admin', GET, {}), 400, 'staffId: must be a number');
  });
});

describe('setSupportLinks', () => {
  it('replaces the set, reports what changed and audits it', async () => {
    const lina = await f.userId('lina');
    const hanxue = await f.userId('hanxue');
    const before = await f.linkedStudentIds(dl);
    const res = await f.post<{ added: number; removed: number; total: number }>('schooladmin', SET, {
      staffId: dl,
      kind: 'dl',
      studentIds: `${lina},${hanxue}`,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(expectOk(res)).toEqual({ staffId: dl, kind: 'dl', added: 1, removed: 2, total: 2 });
    expect(await f.linkedStudentIds(dl)).toEqual([lina, hanxue].sort((a, b) => a - b));
    const [audit] = await f.audits('user.supportLinks.set');
    expect(audit).toMatchObject({
      targetType: 'user',
      targetId: dl,
      before: { kind: 'dl', studentIds: before },
      after: { kind: 'dl', studentIds: [lina, hanxue].sort((a, b) => a - b) },
    });
    // JSON arrays work too; an empty list clears the set.
    expect(
      expectOk(await f.post('admin', SET, { staffId: dl, kind: 'dl', studentIds: [] }, { json: true })),
    ).toMatchObject({ removed: 2, total: 0 });
    expect(await f.linkedStudentIds(dl)).toEqual([]);
  });

  it("leaves links outside a school admin's school alone", async () => {
    const sunyue = await f.userId('sunyue');
    const student = await f.userId('student');
    expectOk(
      await f.post(
        'brandadmin',
        SET,
        { staffId: corrector, kind: 'correction', studentIds: [student, sunyue] },
        { json: true },
      ),
    );
    expectOk(await f.post('schooladmin', SET, { staffId: corrector, kind: 'correction', studentIds: '' }));
    expect(await f.linkedStudentIds(corrector)).toEqual([sunyue]);
  });

  it('refuses a kind that is not the helper’s, students of other brands or scopes, other roles, writing nothing', async () => {
    const helper = expectOk(
      await f.post<UserRow>('admin', '/openapi/manage/saveUser', {
        username: 'acme-consultant',
        name: 'Acme Consultant',
        roleType: 4,
        pwd: md5Hex('p'),
        brandId: await f.brandId('acme'),
      }),
    );
    const before = await f.state();
    const olivia = await f.userId('olivia.brown');
    const sunyue = await f.userId('sunyue');
    const teacher = await f.userId('teacher');
    expectError(
      await f.post('admin', SET, { staffId: consultant, kind: 'dl', studentIds: '' }),
      400,
      "kind: this user's links are of kind consultant",
    );
    expectError(
      await f.post('admin', SET, { staffId: consultant, kind: 'consultant', studentIds: [olivia] }),
      400,
      `studentIds: not students of this brand in your scope: ${olivia}`,
    );
    expectError(
      await f.post('admin', SET, { staffId: consultant, kind: 'consultant', studentIds: [teacher] }),
      400,
      /^studentIds: /,
    );
    expectError(
      await f.post('schooladmin', SET, { staffId: consultant, kind: 'consultant', studentIds: [sunyue] }),
      400,
      /^studentIds: /,
    );
    expectError(await f.post('brandadmin', SET, { staffId: helper.id, kind: 'consultant', studentIds: [olivia] }), 404);
    expectError(
      await f.post('schooladmin', SET, { staffId: teacher, kind: 'consultant', studentIds: '' }),
      400,
      /^staffId: /,
    );
    expectError(await f.post('admin', SET, { staffId: consultant, kind: 'mentor', studentIds: '' }), 400, /^kind: /);
    expectError(
      await f.post('admin', SET, { staffId: consultant, kind: 'consultant' }),
      400,
      'studentIds: is required',
    );
    expectError(await f.post('teacher', SET, { staffId: consultant, kind: 'consultant', studentIds: '' }), 403);
    expect(await f.state()).toEqual(before);
    // The admin links Acme's consultant to Acme's students.
    expect(
      expectOk(await f.post('admin', SET, { staffId: helper.id, kind: 'consultant', studentIds: [olivia] })),
    ).toMatchObject({ added: 1 });
  });
});
