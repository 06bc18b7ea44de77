/**
 * The school admin's data screen (/alonePage; issue 3, learning figures issue 12 item 4): its school's people,
 * classes and logins, and what its students are learning today, live (the screen's event stream sends these
 * figures again whenever something happens in the school: apps/server/src/modules/org/README.md "Data screen").
 */
import { z } from 'zod';
import { idParam, text } from './common';

const isoTime = text();
const count = z.number().int().nonnegative();

/** Days of logins per day. */
export const DATA_SCREEN_DAYS = 14;
/** Live sessions listed at most (the oldest first; `liveSessionCount` counts them all). */
export const DATA_SCREEN_LIVE_MAX = 12;
/** Knowledge points listed in "most missed this week". */
export const DATA_SCREEN_MISSED_MAX = 6;
/** The stream recomputes a school's figures at most once per this many milliseconds, for all its screens. */
export const DATA_SCREEN_COALESCE_MS = 1_000;

export const getDataScreenQuery = z.object({
  schoolId: idParam,
  /** IANA time zone of the screen: the day boundaries of loginsByDay, "today" and "this week"; default UTC */
  tz: text().trim().max(64).optional(),
});
export type GetDataScreenQuery = z.infer<typeof getDataScreenQuery>;

/** Graded answers (work waiting for a person left out) and the right ones among them (partly right is not). */
export const answerTally = z.object({ answered: count, correct: count });
export type AnswerTally = z.infer<typeof answerTally>;

export const dataScreenLiveSession = z.object({
  id: z.number().int(),
  className: text(),
  grade: z.number().int(),
  lessonTitle: text(),
  teacherName: text(),
  startedAt: isoTime,
  /** students with a heartbeat in the last PRESENCE_TIMEOUT_SECONDS */
  online: count,
  /** the class's active students */
  students: count,
  /** the answers given since the session started, each student's latest per question */
  answers: answerTally,
});
export type DataScreenLiveSession = z.infer<typeof dataScreenLiveSession>;

export const dataScreenLearning = z.object({
  /** today in the screen's zone (YYYY-MM-DD) and the Monday its ISO week began on */
  today: text(),
  weekStart: text(),
  /** lessons handed in today (submitted or graded), and the students who handed them in */
  handInsToday: count,
  studentsToday: count,
  /** the answers of the lessons handed in today and this week, by the questions' subject; most answered first */
  accuracyBySubject: z.array(z.object({ subject: text(), today: answerTally, week: answerTally })),
  /** every live session of the school (at most DATA_SCREEN_LIVE_MAX listed) and who is online in them */
  liveSessionCount: count,
  onlineNow: count,
  liveSessions: z.array(dataScreenLiveSession),
  /** this week's knowledge points missed most often (answers not right), at most DATA_SCREEN_MISSED_MAX */
  missedPoints: z.array(
    z.object({ id: z.number().int(), name: text(), subject: text(), attempts: count, missed: count }),
  ),
});
export type DataScreenLearning = z.infer<typeof dataScreenLearning>;

export const dataScreen = z.object({
  school: z.object({ id: z.number().int(), name: text() }),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  classCount: z.number().int(),
  /** students of active classes by grade; grade null counts students in no active class */
  studentsByGrade: z.array(z.object({ grade: z.number().int().nullable(), count: z.number().int() })),
  classes: z.array(
    z.object({ id: z.number().int(), name: text(), grade: z.number().int(), studentCount: z.number().int() }),
  ),
  /** the last DATA_SCREEN_DAYS days, oldest first, today last; date as YYYY-MM-DD in `tz` */
  loginsByDay: z.array(z.object({ date: text(), logins: z.number().int(), users: z.number().int() })),
  learning: dataScreenLearning,
  tz: text(),
  generatedAt: isoTime,
});
export type DataScreen = z.infer<typeof dataScreen>;

/** The event of the data screen's stream: the figures, whole (`data` is a DataScreen). */
export const DATA_SCREEN_FIGURES_EVENT = 'figures';
