import type { ClassSessionBoard, SessionEvent, SessionTimeline } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  advanceReplay,
  applyEvents,
  boardStateOf,
  clockText,
  eventsAfter,
  eventsPlayed,
  onlineCount,
  replaySpan,
  replayStateAt,
  stuckQuestion,
  tallyQuestion,
} from './board';

const session: ClassSessionBoard['session'] = {
  id: 7,
  classId: 1,
  className: '八年级1班',
  lessonId: 2,
  lessonTitle: '1.2',
  teacherId: 3,
  teacherName: 'T',
  state: 'live',
  startedAt: '2026-01-01T08:00:00.000Z',
  endedAt: null,
  focusQuestionId: null,
  students: 2,
  attended: 1,
};

const board: ClassSessionBoard = {
  session,
  questions: [
    { questionId: 10, no: 1, type: 'single', stem: 'a' },
    { questionId: 11, no: 2, type: 'judge', stem: 'b' },
  ],
  students: [
    { studentId: 1, name: 'Ann', presence: 'online', lastSeenAt: session.startedAt, questionId: 10, answers: [] },
    { studentId: 2, name: 'Bo', presence: 'offline', lastSeenAt: null, questionId: null, answers: [] },
  ],
  stuck: null,
  lastEventId: 5,
  presenceTimeoutSeconds: 30,
};

let at = 0;
const tick = () => {
  at += 1000;
  return at;
};
const ev = (id: number, kind: SessionEvent['kind'], data: Record<string, unknown>): SessionEvent => ({
  id,
  sessionId: 7,
  kind,
  at: new Date(Date.parse(session.startedAt) + tick()).toISOString(),
  data,
});

describe('the live board', () => {
  it('applies join, position, answer and focus events after the board, and ignores those it holds', () => {
    at = 0;
    const events = [
      ev(5, 'answer', { studentId: 1, questionId: 10, outcome: 'correct', answerText: 'A' }), // already in the board
      ev(6, 'join', { studentId: 2, questionId: 10 }),
      ev(7, 'answer', { studentId: 2, questionId: 10, outcome: 'wrong', answerText: 'B' }),
      ev(8, 'position', { studentId: 1, questionId: 11 }),
      ev(9, 'focus', { questionId: 11, questionNo: 2 }),
    ];
    const state = applyEvents(boardStateOf(board), events);
    expect(state.lastEventId).toBe(9);
    expect(state.rows[0]).toMatchObject({ online: true, questionId: 11, answers: {} });
    expect(state.rows[1]).toMatchObject({
      online: true,
      questionId: 10,
      answers: { 10: { outcome: 'wrong', answerText: 'B' } },
    });
    expect(state.focusQuestionId).toBe(11);
    expect(onlineCount(state)).toBe(2);
    // the same events again (a reconnection that repeated them) change nothing
    expect(applyEvents(state, events)).toEqual(state);
    expect(eventsAfter(events, 7).map((e) => e.id)).toEqual([8, 9]);
  });

  it('finds the question most are stuck on: most students on it without a right answer, ties the earlier', () => {
    const rows = (spec: [number | null, Record<number, 'correct' | 'wrong'>][]) => ({
      rows: spec.map(([questionId, outcomes], i) => ({
        studentId: i,
        name: `s${i}`,
        online: true,
        questionId,
        answers: Object.fromEntries(
          Object.entries(outcomes).map(([q, outcome]) => [q, { outcome, answerText: '', at: '' }]),
        ),
      })),
    });
    const order = [11, 10];
    expect(
      stuckQuestion(
        rows([
          [10, {}],
          [10, { 10: 'wrong' }],
          [11, {}],
        ]),
        order,
      ),
    ).toEqual({ questionId: 10, students: 2 });
    // right answers are not stuck; a tie goes to the earlier question of the lesson (11 comes first here)
    expect(
      stuckQuestion(
        rows([
          [10, { 10: 'correct' }],
          [10, {}],
          [11, {}],
        ]),
        order,
      ),
    ).toEqual({ questionId: 11, students: 1 });
    expect(
      stuckQuestion(
        rows([
          [null, {}],
          [10, { 10: 'correct' }],
        ]),
        order,
      ),
    ).toBeNull();
    // a student who left counts on no question
    const left = rows([
      [10, {}],
      [10, {}],
      [11, {}],
    ]);
    left.rows[0] = { ...left.rows[0], online: false } as (typeof left.rows)[number];
    left.rows[1] = { ...left.rows[1], online: false } as (typeof left.rows)[number];
    expect(stuckQuestion(left, order)).toEqual({ questionId: 11, students: 1 });
  });

  it('tallies a question and ends with everyone offline', () => {
    at = 0;
    const state = applyEvents(boardStateOf(board), [
      ev(6, 'answer', { studentId: 1, questionId: 10, outcome: 'correct', answerText: 'A' }),
      ev(7, 'answer', { studentId: 2, questionId: 10, outcome: 'partial', answerText: 'x' }),
    ]);
    expect(tallyQuestion(state, 10)).toEqual({ on: 1, correct: 1, partial: 1, wrong: 0, pending: 0 });
    const ended = applyEvents(state, [ev(8, 'end', { endedBy: 3 })]);
    expect(ended.ended).toBe(true);
    expect(onlineCount(ended)).toBe(0);
  });
});

describe('the replay', () => {
  at = 0;
  const timeline: SessionTimeline = {
    session: { ...session, state: 'ended', endedAt: '2026-01-01T08:00:10.000Z' },
    questions: board.questions,
    students: [
      { studentId: 1, name: 'Ann' },
      { studentId: 2, name: 'Bo' },
    ],
    events: [
      ev(1, 'start', { teacherId: 3, classId: 1, lessonId: 2 }), // +1 s
      ev(2, 'join', { studentId: 1, questionId: 10 }), // +2 s
      ev(3, 'answer', { studentId: 1, questionId: 10, outcome: 'wrong', answerText: 'B' }), // +3 s
      ev(4, 'end', { endedBy: 3 }), // +4 s
    ],
  };

  it('spans from the start to the end and shows the board as it stood at any moment', () => {
    expect(replaySpan(timeline).durationMs).toBe(10_000);
    expect(replayStateAt(timeline, 0).rows.every((r) => !r.online)).toBe(true);
    const at2 = replayStateAt(timeline, 2_000);
    expect(at2.rows[0]).toMatchObject({ online: true, questionId: 10, answers: {} });
    expect(replayStateAt(timeline, 3_500).rows[0]?.answers[10]?.outcome).toBe('wrong');
    expect(replayStateAt(timeline, 10_000).ended).toBe(true);
    expect(eventsPlayed(timeline, 2_500)).toBe(2);
  });

  it('advances at its speed and stops at the end; clock text', () => {
    expect(advanceReplay(1_000, 250, 4, 10_000)).toBe(2_000);
    expect(advanceReplay(9_900, 250, 8, 10_000)).toBe(10_000);
    expect(clockText(65_400)).toBe('1:05');
    expect(clockText(3_725_000)).toBe('1:02:05');
  });
});
