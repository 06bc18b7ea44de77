import type { AiItemReason } from '@edu/shared';
import type { TFunction } from 'i18next';

/** P(known) as the pages show it: two decimals. */
export const pKnownText = (p: number) => p.toFixed(2);

/**
 * Why an item was chosen, as a sentence built from its structured reason: the knowledge point, its P(known)
 * and how many answers it was traced from, the rule, and for a question its difficulty.
 */
export function reasonSentence(t: TFunction, r: AiItemReason): string {
  const values = {
    point: r.knowledgePointName,
    p: pKnownText(r.pKnown),
    count: r.answers,
    difficulty: r.difficulty ?? 0,
    target: r.targetDifficulty ?? 0,
  };
  return r.rule === 'lesson-first' ? t('aiCourse.reason.lessonFirst', values) : t('aiCourse.reason.lowest', values);
}
