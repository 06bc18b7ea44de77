/**
 * The wrong-question book (README.md): what goes into it (hand-ins through the submit, a person's grades of
 * short answers), mastery on two different days, the list with its filters, sorts and tree, the printed sheet,
 * the scope (a student reads only its own book), bad input, and a school's move to another brand.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAnswer, SubmissionInfo, WrongBook, WrongBookGroups, WrongSheet } from '@edu/shared';
import { api } from '@edu/shared/api';
import { practiceSets, schools, wrongQuestions } from '../../../db/schema';
import { handedInWork } from '../../correction/test-fixtures';
import { expectError, expectOk, SeededOrgFixture } from '../../org/test-fixtures';
import {
  clearClassWork,
  exerciseKeys,
  mathLessonIds,
  releaseToClass,
  rightResponse,
  wrongResponse,
} from '../test-fixtures';
import { recordOutcomes } from './record';
import { clearBook, lessonWith, newPoint, newQuestion } from './test-fixtures';

const L = api.learning;
const R = api.review;

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
let student = 0;
let submitted = 0;

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  student = await f.userId('student');
  await clearClassWork(f.t.db, class81);
  for (const who of ['student', 'sunyue', 'lina', 'wanghao']) await clearBook(f.t.db, await f.userId(who));
});
afterAll(() => f.t.close());

const release = (lessonId: number) => releaseToClass(f, class81, [lessonId]);
const submit = async (lessonId: number, answers: { questionId: number; response: object }[], tz?: string) => {
  submitted += 1;
  return expectOk(
    await f.post<SubmissionInfo>(
      'student',
      L.submitLesson.path,
      { lessonId, submitKey: `wrong-book-${submitted}-0000`, answers, ...(tz ? { tz } : {}) } as never,
      { json: true },
    ),
  );
};
const book = async (who: string, q: Record<string, string | number> = {}) =>
  expectOk(await f.get<WrongBook>(who, R.getWrongBook.path, { state: 'all', pageSize: 100, ...q }));
const entry = async (who: string, questionId: number) =>
  (await book(who)).list.find((e) => e.questionId === questionId);

describe('recording', () => {
  let first = { id: 0, type: '', answer: {} as QuestionAnswer };

  it('a hand-in with wrong answers fills the book; right answers and short ones waiting do not', async () => {
    const [lessonId = 0] = await mathLessonIds(f.t.db);
    await release(lessonId);
    const keys = (await exerciseKeys(f.t.db, lessonId)).map((k) => ({ ...k, answer: k.answer as QuestionAnswer }));
    const gradable = keys.filter((k) => k.type !== 'short');
    const [wrongOne, ...rest] = gradable;
    if (!wrongOne || rest.length === 0) throw new Error('the lesson needs two gradable exercises');
    first = wrongOne;
    const given = wrongResponse(wrongOne.type, wrongOne.answer);
    await submit(lessonId, [
      { questionId: wrongOne.id, response: given },
      ...rest.map((k) => ({ questionId: k.id, response: rightResponse(k.type, k.answer) })),
      ...keys.filter((k) => k.type === 'short').map((k) => ({ questionId: k.id, response: { text: '因为' } })),
    ]);
    const page = await book('student');
    expect(page.list.map((e) => e.questionId)).toEqual([wrongOne.id]);
    const [e] = page.list;
    expect(e).toMatchObject({
      wrongResponse: given,
      wrongCount: 1,
      correctCount: 0,
      correctDays: 0,
      masteredAt: null,
      source: { kind: 'lesson', lessonId, practiceId: null },
      correction: null,
    });
    expect(e?.submissionId).toBe(e?.source.submissionId);
    expect(e?.source.title).toMatch(/\S/);
    // The right answer, the analysis and the question as the student saw it (math rendered by the server).
    expect(e?.key.choices.length || e?.key.blanks.length || e?.key.judge !== null).toBeTruthy();
    expect(e?.preview.stemHtml).toMatch(/\S/);
    expect(page.total).toBe(1);
  });

  it('counts right answers toward mastery once a day, and masters after two different days', async () => {
    // Three more lessons with the same question, answered right: two the same day, one on another day
    // (the student's time zone decides the day: UTC-11 and UTC+14 are always on different dates).
    const right = rightResponse(first.type, first.answer);
    const lessonsOf = [await lessonWith(f.t.db, [first.id]), await lessonWith(f.t.db, [first.id])];
    for (const lessonId of lessonsOf) {
      await release(lessonId);
      await submit(lessonId, [{ questionId: first.id, response: right }], 'Pacific/Pago_Pago');
    }
    const sameDay = await entry('student', first.id);
    expect(sameDay).toMatchObject({ correctCount: 2, correctDays: 1, masteredAt: null });
    // Not due again before the next day in the student's zone.
    expect(Date.parse(sameDay?.dueAt ?? '')).toBeGreaterThan(Date.now());

    const another = await lessonWith(f.t.db, [first.id]);
    await release(another);
    await submit(another, [{ questionId: first.id, response: right }], 'Pacific/Kiritimati');
    const mastered = await entry('student', first.id);
    expect(mastered).toMatchObject({ correctCount: 3, correctDays: 2 });
    expect(mastered?.masteredAt).not.toBeNull();
    // Mastered questions leave the default view (learning) and are found under mastered.
    expect((await book('student', { state: 'learning' })).list.map((x) => x.questionId)).not.toContain(first.id);
    expect((await book('student', { state: 'mastered' })).list.map((x) => x.questionId)).toContain(first.id);

    // Wrong again: back to learning, the days start over, the new answer replaces the old.
    const again = await lessonWith(f.t.db, [first.id]);
    await release(again);
    const wrongAgain = wrongResponse(first.type, first.answer);
    await submit(again, [{ questionId: first.id, response: wrongAgain }]);
    expect(await entry('student', first.id)).toMatchObject({
      wrongCount: 2,
      correctDays: 0,
      masteredAt: null,
      wrongResponse: wrongAgain,
      source: { lessonId: again },
    });
  });

  it('a short answer graded by a person below full points enters the book; full points do not', async () => {
    const wanghao = await f.userId('wanghao');
    const work = await handedInWork(f.t, { studentId: wanghao, classId: class82, shorts: 2, blanks: 1 });
    const [half = 0, full = 0] = work.shortIds;
    expectOk(
      await f.post(
        'corrector',
        api.correction.holdCorrection.path,
        { submissionId: work.submissionId },
        { json: true },
      ),
    );
    const save = (version: number, points: [number, number]) =>
      f.post(
        'corrector',
        api.correction.saveCorrection.path,
        {
          submissionId: work.submissionId,
          version,
          answers: [
            { questionId: half, points: points[0] },
            { questionId: full, points: points[1] },
          ],
        } as never,
        { json: true },
      );
    expectOk(await save(0, [5, 10]));
    const after = await book('wanghao');
    expect(after.list.map((e) => e.questionId)).toEqual([half]);
    expect(after.list[0]).toMatchObject({
      wrongResponse: { text: '因为两边相等 0' },
      source: { kind: 'lesson', submissionId: work.submissionId },
    });
    // A re-grade judges the same answer again: it is not counted as another one.
    expectOk(await save(1, [0, 10]));
    expect((await entry('wanghao', half))?.wrongCount).toBe(1);
  });
});

describe('the list, its tree and its sheet', () => {
  const q: Record<string, number> = {};
  let point = 0;

  beforeAll(async () => {
    await clearBook(f.t.db, student);
    point = await newPoint(f.t.db, { name: '电路', subject: 'physics' });
    q.volt = await newQuestion(f.t.db, { subject: 'physics', points: [point], stem: '<p>串联电路的电压 $U$</p>' });
    q.amp = await newQuestion(f.t.db, { subject: 'physics', points: [point] });
    q.plain = await newQuestion(f.t.db, { subject: 'physics' });
    q.math = await newQuestion(f.t.db, { type: 'blank' });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const wrong = (questionId: number, days: number) => ({
      studentId: student,
      questionId,
      outcome: 'wrong' as const,
      response: { choices: ['B'] },
      at: at(days),
      day: at(days).toISOString().slice(0, 10),
      source: { errorCorrectionId: 1 },
    });
    const right = (questionId: number, days: number) => ({ ...wrong(questionId, days), outcome: 'correct' as const });
    // volt: wrong twice; amp: wrong, then right on two days (mastered); plain: wrong most lately; math: wrong once.
    await recordOutcomes(f.t.db, [
      wrong(q.volt ?? 0, 9),
      wrong(q.amp ?? 0, 8),
      wrong(q.math ?? 0, 7),
      wrong(q.volt ?? 0, 6),
      right(q.amp ?? 0, 5),
      right(q.amp ?? 0, 4),
      wrong(q.plain ?? 0, 1),
    ]);
  });

  it('filters by subject, knowledge point, state and keyword', async () => {
    const ids = async (filter: Record<string, string | number>) =>
      (await book('student', filter)).list.map((e) => e.questionId);
    expect(await ids({ state: 'learning' })).toEqual([q.plain, q.volt, q.math]);
    expect(await ids({ state: 'mastered' })).toEqual([q.amp]);
    expect(await ids({ subject: 'physics' })).toEqual([q.plain, q.volt, q.amp]);
    expect(await ids({ knowledgePointId: point })).toEqual([q.volt, q.amp]);
    expect(await ids({ knowledgePointId: point, state: 'learning' })).toEqual([q.volt]);
    expect(await ids({ keyword: '串联' })).toEqual([q.volt]);
    expect(await ids({ keyword: '没有这个词' })).toEqual([]);
    // Without a state: the questions still learnt.
    expect((await f.get<WrongBook>('student', R.getWrongBook.path, {})).data.total).toBe(3);
  });

  it('sorts by the latest wrong answer, by how often wrong, and by when due; pages', async () => {
    const ids = async (sort: string) => (await book('student', { sort })).list.map((e) => e.questionId);
    expect(await ids('latestWrong')).toEqual([q.plain, q.volt, q.math, q.amp]);
    expect((await ids('mostWrong'))[0]).toBe(q.volt);
    // Due: the questions still learnt, soonest due first (each due since its latest wrong answer), then mastered.
    expect(await ids('due')).toEqual([q.math, q.volt, q.plain, q.amp]);
    const second = await book('student', { pageSize: 1, page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 1 });
    expect(second.list.map((e) => e.questionId)).toEqual([q.volt]);
  });

  it('groups the book by subject and knowledge point', async () => {
    const groups = expectOk(await f.get<WrongBookGroups>('student', R.getWrongBookGroups.path));
    expect(groups.total).toEqual({ learning: 3, mastered: 1 });
    const physics = groups.subjects.find((s) => s.subject === 'physics');
    expect(physics).toEqual({
      subject: 'physics',
      learning: 2,
      mastered: 1,
      points: [{ id: point, name: '电路', learning: 1, mastered: 1 }],
      unlinked: { learning: 1, mastered: 0 },
    });
    expect(groups.subjects.find((s) => s.subject === 'math')).toMatchObject({ learning: 1, mastered: 0 });
  });

  it('prints a sheet of the filter or of ids: questions without answers, then the key', async () => {
    const sheet = expectOk(await f.get<WrongSheet>('student', R.getWrongSheet.path, { subject: 'physics' }));
    expect(sheet.filter).toMatchObject({ subject: 'physics', state: 'learning', byIds: false });
    expect(sheet.studentName).toMatch(/\S/);
    expect(sheet.questions.map((x) => [x.number, x.questionId])).toEqual([
      [1, q.plain],
      [2, q.volt],
    ]);
    expect(sheet.total).toBe(2);
    // The questions part carries no answer; the key part does.
    expect(JSON.stringify(sheet.questions)).not.toMatch(/"choices"|"accepted"|解析/);
    expect(sheet.key.map((k) => [k.number, k.key.choices])).toEqual([
      [1, ['A']],
      [2, ['A']],
    ]);
    expect(sheet.key[0]?.analysisHtml).toMatch(/解析/);

    const chosen = expectOk(
      await f.get<WrongSheet>('student', R.getWrongSheet.path, { ids: `${q.math},${q.amp},999999` }),
    );
    expect(chosen.filter.byIds).toBe(true);
    expect(chosen.questions.map((x) => x.questionId)).toEqual([q.math, q.amp]);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expectError(await f.get('student', R.getWrongSheet.path, { ids: tooMany }), 400, /^ids: at most 50 questions$/);
  });

  it('shows a student only its own book', async () => {
    // Another student of the brand, and a classmate: none of the demo student's questions.
    for (const who of ['sunyue', 'lina']) {
      expect((await book(who)).list).toEqual([]);
      const sheet = expectOk(await f.get<WrongSheet>(who, R.getWrongSheet.path, { ids: `${q.volt},${q.amp}` }));
      expect(sheet.questions).toEqual([]);
      expect(expectOk(await f.get<WrongBookGroups>(who, R.getWrongBookGroups.path)).subjects).toEqual([]);
    }
    // Every other role: 403 from the table.
    for (const who of ['teacher', 'admin', 'corrector', 'dl', 'schooladmin']) {
      expectError(await f.get(who, R.getWrongBook.path), 403);
      expectError(await f.get(who, R.getWrongSheet.path), 403);
    }
    expectError(await f.get(null, R.getWrongBook.path), 401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad = async (url: string, params: Record<string, string>, msg: RegExp) =>
      expectError(await f.get('student', url, params), 400, msg);
    await bad(R.getWrongBook.path, { state: 'forgotten' }, /^state: must be learning, mastered or all$/);
    await bad(R.getWrongBook.path, { sort: 'random' }, /^sort: must be latestWrong, mostWrong or due$/);
    await bad(R.getWrongBook.path, { subject: 'magic' }, /^subject: must be a subject code$/);
    await bad(R.getWrongBook.path, { knowledgePointId: 'x1' }, /^knowledgePointId: /);
    await bad(R.getWrongBook.path, { pageSize: '1000' }, /^pageSize: /);
    await bad(R.getWrongBook.path, { keyword: 'a\u0000' }, /^keyword: /);
    await bad(R.getWrongSheet.path, { ids: 'one,two' }, /^ids: must be a list of ids$/);
  });
});

describe('a school moved to another brand', () => {
  it('takes its students’ books and training camp sets with it', async () => {
    const sunyue = await f.userId('sunyue');
    const questionId = await newQuestion(f.t.db);
    const at = new Date();
    await recordOutcomes(f.t.db, [
      {
        studentId: sunyue,
        questionId,
        outcome: 'wrong',
        response: {},
        at,
        day: at.toISOString().slice(0, 10),
        source: { errorCorrectionId: 1 },
      },
    ]);
    await f.t.db
      .insert(practiceSets)
      .values({ studentId: sunyue, brandId: f.qiming, items: [{ questionId, source: 'review' }] });
    expectOk(await f.post('admin', api.org.bindBrandSchools.path, { brandId: f.acme, schoolIds: [f.riverside] }, {}));
    const [moved] = await f.t.db
      .select({ brandId: wrongQuestions.brandId })
      .from(wrongQuestions)
      .where(and(eq(wrongQuestions.studentId, sunyue), eq(wrongQuestions.questionId, questionId)));
    expect(moved?.brandId).toBe(f.acme);
    const sets = await f.t.db
      .select({ brandId: practiceSets.brandId })
      .from(practiceSets)
      .where(eq(practiceSets.studentId, sunyue));
    expect(sets.map((s) => s.brandId)).toEqual([f.acme]);
    // Back, so that nothing else in this file depends on the move.
    expectOk(await f.post('admin', api.org.bindBrandSchools.path, { brandId: f.qiming, schoolIds: [f.riverside] }, {}));
    const [school] = await f.t.db.select({ brandId: schools.brandId }).from(schools).where(eq(schools.id, f.riverside));
    expect(school?.brandId).toBe(f.qiming);
  });
});
