import type * as EChartsCore from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * One echarts instance in a div: set up once, updated with each option, resized with its box. `core` is the
 * caller's echarts/core with the chart kinds it draws registered (each feature registers only what it uses,
 * in its own lazily loaded chunk, so no chart code reaches a first load). Drawn on a canvas, so it is an
 * image with a name that says what it shows; the figures are in the page's text too.
 */
export function EChart({
  core,
  option,
  className,
  testId,
  label,
}: {
  core: typeof EChartsCore;
  option: EChartsCoreOption;
  className?: string;
  testId?: string;
  /** the chart's accessible name (role img) */
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof EChartsCore.init> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = core.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => instance.resize()) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [core]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} className={className} data-testid={testId} role="img" aria-label={label} />;
}
