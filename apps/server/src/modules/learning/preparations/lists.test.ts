import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonPreparations, PreparationDetail } from '@edu/shared';
import { api } from '@edu/shared/api';
import { courses, lessonPreps } from '../../../db/schema';
import { expectError, expectOk } from '../../org/test-fixtures';
import { MATH_COURSE, PrepFixture } from './test-fixtures';

// The lists that show preparations: a class's coming lessons (before class), the teacher's own preparations
// (polishing) and the admin's read-only view of a lesson's.

const L = api.learning;

let f: PrepFixture;

beforeAll(async () => {
  f = await (await PrepFixture.open()).load();
  // The preparations the lists show, as preparations.test.ts and revisions.test.ts leave them: the second math
  // lesson of 八年级1班 in two revisions (one exercise from the bank, then the lesson's own reversed; planned,
  // ready) and huangjie's own copy of it; the third of 八年级2班 and the fourth of 八年级1班, drafts.
  const [second, third, fourth] = [f.mathLessons[1] ?? 0, f.mathLessons[2] ?? 0, f.mathLessons[3] ?? 0];
  const own = await f.exercisesOf(second);
  expectOk(
    await f.save('teacher', {
      classId: f.class81,
      lessonId: second,
      notes: 'Warm up with $\\sqrt{2}\\cdot\\sqrt{8}$.\nThen the textbook.',
      questionIds: own,
    }),
  );
  expectOk(
    await f.save('teacher', {
      classId: f.class81,
      lessonId: second,
      notes: 'Warm up.\nThen the textbook.\nHomework: the last one.',
      questionIds: [f.bankQuestion, ...[...own].reverse()],
      plannedOn: '2030-09-02',
      state: 'ready',
    }),
  );
  expectOk(await f.save('huangjie', { classId: f.class81, lessonId: second, notes: 'Mine', questionIds: [] }));
  expectOk(
    await f.save('teacher', {
      classId: f.class82,
      lessonId: third,
      notes: 'One\nTwo\nThree',
      questionIds: await f.exercisesOf(third),
    }),
  );
  expectOk(await f.save('teacher', { classId: f.class81, lessonId: fourth, questionIds: [] }));
});
afterAll(() => f.t.close());

describe('before class: the coming lessons of a class', () => {
  it('lists unreleased lessons of the class\u2019s grade, planned ones first, with their preparation', async () => {
    const data = expectOk(await f.upcoming('teacher', { classId: f.class81 }));
    expect(data.total).toBe(data.list.length);
    const ids = data.list.map((r) => r.lessonId);
    for (const id of f.mathLessons) expect(ids).toContain(id);
    // Planned days first: 2030-09-02 (the second math lesson), then the seeded one a week away… or the other
    // way round, by day.
    const planned = data.list.filter((r) => r.prep?.plannedOn);
    const days = planned.map((r) => r.prep?.plannedOn ?? '');
    expect(days).toEqual([...days].sort());
    expect(data.list.slice(0, planned.length)).toEqual(planned);
    expect(data.list.find((r) => r.lessonId === f.mathLessons[1])?.prep).toMatchObject({
      state: 'ready',
      revision: 2,
      exercises: (await f.exercisesOf(f.mathLessons[1] ?? 0)).length + 1,
    });
    expect(data.list.every((r) => r.release === 'locked')).toBe(true);
    // No course of another brand, no course of another grade unless prepared.
    const courseIds = new Set(data.list.map((r) => r.courseId));
    const [acmeCourse] = await f.t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, 'Acme Algebra Bootcamp'));
    expect(courseIds.has(acmeCourse?.id ?? 0)).toBe(false);
  });

  it('filters by preparation state, course and keyword, paged on the server', async () => {
    const none = expectOk(await f.upcoming('teacher', { classId: f.class81, prep: 'none' }));
    expect(none.list.every((r) => r.prep === null)).toBe(true);
    const ready = expectOk(await f.upcoming('teacher', { classId: f.class81, prep: 'ready' }));
    expect(ready.list.map((r) => r.lessonId).sort()).toEqual([f.mathLessons[0], f.mathLessons[1]].sort());
    const math = expectOk(await f.upcoming('teacher', { classId: f.class81, courseId: f.mathCourse }));
    expect(math.list.map((r) => r.lessonId).sort((a, b) => a - b)).toEqual([...f.mathLessons].sort((a, b) => a - b));
    const kw = expectOk(await f.upcoming('teacher', { classId: f.class81, keyword: '配方法' }));
    expect(kw.list.map((r) => r.title)).toEqual(['2.1 配方法']);
    const paged = expectOk(await f.upcoming('teacher', { classId: f.class81, pageSize: 2, page: 2 }));
    expect(paged.list).toHaveLength(2);
    expect(paged.total).toBe(expectOk(await f.upcoming('teacher', { classId: f.class81 })).total);
  });

  it('drops a lesson once released, unless it is planned for today or later', async () => {
    const [released, plannedAndReleased] = [f.mathLessons[6] ?? 0, f.mathLessons[1] ?? 0];
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: f.class82, lessonIds: [released, plannedAndReleased], action: 'release' },
        { json: true },
      ),
    );
    // 八年级2班: the lesson released and not planned is gone; nothing else changes for 八年级1班.
    const in82 = expectOk(await f.upcoming('teacher', { classId: f.class82 })).list.map((r) => r.lessonId);
    expect(in82).not.toContain(released);
    expect(expectOk(await f.upcoming('teacher', { classId: f.class81 })).list.map((r) => r.lessonId)).toContain(
      released,
    );
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: f.class81, lessonIds: [plannedAndReleased], action: 'release' },
        { json: true },
      ),
    );
    const row = expectOk(await f.upcoming('teacher', { classId: f.class81 })).list.find(
      (r) => r.lessonId === plannedAndReleased,
    );
    expect(row).toMatchObject({ release: 'released', prep: { plannedOn: '2030-09-02' } });
  });
});

describe('polishing: the teacher\u2019s preparations', () => {
  it('lists its own preparations of its classes, newest change first, filtered and sorted', async () => {
    const all = expectOk(await f.myPreps('teacher'));
    expect(all.total).toBeGreaterThanOrEqual(4);
    const times = all.list.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.list.map((r) => r.classId))).toEqual(new Set([f.class81, f.class82]));
    const in82 = expectOk(await f.myPreps('teacher', { classId: f.class82 }));
    expect(in82.list.every((r) => r.className === '八年级2班')).toBe(true);
    const ready = expectOk(await f.myPreps('teacher', { state: 'ready' }));
    expect(ready.list.every((r) => r.state === 'ready')).toBe(true);
    const kw = expectOk(await f.myPreps('teacher', { keyword: '二次根式的乘除' }));
    expect(kw.list.map((r) => r.lessonId)).toEqual([f.mathLessons[1]]);
    expect(kw.list[0]).toMatchObject({ courseTitle: MATH_COURSE, revision: 2, exercises: expect.any(Number) });
    const byDay = expectOk(await f.myPreps('teacher', { sort: 'plannedOn' })).list.map((r) => r.plannedOn);
    const dated = byDay.filter((d) => d !== null);
    expect(dated).toEqual([...dated].sort());
    expect(byDay.slice(dated.length).every((d) => d === null)).toBe(true);
    // huangjie sees its own only.
    const theirs = expectOk(await f.myPreps('huangjie'));
    expect(theirs.list.map((r) => r.lessonId)).toEqual([f.mathLessons[1]]);
    expect(expectOk(await f.myPreps('chenjing')).total).toBe(0);
  });
});

describe('the admin\u2019s read-only view', () => {
  it('lists every teacher\u2019s preparation of a lesson and opens one', async () => {
    const data = expectOk(
      await f.get<LessonPreparations>('admin', L.getLessonPreparations.path, { lessonId: f.mathLessons[1] ?? 0 }),
    );
    expect(data.lesson).toMatchObject({ id: f.mathLessons[1], courseId: f.mathCourse, courseTitle: MATH_COURSE });
    expect(data.total).toBe(2);
    expect(data.list.map((r) => r.className)).toEqual(['八年级1班', '八年级1班']);
    const kw = expectOk(
      await f.get<LessonPreparations>('admin', L.getLessonPreparations.path, {
        lessonId: f.mathLessons[1] ?? 0,
        keyword: 'huangjie',
      }),
    );
    expect(kw.total).toBe(1);
    const detail = expectOk(
      await f.get<PreparationDetail>('admin', L.getPreparationDetail.path, { id: data.list[1]?.id ?? 0 }),
    );
    expect(detail).toMatchObject({ className: '八年级1班', lessonTitle: expect.any(String) });
    expect(detail.schoolName).toContain('启明第一中学');
    expectError(await f.get('admin', L.getPreparationDetail.path, { id: 999_999 }), 404, 'Preparation not found');
    expectError(await f.get('admin', L.getLessonPreparations.path, { lessonId: 999_999 }), 404, 'Lesson not found');
  });

  it('does not count the preparations of lessons of other classes', async () => {
    const rows = await f.t.db
      .select({ id: lessonPreps.id })
      .from(lessonPreps)
      .where(inArray(lessonPreps.lessonId, [f.mathLessons[2] ?? 0]));
    const data = expectOk(
      await f.get<LessonPreparations>('admin', L.getLessonPreparations.path, { lessonId: f.mathLessons[2] ?? 0 }),
    );
    expect(data.total).toBe(rows.length);
  });
});
