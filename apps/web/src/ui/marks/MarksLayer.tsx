import type { MarkStroke } from '@edu/shared';
import type { ReactNode } from 'react';
import { MARK_HEX, MARK_SPACE, markPath, PEN_WIDTH, STAMP_WIDTH, spaceHeight } from './geometry';
import './marks.css';

/** One mark as an SVG path, in its colour. */
export function MarkShape({ mark, aspect }: { mark: Pick<MarkStroke, 'kind' | 'color' | 'points'>; aspect: number }) {
  return (
    <path
      d={markPath(mark, aspect)}
      stroke={MARK_HEX[mark.color]}
      strokeWidth={mark.kind === 'pen' ? PEN_WIDTH : STAMP_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
      data-kind={mark.kind}
      data-color={mark.color}
      data-testid="mark"
    />
  );
}

/**
 * The marks over a photo: an SVG as large as the photo (its drawing space MARK_SPACE wide, as high as the
 * photo's shape says), laid over it. The photo itself is never changed. `children` draws more on top (the
 * editor's line being drawn and its keyboard cursor). Decorative for assistive technology: the words that
 * describe the marks are beside it.
 */
export function MarksLayer({
  marks,
  aspect,
  children,
}: {
  marks: readonly Pick<MarkStroke, 'kind' | 'color' | 'points'>[];
  /** the photo's height / width */
  aspect: number;
  children?: ReactNode;
}) {
  return (
    <svg
      className="marks-layer"
      viewBox={`0 0 ${MARK_SPACE} ${Math.round(spaceHeight(aspect))}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="marks-layer"
    >
      {marks.map((mark, i) => (
        // Marks are a list that only grows at its end or shrinks from it (undo): the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkShape key={i} mark={mark} aspect={aspect} />
      ))}
      {children}
    </svg>
  );
}
