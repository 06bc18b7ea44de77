import { type Card, type CardInput, createEmptyCard, fsrs, Rating, TypeConvert } from 'ts-fsrs';
import { WRONG_BOOK_MASTERY_DAYS } from '@edu/shared';

// The wrong-question book's rule (README.md "The rule"), pure: what one graded answer does to the book entry
// of its question. record.ts reads the entries, folds the outcomes through it and writes the result.

/**
 * The scheduler of the training camp. Long-term only (a wrong question comes back the next day, not in ten
 * minutes: the camp is a daily practice, not a flash-card session) and without fuzz, so that a schedule is
 * the same on every server and in every test.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/**
 * Where an answer was given: a handed-in lesson or homework, a set of the camp, a question of an AI course, an
 * accepted error correction.
 */
export type BookSource =
  | { submissionId: number }
  | { practiceId: number }
  | { aiCourseItemId: number }
  | { errorCorrectionId: number };

/** One graded answer, as the rule reads it. */
export interface RuleOutcome {
  outcome: 'correct' | 'partial' | 'wrong';
  response: Record<string, unknown>;
  at: Date;
  /** the calendar day of `at` in the student's time zone (YYYY-MM-DD) */
  day: string;
  /** the start of the calendar day after `day` in the student's time zone */
  nextDayStart: Date;
  source: BookSource;
}

/** A book entry as the rule keeps it (a row of wrong_questions without its keys and brand). */
export interface BookEntry {
  submissionId: number | null;
  practiceId: number | null;
  aiCourseItemId: number | null;
  wrongResponse: Record<string, unknown>;
  wrongCount: number;
  correctCount: number;
  correctDays: number;
  lastCorrectOn: string | null;
  firstWrongAt: Date;
  lastWrongAt: Date;
  lastAnsweredAt: Date;
  masteredAt: Date | null;
  /** the ts-fsrs card as stored (JSON: dates as ISO text); null before its first review */
  card: Record<string, unknown> | null;
  dueAt: Date;
}

/**
 * How many answers an entry has counted (each wrong or correct answer to a question in the book counts
 * one): the entry's version, which record.ts names in its write so that a concurrent change is never
 * overwritten. 0 for an entry not in the book yet.
 */
export function countedOf(entry: Pick<BookEntry, 'wrongCount' | 'correctCount'> | null): number {
  return entry ? entry.wrongCount + entry.correctCount : 0;
}

function cardOf(stored: Record<string, unknown> | null, at: Date): Card {
  return stored ? TypeConvert.card(stored as unknown as CardInput) : createEmptyCard(at);
}

function storedCard(card: Card): Record<string, unknown> {
  return {
    ...card,
    due: card.due.toISOString(),
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** The card reviewed with `rating` at `at` (never before its last review: an answer graded late is reviewed then). */
function review(stored: Record<string, unknown> | null, at: Date, rating: Rating.Again | Rating.Good): Card {
  const card = cardOf(stored, at);
  const last = card.last_review?.getTime() ?? Number.NEGATIVE_INFINITY;
  const when = at.getTime() < last ? new Date(last) : at;
  return scheduler.next(card, when, rating).card;
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * What one answer does to its question's entry (null: not in the book). A wrong or partly right answer adds
 * the question (or counts again: the correct days start over, mastery is lost, the answer and where it was
 * given are replaced, it is due at once). A correct answer to a question in the book counts; it counts a
 * day only on a day other than the last correct one, and the second day masters the question; its review
 * is never due before the next calendar day. A correct answer to a question not in the book changes
 * nothing (null stays null).
 */
export function applyOutcome(entry: BookEntry | null, o: RuleOutcome): BookEntry | null {
  if (o.outcome === 'correct') {
    if (!entry) return null;
    const card = review(entry.card, o.at, Rating.Good);
    // Another day counts, even an earlier one (an answer a person grades days later counts on its own day).
    const newDay = o.day !== entry.lastCorrectOn;
    const correctDays = newDay ? Math.min(entry.correctDays + 1, WRONG_BOOK_MASTERY_DAYS) : entry.correctDays;
    const lastCorrectOn = entry.lastCorrectOn !== null && entry.lastCorrectOn > o.day ? entry.lastCorrectOn : o.day;
    return {
      ...entry,
      correctCount: entry.correctCount + 1,
      correctDays,
      lastCorrectOn,
      lastAnsweredAt: later(o.at, entry.lastAnsweredAt),
      masteredAt: entry.masteredAt ?? (correctDays >= WRONG_BOOK_MASTERY_DAYS ? o.at : null),
      card: storedCard(card),
      dueAt: later(card.due, o.nextDayStart),
    };
  }
  const card = review(entry?.card ?? null, o.at, Rating.Again);
  const source = {
    submissionId: 'submissionId' in o.source ? o.source.submissionId : null,
    practiceId: 'practiceId' in o.source ? o.source.practiceId : null,
    aiCourseItemId: 'aiCourseItemId' in o.source ? o.source.aiCourseItemId : null,
  };
  // An error correction is only ever accepted (correct): a wrong one never reaches the book from there.
  if ('errorCorrectionId' in o.source && entry) {
    source.submissionId = entry.submissionId;
    source.practiceId = entry.practiceId;
    source.aiCourseItemId = entry.aiCourseItemId;
  }
  return {
    ...source,
    wrongResponse: o.response,
    wrongCount: (entry?.wrongCount ?? 0) + 1,
    correctCount: entry?.correctCount ?? 0,
    correctDays: 0,
    lastCorrectOn: null,
    firstWrongAt: entry ? entry.firstWrongAt : o.at,
    lastWrongAt: entry ? later(o.at, entry.lastWrongAt) : o.at,
    lastAnsweredAt: entry ? later(o.at, entry.lastAnsweredAt) : o.at,
    masteredAt: null,
    card: storedCard(card),
    dueAt: o.at,
  };
}

/** The outcomes folded in order over an entry (null when nothing changed it and it was not in the book). */
export function applyOutcomes(entry: BookEntry | null, outcomes: readonly RuleOutcome[]): BookEntry | null {
  return outcomes.reduce<BookEntry | null>((e, o) => applyOutcome(e, o), entry);
}
