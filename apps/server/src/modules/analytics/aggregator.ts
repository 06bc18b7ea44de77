import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type Exec, selectRows, type Tx } from '../../db/queries';
import { quietFor } from '../../http/in-flight';
import {
  addContribution,
  applyCounts,
  type Contribution,
  contributionOf,
  type Deltas,
  emptyDeltas,
  type GradedWork,
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

async function writeDeltas(tx: Tx, d: Deltas): Promise<void> {
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
}

/**
 * One pass over at most BATCH submissions: true when there may be more. `full` looks at every graded
 * submission (the sweep at start), not only those changed since the watermark.
 */
export async function aggregatePass(db: Db, full = false): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mark] = await selectRows<{ throughAt: Date | string; now: Date | string }>(
      tx,
      sql`select through_at as "throughAt", now() as now from analytics_watermark where id = 1 for update`,
    );
    if (!mark) {
      await tx.execute(
        sql`insert into analytics_watermark (id, through_at) values (1, 'epoch') on conflict do nothing`,
      );
      return true;
    }
    const since = full ? new Date(0) : new Date(new Date(mark.throughAt).getTime() - OVERLAP_MS);
    const due = await selectRows<{ id: number }>(
      tx,
      sql`select s.id from submissions s left join analytics_counted c on c.submission_id = s.id
          where s.state = 'graded' and s.updated_at >= ${since.toISOString()}::timestamptz
            and (c.submission_id is null or c.version <> s.version)
          order by s.updated_at, s.id limit ${BATCH}`,
    );
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
    const more = due.length === BATCH;
    // Everything changed before this transaction began is counted once nothing is left (the overlap covers
    // transactions that began earlier and committed after it).
    if (!more && !full) {
      await tx.execute(sql`update analytics_watermark set through_at = ${new Date(mark.now).toISOString()}::timestamptz,
        passed_at = now() where id = 1`);
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
    let waitingSince = Date.now();
    let more = true;
    while (more && !this.stopped) {
      if (!quietFor(QUIET_MS) && Date.now() - waitingSince < MAX_DEFER_MS) {
        await pause(DEFER_STEP_MS);
        continue;
      }
      more = await aggregatePass(this.db, full);
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
    while (await aggregatePass(this.db)) {
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

/** Everything graded so far is in the aggregates when this resolves. */
export function settleAnalytics(db: Db): Promise<void> {
  return analyticsAggregator(db).settle();
}
