import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleType, type UserList } from '@edu/shared';
import { createTestApp, type TestApp } from '../../src/test/harness';
import { classes, classStudents, classTeachers, schools, supportLinks, users } from '../../src/db/schema';
import { SCALE_SCHOOL_PREFIX, SCALE_SHAPE, seedScale } from './seed-scale';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function n(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

describe('seedScale', () => {
  it('adds N schools of realistic size, once', async () => {
    const result = await seedScale(t.db, 3);
    const perSchool = SCALE_SHAPE.students + SCALE_SHAPE.teachers + 3;
    expect(result).toMatchObject({ seeded: true, schools: 3, users: 3 * perSchool });

    const scaleSchools = await t.db
      .select()
      .from(schools)
      .where(like(schools.name, `${SCALE_SCHOOL_PREFIX}%`))
      .orderBy(schools.name);
    expect(scaleSchools.map((s) => s.name)).toEqual(['Scale School 0001', 'Scale School 0002', 'Scale School 0003']);
    const first = scaleSchools[0];
    if (!first) throw new Error('no scale school');
    const students = await n(
      t.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.schoolId, first.id), eq(users.roleType, RoleType.student))),
    );
    expect(students).toBe(SCALE_SHAPE.students);
    const cls = await t.db.select().from(classes).where(eq(classes.schoolId, first.id)).orderBy(classes.id);
    expect(cls).toHaveLength(SCALE_SHAPE.classes);
    expect(cls.slice(0, 4).map((c) => [c.grade, c.name])).toEqual([
      [7, '七年级1班'],
      [8, '八年级1班'],
      [9, '九年级1班'],
      [7, '七年级2班'],
    ]);
    expect(cls.every((c) => c.headTeacherId !== null)).toBe(true);
    // Every student in exactly one class; three teachers per class.
    expect(await n(t.db.select({ n: count() }).from(classStudents).where(eq(classStudents.schoolId, first.id)))).toBe(
      SCALE_SHAPE.students,
    );
    expect(await n(t.db.select({ n: count() }).from(classTeachers).where(eq(classTeachers.schoolId, first.id)))).toBe(
      SCALE_SHAPE.teachers,
    );
    const links = await t.db
      .select({ kind: supportLinks.kind, n: count() })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.staffId))
      .where(eq(users.schoolId, first.id))
      .groupBy(supportLinks.kind)
      .orderBy(supportLinks.kind);
    expect(links).toEqual([
      { kind: 'consultant', n: SCALE_SHAPE.consultantStudents },
      { kind: 'dl', n: SCALE_SHAPE.dlStudents },
    ]);
    // Deterministic names and usernames.
    const [stu] = await t.db.select().from(users).where(eq(users.username, 'stu0001001'));
    expect(stu).toMatchObject({ schoolId: first.id, roleType: 1, phone: '13800001001' });
    expect(stu?.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);

    expect(await seedScale(t.db, 3)).toMatchObject({ seeded: false, schools: 3 });
    await expect(seedScale(t.db, 0)).rejects.toThrow(/--scale/);
  });

  it('gives lists that page and search through the generated users', async () => {
    const admin = await t.login('admin');
    const scaled = await t.login('stu0002137');
    expect(scaled.user.roletype).toBe(1);
    const res = await t.app.inject({
      url: '/openapi/manage/getUserList?keyword=stu0002&roleType=1&pageSize=100',
      headers: admin.headers,
    });
    const data = res.json<{ data: UserList }>().data;
    expect(data.total).toBe(SCALE_SHAPE.students);
    expect(data.list.every((u) => u.className !== null)).toBe(true);
    const [{ total } = { total: 0 }] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(like(users.username, 'stu0%'));
    expect(total).toBe(3 * SCALE_SHAPE.students);
  });
});
