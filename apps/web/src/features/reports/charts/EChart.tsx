import { useEffect, useRef } from 'react';
import { type EChartsCoreOption, echarts } from './echarts';

/**
 * One echarts instance in a div: set up once, updated with each option, resized with its box. Drawn on a
 * canvas, so it is an image with a name that says what it shows (the figures are in the page's text too).
 */
export function EChart({
  option,
  className,
  testId,
  label,
}: {
  option: EChartsCoreOption;
  className?: string;
  testId?: string;
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
