import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@edu/shared/api';
import { lessons, questions } from '../../../db/schema';
import { expectError, expectOk } from '../../org/test-fixtures';
import { MATH_COURSE, PrepFixture } from './test-fixtures';

// Preparing a lesson: the seeded preparation, the first save and every later one, and who may do it with what.
// The preparation's history is in revisions.test.ts, the lists that show preparations in lists.test.ts.

const L = api.learning;

let f: PrepFixture;
/** a question of another brand's bank */
let acmeQuestion = 0;

beforeAll(async () => {
  f = await (await PrepFixture.open()).load();
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
});
afterAll(() => f.t.close());

describe('the seeded preparation', () => {
  it('gives the demo teacher the first math lesson of 八年级1班 prepared in two revisions, nothing released', async () => {
    const data = expectOk(await f.page('teacher', f.class81, f.mathLessons[0] ?? 0));
    expect(data).toMatchObject({ classId: f.class81, className: '八年级1班', grade: 8 });
    expect(data.release).toEqual({ state: 'locked', unlockAt: null });
    expect(data.lesson.exercises.every((q) => q.inLesson)).toBe(true);
    expect(data.prep).toMatchObject({ revision: 2, state: 'ready' });
    expect(data.prep?.plannedOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(data.prep?.notes).toContain('$\\sqrt{a^2}=|a|$');
    // One exercise picked from the bank, then the lesson's own in reverse order.
    expect(data.prep?.questions.map((q) => q.inLesson)).toEqual([false, true, true, true]);
    expect(data.prep?.questions[0]?.stemText).toBeTruthy();
    const list = expectOk(await f.revisions('teacher', data.prep?.id ?? 0));
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
    const data = expectOk(await f.page('teacher', f.class81, f.mathLessons[1] ?? 0));
    expect(data.prep).toBeNull();
    expect(data.lesson.html).toContain('katex');
    expect(data.lesson.exercises.map((q) => q.id)).toEqual(await f.exercisesOf(f.mathLessons[1] ?? 0));
    expect(data.lesson).toMatchObject({ courseId: f.mathCourse, courseTitle: MATH_COURSE });
  });

  it('creates the preparation on the first save: revision 1, audited in the same transaction', async () => {
    const before = await f.written();
    const own = await f.exercisesOf(f.mathLessons[1] ?? 0);
    const saved = expectOk(
      await f.save('teacher', {
        classId: f.class81,
        lessonId: f.mathLessons[1],
        notes: 'Warm up with $\\sqrt{2}\\cdot\\sqrt{8}$.\r\nThen the textbook.  \n',
        questionIds: own,
        baseRevision: 0,
      }),
    );
    expect(saved.changed).toBe(true);
    prepId = saved.prep.id;
    expect(saved.prep).toMatchObject({
      classId: f.class81,
      lessonId: f.mathLessons[1],
      revision: 1,
      state: 'draft',
      plannedOn: null,
      // Line ends made \n, trailing blanks dropped.
      notes: 'Warm up with $\\sqrt{2}\\cdot\\sqrt{8}$.\nThen the textbook.',
      questionIds: own,
    });
    expect(await f.written()).toEqual({
      preps: before.preps + 1,
      revisions: before.revisions + 1,
      audits: before.audits + 1,
    });
    const [audit] = await f.audits('lessonPrep.create');
    expect(audit).toMatchObject({ targetType: 'lessonPrep', targetId: prepId, schoolId: f.no1, brandId: f.qiming });
    expect(audit?.after).toMatchObject({ revision: 1, lessonId: f.mathLessons[1], questionIds: own });
  });

  it('makes every changing save a revision: exercises from the bank, reordered, a planned day, ready', async () => {
    const own = await f.exercisesOf(f.mathLessons[1] ?? 0);
    const questionIds = [f.bankQuestion, ...[...own].reverse()];
    const saved = expectOk(
      await f.save('teacher', {
        classId: f.class81,
        lessonId: f.mathLessons[1],
        notes: 'Warm up.\nThen the textbook.\nHomework: the last one.',
        questionIds,
        plannedOn: '2030-09-02',
        state: 'ready',
        baseRevision: 1,
      }),
    );
    expect(saved).toMatchObject({ changed: true, prep: { id: prepId, revision: 2, state: 'ready' } });
    expect(saved.prep.questions.map((q) => [q.id, q.inLesson])).toEqual(
      questionIds.map((id) => [id, id !== f.bankQuestion]),
    );
    const [audit] = await f.audits('lessonPrep.save');
    expect(audit?.before).toMatchObject({ revision: 1, state: 'draft' });
    expect(audit?.after).toMatchObject({ revision: 2, state: 'ready', plannedOn: '2030-09-02' });
  });

  it('writes nothing for a save that changes nothing (a double click, a retry)', async () => {
    const before = await f.written();
    const current = expectOk(await f.page('teacher', f.class81, f.mathLessons[1] ?? 0)).prep;
    const again = expectOk(
      await f.save('teacher', {
        classId: f.class81,
        lessonId: f.mathLessons[1],
        notes: current?.notes,
        questionIds: current?.questionIds,
        plannedOn: current?.plannedOn,
        state: current?.state,
        baseRevision: 1,
      }),
    );
    expect(again).toMatchObject({ changed: false, prep: { revision: 2 } });
    expect(await f.written()).toEqual(before);
  });

  it('refuses a save based on an older revision (another tab saved since) with 409, writing nothing', async () => {
    const before = await f.written();
    const res = await f.save('teacher', {
      classId: f.class81,
      lessonId: f.mathLessons[1],
      notes: 'stale',
      baseRevision: 1,
    });
    expectError(res, 409, /changed elsewhere/);
    expect(await f.written()).toEqual(before);
  });

  it('keeps each teacher its own copy: another teacher of the class prepares apart and cannot reach it', async () => {
    // huangjie also teaches 八年级1班.
    expect(expectOk(await f.page('huangjie', f.class81, f.mathLessons[1] ?? 0)).prep).toBeNull();
    const theirs = expectOk(
      await f.save('huangjie', { classId: f.class81, lessonId: f.mathLessons[1], notes: 'Mine', questionIds: [] }),
    );
    expect(theirs.prep.id).not.toBe(prepId);
    expect(expectOk(await f.page('teacher', f.class81, f.mathLessons[1] ?? 0)).prep?.notes).not.toBe('Mine');
    expectError(await f.revisions('huangjie', prepId), 404, 'Preparation not found');
    expectError(await f.restore('huangjie', prepId, 1), 404);
    expectError(await f.get('huangjie', L.getPrepRevision.path, { prepId, revision: 1 }), 404, 'Preparation not found');
  });
});

describe('scope and roles', () => {
  it('refuses classes the teacher does not teach with 404, and writes nothing', async () => {
    const before = await f.written();
    // 九年级1班 is huangjie's alone; riverside is another school; acme another brand.
    for (const classId of [f.class91, f.riversideClass, 999_999]) {
      expectError(await f.page('teacher', classId, f.mathLessons[0] ?? 0), 404, 'Class not found');
      expectError(await f.save('teacher', { classId, lessonId: f.mathLessons[0], notes: 'x' }), 404, 'Class not found');
      expectError(await f.upcoming('teacher', { classId }), 404, 'Class not found');
    }
    expectError(await f.save('acme-teacher', { classId: f.class81, lessonId: f.mathLessons[0], notes: 'x' }), 404);
    expectError(await f.save('chenjing', { classId: f.class81, lessonId: f.mathLessons[0], notes: 'x' }), 404);
    expect(await f.written()).toEqual(before);
  });

  it('refuses lessons the teacher cannot read (another brand, unpublished, unknown) with 404', async () => {
    const before = await f.written();
    const [draft] = await f.t.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.published, false)).limit(1);
    for (const lessonId of [f.acmeLesson, draft?.id ?? 999_998, 999_997]) {
      expectError(await f.page('teacher', f.class81, lessonId), 404, 'Lesson not found');
      expectError(await f.save('teacher', { classId: f.class81, lessonId, notes: 'x' }), 404, 'Lesson not found');
    }
    expect(await f.written()).toEqual(before);
  });

  it('is the teachers\u2019 only; the admin alone reads every preparation of a lesson', async () => {
    for (const who of ['student', 'schooladmin', 'admin', 'brandadmin', 'dl', 'corrector']) {
      expectError(await f.page(who, f.class81, f.mathLessons[0] ?? 0), 403);
      expectError(await f.save(who, { classId: f.class81, lessonId: f.mathLessons[0] }), 403);
      expectError(await f.myPreps(who), 403);
    }
    for (const who of ['teacher', 'brandadmin', 'schooladmin', 'student']) {
      expectError(await f.get(who, L.getLessonPreparations.path, { lessonId: f.mathLessons[0] ?? 0 }), 403);
      expectError(await f.get(who, L.getPreparationDetail.path, { id: 1 }), 403);
    }
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await f.written();
    const lessonId = f.mathLessons[5];
    const base = { classId: f.class81, lessonId };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, notes: 'x'.repeat(10_001) }, /notes: at most 10000 characters/],
      [{ ...base, questionIds: [f.bankQuestion, f.bankQuestion] }, /questionIds: must not repeat a question/],
      [{ ...base, questionIds: 'x' }, /questionIds/],
      [{ ...base, questionIds: [0] }, /questionIds/],
      [{ ...base, questionIds: Array.from({ length: 101 }, (_, i) => i + 1) }, /at most 100 questions/],
      [{ ...base, questionIds: [999_999] }, /questionIds: not in the question bank: 999999/],
      [
        { ...base, questionIds: [f.bankQuestion, acmeQuestion] },
        new RegExp(`not in the question bank: ${acmeQuestion}`),
      ],
      [{ ...base, plannedOn: '2031-02-30' }, /plannedOn: must be a date/],
      [{ ...base, plannedOn: 'tomorrow' }, /plannedOn: must be a date/],
      [{ ...base, plannedOn: '1999-12-31' }, /plannedOn: must be a date/],
      [{ ...base, state: 'done' }, /state: must be draft or ready/],
      [{ ...base, classId: 'abc' }, /classId/],
      [{ classId: f.class81 }, /lessonId/],
      [{ ...base, baseRevision: -1 }, /baseRevision/],
    ];
    for (const [body, msg] of cases) expectError(await f.save('teacher', body), 400, msg);
    expectError(await f.get('teacher', L.getPreparationList.path, { sort: 'title' }), 400, /sort/);
    expectError(await f.get('teacher', L.getUpcomingLessons.path, { classId: f.class81, prep: 'maybe' }), 400, /prep/);
    expectError(await f.restore('teacher', 1, 0), 400, /revision/);
    expect(await f.written()).toEqual(before);
  });

  it('speaks the caller\u2019s language in refusals', async () => {
    const session = await f.as('teacher');
    const res = await f.t.app.inject({
      method: 'POST',
      url: L.savePreparation.path,
      headers: { ...session.headers, 'accept-language': 'zh-CN' },
      payload: { classId: f.class81, lessonId: f.mathLessons[5], state: 'done' },
    });
    expect(res.json<{ msg: string }>().msg).toBe('state: 必须是 draft 或 ready');
  });
});
