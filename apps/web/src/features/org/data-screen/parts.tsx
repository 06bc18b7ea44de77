import { type ReactNode, useId } from 'react';

/** The data screen's chart styles (dark wall display) and its panel frame. */

export const AXIS = { axisLine: { lineStyle: { color: '#2a4a7a' } }, axisLabel: { color: '#9fb7d9' } };
export const SPLIT = { splitLine: { lineStyle: { color: 'rgba(64, 120, 200, 0.15)' } } };
export const PALETTE = ['#40a9ff', '#36cfc9', '#ffc53d', '#ff7a45', '#9254de', '#73d13d', '#f759ab', '#597ef7'];
export const TOOLTIP = {
  backgroundColor: 'rgba(8, 22, 48, 0.92)',
  borderColor: '#2a6bd1',
  textStyle: { color: '#e6f0ff' },
};

/** A titled panel of the board's grid; `area` places it (data-screen.css). */
export function Panel({
  title,
  area,
  children,
  testId,
}: {
  title: string;
  area: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section
      className={`data-screen__panel data-screen__panel--${area}`}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 className="data-screen__panel-title" id={titleId}>
        {title}
      </h2>
      <div className="data-screen__panel-body">{children}</div>
    </section>
  );
}
