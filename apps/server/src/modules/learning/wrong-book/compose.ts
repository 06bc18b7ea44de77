import type { PracticeItemSource } from '../../../db/schema';

// The training camp's composition rule (README.md "The training camp"), pure: the set is filled in order
// from the book's due questions, then unseen questions of the same knowledge points, then the rest of the
// book not yet due, without repeating a question, up to the size asked for.

export interface PracticeCandidates {
  /** questions of the book due now, soonest due first */
  due: readonly number[];
  /** questions never answered by the student, of the knowledge points practised */
  unseen: readonly number[];
  /** the rest of the book (not due yet, then mastered), soonest due first */
  rest: readonly number[];
}

export interface ComposedItem {
  questionId: number;
  source: PracticeItemSource;
}

export function composeSet(c: PracticeCandidates, size: number): ComposedItem[] {
  const items: ComposedItem[] = [];
  const taken = new Set<number>();
  const take = (ids: readonly number[], source: PracticeItemSource) => {
    for (const questionId of ids) {
      if (items.length >= size) return;
      if (taken.has(questionId)) continue;
      taken.add(questionId);
      items.push({ questionId, source });
    }
  };
  take(c.due, 'review');
  take(c.unseen, 'new');
  take(c.rest, 'review');
  return items;
}
