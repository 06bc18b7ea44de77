import type { PrepState } from '@edu/shared';
import { diffArrays, diffChars, diffLines } from 'diff';

/**
 * A readable difference between two revisions of a preparation (pure, tested in prep-diff.test.ts), made
 * with the `diff` package: the planned day and the state as "before → after", the notes line by line with
 * the changed characters of a changed line marked, the exercises in their new order with what was added,
 * removed or moved.
 */
export interface RevisionContent {
  notes: string;
  questionIds: readonly number[];
  plannedOn: string | null;
  state: PrepState;
}

/** A part of a changed line: `changed` marks the characters that differ from the other side. */
export interface LinePart {
  text: string;
  changed: boolean;
}

export interface NotesLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** a line replaced by another (removed then added at the same place): its characters, the changed ones marked */
  parts?: LinePart[];
}

export interface ExerciseChange {
  id: number;
  kind: 'same' | 'added' | 'removed' | 'moved';
  /** 1-based place in the older revision (same, removed, moved) */
  from?: number;
  /** 1-based place in the newer revision (same, added, moved) */
  to?: number;
}

export interface Change<T> {
  from: T;
  to: T;
}

export interface PrepDiff {
  plannedOn: Change<string | null> | null;
  state: Change<PrepState> | null;
  notes: NotesLine[];
  notesChanged: boolean;
  exercises: ExerciseChange[];
  exercisesChanged: boolean;
  /** nothing differs */
  same: boolean;
}

/** The lines of a run of lines as `diffLines` gives them (each ends with \n: see diffNotes). */
function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The characters of `a` and `b` with what differs marked on each side. */
function charParts(a: string, b: string): { removed: LinePart[]; added: LinePart[] } {
  const removed: LinePart[] = [];
  const added: LinePart[] = [];
  const push = (side: LinePart[], part: LinePart) => {
    const last = side[side.length - 1];
    if (last && last.changed === part.changed) last.text += part.text;
    else side.push(part);
  };
  for (const c of diffChars(a, b)) {
    if (!c.added) push(removed, { text: c.value, changed: c.removed });
    if (!c.removed) push(added, { text: c.value, changed: c.added });
  }
  return { removed, added };
}

/** How alike two lines must be (characters kept ×2 ÷ both lengths) to be one line edited rather than two. */
const SIMILAR = 0.4;

/** The changed characters of a line replaced by another, and how alike the two are (0-1). */
function replaced(a: string, b: string): { removed: LinePart[]; added: LinePart[]; likeness: number } {
  const parts = charParts(a, b);
  const kept = parts.added.filter((p) => !p.changed).reduce((n, p) => n + p.text.length, 0);
  return { ...parts, likeness: (2 * kept) / Math.max(a.length + b.length, 1) };
}

/**
 * Which added line each removed line of a block became: in order, each removed line goes with the most
 * alike of the added lines after the last one taken, when alike enough (else it was simply removed).
 */
function pairLines(gone: readonly string[], come: readonly string[]) {
  const pairs: ({ removed: LinePart[]; added: LinePart[]; to: number } | undefined)[] = [];
  let from = 0;
  for (const text of gone) {
    let best: { removed: LinePart[]; added: LinePart[]; to: number; likeness: number } | undefined;
    for (let k = from; k < come.length; k++) {
      const r = replaced(text, come[k] ?? '');
      if (r.likeness >= SIMILAR && (!best || r.likeness > best.likeness)) best = { ...r, to: k };
    }
    pairs.push(best);
    if (best) from = best.to + 1;
  }
  return pairs;
}

/**
 * The notes line by line: unchanged lines, then for each change the removed lines before the added ones.
 * Where lines were removed and added at one place, a removed line and the added line it became (pairLines)
 * are a line edited: both carry their changed characters.
 */
export function diffNotes(before: string, after: string): NotesLine[] {
  // Every line ends with \n, so that a line appended after the last one does not make the last one differ.
  const changes = diffLines(before === '' ? '' : `${before}\n`, after === '' ? '' : `${after}\n`);
  const out: NotesLine[] = [];
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i];
    if (!c) continue;
    if (!c.added && !c.removed) {
      for (const text of linesOf(c.value)) out.push({ kind: 'same', text });
      continue;
    }
    const next = changes[i + 1];
    if (c.removed && next?.added) {
      const gone = linesOf(c.value);
      const come = linesOf(next.value);
      const pairs = pairLines(gone, come);
      const addedParts = new Map(pairs.flatMap((p) => (p ? [[p.to, p.added] as const] : [])));
      gone.forEach((text, k) => {
        const parts = pairs[k]?.removed;
        out.push({ kind: 'removed', text, ...(parts ? { parts } : {}) });
      });
      come.forEach((text, k) => {
        const parts = addedParts.get(k);
        out.push({ kind: 'added', text, ...(parts ? { parts } : {}) });
      });
      i += 1;
      continue;
    }
    for (const text of linesOf(c.value)) out.push({ kind: c.added ? 'added' : 'removed', text });
  }
  return out;
}

/**
 * The exercises in the newer revision's order, each with its place before and after; those only in the
 * older one where they were. Of the questions in both, the longest run kept in the same order (the diff's
 * common part) stays; the others are "moved" (the diff would show them removed and added again), unless
 * they kept their place. A question that stays may still have another place (others moved around it).
 */
export function diffExercises(before: readonly number[], after: readonly number[]): ExerciseChange[] {
  const placeBefore = new Map(before.map((id, i) => [id, i + 1]));
  const placeAfter = new Map(after.map((id, i) => [id, i + 1]));
  const out: ExerciseChange[] = [];
  for (const c of diffArrays([...before], [...after])) {
    for (const id of c.value) {
      if (c.removed) {
        if (!placeAfter.has(id)) out.push({ id, kind: 'removed', from: placeBefore.get(id) });
      } else if (c.added) {
        const from = placeBefore.get(id);
        const to = placeAfter.get(id);
        // A question that keeps its place while others move around it has not moved.
        const kind = from === undefined ? 'added' : from === to ? 'same' : 'moved';
        out.push(from === undefined ? { id, kind: 'added', to } : { id, kind, from, to });
      } else {
        out.push({ id, kind: 'same', from: placeBefore.get(id), to: placeAfter.get(id) });
      }
    }
  }
  return out;
}

/** Everything that differs from `before` to `after`. */
export function diffRevisions(before: RevisionContent, after: RevisionContent): PrepDiff {
  const notes = diffNotes(before.notes, after.notes);
  const exercises = diffExercises(before.questionIds, after.questionIds);
  const plannedOn = before.plannedOn === after.plannedOn ? null : { from: before.plannedOn, to: after.plannedOn };
  const state = before.state === after.state ? null : { from: before.state, to: after.state };
  const notesChanged = notes.some((l) => l.kind !== 'same');
  const exercisesChanged = exercises.some((e) => e.kind !== 'same');
  return {
    plannedOn,
    state,
    notes,
    notesChanged,
    exercises,
    exercisesChanged,
    same: !plannedOn && !state && !notesChanged && !exercisesChanged,
  };
}
