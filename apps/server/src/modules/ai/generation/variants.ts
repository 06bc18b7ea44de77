/**
 * Variants of a bank question into the review queue (README.md "Variants"): the built-in generator
 * (modules/ai/variants, `makeVariants`, no provider needed) changes the numbers and recomputes the answer; each
 * variant is checked as generated questions are (the bank's schema, KaTeX) and queued pending with provenance
 * "variant of #id". The variants are the source's brand's when the caller manages it, else the caller's brand's.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type QuestionFields, questionFields } from '@edu/shared';
import { type ContentCaller, canManage, canReadBank, ownerForNew, requireManager } from '../../../access/content';
import type { Db } from '../../../db/client';
import { questionKnowledgePoints, questions } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { mathProblems } from './parse';
import { enqueue } from './queue';

/** A bank question as the variant generator reads it. */
export type VariantSource = QuestionFields & { id: number };

export type MakeVariants = (
  source: VariantSource,
  count: number,
  seed?: number,
) => { ok: true; variants: QuestionFields[] } | { ok: false; reason: string };

export async function variantSource(
  db: Db,
  c: ContentCaller,
  id: number,
): Promise<VariantSource & { brandId: number | null }> {
  const [q] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  if (!q || !canReadBank(c, q.brandId)) throw notFound('Question not found');
  const links = await db
    .select({ id: questionKnowledgePoints.knowledgePointId })
    .from(questionKnowledgePoints)
    .where(eq(questionKnowledgePoints.questionId, id));
  return {
    id: q.id,
    brandId: q.brandId,
    type: q.type as QuestionFields['type'],
    subject: q.subject as QuestionFields['subject'],
    grade: q.grade,
    difficulty: q.difficulty,
    stem: q.stem,
    options: q.options,
    answer: {
      choices: q.answer.choices as QuestionFields['answer']['choices'],
      judge: q.answer.judge,
      blanks: q.answer.blanks.map((b) => ({
        accepted: b.accepted,
        rules: b.rules as QuestionFields['answer']['blanks'][number]['rules'],
      })),
      text: q.answer.text,
    },
    analysis: q.analysis,
    knowledgePointIds: links.map((l) => l.id),
  };
}

export async function queueVariants(
  db: Db,
  caller: Caller<ContentCaller>,
  input: { questionId: number; count: number },
  make: MakeVariants,
): Promise<{ batch: string; created: number }> {
  const c = caller.scope;
  requireManager(c);
  const { brandId, ...source } = await variantSource(db, c, input.questionId);
  const owner = ownerForNew(c, canManage(c, brandId) ? brandId : undefined);
  const made = make(source, input.count);
  if (!made.ok) throw badRequest(`No variants of this question: ${made.reason}`);
  const batch = randomUUID();
  const provenance = { kind: 'variant' as const, variantOf: source.id };
  return db.transaction(async (tx) => {
    let created = 0;
    for (const variant of made.variants.slice(0, input.count)) {
      const parsed = questionFields.safeParse(variant);
      const errors = parsed.success
        ? mathProblems(parsed.data)
        : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      await enqueue(tx, {
        brandId: owner,
        createdBy: caller.auth.userId,
        batch,
        provenance,
        question: parsed.success && errors.length === 0 ? parsed.data : null,
        errors,
        payload: { value: JSON.stringify(variant).slice(0, 2_000) },
      });
      created += 1;
    }
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: 'generatedQuestion.variants',
      targetType: 'generatedQuestion',
      targetId: null,
      brandId: owner,
      after: { batch, variantOf: source.id, created },
    });
    return { batch, created };
  });
}
