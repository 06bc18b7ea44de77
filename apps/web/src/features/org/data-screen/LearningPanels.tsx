import type { DataScreen } from '@edu/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/app-store';
import { htmlLangOf } from '../../../app/i18n';
import { ORG_NS } from '../i18n';
import { EChart } from '../../../ui/EChart';
import { type EChartsCoreOption, echarts } from './echarts';
import { AXIS, Panel, SPLIT, TOOLTIP } from './parts';
import { accuracyPercent, accuracySeries, liveSessionRows, sharePercent } from './series';
import { useSubjectLabel } from '../../../ui/subjects';

type Learning = DataScreen['learning'];

/** Live sessions a panel lists; the rest are counted ("+N more"). */
const LIVE_SHOWN = 5;

/**
 * The learning panels of the board (issue 12 item 4): accuracy by subject (today and this week), the live
 * class sessions with their attendance, and this week's most missed knowledge points.
 */
export function LearningPanels({ learning }: { learning: Learning }) {
  const { t } = useTranslation(ORG_NS);
  return (
    <>
      <Panel title={t('dataScreen.accuracyBySubject')} area="accuracy" testId="panel-accuracy">
        {learning.accuracyBySubject.length === 0 ? (
          <div className="data-screen__empty">{t('dataScreen.noAnswersWeek')}</div>
        ) : (
          <AccuracyChart learning={learning} />
        )}
      </Panel>
      <Panel title={t('dataScreen.liveNow')} area="live" testId="panel-live">
        <LiveSessions learning={learning} />
      </Panel>
      <Panel title={t('dataScreen.missedWeek')} area="missed" testId="panel-missed">
        <MissedPoints learning={learning} />
      </Panel>
    </>
  );
}

function AccuracyChart({ learning }: { learning: Learning }) {
  const { t } = useTranslation(ORG_NS);
  const subjectLabel = useSubjectLabel();
  const series = accuracySeries(learning.accuracyBySubject, subjectLabel);
  const names = [t('dataScreen.today'), t('dataScreen.thisWeek')] as const;
  const key = JSON.stringify([series, names]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the figures (or the language) change
  const option = useMemo((): EChartsCoreOption => {
    const bar = (name: string, data: (number | null)[], color: string) => ({
      type: 'bar',
      name,
      data,
      barMaxWidth: 22,
      barGap: '20%',
      itemStyle: { color, borderRadius: [4, 4, 0, 0] },
      label: { show: true, position: 'top', color: '#e6f0ff', formatter: '{c}%' },
    });
    return {
      tooltip: {
        ...TOOLTIP,
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params: unknown) => {
          const items = Array.isArray(params) ? (params as { dataIndex: number; seriesIndex: number }[]) : [];
          const index = items[0]?.dataIndex ?? 0;
          const tally = series.tallies[index];
          if (!tally) return '';
          const line = (name: string, part: { answered: number; correct: number }) =>
            `${name}: ${t('dataScreen.accuracyTip', {
              value: accuracyPercent(part) === null ? t('dataScreen.noValue') : `${accuracyPercent(part)}%`,
              correct: part.correct,
              answered: part.answered,
            })}`;
          return [series.categories[index] ?? '', line(names[0], tally.today), line(names[1], tally.week)].join(
            '<br/>',
          );
        },
      },
      legend: { top: 0, right: 0, textStyle: { color: '#9fb7d9' } },
      grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
      // Every subject named, however narrow the panel (at most 8 of them).
      xAxis: { type: 'category', data: series.categories, ...AXIS, axisLabel: { ...AXIS.axisLabel, interval: 0 } },
      yAxis: {
        type: 'value',
        min: 0,
        max: 100,
        interval: 25,
        ...AXIS,
        axisLabel: { ...AXIS.axisLabel, formatter: '{value}%' },
        ...SPLIT,
      },
      series: [bar(names[0], series.today, '#ffc53d'), bar(names[1], series.week, '#40a9ff')],
    };
  }, [key]);

  return (
    <EChart
      core={echarts}
      option={option}
      className="data-screen__chart"
      testId="chart-accuracy"
      label={`${t('dataScreen.accuracyBySubject')}: ${series.categories
        .map(
          (c, i) => `${c} ${series.today[i] ?? t('dataScreen.noValue')} / ${series.week[i] ?? t('dataScreen.noValue')}`,
        )
        .join(', ')}`}
    />
  );
}

function LiveSessions({ learning }: { learning: Learning }) {
  const { t } = useTranslation(ORG_NS);
  const locale = htmlLangOf(useAppStore((s) => s.language));
  const { rows, more } = liveSessionRows(learning, LIVE_SHOWN);
  if (rows.length === 0) return <div className="data-screen__empty">{t('dataScreen.noLive')}</div>;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return (
    <div className="data-screen__list-wrap">
      <ul className="data-screen__list" data-testid="live-sessions">
        {rows.map((s) => {
          const right = accuracyPercent(s.answers);
          return (
            <li key={s.id} className="data-screen__live" data-testid="live-session">
              <div className="data-screen__live-head">
                <span className="data-screen__live-class">{s.className}</span>
                <span className="data-screen__live-lesson">{s.lessonTitle}</span>
                <span className="data-screen__live-since">
                  {t('dataScreen.since', { teacher: s.teacherName, time: time.format(new Date(s.startedAt)) })}
                </span>
              </div>
              <div className="data-screen__live-figures">
                <span className="data-screen__bar" aria-hidden="true">
                  <span className="data-screen__bar-fill" style={{ width: `${sharePercent(s.online, s.students)}%` }} />
                </span>
                <span className="data-screen__live-online" data-testid="live-online">
                  {t('dataScreen.onlineOf', { online: s.online, students: s.students })}
                </span>
                <span className="data-screen__live-answers">
                  {s.answers.answered === 0
                    ? t('dataScreen.noAnswersYet')
                    : t('dataScreen.answersNote', { n: s.answers.answered, value: `${right}%` })}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {more > 0 && <div className="data-screen__more">{t('dataScreen.moreLive', { n: more })}</div>}
    </div>
  );
}

function MissedPoints({ learning }: { learning: Learning }) {
  const { t } = useTranslation(ORG_NS);
  const subjectLabel = useSubjectLabel();
  if (learning.missedPoints.length === 0) return <div className="data-screen__empty">{t('dataScreen.noMissed')}</div>;
  return (
    <ol className="data-screen__list" data-testid="missed-points">
      {learning.missedPoints.map((p, i) => (
        <li key={p.id} className="data-screen__missed">
          <span className="data-screen__rank" aria-hidden="true">
            {i + 1}
          </span>
          <span className="data-screen__missed-name">
            <span className="data-screen__missed-title">{p.name}</span>
            <span className="data-screen__tag">{subjectLabel(p.subject)}</span>
          </span>
          <span className="data-screen__bar data-screen__bar--missed" aria-hidden="true">
            <span className="data-screen__bar-fill" style={{ width: `${sharePercent(p.missed, p.attempts)}%` }} />
          </span>
          <span className="data-screen__missed-count">
            {t('dataScreen.missedOf', { missed: p.missed, attempts: p.attempts })}
          </span>
        </li>
      ))}
    </ol>
  );
}
