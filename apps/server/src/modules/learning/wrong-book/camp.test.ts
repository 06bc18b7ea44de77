/**
 * The training camp (README.md): what a set is built from and in which order, answering (graded at once, into
 * the book, once), finishing, the history, one set in progress at a time, nothing to practise, the scope and
 * bad input that writes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerPracticeResult, PracticeHistoryRow, PracticeSet, SubmissionInfo, WrongBook } from '@edu/shared';
import { api } from '@edu/shared/api';
import { practiceAnswers, practiceSets } from '../../../db/schema';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import { recordOutcomes } from './record';
import { clearBook, lessonWith, newPoint, newQuestion } from './test-fixtures';

const L = api.learning;
const R = api.review;

let f: SeededOrgFixture;
let student = 0;
let point = 0;
const q: Record<string, number> = {};

const start = (who: string, body: Record<string, unknown>) =>
  f.post<PracticeSet>(who, R.startPractice.path, body as never, { json: true });
const answer = (who: string, body: Record<string, unknown>) =>
  f.post<AnswerPracticeResult>(who, R.answerPractice.path, body as never, { json: true });
const finish = (who: string, practiceId: number) =>
  f.post<PracticeSet>(who, R.finishPractice.path, { practiceId }, { json: true });
const rows = async () => ({
  sets: (await f.t.db.select({ n: count() }).from(practiceSets))[0]?.n,
  answers: (await f.t.db.select({ n: count() }).from(practiceAnswers))[0]?.n,
});

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  student = await f.userId('student');
  for (const who of ['student', 'lina', 'sunyue']) await clearBook(f.t.db, await f.userId(who));
  point = await newPoint(f.t.db, { name: '训练营知识点' });
  // The book: `due` wrong now; `later` wrong then right (not due before tomorrow); `short` a short answer (the
  // camp leaves it to error correction). Unseen: `fresh` (the platform's) and `answered` (answered in a lesson);
  // `foreign` is another brand's, `written` has another point.
  for (const key of ['due', 'later', 'fresh', 'answered', 'written'] as const) {
    q[key] = await newQuestion(f.t.db, { points: key === 'written' ? [] : [point] });
  }
  q.short = await newQuestion(f.t.db, { type: 'short', points: [point] });
  q.foreign = await newQuestion(f.t.db, { brandId: await f.brandId('acme'), points: [point] });
  const at = new Date();
  const day = at.toISOString().slice(0, 10);
  const o = (questionId: number, outcome: 'wrong' | 'correct') => ({
    studentId: student,
    questionId,
    outcome,
    response: { choices: ['B'] },
    at,
    day,
    source: { errorCorrectionId: 1 },
  });
  await recordOutcomes(f.t.db, [o(q.due ?? 0, 'wrong'), o(q.later ?? 0, 'wrong'), o(q.later ?? 0, 'correct')]);
  await recordOutcomes(f.t.db, [o(q.short ?? 0, 'wrong')]);
  // `answered` is answered by the student in a lesson (right: it is not in its book).
  const lessonId = await lessonWith(f.t.db, [q.answered ?? 0]);
  const class81 = await f.classId('启明第一中学', '八年级1班');
  expectOk(
    await f.post(
      'teacher',
      L.setLessonRelease.path,
      { classId: class81, lessonIds: [lessonId], action: 'release' },
      { json: true },
    ),
  );
  expectOk(
    await f.post<SubmissionInfo>(
      'student',
      L.submitLesson.path,
      {
        lessonId,
        submitKey: 'camp-answered-0001',
        answers: [{ questionId: q.answered, response: { choices: ['A'] } }],
      } as never,
      { json: true },
    ),
  );
});
afterAll(() => f.t.close());

describe('a set', () => {
  let set: PracticeSet;

  it('is built from the due questions, then unseen ones of the same points, then the rest of the book', async () => {
    set = expectOk(await start('student', { knowledgePointIds: [point], size: 5 }));
    expect(set.items.map((i) => [i.questionId, i.source])).toEqual([
      [q.due, 'review'],
      [q.fresh, 'new'],
      [q.later, 'review'],
    ]);
    expect(set).toMatchObject({
      state: 'in_progress',
      subject: null,
      knowledgePoints: [{ id: point, name: '训练营知识点' }],
      total: 3,
      answered: 0,
      score: null,
    });
    // Nothing of an answer before one is given.
    expect(set.items.every((i) => i.result === null)).toBe(true);
    expect(JSON.stringify(set)).not.toMatch(/"choices":\["A"\]|解析/);
  });

  it('is one at a time: another start answers 409 with the set in progress', async () => {
    const before = await rows();
    const refused = await start('student', {});
    expect({ status: refused.status, data: refused.data }).toEqual({ status: 409, data: { practiceId: set.id } });
    expect(refused.msg).toMatch(/in progress/);
    expect(await rows()).toEqual(before);
    const open = expectOk(await f.get<PracticeSet | null>('student', R.getPractice.path));
    expect(open?.id).toBe(set.id);
  });

  it('grades an answer at once, records it in the book and answers once', async () => {
    const right = expectOk(
      await answer('student', {
        practiceId: set.id,
        questionId: q.due,
        response: { choices: ['A'] },
        tz: 'Asia/Shanghai',
      }),
    );
    expect(right).toMatchObject({
      outcome: 'correct',
      credit: 1,
      key: { choices: ['A'] },
      entry: { correctDays: 1, mastered: false },
      answered: 1,
      total: 3,
    });
    expect(right.analysisHtml).toMatch(/解析/);
    const twice = await answer('student', { practiceId: set.id, questionId: q.due, response: { choices: ['B'] } });
    expect(twice.status).toBe(409);
    expect(twice.msg).toMatch(/answered already/);

    // A wrong answer to an unseen question puts it into the book, from the camp.
    const wrong = expectOk(
      await answer('student', { practiceId: set.id, questionId: q.fresh, response: { choices: ['C'] } }),
    );
    expect(wrong).toMatchObject({ outcome: 'wrong', entry: { correctDays: 0, mastered: false }, answered: 2 });
    const book = expectOk(await f.get<WrongBook>('student', R.getWrongBook.path, { state: 'all' }));
    expect(book.list.find((e) => e.questionId === q.fresh)).toMatchObject({
      wrongResponse: { choices: ['C'] },
      submissionId: null,
      source: { kind: 'practice', practiceId: set.id },
    });

    // The set shows the answered items with their key and analysis.
    const now = expectOk(await f.get<PracticeSet>('student', R.getPractice.path, { id: set.id }));
    expect(now.items.map((i) => i.result?.outcome ?? null)).toEqual(['correct', 'wrong', null]);
    expect(now.items[0]?.result?.key.choices).toEqual(['A']);
  });

  it('refuses bad answers with 400 and writes nothing', async () => {
    const before = await rows();
    const bad = async (body: Record<string, unknown>, msg: RegExp) =>
      expectError(await answer('student', { practiceId: set.id, questionId: q.later, ...body }), 400, msg);
    await bad({ response: { choices: ['Z'] } }, /^response\.choices\.0: /);
    await bad({ response: { choices: ['A'] }, tz: 'Mars/Olympus' }, /^tz: must be an IANA time zone$/);
    await bad(
      { response: { choices: ['A'] }, questionId: q.written },
      new RegExp(`^questionId: question ${q.written} is not in this set$`),
    );
    await bad({ response: 'A' }, /^response: /);
    expect(await rows()).toEqual(before);
  });

  it('is the student’s own: another student finds none (404), other roles are refused (403)', async () => {
    const before = await rows();
    for (const who of ['lina', 'sunyue', 'olivia.brown']) {
      expectError(await f.get(who, R.getPractice.path, { id: set.id }), 404, /not found/);
      expectError(await answer(who, { practiceId: set.id, questionId: q.later, response: { choices: ['A'] } }), 404);
      expectError(await finish(who, set.id), 404);
      expect(expectOk(await f.get<PracticeSet | null>(who, R.getPractice.path))).toBeNull();
    }
    for (const who of ['teacher', 'admin', 'corrector']) {
      expectError(await start(who, {}), 403);
      expectError(await f.get(who, R.getPracticeHistory.path), 403);
    }
    expect(await rows()).toEqual(before);
  });

  it('finishes with the score of its answered items; unanswered ones stay unanswered; once', async () => {
    const done = expectOk(await finish('student', set.id));
    expect(done).toMatchObject({ state: 'finished', score: 50, answered: 2, correct: 1, total: 3 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.items[2]?.result).toBeNull();
    expect((await finish('student', set.id)).status).toBe(409);
    const late = await answer('student', { practiceId: set.id, questionId: q.later, response: { choices: ['A'] } });
    expect(late.status).toBe(409);
    expect(late.msg).toMatch(/finished/);
    expect(expectOk(await f.get<PracticeSet | null>('student', R.getPractice.path))).toBeNull();
  });

  it('lists the sets, newest first', async () => {
    const second = expectOk(await start('student', { size: 5 }));
    const history = expectOk(
      await f.get<{ list: PracticeHistoryRow[]; total: number }>('student', R.getPracticeHistory.path, {
        pageSize: 10,
      }),
    );
    expect(history.total).toBe(2);
    expect(history.list.map((s) => [s.id, s.state])).toEqual([
      [second.id, 'in_progress'],
      [set.id, 'finished'],
    ]);
    expect(history.list[1]).toMatchObject({ score: 50, answered: 2, correct: 1, total: 3 });
    expect(JSON.stringify(history)).not.toMatch(/"items"/);
    expect(expectOk(await f.get<{ total: number }>('lina', R.getPracticeHistory.path)).total).toBe(0);
  });
});

describe('starting', () => {
  it('has nothing to practise on an empty book (400), and writes nothing', async () => {
    const before = await rows();
    expectError(await start('lina', {}), 400, /^Nothing to practise/);
    expect(await rows()).toEqual(before);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = await rows();
    const acmePoint = await newPoint(f.t.db, { name: 'acme 的知识点', brandId: await f.brandId('acme') });
    expectError(await start('lina', { size: 3 }), 400, /^size: must be 5 to 30$/);
    expectError(await start('lina', { size: 31 }), 400, /^size: must be 5 to 30$/);
    expectError(await start('lina', { subject: 'alchemy' }), 400, /^subject: must be a subject code$/);
    expectError(await start('lina', { knowledgePointIds: 'x' }), 400, /^knowledgePointIds: must be a list of ids$/);
    expectError(
      await start('lina', { knowledgePointIds: [acmePoint] }),
      400,
      new RegExp(`^knowledgePointIds: knowledge point ${acmePoint} not found$`),
    );
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expectError(
      await start('lina', { knowledgePointIds: many }),
      400,
      /^knowledgePointIds: at most 20 knowledge points$/,
    );
    expect(await rows()).toEqual(before);
  });

  it('lets exactly one of two racing starts in', async () => {
    const sunyue = await f.userId('sunyue');
    const at = new Date();
    await recordOutcomes(f.t.db, [
      {
        studentId: sunyue,
        questionId: q.due ?? 0,
        outcome: 'wrong',
        response: {},
        at,
        day: at.toISOString().slice(0, 10),
        source: { errorCorrectionId: 1 },
      },
    ]);
    const replies = await Promise.all([start('sunyue', {}), start('sunyue', {})]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const open = await f.t.db
      .select({ id: practiceSets.id })
      .from(practiceSets)
      .where(eq(practiceSets.studentId, sunyue));
    expect(open).toHaveLength(1);
  });
});
