import type {
  BoardStudent,
  ClassSessionBoard,
  GradeOutcome,
  SessionEvent,
  SessionEventData,
  SessionTimeline,
} from '@edu/shared';

/**
 * The live board's state, pure: the board the server answered (getClassSession) with the stream's events
 * after its lastEventId applied on top, so a refetch and the stream never count an event twice. The
 * replay folds the same events from an empty board.
 */

export interface BoardCell {
  outcome: GradeOutcome | null;
  answerText: string;
  at: string;
}

export interface BoardRow {
  studentId: number;
  name: string;
  online: boolean;
  questionId: number | null;
  /** by question id */
  answers: Record<number, BoardCell>;
}

export interface BoardState {
  rows: BoardRow[];
  focusQuestionId: number | null;
  ended: boolean;
  lastEventId: number;
}

export function boardStateOf(board: ClassSessionBoard): BoardState {
  return {
    rows: board.students.map(rowOf),
    focusQuestionId: board.session.focusQuestionId,
    ended: board.session.state === 'ended',
    lastEventId: board.lastEventId,
  };
}

function rowOf(s: BoardStudent): BoardRow {
  const answers: Record<number, BoardCell> = {};
  for (const a of s.answers) answers[a.questionId] = { outcome: a.outcome, answerText: a.answerText, at: a.at };
  return { studentId: s.studentId, name: s.name, online: s.presence === 'online', questionId: s.questionId, answers };
}

/** The start of a replay: every student of the class, offline, nothing answered. */
export function emptyBoardState(timeline: Pick<SessionTimeline, 'students'>): BoardState {
  return {
    rows: timeline.students.map((s) => ({ ...s, online: false, questionId: null, answers: {} })),
    focusQuestionId: null,
    ended: false,
    lastEventId: 0,
  };
}

function withRow(state: BoardState, studentId: number, change: (row: BoardRow) => BoardRow): BoardRow[] {
  return state.rows.map((r) => (r.studentId === studentId ? change(r) : r));
}

/** One event applied (an event at or below the state's lastEventId is already in it: ignored). */
export function applyEvent(state: BoardState, event: SessionEvent): BoardState {
  if (event.id <= state.lastEventId) return state;
  const next = { ...state, lastEventId: event.id };
  switch (event.kind) {
    case 'join': {
      const d = event.data as SessionEventData['join'];
      return {
        ...next,
        rows: withRow(state, d.studentId, (r) => ({ ...r, online: true, questionId: d.questionId ?? r.questionId })),
      };
    }
    case 'position': {
      const d = event.data as SessionEventData['position'];
      return { ...next, rows: withRow(state, d.studentId, (r) => ({ ...r, online: true, questionId: d.questionId })) };
    }
    case 'answer': {
      const d = event.data as SessionEventData['answer'];
      return {
        ...next,
        rows: withRow(state, d.studentId, (r) => ({
          ...r,
          online: true,
          answers: { ...r.answers, [d.questionId]: { outcome: d.outcome, answerText: d.answerText, at: event.at } },
        })),
      };
    }
    case 'focus': {
      const d = event.data as SessionEventData['focus'];
      return { ...next, focusQuestionId: d.questionId };
    }
    case 'end':
      return { ...next, ended: true, rows: state.rows.map((r) => ({ ...r, online: false })) };
    default:
      return next;
  }
}

export function applyEvents(state: BoardState, events: readonly SessionEvent[]): BoardState {
  return events.reduce(applyEvent, state);
}

/** The stream's events a refetched board does not hold yet (the rest can be let go). */
export function eventsAfter(events: readonly SessionEvent[], lastEventId: number): SessionEvent[] {
  return events.filter((e) => e.id > lastEventId);
}

/**
 * The question most students are stuck on: the one the most online students are on without a right answer to
 * it (ties: the earlier question in the lesson's order), as the server computes it for the board it answers.
 */
export function stuckQuestion(
  state: Pick<BoardState, 'rows'>,
  order: readonly number[],
): { questionId: number; students: number } | null {
  const counts = new Map<number, number>();
  for (const r of state.rows) {
    if (r.questionId === null || !r.online) continue;
    if (r.answers[r.questionId]?.outcome === 'correct') continue;
    counts.set(r.questionId, (counts.get(r.questionId) ?? 0) + 1);
  }
  let best: { questionId: number; students: number } | null = null;
  const place = (id: number) => {
    const i = order.indexOf(id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  for (const [questionId, students] of counts) {
    if (
      !best ||
      students > best.students ||
      (students === best.students && place(questionId) < place(best.questionId))
    ) {
      best = { questionId, students };
    }
  }
  return best;
}

/** Per question: students on it, answers right, partly right, wrong, waiting for a teacher. */
export interface QuestionTally {
  on: number;
  correct: number;
  partial: number;
  wrong: number;
  pending: number;
}

export function tallyQuestion(state: Pick<BoardState, 'rows'>, questionId: number): QuestionTally {
  const tally: QuestionTally = { on: 0, correct: 0, partial: 0, wrong: 0, pending: 0 };
  for (const r of state.rows) {
    if (r.questionId === questionId && r.online) tally.on += 1;
    const outcome = r.answers[questionId]?.outcome;
    if (outcome) tally[outcome] += 1;
    else if (r.answers[questionId]) tally.pending += 1;
  }
  return tally;
}

export function onlineCount(state: Pick<BoardState, 'rows'>): number {
  return state.rows.filter((r) => r.online).length;
}

// ---- replay ----

/** A timeline's span: from the session's start to its end (or its last event). */
export function replaySpan(timeline: SessionTimeline): { startMs: number; durationMs: number } {
  const startMs = Date.parse(timeline.session.startedAt);
  const lastEvent = timeline.events.at(-1);
  const endMs = Math.max(
    timeline.session.endedAt ? Date.parse(timeline.session.endedAt) : startMs,
    lastEvent ? Date.parse(lastEvent.at) : startMs,
  );
  return { startMs, durationMs: Math.max(0, endMs - startMs) };
}

/** The board as it stood `offsetMs` after the session started (events in id order, the table's order). */
export function replayStateAt(timeline: SessionTimeline, offsetMs: number): BoardState {
  const { startMs } = replaySpan(timeline);
  const until = startMs + offsetMs;
  let state = emptyBoardState(timeline);
  for (const e of timeline.events) {
    if (Date.parse(e.at) > until) break;
    state = applyEvent(state, e);
  }
  return state;
}

/** How many events of the timeline have happened `offsetMs` after the start. */
export function eventsPlayed(timeline: SessionTimeline, offsetMs: number): number {
  const until = replaySpan(timeline).startMs + offsetMs;
  let n = 0;
  for (const e of timeline.events) {
    if (Date.parse(e.at) > until) break;
    n += 1;
  }
  return n;
}

/** The next position of a playing replay after `elapsedMs` of real time at `speed`, stopped at the end. */
export function advanceReplay(positionMs: number, elapsedMs: number, speed: number, durationMs: number): number {
  return Math.min(durationMs, positionMs + elapsedMs * speed);
}

/** m:ss (h:mm:ss past an hour) of a duration in ms. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
