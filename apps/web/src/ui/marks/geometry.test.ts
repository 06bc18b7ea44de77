import { MARK_POINTS_MAX, MARK_STROKES_MAX, type MarkStroke, markStroke } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  crossPath,
  extendLine,
  fractionOf,
  initialHistory,
  type MarkPoint,
  markCounts,
  marksReducer,
  movePoint,
  penPath,
  roundUnit,
  tickPath,
} from './geometry';

const box = { left: 100, top: 50, width: 400, height: 300 };
const pen = (points: MarkPoint[]): MarkStroke => ({ kind: 'pen', color: 'red', points });
const tick = (x: number, y: number): MarkStroke => ({ kind: 'tick', color: 'green', points: [[x, y]] });

describe('fractionOf: a pointer on the photo as fractions of its size', () => {
  it('maps the corners and the middle', () => {
    expect(fractionOf(100, 50, box)).toEqual([0, 0]);
    expect(fractionOf(500, 350, box)).toEqual([1, 1]);
    expect(fractionOf(300, 200, box)).toEqual([0.5, 0.5]);
  });

  it('clamps a pointer outside the photo (a line drawn past its edge) and rounds to 4 decimals', () => {
    expect(fractionOf(20, 400, box)).toEqual([0, 1]);
    expect(fractionOf(700, -10, box)).toEqual([1, 0]);
    expect(fractionOf(100 + 400 / 3, 50, box)).toEqual([0.3333, 0]);
  });

  it('answers the corner for a photo not laid out yet (no size)', () => {
    expect(fractionOf(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual([0, 0]);
  });

  it('always makes points the contract accepts', () => {
    const points = [fractionOf(-5, -5, box), fractionOf(1e9, 1e9, box), fractionOf(123.456, 78.9, box)];
    expect(markStroke.safeParse(pen(points)).success).toBe(true);
  });

  it('roundUnit keeps values in 0-1 and turns NaN into 0', () => {
    expect(roundUnit(Number.NaN)).toBe(0);
    expect(roundUnit(-0.2)).toBe(0);
    expect(roundUnit(1.7)).toBe(1);
    expect(roundUnit(0.123456)).toBe(0.1235);
  });
});

describe('extendLine: a pen line as the pointer moves', () => {
  it('starts a line with its first point', () => {
    expect(extendLine([], [0.1, 0.2])).toEqual([[0.1, 0.2]]);
  });

  it('skips points too close to the last one, keeps the others', () => {
    let line = extendLine([], [0.1, 0.1]);
    line = extendLine(line, [0.1001, 0.1001]);
    expect(line).toHaveLength(1);
    line = extendLine(line, [0.2, 0.1]);
    expect(line).toEqual([
      [0.1, 0.1],
      [0.2, 0.1],
    ]);
  });

  it('measures the step on the photo, not in fractions: a tall photo stretches the vertical step', () => {
    const start: MarkPoint[] = [[0.5, 0.5]];
    expect(extendLine(start, [0.5, 0.502], 1)).toHaveLength(1);
    expect(extendLine(start, [0.5, 0.502], 3)).toHaveLength(2);
  });

  it('stops at the contract’s point limit', () => {
    const full = Array.from({ length: MARK_POINTS_MAX }, (_, i): MarkPoint => [i / MARK_POINTS_MAX, 0]);
    expect(extendLine(full, [1, 1])).toHaveLength(MARK_POINTS_MAX);
  });

  it('movePoint moves the keyboard cursor and keeps it on the photo', () => {
    expect(movePoint([0.5, 0.5], 0.02, -0.02)).toEqual([0.52, 0.48]);
    expect(movePoint([0.99, 0.01], 0.05, -0.05)).toEqual([1, 0]);
  });
});

describe('mark paths in the drawing space (1000 wide, as high as the photo’s shape)', () => {
  it('draws a pen line through its points; a single point is a dot', () => {
    expect(
      penPath(
        [
          [0, 0],
          [0.5, 0.5],
        ],
        0.75,
      ),
    ).toBe('M0 0L500 375');
    expect(penPath([[0.25, 0.5]], 1)).toBe('M250 500l0 0');
    expect(penPath([], 1)).toBe('');
  });

  it('centres ticks and crosses on their point', () => {
    expect(tickPath([0.5, 0.5], 1, 60)).toBe('M470 500L490 521L530 476');
    expect(crossPath([0.5, 0.5], 1, 60)).toBe('M470 470L530 530M530 470L470 530');
  });
});

describe('marksReducer: add, undo, clear', () => {
  it('adds marks and undoes them one by one', () => {
    let state = initialHistory([]);
    state = marksReducer(state, { type: 'add', mark: tick(0.1, 0.1) });
    state = marksReducer(state, { type: 'add', mark: pen([[0.2, 0.2]]) });
    expect(state.marks).toHaveLength(2);
    state = marksReducer(state, { type: 'undo' });
    expect(state.marks).toEqual([tick(0.1, 0.1)]);
    state = marksReducer(state, { type: 'undo' });
    expect(state.marks).toEqual([]);
    // nothing more to undo: the same state
    expect(marksReducer(state, { type: 'undo' })).toBe(state);
  });

  it('undoes a clear too, and starts again from the saved marks on reset', () => {
    const saved = [tick(0.3, 0.3), tick(0.6, 0.6)];
    let state = initialHistory(saved);
    state = marksReducer(state, { type: 'clear' });
    expect(state.marks).toEqual([]);
    state = marksReducer(state, { type: 'undo' });
    expect(state.marks).toEqual(saved);
    expect(marksReducer(state, { type: 'reset', marks: [] })).toEqual({ marks: [], past: [] });
  });

  it('ignores an empty line and a mark beyond the contract’s limit', () => {
    const state = initialHistory([]);
    expect(marksReducer(state, { type: 'add', mark: pen([]) })).toBe(state);
    const full = initialHistory(Array.from({ length: MARK_STROKES_MAX }, () => tick(0.5, 0.5)));
    expect(marksReducer(full, { type: 'add', mark: tick(0.1, 0.1) })).toBe(full);
  });

  it('counts marks by kind', () => {
    expect(markCounts([tick(0, 0), tick(1, 1), pen([[0, 0]])])).toEqual({ pen: 1, tick: 2, cross: 0 });
  });
});
