import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CountMap } from '@edu/shared';
import type { Db } from '../../db/client';
import { type Exec, selectRows, type Tx } from '../../db/queries';
import { quietFor } from '../../http/in-flight';
import {
  addContribution,
  addDiff,
  applyCounts,
  type Contribution,
  contributionOf,
  countsDiff,
  type Deltas,
  emptyDeltas,
  type GradedWork,
  type KpDelta,
  type KpWeekDelta,
  type WeekDelta,
  WRONG_ANSWERS_CAP,
} from './contribution';

// The aggregates follow graded work (README.md "Counting"). Each pass, in one transaction: lock the
// watermark's single row (so two server processes on one PostgreSQL take turns and never count twice), find
// graded submissions changed since the watermark (less an overlap, for transactions that committed late) whose
// version differs from the one counted, take back what each counted before (a re-grade) and add what it holds
// now, record that in the ledger, and move the watermark once nothing is left.

/** How often the aggregator looks for graded work. */
const POLL_MS = 5_000;
/** A pass waits for a quiet moment (no request for this long) ... */
const QUIET_MS = 30;
/** ... but no longer than this. */
const MAX_DEFER_MS = 5_000;
const DEFER_STEP_MS = 10;
/** Submissions counted per transaction. */
const BATCH = 100;
/**
 * Submissions per transaction of sweepAnalytics (no server waits for it: fewer, larger transactions count a
 * seeded history faster).
 */
const SWEEP_BATCH = 1000;
/** Work changed this long before the watermark is looked at again (a transaction committing late). */
const OVERLAP_MS = 60_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A graded submission as the database gives it (its hand-in time may come as text), with its ledger row. */
interface WorkRow extends Omit<GradedWork, 'submittedAt'> {
  id: number;
  version: number;
  submittedAt: Date | string;
  counted: Contribution | null;
}

async function readWork(tx: Exec, ids: number[]): Promise<WorkRow[]> {
  const list = `{${ids.join(',')}}`;
  return selectRows<WorkRow>(
    tx,
    sql`select s.id, s.version, s.class_id as "classId", s.student_id as "studentId", s.brand_id as "brandId",
          s.school_id as "schoolId", c.grade, s.score, coalesce(s.submitted_at, s.updated_at) as "submittedAt",
          ac.contribution as counted,
          (select coalesce(json_agg(json_build_object('questionId', a.question_id, 'type', q.type, 'subject', q.subject,
                   'outcome', a.outcome, 'response', a.response,
                   'kps', (select coalesce(json_agg(json_build_object('id', k.id, 'subject', k.subject) order by k.id), '[]'::json)
                           from question_knowledge_points qk join knowledge_points k on k.id = qk.knowledge_point_id
                           where qk.question_id = a.question_id)) order by a.question_id), '[]'::json)
             from answers a join questions q on q.id = a.question_id where a.submission_id = s.id) as answers
        from submissions s join classes c on c.id = s.class_id
        left join analytics_counted ac on ac.submission_id = s.id
        where s.id = any(${list}::int[])`,
  );
}

const json = (rows: unknown[]) => JSON.stringify(rows);

export async function writeDeltas(tx: Tx, d: Deltas): Promise<void> {
  const kp = [...d.kp.values()].filter((r) => r.attempts !== 0 || r.correct !== 0);
  if (kp.length > 0) {
    await tx.execute(sql`
      insert into analytics_class_kp as t (class_id, knowledge_point_id, brand_id, school_id, grade, subject, attempts, correct)
      select "classId", "knowledgePointId", "brandId", "schoolId", grade, subject, attempts, correct
      from jsonb_to_recordset(${json(kp)}::jsonb) as r("classId" int, "knowledgePointId" int, "brandId" int,
        "schoolId" int, grade smallint, subject varchar, attempts int, correct int)
      on conflict (class_id, knowledge_point_id) do update set attempts = t.attempts + excluded.attempts,
        correct = t.correct + excluded.correct, brand_id = excluded.brand_id, school_id = excluded.school_id`);
  }
  const week = [...d.kpWeek.values()].filter((r) => r.attempts !== 0 || r.correct !== 0);
  if (week.length > 0) {
    await tx.execute(sql`
      insert into analytics_class_kp_week as t (class_id, knowledge_point_id, week, brand_id, school_id, grade, subject, attempts, correct)
      select "classId", "knowledgePointId", week, "brandId", "schoolId", grade, subject, attempts, correct
      from jsonb_to_recordset(${json(week)}::jsonb) as r("classId" int, "knowledgePointId" int, week date,
        "brandId" int, "schoolId" int, grade smallint, subject varchar, attempts int, correct int)
      on conflict (class_id, knowledge_point_id, week) do update set attempts = t.attempts + excluded.attempts,
        correct = t.correct + excluded.correct, brand_id = excluded.brand_id, school_id = excluded.school_id`);
  }
  await writeKpRollups(tx, kp, week);
  await writeWeeks(tx, [...d.week.values()]);
  const student = [...d.studentKp.values()].filter((r) => r.attempts !== 0 || r.correct !== 0);
  if (student.length > 0) {
    await tx.execute(sql`
      insert into analytics_student_kp as t (class_id, student_id, knowledge_point_id, brand_id, school_id, subject, attempts, correct)
      select "classId", "studentId", "knowledgePointId", "brandId", "schoolId", subject, attempts, correct
      from jsonb_to_recordset(${json(student)}::jsonb) as r("classId" int, "studentId" int, "knowledgePointId" int,
        "brandId" int, "schoolId" int, subject varchar, attempts int, correct int)
      on conflict (class_id, student_id, knowledge_point_id) do update set attempts = t.attempts + excluded.attempts,
        correct = t.correct + excluded.correct, brand_id = excluded.brand_id, school_id = excluded.school_id`);
  }
  const questions = [...d.question.values()];
  if (questions.length === 0) return;
  // The count maps are merged here, not in SQL: the watermark's lock makes this pass their only writer.
  const keys = json(questions.map((q) => ({ c: q.classId, q: q.questionId })));
  const stored = await selectRows<{
    classId: number;
    questionId: number;
    choices: Record<string, number>;
    wrongAnswers: Record<string, number>;
  }>(
    tx,
    sql`select t.class_id as "classId", t.question_id as "questionId", t.choices, t.wrong_answers as "wrongAnswers"
        from analytics_class_question t join jsonb_to_recordset(${keys}::jsonb) as k(c int, q int)
          on t.class_id = k.c and t.question_id = k.q`,
  );
  const byKey = new Map(stored.map((s) => [`${s.classId}:${s.questionId}`, s]));
  const rows = questions.map((q) => {
    const before = byKey.get(`${q.classId}:${q.questionId}`);
    return {
      classId: q.classId,
      questionId: q.questionId,
      brandId: q.brandId,
      schoolId: q.schoolId,
      grade: q.grade,
      subject: q.subject,
      attempts: q.sums.n,
      correct: q.sums.sumX,
      sumY: q.sums.sumY,
      sumY2: q.sums.sumY2,
      sumXY: q.sums.sumXY,
      choices: applyCounts(before?.choices ?? {}, q.choices),
      wrongAnswers: applyCounts(before?.wrongAnswers ?? {}, q.wrong, WRONG_ANSWERS_CAP),
    };
  });
  await tx.execute(sql`
    insert into analytics_class_question as t (class_id, question_id, brand_id, school_id, grade, subject, attempts,
      correct, sum_y, sum_y2, sum_xy, choices, wrong_answers)
    select "classId", "questionId", "brandId", "schoolId", grade, subject, attempts, correct, "sumY", "sumY2",
      "sumXY", choices, "wrongAnswers"
    from jsonb_to_recordset(${json(rows)}::jsonb) as r("classId" int, "questionId" int, "brandId" int,
      "schoolId" int, grade smallint, subject varchar, attempts int, correct int, "sumY" float8, "sumY2" float8,
      "sumXY" float8, choices jsonb, "wrongAnswers" jsonb)
    on conflict (class_id, question_id) do update set attempts = t.attempts + excluded.attempts,
      correct = t.correct + excluded.correct, sum_y = t.sum_y + excluded.sum_y, sum_y2 = t.sum_y2 + excluded.sum_y2,
      sum_xy = t.sum_xy + excluded.sum_xy, choices = excluded.choices, wrong_answers = excluded.wrong_answers,
      brand_id = excluded.brand_id, school_id = excluded.school_id`);
  await writeQuestionRollup(
    tx,
    rows.map((r) => {
      const before = byKey.get(`${r.classId}:${r.questionId}`);
      return {
        ...r,
        choices: countsDiff(before?.choices ?? {}, r.choices),
        wrongAnswers: countsDiff(before?.wrongAnswers ?? {}, r.wrongAnswers),
      };
    }),
  );
}

// The rollups (README.md "Rollups"): the class rows' changes summed by class × subject, by brand × knowledge
// point × week × grade and by brand × question × grade, written in the same transaction.

function sumInto<T extends { attempts: number; correct: number }>(map: Map<string, T>, key: string, row: T): void {
  const now = map.get(key);
  if (now) {
    now.attempts += row.attempts;
    now.correct += row.correct;
  } else map.set(key, { ...row });
}

async function writeKpRollups(tx: Tx, kp: KpDelta[], week: KpWeekDelta[]): Promise<void> {
  const bySubject = new Map<string, KpDelta>();
  for (const r of kp) sumInto(bySubject, `${r.classId}:${r.subject}`, r);
  if (bySubject.size > 0) {
    await tx.execute(sql`
      insert into analytics_class_subject as t (class_id, subject, brand_id, school_id, grade, attempts, correct)
      select "classId", subject, "brandId", "schoolId", grade, attempts, correct
      from jsonb_to_recordset(${json([...bySubject.values()])}::jsonb) as r("classId" int, subject varchar,
        "brandId" int, "schoolId" int, grade smallint, attempts int, correct int)
      on conflict (class_id, subject) do update set attempts = t.attempts + excluded.attempts,
        correct = t.correct + excluded.correct, brand_id = excluded.brand_id, school_id = excluded.school_id`);
  }
  const byBrand = new Map<string, KpWeekDelta>();
  for (const r of week) sumInto(byBrand, `${r.brandId}:${r.knowledgePointId}:${r.week}:${r.grade}`, r);
  if (byBrand.size > 0) {
    await tx.execute(sql`
      insert into analytics_brand_kp_week as t (brand_id, knowledge_point_id, week, grade, subject, attempts, correct)
      select "brandId", "knowledgePointId", week, grade, subject, attempts, correct
      from jsonb_to_recordset(${json([...byBrand.values()])}::jsonb) as r("brandId" int, "knowledgePointId" int,
        week date, grade smallint, subject varchar, attempts int, correct int)
      on conflict (brand_id, knowledge_point_id, week, grade) do update set attempts = t.attempts + excluded.attempts,
        correct = t.correct + excluded.correct`);
  }
}

/** Each answer once per class × week × subject, and the brand rollup of it (trends of no one knowledge point). */
async function writeWeeks(tx: Tx, weeks: WeekDelta[]): Promise<void> {
  const rows = weeks.filter((r) => r.attempts !== 0 || r.correct !== 0);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into analytics_class_week as t (class_id, week, subject, brand_id, school_id, grade, attempts, correct)
    select "classId", week, subject, "brandId", "schoolId", grade, attempts, correct
    from jsonb_to_recordset(${json(rows)}::jsonb) as r("classId" int, week date, subject varchar, "brandId" int,
      "schoolId" int, grade smallint, attempts int, correct int)
    on conflict (class_id, week, subject) do update set attempts = t.attempts + excluded.attempts,
      correct = t.correct + excluded.correct, brand_id = excluded.brand_id, school_id = excluded.school_id`);
  const byBrand = new Map<string, WeekDelta>();
  for (const r of rows) sumInto(byBrand, `${r.brandId}:${r.week}:${r.grade}:${r.subject}`, r);
  await tx.execute(sql`
    insert into analytics_brand_week as t (brand_id, week, grade, subject, attempts, correct)
    select "brandId", week, grade, subject, attempts, correct
    from jsonb_to_recordset(${json([...byBrand.values()])}::jsonb) as r("brandId" int, week date, grade smallint,
      subject varchar, attempts int, correct int)
    on conflict (brand_id, week, grade, subject) do update set attempts = t.attempts + excluded.attempts,
      correct = t.correct + excluded.correct`);
}

interface QuestionChange {
  brandId: number;
  questionId: number;
  grade: number;
  subject: string;
  attempts: number;
  correct: number;
  sumY: number;
  sumY2: number;
  sumXY: number;
  /** the change of the class maps (countsDiff) */
  choices: CountMap;
  wrongAnswers: CountMap;
}

async function writeQuestionRollup(tx: Tx, changes: QuestionChange[]): Promise<void> {
  const byBrand = new Map<string, QuestionChange>();
  for (const c of changes) {
    const key = `${c.brandId}:${c.questionId}:${c.grade}`;
    const now = byBrand.get(key);
    if (!now) {
      byBrand.set(key, { ...c });
      continue;
    }
    now.attempts += c.attempts;
    now.correct += c.correct;
    now.sumY += c.sumY;
    now.sumY2 += c.sumY2;
    now.sumXY += c.sumXY;
    for (const [k, v] of Object.entries(c.choices)) now.choices[k] = (now.choices[k] ?? 0) + v;
    for (const [k, v] of Object.entries(c.wrongAnswers)) now.wrongAnswers[k] = (now.wrongAnswers[k] ?? 0) + v;
  }
  const list = [...byBrand.values()];
  const keys = json(list.map((c) => ({ b: c.brandId, q: c.questionId, g: c.grade })));
  const stored = await selectRows<{
    brandId: number;
    questionId: number;
    grade: number;
    choices: CountMap;
    wrongAnswers: CountMap;
  }>(
    tx,
    sql`select t.brand_id as "brandId", t.question_id as "questionId", t.grade, t.choices,
          t.wrong_answers as "wrongAnswers"
        from analytics_brand_question t join jsonb_to_recordset(${keys}::jsonb) as k(b int, q int, g smallint)
          on t.brand_id = k.b and t.question_id = k.q and t.grade = k.g`,
  );
  const byKey = new Map(stored.map((s) => [`${s.brandId}:${s.questionId}:${s.grade}`, s]));
  const rows = list.map((c) => {
    const before = byKey.get(`${c.brandId}:${c.questionId}:${c.grade}`);
    return {
      ...c,
      choices: addDiff(before?.choices ?? {}, c.choices),
      wrongAnswers: addDiff(before?.wrongAnswers ?? {}, c.wrongAnswers),
    };
  });
  await tx.execute(sql`
    insert into analytics_brand_question as t (brand_id, question_id, grade, subject, attempts, correct, sum_y, sum_y2,
      sum_xy, choices, wrong_answers)
    select "brandId", "questionId", grade, subject, attempts, correct, "sumY", "sumY2", "sumXY", choices, "wrongAnswers"
    from jsonb_to_recordset(${json(rows)}::jsonb) as r("brandId" int, "questionId" int, grade smallint,
      subject varchar, attempts int, correct int, "sumY" float8, "sumY2" float8, "sumXY" float8, choices jsonb,
      "wrongAnswers" jsonb)
    on conflict (brand_id, question_id, grade) do update set attempts = t.attempts + excluded.attempts,
      correct = t.correct + excluded.correct, sum_y = t.sum_y + excluded.sum_y, sum_y2 = t.sum_y2 + excluded.sum_y2,
      sum_xy = t.sum_xy + excluded.sum_xy, choices = excluded.choices, wrong_answers = excluded.wrong_answers`);
}

/**
 * Where a run of passes is: the first pass reads the watermark (`since`, and the run's start for the next
 * watermark); each pass goes on after the last submission the one before handled (`cursor`, in `updated_at`
 * order, the time as the database's text so that no microsecond is lost), so that a backlog is read once, not
 * once per batch. `full` (the sweep at start) looks at every graded submission, whatever the watermark.
 */
export interface RunState {
  full: boolean;
  /** submissions per pass (a transaction) */
  batch: number;
  since: string | null;
  startedAt: string | null;
  cursor: { at: string; id: number } | null;
}

export function newRun(full = false, batch = BATCH): RunState {
  return { full, batch, since: null, startedAt: null, cursor: null };
}

/** One pass over at most `run.batch` submissions: true when there may be more. */
export async function aggregatePass(db: Db, run: RunState = newRun()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mark] = await selectRows<{ throughAt: string; since: string; now: string }>(
      tx,
      sql`select through_at::text as "throughAt", (through_at - ${`${OVERLAP_MS} milliseconds`}::interval)::text as since,
            now()::text as now
          from analytics_watermark where id = 1 for update`,
    );
    if (!mark) {
      await tx.execute(
        sql`insert into analytics_watermark (id, through_at) values (1, 'epoch') on conflict do nothing`,
      );
      return true;
    }
    if (run.since === null) {
      run.since = run.full ? '-infinity' : mark.since;
      run.startedAt = mark.now;
    }
    const after = run.cursor
      ? sql`and s.updated_at >= ${run.cursor.at}::timestamptz
            and (s.updated_at, s.id) > (${run.cursor.at}::timestamptz, ${run.cursor.id}::int)`
      : sql``;
    const due = await selectRows<{ id: number; at: string }>(
      tx,
      sql`select s.id, s.updated_at::text as at from submissions s
          left join analytics_counted c on c.submission_id = s.id
          where s.state = 'graded' and s.updated_at >= ${run.since}::timestamptz ${after}
            and (c.submission_id is null or c.version <> s.version)
          order by s.updated_at, s.id limit ${run.batch}`,
    );
    const last = due.at(-1);
    if (last) run.cursor = { at: last.at, id: Number(last.id) };
    if (due.length > 0) {
      const work = await readWork(
        tx,
        due.map((r) => Number(r.id)),
      );
      const deltas = emptyDeltas();
      const ledger: { submissionId: number; version: number; contribution: Contribution }[] = [];
      for (const w of work) {
        if (w.counted) addContribution(deltas, w.counted, -1);
        const c = contributionOf({ ...w, submittedAt: new Date(w.submittedAt) });
        addContribution(deltas, c, 1);
        ledger.push({ submissionId: Number(w.id), version: Number(w.version), contribution: c });
      }
      await writeDeltas(tx, deltas);
      await tx.execute(sql`
        insert into analytics_counted as t (submission_id, version, contribution, counted_at)
        select "submissionId", version, contribution, now()
        from jsonb_to_recordset(${json(ledger)}::jsonb) as r("submissionId" int, version int, contribution jsonb)
        on conflict (submission_id) do update set version = excluded.version, contribution = excluded.contribution,
          counted_at = excluded.counted_at`);
    }
    // Deleted work (README.md "Deleted work"): what it counted is taken back, then its ledger row goes.
    const removed = await selectRows<{ submissionId: number; contribution: Contribution }>(
      tx,
      sql`select submission_id as "submissionId", contribution from analytics_counted
          where removed order by submission_id limit ${run.batch}`,
    );
    if (removed.length > 0) {
      const deltas = emptyDeltas();
      for (const r of removed) addContribution(deltas, r.contribution, -1);
      await writeDeltas(tx, deltas);
      await tx.execute(sql`delete from analytics_counted
        where removed and submission_id = any(${`{${removed.map((r) => Number(r.submissionId)).join(',')}}`}::int[])`);
    }
    const more = due.length === run.batch || removed.length === run.batch;
    // Once nothing is left, everything changed before the run's first pass began is counted (the overlap
    // covers transactions that began earlier and committed after it; what changed while the run went on is
    // after that moment, so the next run looks at it again). The sweep at start, too, has then looked at
    // everything before its start.
    if (!more) {
      await tx.execute(sql`update analytics_watermark set through_at = ${run.startedAt}::timestamptz,
        passed_at = now() where id = 1 and through_at < ${run.startedAt}::timestamptz`);
    }
    return more;
  });
}

export class AnalyticsAggregator {
  private loop: Promise<void> | null = null;
  private poller: NodeJS.Timeout | null = null;
  private stopped = false;
  log: FastifyBaseLogger | null = null;

  constructor(private readonly db: Db) {}

  /** Passes until nothing is left, waiting for quiet moments (at most MAX_DEFER_MS each). */
  private async run(full: boolean): Promise<void> {
    const state = newRun(full);
    let waitingSince = Date.now();
    let more = true;
    while (more && !this.stopped) {
      if (!quietFor(QUIET_MS) && Date.now() - waitingSince < MAX_DEFER_MS) {
        await pause(DEFER_STEP_MS);
        continue;
      }
      more = await aggregatePass(this.db, state);
      waitingSince = Date.now();
      await pause(0);
    }
  }

  private kick(full = false): void {
    this.loop ??= this.run(full)
      .catch((err: unknown) => this.log?.error({ err }, 'analytics: a pass failed'))
      .finally(() => {
        this.loop = null;
      });
  }

  /** Every graded submission counted as it is now when this resolves (tests, and the close). */
  async settle(): Promise<void> {
    await this.loop;
    const state = newRun();
    while (await aggregatePass(this.db, state)) {
      // one batch after another
    }
  }

  /** The sweep at start (every graded submission not counted as it is), then a pass every POLL_MS. */
  start(): void {
    this.stopped = false;
    this.kick(true);
    if (this.poller) return;
    this.poller = setInterval(() => this.kick(), POLL_MS);
    this.poller.unref();
  }

  /** On close: no more polls; what is graded by now is counted before the database goes. */
  async stop(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    this.stopped = true;
    await this.loop;
    this.stopped = false;
    await this.settle().catch((err: unknown) => this.log?.error({ err }, 'analytics: the last pass failed'));
  }
}

const aggregators = new WeakMap<Db, AnalyticsAggregator>();

/** The aggregator of a database (one per app). */
export function analyticsAggregator(db: Db): AnalyticsAggregator {
  let a = aggregators.get(db);
  if (!a) {
    a = new AnalyticsAggregator(db);
    aggregators.set(db, a);
  }
  return a;
}

/**
 * Counts every graded submission not counted at its version (the sweep at start, run to its end without
 * waiting for quiet moments), then moves the watermark: for a database written outside the server (the
 * scale seed of `npm run bench`). Resolves with the submissions counted.
 */
export async function sweepAnalytics(db: Db, batch = SWEEP_BATCH): Promise<number> {
  const [before] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from analytics_counted`);
  const sweep = newRun(true, batch);
  while (await aggregatePass(db, sweep)) {
    // one batch after another
  }
  await settleAnalytics(db);
  const [after] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from analytics_counted`);
  return Number(after?.n ?? 0) - Number(before?.n ?? 0);
}

/** Everything graded so far is in the aggregates when this resolves. */
export function settleAnalytics(db: Db): Promise<void> {
  return analyticsAggregator(db).settle();
}
