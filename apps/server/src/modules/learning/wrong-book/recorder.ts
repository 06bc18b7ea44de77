import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { type Exec, selectRows } from '../../../db/queries';
import { quietFor } from '../../../http/in-flight';
import { lockStudentModels, traceHandIns } from '../ai-course/hand-ins';
import { type HandIn, handInOutcomes, recordOutcomes } from './record';

// The hand-ins' way into the wrong-question book (README.md "Recording"). A submit answers as soon as the
// submission is stored (marked `book_pending`) and leaves its answers here; the recorder writes them while the
// server has no request to serve, in batches, so that a class hour's bell (a thousand hand-ins in seconds) is
// not slowed by the book. Whoever clears a submission's flag records it, once: the queue here, a reader of the
// book who needs its own hand-ins now (settle), or the sweep that finds what a stopped process left.

/** How long background recording waits for a quiet moment before it writes anyway. */
const MAX_DEFER_MS = 5_000;
/** A quiet moment: no request in flight, none begun for this long (a bell's requests come milliseconds apart). */
const QUIET_MS = 30;
/** How often it looks again while requests are being served. */
const DEFER_STEP_MS = 10;
/** Hand-ins written per statement: a few milliseconds of work, so a request arriving meanwhile waits little. */
const BATCH = 10;
/** The sweep: a submission flagged this long ago was left by a process that stopped (or failed to write it). */
const SWEEP_AFTER_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Clears the flag of those submissions still flagged, locking them, and records the hand-ins whose flag this
 * call cleared; in one transaction, so a failure leaves the flags for the sweep.
 */
async function recordClaimed(db: Db, handIns: readonly HandIn[]): Promise<void> {
  if (handIns.length === 0) return;
  const ids = `{${handIns.map((h) => Math.trunc(h.submissionId)).join(',')}}`;
  await db.transaction(async (tx) => {
    // The students' AI course models are seeded one at a time against this (ai-course/hand-ins.ts).
    await lockStudentModels(
      tx,
      handIns.map((h) => h.studentId),
    );
    const claimed = await selectRows<{ id: number }>(
      tx,
      sql`update submissions set book_pending = false where id = any(${ids}::int[]) and book_pending returning id`,
    );
    const mine = new Set(claimed.map((r) => Number(r.id)));
    const recorded = handIns.filter((h) => mine.has(h.submissionId));
    await recordOutcomes(tx, handInOutcomes(recorded));
    // The same hand-ins in the student's AI course model: counted once, with the flag (ai-course/hand-ins.ts).
    await traceHandIns(tx, recorded);
  });
}

/** Hand-ins left flagged: rebuilt from the stored answers (days in UTC: the submit's zone is not stored). */
async function flaggedHandIns(db: Exec, where: SQL): Promise<HandIn[]> {
  const rows = await selectRows<{
    id: number;
    studentId: number;
    submittedAt: Date | string;
    answers: { questionId: number; outcome: string | null; response: Record<string, unknown> }[];
  }>(
    db,
    sql`select s.id, s.student_id as "studentId", s.submitted_at as "submittedAt",
          (select coalesce(json_agg(json_build_object('questionId', a.question_id, 'outcome', a.outcome,
                   'response', a.response) order by a.question_id), '[]'::json)
             from answers a where a.submission_id = s.id) as answers
        from submissions s where s.book_pending and s.state in ('submitted', 'graded') and ${where}
        order by s.id limit ${SWEEP_BATCH}`,
  );
  return rows.map((r) => ({
    studentId: Number(r.studentId),
    submissionId: Number(r.id),
    at: new Date(r.submittedAt),
    tz: 'UTC',
    answers: r.answers.map((a) => ({ questionId: a.questionId, outcome: a.outcome ?? '', response: a.response })),
  }));
}

class BookRecorder {
  /** hand-ins waiting, oldest first, with when each came */
  private queue: { handIn: HandIn; queuedAt: number }[] = [];
  private loop: Promise<void> | null = null;
  private current: { students: Set<number>; done: Promise<void> } | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  log: FastifyBaseLogger | null = null;

  constructor(private readonly db: Db) {}

  add(handIn: HandIn): void {
    this.queue.push({ handIn, queuedAt: Date.now() });
    this.loop ??= this.run().finally(() => {
      this.loop = null;
    });
  }

  private async write(batch: HandIn[]): Promise<void> {
    const done = recordClaimed(this.db, batch).catch((err: unknown) => {
      // The flags stay: the sweep records them.
      this.log?.error({ err, submissions: batch.map((h) => h.submissionId) }, 'wrong-question book: recording failed');
    });
    this.current = { students: new Set(batch.map((h) => h.studentId)), done };
    await done;
    this.current = null;
  }

  private async run(): Promise<void> {
    await pause(0);
    while (this.queue.length > 0) {
      const oldest = this.queue[0]?.queuedAt ?? Date.now();
      if (!quietFor(QUIET_MS) && Date.now() - oldest < MAX_DEFER_MS) {
        await pause(DEFER_STEP_MS);
        continue;
      }
      // Quiet, or the oldest has waited long enough (a server that is never quiet still keeps up): a batch,
      // then the event loop's turn for the requests that came meanwhile.
      await this.write(this.queue.splice(0, BATCH).map((q) => q.handIn));
      await pause(0);
    }
  }

  /** The student's hand-ins (every one without a student) are in the book when this resolves. */
  async settle(studentId?: number): Promise<void> {
    const mine = this.queue.filter((q) => studentId === undefined || q.handIn.studentId === studentId);
    if (mine.length > 0) {
      this.queue = this.queue.filter((q) => !mine.includes(q));
      await recordClaimed(
        this.db,
        mine.map((q) => q.handIn),
      );
    }
    const current = this.current;
    if (current && (studentId === undefined || current.students.has(studentId))) await current.done;
    // Another process's (or a failed) hand-ins of the student: recorded from their answers.
    if (studentId !== undefined) {
      const left = await flaggedHandIns(this.db, sql`s.student_id = ${studentId}`);
      await recordClaimed(this.db, left);
    }
  }

  /** Records what stopped processes (or a failed write) left flagged a while ago. */
  async sweep(): Promise<void> {
    try {
      const left = await flaggedHandIns(
        this.db,
        sql`s.submitted_at < now() - ${SWEEP_AFTER_MS} * interval '1 millisecond'`,
      );
      await recordClaimed(this.db, left);
    } catch (err) {
      this.log?.error({ err }, 'wrong-question book: the sweep failed');
    }
  }

  /** Sweeps now, then every SWEEP_EVERY_MS until stop(). */
  startSweeping(): void {
    void this.sweep();
    if (this.sweeper) return;
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** On close: no more sweeps, and the queue written before the database goes. */
  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.settle();
    await this.loop;
  }
}

const recorders = new WeakMap<Db, BookRecorder>();

/** The recorder of a database (one per app: the app's database object). */
export function bookRecorder(db: Db): BookRecorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new BookRecorder(db);
    recorders.set(db, recorder);
  }
  return recorder;
}

/** A hand-in the submit stored with its book flag set: into the book moments later. */
export function queueHandIn(db: Db, handIn: HandIn): void {
  bookRecorder(db).add(handIn);
}

/**
 * The student's hand-ins in its book now (every queued one without a student): the book's and the camp's
 * reads call it first, so a student who just handed in finds its wrong answers there (tests await it too).
 */
export function settleBook(db: Db, studentId?: number): Promise<void> {
  return bookRecorder(db).settle(studentId);
}
