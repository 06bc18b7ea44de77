import { sql } from 'drizzle-orm';
import type {
  BoardStudent,
  ClassSessionBoard,
  ClassSessionRow,
  GetClassSessionsQuery,
  SendSessionActionInput,
  StartClassSessionInput,
} from '@edu/shared';
import { answerText, PRESENCE_TIMEOUT_SECONDS } from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { type Exec, type Page, selectRows } from '../../db/queries';
import type { Caller } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readableLessonQuery, taughtClass } from '../learning';
import { notifySchool, publishEvent } from '../../db/event-bus';
import {
  isOnline,
  lastEventId,
  publicSession,
  readableSession,
  type SessionRecord,
  sessionQuestions,
  sessionRows,
  taughtSession,
} from './queries';

export const CLASS_HAS_LIVE_SESSION = 'This class already has a live session: end it before starting another';
const SESSION_ENDED = 'This session has ended';

/** Whether the insert broke the one-live-session-per-class index (two starts at once: one wins). */
function isLiveConflict(err: unknown): boolean {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'class_sessions_class_live_uq');
}

/** Starts a session of a class the teacher teaches on a lesson it may read; 409 while the class has a live one. */
export async function startClassSession(
  db: Db,
  scope: ClassroomScope,
  input: StartClassSessionInput,
): Promise<ClassSessionRow> {
  const taught = await taughtClass(db, scope, input.classId);
  const [lesson] = await readableLessonQuery(db, scope, input.lessonId);
  if (!lesson) throw notFound('Lesson not found');
  const [live] = await sessionRows(db, sql`cs.class_id = ${taught.id} and cs.state = 'live'`, sql`cs.id`);
  if (live) throw conflict(CLASS_HAS_LIVE_SESSION);
  let sessionId: number;
  try {
    sessionId = await db.transaction(async (tx) => {
      const [row] = await selectRows<{ id: number }>(
        tx,
        sql`insert into class_sessions (brand_id, school_id, class_id, lesson_id, teacher_id)
            values (${taught.brandId}, ${taught.schoolId}, ${taught.id}, ${input.lessonId}, ${scope.userId}) returning id`,
      );
      const id = Number(row?.id);
      await publishEvent(tx, id, 'start', { teacherId: scope.userId, classId: taught.id, lessonId: input.lessonId });
      await notifySchool(tx, taught.schoolId);
      return id;
    });
  } catch (err) {
    if (isLiveConflict(err)) throw conflict(CLASS_HAS_LIVE_SESSION);
    throw err;
  }
  return publicSession(await taughtSession(db, scope, sessionId));
}

/** Ends a live session in `tx`: its state, then the 'end' event (and the school's signal); returns the event's id (0 when already ended). */
async function endSession(tx: Exec, session: SessionRecord, endedBy: number): Promise<number> {
  const ended = await selectRows<{ id: number }>(
    tx,
    sql`update class_sessions set state = 'ended', ended_at = now() where id = ${session.id} and state = 'live' returning id`,
  );
  if (ended.length === 0) return 0;
  const eventId = await publishEvent(tx, session.id, 'end', { endedBy });
  await notifySchool(tx, session.schoolId);
  return eventId;
}

/** Ends a session of the teacher's class; an ended one answers as it is. */
export async function endClassSession(db: Db, scope: ClassroomScope, sessionId: number): Promise<ClassSessionRow> {
  const session = await taughtSession(db, scope, sessionId);
  await db.transaction((tx) => endSession(tx, session, scope.userId));
  return publicSession(await taughtSession(db, scope, sessionId));
}

/** The teacher's sessions (admin: all), live first, then ended ones newest first. */
export async function getClassSessions(
  db: Db,
  caller: Caller<unknown>,
  q: GetClassSessionsQuery,
): Promise<Page<ClassSessionRow>> {
  const { auth } = caller;
  const conditions = [
    auth.roleName === 'admin' ? sql`true` : sql`cs.teacher_id = ${auth.userId} and cs.brand_id = ${auth.brandId ?? -1}`,
  ];
  if (q.state) conditions.push(sql`cs.state = ${q.state}`);
  if (q.classId) conditions.push(sql`cs.class_id = ${q.classId}`);
  const where = sql.join(conditions, sql` and `);
  const offset = (q.page - 1) * q.pageSize;
  const list = await sessionRows(db, where, sql`cs.state desc, cs.started_at desc, cs.id desc`, q.pageSize, offset);
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from class_sessions cs where ${where}`,
  );
  return { list: list.map(publicSession), total: Number(count?.n ?? 0), page: q.page, pageSize: q.pageSize };
}

interface RosterRowDb {
  student_id: number;
  name: string;
  last_seen_at: string | null;
  question_id: number | null;
  answers: { questionId: number; outcome: string | null; response: Record<string, unknown>; at: string }[] | null;
}

/**
 * The live board: every active student of the class with its presence, position and answers so far (the
 * lesson's answers of its submission in this class), and the question most students are stuck on.
 */
export async function getClassSession(db: Db, caller: Caller<unknown>, sessionId: number): Promise<ClassSessionBoard> {
  const session = await readableSession(db, caller, sessionId);
  const questions = await sessionQuestions(db, session.classId, session.lessonId);
  const rows = await selectRows<RosterRowDb>(
    db,
    sql`select st.student_id, coalesce(nullif(u.name, ''), u.username) as name, p.last_seen_at, p.question_id,
      (select json_agg(json_build_object('questionId', a.question_id, 'outcome', a.outcome, 'response', a.response,
              'at', a.updated_at) order by a.updated_at)
         from submissions s join answers a on a.submission_id = s.id
        where s.student_id = st.student_id and s.class_id = ${session.classId} and s.lesson_id = ${session.lessonId}
      ) as answers
    from class_students st
    join users u on u.id = st.student_id
    left join class_session_presence p on p.session_id = ${session.id} and p.student_id = st.student_id
    where st.class_id = ${session.classId} and st.active
    order by name, st.student_id`,
  );
  const now = Date.now();
  const live = session.state === 'live';
  const students: BoardStudent[] = rows.map((r) => ({
    studentId: Number(r.student_id),
    name: r.name,
    presence: live && isOnline(r.last_seen_at, now) ? 'online' : 'offline',
    lastSeenAt: r.last_seen_at === null ? null : new Date(r.last_seen_at).toISOString(),
    questionId: r.question_id === null ? null : Number(r.question_id),
    answers: (r.answers ?? []).map((a) => ({
      questionId: Number(a.questionId),
      outcome: (a.outcome ?? null) as BoardStudent['answers'][number]['outcome'],
      answerText: answerText(a.response),
      at: new Date(a.at).toISOString(),
    })),
  }));
  return {
    session: publicSession(session),
    questions,
    students,
    stuck: stuckQuestion(students),
    lastEventId: await lastEventId(db, session.id),
    presenceTimeoutSeconds: PRESENCE_TIMEOUT_SECONDS,
  };
}

/**
 * The question most students are stuck on: the one the most online students are on without a right answer to
 * it (ties: the earlier question id); a student who left is on no question. Null when no online student is on a
 * question it has not got right.
 */
export function stuckQuestion(students: readonly BoardStudent[]): ClassSessionBoard['stuck'] {
  const counts = new Map<number, number>();
  for (const s of students) {
    if (s.questionId === null || s.presence !== 'online') continue;
    const right = s.answers.some((a) => a.questionId === s.questionId && a.outcome === 'correct');
    if (!right) counts.set(s.questionId, (counts.get(s.questionId) ?? 0) + 1);
  }
  let best: ClassSessionBoard['stuck'] = null;
  for (const [questionId, n] of counts) {
    if (!best || n > best.students || (n === best.students && questionId < best.questionId)) {
      best = { questionId, students: n };
    }
  }
  return best;
}

/** Focus everyone on question N of the session (1-based), or end it: the event the students' pages follow. */
export async function sendSessionAction(db: Db, scope: ClassroomScope, input: SendSessionActionInput) {
  const session = await taughtSession(db, scope, input.sessionId);
  if (session.state !== 'live') throw conflict(SESSION_ENDED);
  let eventId: number;
  if (input.action === 'end') {
    eventId = await db.transaction((tx) => endSession(tx, session, scope.userId));
    if (eventId === 0) throw conflict(SESSION_ENDED);
  } else {
    const questions = await sessionQuestions(db, session.classId, session.lessonId);
    const question = questions[input.questionNo - 1];
    if (!question) {
      throw badRequest(`questionNo: choose a question from 1 to ${questions.length}`);
    }
    eventId = await db.transaction(async (tx) => {
      const updated = await selectRows<{ id: number }>(
        tx,
        sql`update class_sessions set focus_question_id = ${question.questionId}
            where id = ${session.id} and state = 'live' returning id`,
      );
      if (updated.length === 0) throw conflict(SESSION_ENDED);
      return publishEvent(tx, session.id, 'focus', { questionId: question.questionId, questionNo: question.no });
    });
  }
  return { session: publicSession(await taughtSession(db, scope, session.id)), eventId };
}
