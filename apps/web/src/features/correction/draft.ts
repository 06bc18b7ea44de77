import type { CorrectionHold, CorrectionItem, MarkStroke } from '@edu/shared';
import { isRequestError } from '../../app/api';
import { formatPoints, parsePoints } from './points';

/**
 * What the corrector is giving the answers of one submission (/workCorrectionDetail), before it is saved: per
 * answer that needs a person, its points as typed, its comment and its marks. Compared with what was saved
 * (the base) it says what changed, and makes the saveCorrection input of the changes.
 */
export interface AnswerDraft {
  points: string;
  comment: string;
  marks: MarkStroke[];
}

export type Drafts = Readonly<Record<number, AnswerDraft>>;

/** The answers that need a person, as saved (points, comment, marks; empty before the first grade). */
export function draftsOf(items: readonly CorrectionItem[]): Drafts {
  const out: Record<number, AnswerDraft> = {};
  for (const item of items) {
    if (!item.byPerson) continue;
    const c = item.correction;
    out[item.questionId] = {
      points: formatPoints(c?.points),
      comment: c?.comment ?? '',
      marks: c ? [...c.marks] : [],
    };
  }
  return out;
}

const sameMarks = (a: readonly MarkStroke[], b: readonly MarkStroke[]) =>
  a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

/** Whether an answer's draft differs from what was saved (points compared as numbers, comments trimmed). */
export function isAnswerChanged(draft: AnswerDraft, base: AnswerDraft | undefined): boolean {
  if (!base) return true;
  const p = parsePoints(draft.points);
  const q = parsePoints(base.points);
  const pointsChanged = p.valid && q.valid ? p.value !== q.value : draft.points.trim() !== base.points.trim();
  return pointsChanged || draft.comment.trim() !== base.comment.trim() || !sameMarks(draft.marks, base.marks);
}

/** The answers changed since the save, in page order. */
export function changedIds(drafts: Drafts, base: Drafts, order: readonly number[]): number[] {
  return order.filter((id) => drafts[id] !== undefined && isAnswerChanged(drafts[id], base[id]));
}

/** One answer of a saveCorrection input. */
export interface PlannedAnswer {
  questionId: number;
  points: number;
  comment: string;
  marks: MarkStroke[];
}

export type SavePlan =
  | { ok: true; answers: PlannedAnswer[] }
  /** answers whose points are missing or wrong: nothing is sent */
  | { ok: false; problems: { questionId: number; problem: 'missing' | 'invalid' }[] };

/**
 * The saveCorrection answers of the changes: every changed answer needs valid points (a comment or marks
 * alone are not a grade). Nothing changed: an empty, valid plan.
 */
export function savePlanOf(drafts: Drafts, base: Drafts, order: readonly number[]): SavePlan {
  const answers: PlannedAnswer[] = [];
  const problems: { questionId: number; problem: 'missing' | 'invalid' }[] = [];
  for (const questionId of changedIds(drafts, base, order)) {
    const draft = drafts[questionId]!;
    const points = parsePoints(draft.points);
    if (!points.valid) problems.push({ questionId, problem: 'invalid' });
    else if (points.value === null) problems.push({ questionId, problem: 'missing' });
    else answers.push({ questionId, points: points.value, comment: draft.comment.trim(), marks: draft.marks });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}

// ---- the three 409s of the grading page ----

/** The `hold` an error's data names: undefined when it names none, null for "nobody holds it". */
function holdIn(error: unknown): CorrectionHold | null | undefined {
  if (!isRequestError(error) || error.code !== 409) return undefined;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('hold' in data)) return undefined;
  const hold = (data as { hold: unknown }).hold;
  if (hold === null) return null;
  const h = hold as Partial<CorrectionHold>;
  return typeof h === 'object' && typeof h.holderName === 'string' && typeof h.until === 'string'
    ? (hold as CorrectionHold)
    : undefined;
}

/** Another corrector holds the submission (holdCorrection or saveCorrection answered 409 with `{ hold }`). */
export function heldByOther(error: unknown): CorrectionHold | null {
  const hold = holdIn(error);
  return hold && !hold.mine ? hold : null;
}

/** The caller's hold ran out and nobody holds it (saveCorrection answered 409 with `{ hold: null }`). */
export function holdLapsed(error: unknown): boolean {
  return holdIn(error) === null;
}

/** The submission was saved since the version the page read (409 without a hold): nothing was written. */
export function isStaleSave(error: unknown): boolean {
  return isRequestError(error) && error.code === 409 && holdIn(error) === undefined;
}
