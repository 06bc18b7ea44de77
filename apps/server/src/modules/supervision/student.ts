import { sql } from 'drizzle-orm';
import type { MyLiveSession, PostSessionPresenceInput } from '@edu/shared';
import { PRESENCE_BEAT_SECONDS, PRESENCE_TIMEOUT_SECONDS, STUDENT_EVENT_KINDS } from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/queries';
import { badRequest, conflict } from '../../http/errors';
import { notifySchool, publishEvent } from '../../db/event-bus';
import { lastEventId, sessionQuestions, studentSession } from './queries';

/** The live session of the student's class on a lesson, if any (its active classes only). */
export async function getMyLiveSession(db: Db, scope: ClassroomScope, lessonId: number): Promise<MyLiveSession> {
  const [row] = await selectRows<{
    id: number;
    class_id: number;
    started_at: string;
    focus_question_id: number | null;
  }>(
    db,
    sql`select cs.id, cs.class_id, cs.started_at, cs.focus_question_id from class_sessions cs
        join class_students st on st.class_id = cs.class_id and st.student_id = ${scope.userId} and st.active
        where cs.lesson_id = ${lessonId} and cs.state = 'live' and cs.brand_id = ${scope.brandId}
        order by cs.id limit 1`,
  );
  if (!row) return { session: null };
  const id = Number(row.id);
  return {
    session: {
      id,
      classId: Number(row.class_id),
      lessonId,
      startedAt: new Date(row.started_at).toISOString(),
      focusQuestionId: row.focus_question_id === null ? null : Number(row.focus_question_id),
      lastEventId: await lastEventId(db, id, STUDENT_EVENT_KINDS),
      beatSeconds: PRESENCE_BEAT_SECONDS,
    },
  };
}

interface PresenceWrite {
  /** the previous heartbeat, null on the first */
  was_seen: string | null;
  was_question: number | null;
  question_id: number | null;
}

/**
 * The student's heartbeat: marks it online with the question it is on. The timeline gets a 'join' when it
 * comes online (first heartbeat, or the first after PRESENCE_TIMEOUT_SECONDS without one) and a 'position'
 * when it moves to another question; other heartbeats only refresh the presence row.
 */
export async function postSessionPresence(db: Db, scope: ClassroomScope, input: PostSessionPresenceInput) {
  const session = await studentSession(db, scope, input.sessionId);
  if (session.state !== 'live') throw conflict('This session has ended');
  if (input.questionId !== undefined) {
    const questions = await sessionQuestions(db, session.classId, session.lessonId);
    if (!questions.some((q) => q.questionId === input.questionId)) {
      throw badRequest(`questionId: question ${input.questionId} is not a question of this lesson`);
    }
  }
  const questionId = input.questionId ?? null;
  return db.transaction(async (tx) => {
    const [row] = await selectRows<PresenceWrite>(
      tx,
      sql`with was as (
          select last_seen_at, question_id from class_session_presence
          where session_id = ${session.id} and student_id = ${scope.userId} for update
        ), put as (
          insert into class_session_presence (session_id, student_id, question_id)
          values (${session.id}, ${scope.userId}, ${questionId})
          on conflict (session_id, student_id) do update
            set last_seen_at = now(), question_id = coalesce(excluded.question_id, class_session_presence.question_id)
          returning question_id
        )
        select (select last_seen_at from was) as was_seen, (select question_id from was) as was_question,
               (select question_id from put) as question_id`,
    );
    const now = Date.now();
    const wasSeen = row?.was_seen ? new Date(row.was_seen).getTime() : null;
    const current = row?.question_id === null || row?.question_id === undefined ? null : Number(row.question_id);
    const cameOnline = wasSeen === null || now - wasSeen > PRESENCE_TIMEOUT_SECONDS * 1000;
    if (cameOnline) {
      await publishEvent(tx, session.id, 'join', { studentId: scope.userId, questionId: current });
      // Who is online counts on the school's data screens.
      await notifySchool(tx, session.schoolId);
    } else if (current !== null && current !== (row?.was_question === null ? null : Number(row?.was_question))) {
      await publishEvent(tx, session.id, 'position', { studentId: scope.userId, questionId: current });
    }
    return { online: true, questionId: current, timeoutSeconds: PRESENCE_TIMEOUT_SECONDS };
  });
}
