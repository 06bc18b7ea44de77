import { describe, expect, it } from 'vitest';
import { diffExercises, diffNotes, diffRevisions, type RevisionContent } from './prep-diff';

const rev = (over: Partial<RevisionContent> = {}): RevisionContent => ({
  notes: 'Goal\nWarm up\nPractice',
  questionIds: [1, 2, 3],
  plannedOn: null,
  state: 'draft',
  ...over,
});

describe('diffNotes', () => {
  it('keeps unchanged lines and marks added and removed ones', () => {
    expect(diffNotes('a\nb', 'a\nb\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
    expect(diffNotes('a\nb\nc', 'a\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
    ]);
  });

  it('marks the changed characters of a replaced line on both sides (CJK text too)', () => {
    const lines = diffNotes('导入：从面积引入。', '导入：从正方形面积引入。');
    expect(lines.map((l) => l.kind)).toEqual(['removed', 'added']);
    expect(lines[0]?.parts).toEqual([{ text: '导入：从面积引入。', changed: false }]);
    expect(lines[1]?.parts).toEqual([
      { text: '导入：从', changed: false },
      { text: '正方形', changed: true },
      { text: '面积引入。', changed: false },
    ]);
    // The characters of each side put back together are the line.
    for (const l of lines) expect(l.parts?.map((p) => p.text).join('')).toBe(l.text);
  });

  it('lists removed lines before added ones; lines too different carry no character marks', () => {
    const lines = diffNotes('x\none\ny', 'x\nuno\ndos\ny');
    expect(lines.map((l) => [l.kind, l.text, l.parts === undefined])).toEqual([
      ['same', 'x', true],
      ['removed', 'one', true],
      ['added', 'uno', true],
      ['added', 'dos', true],
      ['same', 'y', true],
    ]);
  });

  it('pairs each removed line with the added line it became, marking the changed characters', () => {
    const lines = diffNotes(
      '目标：理解概念。\n导入：从正方形面积求边长引入。\n练习：课本三道基础题。',
      '目标：理解概念。\n导入：从正方形面积 $S$ 求边长 $\\sqrt{S}$ 引入。\n重点：$\\sqrt{a^2}=|a|$。\n练习：先做热身题，再做课本基础题。',
    );
    expect(lines.map((l) => [l.kind, l.text.slice(0, 3), l.parts !== undefined])).toEqual([
      ['same', '目标：', false],
      ['removed', '导入：', true],
      ['removed', '练习：', true],
      ['added', '导入：', true],
      ['added', '重点：', false],
      ['added', '练习：', true],
    ]);
    expect(lines[3]?.parts?.filter((p) => p.changed).map((p) => p.text)).toEqual([' $S$ ', ' $\\sqrt{S}$ ']);
  });

  it('pairs the lines of a changed block in order, marking those alike enough', () => {
    const lines = diffNotes('Aims\nWarm up with squares', 'Aims\nWarm up with square areas\nHomework');
    expect(lines.map((l) => l.kind)).toEqual(['same', 'removed', 'added', 'added']);
    expect(lines[2]?.parts?.filter((p) => p.changed).map((p) => p.text)).toEqual([' area']);
    expect(lines[3]?.parts).toBeUndefined();
  });

  it('handles empty notes on either side', () => {
    expect(diffNotes('', '')).toEqual([]);
    expect(diffNotes('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(diffNotes('old\nlines', '')).toEqual([
      { kind: 'removed', text: 'old' },
      { kind: 'removed', text: 'lines' },
    ]);
  });

  it('keeps blank lines as lines', () => {
    expect(diffNotes('a\n\nb', 'a\n\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: '' },
      { kind: 'same', text: 'b' },
    ]);
  });
});

describe('diffExercises', () => {
  it('lists the newer order with added and removed questions in place', () => {
    expect(diffExercises([1, 2, 3], [1, 3, 4])).toEqual([
      { id: 1, kind: 'same', from: 1, to: 1 },
      { id: 2, kind: 'removed', from: 2 },
      { id: 3, kind: 'same', from: 3, to: 2 },
      { id: 4, kind: 'added', to: 3 },
    ]);
  });

  it('reports a question moved rather than removed and added again', () => {
    const changes = diffExercises([1, 2, 3], [3, 1, 2]);
    expect(changes.filter((c) => c.kind !== 'same')).toEqual([{ id: 3, kind: 'moved', from: 3, to: 1 }]);
    expect(changes.map((c) => c.id)).toEqual([3, 1, 2]);
  });

  it('moves as few questions as it can; one that keeps its place is never "moved"', () => {
    const changes = diffExercises([1, 2, 3], [3, 2, 1]);
    expect(changes.map((c) => c.id)).toEqual([3, 2, 1]);
    for (const c of changes) if (c.kind === 'moved') expect(c.from).not.toBe(c.to);
    expect(changes.find((c) => c.id === 2)).toEqual({ id: 2, kind: 'same', from: 2, to: 2 });
    expect(changes.filter((c) => c.kind === 'moved').length).toBeLessThanOrEqual(2);
  });

  it('shows each question once, in the newer order, then nothing else', () => {
    const before = [5, 6, 7, 8];
    const after = [8, 9, 5, 7];
    const changes = diffExercises(before, after);
    const shown = changes.filter((c) => c.kind !== 'removed').map((c) => c.id);
    expect(shown).toEqual(after);
    expect(changes.filter((c) => c.kind === 'removed').map((c) => c.id)).toEqual([6]);
  });
});

describe('diffRevisions', () => {
  it('finds nothing between equal revisions', () => {
    const d = diffRevisions(rev(), rev());
    expect(d).toMatchObject({ same: true, plannedOn: null, state: null, notesChanged: false, exercisesChanged: false });
  });

  it('reports the day, the state, the notes and the exercises that changed', () => {
    const d = diffRevisions(
      rev(),
      rev({
        plannedOn: '2030-09-02',
        state: 'ready',
        notes: 'Goal\nWarm up\nPractice\nHomework',
        questionIds: [2, 1, 3],
      }),
    );
    expect(d.same).toBe(false);
    expect(d.plannedOn).toEqual({ from: null, to: '2030-09-02' });
    expect(d.state).toEqual({ from: 'draft', to: 'ready' });
    expect(d.notesChanged).toBe(true);
    expect(d.notes.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(['Homework']);
    expect(d.exercisesChanged).toBe(true);
  });

  it('compares either way round', () => {
    const a = rev();
    const b = rev({ notes: 'Goal', questionIds: [1] });
    expect(diffRevisions(a, b).notes.filter((l) => l.kind === 'removed')).toHaveLength(2);
    expect(diffRevisions(b, a).notes.filter((l) => l.kind === 'added')).toHaveLength(2);
  });
});
