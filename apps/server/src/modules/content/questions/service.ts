import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  GetQuestionListQuery,
  QuestionDetail,
  QuestionFields,
  QuestionProvenance,
  QuestionRow,
  SaveQuestionInput,
} from '@edu/shared';
import type { Db } from '../../../db/client';
import {
  answers,
  brands,
  knowledgePoints,
  lessonExercises,
  questionKnowledgePoints,
  questions,
} from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { Caller } from '../../../http/define-route';
import { LIST_TOTAL_CAP_DEFAULT } from '../../../config';
import {
  cappedTotal,
  countUpTo,
  type Exec,
  inOrder,
  iso,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  sortedMatches,
} from '../../../db/queries';
import { auditEntry, type ChangeEntry, change, countAll, requireOwnerBrand, subtreeIds } from '../common';
import { excerpt, plainText, previewOf, renderRichText, sanitizeRich } from '../render';
import {
  type ContentCaller,
  brandOrPlatform,
  canManage,
  canReadBank,
  mayLink,
  ownerForNew,
  requireManager,
} from '../../../access/content';
import { keywordCondition, normalizeSearch, searchFields } from './search';

export type QuestionRecord = typeof questions.$inferSelect;
const QUESTION_NOT_FOUND = 'Question not found';
const ANSWERED = 'Students have answered this question; it stays so that their reports keep it';

const SORTS = {
  createdAt: questions.id,
  updatedAt: questions.updatedAt,
  difficulty: questions.difficulty,
  grade: questions.grade,
} as const;

/** The ids of a knowledge point and its descendants (the caller must see it; else none). */
export async function knowledgeSubtree(db: Exec, c: ContentCaller, id: number): Promise<number[]> {
  const [point] = await db.select().from(knowledgePoints).where(eq(knowledgePoints.id, id)).limit(1);
  if (!point || !canReadBank(c, point.brandId)) return [];
  const all = await db
    .select({ id: knowledgePoints.id, parentId: knowledgePoints.parentId })
    .from(knowledgePoints)
    .where(eq(knowledgePoints.subject, point.subject));
  return subtreeIds(all, point.id);
}

/** The filter conditions shared by the list and the export. */
export async function questionConditions(
  db: Exec,
  c: ContentCaller,
  q: Omit<GetQuestionListQuery, 'page' | 'pageSize' | 'sort' | 'order'>,
): Promise<SQL | undefined> {
  const conds: (SQL | undefined)[] = [brandOrPlatform(c, questions.brandId)];
  if (q.type) conds.push(eq(questions.type, q.type));
  if (q.subject) conds.push(eq(questions.subject, q.subject));
  if (q.grade !== undefined) conds.push(eq(questions.grade, q.grade));
  if (q.difficulty !== undefined) conds.push(eq(questions.difficulty, q.difficulty));
  if (q.brandId !== undefined) conds.push(eq(questions.brandId, q.brandId));
  if (q.owner === 'platform') conds.push(sql`${questions.brandId} is null`);
  if (q.owner === 'brand') {
    conds.push(c.role === 'admin' ? sql`${questions.brandId} is not null` : eq(questions.brandId, c.brandId ?? -1));
  }
  if (q.knowledgePointId !== undefined) {
    const ids = await knowledgeSubtree(db, c, q.knowledgePointId);
    if (ids.length === 0) return sql`false`;
    conds.push(
      inArray(
        questions.id,
        db
          .select({ id: questionKnowledgePoints.questionId })
          .from(questionKnowledgePoints)
          .where(inArray(questionKnowledgePoints.knowledgePointId, ids)),
      ),
    );
  }
  conds.push(keywordCondition(q.keyword));
  return and(...conds);
}

/** Knowledge points and lesson counts of a page of questions: two queries whatever the page size. */
/** What a list row is made of: not the answer, options, analysis or search fields (the heavy columns). */
const ROW_COLUMNS = {
  id: questions.id,
  brandId: questions.brandId,
  type: questions.type,
  subject: questions.subject,
  grade: questions.grade,
  difficulty: questions.difficulty,
  stem: questions.stem,
  provenance: questions.provenance,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};
type RowRecord = Pick<QuestionRecord, keyof typeof ROW_COLUMNS>;

async function toRows(db: Exec, c: ContentCaller, rows: { q: RowRecord; brandName: string | null }[]) {
  const ids = rows.map((r) => r.q.id);
  const [links, uses] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              questionId: questionKnowledgePoints.questionId,
              id: knowledgePoints.id,
              name: knowledgePoints.name,
            })
            .from(questionKnowledgePoints)
            .innerJoin(knowledgePoints, eq(knowledgePoints.id, questionKnowledgePoints.knowledgePointId))
            .where(inArray(questionKnowledgePoints.questionId, ids))
            .orderBy(knowledgePoints.id),
          db
            .select({ questionId: lessonExercises.questionId, n: countAll })
            .from(lessonExercises)
            .where(inArray(lessonExercises.questionId, ids))
            .groupBy(lessonExercises.questionId),
        ]);
  const lessonCount = new Map(uses.map((u) => [u.questionId, u.n]));
  return rows.map(
    ({ q, brandName }): QuestionRow => ({
      id: q.id,
      brandId: q.brandId,
      brandName,
      type: q.type as QuestionRow['type'],
      subject: q.subject as QuestionRow['subject'],
      grade: q.grade,
      difficulty: q.difficulty,
      stemText: excerpt(plainText(q.stem)),
      knowledgePoints: links.filter((l) => l.questionId === q.id).map((l) => ({ id: l.id, name: l.name })),
      lessonCount: lessonCount.get(q.id) ?? 0,
      editable: canManage(c, q.brandId),
      provenance: q.provenance ?? null,
      createdAt: iso(q.createdAt),
      updatedAt: iso(q.updatedAt),
    }),
  );
}

/**
 * A page of the question bank. With a keyword, its matches (when at most sortMax) are read once through
 * the search index, sorted and counted in one statement; without one, or when the keyword matches more
 * (dense along any order), the page walks the sort's index and the total is counted up to the cap
 * (LIST_TOTAL_CAP, README.md "Question search"). Either way the page's rows are then read by key, with
 * only the columns a row shows.
 */
export async function listQuestions(
  db: Db,
  c: ContentCaller,
  q: GetQuestionListQuery,
  { cap = LIST_TOTAL_CAP_DEFAULT, sortMax = QUESTION_SORT_MATCHES_MAX }: { cap?: number; sortMax?: number } = {},
): Promise<Page<QuestionRow>> {
  const where = await questionConditions(db, c, q);
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'createdAt' || sort === 'updatedAt' ? 'desc' : 'asc');
  const { limit, offset } = pageWindow(q);
  const sorted = normalizeSearch(q.keyword ?? '')
    ? await sortedMatches(db, q, {
        table: questions,
        id: questions.id,
        key: SORTS[sort],
        where,
        order,
        max: sortMax,
      })
    : null;
  const [ids, n] = sorted
    ? [sorted.ids, sorted.n]
    : await Promise.all([
        db
          .select({ id: questions.id })
          .from(questions)
          .where(where)
          .orderBy(...orderBy(SORTS[sort], order, questions.id))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((r) => r.id)),
        // A keyword matching more than sortMax matches more than the cap too (when sortMax ≥ cap).
        normalizeSearch(q.keyword ?? '') && sortMax >= cap ? cap + 1 : countUpTo(db, questions, where, cap),
      ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ q: ROW_COLUMNS, brandName: brands.name })
          .from(questions)
          .leftJoin(brands, eq(brands.id, questions.brandId))
          .where(inArray(questions.id, ids));
  return pageOf(q, inOrder(ids, await toRows(db, c, rows)), cappedTotal(n, cap));
}

/** Up to this many keyword matches are sorted directly rather than found along the sort's index. */
export const QUESTION_SORT_MATCHES_MAX = 10_000;

async function readableQuestion(db: Exec, c: ContentCaller, id: number) {
  const [row] = await db
    .select({ q: questions, brandName: brands.name })
    .from(questions)
    .leftJoin(brands, eq(brands.id, questions.brandId))
    .where(eq(questions.id, id))
    .limit(1);
  if (!row || !canReadBank(c, row.q.brandId)) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

export async function getQuestionDetail(db: Db, c: ContentCaller, id: number): Promise<QuestionDetail> {
  const row = await readableQuestion(db, c, id);
  const [base] = await toRows(db, c, [row]);
  if (!base) throw notFound(QUESTION_NOT_FOUND);
  const q = row.q;
  return {
    ...base,
    stem: q.stem,
    options: q.options,
    answer: {
      choices: q.answer.choices,
      judge: q.answer.judge,
      blanks: q.answer.blanks.map((b) => ({
        accepted: b.accepted,
        rules: b.rules as QuestionDetail['answer']['blanks'][number]['rules'],
      })),
      text: q.answer.text,
    },
    analysis: q.analysis,
    preview: previewOf(q),
    analysisHtml: q.analysis ? renderRichText(q.analysis) : '',
    answerHtml: q.answer.text ? renderRichText(q.answer.text) : '',
  };
}

/** The stored form of a question's fields: rich text sanitized, search fields computed. */
export function storedFields(f: QuestionFields) {
  const stem = sanitizeRich(f.stem);
  const options = f.options.map(sanitizeRich);
  return {
    type: f.type,
    subject: f.subject,
    grade: f.grade,
    difficulty: f.difficulty,
    stem,
    options,
    answer: {
      choices: f.answer.choices,
      judge: f.answer.judge,
      blanks: f.answer.blanks.map((b) => ({ accepted: b.accepted, rules: [...new Set(b.rules)] })),
      text: sanitizeRich(f.answer.text),
    },
    analysis: sanitizeRich(f.analysis),
    ...searchFields(stem, options),
  };
}

/**
 * Knowledge points a question owned by `owner` may link: of its subject, platform-wide or the owner's
 * brand. Returns the ids that are not.
 */
export async function unusableKnowledgePoints(
  db: Exec,
  owner: number | null,
  subject: string,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: knowledgePoints.id, brandId: knowledgePoints.brandId, subject: knowledgePoints.subject })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.id, ids));
  const ok = new Set(found.filter((k) => k.subject === subject && mayLink(owner, k.brandId)).map((k) => k.id));
  return ids.filter((id) => !ok.has(id));
}

export function questionSnapshot(q: QuestionRecord): Record<string, unknown> {
  return {
    id: q.id,
    brandId: q.brandId,
    type: q.type,
    subject: q.subject,
    grade: q.grade,
    difficulty: q.difficulty,
    stem: q.stem.slice(0, 500),
  };
}

/**
 * Creates (no id) or replaces a question inside a transaction, checked as saveQuestion checks; answers the
 * saved row and its audit entry (the caller writes it). `provenance`: an AI-created question's origin (new
 * questions only).
 */
export async function writeQuestion(
  tx: Exec,
  c: ContentCaller,
  input: SaveQuestionInput,
  provenance: QuestionProvenance | null = null,
): Promise<{ saved: QuestionRecord; audit: ChangeEntry }> {
  requireManager(c);
  const stored = storedFields(input);
  let before: QuestionRecord | null = null;
  let owner: number | null;
  if (input.id === undefined) {
    owner = ownerForNew(c, input.brandId);
    await requireOwnerBrand(tx, owner);
  } else {
    const [found] = await tx.select().from(questions).where(eq(questions.id, input.id)).limit(1).for('update');
    if (!found || !canReadBank(c, found.brandId)) throw notFound(QUESTION_NOT_FOUND);
    if (!canManage(c, found.brandId)) throw forbidden();
    if (input.brandId !== undefined && input.brandId !== found.brandId) {
      throw badRequest('brandId: a question cannot change its owner');
    }
    before = found;
    owner = found.brandId;
  }
  const bad = await unusableKnowledgePoints(tx, owner, input.subject, input.knowledgePointIds);
  if (bad.length > 0) throw badRequest(`knowledgePointIds: not knowledge points of this subject: ${bad.join(', ')}`);
  let saved: QuestionRecord | undefined;
  if (before === null) {
    [saved] = await tx
      .insert(questions)
      .values({ brandId: owner, ...stored, provenance })
      .returning();
  } else {
    [saved] = await tx
      .update(questions)
      .set({ ...stored, updatedAt: new Date() })
      .where(eq(questions.id, before.id))
      .returning();
    await tx.delete(questionKnowledgePoints).where(eq(questionKnowledgePoints.questionId, before.id));
  }
  if (!saved) throw new Error('question not saved');
  const savedId = saved.id;
  if (input.knowledgePointIds.length > 0) {
    await tx
      .insert(questionKnowledgePoints)
      .values(input.knowledgePointIds.map((knowledgePointId) => ({ questionId: savedId, knowledgePointId })));
  }
  return {
    saved,
    audit: auditEntry(before === null ? 'question.create' : 'question.update', saved.id, owner, {
      before: before ? questionSnapshot(before) : null,
      after: {
        ...questionSnapshot(saved),
        knowledgePointIds: input.knowledgePointIds,
        ...(provenance ? { provenance } : {}),
      },
    }),
  };
}

export async function saveQuestion(db: Db, caller: Caller<ContentCaller>, input: SaveQuestionInput) {
  const c = caller.scope;
  requireManager(c);
  const id = await change(db, caller, async (tx) => {
    const { saved, audit } = await writeQuestion(tx, c, input);
    return { result: saved.id, audit };
  });
  return getQuestionDetail(db, c, id);
}

/**
 * Deletes a question. A question that lessons use as an exercise is refused (409, with the count): the
 * exercises are the author's choice, so they are removed from the lessons first, on purpose.
 */
export async function deleteQuestion(db: Db, caller: Caller<ContentCaller>, id: number): Promise<{ id: number }> {
  const c = caller.scope;
  requireManager(c);
  await change(db, caller, async (tx) => {
    const [found] = await tx.select().from(questions).where(eq(questions.id, id)).limit(1).for('update');
    if (!found || !canReadBank(c, found.brandId)) throw notFound(QUESTION_NOT_FOUND);
    if (!canManage(c, found.brandId)) throw forbidden();
    const [used] = await tx.select({ n: countAll }).from(lessonExercises).where(eq(lessonExercises.questionId, id));
    const lessonsUsing = used?.n ?? 0;
    if (lessonsUsing > 0) {
      throw conflict(`The question is used by ${lessonsUsing} lessons; remove it from them first`);
    }
    // Students' answers keep their question (issue 10): their reports and scores must not lose it.
    const [answered] = await tx.select({ n: countAll }).from(answers).where(eq(answers.questionId, id));
    if ((answered?.n ?? 0) > 0) throw conflict(ANSWERED);
    await tx.delete(questions).where(eq(questions.id, id));
    return {
      audit: auditEntry('question.delete', id, found.brandId, { before: questionSnapshot(found) }),
    };
  });
  return { id };
}
