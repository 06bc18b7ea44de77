/**
 * Live class supervision's endpoints (README.md): sessions, the board, actions, presence, the answers the
 * autosave publishes, the timeline and the summary; each with its scope and its bad input (nothing written).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassSessionBoard, ClassSessionRow, MyLiveSession, SessionSummary, SessionTimeline } from '@edu/shared';
import { api } from '@edu/shared/api';
import { expectError, expectOk } from '../org/test-fixtures';
import { rightResponse, wrongResponse } from '../learning/test-fixtures';
import { classSessionEvents } from '../../db/schema';
import { stuckQuestion } from './service';
import { SupervisionFixture, supervisionCounts } from './test-fixtures';

const S = api.supervision;
const L = api.learning;
let f: SupervisionFixture;

beforeAll(async () => {
  f = await SupervisionFixture.prepare();
});
afterAll(() => f.t.close());

const board = async (who: string, sessionId: number) =>
  expectOk(await f.get<ClassSessionBoard>(who, S.getClassSession.path, { sessionId }));
const presence = (who: string, body: Record<string, unknown>) =>
  f.post(who, S.postSessionPresence.path, body as never, { json: true });
const action = (who: string, body: Record<string, unknown>) =>
  f.post<{ eventId: number; session: ClassSessionRow }>(who, S.sendSessionAction.path, body as never, { json: true });

describe('a class session, start to end', () => {
  it('runs a session: presence, answers, focus, end, then its timeline and summary', async () => {
    const session = await f.start();
    expect(session).toMatchObject({ classId: f.class81, lessonId: f.lessonId, state: 'live', endedAt: null });

    // One live session per class.
    const before = await supervisionCounts(f.t.db);
    expectError(
      await f.post('teacher', S.startClassSession.path, { classId: f.class81, lessonId: f.lessonId }, { json: true }),
      409,
      /already has a live session/,
    );
    expect(await supervisionCounts(f.t.db)).toEqual(before);

    // The student finds it from its lesson page and beats.
    const mine = expectOk(await f.get<MyLiveSession>('student', S.getMyLiveSession.path, { lessonId: f.lessonId }));
    expect(mine.session?.id).toBe(session.id);
    const [q1, q2] = await f.exercises();
    if (!q1 || !q2) throw new Error('the lesson needs two exercises');
    expectOk(await presence('student', { sessionId: session.id, questionId: q1.id }));
    expectOk(await presence('student', { sessionId: session.id, questionId: q1.id }));
    expectOk(await presence('student', { sessionId: session.id, questionId: q2.id }));

    // Its answers reach the board as it saves them, right and wrong, with the answer's text.
    expectOk(
      await f.post(
        'student',
        L.saveAnswers.path,
        {
          lessonId: f.lessonId,
          answers: [
            { questionId: q1.id, response: rightResponse(q1.type, q1.answer) },
            { questionId: q2.id, response: wrongResponse(q2.type, q2.answer) },
          ],
        } as never,
        { json: true },
      ),
    );
    const live = await board('teacher', session.id);
    const studentId = await f.userId('student');
    const me = live.students.find((s) => s.studentId === studentId);
    expect(me?.presence).toBe('online');
    expect(me).toBeDefined();
    expect(me?.questionId).toBe(q2.id);
    expect(me?.answers.map((a) => [a.questionId, a.outcome])).toEqual([
      [q1.id, 'correct'],
      [q2.id, 'wrong'],
    ]);
    expect(me?.answers.every((a) => a.answerText.length > 0)).toBe(true);
    expect(live.stuck).toEqual({ questionId: q2.id, students: 1 });
    expect(live.questions.map((q) => q.no)).toEqual(live.questions.map((_, i) => i + 1));
    // The admin reads any session.
    expect((await board('admin', session.id)).session.id).toBe(session.id);

    // Focus on question 2, then end.
    const focused = expectOk(await action('teacher', { sessionId: session.id, action: 'focus', questionNo: 2 }));
    expect(focused.session.focusQuestionId).toBe(live.questions[1]?.questionId);
    // The timeline is complete only once the session has ended.
    expectError(await f.get('teacher', S.getSessionTimeline.path, { sessionId: session.id }), 409);
    const ended = expectOk(await action('teacher', { sessionId: session.id, action: 'end' }));
    expect(ended.session.state).toBe('ended');
    expect(ended.session.endedAt).not.toBeNull();
    // An ended session takes no action, no heartbeat; ending it again answers as it is.
    expectError(await action('teacher', { sessionId: session.id, action: 'focus', questionNo: 1 }), 409);
    expectError(await presence('student', { sessionId: session.id }), 409);
    expect(
      expectOk(
        await f.post<ClassSessionRow>('teacher', S.endClassSession.path, { sessionId: session.id }, { json: true }),
      ).state,
    ).toBe('ended');
    expect(
      expectOk(await f.get<MyLiveSession>('student', S.getMyLiveSession.path, { lessonId: f.lessonId })).session,
    ).toBeNull();

    const timeline = expectOk(
      await f.get<SessionTimeline>('teacher', S.getSessionTimeline.path, { sessionId: session.id }),
    );
    expect(timeline.events.map((e) => e.kind)).toEqual([
      'start',
      'join',
      'position',
      'answer',
      'answer',
      'focus',
      'end',
    ]);
    const ids = timeline.events.map((e) => e.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const summary = expectOk(
      await f.get<SessionSummary>('teacher', S.getSessionSummary.path, { sessionId: session.id }),
    );
    expect(summary.attendance.attended).toBe(1);
    expect(summary.attendance.students).toBeGreaterThanOrEqual(1);
    const byId = new Map(summary.questions.map((q) => [q.questionId, q]));
    expect(byId.get(q1.id)).toMatchObject({ answered: 1, correct: 1, accuracy: 1 });
    expect(byId.get(q2.id)).toMatchObject({ answered: 1, correct: 0, accuracy: 0 });
    expect((byId.get(q1.id)?.timeMs ?? -1) >= 0).toBe(true);
  });

  it('lists the teacher’s sessions live first, then ended ones newest first, paginated', async () => {
    const live = await f.start(f.class82);
    const list = expectOk(
      await f.get<{ list: ClassSessionRow[]; total: number }>('teacher', S.getClassSessions.path, {
        page: 1,
        pageSize: 10,
      }),
    );
    expect(list.list[0]?.id).toBe(live.id);
    const states = list.list.map((s) => s.state);
    expect(states.indexOf('ended')).toBeGreaterThan(states.lastIndexOf('live'));
    const ended = list.list.filter((s) => s.state === 'ended').map((s) => s.startedAt);
    expect([...ended].sort().reverse()).toEqual(ended);
    const page = expectOk(
      await f.get<{ list: ClassSessionRow[]; total: number }>('teacher', S.getClassSessions.path, {
        page: 1,
        pageSize: 1,
      }),
    );
    expect(page.list).toHaveLength(1);
    expect(page.total).toBe(list.total);
    // Another brand's teacher sees none of them.
    const acme = expectOk(
      await f.get<{ list: ClassSessionRow[]; total: number }>('acme-teacher', S.getClassSessions.path, {}),
    );
    expect(acme.list.map((s) => s.id)).not.toContain(live.id);
    await f.end(live.id);
  });
});

describe('scope and bad input', () => {
  it('keeps another teacher’s classes and sessions out of reach (404), and writes nothing', async () => {
    const session = await f.start();
    const before = await supervisionCounts(f.t.db);
    expectError(
      await f.post(
        'acme-teacher',
        S.startClassSession.path,
        { classId: f.class81, lessonId: f.lessonId },
        { json: true },
      ),
      404,
    );
    expectError(await f.get('acme-teacher', S.getClassSession.path, { sessionId: session.id }), 404);
    expectError(await f.get('acme-teacher', S.getSessionSummary.path, { sessionId: session.id }), 404);
    expectError(await action('acme-teacher', { sessionId: session.id, action: 'end' }), 404);
    expectError(await f.post('acme-teacher', S.endClassSession.path, { sessionId: session.id }, { json: true }), 404);
    // Roles outside the entry: 403.
    expectError(await f.get('schooladmin', S.getClassSession.path, { sessionId: session.id }), 403);
    expectError(await action('student', { sessionId: session.id, action: 'end' }), 403);
    // A student of another class: no session, no heartbeat into it.
    expectError(await presence(f.otherStudent, { sessionId: session.id }), 404);
    expect(
      expectOk(await f.get<MyLiveSession>(f.otherStudent, S.getMyLiveSession.path, { lessonId: f.lessonId })).session,
    ).toBeNull();
    expect(await supervisionCounts(f.t.db)).toEqual(before);
    await f.end(session.id);
  });

  it('answers unknown sessions 404 and malformed input 400, writing nothing', async () => {
    const session = await f.start();
    const before = await supervisionCounts(f.t.db);
    expectError(await f.get('teacher', S.getClassSession.path, { sessionId: 99999 }), 404);
    expectError(await f.get('teacher', S.getClassSession.path, { sessionId: 'x1' }), 400);
    expectError(await f.get('teacher', S.getClassSession.path, { sessionId: '0x10' }), 400);
    expectError(await action('teacher', { sessionId: session.id, action: 'focus', questionNo: 99 }), 400, /questionNo/);
    expectError(await action('teacher', { sessionId: session.id, action: 'focus', questionNo: 0 }), 400);
    expectError(await action('teacher', { sessionId: session.id, action: 'jump' }), 400);
    expectError(await action('teacher', { sessionId: 99999, action: 'end' }), 404);
    expectError(
      await f.post('teacher', S.startClassSession.path, { classId: f.class81, lessonId: 99999 }, { json: true }),
      404,
    );
    expectError(
      await f.post('teacher', S.startClassSession.path, { classId: 'a', lessonId: f.lessonId }, { json: true }),
      400,
    );
    expectError(await presence('student', { sessionId: session.id, questionId: 99999 }), 400, /not a question/);
    expectError(await presence('student', { sessionId: 99999 }), 404);
    expectError(await f.get('student', S.getMyLiveSession.path, { lessonId: 'abc' }), 400);
    expectError(await f.get('teacher', S.getClassSessions.path, { state: 'paused' }), 400);
    expect(await supervisionCounts(f.t.db)).toEqual(before);
    await f.end(session.id);
  });
});

describe('the question most students are stuck on', () => {
  it('is the one most online students are on without a right answer, ties to the earlier question', () => {
    const s = (questionId: number | null, right: number[] = [], presence: 'online' | 'offline' = 'online') => ({
      studentId: 1,
      name: '',
      presence,
      lastSeenAt: null,
      questionId,
      answers: right.map((q) => ({ questionId: q, outcome: 'correct' as const, answerText: 'A', at: '' })),
    });
    expect(stuckQuestion([])).toBeNull();
    expect(stuckQuestion([s(3, [3]), s(null)])).toBeNull();
    expect(stuckQuestion([s(3), s(3), s(2), s(2, [2])])).toEqual({ questionId: 3, students: 2 });
    expect(stuckQuestion([s(4), s(2)])).toEqual({ questionId: 2, students: 1 });
    // a student who left counts on no question
    expect(stuckQuestion([s(3, [], 'offline'), s(3, [], 'offline'), s(2)])).toEqual({ questionId: 2, students: 1 });
    expect(stuckQuestion([s(3, [], 'offline')])).toBeNull();
  });
});

describe('the autosave’s events', () => {
  it('writes a save’s events in the order of its answers, ids in a row; after the hand-in, a save answers 409 and writes none', async () => {
    const session = await f.start();
    const [q1, q2, q3] = await f.exercises();
    if (!q1 || !q2 || !q3) throw new Error('the lesson needs three exercises');
    const answers = [
      { questionId: q3.id, response: wrongResponse(q3.type, q3.answer) },
      { questionId: q1.id, response: rightResponse(q1.type, q1.answer) },
      { questionId: q2.id, response: wrongResponse(q2.type, q2.answer) },
    ];
    expectOk(await f.post('student', L.saveAnswers.path, { lessonId: f.lessonId, answers } as never, { json: true }));
    const rows = await f.t.db
      .select({ id: classSessionEvents.id, kind: classSessionEvents.kind, payload: classSessionEvents.payload })
      .from(classSessionEvents)
      .where(and(eq(classSessionEvents.sessionId, session.id), eq(classSessionEvents.kind, 'answer')))
      .orderBy(asc(classSessionEvents.id));
    expect(rows.map((r) => r.payload.questionId)).toEqual([q3.id, q1.id, q2.id]);
    expect(rows.map((r) => r.id - (rows[0]?.id ?? 0))).toEqual([0, 1, 2]);
    expect(rows.map((r) => r.payload.studentId)).toEqual(Array(3).fill(await f.userId('student')));

    expectOk(
      await f.post(
        'student',
        L.submitLesson.path,
        { lessonId: f.lessonId, submitKey: randomUUID(), answers } as never,
        { json: true },
      ),
    );
    const before = await supervisionCounts(f.t.db);
    expectError(
      await f.post('student', L.saveAnswers.path, { lessonId: f.lessonId, answers } as never, { json: true }),
      409,
    );
    expect(await supervisionCounts(f.t.db)).toEqual(before);
    await f.end(session.id);
  });
});
