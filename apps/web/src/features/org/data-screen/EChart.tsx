import { useEffect, useRef } from 'react';
import { type EChartsCoreOption, echarts } from './echarts';

/** One echarts instance in a div: set up once, updated with each option, resized with its box. */
export function EChart({
  option,
  className,
  testId,
  label,
}: {
  option: EChartsCoreOption;
  className?: string;
  testId?: string;
  /** the chart's accessible name (it is drawn on a canvas: role img) */
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => instance.resize()) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} className={className} data-testid={testId} role="img" aria-label={label} />;
}
