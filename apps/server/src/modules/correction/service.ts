import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ANSWER_POINTS_MAX,
  CORRECTION_HOLD_MS,
  type ClassCorrector,
  type CorrectionHold,
  RoleType,
  type SaveCorrectionParsed,
  type SaveCorrectionResult,
} from '@edu/shared';
import { type Corrector, correctorOf } from '../../access/correction';
import { type OrgScope, scopeWhere } from '../../access/org';
import type { SupportScope } from '../../access/scopes';
import type { Db } from '../../db/client';
import { type Exec, selectRows } from '../../db/queries';
import { classCorrectors, classes, users } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { recordOutcomes, responseOf, scoreOf } from '../learning';
import { holdOf, liveStudentOf, reachOf, SUBMISSION_NOT_FOUND, stateOf, workOf } from './queries';

// Holds and saves of corrections, and the classes a correction teacher corrects for (README.md). Each change
// is one transaction with its audit entry; holds are a lock, not a change, and are not audited.

const NOT_HELD = 'You do not hold this submission: open it again to grade it';
const SAVED_MEANWHILE = 'This submission was saved meanwhile: open it again to see the changes';

/** The hold's end, from the database's clock. */
const holdEnd = sql`now() + ${CORRECTION_HOLD_MS} * interval '1 millisecond'`;

/** The caller's work `s` (handed in, reached, its student still there). */
const reached = (me: Corrector) => sql`${workOf()} and ${reachOf(me)} and ${liveStudentOf()}`;

interface HoldState {
  version: number;
  heldBy: number | null;
  holderName: string | null;
  heldUntil: Date | string | null;
}

/** A submission of the caller's work with its version and its live hold (another's or its own); null when none. */
async function holdState(db: Exec, me: Corrector, submissionId: number): Promise<HoldState | null> {
  const [row] = await selectRows<HoldState>(
    db,
    sql`select s.version, h.id as "heldBy", h.name as "holderName",
          case when h.id is null then null else s.held_until end as "heldUntil"
        from submissions s left join users h on h.id = s.held_by and s.held_until > now()
        where s.id = ${submissionId} and ${reached(me)}`,
  );
  return row ?? null;
}

/** 409 with the hold of another corrector (who and until when). */
function heldByAnother(hold: CorrectionHold): AppError {
  return new AppError(409, `${hold.holderName} is grading this submission now; try again when they are done`, {
    hold,
  });
}

/**
 * Takes or renews the caller's hold on a submission for CORRECTION_HOLD_MS: one conditional UPDATE that wins
 * only while nobody else holds it (no holder, the caller, or a hold gone by), so two correctors asking at once
 * cannot both get it. Another's hold answers 409 with `{ hold }`.
 */
export async function holdCorrection(
  db: Db,
  caller: Caller<SupportScope>,
  input: { submissionId: number },
): Promise<{ hold: CorrectionHold; version: number }> {
  const me = correctorOf(caller.scope);
  // A hold that ends between the UPDATE and the read below is taken on the second try.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [taken] = await selectRows<{ version: number; heldUntil: Date | string }>(
      db,
      sql`update submissions s set held_by = ${me.userId}, held_until = ${holdEnd}
          where s.id = ${input.submissionId} and ${reached(me)}
            and (s.held_by is null or s.held_by = ${me.userId} or s.held_until <= now())
          returning s.version, s.held_until as "heldUntil"`,
    );
    if (taken) {
      return {
        hold: {
          holderId: me.userId,
          holderName: caller.auth.name,
          until: new Date(taken.heldUntil).toISOString(),
          mine: true,
        },
        version: Number(taken.version),
      };
    }
    const state = await holdState(db, me, input.submissionId);
    if (!state) throw notFound(SUBMISSION_NOT_FOUND);
    const hold = holdOf(state, me.userId);
    if (hold && !hold.mine) throw heldByAnother(hold);
  }
  throw conflict(NOT_HELD);
}

/** Lets go of the caller's own hold (another's stays); `released` false when it held none. */
export async function releaseCorrection(
  db: Db,
  caller: Caller<SupportScope>,
  input: { submissionId: number },
): Promise<{ released: boolean }> {
  const me = correctorOf(caller.scope);
  const done = await selectRows<{ id: number }>(
    db,
    sql`update submissions s set held_by = null, held_until = null
        where s.id = ${input.submissionId} and ${reached(me)} and s.held_by = ${me.userId}
        returning s.id`,
  );
  if (done.length > 0) return { released: true };
  if (!(await holdState(db, me, input.submissionId))) throw notFound(SUBMISSION_NOT_FOUND);
  return { released: false };
}

/** The outcome a person's points give (credit = points / ANSWER_POINTS_MAX), as automatic grading names it. */
export function outcomeOf(points: number): 'correct' | 'partial' | 'wrong' {
  return points >= ANSWER_POINTS_MAX ? 'correct' : points > 0 ? 'partial' : 'wrong';
}

interface WorkRow {
  id: number;
  state: string;
  version: number;
  brandId: number;
  schoolId: number;
  studentId: number;
  submittedAt: Date | string;
}

interface StoredAnswer {
  questionId: number;
  outcome: string | null;
  points: number | null;
  response: unknown;
}

/**
 * Saves a person's grades of some answers of a submission the caller holds, in one transaction: the
 * submission's version is bumped by an UPDATE that names the version the page read (so of two saves from
 * the same version exactly one is written; the other answers 409 and writes nothing), then the answers
 * (points, comment, marks, who and when; credit and outcome from the points). When no answer waits for a
 * person any more the submission is graded, its score computed from every answer's credit as the submit
 * does (a re-grade computes it again). The audit keeps counts, not comments.
 */
export async function saveCorrection(
  db: Db,
  caller: Caller<SupportScope>,
  input: SaveCorrectionParsed,
): Promise<SaveCorrectionResult> {
  const { auth, ip } = caller;
  const me = correctorOf(caller.scope);
  const seen = new Set<number>();
  for (const a of input.answers) {
    if (seen.has(a.questionId)) throw badRequest(`answers: question ${a.questionId} is given twice`);
    seen.add(a.questionId);
  }
  return db.transaction(async (tx) => {
    const state = await holdState(tx, me, input.submissionId);
    if (!state) throw notFound(SUBMISSION_NOT_FOUND);
    const hold = holdOf(state, me.userId);
    if (hold && !hold.mine) throw heldByAnother(hold);
    if (!hold) throw new AppError(409, NOT_HELD, { hold: null });
    if (Number(state.version) !== input.version) throw conflict(SAVED_MEANWHILE);

    const stored = await selectRows<StoredAnswer>(
      tx,
      sql`select an.question_id as "questionId", an.outcome, an.points, an.response
          from answers an where an.submission_id = ${input.submissionId}`,
    );
    const byQuestion = new Map(stored.map((a) => [Number(a.questionId), a]));
    for (const a of input.answers) {
      const answer = byQuestion.get(a.questionId);
      // A person grades the answers that wait for one (short answers), and may grade them again.
      if (!answer || (answer.outcome !== 'pending' && answer.points === null)) {
        throw badRequest(`answers: question ${a.questionId} is not an answer a person grades in this submission`);
      }
      if (a.marks.length > 0 && !responseOf(answer.response).photo) {
        throw badRequest(`answers: question ${a.questionId} has no photo to mark`);
      }
    }

    // The optimistic lock: the version read, the caller's hold, in the UPDATE's own condition.
    const [work] = await selectRows<WorkRow>(
      tx,
      sql`update submissions s set version = s.version + 1, held_until = ${holdEnd}, updated_at = now()
          where s.id = ${input.submissionId} and s.version = ${input.version} and s.held_by = ${me.userId}
            and s.held_until > now() and ${reached(me)}
          returning s.id, s.state, s.version, s.brand_id as "brandId", s.school_id as "schoolId",
            s.student_id as "studentId", s.submitted_at as "submittedAt"`,
    );
    if (!work) {
      // Another save got there first (it held the row until its commit): say what changed.
      const now = await holdState(tx, me, input.submissionId);
      const other = now ? holdOf(now, me.userId) : null;
      if (other && !other.mine) throw heldByAnother(other);
      throw conflict(SAVED_MEANWHILE);
    }

    const rows = input.answers.map((a) => ({
      questionId: a.questionId,
      points: a.points,
      credit: a.points / ANSWER_POINTS_MAX,
      outcome: outcomeOf(a.points),
      comment: a.comment,
      marks: a.marks,
    }));
    await tx.execute(sql`
      update answers an
      set points = g.points, credit = g.credit, outcome = g.outcome, comment = g.comment, marks = g.marks,
          corrected_by = ${me.userId}, corrected_at = now(), updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as g("questionId" int, points real, credit real, outcome varchar, comment text, marks jsonb)
      where an.submission_id = ${work.id} and an.question_id = g."questionId"`);
    // The wrong-question book counts each answer once, when a person first grades it (a re-grade judges the
    // same answer again: it is not another one). The answer was given at the hand-in; days in UTC (no time
    // zone of the student is stored).
    const handedIn = new Date(work.submittedAt);
    await recordOutcomes(
      tx,
      rows.flatMap((r) => {
        const answer = byQuestion.get(r.questionId);
        if (answer?.outcome !== 'pending' || answer.points !== null) return [];
        return [
          {
            studentId: Number(work.studentId),
            questionId: r.questionId,
            outcome: r.outcome,
            response: responseOf(answer.response),
            at: handedIn,
            day: handedIn.toISOString().slice(0, 10),
            source: { submissionId: Number(work.id) },
          },
        ];
      }),
    );

    const [after] = await selectRows<{ waiting: number; credits: number[] }>(
      tx,
      sql`select count(*) filter (where an.outcome = 'pending')::int as waiting,
            coalesce(array_agg(coalesce(an.credit, 0)::float8 order by an.question_id), '{}') as credits
          from answers an where an.submission_id = ${work.id}`,
    );
    const waiting = Number(after?.waiting ?? 0);
    let graded = work.state === 'graded';
    let score: number | null = null;
    if (waiting === 0) {
      score = scoreOf((after?.credits ?? []).map(Number));
      await tx.execute(sql`
        update submissions set state = 'graded', score = ${score}, graded_at = coalesce(graded_at, now())
        where id = ${work.id}`);
      graded = true;
    }
    const version = Number(work.version);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'submission.correct',
      targetType: 'submission',
      targetId: work.id,
      brandId: work.brandId,
      schoolId: work.schoolId,
      // Counts, not comments: the comments stay with the answers.
      after: {
        version,
        answers: rows.length,
        marks: rows.reduce((n, r) => n + r.marks.length, 0),
        points: rows.reduce((n, r) => n + r.points, 0),
        waiting,
        graded,
        score,
      },
      ip,
    });
    return {
      version,
      state: graded ? 'graded' : 'submitted',
      correctionState: stateOf(graded ? 'graded' : 'submitted'),
      score,
      waiting,
    };
  });
}

// ---- The classes a correction teacher corrects for (organization admins, on the class)

const CLASS_NOT_FOUND = 'Class not found';

async function classInScope(db: Exec, scope: OrgScope, classId: number, lock = false) {
  const query = db
    .select({ id: classes.id, brandId: classes.brandId, schoolId: classes.schoolId })
    .from(classes)
    .where(and(eq(classes.id, classId), scopeWhere(scope, { brandId: classes.brandId, schoolId: classes.schoolId })))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CLASS_NOT_FOUND);
  return row;
}

async function correctorsOfClass(db: Exec, classId: number): Promise<ClassCorrector[]> {
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(classCorrectors)
    .innerJoin(users, eq(users.id, classCorrectors.correctorId))
    .where(and(eq(classCorrectors.classId, classId), isNull(users.deletedAt)))
    .orderBy(users.name, users.id);
}

/** The correction teachers who correct for a class of the caller's organization scope. */
export async function getClassCorrectors(db: Db, scope: OrgScope, q: { classId: number }): Promise<ClassCorrector[]> {
  const cls = await classInScope(db, scope, q.classId);
  return correctorsOfClass(db, cls.id);
}

/**
 * Replaces the correction teachers who correct for a class (live correction teachers of the class's brand;
 * any other id answers 400 naming it, and nothing is written), with its audit entry when it changes.
 */
export async function setClassCorrectors(
  db: Db,
  caller: Caller<OrgScope>,
  input: { classId: number; correctorIds: number[] },
): Promise<{ correctors: ClassCorrector[] }> {
  const { scope, auth, ip } = caller;
  const wanted = [...new Set(input.correctorIds)];
  return db.transaction(async (tx) => {
    const cls = await classInScope(tx, scope, input.classId, true);
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                inArray(users.id, wanted),
                eq(users.roleType, RoleType.correctionTeacher),
                eq(users.brandId, cls.brandId),
                isNull(users.deletedAt),
              ),
            );
    const ok = new Set(found.map((u) => u.id));
    const stray = wanted.find((id) => !ok.has(id));
    if (stray !== undefined) {
      throw badRequest(`correctorIds: user ${stray} is not a correction teacher of the class's brand`);
    }
    const before = (
      await tx
        .select({ id: classCorrectors.correctorId })
        .from(classCorrectors)
        .where(eq(classCorrectors.classId, cls.id))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const after = [...wanted].sort((a, b) => a - b);
    if (before.join(',') !== after.join(',')) {
      await tx.delete(classCorrectors).where(eq(classCorrectors.classId, cls.id));
      if (after.length > 0) {
        await tx.insert(classCorrectors).values(
          after.map((correctorId) => ({
            classId: cls.id,
            correctorId,
            brandId: cls.brandId,
            createdBy: auth.userId,
          })),
        );
      }
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'class.correctors.set',
        targetType: 'class',
        targetId: cls.id,
        brandId: cls.brandId,
        schoolId: cls.schoolId,
        before: { correctorIds: before },
        after: { correctorIds: after },
        ip,
      });
    }
    return { correctors: await correctorsOfClass(tx, cls.id) };
  });
}
