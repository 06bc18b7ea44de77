import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AiCourseDetail,
  AiCourseRow,
  AiNextItem,
  AnswerAiItemResult,
  SubmissionInfo,
  WrongBook,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import {
  aiCourseItems,
  aiCourses,
  answers,
  classes,
  courses,
  knowledgePoints,
  lessons,
  questionKnowledgePoints,
  questions,
  studentKpStates,
  submissions,
  wrongQuestions,
} from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { clearClassWork, releaseToClass } from '../test-fixtures';
import { bookRecorder, settleBook } from '../wrong-book/recorder';
import { clearBook, lessonWith, newQuestion } from '../wrong-book/test-fixtures';
import { trace, update, DEFAULT_BKT_PARAMS } from './bkt';

const L = api.learning;

let f: SeededOrgFixture;
let class81 = 0;
let linaId = 0;
let kpA = 0;
let kpB = 0;
const questionsOf = new Map<number, number[]>();

async function point(name: string): Promise<number> {
  const [row] = await f.t.db
    .insert(knowledgePoints)
    .values({ brandId: f.qiming, subject: 'math', name, sort: 900 })
    .returning({ id: knowledgePoints.id });
  return row?.id ?? 0;
}

/** True/false questions of a point (answer: true), difficulties 1-5 then 3. */
async function judges(kp: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [q] = await f.t.db
      .insert(questions)
      .values({
        brandId: f.qiming,
        type: 'judge',
        subject: 'math',
        grade: 8,
        difficulty: i < 5 ? i + 1 : 3,
        stem: `<p>AI course ${kp} #${i}: 2 + 2 = 4</p>`,
        answer: { choices: [], judge: true, blanks: [], text: '' },
      })
      .returning({ id: questions.id });
    ids.push(q?.id ?? 0);
    await f.t.db.insert(questionKnowledgePoints).values({ questionId: q?.id ?? 0, knowledgePointId: kp });
  }
  questionsOf.set(kp, ids);
  return ids;
}

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  linaId = await f.userId('lina');
  await f.t.db.delete(submissions).where(eq(submissions.studentId, linaId));
  kpA = await point('Linear equations');
  kpB = await point('Fractions');
  const a = await judges(kpA, 8);
  const b = await judges(kpB, 8);
  // Lina's graded homework: one wrong answer on A; two right ones on B (B is the stronger).
  const [klass] = await f.t.db.select().from(classes).where(eq(classes.id, class81));
  const [lesson] = await f.t.db.select({ id: lessons.id }).from(lessons).limit(1);
  const at = new Date('2026-03-01T09:00:00Z');
  const [sub] = await f.t.db
    .insert(submissions)
    .values({
      studentId: linaId,
      classId: class81,
      schoolId: klass?.schoolId ?? 0,
      brandId: klass?.brandId ?? 0,
      lessonId: lesson?.id ?? 0,
      state: 'graded',
      score: 33,
      timeSpentMs: 60_000,
      startedAt: at,
      submittedAt: at,
      gradedAt: at,
      updatedAt: at,
    })
    .returning({ id: submissions.id });
  await f.t.db.insert(answers).values([
    { submissionId: sub?.id ?? 0, questionId: a[7] ?? 0, response: { judge: false }, outcome: 'wrong', credit: 0 },
    { submissionId: sub?.id ?? 0, questionId: b[6] ?? 0, response: { judge: true }, outcome: 'correct', credit: 1 },
    { submissionId: sub?.id ?? 0, questionId: b[7] ?? 0, response: { judge: true }, outcome: 'correct', credit: 1 },
  ]);
});
afterAll(() => f.t.close());

const create = (who: string, input: Record<string, unknown>) =>
  f.post<AiCourseRow>(who, L.createAiCourse.path, input as never, { json: true });
const next = (who: string, id: number) => f.get<AiNextItem>(who, L.getMyAiCourseItem.path, { id });
const answer = (who: string, input: Record<string, unknown>) =>
  f.post<AnswerAiItemResult>(who, L.answerAiCourseItem.path, input as never, { json: true });

describe('AI courses', () => {
  let course: AiCourseRow;

  it('a teacher of the student makes one from its weakest knowledge points, traced with BKT from its answers', async () => {
    course = expectOk(await create('teacher', { studentId: linaId, points: 2 }));
    expect(course.state).toBe('active');
    expect(course.subject).toBe('math');
    expect(course.points.map((p) => p.knowledgePointId)).toEqual([kpA, kpB]);
    expect(course.points[0]?.pKnown).toBeCloseTo(trace([false], DEFAULT_BKT_PARAMS), 4);
    expect(course.points[1]?.pKnown).toBeCloseTo(trace([true, true], DEFAULT_BKT_PARAMS), 4);
    expect(course.points[0]?.answers).toBe(1);
    const [row] = await f.t.db.select().from(aiCourses).where(eq(aiCourses.id, course.id));
    expect(row?.createdBy).toBe(await f.userId('teacher'));
    const audits = await f.audits('aiCourse.create');
    expect(audits.some((a) => a.targetId === course.id)).toBe(true);
  });

  it('shows the teacher why the first item was chosen', async () => {
    const detail = expectOk(await f.get<AiCourseDetail>('teacher', L.getAiCourse.path, { id: course.id }));
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({
      kind: 'question',
      state: 'pending',
      reason: {
        rule: 'lowest',
        knowledgePointId: kpA,
        knowledgePointName: 'Linear equations',
        answers: 1,
        difficulty: 1,
        targetDifficulty: 1,
      },
    });
    expect(detail.items[0]?.reason.pKnown).toBeCloseTo(trace([false], DEFAULT_BKT_PARAMS), 4);
    // the admins over the student read it too
    expectOk(await f.get('schooladmin', L.getAiCourse.path, { id: course.id }));
    expectOk(await f.get('brandadmin', L.getAiCourses.path, { studentId: linaId }));
  });

  it('refuses students outside the caller’s scope, and students without answers to build from', async () => {
    for (const who of ['chenjing', 'zhoulei', 'acme-teacher']) {
      expectError(await create(who, { studentId: linaId }), 404, 'Student not found');
      expectError(await f.get(who, L.getAiCourse.path, { id: course.id }), 404);
      expectError(await f.get(who, L.getAiCourses.path, { studentId: linaId }), 404);
    }
    expectError(await create('lina', { studentId: linaId }), 403);
    const before = await f.t.db.select().from(aiCourses);
    const other = (await f.classStudentIds(class81)).find((id) => id !== linaId) ?? 0;
    await f.t.db.delete(submissions).where(eq(submissions.studentId, other));
    await f.t.db.delete(studentKpStates).where(eq(studentKpStates.studentId, other));
    expectError(await create('teacher', { studentId: other }), 400, 'No knowledge point');
    expect(await f.t.db.select().from(aiCourses)).toHaveLength(before.length);
  });

  it('another student cannot read or answer the course', async () => {
    expectError(await next('student', course.id), 404);
    const item = expectOk(await next('lina', course.id)).item;
    expectError(await answer('student', { id: course.id, itemId: item?.id ?? 0, response: { judge: true } }), 404);
    const list = expectOk(await f.get<AiCourseRow[]>('student', L.getMyAiCourses.path));
    expect(list.some((c) => c.id === course.id)).toBe(false);
  });

  it('adapts: right answers on A raise P(known) until A is mastered, then the next item targets B; then it completes', async () => {
    expect(expectOk(await f.get<AiCourseRow[]>('lina', L.getMyAiCourses.path)).map((c) => c.id)).toContain(course.id);
    let current = expectOk(await next('lina', course.id));
    expect(current.item).toMatchObject({ kind: 'question', knowledgePointName: 'Linear equations' });
    // the question never carries its answer
    expect(JSON.stringify(current.item?.question)).not.toContain('"judge":true');
    let pA = trace([false], DEFAULT_BKT_PARAMS);
    const targets: string[] = [];
    for (let guard = 0; current.item && guard < 20; guard++) {
      targets.push(current.item.knowledgePointName);
      const res = expectOk(await answer('lina', { id: course.id, itemId: current.item.id, response: { judge: true } }));
      expect(res.answered.correct).toBe(true);
      if (current.item.knowledgePointName === 'Linear equations') {
        expect(res.answered.pKnownAfter).toBeCloseTo(update(pA, true, DEFAULT_BKT_PARAMS), 4);
        expect(res.answered.pKnownAfter ?? 0).toBeGreaterThan(res.answered.pKnownBefore ?? 1);
        pA = update(pA, true, DEFAULT_BKT_PARAMS);
      }
      current = res;
    }
    // A until mastered, then B until mastered, then nothing
    const firstB = targets.indexOf('Fractions');
    expect(firstB).toBeGreaterThan(0);
    expect(targets.slice(0, firstB).every((t) => t === 'Linear equations')).toBe(true);
    expect(targets.slice(firstB).every((t) => t === 'Fractions')).toBe(true);
    expect(current.item).toBeNull();
    expect(current.course.state).toBe('completed');
    expect(current.course.points.every((p) => p.mastered)).toBe(true);

    const detail = expectOk(await f.get<AiCourseDetail>('teacher', L.getAiCourse.path, { id: course.id }));
    expect(detail.items.every((i) => i.state === 'answered' && i.correct === true)).toBe(true);
    // harder questions as P(known) rises
    const difficulties = detail.items
      .filter((i) => i.reason.knowledgePointId === kpA)
      .map((i) => i.reason.difficulty ?? 0);
    expect(difficulties[difficulties.length - 1]).toBeGreaterThan(difficulties[0] ?? 0);
    // a completed course takes no more answers
    expectError(
      await answer('lina', { id: course.id, itemId: detail.items[0]?.id ?? 0, response: { judge: true } }),
      409,
    );
  });

  it('a wrong answer lowers P(known) and keeps the point; a stale item or a missing answer changes nothing', async () => {
    await f.t.db.delete(studentKpStates).where(inArray(studentKpStates.knowledgePointId, [kpA, kpB]));
    await f.t.db
      .insert(studentKpStates)
      .values({ studentId: linaId, knowledgePointId: kpA, ...DEFAULT_BKT_PARAMS, pKnown: 0.3, answers: 2 });
    const c = expectOk(await create('teacher', { studentId: linaId, points: 1 }));
    const first = expectOk(await next('lina', c.id)).item;
    expectError(await answer('lina', { id: c.id, itemId: first?.id ?? 0 }), 400, 'response');
    expectError(await answer('lina', { id: c.id, itemId: (first?.id ?? 0) + 999, response: { judge: true } }), 409);
    const items = await f.t.db.select().from(aiCourseItems).where(eq(aiCourseItems.aiCourseId, c.id));
    expect(items).toHaveLength(1);
    const res = expectOk(await answer('lina', { id: c.id, itemId: first?.id ?? 0, response: { judge: false } }));
    expect(res.answered).toMatchObject({ correct: false, outcome: 'wrong' });
    expect(res.answered.pKnownAfter).toBeCloseTo(update(0.3, false, DEFAULT_BKT_PARAMS), 4);
    expect(res.item?.knowledgePointName).toBe('Linear equations');
    expect(res.item?.id).not.toBe(first?.id);
  });
});

describe('AI courses like any lesson: the wrong-question book and hand-ins', () => {
  const book = async () =>
    expectOk(await f.get<WrongBook>('lina', api.review.getWrongBook.path, { state: 'all', pageSize: 100 })).list;
  const stateOf = async (kp: number) =>
    (
      await f.t.db
        .select()
        .from(studentKpStates)
        .where(and(eq(studentKpStates.studentId, linaId), eq(studentKpStates.knowledgePointId, kp)))
    )[0];
  /** A course on one point only (its P(known) set lowest of the student's), and its pending item. */
  async function courseOn(kp: number) {
    await f.t.db
      .insert(studentKpStates)
      .values({ studentId: linaId, knowledgePointId: kp, ...DEFAULT_BKT_PARAMS, pKnown: 0.0001, answers: 0 })
      .onConflictDoUpdate({
        target: [studentKpStates.studentId, studentKpStates.knowledgePointId],
        set: { pKnown: 0.0001 },
      });
    const c = expectOk(await create('teacher', { studentId: linaId, subject: 'math', points: 1 }));
    expect(c.points.map((p) => p.knowledgePointId)).toEqual([kp]);
    const item = expectOk(await next('lina', c.id)).item;
    expect(item?.kind).toBe('question');
    return { c, item: item as NonNullable<typeof item> };
  }

  it('a wrong answer enters the book from its AI course; a right one on another day counts; a deleted course leaves the entry', async () => {
    await clearBook(f.t.db, linaId);
    const kpC = await point('Percentages');
    const [only] = await judges(kpC, 1);
    const first = await courseOn(kpC);
    const wrong = expectOk(
      await answer('lina', { id: first.c.id, itemId: first.item.id, response: { judge: false }, tz: 'UTC' }),
    );
    expect(wrong.answered.outcome).toBe('wrong');
    let entry = (await book()).find((e) => e.questionId === only);
    expect(entry).toMatchObject({
      wrongCount: 1,
      correctCount: 0,
      wrongResponse: { judge: false },
      source: { kind: 'aiCourse', aiCourseId: first.c.id, submissionId: null, practiceId: null },
    });
    const [row] = await f.t.db
      .select()
      .from(wrongQuestions)
      .where(eq(wrongQuestions.questionId, only ?? 0));
    expect(row?.aiCourseItemId).toBe(first.item.id);

    // As if it had been answered right yesterday: today's right answer in another AI course is a second day.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await f.t.db
      .update(wrongQuestions)
      .set({ correctCount: 1, correctDays: 1, lastCorrectOn: yesterday })
      .where(eq(wrongQuestions.questionId, only ?? 0));
    const second = await courseOn(kpC);
    expect(second.item.question?.id).toBe(only);
    expectOk(await answer('lina', { id: second.c.id, itemId: second.item.id, response: { judge: true }, tz: 'UTC' }));
    entry = (await book()).find((e) => e.questionId === only);
    expect(entry).toMatchObject({ wrongCount: 1, correctCount: 2, correctDays: 2 });
    expect(entry?.masteredAt).not.toBeNull();
    // a right answer leaves where the wrong one was given
    expect(entry?.source).toMatchObject({ kind: 'aiCourse', aiCourseId: first.c.id });

    // The first course deleted (its course row: the AI course and its items go with it): the entry stays.
    await f.t.db.delete(courses).where(eq(courses.id, first.c.courseId));
    const [kept] = await f.t.db
      .select()
      .from(wrongQuestions)
      .where(eq(wrongQuestions.questionId, only ?? 0));
    expect(kept).toMatchObject({ aiCourseItemId: null, wrongCount: 1, correctCount: 2 });
    entry = (await book()).find((e) => e.questionId === only);
    expect(entry?.source).toEqual({
      kind: 'gone',
      submissionId: null,
      lessonId: null,
      title: null,
      practiceId: null,
      aiCourseId: null,
    });
  });

  it('a hand-in updates the existing P(known) of its questions’ points once; points without a state are seeded from it later, once', async () => {
    const kpD = await point('Ratios');
    const onA = await newQuestion(f.t.db, { points: [kpA] });
    const onD = await newQuestion(f.t.db, { points: [kpD] });
    const lessonId = await lessonWith(f.t.db, [onA, onD]);
    await releaseToClass(f, class81, [lessonId]);
    const before = await stateOf(kpA);
    expect(before).toBeDefined();
    expect(await stateOf(kpD)).toBeUndefined();
    expectOk(
      await f.post<SubmissionInfo>(
        'lina',
        L.submitLesson.path,
        {
          lessonId,
          submitKey: 'ai-course-hand-in-00001',
          answers: [
            { questionId: onA, response: { choices: ['B'] } },
            { questionId: onD, response: { choices: ['A'] } },
          ],
        } as never,
        { json: true },
      ),
    );
    await Promise.all([settleBook(f.t.db, linaId), settleBook(f.t.db)]);
    await bookRecorder(f.t.db).sweep();
    const after = await stateOf(kpA);
    expect(after?.pKnown).toBeCloseTo(update(before?.pKnown ?? 0, false, DEFAULT_BKT_PARAMS), 6);
    expect(after?.answers).toBe((before?.answers ?? 0) + 1);
    expect(await stateOf(kpD)).toBeUndefined();
    // the wrong answer is in the book too, from the lesson
    expect((await book()).find((e) => e.questionId === onA)?.source.kind).toBe('lesson');

    // A course made now seeds D from the hand-in (once) and leaves A's state as it is.
    expectOk(await create('teacher', { studentId: linaId, subject: 'math', points: 5 }));
    expect((await stateOf(kpA))?.pKnown).toBeCloseTo(after?.pKnown ?? 0, 6);
    expect((await stateOf(kpA))?.answers).toBe(after?.answers);
    const seeded = await stateOf(kpD);
    expect(seeded).toMatchObject({ answers: 1 });
    expect(seeded?.pKnown).toBeCloseTo(trace([true], DEFAULT_BKT_PARAMS), 6);
  });

  it('a hand-in not yet recorded is left out of a seed and counted by its recording', async () => {
    const kpE = await point('Angles');
    const first = await newQuestion(f.t.db, { points: [kpE] });
    const later = await newQuestion(f.t.db, { points: [kpE] });
    const lessons = [await lessonWith(f.t.db, [first]), await lessonWith(f.t.db, [later])];
    await releaseToClass(f, class81, lessons);
    const handIn = async (lessonId: number, questionId: number, n: number) =>
      expectOk(
        await f.post<SubmissionInfo>(
          'lina',
          L.submitLesson.path,
          {
            lessonId,
            submitKey: `ai-course-hand-in-0000${n}`,
            answers: [{ questionId, response: { choices: ['B'] } }],
          } as never,
          { json: true },
        ),
      );
    await handIn(lessons[0] ?? 0, first, 2);
    await settleBook(f.t.db, linaId);
    await handIn(lessons[1] ?? 0, later, 3);
    // As if the recorder had not got to the second hand-in yet.
    await settleBook(f.t.db, linaId);
    await f.t.db.delete(wrongQuestions).where(eq(wrongQuestions.questionId, later));
    await f.t.db
      .update(submissions)
      .set({ bookPending: true })
      .where(and(eq(submissions.studentId, linaId), eq(submissions.lessonId, lessons[1] ?? 0)));
    await f.t.db.delete(studentKpStates).where(eq(studentKpStates.knowledgePointId, kpE));
    expectOk(await create('teacher', { studentId: linaId, subject: 'math', points: 5 }));
    expect(await stateOf(kpE)).toMatchObject({ answers: 1 });
    expect((await stateOf(kpE))?.pKnown).toBeCloseTo(trace([false], DEFAULT_BKT_PARAMS), 6);
    await settleBook(f.t.db, linaId);
    expect(await stateOf(kpE)).toMatchObject({ answers: 2 });
    expect((await stateOf(kpE))?.pKnown).toBeCloseTo(trace([false, false], DEFAULT_BKT_PARAMS), 6);
    await bookRecorder(f.t.db).sweep();
    expect(await stateOf(kpE)).toMatchObject({ answers: 2 });
  });
});
