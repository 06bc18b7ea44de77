import type { PrepQuestion, PreparationPage } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  addQuestions,
  draftOf,
  missingCount,
  moveQuestion,
  removeQuestion,
  sameDraft,
  saveInputOf,
  unusedLessonExercises,
} from './prep-draft';

const q = (id: number, inLesson = true): PrepQuestion => ({
  id,
  type: 'single',
  difficulty: 2,
  stemText: `Question ${id}`,
  inLesson,
});

const page = (prep: PreparationPage['prep'] = null): PreparationPage => ({
  classId: 7,
  className: '八年级1班',
  grade: 8,
  lesson: {
    id: 11,
    title: '1.1',
    courseId: 3,
    courseTitle: 'Math',
    chapterTitle: 'Ch 1',
    html: '<p>x</p>',
    exercises: [q(1), q(2), q(3)],
  },
  release: { state: 'locked', unlockAt: null },
  prep,
});

const saved = (over: Partial<NonNullable<PreparationPage['prep']>> = {}): NonNullable<PreparationPage['prep']> => ({
  id: 5,
  classId: 7,
  lessonId: 11,
  notes: 'Notes',
  questionIds: [3, 9],
  questions: [q(3), q(9, false)],
  plannedOn: '2030-09-02',
  state: 'ready',
  revision: 4,
  updatedAt: '2030-08-30T10:00:00.000Z',
  ...over,
});

describe('the draft', () => {
  it('starts from the lesson when nothing is saved: its own exercises, a draft without a day', () => {
    expect(draftOf(page())).toEqual({ notes: '', questions: [q(1), q(2), q(3)], plannedOn: null, state: 'draft' });
    expect(saveInputOf(page(), draftOf(page()))).toMatchObject({ baseRevision: 0, questionIds: [1, 2, 3] });
  });

  it('starts from the saved preparation, leaving out (and counting) questions deleted since', () => {
    const p = page(saved({ questionIds: [3, 8, 9] }));
    expect(draftOf(p)).toMatchObject({ notes: 'Notes', plannedOn: '2030-09-02', state: 'ready' });
    expect(draftOf(p).questions.map((x) => x.id)).toEqual([3, 9]);
    expect(missingCount(p)).toBe(1);
    expect(missingCount(page())).toBe(0);
  });

  it('saves the whole content, based on the revision it started from, with normal line ends', () => {
    const p = page(saved());
    const input = saveInputOf(p, { ...draftOf(p), notes: 'a\r\nb  \n\n' });
    expect(input).toEqual({
      classId: 7,
      lessonId: 11,
      notes: 'a\nb',
      questionIds: [3, 9],
      plannedOn: '2030-09-02',
      state: 'ready',
      baseRevision: 4,
    });
  });

  it('tells an unchanged draft from a changed one', () => {
    const d = draftOf(page(saved()));
    expect(sameDraft(d, { ...d })).toBe(true);
    expect(sameDraft(d, { ...d, notes: 'Notes\n' })).toBe(true);
    expect(sameDraft(d, { ...d, notes: 'Other' })).toBe(false);
    expect(sameDraft(d, { ...d, state: 'draft' })).toBe(false);
    expect(sameDraft(d, { ...d, plannedOn: null })).toBe(false);
    expect(sameDraft(d, { ...d, questions: [...d.questions].reverse() })).toBe(false);
  });
});

describe('choosing and ordering exercises', () => {
  const list = [q(1), q(2), q(3)];

  it('moves a question up or down by one, and not past the ends', () => {
    expect(moveQuestion(list, 1, -1).map((x) => x.id)).toEqual([2, 1, 3]);
    expect(moveQuestion(list, 1, 1).map((x) => x.id)).toEqual([1, 3, 2]);
    expect(moveQuestion(list, 0, -1).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(moveQuestion(list, 2, 1).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(moveQuestion(list, 5, 1).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('adds questions at the end once each, and removes one', () => {
    expect(addQuestions(list, [q(9, false), q(2), q(9, false)]).map((x) => x.id)).toEqual([1, 2, 3, 9]);
    expect(removeQuestion(list, 2).map((x) => x.id)).toEqual([1, 3]);
  });

  it('offers the lesson\u2019s exercises not chosen yet, in the lesson\u2019s order', () => {
    const p = page();
    expect(unusedLessonExercises(p, { ...draftOf(p), questions: [q(3)] }).map((x) => x.id)).toEqual([1, 2]);
  });
});
