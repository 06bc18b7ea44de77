import { describe, expect, it } from 'vitest';
import {
  addCounts,
  addSums,
  choiceKeys,
  EMPTY_SUMS,
  facility,
  type ItemSums,
  mergeCounts,
  pointBiserial,
  sumsOf,
  wrongAnswerKey,
} from './item-analysis';
import { isIsoWeek, isoWeekOf, isoWeeksIn, mondayOf, weekOfDay } from './iso-week';

/** The sums of (x, y) pairs, added one answer at a time as the aggregator does. */
function sums(pairs: [0 | 1, number][]): ItemSums {
  return pairs.reduce((s, [x, y]) => addSums(s, sumsOf(x === 1, y)), EMPTY_SUMS);
}

describe('point-biserial discrimination from additive sums', () => {
  it('a discriminating item: worked by hand', () => {
    // x = 1 1 0 1 0, y = 90 80 50 70 40
    // n = 5, Σx = 3, Σy = 330, Σy² = 8100 + 6400 + 2500 + 4900 + 1600 = 23500, Σxy = 90 + 80 + 70 = 240
    // n Σxy - Σx Σy = 1200 - 990 = 210; n Σx - (Σx)² = 15 - 9 = 6; n Σy² - (Σy)² = 117500 - 108900 = 8600
    // r = 210 / sqrt(6 × 8600) = 210 / 227.1563 = 0.92447
    // (check by the textbook form: M1 = 80, M0 = 45, population sd = sqrt(344) = 18.547, p = .6, q = .4:
    //  (80 - 45) / 18.547 × sqrt(.24) = 0.92447)
    const s = sums([
      [1, 90],
      [1, 80],
      [0, 50],
      [1, 70],
      [0, 40],
    ]);
    expect(s).toEqual({ n: 5, sumX: 3, sumY: 330, sumY2: 23500, sumXY: 240 });
    expect(pointBiserial(s)).toBeCloseTo(0.92447, 5);
    expect(facility(s.n, s.sumX)).toBe(0.6);
  });

  it('an item the weaker students get right: negative', () => {
    // x = 0 1 1 0, y = 100 20 40 80: n = 4, Σx = 2, Σy = 240, Σy² = 18400, Σxy = 60
    // 4 × 60 - 2 × 240 = -240; 4 × 2 - 4 = 4; 4 × 18400 - 57600 = 16000; r = -240 / sqrt(64000) = -0.94868
    const s = sums([
      [0, 100],
      [1, 20],
      [1, 40],
      [0, 80],
    ]);
    expect(pointBiserial(s)).toBeCloseTo(-0.94868, 5);
    expect(facility(s.n, s.sumX)).toBe(0.5);
  });

  it('sums of two classes give the figure of all their answers; a taken-back answer leaves no trace', () => {
    const a = sums([
      [1, 90],
      [1, 80],
    ]);
    const b = sums([
      [0, 50],
      [1, 70],
      [0, 40],
    ]);
    expect(pointBiserial(addSums(a, b))).toBeCloseTo(0.92447, 5);
    // A re-grade: the answer (0, 40) becomes (1, 60): take the old back, add the new.
    const regraded = addSums(addSums(addSums(a, b), sumsOf(false, 40), -1), sumsOf(true, 60));
    // x = 1 1 0 1 1, y = 90 80 50 70 60: Σx = 4, Σy = 350, Σy² = 8100 + 6400 + 2500 + 4900 + 3600 = 25500,
    // Σxy = 300; 5 × 300 - 4 × 350 = 100; 5 × 4 - 16 = 4; 5 × 25500 - 122500 = 5000;
    // r = 100 / sqrt(20000) = 0.70711
    expect(regraded).toEqual({ n: 5, sumX: 4, sumY: 350, sumY2: 25500, sumXY: 300 });
    expect(pointBiserial(regraded)).toBeCloseTo(Math.SQRT1_2, 5); // 0.70711
  });

  it('edge cases: null, never NaN', () => {
    expect(pointBiserial(EMPTY_SUMS)).toBeNull();
    expect(pointBiserial(sums([[1, 80]]))).toBeNull(); // n < 2
    expect(
      pointBiserial(
        sums([
          [1, 80],
          [1, 60],
        ]),
      ),
    ).toBeNull(); // everyone right: x does not vary
    expect(
      pointBiserial(
        sums([
          [1, 70],
          [0, 70],
        ]),
      ),
    ).toBeNull(); // the same score: y does not vary
    expect(facility(0, 0)).toBeNull();
    // two answers that vary: r = ±1 exactly
    expect(
      pointBiserial(
        sums([
          [1, 90],
          [0, 10],
        ]),
      ),
    ).toBeCloseTo(1, 10);
  });
});

describe('counts of choices and wrong answers', () => {
  it('adds, takes back and caps', () => {
    let m = addCounts({}, ['A', 'C']);
    m = addCounts(m, ['A']);
    expect(m).toEqual({ A: 2, C: 1 });
    expect(addCounts(m, ['A', 'C'], -1)).toEqual({ A: 1 });
    expect(addCounts(m, ['B'], -1)).toEqual(m); // never counted: nothing to take back
    expect(addCounts(m, ['B', 'C'], 1, 2)).toEqual({ A: 2, C: 2 }); // B past the cap is not kept
    expect(mergeCounts([{ A: 2, C: 1 }, { C: 3 }, { B: 1 }])).toEqual([
      { key: 'C', count: 4 },
      { key: 'A', count: 2 },
      { key: 'B', count: 1 },
    ]);
  });

  it('keys of the answers', () => {
    expect(choiceKeys('multiple', { choices: ['C', 'A', 'A'] })).toEqual(['A', 'C']);
    expect(choiceKeys('judge', { judge: false })).toEqual(['false']);
    expect(choiceKeys('blank', { blanks: ['x'] })).toEqual([]);
    expect(wrongAnswerKey('multiple', { choices: ['C', 'A'] })).toBe('A,C');
    expect(wrongAnswerKey('blank', { blanks: [' 3 ', ' x  +1'] })).toBe('3 | x +1');
    expect(wrongAnswerKey('blank', { blanks: ['', ' '] })).toBeNull();
    expect(wrongAnswerKey('short', { text: 'because' })).toBeNull();
    expect(wrongAnswerKey('single', {})).toBeNull();
    expect(wrongAnswerKey('blank', { blanks: ['x'.repeat(100)] })).toHaveLength(60);
  });
});

describe('ISO weeks', () => {
  it('reads and writes weeks', () => {
    expect(isoWeekOf(new Date('2025-01-01T10:00:00Z'))).toBe('2025-W01'); // a Wednesday
    expect(isoWeekOf(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01'); // Monday of that week
    expect(isoWeekOf(new Date('2021-01-03T23:59:00Z'))).toBe('2020-W53');
    expect(mondayOf('2025-W07')).toBe('2025-02-10');
    expect(mondayOf('2020-W53')).toBe('2020-12-28');
    expect(weekOfDay('2025-02-10')).toBe('2025-W07');
    expect(isoWeeksIn(2020)).toBe(53);
    expect(isoWeeksIn(2025)).toBe(52);
    expect(isIsoWeek('2020-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2025-W00')).toBe(false);
    expect(isIsoWeek('2025-7')).toBe(false);
  });
});
