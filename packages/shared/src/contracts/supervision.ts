import { z } from 'zod';
import { idParam, listOf, listQuery, text } from './common';
import { answerResponse, gradeOutcome } from './learning';

/**
 * Live class supervision (issue 12 items 1-2; apps/server/src/modules/supervision): a teacher's class session
 * on a lesson, its live board, the actions it sends to the students' pages, the stream of its events and the
 * replay of an ended one.
 */

const isoTime = text();

/** A student without a heartbeat for this many seconds is offline (its page beats every PRESENCE_BEAT_SECONDS). */
export const PRESENCE_TIMEOUT_SECONDS = 30;
/** How often a student's lesson page posts its presence during a live session. */
export const PRESENCE_BEAT_SECONDS = 10;
/** How often an open stream sends a heartbeat comment (`: ping`), so that proxies keep it open. */
export const STREAM_HEARTBEAT_SECONDS = 15;

export const CLASS_SESSION_STATES = ['live', 'ended'] as const;
export const classSessionState = z.enum(CLASS_SESSION_STATES);
export type ClassSessionState = z.infer<typeof classSessionState>;

/** The event kinds of a session's timeline; the student's stream carries only STUDENT_EVENT_KINDS. */
export const SESSION_EVENT_KINDS = ['start', 'join', 'position', 'answer', 'focus', 'end'] as const;
export const sessionEventKind = z.enum(SESSION_EVENT_KINDS);
export type SessionEventKind = z.infer<typeof sessionEventKind>;
export const STUDENT_EVENT_KINDS = ['focus', 'end'] as const satisfies readonly SessionEventKind[];

/** The payload of each kind of event (`data` of a stream message, `payload` of the stored row). */
export const sessionEventData = {
  start: z.object({ teacherId: z.number().int(), classId: z.number().int(), lessonId: z.number().int() }),
  /** a student came online (first heartbeat, or the first after it went offline) */
  join: z.object({ studentId: z.number().int(), questionId: z.number().int().nullable() }),
  /** a student moved to another question */
  position: z.object({ studentId: z.number().int(), questionId: z.number().int() }),
  /** a student saved an answer (graded as saved: outcome provisional until the hand-in, like the autosave) */
  answer: z.object({
    studentId: z.number().int(),
    questionId: z.number().int(),
    outcome: gradeOutcome,
    response: answerResponse,
    /** the answer as plain text (choices "A, C", blanks "x / y", the short answer's text) */
    answerText: text(),
  }),
  /** the teacher put everyone on question `questionNo` (1-based in the session's questions) */
  focus: z.object({ questionId: z.number().int(), questionNo: z.number().int() }),
  end: z.object({ endedBy: z.number().int() }),
} as const satisfies Record<SessionEventKind, z.ZodType>;
export type SessionEventData = { [K in SessionEventKind]: z.infer<(typeof sessionEventData)[K]> };

/** One event as the stream and the timeline give it. */
export const sessionEvent = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  kind: sessionEventKind,
  at: isoTime,
  data: z.record(text(), z.unknown()),
});
export type SessionEvent = z.infer<typeof sessionEvent>;

export const sessionIdQuery = z.object({ sessionId: idParam });
export type SessionIdQuery = z.infer<typeof sessionIdQuery>;

/** A class session as lists and answers give it. */
export const classSessionRow = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  className: text(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  teacherId: z.number().int(),
  teacherName: text(),
  state: classSessionState,
  startedAt: isoTime,
  endedAt: isoTime.nullable(),
  focusQuestionId: z.number().int().nullable(),
  /** students of the class */
  students: z.number().int(),
  /** students who came online at least once */
  attended: z.number().int(),
});
export type ClassSessionRow = z.infer<typeof classSessionRow>;

export const startClassSessionInput = z.object({ classId: idParam, lessonId: idParam });
export type StartClassSessionInput = z.infer<typeof startClassSessionInput>;

export const getClassSessionsQuery = listQuery.pick({ page: true, pageSize: true }).extend({
  state: classSessionState.optional(),
  classId: idParam.optional(),
});
export type GetClassSessionsQuery = z.infer<typeof getClassSessionsQuery>;
export const classSessionList = listOf(classSessionRow);

/** A question of the session: its place (1-based) in the lesson's questions and its stem preview. */
export const sessionQuestion = z.object({
  questionId: z.number().int(),
  no: z.number().int(),
  type: text(),
  stem: text(),
});

export const boardAnswer = z.object({
  questionId: z.number().int(),
  outcome: gradeOutcome.nullable(),
  answerText: text(),
  at: isoTime,
});

export const boardStudent = z.object({
  studentId: z.number().int(),
  name: text(),
  presence: z.enum(['online', 'offline']),
  lastSeenAt: isoTime.nullable(),
  /** the question the student is on, null before its first heartbeat */
  questionId: z.number().int().nullable(),
  answers: z.array(boardAnswer),
});
export type BoardStudent = z.infer<typeof boardStudent>;

/** The live board: the session, its questions, every student of the class, the question most are stuck on. */
export const classSessionBoard = z.object({
  session: classSessionRow,
  questions: z.array(sessionQuestion),
  students: z.array(boardStudent),
  /**
   * The question with the most students on it who have not answered it right (null when nobody is stuck):
   * with how many.
   */
  stuck: z.object({ questionId: z.number().int(), students: z.number().int() }).nullable(),
  /** the newest event's id: open the stream with it as lastEventId to get only what follows */
  lastEventId: z.number().int(),
  presenceTimeoutSeconds: z.number().int(),
});
export type ClassSessionBoard = z.infer<typeof classSessionBoard>;

export const sendSessionActionInput = z.discriminatedUnion('action', [
  z.object({ sessionId: idParam, action: z.literal('focus'), questionNo: z.coerce.number().int().min(1).max(1000) }),
  z.object({ sessionId: idParam, action: z.literal('end') }),
]);
export type SendSessionActionInput = z.infer<typeof sendSessionActionInput>;
export const sessionActionResult = z.object({ session: classSessionRow, eventId: z.number().int() });

export const sessionTimeline = z.object({
  session: classSessionRow,
  questions: z.array(sessionQuestion),
  students: z.array(z.object({ studentId: z.number().int(), name: text() })),
  events: z.array(sessionEvent),
});
export type SessionTimeline = z.infer<typeof sessionTimeline>;

export const sessionSummary = z.object({
  session: classSessionRow,
  attendance: z.object({
    students: z.number().int(),
    attended: z.number().int(),
    /** 0-1 */
    rate: z.number(),
  }),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      no: z.number().int(),
      /** the students' time on the question, summed (from their position changes) */
      timeMs: z.number().int(),
      /** students whose last answer is graded right, partly, wrong */
      answered: z.number().int(),
      correct: z.number().int(),
      /** correct / answered, null without answers */
      accuracy: z.number().nullable(),
    }),
  ),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** The stream's query: the session, and the last event the client has (or the Last-Event-ID header). */
export const sessionStreamQuery = z.object({
  sessionId: idParam,
  lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type SessionStreamQuery = z.infer<typeof sessionStreamQuery>;

export const myLiveSessionQuery = z.object({ lessonId: idParam });
export const myLiveSession = z.object({
  session: z
    .object({
      id: z.number().int(),
      classId: z.number().int(),
      lessonId: z.number().int(),
      startedAt: isoTime,
      focusQuestionId: z.number().int().nullable(),
      /** open the student's stream with it as lastEventId */
      lastEventId: z.number().int(),
      beatSeconds: z.number().int(),
    })
    .nullable(),
});
export type MyLiveSession = z.infer<typeof myLiveSession>;

export const postSessionPresenceInput = z.object({ sessionId: idParam, questionId: idParam.optional() });
export type PostSessionPresenceInput = z.infer<typeof postSessionPresenceInput>;
export const sessionPresence = z.object({
  online: z.boolean(),
  questionId: z.number().int().nullable(),
  timeoutSeconds: z.number().int(),
});
