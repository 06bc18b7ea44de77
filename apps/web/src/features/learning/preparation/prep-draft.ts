import type { PrepQuestion, PrepState, PreparationPage } from '@edu/shared';

/**
 * The prepara page's draft (pure, tested in prep-draft.test.ts): what the teacher is editing, the questions
 * it names, and how it changes. The page keeps it apart from the server's copy until it is saved.
 */
export interface PrepDraft {
  notes: string;
  /** the chosen exercises, in order */
  questions: PrepQuestion[];
  /** YYYY-MM-DD, or null */
  plannedOn: string | null;
  state: PrepState;
}

/**
 * Where the page starts: the saved preparation, or the lesson itself when there is none yet (its own
 * exercises, no notes, no day, a draft). Saved questions deleted from the bank since are left out.
 */
export function draftOf(page: PreparationPage): PrepDraft {
  const prep = page.prep;
  if (!prep) return { notes: '', questions: page.lesson.exercises, plannedOn: null, state: 'draft' };
  return { notes: prep.notes, questions: prep.questions, plannedOn: prep.plannedOn, state: prep.state };
}

/** How many of the saved preparation's questions are no longer in the bank (left out of the draft). */
export function missingCount(page: PreparationPage): number {
  const prep = page.prep;
  return prep ? prep.questionIds.length - prep.questions.length : 0;
}

/** Notes as the server stores them: \n line ends, no trailing blanks. */
export function normalNotes(notes: string): string {
  return notes.replace(/\r\n?/g, '\n').trimEnd();
}

/** Whether two drafts would save the same thing. */
export function sameDraft(a: PrepDraft, b: PrepDraft): boolean {
  return (
    normalNotes(a.notes) === normalNotes(b.notes) &&
    a.plannedOn === b.plannedOn &&
    a.state === b.state &&
    a.questions.length === b.questions.length &&
    a.questions.every((q, i) => q.id === b.questions[i]?.id)
  );
}

/** The question at `index` moved by `by` places (−1 up, +1 down); out of range: unchanged. */
export function moveQuestion(questions: readonly PrepQuestion[], index: number, by: -1 | 1): PrepQuestion[] {
  const to = index + by;
  if (index < 0 || index >= questions.length || to < 0 || to >= questions.length) return [...questions];
  const out = [...questions];
  const [item] = out.splice(index, 1);
  if (item) out.splice(to, 0, item);
  return out;
}

/** Questions added at the end, each once (one already chosen stays where it is). */
export function addQuestions(questions: readonly PrepQuestion[], added: readonly PrepQuestion[]): PrepQuestion[] {
  const ids = new Set(questions.map((q) => q.id));
  const out = [...questions];
  for (const q of added) {
    if (ids.has(q.id)) continue;
    ids.add(q.id);
    out.push(q);
  }
  return out;
}

export function removeQuestion(questions: readonly PrepQuestion[], id: number): PrepQuestion[] {
  return questions.filter((q) => q.id !== id);
}

/** The lesson's own exercises not chosen yet, in the lesson's order. */
export function unusedLessonExercises(page: PreparationPage, draft: PrepDraft): PrepQuestion[] {
  const chosen = new Set(draft.questions.map((q) => q.id));
  return page.lesson.exercises.filter((q) => !chosen.has(q.id));
}

/** The save request of a draft, based on the revision the page started from (default: the page's). */
export function saveInputOf(page: PreparationPage, draft: PrepDraft, baseRevision = page.prep?.revision ?? 0) {
  return {
    classId: page.classId,
    lessonId: page.lesson.id,
    notes: normalNotes(draft.notes),
    questionIds: draft.questions.map((q) => q.id),
    plannedOn: draft.plannedOn,
    state: draft.state,
    baseRevision,
  };
}
