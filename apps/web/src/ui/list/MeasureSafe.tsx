import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A table header's content that antd may copy into the hidden row it measures columns with (tables that
 * scroll sideways): that copy is aria-hidden, so it must not take the focus either (axe: aria-hidden-focus).
 * The copy is made inert; the header itself stays as it is.
 */
export function MeasureSafe({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el?.closest('.ant-table-measure-row')) el.inert = true;
  }, []);
  return <span ref={ref}>{children}</span>;
}

/** rowSelection.columnTitle: the select-all checkbox, safe in the measure row. */
export const measureSafeTitle = (checkbox: ReactNode): ReactNode => <MeasureSafe>{checkbox}</MeasureSafe>;
