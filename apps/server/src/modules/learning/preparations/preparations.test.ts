import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LessonPreparations,
  PreparationDetail,
  PreparationPage,
  PrepRevision,
  PrepRevisions,
  PrepRow,
  RestorePrepRevisionResult,
  SavePreparationResult,
  UpcomingLessonRow,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import type { Page } from '../../../db/queries';
import {
  auditLog,
  courses,
  lessonExercises,
  lessonPrepRevisions,
  lessonPreps,
  lessons,
  questions,
} from '../../../db/schema';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../../org/test-fixtures';

const L = api.learning;
const MATH_COURSE = '八年级数学：二次根式与一元二次方程';

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
let class91 = 0;
let riversideClass = 0;
let mathCourse = 0;
/** the math course's lessons in reading order; the seed has prepared the first one for 八年级1班 */
let mathLessons: number[] = [];
let acmeLesson = 0;
let acmeQuestion = 0;
/** a platform question that is no exercise of the second math lesson */
let bankQuestion = 0;

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  class91 = await f.classId('启明第一中学', '九年级1班');
  riversideClass = await f.classId('滨江双语学校', '七年级1班');
  const [course] = await f.t.db.select({ id: courses.id }).from(courses).where(eq(courses.title, MATH_COURSE));
  mathCourse = course?.id ?? 0;
  const rows = await f.t.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.courseId, mathCourse), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort, lessons.id);
  mathLessons = rows.map((r) => r.id);
  const [acme] = await f.t.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(courses.title, 'Acme Algebra Bootcamp'))
    .limit(1);
  acmeLesson = acme?.id ?? 0;
  const [q] = await f.t.db
    .insert(questions)
    .values({
      brandId: f.acme,
      type: 'judge',
      subject: 'math',
      grade: 8,
      stem: '<p>Acme only</p>',
      answer: { choices: [], judge: true, blanks: [], text: '' },
    })
    .returning({ id: questions.id });
  acmeQuestion = q?.id ?? 0;
  const own = await exercisesOf(mathLessons[1] ?? 0);
  const [other] = await f.t.db
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(eq(lessonExercises.lessonId, mathLessons[4] ?? 0));
  bankQuestion = other && !own.includes(other.id) ? other.id : 0;
});
afterAll(() => f.t.close());

async function exercisesOf(lessonId: number): Promise<number[]> {
  const rows = await f.t.db
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(lessonExercises.sort);
  return rows.map((r) => r.id);
}

const page = (who: string, classId: number, lessonId: number) =>
  f.get<PreparationPage>(who, L.getPreparation.path, { classId, lessonId });
const save = (who: string, body: Record<string, unknown>) =>
  f.post<SavePreparationResult>(who, L.savePreparation.path, body as Params, { json: true });
const revisions = (who: string, prepId: number, params: Params = {}) =>
  f.get<PrepRevisions>(who, L.getPrepRevisions.path, { prepId, ...params });
const restore = (who: string, prepId: number, revision: number) =>
  f.post<RestorePrepRevisionResult>(who, L.restorePrepRevision.path, { prepId, revision });
const upcoming = (who: string, params: Params) =>
  f.get<Page<UpcomingLessonRow>>(who, L.getUpcomingLessons.path, { pageSize: 100, ...params });
const myPreps = (who: string, params: Params = {}) =>
  f.get<Page<PrepRow>>(who, L.getPreparationList.path, { pageSize: 100, ...params });

/** Rows written by preparations: a refusal must leave them as they are. */
async function written() {
  const n = async (table: typeof lessonPreps | typeof lessonPrepRevisions | typeof auditLog) =>
    (await f.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { preps: await n(lessonPreps), revisions: await n(lessonPrepRevisions), audits: await n(auditLog) };
}

describe('the seeded preparation', () => {
  it('gives the demo teacher the first math lesson of 八年级1班 prepared in two revisions, nothing released', async () => {
    const data = expectOk(await page('teacher', class81, mathLessons[0] ?? 0));
    expect(data).toMatchObject({ classId: class81, className: '八年级1班', grade: 8 });
    expect(data.release).toEqual({ state: 'locked', unlockAt: null });
    expect(data.lesson.exercises.every((q) => q.inLesson)).toBe(true);
    expect(data.prep).toMatchObject({ revision: 2, state: 'ready' });
    expect(data.prep?.plannedOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(data.prep?.notes).toContain('$\\sqrt{a^2}=|a|$');
    // One exercise picked from the bank, then the lesson's own in reverse order.
    expect(data.prep?.questions.map((q) => q.inLesson)).toEqual([false, true, true, true]);
    expect(data.prep?.questions[0]?.stemText).toBeTruthy();
    const list = expectOk(await revisions('teacher', data.prep?.id ?? 0));
    expect(list).toMatchObject({ current: 2, total: 2 });
    expect(list.list.map((r) => [r.number, r.state, r.exercises])).toEqual([
      [2, 'ready', 4],
      [1, 'draft', 3],
    ]);
  });
});

describe('preparing a lesson', () => {
  let prepId = 0;

  it('starts from the lesson: its content, its own exercises, no preparation yet', async () => {
    const data = expectOk(await page('teacher', class81, mathLessons[1] ?? 0));
    expect(data.prep).toBeNull();
    expect(data.lesson.html).toContain('katex');
    expect(data.lesson.exercises.map((q) => q.id)).toEqual(await exercisesOf(mathLessons[1] ?? 0));
    expect(data.lesson).toMatchObject({ courseId: mathCourse, courseTitle: MATH_COURSE });
  });

  it('creates the preparation on the first save: revision 1, audited in the same transaction', async () => {
    const before = await written();
    const own = await exercisesOf(mathLessons[1] ?? 0);
    const saved = expectOk(
      await save('teacher', {
        classId: class81,
        lessonId: mathLessons[1],
        notes: 'Warm up with $\\sqrt{2}\\cdot\\sqrt{8}$.\r\nThen the textbook.  \n',
        questionIds: own,
        baseRevision: 0,
      }),
    );
    expect(saved.changed).toBe(true);
    prepId = saved.prep.id;
    expect(saved.prep).toMatchObject({
      classId: class81,
      lessonId: mathLessons[1],
      revision: 1,
      state: 'draft',
      plannedOn: null,
      // Line ends made \n, trailing blanks dropped.
      notes: 'Warm up with $\\sqrt{2}\\cdot\\sqrt{8}$.\nThen the textbook.',
      questionIds: own,
    });
    expect(await written()).toEqual({
      preps: before.preps + 1,
      revisions: before.revisions + 1,
      audits: before.audits + 1,
    });
    const [audit] = await f.audits('lessonPrep.create');
    expect(audit).toMatchObject({ targetType: 'lessonPrep', targetId: prepId, schoolId: f.no1, brandId: f.qiming });
    expect(audit?.after).toMatchObject({ revision: 1, lessonId: mathLessons[1], questionIds: own });
  });

  it('makes every changing save a revision: exercises from the bank, reordered, a planned day, ready', async () => {
    const own = await exercisesOf(mathLessons[1] ?? 0);
    const questionIds = [bankQuestion, ...[...own].reverse()];
    const saved = expectOk(
      await save('teacher', {
        classId: class81,
        lessonId: mathLessons[1],
        notes: 'Warm up.\nThen the textbook.\nHomework: the last one.',
        questionIds,
        plannedOn: '2030-09-02',
        state: 'ready',
        baseRevision: 1,
      }),
    );
    expect(saved).toMatchObject({ changed: true, prep: { id: prepId, revision: 2, state: 'ready' } });
    expect(saved.prep.questions.map((q) => [q.id, q.inLesson])).toEqual(
      questionIds.map((id) => [id, id !== bankQuestion]),
    );
    const [audit] = await f.audits('lessonPrep.save');
    expect(audit?.before).toMatchObject({ revision: 1, state: 'draft' });
    expect(audit?.after).toMatchObject({ revision: 2, state: 'ready', plannedOn: '2030-09-02' });
  });

  it('writes nothing for a save that changes nothing (a double click, a retry)', async () => {
    const before = await written();
    const current = expectOk(await page('teacher', class81, mathLessons[1] ?? 0)).prep;
    const again = expectOk(
      await save('teacher', {
        classId: class81,
        lessonId: mathLessons[1],
        notes: current?.notes,
        questionIds: current?.questionIds,
        plannedOn: current?.plannedOn,
        state: current?.state,
        baseRevision: 1,
      }),
    );
    expect(again).toMatchObject({ changed: false, prep: { revision: 2 } });
    expect(await written()).toEqual(before);
  });

  it('refuses a save based on an older revision (another tab saved since) with 409, writing nothing', async () => {
    const before = await written();
    const res = await save('teacher', { classId: class81, lessonId: mathLessons[1], notes: 'stale', baseRevision: 1 });
    expectError(res, 409, /changed elsewhere/);
    expect(await written()).toEqual(before);
  });

  it('keeps each teacher its own copy: another teacher of the class prepares apart and cannot reach it', async () => {
    // huangjie also teaches 八年级1班.
    expect(expectOk(await page('huangjie', class81, mathLessons[1] ?? 0)).prep).toBeNull();
    const theirs = expectOk(
      await save('huangjie', { classId: class81, lessonId: mathLessons[1], notes: 'Mine', questionIds: [] }),
    );
    expect(theirs.prep.id).not.toBe(prepId);
    expect(expectOk(await page('teacher', class81, mathLessons[1] ?? 0)).prep?.notes).not.toBe('Mine');
    expectError(await revisions('huangjie', prepId), 404, 'Preparation not found');
    expectError(await restore('huangjie', prepId, 1), 404);
    expectError(await f.get('huangjie', L.getPrepRevision.path, { prepId, revision: 1 }), 404, 'Preparation not found');
  });
});

describe('revisions and restore', () => {
  let prepId = 0;

  beforeAll(async () => {
    const lessonId = mathLessons[2] ?? 0;
    const own = await exercisesOf(lessonId);
    const first = expectOk(
      await save('teacher', { classId: class82, lessonId, notes: 'One\nTwo\nThree', questionIds: own }),
    );
    prepId = first.prep.id;
    expectOk(
      await save('teacher', {
        classId: class82,
        lessonId,
        notes: 'One\n2\nThree\nFour',
        questionIds: [...own].reverse(),
        plannedOn: '2030-10-01',
        state: 'ready',
      }),
    );
  });

  it('lists the revisions newest first with their author and a summary, paged', async () => {
    const all = expectOk(await revisions('teacher', prepId));
    expect(all).toMatchObject({ current: 2, total: 2, page: 1 });
    expect(all.list.map((r) => [r.number, r.restoredFrom, r.state, r.plannedOn, r.notesLength])).toEqual([
      [2, null, 'ready', '2030-10-01', 16],
      [1, null, 'draft', null, 13],
    ]);
    expect(all.list[0]?.author).toBeTruthy();
    expect(all.list[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = expectOk(await revisions('teacher', prepId, { page: 2, pageSize: 1 }));
    expect(second.list.map((r) => r.number)).toEqual([1]);
    expect(second.total).toBe(2);
  });

  it('answers one revision as it was saved, with what its questions are', async () => {
    const one = expectOk(await f.get<PrepRevision>('teacher', L.getPrepRevision.path, { prepId, revision: 1 }));
    expect(one).toMatchObject({ prepId, number: 1, notes: 'One\nTwo\nThree', state: 'draft', plannedOn: null });
    expect(one.questions.map((q) => q.id)).toEqual(one.questionIds);
    expectError(await f.get('teacher', L.getPrepRevision.path, { prepId, revision: 9 }), 404, 'Revision not found');
  });

  it('restores a revision as a new one equal to it, audited; restoring the current content writes nothing', async () => {
    const before = await written();
    const restored = expectOk(await restore('teacher', prepId, 1));
    expect(restored).toMatchObject({
      changed: true,
      droppedQuestionIds: [],
      prep: { revision: 3, notes: 'One\nTwo\nThree', state: 'draft', plannedOn: null },
    });
    const list = expectOk(await revisions('teacher', prepId));
    expect(list.list[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect(await written()).toEqual({ ...before, revisions: before.revisions + 1, audits: before.audits + 1 });
    const [audit] = await f.audits('lessonPrep.restore');
    expect(audit?.after).toMatchObject({ revision: 3, restoredFrom: 1 });

    const same = await written();
    expect(expectOk(await restore('teacher', prepId, 3)).changed).toBe(false);
    expect(expectOk(await restore('teacher', prepId, 1)).changed).toBe(false);
    expect(await written()).toEqual(same);
  });

  it('leaves out, and names, questions deleted from the bank since the revision', async () => {
    const lessonId = mathLessons[3] ?? 0;
    const [temp] = await f.t.db
      .insert(questions)
      .values({
        type: 'judge',
        subject: 'math',
        grade: 8,
        stem: '<p>Soon gone</p>',
        answer: { choices: [], judge: false, blanks: [], text: '' },
      })
      .returning({ id: questions.id });
    const tempId = temp?.id ?? 0;
    const first = expectOk(await save('teacher', { classId: class81, lessonId, questionIds: [tempId] }));
    expectOk(await save('teacher', { classId: class81, lessonId, questionIds: [] }));
    await f.t.db.delete(questions).where(eq(questions.id, tempId));
    const one = expectOk(
      await f.get<PrepRevision>('teacher', L.getPrepRevision.path, { prepId: first.prep.id, revision: 1 }),
    );
    expect(one.questionIds).toEqual([tempId]);
    expect(one.questions).toEqual([]);
    const restored = expectOk(await restore('teacher', first.prep.id, 1));
    // Revision 1 without its deleted question is what revision 2 holds: nothing to write.
    expect(restored).toMatchObject({ changed: false, droppedQuestionIds: [tempId], prep: { revision: 2 } });
  });

  it('answers 404 for another teacher, an unknown preparation or revision, writing nothing', async () => {
    const before = await written();
    expectError(await restore('chenjing', prepId, 1), 404, 'Preparation not found');
    expectError(await restore('acme-teacher', prepId, 1), 404);
    expectError(await restore('teacher', 999_999, 1), 404);
    expectError(await restore('teacher', prepId, 99), 404, 'Revision not found');
    expectError(await revisions('chenjing', prepId), 404);
    expect(await written()).toEqual(before);
  });
});

describe('scope and roles', () => {
  it('refuses classes the teacher does not teach with 404, and writes nothing', async () => {
    const before = await written();
    // 九年级1班 is huangjie's alone; riverside is another school; acme another brand.
    for (const classId of [class91, riversideClass, 999_999]) {
      expectError(await page('teacher', classId, mathLessons[0] ?? 0), 404, 'Class not found');
      expectError(await save('teacher', { classId, lessonId: mathLessons[0], notes: 'x' }), 404, 'Class not found');
      expectError(await upcoming('teacher', { classId }), 404, 'Class not found');
    }
    expectError(await save('acme-teacher', { classId: class81, lessonId: mathLessons[0], notes: 'x' }), 404);
    expectError(await save('chenjing', { classId: class81, lessonId: mathLessons[0], notes: 'x' }), 404);
    expect(await written()).toEqual(before);
  });

  it('refuses lessons the teacher cannot read (another brand, unpublished, unknown) with 404', async () => {
    const before = await written();
    const [draft] = await f.t.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.published, false)).limit(1);
    for (const lessonId of [acmeLesson, draft?.id ?? 999_998, 999_997]) {
      expectError(await page('teacher', class81, lessonId), 404, 'Lesson not found');
      expectError(await save('teacher', { classId: class81, lessonId, notes: 'x' }), 404, 'Lesson not found');
    }
    expect(await written()).toEqual(before);
  });

  it('is the teachers\u2019 only; the admin alone reads every preparation of a lesson', async () => {
    for (const who of ['student', 'schooladmin', 'admin', 'brandadmin', 'dl', 'corrector']) {
      expectError(await page(who, class81, mathLessons[0] ?? 0), 403);
      expectError(await save(who, { classId: class81, lessonId: mathLessons[0] }), 403);
      expectError(await myPreps(who), 403);
    }
    for (const who of ['teacher', 'brandadmin', 'schooladmin', 'student']) {
      expectError(await f.get(who, L.getLessonPreparations.path, { lessonId: mathLessons[0] ?? 0 }), 403);
      expectError(await f.get(who, L.getPreparationDetail.path, { id: 1 }), 403);
    }
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await written();
    const lessonId = mathLessons[5];
    const base = { classId: class81, lessonId };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, notes: 'x'.repeat(10_001) }, /notes: at most 10000 characters/],
      [{ ...base, questionIds: [bankQuestion, bankQuestion] }, /questionIds: must not repeat a question/],
      [{ ...base, questionIds: 'x' }, /questionIds/],
      [{ ...base, questionIds: [0] }, /questionIds/],
      [{ ...base, questionIds: Array.from({ length: 101 }, (_, i) => i + 1) }, /at most 100 questions/],
      [{ ...base, questionIds: [999_999] }, /questionIds: not in the question bank: 999999/],
      [{ ...base, questionIds: [bankQuestion, acmeQuestion] }, new RegExp(`not in the question bank: ${acmeQuestion}`)],
      [{ ...base, plannedOn: '2031-02-30' }, /plannedOn: must be a date/],
      [{ ...base, plannedOn: 'tomorrow' }, /plannedOn: must be a date/],
      [{ ...base, plannedOn: '1999-12-31' }, /plannedOn: must be a date/],
      [{ ...base, state: 'done' }, /state: must be draft or ready/],
      [{ ...base, classId: 'abc' }, /classId/],
      [{ classId: class81 }, /lessonId/],
      [{ ...base, baseRevision: -1 }, /baseRevision/],
    ];
    for (const [body, msg] of cases) expectError(await save('teacher', body), 400, msg);
    expectError(await f.get('teacher', L.getPreparationList.path, { sort: 'title' }), 400, /sort/);
    expectError(await f.get('teacher', L.getUpcomingLessons.path, { classId: class81, prep: 'maybe' }), 400, /prep/);
    expectError(await restore('teacher', 1, 0), 400, /revision/);
    expect(await written()).toEqual(before);
  });

  it('speaks the caller\u2019s language in refusals', async () => {
    const session = await f.as('teacher');
    const res = await f.t.app.inject({
      method: 'POST',
      url: L.savePreparation.path,
      headers: { ...session.headers, 'accept-language': 'zh-CN' },
      payload: { classId: class81, lessonId: mathLessons[5], state: 'done' },
    });
    expect(res.json<{ msg: string }>().msg).toBe('state: 必须是 draft 或 ready');
  });
});

describe('before class: the coming lessons of a class', () => {
  it('lists unreleased lessons of the class\u2019s grade, planned ones first, with their preparation', async () => {
    const data = expectOk(await upcoming('teacher', { classId: class81 }));
    expect(data.total).toBe(data.list.length);
    const ids = data.list.map((r) => r.lessonId);
    for (const id of mathLessons) expect(ids).toContain(id);
    // Planned days first: 2030-09-02 (the second math lesson), then the seeded one a week away… or the other
    // way round, by day.
    const planned = data.list.filter((r) => r.prep?.plannedOn);
    const days = planned.map((r) => r.prep?.plannedOn ?? '');
    expect(days).toEqual([...days].sort());
    expect(data.list.slice(0, planned.length)).toEqual(planned);
    expect(data.list.find((r) => r.lessonId === mathLessons[1])?.prep).toMatchObject({
      state: 'ready',
      revision: 2,
      exercises: (await exercisesOf(mathLessons[1] ?? 0)).length + 1,
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
    const none = expectOk(await upcoming('teacher', { classId: class81, prep: 'none' }));
    expect(none.list.every((r) => r.prep === null)).toBe(true);
    const ready = expectOk(await upcoming('teacher', { classId: class81, prep: 'ready' }));
    expect(ready.list.map((r) => r.lessonId).sort()).toEqual([mathLessons[0], mathLessons[1]].sort());
    const math = expectOk(await upcoming('teacher', { classId: class81, courseId: mathCourse }));
    expect(math.list.map((r) => r.lessonId).sort((a, b) => a - b)).toEqual([...mathLessons].sort((a, b) => a - b));
    const kw = expectOk(await upcoming('teacher', { classId: class81, keyword: '配方法' }));
    expect(kw.list.map((r) => r.title)).toEqual(['2.1 配方法']);
    const paged = expectOk(await upcoming('teacher', { classId: class81, pageSize: 2, page: 2 }));
    expect(paged.list).toHaveLength(2);
    expect(paged.total).toBe(expectOk(await upcoming('teacher', { classId: class81 })).total);
  });

  it('drops a lesson once released, unless it is planned for today or later', async () => {
    const [released, plannedAndReleased] = [mathLessons[6] ?? 0, mathLessons[1] ?? 0];
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: class82, lessonIds: [released, plannedAndReleased], action: 'release' },
        { json: true },
      ),
    );
    // 八年级2班: the lesson released and not planned is gone; nothing else changes for 八年级1班.
    const in82 = expectOk(await upcoming('teacher', { classId: class82 })).list.map((r) => r.lessonId);
    expect(in82).not.toContain(released);
    expect(expectOk(await upcoming('teacher', { classId: class81 })).list.map((r) => r.lessonId)).toContain(released);
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: class81, lessonIds: [plannedAndReleased], action: 'release' },
        { json: true },
      ),
    );
    const row = expectOk(await upcoming('teacher', { classId: class81 })).list.find(
      (r) => r.lessonId === plannedAndReleased,
    );
    expect(row).toMatchObject({ release: 'released', prep: { plannedOn: '2030-09-02' } });
  });
});

describe('polishing: the teacher\u2019s preparations', () => {
  it('lists its own preparations of its classes, newest change first, filtered and sorted', async () => {
    const all = expectOk(await myPreps('teacher'));
    expect(all.total).toBeGreaterThanOrEqual(4);
    const times = all.list.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.list.map((r) => r.classId))).toEqual(new Set([class81, class82]));
    const in82 = expectOk(await myPreps('teacher', { classId: class82 }));
    expect(in82.list.every((r) => r.className === '八年级2班')).toBe(true);
    const ready = expectOk(await myPreps('teacher', { state: 'ready' }));
    expect(ready.list.every((r) => r.state === 'ready')).toBe(true);
    const kw = expectOk(await myPreps('teacher', { keyword: '二次根式的乘除' }));
    expect(kw.list.map((r) => r.lessonId)).toEqual([mathLessons[1]]);
    expect(kw.list[0]).toMatchObject({ courseTitle: MATH_COURSE, revision: 2, exercises: expect.any(Number) });
    const byDay = expectOk(await myPreps('teacher', { sort: 'plannedOn' })).list.map((r) => r.plannedOn);
    const dated = byDay.filter((d) => d !== null);
    expect(dated).toEqual([...dated].sort());
    expect(byDay.slice(dated.length).every((d) => d === null)).toBe(true);
    // huangjie sees its own only.
    const theirs = expectOk(await myPreps('huangjie'));
    expect(theirs.list.map((r) => r.lessonId)).toEqual([mathLessons[1]]);
    expect(expectOk(await myPreps('chenjing')).total).toBe(0);
  });
});

describe('the admin\u2019s read-only view', () => {
  it('lists every teacher\u2019s preparation of a lesson and opens one', async () => {
    const data = expectOk(
      await f.get<LessonPreparations>('admin', L.getLessonPreparations.path, { lessonId: mathLessons[1] ?? 0 }),
    );
    expect(data.lesson).toMatchObject({ id: mathLessons[1], courseId: mathCourse, courseTitle: MATH_COURSE });
    expect(data.total).toBe(2);
    expect(data.list.map((r) => r.className)).toEqual(['八年级1班', '八年级1班']);
    const kw = expectOk(
      await f.get<LessonPreparations>('admin', L.getLessonPreparations.path, {
        lessonId: mathLessons[1] ?? 0,
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
      .where(inArray(lessonPreps.lessonId, [mathLessons[2] ?? 0]));
    const data = expectOk(
      await f.get<LessonPreparations>('admin', L.getLessonPreparations.path, { lessonId: mathLessons[2] ?? 0 }),
    );
    expect(data.total).toBe(rows.length);
  });
});
