import { afterEach, describe, expect, it } from 'vitest';
import {
  CHAPTER_KEY,
  clearLessonStorage,
  isAnswered,
  loadDrafts,
  mergeAnswers,
  readTimer,
  storeDrafts,
  TIMER_KEY,
  writeTimer,
} from './drafts';

afterEach(() => localStorage.clear());

describe('answer drafts', () => {
  it('keeps unsaved answers per lesson across a reload and forgets them once saved', () => {
    storeDrafts(
      7,
      new Map([
        [3, { choices: ['A'] }],
        [4, { blanks: ['1/2', ''] }],
      ]),
    );
    expect(loadDrafts(7)).toEqual(
      new Map([
        [3, { choices: ['A'] }],
        [4, { blanks: ['1/2', ''] }],
      ]),
    );
    expect(loadDrafts(8).size).toBe(0);
    storeDrafts(7, new Map());
    expect(localStorage.getItem('lessonAnswers:7')).toBeNull();
  });

  it('drops what does not read as an answer', () => {
    localStorage.setItem('lessonAnswers:7', JSON.stringify({ 3: { choices: ['Z'] }, x: {}, 5: { text: 'ok' } }));
    expect(loadDrafts(7)).toEqual(new Map([[5, { text: 'ok' }]]));
    localStorage.setItem('lessonAnswers:7', '{not json');
    expect(loadDrafts(7).size).toBe(0);
  });

  it('shows drafts over the saved answers', () => {
    const merged = mergeAnswers(
      [
        { questionId: 1, response: { judge: true } },
        { questionId: 2, response: { text: 'old' } },
      ],
      new Map([[2, { text: 'new' }]]),
    );
    expect(merged).toEqual(
      new Map([
        [1, { judge: true }],
        [2, { text: 'new' }],
      ]),
    );
  });

  it('tells an answer from an empty one', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ choices: [], blanks: [' ', ''], text: '  ', judge: null })).toBe(false);
    expect(isAnswered({ judge: false })).toBe(true);
    expect(isAnswered({ blanks: ['', 'x'] })).toBe(true);
  });
});

describe('lesson timer', () => {
  it('belongs to one lesson and is cleared with the chapter on the lesson list', () => {
    writeTimer(7, 1234.4);
    expect(readTimer(7)).toBe(1234);
    expect(readTimer(8)).toBe(0);
    localStorage.setItem(CHAPTER_KEY, '12');
    storeDrafts(7, new Map([[1, { text: 'keep me' }]]));
    clearLessonStorage();
    expect(localStorage.getItem(TIMER_KEY)).toBeNull();
    expect(localStorage.getItem(CHAPTER_KEY)).toBeNull();
    expect(loadDrafts(7).size).toBe(1);
  });
});
