/** The shape of a demo question and the blank-matching rules its answers use. */
import type { QuestionType } from '@edu/shared';

export interface QuestionSeed {
  type: QuestionType;
  difficulty: number;
  stem: string;
  options?: string[];
  choices?: string[];
  judge?: boolean;
  blanks?: { accepted: string[]; rules: string[] }[];
  text?: string;
  analysis: string;
  kps: string[];
}

export const R = String.raw;
export const NUM = ['trim', 'halfWidth', 'numeric'];
export const TXT = ['trim', 'halfWidth', 'caseInsensitive'];
/** Blanks whose answers are formulas, compared by mathematical equivalence (a math input for the student). */
export const FORMULA = ['trim', 'formula'];
