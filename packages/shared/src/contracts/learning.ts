import { z } from 'zod';
import { idParam, listOf, listQuery, text, timeZone } from './common';
import { EXERCISES_MAX, MAX_BLANKS, OPTION_KEYS, questionPreview, questionType } from './content';
import { answerCorrection } from './marks';
import { idList, optionalId } from './org';

/**
 * The teaching and learning loop (issue 10): a teacher's classes, lesson releases (lock/unlock), what a
 * student answers and how an answer is graded (apps/server/src/modules/learning).
 */

const isoTime = text();

// ---------------------------------------------------------------------------------------------
// A teacher's classes
// ---------------------------------------------------------------------------------------------

/** One of the caller's classes (a teacher: the classes it teaches, active ones). */
export const myClassRow = z.object({
  id: z.number().int(),
  name: text(),
  /** 1-12 */
  grade: z.number().int(),
  schoolName: text(),
  students: z.number().int(),
  /** lessons open to the class now */
  released: z.number().int(),
  /** lessons that open later by themselves */
  scheduled: z.number().int(),
  /** homework whose due time is still to come */
  homeworkOpen: z.number().int(),
  /** the earliest of those due times */
  nextDueAt: isoTime.nullable(),
  /** the mean score of the class's graded lessons (0-100), null before the first */
  average: z.number().nullable(),
});
export type MyClassRow = z.infer<typeof myClassRow>;
export const myClasses = z.array(myClassRow);

// ---------------------------------------------------------------------------------------------
// A class's progress (myClassDetail): its students × the lessons released to it
// ---------------------------------------------------------------------------------------------

/** At most this many lessons are columns of the grid: the latest released (a course filter narrows them). */
export const PROGRESS_LESSONS_MAX = 60;
export const PROGRESS_SORTS = ['name', 'average', 'done', 'lastSubmittedAt'] as const;
export const getClassProgressQuery = listQuery.extend({
  classId: idParam,
  courseId: optionalId,
  sort: z.enum(PROGRESS_SORTS, { error: 'must be name, average, done or lastSubmittedAt' }).optional(),
});
export type GetClassProgressQuery = z.infer<typeof getClassProgressQuery>;

/** A column of the grid: a lesson released to the class, with how the class did on it. */
export const progressLesson = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseId: z.number().int(),
  courseTitle: text(),
  releasedAt: isoTime,
  /** students of the class who submitted it */
  submitted: z.number().int(),
  /** their mean score, null before the first graded one */
  average: z.number().nullable(),
  /** the due time when the lesson is the class's homework */
  dueAt: isoTime.nullable(),
});
export type ProgressLesson = z.infer<typeof progressLesson>;

/** A student's work on one lesson (cells without work are left out: the lesson is new to the student). */
export const progressCell = z.object({
  lessonId: z.number().int(),
  state: z.enum(['in_progress', 'submitted', 'graded']),
  score: z.number().nullable(),
  /** homework handed in after its due time */
  late: z.boolean(),
});
export type ProgressCell = z.infer<typeof progressCell>;

/** A row of the grid: one active student of the class, over the columns' lessons. */
export const progressRow = z.object({
  studentId: z.number().int(),
  name: text(),
  username: text(),
  /** lessons submitted */
  done: z.number().int(),
  /** mean score of the graded ones */
  average: z.number().nullable(),
  timeSpentMs: z.number().int(),
  lastSubmittedAt: isoTime.nullable(),
  cells: z.array(progressCell),
});
export type ProgressRow = z.infer<typeof progressRow>;

export const classProgress = listOf(progressRow).extend({
  class: z.object({
    id: z.number().int(),
    name: text(),
    grade: z.number().int(),
    schoolName: text(),
    students: z.number().int(),
  }),
  /** the columns, in the order they were released */
  lessons: z.array(progressLesson),
  /** more lessons are released than the grid shows (the latest PROGRESS_LESSONS_MAX are) */
  lessonsCapped: z.boolean(),
});
export type ClassProgress = z.infer<typeof classProgress>;

// ---------------------------------------------------------------------------------------------
// Lesson releases (/lockUp/index): DESIGN.md section 4, a release is (class, lesson, unlock_at, by)
// ---------------------------------------------------------------------------------------------

/** locked: students cannot open it; scheduled: it opens by itself at `unlockAt`; released: open. */
export const RELEASE_STATES = ['locked', 'scheduled', 'released'] as const;
export const releaseState = z.enum(RELEASE_STATES);
export type ReleaseState = z.infer<typeof releaseState>;

export const getClassReleasesQuery = z.object({ classId: idParam, courseId: idParam });
export type GetClassReleasesQuery = z.infer<typeof getClassReleasesQuery>;

/** A lesson of the course for this class: its state; lessons never released are locked, `unlockAt` null. */
export const lessonRelease = z.object({
  lessonId: z.number().int(),
  state: releaseState,
  unlockAt: isoTime.nullable(),
  /** who released, scheduled or locked it last; null when never touched */
  changedBy: text().nullable(),
  changedAt: isoTime.nullable(),
});
export type LessonRelease = z.infer<typeof lessonRelease>;
export const classReleases = z.object({
  classId: z.number().int(),
  courseId: z.number().int(),
  releases: z.array(lessonRelease),
});
export type ClassReleases = z.infer<typeof classReleases>;

export const RELEASE_ACTIONS = ['release', 'schedule', 'lock'] as const;
/** At most this many lessons in one release (a whole course at once). */
export const RELEASE_LESSONS_MAX = 500;
/** How far ahead a release may be scheduled. */
export const RELEASE_SCHEDULE_MAX_DAYS = 366;

/**
 * Release lessons to a class now, schedule them (`unlockAt`, an ISO time in the future), or lock them again.
 * All or nothing: every lesson must be a published lesson the teacher may read.
 */
export const setLessonReleaseInput = z
  .object({
    classId: idParam,
    lessonIds: idList
      .refine((ids) => ids.length > 0, 'is required')
      .refine((ids) => ids.length <= RELEASE_LESSONS_MAX, `at most ${RELEASE_LESSONS_MAX} lessons`),
    action: z.enum(RELEASE_ACTIONS, { error: 'must be release, schedule or lock' }),
    unlockAt: text()
      .trim()
      .max(40)
      .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'must be a date and time')
      .optional(),
  })
  .superRefine((input, ctx) => {
    const hasTime = input.unlockAt !== undefined && input.unlockAt !== '';
    if (input.action === 'schedule' && !hasTime) {
      ctx.addIssue({ code: 'custom', path: ['unlockAt'], message: 'is required to schedule a release' });
    }
    if (input.action !== 'schedule' && hasTime) {
      ctx.addIssue({ code: 'custom', path: ['unlockAt'], message: 'only a scheduled release has a time' });
    }
  });
export type SetLessonReleaseInput = z.infer<typeof setLessonReleaseInput>;
export const setLessonReleaseResult = z.object({ changed: z.number().int(), releases: z.array(lessonRelease) });

/** One blank's response: what the student typed or entered in the math field (LaTeX). */
export const BLANK_RESPONSE_MAX = 200;
/** A short answer's text. */
export const SHORT_RESPONSE_MAX = 5_000;
/** The name the server gives an answer photo: `<uuid>.<ext>`. */
export const ANSWER_PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/**
 * A student's response to one question. Every field is optional: a question half answered is saved as it
 * is (autosave), and grading reads only the field of the question's type.
 */
export const answerResponse = z.object({
  /** single and multiple choice: option letters */
  choices: z.array(z.enum(OPTION_KEYS)).max(OPTION_KEYS.length).optional(),
  /** true/false */
  judge: z.boolean().nullable().optional(),
  /** fill-in: one value per blank, in order ('' for a blank left empty) */
  blanks: z.array(text().max(BLANK_RESPONSE_MAX)).max(MAX_BLANKS).optional(),
  /** short answer */
  text: text().max(SHORT_RESPONSE_MAX).optional(),
  /** short answer: a photo of handwritten work, by the name uploadAnswerPhoto gave it */
  photo: text().regex(ANSWER_PHOTO_NAME, 'not a photo name').optional(),
});
export type AnswerResponse = z.infer<typeof answerResponse>;

/** An answer as plain text for the board's hover: choices, true/false, blanks, the short answer. */
export function answerText(response: AnswerResponse): string {
  if (response.choices && response.choices.length > 0) return response.choices.join(', ');
  if (response.judge === true) return 'true';
  if (response.judge === false) return 'false';
  if (response.blanks && response.blanks.length > 0) return response.blanks.join(' / ');
  if (response.text) return response.text.slice(0, 500);
  if (response.photo) return '[photo]';
  return '';
}

/** Photos of handwritten work: PNG, JPEG or WebP (by content), at most 10 MB (phone cameras). */
export const ANSWER_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const uploadAnswerPhotoInput = z.object({ lessonId: idParam, questionId: idParam });
export type UploadAnswerPhotoInput = z.infer<typeof uploadAnswerPhotoInput>;
export const answerPhotoUpload = z.object({
  photo: text(),
  /** a signed address to show it (expires; the lesson and report pages give fresh ones) */
  url: text(),
});
/** Opening a photo by its signed address (answerPhoto): made for one user, until `exp`. */
export const openAnswerPhotoQuery = z.object({
  name: text().regex(ANSWER_PHOTO_NAME, 'not a photo name'),
  uid: z.coerce.number().int(),
  exp: z.coerce.number().int(),
  sig: text().max(128),
});
export type OpenAnswerPhotoQuery = z.infer<typeof openAnswerPhotoQuery>;
/** The signed addresses of the photos a page shows, by photo name. */
export const photoUrls = z.record(text(), text());

/**
 * The outcome of automatic grading: right, wrong, partly right (some blanks), or waiting for a person
 * (short answers: the correction teacher grades them).
 */
export const GRADE_OUTCOMES = ['correct', 'partial', 'wrong', 'pending'] as const;
export const gradeOutcome = z.enum(GRADE_OUTCOMES);
export type GradeOutcome = z.infer<typeof gradeOutcome>;

// ---------------------------------------------------------------------------------------------
// A student's lesson: answers saved as it goes, one submission, automatic grading, the report
// ---------------------------------------------------------------------------------------------

export const SUBMISSION_STATES = ['in_progress', 'submitted', 'graded'] as const;
export const submissionState = z.enum(SUBMISSION_STATES);
export type SubmissionState = z.infer<typeof submissionState>;

/** The longest time on one lesson the timer may report (a day). */
export const TIME_SPENT_MAX_MS = 86_400_000;

export const studentLessonQuery = z.object({ lessonId: idParam });

export const submissionInfo = z.object({
  state: submissionState,
  startedAt: isoTime,
  submittedAt: isoTime.nullable(),
  /** 0-100 once graded; null while in progress or while short answers wait for a person */
  score: z.number().nullable(),
  timeSpentMs: z.number().int(),
});
export type SubmissionInfo = z.infer<typeof submissionInfo>;

export const savedAnswer = z.object({ questionId: z.number().int(), response: answerResponse });

/** A released lesson as its student works on it: content, exercises (never their answers), saved answers. */
export const studentLesson = z.object({
  lessonId: z.number().int(),
  classId: z.number().int(),
  title: text(),
  courseTitle: text(),
  chapterTitle: text(),
  /** rendered, sanitized HTML */
  html: text(),
  exercises: z.array(z.object({ questionId: z.number().int(), sort: z.number().int(), preview: questionPreview })),
  submission: submissionInfo.nullable(),
  answers: z.array(savedAnswer),
  /** when the lesson is the class's homework: its due time and the teacher's note */
  homework: z.object({ dueAt: isoTime, note: text() }).nullable(),
  photoUrls,
});
export type StudentLesson = z.infer<typeof studentLesson>;

const timeSpentMs = z.coerce
  .number()
  .int()
  .min(0, 'must be 0 or more')
  .max(TIME_SPENT_MAX_MS, 'at most a day (86400000 ms)')
  .optional();

/** Autosave: the answers changed since the last save (all of them is fine too). */
export const saveAnswersInput = z.object({
  lessonId: idParam,
  answers: z
    .array(z.object({ questionId: idParam, response: answerResponse }))
    .max(EXERCISES_MAX, `at most ${EXERCISES_MAX} answers`)
    .default([]),
  timeSpentMs,
});
export type SaveAnswersInput = z.infer<typeof saveAnswersInput>;
export const saveAnswersResult = z.object({ saved: z.number().int(), savedAt: isoTime, state: submissionState });

/**
 * Submit: the last answers, then grading. `submitKey` is made once per attempt by the console, so a
 * retried or doubled submit is the same one; a lesson already submitted answers its submission as it is.
 */
export const submitLessonInput = saveAnswersInput.extend({
  submitKey: text().trim().min(8, 'at least 8 characters').max(64, 'at most 64 characters'),
  /** the student's time zone (IANA, default UTC): the day its answers count on in the wrong-question book */
  tz: timeZone,
});
export type SubmitLessonInput = z.infer<typeof submitLessonInput>;
export const submitLessonResult = submissionInfo;

/** The answer key as the report shows it after submission. */
export const answerKey = z.object({
  choices: z.array(text()),
  judge: z.boolean().nullable(),
  /** fill-in: each blank's accepted values */
  blanks: z.array(z.array(text())),
  /** short answer: the reference answer, rendered */
  textHtml: text(),
});

export const lessonReport = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  submission: submissionInfo,
  items: z.array(
    z.object({
      questionId: z.number().int(),
      sort: z.number().int(),
      preview: questionPreview,
      response: answerResponse,
      outcome: gradeOutcome.nullable(),
      credit: z.number().nullable(),
      key: answerKey,
      /** rendered, sanitized HTML ('' when the question has none) */
      analysisHtml: text(),
      /** a person's grade of a short answer: points, comment, marks on its photo (null before) */
      correction: answerCorrection.nullable(),
    }),
  ),
  photoUrls,
});
export type LessonReport = z.infer<typeof lessonReport>;

// ---------------------------------------------------------------------------------------------
// A student's lessons (/stuLesson/stuLesson)
// ---------------------------------------------------------------------------------------------

/** new: released, not started; then the submission's state. */
export const STUDENT_LESSON_STATES = ['new', ...SUBMISSION_STATES] as const;
export const studentLessonState = z.enum(STUDENT_LESSON_STATES);
export type StudentLessonState = z.infer<typeof studentLessonState>;

export const getMyLessonsQuery = listQuery.extend({
  courseId: optionalId,
  state: studentLessonState.optional(),
});
export type GetMyLessonsQuery = z.infer<typeof getMyLessonsQuery>;

/** A lesson released to one of the student's classes, newest release first, with the student's progress. */
export const myLessonRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseId: z.number().int(),
  courseTitle: text(),
  chapterTitle: text(),
  className: text(),
  releasedAt: isoTime,
  exerciseCount: z.number().int(),
  state: studentLessonState,
  score: z.number().nullable(),
  submittedAt: isoTime.nullable(),
  /** the due time when the lesson is the class's homework */
  dueAt: isoTime.nullable(),
  /** homework handed in after its due time */
  late: z.boolean(),
});
export type MyLessonRow = z.infer<typeof myLessonRow>;
export const myLessons = listOf(myLessonRow);

// ---------------------------------------------------------------------------------------------
// A teacher's students (/myStudent/myStudent) and one student's learning by day (Studentays)
// ---------------------------------------------------------------------------------------------

/** A score falls when the mean of the latest graded lessons is this many points under the mean of the ones before. */
export const FALLING_SCORE_DROP = 10;
/**
 * How many graded lessons make "the latest" and "the ones before" in that comparison; both must be full (a
 * trend needs twice this many graded lessons).
 */
export const FALLING_SCORE_WINDOW = 2;
/** falling: the score falls; overdue: homework of the class not handed in by its due time. */
export const ATTENTION_KINDS = ['falling', 'overdue'] as const;
export const TAUGHT_STUDENT_SORTS = ['name', 'average', 'done', 'lastSubmittedAt'] as const;
export const getTaughtStudentsQuery = listQuery.extend({
  classId: optionalId,
  attention: z.enum(ATTENTION_KINDS, { error: 'must be falling or overdue' }).optional(),
  sort: z.enum(TAUGHT_STUDENT_SORTS, { error: 'must be name, average, done or lastSubmittedAt' }).optional(),
});
export type GetTaughtStudentsQuery = z.infer<typeof getTaughtStudentsQuery>;

/** A student of one of the teacher's classes, with its work there. */
export const taughtStudentRow = z.object({
  studentId: z.number().int(),
  name: text(),
  username: text(),
  classId: z.number().int(),
  className: text(),
  /** lessons handed in */
  done: z.number().int(),
  average: z.number().nullable(),
  /** mean of the latest FALLING_SCORE_WINDOW graded lessons, and of the ones before them */
  recentAverage: z.number().nullable(),
  earlierAverage: z.number().nullable(),
  falling: z.boolean(),
  /** homework of the class not handed in whose due time is gone */
  overdue: z.number().int(),
  lastSubmittedAt: isoTime.nullable(),
});
export type TaughtStudentRow = z.infer<typeof taughtStudentRow>;
export const taughtStudents = listOf(taughtStudentRow);

/** At most this many days in one request of a student's learning by day (a month view with its edges). */
export const STUDENT_DAYS_MAX = 62;
export const getStudentDaysQuery = z
  .object({
    studentId: idParam,
    /** first and last day, YYYY-MM-DD, in `tz` */
    from: text().trim().max(10),
    to: text().trim().max(10),
    tz: timeZone,
  })
  .superRefine((q, ctx) => {
    for (const key of ['from', 'to'] as const) {
      if (!isCalendarDay(q[key])) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a day (YYYY-MM-DD)' });
    }
    if (isCalendarDay(q.from) && isCalendarDay(q.to)) {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (days > STUDENT_DAYS_MAX)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${STUDENT_DAYS_MAX} days after from` });
    }
  });
export type GetStudentDaysQuery = z.infer<typeof getStudentDaysQuery>;

/** A lesson the student worked on in the period, on the day it was last worked on. */
export const studentDayWork = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  classId: z.number().int(),
  className: text(),
  state: submissionState,
  score: z.number().nullable(),
  timeSpentMs: z.number().int(),
  startedAt: isoTime,
  submittedAt: isoTime.nullable(),
  /** YYYY-MM-DD in the asked time zone: the day it was handed in, or last saved while in progress */
  day: text(),
});
export type StudentDayWork = z.infer<typeof studentDayWork>;
export const studentDays = z.object({
  student: z.object({
    id: z.number().int(),
    name: text(),
    username: text(),
    classes: z.array(z.object({ id: z.number().int(), name: text() })),
  }),
  from: text(),
  to: text(),
  tz: text(),
  /** the days with work, in order, with their totals */
  days: z.array(
    z.object({
      day: text(),
      lessons: z.number().int(),
      timeSpentMs: z.number().int(),
      average: z.number().nullable(),
    }),
  ),
  work: z.array(studentDayWork),
});
export type StudentDays = z.infer<typeof studentDays>;

/** A student's report on a lesson, as its teacher reads it. */
export const getStudentReportQuery = z.object({ studentId: idParam, lessonId: idParam });

// ---------------------------------------------------------------------------------------------
// Lesson preparation (/TeaCourse/prepara, /workClass/index) and polishing (/Lesson/index)
// ---------------------------------------------------------------------------------------------

/** draft: being written; ready: the teacher is ready to teach it. */
export const PREP_STATES = ['draft', 'ready'] as const;
export const prepState = z.enum(PREP_STATES, { error: 'must be draft or ready' });
export type PrepState = z.infer<typeof prepState>;

/** The longest teaching notes (plain text; formulas between $ … $ are typeset when shown). */
export const PREP_NOTES_MAX = 10_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2024-02-30 is not), years 2000-2099. */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2099 && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** A planned day: YYYY-MM-DD; '' or null for none. */
const plannedOnInput = z
  .union([z.null(), text().trim()])
  .refine((v) => v === null || v === '' || isCalendarDay(v), 'must be a date (YYYY-MM-DD, 2000-2099)')
  .transform((v) => (v === null || v === '' ? null : v));

/** A question of a preparation as its lists show it: plain-text stem (formulas as written), type, difficulty. */
export const prepQuestion = z.object({
  id: z.number().int(),
  type: questionType,
  difficulty: z.number().int(),
  stemText: text(),
  /** one of the lesson's own exercises (else picked from the question bank) */
  inLesson: z.boolean(),
});
export type PrepQuestion = z.infer<typeof prepQuestion>;

/** What a preparation holds, and what every revision keeps. */
export const prepSnapshot = z.object({
  notes: text(),
  /** the chosen exercises, in the order they will be done */
  questionIds: z.array(z.number().int()),
  /** YYYY-MM-DD */
  plannedOn: text().nullable(),
  state: prepState,
});
export type PrepSnapshot = z.infer<typeof prepSnapshot>;

/**
 * A teacher's preparation of a lesson for one of its classes. `questions` describes the chosen questions the
 * teacher may still read, in order; an id of `questionIds` without its entry was deleted from the bank since.
 */
export const preparation = prepSnapshot.extend({
  id: z.number().int(),
  classId: z.number().int(),
  lessonId: z.number().int(),
  questions: z.array(prepQuestion),
  /** the number of its latest revision (1 after the first save) */
  revision: z.number().int(),
  updatedAt: isoTime,
});
export type Preparation = z.infer<typeof preparation>;

export const getPreparationQuery = z.object({ classId: idParam, lessonId: idParam });
export type GetPreparationQuery = z.infer<typeof getPreparationQuery>;

/** The prepara page: the class, the lesson (content and own exercises) and the preparation so far (or none yet). */
export const preparationPage = z.object({
  classId: z.number().int(),
  className: text(),
  grade: z.number().int(),
  lesson: z.object({
    id: z.number().int(),
    title: text(),
    courseId: z.number().int(),
    courseTitle: text(),
    chapterTitle: text(),
    /** rendered, sanitized HTML */
    html: text(),
    /** the lesson's own exercises, in the author's order */
    exercises: z.array(prepQuestion),
  }),
  release: z.object({ state: releaseState, unlockAt: isoTime.nullable() }),
  prep: preparation.nullable(),
});
export type PreparationPage = z.infer<typeof preparationPage>;

/**
 * Saves a preparation (creates it on the first save): the whole content each time. A save that changes
 * something adds a revision; one that changes nothing answers `changed: false` and writes nothing.
 * `baseRevision`: the revision the teacher started from; when the preparation has moved on since (another
 * tab), the save is refused with 409 rather than overwriting it.
 */
export const savePreparationInput = z.object({
  classId: idParam,
  lessonId: idParam,
  notes: text()
    .max(PREP_NOTES_MAX, `at most ${PREP_NOTES_MAX} characters`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trimEnd())
    .default(''),
  questionIds: z
    .array(idParam, { error: 'must be a list of ids' })
    .max(EXERCISES_MAX, `at most ${EXERCISES_MAX} questions`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a question')
    .default([]),
  plannedOn: plannedOnInput.optional().transform((v) => v ?? null),
  state: prepState.default('draft'),
  baseRevision: z.coerce.number().int().min(0, 'must be 0 or more').optional(),
});
export type SavePreparationInput = z.input<typeof savePreparationInput>;
export type SavePreparationParsed = z.output<typeof savePreparationInput>;
export const savePreparationResult = z.object({ changed: z.boolean(), prep: preparation });
export type SavePreparationResult = z.infer<typeof savePreparationResult>;

/** none: not prepared yet; else the preparation's state. */
export const PREP_FILTERS = ['none', ...PREP_STATES] as const;
export const prepFilter = z.enum(PREP_FILTERS);
export type PrepFilter = z.infer<typeof prepFilter>;

/** The before-class list (/workClass/index): a class's coming lessons, `prep` filters by preparation. */
export const getUpcomingLessonsQuery = listQuery.extend({
  classId: idParam,
  courseId: optionalId,
  prep: prepFilter.optional(),
});
export type GetUpcomingLessonsQuery = z.infer<typeof getUpcomingLessonsQuery>;

/** A preparation as the lists show it. */
export const prepSummary = z.object({
  id: z.number().int(),
  state: prepState,
  plannedOn: text().nullable(),
  exercises: z.number().int(),
  revision: z.number().int(),
  updatedAt: isoTime,
});
export type PrepSummary = z.infer<typeof prepSummary>;

/**
 * A coming lesson of a class: a published lesson of a course of the class's grade (or one the teacher has
 * prepared) that is not released to the class yet, or that the teacher plans for today or later.
 */
export const upcomingLessonRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseId: z.number().int(),
  courseTitle: text(),
  chapterTitle: text(),
  release: releaseState,
  unlockAt: isoTime.nullable(),
  prep: prepSummary.nullable(),
});
export type UpcomingLessonRow = z.infer<typeof upcomingLessonRow>;
export const upcomingLessons = listOf(upcomingLessonRow);

/** The teacher's preparations (/Lesson/index): newest change first, or by planned day. */
export const PREP_SORTS = ['updatedAt', 'plannedOn'] as const;
export const getPreparationListQuery = listQuery.extend({
  classId: optionalId,
  state: prepState.optional(),
  sort: z.enum(PREP_SORTS, { error: 'must be updatedAt or plannedOn' }).optional(),
});
export type GetPreparationListQuery = z.infer<typeof getPreparationListQuery>;
export const prepRow = prepSummary.extend({
  classId: z.number().int(),
  className: text(),
  lessonId: z.number().int(),
  lessonTitle: text(),
  courseTitle: text(),
});
export type PrepRow = z.infer<typeof prepRow>;
export const prepList = listOf(prepRow);

/** A preparation's revisions, newest first. */
export const getPrepRevisionsQuery = listQuery.pick({ page: true, pageSize: true }).extend({ prepId: idParam });
export type GetPrepRevisionsQuery = z.infer<typeof getPrepRevisionsQuery>;
export const prepRevisionRow = z.object({
  number: z.number().int(),
  author: text(),
  createdAt: isoTime,
  /** the revision this one restored; null for a save */
  restoredFrom: z.number().int().nullable(),
  state: prepState,
  plannedOn: text().nullable(),
  exercises: z.number().int(),
  notesLength: z.number().int(),
});
export type PrepRevisionRow = z.infer<typeof prepRevisionRow>;
export const prepRevisions = listOf(prepRevisionRow).extend({
  /** the preparation's latest revision */
  current: z.number().int(),
});
export type PrepRevisions = z.infer<typeof prepRevisions>;

export const getPrepRevisionQuery = z.object({ prepId: idParam, revision: idParam });
export type GetPrepRevisionQuery = z.infer<typeof getPrepRevisionQuery>;
/** One revision as saved, with what its questions are (those still in the bank). */
export const prepRevision = prepSnapshot.extend({
  prepId: z.number().int(),
  number: z.number().int(),
  author: text(),
  createdAt: isoTime,
  restoredFrom: z.number().int().nullable(),
  questions: z.array(prepQuestion),
});
export type PrepRevision = z.infer<typeof prepRevision>;

/** Restores a revision: a new revision equal to it (questions deleted from the bank since are left out). */
export const restorePrepRevisionInput = getPrepRevisionQuery;
export type RestorePrepRevisionInput = z.infer<typeof restorePrepRevisionInput>;
export const restorePrepRevisionResult = z.object({
  changed: z.boolean(),
  prep: preparation,
  /** questions of the old revision no longer in the bank, left out */
  droppedQuestionIds: z.array(z.number().int()),
});
export type RestorePrepRevisionResult = z.infer<typeof restorePrepRevisionResult>;

/** The admin's view of a lesson's preparations (/CourseManag/prepara), read-only. */
export const getLessonPreparationsQuery = listQuery.pick({ page: true, pageSize: true, keyword: true }).extend({
  lessonId: idParam,
});
export type GetLessonPreparationsQuery = z.infer<typeof getLessonPreparationsQuery>;
export const lessonPrepRow = prepSummary.extend({
  teacher: text(),
  className: text(),
  schoolName: text(),
});
export type LessonPrepRow = z.infer<typeof lessonPrepRow>;
export const lessonPreparations = listOf(lessonPrepRow).extend({
  lesson: z.object({ id: z.number().int(), title: text(), courseId: z.number().int(), courseTitle: text() }),
});
export type LessonPreparations = z.infer<typeof lessonPreparations>;

export const getPreparationDetailQuery = z.object({ id: idParam });
export const preparationDetail = preparation.extend({
  teacher: text(),
  className: text(),
  schoolName: text(),
  lessonTitle: text(),
});
export type PreparationDetail = z.infer<typeof preparationDetail>;

// ---------------------------------------------------------------------------------------------
// Homework: a lesson's work given to a class with a due time (myClassDetail, a student's to-do)
// ---------------------------------------------------------------------------------------------

/** lesson: the lesson's own exercises; preparation: the exercises of the teacher's preparation for the class. */
export const HOMEWORK_SOURCES = ['lesson', 'preparation'] as const;
export const homeworkSource = z.enum(HOMEWORK_SOURCES, { error: 'must be lesson or preparation' });
export type HomeworkSource = z.infer<typeof homeworkSource>;
/** How far ahead a due time may be. */
export const HOMEWORK_DUE_MAX_DAYS = 366;
/** The longest note to the students. */
export const HOMEWORK_NOTE_MAX = 500;

/**
 * Give a lesson's work to one of the teacher's classes, or change its due time or note. A lesson that is not
 * open to the class is released with it (now); the questions are fixed when given and may change only while
 * nobody has handed it in.
 */
export const setHomeworkInput = z.object({
  classId: idParam,
  lessonId: idParam,
  dueAt: text()
    .trim()
    .max(40)
    .refine((value) => value !== '' && !Number.isNaN(Date.parse(value)), 'must be a date and time'),
  source: homeworkSource.default('lesson'),
  note: text()
    .max(HOMEWORK_NOTE_MAX, `at most ${HOMEWORK_NOTE_MAX} characters`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .default(''),
});
export type SetHomeworkInput = z.input<typeof setHomeworkInput>;
export type SetHomeworkParsed = z.output<typeof setHomeworkInput>;

export const removeHomeworkInput = z.object({ classId: idParam, lessonId: idParam });
export type RemoveHomeworkInput = z.infer<typeof removeHomeworkInput>;
export const removeHomeworkResult = z.object({ removed: z.boolean() });

/** One homework of a class, with how the class stands on it. */
export const homeworkRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  dueAt: isoTime,
  source: homeworkSource,
  questionCount: z.number().int(),
  note: text(),
  assignedAt: isoTime,
  /** the class's present students */
  students: z.number().int(),
  /** of them, handed in (on time or late) */
  submitted: z.number().int(),
  late: z.number().int(),
  /** the mean score of the graded ones */
  average: z.number().nullable(),
});
export type HomeworkRow = z.infer<typeof homeworkRow>;

/** open: due time still to come; past: due time gone. */
export const HOMEWORK_WHEN = ['open', 'past'] as const;
export const getClassHomeworkQuery = listQuery.extend({
  classId: idParam,
  when: z.enum(HOMEWORK_WHEN, { error: 'must be open or past' }).optional(),
});
export type GetClassHomeworkQuery = z.infer<typeof getClassHomeworkQuery>;
export const classHomework = listOf(homeworkRow);
export type ClassHomework = z.infer<typeof classHomework>;

export const setHomeworkResult = z.object({
  homework: homeworkRow,
  /** the lesson was locked or scheduled later, and is open to the class now */
  released: z.boolean(),
});
export type SetHomeworkResult = z.infer<typeof setHomeworkResult>;

export const getHomeworkStatusQuery = z.object({ classId: idParam, lessonId: idParam });
export type GetHomeworkStatusQuery = z.infer<typeof getHomeworkStatusQuery>;

/** A present student of the class on one homework: its work, and whether it is late or missing. */
export const homeworkStudent = z.object({
  studentId: z.number().int(),
  name: text(),
  username: text(),
  /** new: not started */
  state: studentLessonState,
  submittedAt: isoTime.nullable(),
  score: z.number().nullable(),
  /** handed in after the due time */
  late: z.boolean(),
  /** not handed in, and the due time is gone */
  overdue: z.boolean(),
});
export type HomeworkStudent = z.infer<typeof homeworkStudent>;
export const homeworkStatus = z.object({
  homework: homeworkRow,
  /** those who have not handed it in first, then by name */
  students: z.array(homeworkStudent),
});
export type HomeworkStatus = z.infer<typeof homeworkStatus>;

/** todo: not handed in yet (due first); done: handed in (latest due first). */
export const MY_HOMEWORK_STATES = ['todo', 'done'] as const;
export const getMyHomeworkQuery = listQuery.extend({
  state: z.enum(MY_HOMEWORK_STATES, { error: 'must be todo or done' }).optional(),
});
export type GetMyHomeworkQuery = z.infer<typeof getMyHomeworkQuery>;

/** A homework of one of the student's classes, with its work on it. */
export const myHomeworkRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  className: text(),
  dueAt: isoTime,
  note: text(),
  questionCount: z.number().int(),
  state: studentLessonState,
  score: z.number().nullable(),
  submittedAt: isoTime.nullable(),
  late: z.boolean(),
  overdue: z.boolean(),
});
export type MyHomeworkRow = z.infer<typeof myHomeworkRow>;
export const myHomework = listOf(myHomeworkRow);
export type MyHomework = z.infer<typeof myHomework>;

// ---------------------------------------------------------------------------------------------
// Today: the teacher's and the student's to-do on /dashboard (issue 10 item 7)
// ---------------------------------------------------------------------------------------------

/** How many rows each part of the teacher's day lists at most (the total says how many there are). */
export const TEACHER_TODAY_MAX = 20;
/** How far ahead (and back, for homework gone due) the day looks, in days. */
export const TODAY_WINDOW_DAYS = 7;
/** The student's homework to do, at most; the lessons in progress too. */
export const STUDENT_TODO_MAX = 10;
/** The student's latest graded lessons. */
export const STUDENT_RESULTS_MAX = 5;

/** A bounded list: at most its maximum of rows, and how many there are. */
const boundedOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/** `tz`: the teacher's time zone (IANA, default UTC), for what "today" is. */
export const getTeacherTodayQuery = z.object({ tz: timeZone });
export type GetTeacherTodayQuery = z.infer<typeof getTeacherTodayQuery>;

/** A lesson of one of the teacher's classes. */
const todayClassLesson = z.object({
  classId: z.number().int(),
  className: text(),
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
});

/** A lesson to prepare: planned within the week, or released to the class within the week, not ready yet. */
export const todayPrepRow = todayClassLesson.extend({
  /** the preparation's planned day (YYYY-MM-DD), if any */
  plannedOn: text().nullable(),
  /** the release scheduled for the class, if it opens within the week */
  unlockAt: isoTime.nullable(),
  /** null: not prepared at all; draft: started, not ready */
  prepState: prepState.nullable(),
});
export type TodayPrepRow = z.infer<typeof todayPrepRow>;

/** A release of a lesson to a class scheduled today (open already, or later today). */
export const todayReleaseRow = todayClassLesson.extend({
  unlockAt: isoTime,
  released: z.boolean(),
});
export type TodayReleaseRow = z.infer<typeof todayReleaseRow>;

/** A homework of one of the teacher's classes with how its present students stand on it. */
export const todayHomeworkRow = todayClassLesson.extend({
  dueAt: isoTime,
  students: z.number().int(),
  /** handed in (on time or late) */
  submitted: z.number().int(),
  /** not handed in */
  missing: z.number().int(),
});
export type TodayHomeworkRow = z.infer<typeof todayHomeworkRow>;

/** Hand-ins of a class's lesson with short answers waiting for a person. */
export const todayGradingRow = todayClassLesson.extend({
  waiting: z.number().int(),
  /** the longest waiting one's hand-in time */
  oldestAt: isoTime,
});
export type TodayGradingRow = z.infer<typeof todayGradingRow>;

/** The teacher's day: each part at most TEACHER_TODAY_MAX rows, soonest first, with its total. */
export const teacherToday = z.object({
  /** today in `tz`, YYYY-MM-DD */
  today: text(),
  tz: text(),
  /** lessons to prepare: planned or opening within the week, soonest first */
  prepare: boundedOf(todayPrepRow),
  /** releases scheduled for today, by time */
  releases: boundedOf(todayReleaseRow),
  /** homework due within the week, soonest first */
  dueSoon: boundedOf(todayHomeworkRow),
  /** homework gone due within the last week, latest first */
  pastDue: boundedOf(todayHomeworkRow),
  /** hand-ins waiting for a person, per class and lesson, longest waiting first */
  toGrade: boundedOf(todayGradingRow),
});
export type TeacherToday = z.infer<typeof teacherToday>;

export const getStudentTodayQuery = z.object({});

/** A homework the student has not handed in yet. */
export const studentTodoRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  className: text(),
  dueAt: isoTime,
  /** new or in_progress */
  state: studentLessonState,
  /** its due time is gone */
  overdue: z.boolean(),
});
export type StudentTodoRow = z.infer<typeof studentTodoRow>;

/** A lesson the student has started and not handed in (not a homework: those are in the to-do). */
export const studentInProgressRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  className: text(),
  /** last saved */
  updatedAt: isoTime,
});
export type StudentInProgressRow = z.infer<typeof studentInProgressRow>;

/** A graded lesson with its score. */
export const studentResultRow = z.object({
  lessonId: z.number().int(),
  title: text(),
  courseTitle: text(),
  score: z.number(),
  gradedAt: isoTime,
});
export type StudentResultRow = z.infer<typeof studentResultRow>;

/** The student's day: homework to do (overdue first, then by due time), lessons in progress, latest results. */
export const studentToday = z.object({
  todo: boundedOf(studentTodoRow),
  inProgress: boundedOf(studentInProgressRow),
  results: z.array(studentResultRow),
});
export type StudentToday = z.infer<typeof studentToday>;

// ---------------------------------------------------------------------------------------------
// A DL's work list (/dashboard/dashboard): the students linked to it, their follow-up notes, and their
// lessons and reports read-only (modules/learning/README.md "A DL's work list")
// ---------------------------------------------------------------------------------------------

/** The work list: search by name or username prefix, `attention` keeps the overdue or the falling ones. */
export const getSupportStudentsQuery = listQuery.extend({
  attention: z.enum(ATTENTION_KINDS, { error: 'must be falling or overdue' }).optional(),
});
export type GetSupportStudentsQuery = z.infer<typeof getSupportStudentsQuery>;

/** How much of a note the work list shows (the drawer has it whole). */
export const FOLLOW_UP_EXCERPT = 140;
/** The latest follow-up of a student, as the work list shows it. */
export const followUpSummary = z.object({
  id: z.number().int(),
  contactAt: isoTime,
  staffId: z.number().int(),
  staffName: text(),
  /** the note, cut to FOLLOW_UP_EXCERPT characters */
  excerpt: text(),
});
export type FollowUpSummary = z.infer<typeof followUpSummary>;

/** A student linked to the DL, with its work over its active classes. */
export const supportStudentRow = z.object({
  studentId: z.number().int(),
  name: text(),
  username: text(),
  classes: z.array(z.object({ id: z.number().int(), name: text() })),
  /** lessons handed in */
  done: z.number().int(),
  average: z.number().nullable(),
  /** mean of the latest FALLING_SCORE_WINDOW graded lessons, and of the ones before them */
  recentAverage: z.number().nullable(),
  earlierAverage: z.number().nullable(),
  falling: z.boolean(),
  /** homework of its classes not handed in whose due time is gone */
  overdue: z.number().int(),
  lastSubmittedAt: isoTime.nullable(),
  latestFollowUp: followUpSummary.nullable(),
});
export type SupportStudentRow = z.infer<typeof supportStudentRow>;
export const supportStudents = listOf(supportStudentRow);
export type SupportStudents = z.infer<typeof supportStudents>;

/** The longest follow-up note, and the longest "what was agreed". */
export const FOLLOW_UP_NOTE_MAX = 2000;
export const FOLLOW_UP_AGREED_MAX = 1000;
/** How far back a contact may be dated. */
export const FOLLOW_UP_PAST_MAX_DAYS = 366;

const plainText = (max: number) =>
  text()
    .max(max, `at most ${max} characters`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim());

export const getFollowUpsQuery = listQuery.pick({ page: true, pageSize: true }).extend({ studentId: idParam });
export type GetFollowUpsQuery = z.infer<typeof getFollowUpsQuery>;

/** One follow-up of a student: who, when the contact happened, what was said and agreed. */
export const followUpNote = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  staffId: z.number().int(),
  staffName: text(),
  staffUsername: text(),
  note: text(),
  agreed: text(),
  contactAt: isoTime,
  createdAt: isoTime,
  /** written by the caller (it may delete it) */
  mine: z.boolean(),
});
export type FollowUpNote = z.infer<typeof followUpNote>;
export const followUps = listOf(followUpNote);
export type FollowUps = z.infer<typeof followUps>;

export const addFollowUpInput = z.object({
  studentId: idParam,
  note: plainText(FOLLOW_UP_NOTE_MAX).refine((v) => v !== '', 'is required'),
  agreed: plainText(FOLLOW_UP_AGREED_MAX).default(''),
  /** when the contact happened (not in the future, at most FOLLOW_UP_PAST_MAX_DAYS ago) */
  contactAt: text()
    .trim()
    .max(40)
    .refine((value) => value !== '' && !Number.isNaN(Date.parse(value)), 'must be a date and time'),
});
export type AddFollowUpInput = z.input<typeof addFollowUpInput>;
export type AddFollowUpParsed = z.output<typeof addFollowUpInput>;

export const deleteFollowUpInput = z.object({ id: idParam });
export const deleteFollowUpResult = z.object({ deleted: z.boolean() });

/** A linked student's lessons, as its own list has them (getMyLessons), for the DL. */
export const getSupportStudentLessonsQuery = getMyLessonsQuery.extend({ studentId: idParam });
export type GetSupportStudentLessonsQuery = z.infer<typeof getSupportStudentLessonsQuery>;
export const supportStudentLessons = listOf(myLessonRow).extend({
  student: z.object({ id: z.number().int(), name: text(), username: text() }),
});
export type SupportStudentLessons = z.infer<typeof supportStudentLessons>;

export const getSupportLessonReportQuery = z.object({ studentId: idParam, lessonId: idParam });
export type GetSupportLessonReportQuery = z.infer<typeof getSupportLessonReportQuery>;
