import { type SQL, sql } from 'drizzle-orm';
import type { ClassSessionRow, SessionEvent, SessionEventKind } from '@edu/shared';
import { PRESENCE_TIMEOUT_SECONDS } from '@edu/shared';
import type { ClassroomScope } from '../../access/scopes';
import { type Exec, selectRows } from '../../db/queries';
import type { Caller } from '../../http/define-route';
import { notFound } from '../../http/errors';

export const SESSION_NOT_FOUND = 'Class session not found';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

interface SessionRowDb {
  id: number;
  class_id: number;
  school_id: number;
  brand_id: number;
  class_name: string;
  lesson_id: number;
  lesson_title: string;
  teacher_id: number;
  teacher_name: string;
  state: 'live' | 'ended';
  started_at: string;
  ended_at: string | null;
  focus_question_id: number | null;
  students: number;
  attended: number;
}

export interface SessionRecord extends ClassSessionRow {
  schoolId: number;
  brandId: number;
}

/** The select list of a session as ClassSessionRow has it, over `cs` (class_sessions). */
const sessionColumns = sql`cs.id, cs.class_id, cs.school_id, cs.brand_id, c.name as class_name, cs.lesson_id,
  l.title as lesson_title, cs.teacher_id, coalesce(nullif(u.name, ''), u.username) as teacher_name, cs.state,
  cs.started_at, cs.ended_at, cs.focus_question_id,
  (select count(*)::int from class_students st where st.class_id = cs.class_id and st.active) as students,
  (select count(*)::int from class_session_presence p where p.session_id = cs.id) as attended`;
const sessionJoins = sql`from class_sessions cs
  join classes c on c.id = cs.class_id
  join lessons l on l.id = cs.lesson_id
  join users u on u.id = cs.teacher_id`;

export function sessionOfRow(r: SessionRowDb): SessionRecord {
  return {
    id: Number(r.id),
    classId: Number(r.class_id),
    schoolId: Number(r.school_id),
    brandId: Number(r.brand_id),
    className: r.class_name,
    lessonId: Number(r.lesson_id),
    lessonTitle: r.lesson_title,
    teacherId: Number(r.teacher_id),
    teacherName: r.teacher_name,
    state: r.state,
    startedAt: iso(r.started_at) ?? '',
    endedAt: iso(r.ended_at),
    focusQuestionId: r.focus_question_id === null ? null : Number(r.focus_question_id),
    students: Number(r.students),
    attended: Number(r.attended),
  };
}

/** A session as the API gives it (the record less its tenant columns). */
export function publicSession(s: SessionRecord): ClassSessionRow {
  const { schoolId: _school, brandId: _brand, ...row } = s;
  return row;
}

/** Sessions matching `where` (over cs, c), in `order`, one page. */
export async function sessionRows(db: Exec, where: SQL, order: SQL, limit = 1, offset = 0): Promise<SessionRecord[]> {
  const rows = await selectRows<SessionRowDb>(
    db,
    sql`select ${sessionColumns} ${sessionJoins} where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  return rows.map(sessionOfRow);
}

/** Whether a teacher teaches a class (and the class is of its brand). */
const teaches = (teacherId: number, brandId: number | null) =>
  sql`exists (select 1 from class_teachers ct where ct.class_id = cs.class_id and ct.teacher_id = ${teacherId})
      and cs.brand_id = ${brandId ?? -1}`;

/**
 * A session the caller may read: the platform admin any, a teacher those of the classes it teaches (the
 * others answer 404 like an unknown id, DESIGN.md section 3).
 */
export async function readableSession(db: Exec, caller: Caller<unknown>, sessionId: number): Promise<SessionRecord> {
  const { auth } = caller;
  const scope = auth.roleName === 'admin' ? sql`true` : teaches(auth.userId, auth.brandId);
  const [row] = await sessionRows(db, sql`cs.id = ${sessionId} and ${scope}`, sql`cs.id`);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

/** A session of a class the teacher teaches (404 otherwise). */
export async function taughtSession(db: Exec, scope: ClassroomScope, sessionId: number): Promise<SessionRecord> {
  const [row] = await sessionRows(
    db,
    sql`cs.id = ${sessionId} and ${teaches(scope.userId, scope.brandId)}`,
    sql`cs.id`,
  );
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

/** A session of the class the student is an active member of (404 otherwise: another class's is unknown to it). */
export async function studentSession(db: Exec, scope: ClassroomScope, sessionId: number): Promise<SessionRecord> {
  const [row] = await sessionRows(
    db,
    sql`cs.id = ${sessionId} and cs.brand_id = ${scope.brandId} and exists (select 1 from class_students st
      where st.class_id = cs.class_id and st.student_id = ${scope.userId} and st.active)`,
    sql`cs.id`,
  );
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return row;
}

export interface SessionQuestionRow {
  questionId: number;
  no: number;
  type: string;
  stem: string;
}

/**
 * The questions the class works on in the lesson, in order (as the student's lesson page has them,
 * modules/learning/lessons/work.ts): the class's homework for the lesson when given, else its exercises.
 */
export async function sessionQuestions(db: Exec, classId: number, lessonId: number): Promise<SessionQuestionRow[]> {
  const rows = await selectRows<{ id: number; ord: number; type: string; stem: string }>(
    db,
    sql`select q.id, e.ord, q.type, left(q.stem, 200) as stem
    from jsonb_array_elements_text(coalesce(
      (select a.question_ids from assignments a where a.class_id = ${classId} and a.lesson_id = ${lessonId} limit 1),
      (select coalesce(jsonb_agg(le.question_id order by le.sort, le.question_id), '[]'::jsonb)
         from lesson_exercises le where le.lesson_id = ${lessonId}))) with ordinality as e(id, ord)
    join questions q on q.id = e.id::int
    order by e.ord`,
  );
  return rows.map((r, i) => ({ questionId: Number(r.id), no: i + 1, type: r.type, stem: r.stem }));
}

interface EventRowDb {
  id: string | number;
  session_id: number;
  kind: SessionEventKind;
  payload: Record<string, unknown>;
  at: string;
}

/** Events of a session after `afterId`, in order, at most `limit`; only `kinds` when given. */
export async function eventsAfter(
  db: Exec,
  sessionId: number,
  afterId: number,
  limit: number,
  kinds?: readonly SessionEventKind[],
): Promise<SessionEvent[]> {
  const only = kinds
    ? sql`and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await selectRows<EventRowDb>(
    db,
    sql`select id, session_id, kind, payload, at from class_session_events
        where session_id = ${sessionId} and id > ${afterId} ${only} order by id limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    sessionId: Number(r.session_id),
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    data: r.payload,
  }));
}

/** The newest event id of a session (0 without events), of `kinds` when given. */
export async function lastEventId(db: Exec, sessionId: number, kinds?: readonly SessionEventKind[]): Promise<number> {
  const only = kinds
    ? sql`and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await selectRows<{ id: string | number | null }>(
    db,
    sql`select max(id) as id from class_session_events where session_id = ${sessionId} ${only}`,
  );
  return Number(row?.id ?? 0);
}

/** Whether a heartbeat at `lastSeen` still counts as online now. */
export function isOnline(lastSeen: Date | string | null, now = Date.now()): boolean {
  return lastSeen !== null && now - new Date(lastSeen).getTime() <= PRESENCE_TIMEOUT_SECONDS * 1000;
}
