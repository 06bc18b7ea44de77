import { MARK_POINTS_MAX, MARK_STROKES_MAX, type MarkStroke } from '@edu/shared';

/**
 * Marks on a photo of handwritten work (issue 11): vector data beside the photo, never burnt into it. A mark's
 * points are fractions (0-1) of the photo's width and height, so that the marks fit the photo at any size.
 * These are the pure parts: where a pointer is on the photo, how a pen line grows, how a mark is drawn (SVG
 * path data) and how a list of marks is undone.
 */

export type MarkPoint = [number, number];
export type MarkKind = MarkStroke['kind'];
export type MarkColor = MarkStroke['color'];

/** The colours marks are drawn in: strong enough to read on white paper and on a grey photo. */
export const MARK_HEX: Readonly<Record<MarkColor, string>> = {
  red: '#e0281f',
  green: '#1f8f3a',
  blue: '#1a5fd6',
};

/** The drawing space's width; its height follows the photo's shape (MARK_SPACE × height / width). */
export const MARK_SPACE = 1000;
/** A pen line's width, a tick's or a cross's size and line width, in drawing-space units (of MARK_SPACE). */
export const PEN_WIDTH = 6;
export const STAMP_SIZE = 60;
export const STAMP_WIDTH = 9;
/** A pen line gains a point only this far (a fraction of the width) from its last one: fewer, smoother points. */
export const PEN_MIN_STEP = 0.004;

/** 4 decimals: a tenth of a pixel on a 1000-pixel photo, and short JSON. */
export function roundUnit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

export interface BoxLike {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a pointer (client coordinates) is on the photo drawn in `box`: fractions 0-1, clamped to the photo. */
export function fractionOf(clientX: number, clientY: number, box: BoxLike): MarkPoint {
  if (box.width <= 0 || box.height <= 0) return [0, 0];
  return [roundUnit((clientX - box.left) / box.width), roundUnit((clientY - box.top) / box.height)];
}

/**
 * A pen line with one more point: added only when it is far enough from the last one (PEN_MIN_STEP of the
 * width, whatever the photo's shape) and while the line has room (MARK_POINTS_MAX); otherwise the same line.
 */
export function extendLine(points: readonly MarkPoint[], next: MarkPoint, aspect = 1): MarkPoint[] {
  const last = points.at(-1);
  if (!last) return [next];
  if (points.length >= MARK_POINTS_MAX) return points as MarkPoint[];
  const dx = next[0] - last[0];
  const dy = (next[1] - last[1]) * aspect;
  if (Math.hypot(dx, dy) < PEN_MIN_STEP) return points as MarkPoint[];
  return [...points, next];
}

/** A point moved by (dx, dy) fractions, kept on the photo (the keyboard's cursor). */
export function movePoint(point: MarkPoint, dx: number, dy: number): MarkPoint {
  return [roundUnit(point[0] + dx), roundUnit(point[1] + dy)];
}

/** The height of the drawing space of a photo whose height / width is `aspect`. */
export function spaceHeight(aspect: number): number {
  return MARK_SPACE * (Number.isFinite(aspect) && aspect > 0 ? aspect : 1);
}

const num = (n: number) => String(Math.round(n * 10) / 10);

function toSpace(point: readonly [number, number], aspect: number): [number, number] {
  return [point[0] * MARK_SPACE, point[1] * spaceHeight(aspect)];
}

/** SVG path data of a pen line; a single point is a dot (a zero-length line with round caps). */
export function penPath(points: readonly (readonly [number, number])[], aspect: number): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points.map((p) => toSpace(p, aspect));
  const start = `M${num(first![0])} ${num(first![1])}`;
  if (rest.length === 0) return `${start}l0 0`;
  return `${start}${rest.map(([x, y]) => `L${num(x)} ${num(y)}`).join('')}`;
}

/** SVG path data of a tick centred on a point. */
export function tickPath(point: readonly [number, number], aspect: number, size = STAMP_SIZE): string {
  const [x, y] = toSpace(point, aspect);
  const s = size / 2;
  return `M${num(x - s)} ${num(y)}L${num(x - s / 3)} ${num(y + s * 0.7)}L${num(x + s)} ${num(y - s * 0.8)}`;
}

/** SVG path data of a cross centred on a point. */
export function crossPath(point: readonly [number, number], aspect: number, size = STAMP_SIZE): string {
  const [x, y] = toSpace(point, aspect);
  const s = size / 2;
  return `M${num(x - s)} ${num(y - s)}L${num(x + s)} ${num(y + s)}M${num(x + s)} ${num(y - s)}L${num(x - s)} ${num(y + s)}`;
}

/** The path data of any mark. */
export function markPath(mark: Pick<MarkStroke, 'kind' | 'points'>, aspect: number): string {
  const at = mark.points[0];
  if (mark.kind === 'pen' || !at) return penPath(mark.points, aspect);
  return mark.kind === 'tick' ? tickPath(at, aspect) : crossPath(at, aspect);
}

/** How many marks of each kind (for the words that describe a marked photo). */
export function markCounts(marks: readonly Pick<MarkStroke, 'kind'>[]): Record<MarkKind, number> {
  const counts: Record<MarkKind, number> = { pen: 0, tick: 0, cross: 0 };
  for (const mark of marks) counts[mark.kind] += 1;
  return counts;
}

// ---- the editor's history: every change can be undone, a clear too ----

export interface MarksHistory {
  marks: MarkStroke[];
  /** the lists before each change, the latest last */
  past: MarkStroke[][];
}

export type MarksAction =
  | { type: 'add'; mark: MarkStroke }
  | { type: 'undo' }
  | { type: 'clear' }
  | { type: 'reset'; marks: MarkStroke[] };

/** How many changes the editor can undo. */
export const UNDO_MAX = 100;

export function initialHistory(marks: readonly MarkStroke[]): MarksHistory {
  return { marks: [...marks], past: [] };
}

/** Whether a list of marks has room for one more (MARK_STROKES_MAX). */
export function hasRoom(marks: readonly unknown[]): boolean {
  return marks.length < MARK_STROKES_MAX;
}

export function marksReducer(state: MarksHistory, action: MarksAction): MarksHistory {
  const remember = () => [...state.past, state.marks].slice(-UNDO_MAX);
  switch (action.type) {
    case 'add':
      if (!hasRoom(state.marks) || action.mark.points.length === 0) return state;
      return { marks: [...state.marks, action.mark], past: remember() };
    case 'undo': {
      const previous = state.past.at(-1);
      return previous ? { marks: previous, past: state.past.slice(0, -1) } : state;
    }
    case 'clear':
      return state.marks.length === 0 ? state : { marks: [], past: remember() };
    case 'reset':
      return initialHistory(action.marks);
  }
}
