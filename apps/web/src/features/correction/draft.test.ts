import type { CorrectionItem } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../app/api';
import { changedIds, draftsOf, heldByOther, holdLapsed, isAnswerChanged, isStaleSave, savePlanOf } from './draft';

const item = (questionId: number, byPerson: boolean, correction: CorrectionItem['correction'] = null) =>
  ({ questionId, byPerson, correction }) as CorrectionItem;

const tick = { kind: 'tick' as const, color: 'red' as const, points: [[0.5, 0.5] as [number, number]] };
const saved = {
  points: 7.5,
  comment: 'Good',
  marks: [tick],
  correctedBy: { id: 9, name: '孙丽' },
  correctedAt: '2025-01-01T00:00:00Z',
};

describe('drafts', () => {
  it('start from what was saved, for the answers a person grades only', () => {
    expect(draftsOf([item(1, false), item(2, true), item(3, true, saved)])).toEqual({
      2: { points: '', comment: '', marks: [] },
      3: { points: '7.5', comment: 'Good', marks: [tick] },
    });
  });

  it('see a change in points (as numbers), the comment (trimmed) or the marks', () => {
    const base = { points: '7.5', comment: 'Good', marks: [tick] };
    expect(isAnswerChanged({ ...base, points: '7.50' }, base)).toBe(false);
    expect(isAnswerChanged({ ...base, comment: ' Good \n' }, base)).toBe(false);
    expect(isAnswerChanged({ ...base, points: '8' }, base)).toBe(true);
    expect(isAnswerChanged({ ...base, comment: 'Better' }, base)).toBe(true);
    expect(isAnswerChanged({ ...base, marks: [] }, base)).toBe(true);
    expect(isAnswerChanged({ ...base, points: 'x' }, base)).toBe(true);
  });

  it('list the changed answers in page order', () => {
    const base = draftsOf([item(2, true), item(3, true, saved)]);
    const drafts = { ...base, 3: { ...base[3]!, points: '9' }, 2: { ...base[2]!, comment: 'Hm' } };
    expect(changedIds(drafts, base, [1, 2, 3])).toEqual([2, 3]);
  });
});

describe('savePlanOf', () => {
  const base = draftsOf([item(2, true), item(3, true, saved), item(4, true)]);
  const order = [1, 2, 3, 4];

  it('sends the changed answers with their points, trimmed comment and marks', () => {
    const drafts = { ...base, 2: { points: '6', comment: ' Check step 2 ', marks: [tick] } };
    expect(savePlanOf(drafts, base, order)).toEqual({
      ok: true,
      answers: [{ questionId: 2, points: 6, comment: 'Check step 2', marks: [tick] }],
    });
  });

  it('nothing changed: nothing to send', () => {
    expect(savePlanOf(base, base, order)).toEqual({ ok: true, answers: [] });
  });

  it('refuses a comment or marks without points, and points out of range', () => {
    const drafts = {
      ...base,
      2: { points: '', comment: 'Needs points', marks: [] },
      4: { points: '12', comment: '', marks: [] },
    };
    expect(savePlanOf(drafts, base, order)).toEqual({
      ok: false,
      problems: [
        { questionId: 2, problem: 'missing' },
        { questionId: 4, problem: 'invalid' },
      ],
    });
  });
});

describe('the 409s', () => {
  const hold = { holderId: 5, holderName: '李老师', until: '2025-01-01T00:10:00Z', mine: false };

  it('another corrector holds it', () => {
    const error = new RequestError(409, 'busy', 'server', { hold });
    expect(heldByOther(error)).toEqual(hold);
    expect(holdLapsed(error)).toBe(false);
    expect(isStaleSave(error)).toBe(false);
  });

  it('the caller’s hold ran out, nobody else has it', () => {
    const error = new RequestError(409, 'not held', 'server', { hold: null });
    expect(heldByOther(error)).toBeNull();
    expect(holdLapsed(error)).toBe(true);
    expect(isStaleSave(error)).toBe(false);
  });

  it('saved meanwhile', () => {
    const error = new RequestError(409, 'saved meanwhile', 'server', null);
    expect(isStaleSave(error)).toBe(true);
    expect(heldByOther(error)).toBeNull();
    expect(holdLapsed(error)).toBe(false);
  });

  it('other failures are none of them', () => {
    const error = new RequestError(400, 'bad', 'server', null);
    expect(isStaleSave(error)).toBe(false);
    expect(heldByOther(new Error('x'))).toBeNull();
    expect(heldByOther(new RequestError(409, 'mine', 'server', { hold: { ...hold, mine: true } }))).toBeNull();
  });
});
