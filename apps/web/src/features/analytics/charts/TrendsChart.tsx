import type { JzxTrends } from '@edu/shared';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, wholePercent } from '../heat';
import { ANALYTICS_NS } from '../i18n';
import { EChart } from '../../../ui/EChart';
import { type EChartsCoreOption, echarts } from './echarts';

type Week = JzxTrends['weeks'][number];

/**
 * Answers (bars, left axis) and facility (line, right axis, 0-100 %) per ISO week, in the lazy chart chunk with
 * echarts. Colours from the theme's tokens; the same figures are in the table beside it.
 */
export function TrendsChart({ weeks, locale }: { weeks: readonly Week[]; locale: string }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const { token } = theme.useToken();
  const option = useMemo<EChartsCoreOption>(() => {
    const axis = {
      axisLine: { lineStyle: { color: token.colorBorder } },
      axisLabel: { color: token.colorTextSecondary },
      splitLine: { lineStyle: { color: token.colorSplit } },
    };
    return {
      grid: { left: 44, right: 48, top: 40, bottom: 32 },
      legend: { top: 0, textStyle: { color: token.colorText } },
      tooltip: {
        trigger: 'axis',
        formatter: (items: { dataIndex: number }[]) => {
          const w = weeks[items[0]?.dataIndex ?? 0];
          return w
            ? `${w.week}<br/>${t('fields.attempts')}: ${w.attempts}<br/>${t('fields.facility')}: ${formatPercent(w.facility, locale)}`
            : '';
        },
      },
      xAxis: {
        type: 'category',
        data: weeks.map((w) => w.week.replace(/^\d{4}-/, '')),
        ...axis,
        splitLine: { show: false },
      },
      yAxis: [
        {
          type: 'value',
          minInterval: 1,
          name: t('fields.attempts'),
          nameTextStyle: { color: token.colorTextSecondary },
          ...axis,
        },
        {
          type: 'value',
          min: 0,
          max: 100,
          name: t('fields.facility'),
          nameTextStyle: { color: token.colorTextSecondary },
          ...axis,
          splitLine: { show: false },
          axisLabel: { color: token.colorTextSecondary, formatter: '{value}%' },
        },
      ],
      series: [
        {
          name: t('fields.attempts'),
          type: 'bar',
          barMaxWidth: 28,
          data: weeks.map((w) => w.attempts),
          itemStyle: { color: token.colorPrimaryBorder },
        },
        {
          name: t('fields.facility'),
          type: 'line',
          yAxisIndex: 1,
          symbolSize: 7,
          data: weeks.map((w) => (w.facility === null ? null : wholePercent(w.facility))),
          itemStyle: { color: token.colorPrimary },
          lineStyle: { width: 2.5 },
        },
      ],
    };
  }, [weeks, token, t, locale]);
  const attempts = weeks.reduce((a, w) => a + w.attempts, 0);
  const correct = weeks.reduce((a, w) => a + w.correct, 0);
  return (
    <EChart
      core={echarts}
      option={option}
      className="jzx-chart"
      testId="jzx-trend-chart"
      label={t('trends.chartLabel', {
        weeks: weeks.length,
        attempts,
        facility: formatPercent(attempts > 0 ? correct / attempts : null, locale),
      })}
    />
  );
}
