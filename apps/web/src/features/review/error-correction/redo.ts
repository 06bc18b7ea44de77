import type { AnswerResponse, QuestionType } from '@edu/shared';

/**
 * Whether a redone response gives an answer for its question's type (the server refuses one that does not:
 * "give the new answer"): an option chosen, true or false, a blank filled, a text or a photo.
 */
export function givesAnswer(type: QuestionType, r: AnswerResponse): boolean {
  switch (type) {
    case 'single':
    case 'multiple':
      return (r.choices?.length ?? 0) > 0;
    case 'judge':
      return typeof r.judge === 'boolean';
    case 'blank':
      return r.blanks?.some((b) => b.trim() !== '') ?? false;
    case 'short':
      return (r.text?.trim() ?? '') !== '' || !!r.photo;
  }
}
