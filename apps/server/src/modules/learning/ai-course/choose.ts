import { BKT_MASTERY } from '@edu/shared';

/** A targeted knowledge point as the chooser sees it. */
export interface TargetPoint {
  knowledgePointId: number;
  pKnown: number;
}

/**
 * The knowledge point to work on next: the lowest P(known) still below the mastery threshold, among those
 * that still have a question to ask (`exhausted` holds the others); ties go to the earlier target (the
 * weaker one when the course was made). Undefined: every point is mastered or has run out of questions.
 */
export function pickTarget<T extends TargetPoint>(
  targets: readonly T[],
  exhausted: ReadonlySet<number>,
  threshold = BKT_MASTERY,
): T | undefined {
  let best: T | undefined;
  for (const t of targets) {
    if (t.pKnown >= threshold || exhausted.has(t.knowledgePointId)) continue;
    if (best === undefined || t.pKnown < best.pKnown) best = t;
  }
  return best;
}

/**
 * The difficulty (1-5) that fits P(known): the question bank's five levels spread evenly over [0, 1], so a
 * point barely known gets easy questions and a point nearly mastered hard ones.
 */
export function targetDifficulty(pKnown: number): number {
  return Math.min(5, Math.max(1, 1 + Math.floor(pKnown * 5)));
}
