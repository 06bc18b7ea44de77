import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassSessionBoard,
  ClassSessionRow,
  JzxErrors,
  JzxHeatmap,
  JzxItemAnalysis,
  JzxMostMissed,
  JzxTrends,
  SessionSummary,
  SessionTimeline,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import { answers, submissions } from '../../src/db/schema';
import { settleAnalytics } from '../../src/modules/analytics';
import { expectOk, SeededOrgFixture } from '../../src/modules/org/test-fixtures';
import { LIVE_CLASS, LIVE_LESSON_83, SESSIONS_83 } from './seed-history';

/** Issue 12 item 5: the demo data's supervised sessions and the precision-learning figures on a fresh start. */
const S = api.supervision;
const J = api.analytics;
const DAY_MS = 86_400_000;
type ClassSessionList = { list: ClassSessionRow[]; total: number };

let f: SeededOrgFixture;
beforeAll(async () => {
  f = await SeededOrgFixture.open();
});
afterAll(() => f.t.close());

describe('demo supervised sessions', () => {
  it('lists three ended sessions of 八年级3班 over the past days, each with a whole timeline', async () => {
    const list = expectOk(await f.get<ClassSessionList>('teacher', S.getClassSessions.path, { pageSize: 50 }));
    const ended = list.list.filter((s) => s.className === LIVE_CLASS && s.state === 'ended');
    expect(ended.map((s) => s.lessonTitle)).toEqual([...SESSIONS_83].reverse().map(([title]) => title));
    for (const s of ended) {
      const minutes = (Date.parse(s.endedAt ?? '') - Date.parse(s.startedAt)) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(35);
      expect(minutes).toBeLessThanOrEqual(45);
      expect(Date.now() - Date.parse(s.startedAt)).toBeLessThan(10 * DAY_MS);
      expect(s.students).toBe(24);
      expect(s.attended).toBeGreaterThanOrEqual(20);

      const timeline = expectOk(
        await f.get<SessionTimeline>('teacher', S.getSessionTimeline.path, { sessionId: s.id }),
      );
      const kinds = timeline.events.map((e) => e.kind);
      expect(kinds[0]).toBe('start');
      expect(kinds.at(-1)).toBe('end');
      expect(kinds.filter((k) => k === 'focus')).toHaveLength(1);
      expect(new Set(kinds)).toEqual(new Set(['start', 'join', 'position', 'answer', 'focus', 'end']));
      // In time order (the replay plays the ids in order), within the session.
      const times = timeline.events.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBe(Date.parse(s.startedAt));
      expect(times.at(-1)).toBe(Date.parse(s.endedAt ?? ''));
      // Every student who came joined; answers spread over more than 20 minutes.
      const joined = new Set(timeline.events.filter((e) => e.kind === 'join').map((e) => e.data.studentId));
      expect(joined.size).toBe(s.attended);
      const answerTimes = timeline.events.filter((e) => e.kind === 'answer').map((e) => Date.parse(e.at));
      expect(answerTimes.length).toBeGreaterThan(2 * s.attended);
      expect(Math.max(...answerTimes) - Math.min(...answerTimes)).toBeGreaterThan(20 * 60_000);

      // The last answer event of each student to each question is the answer it handed in, graded alike.
      const last = new Map<string, { response: unknown; outcome: unknown }>();
      for (const e of timeline.events) {
        if (e.kind === 'answer') {
          last.set(`${e.data.studentId}:${e.data.questionId}`, { response: e.data.response, outcome: e.data.outcome });
        }
      }
      const handedIn = await f.t.db
        .select({
          studentId: submissions.studentId,
          questionId: answers.questionId,
          response: answers.response,
          outcome: answers.outcome,
          submittedAt: submissions.submittedAt,
        })
        .from(submissions)
        .innerJoin(answers, eq(answers.submissionId, submissions.id))
        .where(and(eq(submissions.classId, s.classId), eq(submissions.lessonId, s.lessonId)));
      for (const [key, given] of last) {
        const [studentId, questionId] = key.split(':').map(Number);
        const row = handedIn.find((h) => h.studentId === studentId && h.questionId === questionId);
        expect(row, key).toMatchObject({ response: given.response, outcome: given.outcome });
        expect(row?.submittedAt?.getTime()).toBeLessThanOrEqual(Date.parse(s.endedAt ?? ''));
      }

      // The summary: attendance, time on every question, an accuracy from the answers.
      const summary = expectOk(await f.get<SessionSummary>('teacher', S.getSessionSummary.path, { sessionId: s.id }));
      expect(summary.attendance).toMatchObject({ students: 24, attended: s.attended });
      expect(summary.questions).toHaveLength(3);
      for (const q of summary.questions) {
        expect(q.timeMs).toBeGreaterThan(30 * 60_000); // summed over the class
        expect(q.answered).toBeGreaterThan(s.attended / 2);
        expect(q.accuracy).toBeGreaterThan(0);
        expect(q.accuracy).toBeLessThanOrEqual(1);
      }
    }
  });

  it('leaves the live lesson of 八年级3班 released with nothing done, and no live session', async () => {
    const live = expectOk(
      await f.get<ClassSessionList>('teacher', S.getClassSessions.path, { state: 'live', pageSize: 50 }),
    );
    expect(live.total).toBe(0);
    const list = expectOk(await f.get<ClassSessionList>('teacher', S.getClassSessions.path, { pageSize: 1 }));
    const board = expectOk(
      await f.get<ClassSessionBoard>('teacher', S.getClassSession.path, { sessionId: list.list[0]?.id ?? 0 }),
    );
    expect(board.students).toHaveLength(24);
    const progress = expectOk(
      await f.get<{ lessons: { title: string; submitted: number }[] }>('teacher', api.learning.getClassProgress.path, {
        classId: board.session.classId,
        pageSize: 1,
      }),
    );
    expect(progress.lessons.at(-1)).toMatchObject({ title: LIVE_LESSON_83, submitted: 0 });
    expect(progress.lessons).toHaveLength(11);
  });
});

describe('demo precision-learning figures', () => {
  beforeAll(async () => {
    await settleAnalytics(f.t.db);
  });

  it('gives the brand admin a heat map of several classes in two schools × several knowledge points', async () => {
    const map = expectOk(await f.get<JzxHeatmap>('brandadmin', J.getJzxHeatmap.path, { pageSize: 50 }));
    expect(new Set(map.list.map((r) => r.schoolId))).toEqual(new Set([f.no1, f.riverside]));
    expect(map.list.length).toBeGreaterThanOrEqual(4);
    expect(map.knowledgePoints.length).toBeGreaterThanOrEqual(6);
    const c83 = map.list.find((r) => r.className === LIVE_CLASS);
    const facilities = (c83?.cells ?? []).filter((c) => c.attempts >= 20).map((c) => c.facility ?? 0);
    expect(facilities.length).toBeGreaterThanOrEqual(6);
    // Visibly different mastery: the easiest point well above the hardest.
    expect(Math.max(...facilities) - Math.min(...facilities)).toBeGreaterThan(0.3);
    const missed = expectOk(await f.get<JzxMostMissed>('brandadmin', J.getJzxMostMissed.path, {}));
    expect(missed.knowledgePoints.length).toBeGreaterThanOrEqual(6);
  });

  it('has at least six weeks of trends', async () => {
    const trends = expectOk(await f.get<JzxTrends>('schooladmin', J.getJzxTrends.path, {}));
    expect(trends.weeks.length).toBeGreaterThanOrEqual(6);
    expect(trends.weeks.every((w) => w.attempts > 0)).toBe(true);
  });

  it('spreads facility and discrimination, with a bad item and distractors that are picked', async () => {
    const items = expectOk(
      await f.get<JzxItemAnalysis>('schooladmin', J.getJzxItemAnalysis.path, { pageSize: 100, sort: 'attempts' }),
    );
    const counted = items.list.filter((i) => i.attempts >= 20);
    expect(counted.length).toBeGreaterThanOrEqual(25);
    const facility = counted.map((i) => i.facility ?? 0);
    expect(Math.min(...facility)).toBeLessThan(0.5);
    expect(Math.max(...facility)).toBeGreaterThan(0.9);
    const discrimination = counted.map((i) => i.discrimination ?? 0);
    expect(discrimination.filter((d) => d >= 0.4).length).toBeGreaterThanOrEqual(15);
    expect(Math.min(...discrimination)).toBeLessThan(0.25);
    const singles = counted.filter((i) => i.type === 'single');
    const distractorPicks = singles.flatMap((i) => i.choices.filter((c) => !c.isKey && c.count > 0));
    expect(distractorPicks.length).toBeGreaterThanOrEqual(10);
  });

  it("lists the admin's most missed questions with their common wrong answers", async () => {
    const errors = expectOk(await f.get<JzxErrors>('admin', J.getJzxErrors.path, { pageSize: 10 }));
    expect(errors.list.length).toBe(10);
    expect(errors.list.every((e) => e.wrongAnswers.length > 0)).toBe(true);
    // A common wrong answer stands out: given by several students.
    expect(errors.list.some((e) => (e.wrongAnswers[0]?.count ?? 0) >= 8)).toBe(true);
  });
});
