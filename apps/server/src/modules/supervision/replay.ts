import { sql } from 'drizzle-orm';
import type { SessionEvent, SessionSummary, SessionTimeline } from '@edu/shared';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/queries';
import type { Caller } from '../../http/define-route';
import { conflict } from '../../http/errors';
import { eventsAfter, publicSession, readableSession, sessionQuestions } from './queries';

const STILL_LIVE = 'This session is still live: its timeline is complete once it has ended';
/** Events read per statement while gathering a whole timeline. */
const TIMELINE_BATCH = 5_000;

async function allEvents(db: Db, sessionId: number): Promise<SessionEvent[]> {
  const out: SessionEvent[] = [];
  for (;;) {
    const batch = await eventsAfter(db, sessionId, out.at(-1)?.id ?? 0, TIMELINE_BATCH);
    out.push(...batch);
    if (batch.length < TIMELINE_BATCH) return out;
  }
}

/** Every event of an ended session with its time, the questions and the students, to replay at any speed. */
export async function getSessionTimeline(db: Db, caller: Caller<unknown>, sessionId: number): Promise<SessionTimeline> {
  const session = await readableSession(db, caller, sessionId);
  if (session.state === 'live') throw conflict(STILL_LIVE);
  const students = await selectRows<{ student_id: number; name: string }>(
    db,
    sql`select st.student_id, coalesce(nullif(u.name, ''), u.username) as name from class_students st
        join users u on u.id = st.student_id where st.class_id = ${session.classId} and st.active order by name, st.student_id`,
  );
  return {
    session: publicSession(session),
    questions: await sessionQuestions(db, session.classId, session.lessonId),
    students: students.map((s) => ({ studentId: Number(s.student_id), name: s.name })),
    events: await allEvents(db, session.id),
  };
}

/**
 * Time on each question, from the events: a student is on a question from its position (or join) event to
 * its next one, or to the session's end (its last heartbeat when it went offline earlier is not known to
 * the timeline: the end bounds it). Accuracy from the last answer event of each student to each question.
 */
export function summarize(
  events: readonly SessionEvent[],
  questionIds: readonly number[],
  endedAt: number,
): Map<number, { timeMs: number; answered: number; correct: number }> {
  const figures = new Map(questionIds.map((id) => [id, { timeMs: 0, answered: 0, correct: 0 }]));
  const on = new Map<number, { questionId: number; since: number }>();
  const lastAnswer = new Map<string, string>();
  const leave = (studentId: number, at: number) => {
    const was = on.get(studentId);
    const figure = was ? figures.get(was.questionId) : undefined;
    if (was && figure) figure.timeMs += Math.max(0, at - was.since);
    on.delete(studentId);
  };
  for (const e of events) {
    const at = new Date(e.at).getTime();
    const studentId = Number(e.data.studentId);
    const questionId = e.data.questionId === null ? null : Number(e.data.questionId);
    if (e.kind === 'join' || e.kind === 'position') {
      leave(studentId, at);
      if (questionId !== null) on.set(studentId, { questionId, since: at });
    } else if (e.kind === 'answer' && questionId !== null) {
      lastAnswer.set(`${studentId}:${questionId}`, String(e.data.outcome));
    } else if (e.kind === 'end') {
      for (const id of [...on.keys()]) leave(id, at);
    }
  }
  for (const id of [...on.keys()]) leave(id, endedAt);
  for (const [key, outcome] of lastAnswer) {
    const figure = figures.get(Number(key.split(':')[1]));
    if (!figure) continue;
    figure.answered += 1;
    if (outcome === 'correct') figure.correct += 1;
  }
  return figures;
}

/** Attendance, time on each question and its accuracy (live sessions: so far). */
export async function getSessionSummary(db: Db, caller: Caller<unknown>, sessionId: number): Promise<SessionSummary> {
  const session = await readableSession(db, caller, sessionId);
  const questions = await sessionQuestions(db, session.classId, session.lessonId);
  const events = await allEvents(db, session.id);
  const end = session.endedAt ? new Date(session.endedAt).getTime() : Date.now();
  const figures = summarize(
    events,
    questions.map((q) => q.questionId),
    end,
  );
  return {
    session: publicSession(session),
    attendance: {
      students: session.students,
      attended: session.attended,
      rate: session.students === 0 ? 0 : Math.round((1000 * session.attended) / session.students) / 1000,
    },
    questions: questions.map((q) => {
      const f = figures.get(q.questionId) ?? { timeMs: 0, answered: 0, correct: 0 };
      return {
        questionId: q.questionId,
        no: q.no,
        timeMs: Math.round(f.timeMs),
        answered: f.answered,
        correct: f.correct,
        accuracy: f.answered === 0 ? null : Math.round((1000 * f.correct) / f.answered) / 1000,
      };
    }),
  };
}
