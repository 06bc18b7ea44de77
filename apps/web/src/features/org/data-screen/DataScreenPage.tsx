import type { DataScreen } from '@edu/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRequestError } from '../../../app/api';
import { useDocumentTitle } from '../../../app/document-title';
import { useAppStore } from '../../../app/app-store';
import { htmlLangOf } from '../../../app/i18n';
import { QueryProvider } from '../../../app/query';
import { useCaller } from '../../../ui/access';
import { useGradeLabel } from '../../../ui/grades';
import { UI_NS } from '../../../ui/i18n';
import { idFromQuery } from '../../../ui/query-id';
import { browserTimeZone, useDataScreen, useDataScreenStream } from '../api/data-screen';
import '../i18n';
import { ORG_NS } from '../i18n';
import { EChart } from '../../../ui/EChart';
import { type EChartsCoreOption, echarts } from './echarts';
import { LearningPanels } from './LearningPanels';
import { AXIS, PALETTE, Panel, SPLIT, TOOLTIP } from './parts';
import {
  accuracyPercent,
  averageClassSize,
  classSizeSeries,
  gradeSeries,
  loginSeries,
  overallTally,
  today,
} from './series';
import './data-screen.css';
import { CompactNumber } from '../../../ui/CompactNumber';

/**
 * /alonePage?schoolId= (school admin only, outside the layout): the big-screen board of the school's
 * figures, people and learning, kept live by the screen's event stream (no polling). Opened from the avatar
 * menu's "data screen".
 */
export default function DataScreenPage() {
  return (
    <QueryProvider>
      <DataScreenBoard />
    </QueryProvider>
  );
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function DataScreenBoard() {
  const { t } = useTranslation(ORG_NS);
  const [searchParams] = useSearchParams();
  const ownSchool = useCaller().schoolId ?? undefined;
  const schoolId = idFromQuery(searchParams.get('schoolId')) ?? ownSchool;
  const tz = useMemo(() => browserTimeZone(), []);
  const query = useDataScreen(schoolId, tz);
  const live = useDataScreenStream(query.data ? schoolId : undefined, tz);
  const language = useAppStore((s) => s.language);
  const now = useClock();
  const locale = htmlLangOf(language);

  const schoolName = query.data?.school.name;
  useDocumentTitle(schoolName ? `${t('dataScreen.title')} · ${schoolName}` : t('dataScreen.title'));

  const clock = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(now);

  return (
    <div className="data-screen" data-testid="data-screen">
      <header className="data-screen__header">
        <div className="data-screen__brand">{t('dataScreen.title')}</div>
        <h1 className="data-screen__school" data-testid="data-screen-school">
          {query.data?.school.name ?? (query.isError ? '' : t('common:loading'))}
        </h1>
        <div className="data-screen__clock">
          <span>{clock}</span>
          {query.data && (
            <span
              className={`data-screen__updated data-screen__updated--${live.refusal ? 'stopped' : live.status}`}
              data-testid="data-screen-updated"
              data-status={live.refusal ? 'stopped' : live.status}
              role="status"
            >
              <span className="data-screen__dot" aria-hidden="true" />
              {live.refusal
                ? t('dataScreen.stopped', { msg: live.refusal.msg })
                : `${t(`dataScreen.status.${live.status}`)} · ${t('dataScreen.updated', {
                    time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(
                      new Date(query.dataUpdatedAt),
                    ),
                  })}`}
            </span>
          )}
        </div>
      </header>
      {schoolId === undefined ? (
        <div className="data-screen__message" role="alert">
          {t('dataScreen.noSchool')}
        </div>
      ) : query.isError && !query.data ? (
        <div className="data-screen__message" role="alert" data-testid="data-screen-error">
          <p>{isRequestError(query.error) && query.error.msg ? query.error.msg : t(`${UI_NS}:error.loadFailed`)}</p>
          <button type="button" className="data-screen__retry" onClick={() => void query.refetch()}>
            {t(`${UI_NS}:actions.retry`)}
          </button>
        </div>
      ) : !query.data ? (
        <div className="data-screen__message" role="status">
          {t('common:loading')}
        </div>
      ) : (
        <Board data={query.data} />
      )}
    </div>
  );
}

function Kpi({
  label,
  value,
  testId,
  note,
  noteTestId,
  accent,
}: {
  label: string;
  value: number | string;
  testId: string;
  note?: string;
  noteTestId?: string;
  /** the learning figures' colour */
  accent?: boolean;
}) {
  return (
    <div className={`data-screen__kpi${accent ? ' data-screen__kpi--learning' : ''}`} data-testid={testId}>
      <div className="data-screen__kpi-label">{label}</div>
      <div className="data-screen__kpi-value">
        {typeof value === 'number' ? <CompactNumber value={value} /> : value}
      </div>
      {note !== undefined && (
        <div className="data-screen__kpi-note" data-testid={noteTestId}>
          {note}
        </div>
      )}
    </div>
  );
}

function Board({ data }: { data: DataScreen }) {
  const { t } = useTranslation(ORG_NS);
  const gradeLabel = useGradeLabel();
  const grades = gradeSeries(data.studentsByGrade, gradeLabel, t('dataScreen.noClass'));
  const sizes = classSizeSeries(data.classes, gradeLabel);
  const logins = loginSeries(data.loginsByDay);
  const todays = today(data.loginsByDay);
  const { learning } = data;
  const accuracyToday = accuracyPercent(overallTally(learning.accuracyBySubject, 'today'));
  const accuracyWeek = accuracyPercent(overallTally(learning.accuracyBySubject, 'week'));
  const percent = (value: number | null) => (value === null ? t('dataScreen.noValue') : `${value}%`);
  const key = JSON.stringify([grades, sizes, logins, t('dataScreen.logins')]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the figures (or the language) change
  const options = useMemo(() => {
    const gradeOption: EChartsCoreOption = {
      color: PALETTE,
      tooltip: { ...TOOLTIP, trigger: 'item' },
      legend: { bottom: 0, textStyle: { color: '#9fb7d9' }, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['38%', '66%'],
          center: ['50%', '44%'],
          itemStyle: { borderColor: '#071a36', borderWidth: 2 },
          label: { color: '#cfe0ff', formatter: '{b}\n{c}' },
          data: grades.categories.map((name, i) => ({ name, value: grades.values[i] })),
        },
      ],
    };
    const sizeOption: EChartsCoreOption = {
      tooltip: { ...TOOLTIP, trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
      yAxis: { type: 'category', data: sizes.categories, ...AXIS },
      series: [
        {
          type: 'bar',
          name: t('dataScreen.students'),
          data: sizes.values,
          barMaxWidth: 18,
          itemStyle: { color: '#36cfc9', borderRadius: [0, 4, 4, 0] },
          label: { show: true, position: 'right', color: '#e6f0ff' },
        },
      ],
    };
    const loginOption: EChartsCoreOption = {
      tooltip: { ...TOOLTIP, trigger: 'axis' },
      legend: { top: 0, right: 0, textStyle: { color: '#9fb7d9' } },
      grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: logins.days, boundaryGap: false, ...AXIS },
      yAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
      series: [
        {
          type: 'line',
          name: t('dataScreen.logins'),
          data: logins.logins,
          smooth: true,
          symbolSize: 6,
          itemStyle: { color: '#40a9ff' },
          areaStyle: { color: 'rgba(64, 169, 255, 0.18)' },
        },
        {
          type: 'line',
          name: t('dataScreen.users'),
          data: logins.users,
          smooth: true,
          symbolSize: 6,
          itemStyle: { color: '#ffc53d' },
        },
      ],
    };
    return { gradeOption, sizeOption, loginOption };
  }, [key]);

  return (
    <main className="data-screen__grid">
      <div className="data-screen__kpis">
        <Kpi label={t('dataScreen.students')} value={data.studentCount} testId="kpi-students" />
        <Kpi label={t('dataScreen.teachers')} value={data.teacherCount} testId="kpi-teachers" />
        <Kpi
          label={t('dataScreen.classes')}
          value={data.classCount}
          testId="kpi-classes"
          note={t('dataScreen.avgPerClass', { value: averageClassSize(data.classes) })}
          noteTestId="kpi-avg"
        />
        <Kpi
          label={t('dataScreen.loginsToday')}
          value={todays.logins}
          testId="kpi-logins"
          note={t('dataScreen.usersNote', { n: todays.users })}
          noteTestId="kpi-users"
        />
        <Kpi
          accent
          label={t('dataScreen.handInsToday')}
          value={learning.handInsToday}
          testId="kpi-handins"
          note={t('dataScreen.byStudents', { n: learning.studentsToday })}
        />
        <Kpi
          accent
          label={t('dataScreen.accuracyToday')}
          value={percent(accuracyToday)}
          testId="kpi-accuracy"
          note={t('dataScreen.accuracyWeekNote', { value: percent(accuracyWeek) })}
        />
        <Kpi
          accent
          label={t('dataScreen.liveSessions')}
          value={learning.liveSessionCount}
          testId="kpi-live"
          note={t('dataScreen.onlineNow', { n: learning.onlineNow })}
        />
      </div>
      <LearningPanels learning={learning} />
      <Panel title={t('dataScreen.byGrade')} area="grades">
        {grades.values.length === 0 ? (
          <div className="data-screen__empty">{t('dataScreen.noStudents')}</div>
        ) : (
          <EChart
            core={echarts}
            option={options.gradeOption}
            className="data-screen__chart"
            testId="chart-grades"
            label={t('dataScreen.byGrade')}
          />
        )}
      </Panel>
      <Panel title={t('dataScreen.classSizes', { count: data.classes.length })} area="classes">
        {sizes.values.length === 0 ? (
          <div className="data-screen__empty">{t('dataScreen.noClasses')}</div>
        ) : (
          <EChart
            core={echarts}
            option={options.sizeOption}
            className="data-screen__chart"
            testId="chart-classes"
            label={t('dataScreen.classSizes', { count: data.classes.length })}
          />
        )}
      </Panel>
      <Panel title={t('dataScreen.loginsByDay', { days: data.loginsByDay.length })} area="logins">
        <EChart
          core={echarts}
          option={options.loginOption}
          className="data-screen__chart"
          testId="chart-logins"
          label={t('dataScreen.loginsByDay', { days: data.loginsByDay.length })}
        />
      </Panel>
    </main>
  );
}
