/**
 * The data screen's learning figures against a fixture worked out by hand: hand-ins of one Wednesday in
 * 2031 (far from the demo data's dates) around the day and week bounds of two time zones, graded, partly
 * right and pending answers to questions of two subjects and three knowledge points, a live session with
 * presence on both sides of the timeout, and work of another school that must not count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataScreen } from '@edu/shared';
import {
  answers,
  classes,
  classSessionPresence,
  classSessions,
  knowledgePoints,
  questionKnowledgePoints,
  questions,
  submissions,
} from '../../../db/schema';
import { mathLessonIds } from '../../learning/test-fixtures';
import { expectOk, SeededOrgFixture } from '../test-fixtures';
import { getDataScreen } from './service';

const NOW = new Date('2031-03-12T10:00:00Z'); // a Wednesday: 18:00 in Shanghai
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (ms: number) => new Date(NOW.getTime() - ms);

let f: SeededOrgFixture;
let math1 = 0;
let math2 = 0;
let physics = 0;
let pointA = 0;
let pointB = 0;
let pointC = 0;
let sessionId = 0;

type Outcome = 'correct' | 'partial' | 'wrong' | 'pending';

async function work(
  student: string,
  classId: number,
  lessonId: number,
  submittedAt: Date | null,
  given: [number, Outcome][],
  answeredAt = submittedAt ?? NOW,
) {
  const [klass] = await f.t.db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, classId));
  if (!klass) throw new Error('no class');
  const [row] = await f.t.db
    .insert(submissions)
    .values({
      studentId: await f.userId(student),
      classId,
      schoolId: klass.schoolId,
      brandId: f.qiming,
      lessonId,
      state: submittedAt === null ? 'in_progress' : given.some(([, o]) => o === 'pending') ? 'submitted' : 'graded',
      startedAt: at(3 * 24 * HOUR),
      submittedAt,
      updatedAt: answeredAt,
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error('no submission');
  await f.t.db.insert(answers).values(
    given.map(([questionId, outcome]) => ({
      submissionId: row.id,
      questionId,
      response: { choices: ['A'] },
      outcome,
      credit: outcome === 'correct' ? 1 : outcome === 'partial' ? 0.5 : 0,
      updatedAt: answeredAt,
    })),
  );
}

let class91 = 0;
let class71 = 0;

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class91 = await f.classId('启明第一中学', '九年级1班');
  class71 = await f.classId('启明第一中学', '七年级1班');
  const riverside91 = await f.classId('滨江双语学校', '九年级1班');
  const [l1, l2] = await mathLessonIds(f.t.db);
  if (!l1 || !l2) throw new Error('no lessons');

  const question = async (subject: string, stem: string) => {
    const [q] = await f.t.db
      .insert(questions)
      .values({
        type: 'single',
        subject,
        grade: 9,
        stem,
        options: ['1', '2'],
        answer: { choices: ['A'], judge: null, blanks: [], text: '' },
      })
      .returning({ id: questions.id });
    if (!q) throw new Error('no question');
    return q.id;
  };
  math1 = await question('math', 'DS 数学一');
  math2 = await question('math', 'DS 数学二');
  physics = await question('physics', 'DS 物理');
  const point = async (subject: string, name: string) => {
    const [p] = await f.t.db.insert(knowledgePoints).values({ subject, name }).returning({ id: knowledgePoints.id });
    if (!p) throw new Error('no point');
    return p.id;
  };
  pointA = await point('math', 'DS 甲 一元二次方程');
  pointB = await point('math', 'DS 乙 配方法');
  pointC = await point('physics', 'DS 丙 浮力');
  await f.t.db.insert(questionKnowledgePoints).values([
    { questionId: math1, knowledgePointId: pointA },
    { questionId: math2, knowledgePointId: pointA },
    { questionId: math2, knowledgePointId: pointB },
    { questionId: physics, knowledgePointId: pointC },
  ]);

  // Today in Shanghai and in UTC: graded; handed in with a short answer waiting (pending: left out).
  await work('hanxue', class91, l1, at(HOUR), [
    [math1, 'correct'],
    [math2, 'wrong'],
    [physics, 'correct'],
  ]);
  await work('tanghaoran', class91, l1, at(2 * HOUR), [
    [math1, 'partial'],
    [math2, 'correct'],
    [physics, 'pending'],
  ]);
  // Yesterday (Tuesday), this week.
  await work('hanxue', class91, l2, at(24 * HOUR), [
    [math1, 'wrong'],
    [math2, 'wrong'],
    [physics, 'wrong'],
  ]);
  // Sunday: last week in both zones.
  await work('zhaozihan', class71, l1, at(3 * 24 * HOUR), [[math1, 'wrong']]);
  // 00:30 in Shanghai today, still yesterday (16:30) in UTC.
  await work('qianyutong', class71, l2, new Date('2031-03-11T16:30:00Z'), [[physics, 'correct']]);
  // In progress: no hand-in; its answers were given 5 minutes ago, during the live session below.
  await work(
    'caoyuxin',
    class91,
    l1,
    null,
    [
      [math1, 'wrong'],
      [math2, 'correct'],
    ],
    at(5 * MIN),
  );
  // Another school's hand-in today.
  await work('sunyue', riverside91, l1, at(HOUR), [
    [math1, 'wrong'],
    [math2, 'wrong'],
  ]);

  // 九年级1班's live session on the first lesson, 20 minutes old: two students seen within the timeout, one
  // 60 s ago (offline); an ended session of 七年级1班 and a live one of the other school do not count.
  const teacher = await f.userId('huangjie');
  const [live] = await f.t.db
    .insert(classSessions)
    .values({
      brandId: f.qiming,
      schoolId: f.no1,
      classId: class91,
      lessonId: l1,
      teacherId: teacher,
      startedAt: at(20 * MIN),
    })
    .returning({ id: classSessions.id });
  if (!live) throw new Error('no session');
  sessionId = live.id;
  await f.t.db.insert(classSessions).values({
    brandId: f.qiming,
    schoolId: f.no1,
    classId: class71,
    lessonId: l1,
    teacherId: teacher,
    state: 'ended',
    startedAt: at(3 * HOUR),
    endedAt: at(2 * HOUR),
  });
  await f.t.db.insert(classSessions).values({
    brandId: f.qiming,
    schoolId: f.riverside,
    classId: riverside91,
    lessonId: l1,
    teacherId: await f.userId('chenjing'),
    startedAt: at(10 * MIN),
  });
  await f.t.db.insert(classSessionPresence).values([
    { sessionId, studentId: await f.userId('hanxue'), joinedAt: at(15 * MIN), lastSeenAt: at(10_000) },
    { sessionId, studentId: await f.userId('tanghaoran'), joinedAt: at(15 * MIN), lastSeenAt: at(29_000) },
    { sessionId, studentId: await f.userId('dengbowen'), joinedAt: at(15 * MIN), lastSeenAt: at(60_000) },
  ]);
});
afterAll(() => f.t.close());

async function screen(tz: string): Promise<DataScreen> {
  const scope = { kind: 'school', brandId: f.qiming, schoolId: f.no1 } as const;
  return getDataScreen(f.t.db, scope, { schoolId: f.no1, tz }, NOW);
}

describe('the learning figures', () => {
  it("count today's hand-ins, accuracy by subject, the live session and this week's most missed points (Shanghai)", async () => {
    const { learning } = await screen('Asia/Shanghai');
    expect(learning).toMatchObject({ today: '2031-03-12', weekStart: '2031-03-10' });
    // hanxue and tanghaoran at 17:00 and 16:00, qianyutong at 00:30.
    expect(learning.handInsToday).toBe(3);
    expect(learning.studentsToday).toBe(3);
    expect(learning.accuracyBySubject).toEqual([
      // today: correct, wrong, partial, correct; the week adds two wrong.
      { subject: 'math', today: { answered: 4, correct: 2 }, week: { answered: 6, correct: 2 } },
      // today: correct (hanxue), correct (qianyutong), the pending one left out; the week adds one wrong.
      { subject: 'physics', today: { answered: 2, correct: 2 }, week: { answered: 3, correct: 2 } },
    ]);
    expect(learning.missedPoints).toEqual([
      // math1 and math2, each answered three times this week with two not right.
      { id: pointA, name: 'DS 甲 一元二次方程', subject: 'math', attempts: 6, missed: 4 },
      { id: pointB, name: 'DS 乙 配方法', subject: 'math', attempts: 3, missed: 2 },
      { id: pointC, name: 'DS 丙 浮力', subject: 'physics', attempts: 3, missed: 1 },
    ]);
    expect(learning.liveSessionCount).toBe(1);
    expect(learning.onlineNow).toBe(2);
    expect(learning.liveSessions).toEqual([
      {
        id: sessionId,
        className: '九年级1班',
        grade: 9,
        lessonTitle: expect.any(String),
        teacherName: '黄杰',
        startedAt: at(20 * MIN).toISOString(),
        online: 2,
        students: 4,
        // caoyuxin's two answers of 5 minutes ago; the hand-ins' answers are older than the session.
        answers: { answered: 2, correct: 1 },
      },
    ]);
  });

  it('take the day and the week in the screen’s zone (UTC)', async () => {
    const { learning } = await screen('UTC');
    expect(learning).toMatchObject({ today: '2031-03-12', weekStart: '2031-03-10' });
    // qianyutong's 16:30 UTC hand-in was yesterday.
    expect(learning.handInsToday).toBe(2);
    expect(learning.studentsToday).toBe(2);
    expect(learning.accuracyBySubject).toEqual([
      { subject: 'math', today: { answered: 4, correct: 2 }, week: { answered: 6, correct: 2 } },
      { subject: 'physics', today: { answered: 1, correct: 1 }, week: { answered: 3, correct: 2 } },
    ]);
  });

  it('reach the school admin through getDataScreen, for today', async () => {
    const data = expectOk(
      await f.get<DataScreen>('schooladmin', '/openapi/manage/getDataScreen', { schoolId: f.no1, tz: 'UTC' }),
    );
    expect(data.learning.today).toBe(new Date().toISOString().slice(0, 10));
    // The fixture's hand-ins are of 2031, so none of them counts today; the demo data's are dated relative to
    // the clock (some may fall today, depending on the hour): the endpoint says what the service says now.
    const scope = { kind: 'school', brandId: f.qiming, schoolId: f.no1 } as const;
    const direct = await getDataScreen(f.t.db, scope, { schoolId: f.no1, tz: 'UTC' }, new Date());
    expect(data.learning).toMatchObject({
      handInsToday: direct.learning.handInsToday,
      studentsToday: direct.learning.studentsToday,
      liveSessionCount: 1,
    });
  });
});
