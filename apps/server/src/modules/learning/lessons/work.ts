import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type AnswerResponse,
  answerText,
  type QuestionAnswer,
  type QuestionType,
  type SaveAnswersInput,
  type SessionEventData,
  type SubmissionInfo,
  type SubmitLessonInput,
} from '@edu/shared';
import { LESSON_LOCKED, openClassQuery } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import type { Exec } from '../../../db/queries';
import { answers, classes, submissions } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { type Grade, gradeAnswer } from '../grading/grade';
import { checkAnswerPhotos } from '../photos/service';
import { eventsInStatement, SCHOOL_CHANNEL } from '../../../db/event-bus';
import { queueHandIn } from '../wrong-book/recorder';
import { LESSON_NOT_FOUND, openLessonClass, readableLessonQuery, responseOf } from './service';

// A student's work on a lesson: autosave and submit, the two requests a class hour sends by the thousand
// (npm run bench, class hour burst). Each is one read, which checks everything the full rules check, and
// one write statement; only a refusal takes the longer path that says why.

const ALREADY_SUBMITTED = 'This lesson is already submitted; its answers can no longer change';

const p = sql.placeholder;

/**
 * The questions the class works on for the lesson, in order: the homework's (fixed when given) when the
 * lesson is the class's homework, else the lesson's exercises; as a jsonb array of ids, in a statement
 * whose open class is `oc`.
 */
const exerciseIds = sql`coalesce(
    (select a.question_ids from assignments a where a.class_id = oc.class_id and a.lesson_id = ${p('lessonId')} limit 1),
    (select coalesce(jsonb_agg(le.question_id order by le.sort, le.question_id), '[]'::jsonb)
       from lesson_exercises le where le.lesson_id = ${p('lessonId')}))`;

interface WorkKey {
  studentId: number;
  lessonId: number;
}

/**
 * The student's work on a lesson open to it, in one read: the class the lesson is open through (readable,
 * released, the student active in the class), `extra` columns about its exercises (`ex.ids`, the jsonb
 * array above) and its submission `s` (null columns before the first save). No row when the lesson is not
 * open: the full checks then say why. A prepared statement per `extra`, whose placeholders join the key's.
 */
function workRead<Row, Extra extends object = Record<never, never>>(extra: SQL) {
  const run = preparedStatement<WorkKey & Extra, Row>((db, shape) => {
    const [role, brandId] = shape.split(':');
    const scope: ClassroomScope = { role: role as ClassroomScope['role'], userId: 0, brandId: Number(brandId) };
    return sql`
    select oc.class_id, ${extra}
    from ${openClassQuery(db, p('studentId'), p('lessonId'))} oc
    cross join lateral (select ${exerciseIds} as ids) ex
    left join submissions s on s.student_id = ${p('studentId')} and s.class_id = oc.class_id and s.lesson_id = ${p('lessonId')}
    where exists ${readableLessonQuery(db, scope, p('lessonId'))}`;
  });
  return async (db: Exec, scope: ClassroomScope, lessonId: number, extraValues: Extra): Promise<Row | undefined> => {
    const values = { ...extraValues, studentId: scope.userId, lessonId } as WorkKey & Extra;
    const [row] = await run(db, values, `${scope.role}:${scope.brandId}`);
    return row;
  };
}

/** A lesson the student may not work on: 404 when it may not read it, else 403 (locked). */
async function refuse(db: Db, scope: ClassroomScope, lessonId: number): Promise<never> {
  await openLessonClass(db, scope, lessonId);
  throw forbidden(LESSON_LOCKED);
}

function strayAnswer(given: SaveAnswersInput['answers'], exerciseIds: ReadonlySet<number>): void {
  const stray = given.find((a) => !exerciseIds.has(a.questionId));
  if (stray) throw badRequest(`answers: question ${stray.questionId} is not an exercise of this lesson`);
}

/** An answer as stored: the response with its grade. */
interface GradedRow {
  questionId: number;
  response: AnswerResponse;
  outcome: Grade['outcome'];
  credit: number;
}

interface SaveValues {
  stamp: string;
  /** GradedRow[] as JSON */
  rows: string;
  timeSpentMs: number;
}

/**
 * Writes the graded answers of the placeholder `rows` (GradedRow[] as JSON) into the submission the CTE
 * `owner` returns (none when it returns no row), replacing earlier ones, stamped `stamp`; returns a row each.
 */
const writeAnswers = (owner: 'kept' | 'done', stamp: Placeholder) => sql`
      insert into ${answers} (submission_id, question_id, response, outcome, credit, updated_at)
      select ${sql.raw(owner)}.id, g."questionId", g.response, g.outcome, g.credit, ${stamp}::timestamptz
      from ${sql.raw(owner)}, jsonb_to_recordset(${p('rows')}::jsonb)
        as g("questionId" int, response jsonb, outcome varchar, credit real)
      on conflict (submission_id, question_id) do update
        set response = excluded.response, outcome = excluded.outcome, credit = excluded.credit,
            updated_at = excluded.updated_at
      returning 1`;

/**
 * An autosave as one statement: `kept`, a CTE that writes the submission and returns its id only while it is
 * in progress, then the graded answers into that submission. `kept` is 1 when the submission was in
 * progress (a submit that got there first leaves nothing to write). With `live`, the answers' events of the
 * class's live session (placeholders `sessionId` and `events`) are written and signalled in the same
 * statement (db/event-bus.ts eventsInStatement): no event for an answer not saved, no saved answer
 * without its event, and the session's event order held only inside the database.
 */
const saveStatement = (kept: SQL, live = false) => {
  const events = live ? eventsInStatement('kept', p('sessionId'), 'answer', p('events')) : null;
  return sql`
    with kept as (${kept}), saved as (${writeAnswers('kept', p('stamp'))})${events ? sql`, ${events.ctes}` : sql``}
    select (select count(*) from kept)::int as kept, (select count(*) from saved)::int as saved${
      events ? sql`, ${events.signal} as signalled` : sql``
    }`;
};

/** The live autosave's values: the live session and the answers' events (SessionEventData['answer'][] as JSON). */
interface LiveValues {
  sessionId: number;
  events: string;
}

/** The autosave of a student already working on the lesson: its time and the answers. */
const storeAnswersKept = sql`
      update ${submissions}
      set time_spent_ms = greatest(time_spent_ms, ${p('timeSpentMs')}), updated_at = ${p('stamp')}::timestamptz
      where id = ${p('submissionId')} and state = 'in_progress'
      returning id`;
const storeAnswersAtOnce = preparedStatement<SaveValues & { submissionId: number }, { kept: number }>(() =>
  saveStatement(storeAnswersKept),
);
const storeLiveAnswersAtOnce = preparedStatement<SaveValues & LiveValues & { submissionId: number }, { kept: number }>(
  () => saveStatement(storeAnswersKept, true),
);

/**
 * A student's first save of a lesson: the submission is created (or, when a save of the same student got
 * there first, found while still in progress) with the answers.
 */
const startKept = sql`
      insert into ${submissions} (student_id, class_id, lesson_id, school_id, brand_id, time_spent_ms, updated_at)
      select ${p('studentId')}, c.id, ${p('lessonId')}, c.school_id, c.brand_id, ${p('timeSpentMs')}, ${p('stamp')}::timestamptz
      from ${classes} c where c.id = ${p('classId')}
      on conflict (student_id, class_id, lesson_id) do update
        set time_spent_ms = greatest(submissions.time_spent_ms, excluded.time_spent_ms), updated_at = excluded.updated_at
        where submissions.state = 'in_progress'
      returning id`;
type StartValues = SaveValues & { studentId: number; classId: number; lessonId: number };
const startWithAnswers = preparedStatement<StartValues, { kept: number }>(() => saveStatement(startKept));
const startLiveWithAnswers = preparedStatement<StartValues & LiveValues, { kept: number }>(() =>
  saveStatement(startKept, true),
);

/** What grading needs of a question, as the reads below give it. */
interface GradingKey {
  questionId: number;
  type: QuestionType;
  answer: QuestionAnswer;
}

const gradingKeyJson = sql.raw(`json_build_object('questionId', q.id, 'type', q.type, 'answer', q.answer)`);

const readForSave = workRead<
  {
    class_id: number;
    ids: number[];
    submission_id: number | null;
    state: string | null;
    keys: GradingKey[];
    live_session_id: number | null;
  },
  { given: string }
>(
  sql`array(select q.id from jsonb_array_elements_text(ex.ids) e join questions q on q.id = e::int) as ids,
        (select cs.id from class_sessions cs where cs.class_id = oc.class_id and cs.lesson_id = ${p('lessonId')}
          and cs.state = 'live') as live_session_id,
        s.id as submission_id, s.state,
        (select coalesce(json_agg(${gradingKeyJson}), '[]'::json) from questions q
          where q.id in (select e::int from jsonb_array_elements_text(${p('given')}::jsonb) e)) as keys`,
);

/**
 * Autosave (debounced by the console): refused once the lesson is submitted, and while it is locked. Each
 * answer is graded as it is saved, so that the submit has little left to do; the grade stays with the
 * answer, unread until the lesson is handed in (reports read only submitted work).
 */
export async function saveAnswers(db: Db, caller: Caller<ClassroomScope>, input: SaveAnswersInput) {
  const { scope } = caller;
  const work = await readForSave(db, scope, input.lessonId, {
    given: JSON.stringify(input.answers.map((a) => a.questionId)),
  });
  if (!work) return refuse(db, scope, input.lessonId);
  if (work.submission_id !== null && work.state !== 'in_progress') throw conflict(ALREADY_SUBMITTED);
  strayAnswer(input.answers, new Set(work.ids.map(Number)));
  await checkAnswerPhotos(db, scope.userId, input.lessonId, input.answers);
  const keys = new Map(work.keys.map((k) => [k.questionId, k]));
  const rows = await Promise.all(
    input.answers.map(async (a): Promise<GradedRow> => {
      const key = keys.get(a.questionId);
      if (!key) throw badRequest(`answers: question ${a.questionId} is not an exercise of this lesson`);
      const grade = await gradeAnswer(key, a.response);
      return { questionId: a.questionId, response: a.response, outcome: grade.outcome, credit: grade.credit };
    }),
  );
  const save = { stamp: new Date().toISOString(), rows: JSON.stringify(rows), timeSpentMs: input.timeSpentMs ?? 0 };
  // A live class session of this class and lesson (modules/supervision): its board gets each answer, written
  // by the statement that saves it.
  const live: LiveValues | null =
    work.live_session_id === null
      ? null
      : {
          sessionId: Number(work.live_session_id),
          events: JSON.stringify(
            rows.map((row): SessionEventData['answer'] => ({
              studentId: scope.userId,
              questionId: row.questionId,
              outcome: row.outcome,
              response: row.response,
              answerText: answerText(row.response),
            })),
          ),
        };
  const start = { ...save, studentId: scope.userId, classId: Number(work.class_id), lessonId: input.lessonId };
  const submissionId = work.submission_id === null ? null : Number(work.submission_id);
  const [written] =
    submissionId !== null
      ? live
        ? await storeLiveAnswersAtOnce(db, { ...save, ...live, submissionId })
        : await storeAnswersAtOnce(db, { ...save, submissionId })
      : live
        ? await startLiveWithAnswers(db, { ...start, ...live })
        : await startWithAnswers(db, start);
  if (Number(written?.kept ?? 0) !== 1) throw conflict(ALREADY_SUBMITTED);
  return { saved: input.answers.length, savedAt: save.stamp, state: 'in_progress' as const };
}

/** A submission as `json_build_object` gives it (timestamps as ISO text). */
interface SubmissionJson {
  state: SubmissionInfo['state'];
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  timeSpentMs: number;
}

const submissionJson = (s: string) =>
  sql.raw(`json_build_object('state', ${s}.state, 'startedAt', ${s}.started_at, 'submittedAt', ${s}.submitted_at,
    'score', ${s}.score, 'timeSpentMs', ${s}.time_spent_ms)`);

function submissionInfoOfJson(s: SubmissionJson): SubmissionInfo {
  return {
    state: s.state,
    startedAt: new Date(s.startedAt).toISOString(),
    submittedAt: s.submittedAt === null ? null : new Date(s.submittedAt).toISOString(),
    score: s.score,
    timeSpentMs: s.timeSpentMs,
  };
}

/**
 * An exercise at submit time: its saved answer with the grade it got when saved, and its grading key when
 * it must be graded now (no saved answer, a last answer different from the saved one, or a question changed
 * since the answer was graded).
 */
interface SubmitExercise {
  questionId: number;
  saved: unknown;
  outcome: Grade['outcome'] | null;
  credit: number | null;
  key: Omit<GradingKey, 'questionId'> | null;
}

interface SubmitWork {
  class_id: number;
  /** the exercises in order */
  exercises: SubmitExercise[];
  /** null before the first save */
  submission: SubmissionJson | null;
}

/**
 * The score of a submission graded in full: the mean credit, 0-100 with one decimal (100 without exercises).
 * The correction module scores the work a person finishes grading with it too.
 */
export function scoreOf(credits: readonly number[]): number {
  if (credits.length === 0) return 100;
  return Math.round((1000 * credits.reduce((sum, c) => sum + c, 0)) / credits.length) / 10;
}

const readForSubmit = workRead<SubmitWork, { given: string }>(
  sql`(select coalesce(json_agg(json_build_object(
          'questionId', q.id, 'saved', a.response, 'outcome', a.outcome, 'credit', a.credit,
          'key', case when a.outcome is null or q.updated_at >= a.updated_at
                        or (g.response is not null and g.response <> a.response)
                      then json_build_object('type', q.type, 'answer', q.answer) end)
                order by e.ord), '[]'::json)
         from jsonb_array_elements_text(ex.ids) with ordinality as e(id, ord)
         join questions q on q.id = e.id::int
         left join answers a on a.submission_id = s.id and a.question_id = q.id
         left join jsonb_to_recordset(${p('given')}::jsonb) as g("questionId" int, response jsonb) on g."questionId" = q.id
      ) as exercises,
      case when s.id is null then null else ${submissionJson('s')} end as submission`,
);

const readSubmission = workRead<{ submission: SubmissionJson | null }>(
  sql`case when s.id is null then null else ${submissionJson('s')} end as submission`,
);

/**
 * The submission handed in (created when the student never saved), only while it is in progress, with the
 * answers graded now, in one statement. No row: a submit of the same student got there first. A hand-in
 * signals its school (SCHOOL_CHANNEL: the data screens), in the same statement, so on its commit.
 */
const handIn = preparedStatement<
  {
    studentId: number;
    lessonId: number;
    classId: number;
    state: 'submitted' | 'graded';
    now: string;
    gradedAt: string | null;
    score: number | null;
    submitKey: string;
    timeSpentMs: number;
    /** GradedRow[] as JSON */
    rows: string;
  },
  { submission: SubmissionJson; id: number }
>(
  () => sql`
    with done as (
      insert into ${submissions} (student_id, class_id, lesson_id, school_id, brand_id, state, submitted_at,
                                  graded_at, score, submit_key, time_spent_ms, updated_at, book_pending)
      select ${p('studentId')}, c.id, ${p('lessonId')}, c.school_id, c.brand_id, ${p('state')}, ${p('now')}::timestamptz,
             ${p('gradedAt')}::timestamptz, ${p('score')}::real, ${p('submitKey')}, ${p('timeSpentMs')}, ${p('now')}::timestamptz,
             true
      from ${classes} c where c.id = ${p('classId')}
      on conflict (student_id, class_id, lesson_id) do update
        set state = excluded.state, submitted_at = excluded.submitted_at, graded_at = excluded.graded_at,
            book_pending = true,
            score = excluded.score, submit_key = excluded.submit_key, updated_at = excluded.updated_at,
            time_spent_ms = greatest(submissions.time_spent_ms, excluded.time_spent_ms)
        where submissions.state = 'in_progress'
      returning *
    ), stored as (${writeAnswers('done', p('now'))})
    select done.id, ${submissionJson('done')} as submission, (select count(*) from stored) as stored,
      pg_notify('${sql.raw(SCHOOL_CHANNEL)}', done.school_id::text) as school_signal
    from done`,
);

/**
 * Submits the lesson once: the last answers, then every exercise graded (an unanswered one is wrong; the
 * answers saved before keep the grade they got then, unless the question has changed since). `graded` with
 * its score when grading decided everything, `submitted` while short answers wait for a person. A
 * submission already made answers as it is: a retried or doubled submit changes nothing.
 */
export async function submitLesson(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SubmitLessonInput,
): Promise<SubmissionInfo> {
  const { scope } = caller;
  const work = await readForSubmit(db, scope, input.lessonId, { given: JSON.stringify(input.answers) });
  if (!work) return refuse(db, scope, input.lessonId);
  if (work.submission && work.submission.state !== 'in_progress') return submissionInfoOfJson(work.submission);
  strayAnswer(input.answers, new Set(work.exercises.map((e) => e.questionId)));
  await checkAnswerPhotos(db, scope.userId, input.lessonId, input.answers);

  // The last answers over the saved ones; what was not graded when saved is graded now.
  const last = new Map<number, AnswerResponse>(input.answers.map((a) => [a.questionId, a.response]));
  const final = await Promise.all(
    work.exercises.map(async (e) => {
      if (!e.key) return { outcome: e.outcome ?? 'wrong', credit: e.credit ?? 0, row: null };
      const response = last.get(e.questionId) ?? (e.saved === null ? {} : responseOf(e.saved));
      const grade = await gradeAnswer(e.key, response);
      const row: GradedRow = { questionId: e.questionId, response, outcome: grade.outcome, credit: grade.credit };
      return { outcome: grade.outcome, credit: grade.credit, row };
    }),
  );
  const pending = final.some((f) => f.outcome === 'pending');
  const now = new Date().toISOString();
  const [done] = await handIn(db, {
    studentId: scope.userId,
    lessonId: input.lessonId,
    classId: Number(work.class_id),
    state: pending ? 'submitted' : 'graded',
    now,
    gradedAt: pending ? null : now,
    score: pending ? null : scoreOf(final.map((f) => f.credit)),
    submitKey: input.submitKey,
    timeSpentMs: input.timeSpentMs ?? 0,
    rows: JSON.stringify(final.flatMap((f) => (f.row ? [f.row] : []))),
  });
  if (done) {
    // The hand-in this call made goes into the wrong-question book moments later (wrong-book/recorder.ts).
    queueHandIn(db, {
      studentId: scope.userId,
      submissionId: Number(done.id),
      at: new Date(now),
      tz: input.tz,
      answers: work.exercises.map((e, i) => {
        const f = final[i];
        const response = f?.row ? f.row.response : e.saved === null ? {} : responseOf(e.saved);
        return { questionId: e.questionId, outcome: f?.outcome ?? 'wrong', response };
      }),
    });
    return submissionInfoOfJson(done.submission);
  }
  const again = await readSubmission(db, scope, input.lessonId, {});
  if (!again?.submission) throw notFound(LESSON_NOT_FOUND);
  return submissionInfoOfJson(again.submission);
}
