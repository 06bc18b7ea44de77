/**
 * The review queue (README.md "Review queue"): AI-created questions waiting for a person. A row is the
 * caller's when it may manage the row's brand (admin: every row; a brand admin: its brand's), as for the
 * bank's own questions; rows of other brands are not found. Accepting writes the question through the bank's
 * own create (writeQuestion: the same checks as saveQuestion) in the transaction that marks the row, with its
 * provenance kept; every change is audited.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AcceptGeneratedInput,
  type GeneratedQuestionRow,
  type GeneratedState,
  type GetGeneratedQuestionsQuery,
  type QuestionFields,
  type QuestionProvenance,
  questionFields,
} from '@edu/shared';
import { type ContentCaller, canManage, requireManager } from '../../../access/content';
import type { Db } from '../../../db/client';
import { type Exec, type Page, pageOf, pageWindow } from '../../../db/queries';
import { generatedQuestions, users } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { writeQuestion } from '../../content';
import { mathProblems } from './parse';

export type GeneratedRecord = typeof generatedQuestions.$inferSelect;
const NOT_FOUND = 'Generated question not found';

/** The rows a caller may review: everything for the admin, its brand's for a brand admin. */
export function queueScope(c: ContentCaller): SQL | undefined {
  if (c.role === 'admin') return undefined;
  return eq(generatedQuestions.brandId, c.brandId ?? -1);
}

/** A new row of the queue (pending, or invalid with its errors). */
export interface QueuedQuestion {
  brandId: number | null;
  createdBy: number;
  batch: string;
  provenance: QuestionProvenance;
  question: QuestionFields | null;
  errors: string[];
  payload?: Record<string, unknown>;
}

export async function enqueue(db: Exec, q: QueuedQuestion): Promise<GeneratedRecord> {
  const [row] = await db
    .insert(generatedQuestions)
    .values({
      brandId: q.brandId,
      createdBy: q.createdBy,
      batch: q.batch,
      provenance: q.provenance,
      payload: q.question ?? q.payload ?? {},
      errors: q.errors,
      state: q.question ? 'pending' : 'invalid',
    })
    .returning();
  if (!row) throw new Error('generated question not queued');
  return row;
}

function rawOf(payload: Record<string, unknown>): string {
  return typeof payload.value === 'string' ? payload.value : JSON.stringify(payload).slice(0, 2_000);
}

export function toQueueRow(r: GeneratedRecord, createdBy: string): GeneratedQuestionRow {
  const invalid = r.state === 'invalid';
  return {
    id: r.id,
    brandId: r.brandId,
    batch: r.batch,
    state: r.state as GeneratedState,
    question: invalid ? null : (r.payload as QuestionFields),
    raw: invalid ? rawOf(r.payload) : '',
    errors: r.errors,
    provenance: r.provenance,
    acceptedQuestionId: r.acceptedQuestionId,
    createdBy,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  };
}

export async function listQueue(
  db: Db,
  c: ContentCaller,
  q: GetGeneratedQuestionsQuery,
): Promise<Page<GeneratedQuestionRow>> {
  requireManager(c);
  const where = and(
    queueScope(c),
    q.state ? eq(generatedQuestions.state, q.state) : undefined,
    q.batch ? eq(generatedQuestions.batch, q.batch) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ r: generatedQuestions, by: users.name, username: users.username })
      .from(generatedQuestions)
      .innerJoin(users, eq(users.id, generatedQuestions.createdBy))
      .where(where)
      .orderBy(desc(generatedQuestions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(generatedQuestions)
      .where(where),
  ]);
  return pageOf(
    q,
    rows.map(({ r, by, username }) => toQueueRow(r, by || username)),
    counted?.n ?? 0,
  );
}

/** The caller's row, locked for its review; another brand's is not found. */
async function reviewable(tx: Exec, c: ContentCaller, id: number): Promise<GeneratedRecord> {
  const [row] = await tx.select().from(generatedQuestions).where(eq(generatedQuestions.id, id)).limit(1).for('update');
  if (!row || !canManage(c, row.brandId)) throw notFound(NOT_FOUND);
  return row;
}

function refuseReviewed(row: GeneratedRecord): void {
  if (row.state === 'accepted') throw conflict('This question has already been accepted');
  if (row.state === 'rejected') throw conflict('This question has already been rejected');
}

function snapshot(row: GeneratedRecord, question: QuestionFields | null) {
  return {
    batch: row.batch,
    state: row.state,
    provenance: row.provenance,
    ...(question ? { type: question.type, stem: question.stem.slice(0, 500) } : {}),
  };
}

/** Accepts a pending question, as queued or edited (checked as the bank checks it, formulas included). */
export async function acceptGenerated(db: Db, caller: Caller<ContentCaller>, input: AcceptGeneratedInput) {
  const c = caller.scope;
  requireManager(c);
  return db.transaction(async (tx) => {
    const row = await reviewable(tx, c, input.id);
    refuseReviewed(row);
    // What failed the checks never enters the bank, not even edited: it is only shown, then dismissed.
    if (row.state === 'invalid') throw conflict('An invalid question cannot be accepted; reject it');
    let fields: QuestionFields;
    if (input.question !== undefined) {
      fields = input.question;
    } else {
      const parsed = questionFields.safeParse(row.payload);
      if (!parsed.success) throw conflict('The queued question no longer passes the bank’s checks: edit it first');
      fields = parsed.data;
    }
    const math = mathProblems(fields);
    if (math.length > 0) throw badRequest(math[0] ?? 'stem: KaTeX cannot render a formula');
    const { saved, audit } = await writeQuestion(tx, c, { ...fields, brandId: row.brandId }, row.provenance);
    await writeAudit(tx, { actorId: caller.auth.userId, ip: caller.ip, ...audit });
    const [after] = await tx
      .update(generatedQuestions)
      .set({
        state: 'accepted',
        acceptedQuestionId: saved.id,
        payload: fields,
        errors: [],
        reviewedBy: caller.auth.userId,
        reviewedAt: new Date(),
      })
      .where(eq(generatedQuestions.id, row.id))
      .returning();
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: 'generatedQuestion.accept',
      targetType: 'generatedQuestion',
      targetId: row.id,
      brandId: row.brandId,
      before: snapshot(row, row.payload as QuestionFields),
      after: { ...(after ? snapshot(after, fields) : {}), questionId: saved.id, edited: input.question !== undefined },
    });
    return { id: row.id, questionId: saved.id };
  });
}

/** Rejects a pending question, or dismisses an invalid one. */
export async function rejectGenerated(db: Db, caller: Caller<ContentCaller>, id: number) {
  const c = caller.scope;
  requireManager(c);
  return db.transaction(async (tx) => {
    const row = await reviewable(tx, c, id);
    refuseReviewed(row);
    await tx
      .update(generatedQuestions)
      .set({ state: 'rejected', reviewedBy: caller.auth.userId, reviewedAt: new Date() })
      .where(eq(generatedQuestions.id, row.id));
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: 'generatedQuestion.reject',
      targetType: 'generatedQuestion',
      targetId: row.id,
      brandId: row.brandId,
      before: { batch: row.batch, state: row.state },
      after: { batch: row.batch, state: 'rejected' },
    });
    return { id: row.id };
  });
}
