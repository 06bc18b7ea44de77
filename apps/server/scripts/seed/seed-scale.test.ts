import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorrectionQueue, type Corrections, RoleType, type UserList } from '@edu/shared';
import { createTestApp, type TestApp } from '../../src/test/harness';
import { classes, classStudents, classTeachers, schools, supportLinks, users } from '../../src/db/schema';
import { SCALE_SCHOOL_PREFIX, SCALE_SHAPE, seedScale } from './seed-scale';
import { SCALE_PRACTICE, SCALE_PRACTICE_PREFIX } from './seed-scale-practice';
import { SCALE_COURSE_PREFIX, SCALE_WORK } from './seed-scale-work';

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
    const perSchool = SCALE_SHAPE.students + SCALE_SHAPE.teachers + 3 + SCALE_WORK.correctorsPerSchool;
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
      { kind: 'correction', n: SCALE_WORK.correctorsPerSchool * SCALE_WORK.linkedPerCorrector },
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

  it('hands in work of every kind the correction lists show, graded as the submit and the correctors leave it', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    const scaleWork = sql`submissions s join lessons l on l.id = s.lesson_id
      join courses co on co.id = l.course_id and co.title like ${`${SCALE_COURSE_PREFIX}%`}`;
    // Correction teachers: half of their school's classes each, and 40 linked students of the other half.
    const reach = await rows<{ username: string; classes: number; linked: number; overlap: number }>(sql`
      select u.username,
        (select count(*)::int from class_correctors cc where cc.corrector_id = u.id) as classes,
        (select count(*)::int from support_links sl where sl.staff_id = u.id and sl.kind = 'correction') as linked,
        (select count(*)::int from support_links sl join class_students cs on cs.student_id = sl.student_id
           join class_correctors cc on cc.class_id = cs.class_id and cc.corrector_id = u.id
         where sl.staff_id = u.id and sl.kind = 'correction') as overlap
      from users u where u.role_type = ${RoleType.correctionTeacher} and u.username like 'cor0001%' order by 1`);
    expect(reach).toEqual([
      { username: 'cor0001001', classes: 5, linked: SCALE_WORK.linkedPerCorrector, overlap: 0 },
      { username: 'cor0001002', classes: 5, linked: SCALE_WORK.linkedPerCorrector, overlap: 0 },
    ]);

    const [work] = await rows<Record<string, number>>(sql`
      select count(*)::int as all,
        count(*) filter (where s.state = 'in_progress')::int as progress,
        count(*) filter (where s.state = 'submitted')::int as waiting,
        count(*) filter (where s.state = 'graded' and s.version > 0)::int as corrected,
        count(*) filter (where s.state = 'graded' and s.version = 0)::int as auto,
        (select count(*)::int from class_students cs join classes c on c.id = cs.class_id
           join schools sc on sc.id = c.school_id and sc.name like ${`${SCALE_SCHOOL_PREFIX}%`}
           join lesson_releases r on r.class_id = c.id
           join lessons rl on rl.id = r.lesson_id
           join courses rc on rc.id = rl.course_id and rc.title like ${`${SCALE_COURSE_PREFIX}%`}) as expected
      from ${scaleWork}`);
    if (!work) throw new Error('no work');
    // About 9 in 10 released lessons handed in, 1 in 20 in progress; some waiting, most corrected.
    const handedIn = (work.waiting ?? 0) + (work.corrected ?? 0) + (work.auto ?? 0);
    expect(handedIn / (work.expected ?? 1)).toBeGreaterThan(0.85);
    expect(handedIn / (work.expected ?? 1)).toBeLessThan(0.95);
    expect(work.progress).toBeGreaterThan(0);
    expect(work.waiting).toBeGreaterThan(0);
    expect(work.corrected).toBeGreaterThan(work.waiting ?? 0);
    expect(work.auto).toBeGreaterThan(0);

    // Answers: every exercise of handed-in work, half of work in progress; waiting means a short answer
    // pending without points, corrected one with the points of the class's corrector.
    const [answers] = await rows<Record<string, number>>(sql`
      select count(*) filter (where n.answers <> case when s.state = 'in_progress' then ${SCALE_WORK.questions / 2}::int else ${SCALE_WORK.questions}::int end)::int as wrongCount,
        count(*) filter (where s.state = 'submitted' and n.pending <> 1)::int as badWaiting,
        count(*) filter (where s.state = 'graded' and s.version > 0 and (n.pointed <> 1 or n.byCorrector <> 1))::int as badCorrected,
        count(*) filter (where s.state = 'graded' and abs(s.score - round((1000 * n.mean)::numeric) / 10) > 0.05)::int as badScore,
        count(*) filter (where s.state = 'graded' and s.score is null)::int as noScore,
        sum(n.answers)::int as total
      from ${scaleWork}
      cross join lateral (select count(*)::int as answers,
          count(*) filter (where an.outcome = 'pending' and an.points is null)::int as pending,
          count(*) filter (where an.points is not null)::int as pointed,
          count(*) filter (where an.corrected_by in (select cc.corrector_id from class_correctors cc where cc.class_id = s.class_id))::int as byCorrector,
          avg(an.credit) as mean
        from answers an where an.submission_id = s.id) n`);
    expect(answers).toMatchObject({ wrongcount: 0, badwaiting: 0, badcorrected: 0, badscore: 0, noscore: 0 });
    expect(answers?.total).toBeGreaterThan(handedIn * SCALE_WORK.questions);

    // The corrector's lists page through it.
    const corrector = await t.login('cor0001001');
    const [mine] = await rows<{ waiting: number; all: number }>(sql`
      select count(*) filter (where s.state = 'submitted')::int as waiting, count(*)::int as all
      from submissions s join users st on st.id = s.student_id and st.deleted_at is null
      join users me on me.username = 'cor0001001'
      where (s.state = 'submitted' or (s.state = 'graded' and s.version > 0)) and s.brand_id = me.brand_id
        and (s.class_id in (select class_id from class_correctors where corrector_id = me.id)
          or s.student_id in (select student_id from support_links where staff_id = me.id and kind = 'correction'))`);
    const queue = await t.app.inject({
      url: '/openapi/correction/getCorrectionQueue?pageSize=20',
      headers: corrector.headers,
    });
    const page = queue.json<{ data: CorrectionQueue }>().data;
    expect(page.total).toBe(mine?.waiting);
    expect(page.list).toHaveLength(20);
    expect(page.list.every((r) => r.waiting === 1)).toBe(true);
    const list = await t.app.inject({ url: '/openapi/correction/getCorrections', headers: corrector.headers });
    expect(list.json<{ data: Corrections }>().data.total).toBe(mine?.all);
  });

  it('adds graded weekly practice over 12 ISO weeks, auto-graded, its facility and discrimination varied', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    const practice = sql`submissions s join lessons l on l.id = s.lesson_id
      join courses co on co.id = l.course_id and co.title like ${`${SCALE_PRACTICE_PREFIX}%`}`;
    const [p] = await rows<Record<string, number>>(sql`
      select count(*)::int as all, count(*) filter (where s.state <> 'graded' or s.version <> 0 or s.score is null)::int as odd,
        count(distinct to_char(s.submitted_at at time zone 'UTC', 'IYYY-IW'))::int as weeks,
        count(*) filter (where s.submitted_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC')::int as thisWeek,
        (select count(*)::int from class_students cs join classes c on c.id = cs.class_id
           join schools sc on sc.id = c.school_id and sc.name like ${`${SCALE_SCHOOL_PREFIX}%`}) as students
      from ${practice}`);
    if (!p) throw new Error('no practice');
    expect(p.odd).toBe(0);
    expect(p.weeks).toBe(SCALE_PRACTICE.weeks);
    expect(p.thisweek).toBe(0);
    const share = (p.all ?? 0) / ((p.students ?? 1) * SCALE_PRACTICE.weeks);
    expect(share).toBeGreaterThan(SCALE_PRACTICE.participation - 0.05);
    expect(share).toBeLessThan(SCALE_PRACTICE.participation + 0.05);

    // Every exercise answered, auto-graded (no short answer, nothing pending), the score the mean credit.
    const [a] = await rows<Record<string, number>>(sql`
      select count(*) filter (where n.answers <> ${SCALE_PRACTICE.questions}::int)::int as missing,
        count(*) filter (where abs(s.score - round((1000 * n.mean)::numeric) / 10) > 0.05)::int as badScore,
        sum(n.odd)::int as odd
      from ${practice}
      cross join lateral (select count(*)::int as answers, avg(an.credit) as mean,
          count(*) filter (where q.type not in ('single', 'multiple', 'judge', 'blank')
            or an.outcome not in ('correct', 'wrong') or an.credit <> case an.outcome when 'correct' then 1 else 0 end)::int as odd
        from answers an join questions q on q.id = an.question_id where an.submission_id = s.id) n`);
    expect(a).toMatchObject({ missing: 0, badscore: 0, odd: 0 });

    // The answers graded as the server grades them: a wrong choice is not the key, a wrong blank not accepted.
    const [g] = await rows<{ bad: number }>(sql`
      select count(*)::int as bad from ${practice} join answers an on an.submission_id = s.id
      join questions q on q.id = an.question_id
      where (an.outcome = 'correct') <> case q.type
        when 'judge' then (an.response->>'judge')::boolean = (q.answer->>'judge')::boolean
        when 'blank' then an.response->'blanks'->>0 = q.answer->'blanks'->0->'accepted'->>0
        else an.response->'choices' = q.answer->'choices' end`);
    expect(g?.bad).toBe(0);

    // Facility from hard to easy; the point-biserial of most questions clearly positive, of a few flawed ones low.
    const items = await rows<{ facility: number; r: number | null }>(sql`
      select avg(an.credit)::float8 as facility, corr(an.credit, s.score)::float8 as r
      from ${practice} join answers an on an.submission_id = s.id group by an.question_id`);
    const facility = items.map((i) => Number(i.facility));
    expect(Math.min(...facility)).toBeLessThan(0.4);
    expect(Math.max(...facility)).toBeGreaterThan(0.85);
    const r = items.map((i) => Number(i.r ?? 0));
    expect(r.filter((x) => x > 0.3).length).toBeGreaterThan(items.length * 0.7);
    // The flawed items' answers go against the ability; with their own fifth of the score they still
    // correlate a little with it (r ≈ 0.15 against 0.5 and more for most).
    expect(Math.min(...r)).toBeLessThan(0.25);
    // The abler students (by the model's ability draw) score higher: the top quarter's mean beats the bottom's.
    const [spread] = await rows<{ top: number; bottom: number }>(sql`
      select avg(m) filter (where q = 4)::float8 as top, avg(m) filter (where q = 1)::float8 as bottom
      from (select ntile(4) over (order by avg(s.score)) as q, avg(s.score) as m from ${practice} group by s.student_id) x`);
    expect(Number(spread?.top)).toBeGreaterThan(Number(spread?.bottom) + 20);
  });
});
