import {
  type AnswerResponse,
  type BlankAnswer,
  blankMatches,
  type GradeOutcome,
  normalizeBlank,
  type QuestionAnswer,
  type QuestionType,
} from '@edu/shared';
import { formulaEquivalent } from '../../../math/formula';

/** What grading needs of a question: its type and answer key. */
export interface GradedQuestion {
  type: QuestionType;
  answer: QuestionAnswer;
}

export interface Grade {
  outcome: GradeOutcome;
  /** the share of the question's points earned, 0 to 1 (0 while pending) */
  credit: number;
  /** fill-in: each blank right or wrong, in order */
  blanks?: boolean[];
}

const PENDING: Grade = { outcome: 'pending', credit: 0 };

function byCredit(credit: number): GradeOutcome {
  return credit >= 1 ? 'correct' : credit > 0 ? 'partial' : 'wrong';
}

function sameChoices(given: readonly string[], key: readonly string[]): boolean {
  const a = [...new Set(given)].sort();
  const b = [...new Set(key)].sort();
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

/**
 * One blank: the texts under the blank's rules (spaces, width, case, equal numbers), then, for a blank
 * with the `formula` rule, mathematical equivalence with each accepted value.
 */
export async function gradeBlank(response: string, blank: Pick<BlankAnswer, 'accepted' | 'rules'>): Promise<boolean> {
  if (normalizeBlank(response, blank.rules).trim() === '') return false;
  if (blankMatches(response, blank)) return true;
  if (!blank.rules.includes('formula')) return false;
  const got = normalizeBlank(response, blank.rules);
  for (const accepted of blank.accepted) {
    if (await formulaEquivalent(got, normalizeBlank(accepted, blank.rules))) return true;
  }
  return false;
}

/**
 * Automatic grading (issue 10): choices and true/false exactly (a multiple choice is right only with
 * exactly the right options), fill-in blank by blank (partial credit), short answers wait for a person.
 * An unanswered question is wrong.
 */
export async function gradeAnswer(question: GradedQuestion, response: AnswerResponse): Promise<Grade> {
  const key = question.answer;
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const right = sameChoices(response.choices ?? [], key.choices);
      return { outcome: right ? 'correct' : 'wrong', credit: right ? 1 : 0 };
    }
    case 'judge': {
      const right = response.judge !== undefined && response.judge !== null && response.judge === key.judge;
      return { outcome: right ? 'correct' : 'wrong', credit: right ? 1 : 0 };
    }
    case 'blank': {
      if (key.blanks.length === 0) return PENDING;
      const given = response.blanks ?? [];
      const blanks = await Promise.all(key.blanks.map((blank, i) => gradeBlank(given[i] ?? '', blank)));
      const credit = blanks.filter(Boolean).length / blanks.length;
      return { outcome: byCredit(credit), credit, blanks };
    }
    case 'short':
      // A photo of handwritten work is an answer too: a person reads it.
      return (response.text ?? '').trim() === '' && !response.photo ? { outcome: 'wrong', credit: 0 } : PENDING;
  }
}
