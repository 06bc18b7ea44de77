import {
  type ClassReportQuestion,
  DEVELOPING_CREDIT,
  MASTERED_CREDIT,
  type MasteryLevel,
  type MasteryPoint,
  MOVING_AVERAGE_WINDOW,
  type ScoreBand,
  type TrendPoint,
} from '@edu/shared';
import { escapeHtml } from '@edu/shared/render/entities';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { EChart } from '../../../ui/EChart';
import { type EChartsCoreOption, echarts } from './echarts';
import '../reports.css';

// The reports' charts, in one lazy chunk with echarts (pages load it with React.lazy). Colours come from the
// theme's tokens (contrast raised by the shell), numbers are the figures the page also shows as text.

type Token = ReturnType<typeof theme.useToken>['token'];

const axis = (token: Token) => ({
  axisLine: { lineStyle: { color: token.colorBorder } },
  axisLabel: { color: token.colorTextSecondary },
  splitLine: { lineStyle: { color: token.colorSplit } },
});

export function levelColor(token: Token, level: MasteryLevel): string {
  return level === 'mastered' ? token.colorSuccess : level === 'developing' ? token.colorWarning : token.colorError;
}

/** A student's scores over time, with the moving average (line chart). */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const { token } = theme.useToken();
  const option = useMemo<EChartsCoreOption>(
    () => ({
      grid: { left: 36, right: 12, top: 36, bottom: 28 },
      legend: { top: 0, textStyle: { color: token.colorText } },
      tooltip: {
        trigger: 'axis',
        formatter: (items: { dataIndex: number }[]) => {
          const p = points[items[0]?.dataIndex ?? 0];
          return p ? `${p.day}<br/>${escapeHtml(p.lessonTitle)}<br/>${t('center.trend.score')}: ${p.score}` : '';
        },
      },
      xAxis: { type: 'category', data: points.map((p) => p.day.slice(5)), ...axis(token), splitLine: { show: false } },
      yAxis: { type: 'value', min: 0, max: 100, ...axis(token) },
      series: [
        {
          name: t('center.trend.score'),
          type: 'line',
          data: points.map((p) => p.score),
          symbolSize: 7,
          itemStyle: { color: token.colorPrimary },
          lineStyle: { width: 1.5, opacity: 0.6 },
        },
        {
          name: t('center.trend.moving', { n: MOVING_AVERAGE_WINDOW }),
          type: 'line',
          data: points.map((p) => p.movingAverage),
          smooth: true,
          showSymbol: false,
          itemStyle: { color: token.colorWarning },
          lineStyle: { width: 3 },
        },
      ],
    }),
    [points, token, t],
  );
  const average = points.length ? Math.round((points.reduce((a, p) => a + p.score, 0) / points.length) * 10) / 10 : 0;
  return (
    <EChart
      core={echarts}
      option={option}
      className="reports-chart"
      testId="report-trend-chart"
      label={t('center.trend.chartLabel', { count: points.length, average })}
    />
  );
}

/** Mean credit per knowledge point, coloured by level, with the level thresholds (horizontal bars). */
export function MasteryChart({ points }: { points: readonly MasteryPoint[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const { token } = theme.useToken();
  // Weakest at the top: echarts draws a category axis from the bottom.
  const rows = useMemo(() => [...points].reverse(), [points]);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number }[]) => {
          const p = rows[items[0]?.dataIndex ?? 0];
          return p
            ? `${escapeHtml(p.name)}<br/>${Math.round(p.meanCredit * 100)}% · ${t(`level.${p.level}`)}<br/>${t('center.mastery.answers', { count: p.answers })}`
            : '';
        },
      },
      xAxis: {
        type: 'value',
        min: 0,
        max: 100,
        ...axis(token),
        axisLabel: { color: token.colorTextSecondary, formatter: '{value}%' },
      },
      yAxis: { type: 'category', data: rows.map((p) => p.name), ...axis(token), splitLine: { show: false } },
      series: [
        {
          type: 'bar',
          barMaxWidth: 18,
          data: rows.map((p) => ({
            value: Math.round(p.meanCredit * 1000) / 10,
            itemStyle: { color: levelColor(token, p.level) },
          })),
          markLine: {
            symbol: 'none',
            silent: true,
            lineStyle: { type: 'dashed', color: token.colorTextTertiary },
            label: { color: token.colorTextSecondary, formatter: '{c}%' },
            data: [{ xAxis: DEVELOPING_CREDIT * 100 }, { xAxis: MASTERED_CREDIT * 100 }],
          },
        },
      ],
    }),
    [rows, token, t],
  );
  const count = (level: MasteryLevel) => points.filter((p) => p.level === level).length;
  return (
    <EChart
      core={echarts}
      option={option}
      className="reports-chart"
      testId="report-mastery-chart"
      label={t('center.mastery.chartLabel', {
        count: points.length,
        mastered: count('mastered'),
        needsWork: count('needsWork'),
      })}
    />
  );
}

/** Accuracy per question of a class report (bars, coloured like the levels). */
export function AccuracyChart({ questions }: { questions: readonly ClassReportQuestion[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const { token } = theme.useToken();
  const option = useMemo<EChartsCoreOption>(
    () => ({
      grid: { left: 40, right: 12, top: 12, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number; value: number | null }[]) => {
          const q = questions[items[0]?.dataIndex ?? 0];
          if (!q) return '';
          const { correct, partial, wrong, pending } = q.outcomes;
          return `${t('classReport.questionN', { n: q.sort })}<br/>${t('classReport.outcomeCounts', { correct, partial, wrong, pending })}`;
        },
      },
      xAxis: {
        type: 'category',
        data: questions.map((_, i) => String(i + 1)),
        ...axis(token),
        splitLine: { show: false },
      },
      yAxis: {
        type: 'value',
        min: 0,
        max: 100,
        ...axis(token),
        axisLabel: { color: token.colorTextSecondary, formatter: '{value}%' },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 28,
          data: questions.map((q) =>
            q.accuracy === null
              ? null
              : {
                  value: Math.round(q.accuracy * 1000) / 10,
                  itemStyle: {
                    color: levelColor(
                      token,
                      q.accuracy >= MASTERED_CREDIT
                        ? 'mastered'
                        : q.accuracy >= DEVELOPING_CREDIT
                          ? 'developing'
                          : 'needsWork',
                    ),
                  },
                },
          ),
        },
      ],
    }),
    [questions, token, t],
  );
  return (
    <EChart
      core={echarts}
      option={option}
      className="reports-chart reports-chart--short"
      testId="class-report-accuracy-chart"
      label={t('classReport.accuracyLabel', { count: questions.length })}
    />
  );
}

/** How many graded scores fall in each band (bars). */
export function BandsChart({ bands, graded }: { bands: readonly ScoreBand[]; graded: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const { token } = theme.useToken();
  const option = useMemo<EChartsCoreOption>(
    () => ({
      grid: { left: 32, right: 12, top: 12, bottom: 28 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: bands.map((b) => t('classReport.band', { from: b.from, to: b.to })),
        ...axis(token),
        splitLine: { show: false },
      },
      yAxis: { type: 'value', minInterval: 1, ...axis(token) },
      series: [
        { type: 'bar', barMaxWidth: 36, data: bands.map((b) => b.count), itemStyle: { color: token.colorPrimary } },
      ],
    }),
    [bands, token, t],
  );
  return (
    <EChart
      core={echarts}
      option={option}
      className="reports-chart reports-chart--short"
      testId="class-report-bands-chart"
      label={t('classReport.bandsLabel', { graded })}
    />
  );
}
