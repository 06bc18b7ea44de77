import { Card, Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCaller } from '../../../ui/access';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import '../analytics.css';
import '../i18n';
import { ANALYTICS_NS } from '../i18n';
import { GradeFilter, SchoolFilter, SubjectFilter, WeekRangeFilter } from '../parts';
import {
  changeFilters,
  parseReportParams,
  REPORT_TABS,
  type ReportFilters,
  type ReportTab,
  usesWeeks,
  writeReportParams,
} from '../report-params';
import { HeatmapView } from './HeatmapView';
import { ItemAnalysisView } from './ItemAnalysisView';
import { MostMissedView } from './MostMissedView';
import { TrendsView } from './TrendsView';

/**
 * /jzxReport/index (admin, brand admin, school admin, each in its scope: the server decides what it counts):
 * the precision-learning reports in four views, the knowledge-point heat map with its drill-downs, item
 * analysis, the most missed questions and knowledge points, and the weekly trends; each exports as XLSX. The
 * view and the filters are in the address (report-params.ts). The school filter is for the admin and the
 * brand admin (a school admin has one school).
 */
export default function JzxReportPage() {
  const { t } = useTranslation(ANALYTICS_NS);
  const caller = useCaller();
  const canPickSchool = caller.orgScope === 'platform' || caller.orgScope === 'brand';
  const [search, setSearch] = useSearchParams();
  const { tab, filters } = useMemo(() => parseReportParams(search, canPickSchool), [search, canPickSchool]);

  const update = useCallback(
    (next: { tab?: ReportTab; change?: Partial<ReportFilters> }) =>
      setSearch(
        (prev) => {
          const current = parseReportParams(prev, canPickSchool);
          return writeReportParams(
            {
              tab: next.tab ?? current.tab,
              filters: next.change ? changeFilters(current.filters, next.change) : current.filters,
            },
            prev,
          );
        },
        { replace: true },
      ),
    [setSearch, canPickSchool],
  );
  const setFilters = (change: Partial<ReportFilters>) => update({ change });

  // Only the shown view is mounted (its requests run while it shows); its filters come from the address.
  const view = (key: ReportTab) => {
    if (key !== tab) return null;
    switch (key) {
      case 'heatmap':
        return <HeatmapView filters={filters} />;
      case 'items':
        return <ItemAnalysisView filters={filters} />;
      case 'mostMissed':
        return <MostMissedView filters={filters} onMinAttempts={(minAttempts) => setFilters({ minAttempts })} />;
      case 'trends':
        return (
          <TrendsView filters={filters} onKnowledgePoint={(knowledgePointId) => setFilters({ knowledgePointId })} />
        );
    }
  };

  return (
    <Card data-testid="jzx-report">
      <ListToolbar
        filters={
          <>
            <SubjectFilter value={filters.subject} onChange={(subject) => setFilters({ subject })} />
            <GradeFilter value={filters.grade} onChange={(grade) => setFilters({ grade })} />
            {canPickSchool && (
              <SchoolFilter value={filters.schoolId} onChange={(schoolId) => setFilters({ schoolId })} />
            )}
            {usesWeeks(tab) && (
              <WeekRangeFilter from={filters.weekFrom} to={filters.weekTo} onChange={(range) => setFilters(range)} />
            )}
          </>
        }
      />
      <Tabs
        className="jzx-tabs"
        activeKey={tab}
        onChange={(key) => update({ tab: key as ReportTab })}
        data-testid="jzx-tabs"
        items={REPORT_TABS.map((key) => ({
          key,
          label: <span data-testid={`jzx-tab-${key}`}>{t(`tabs.${key}`)}</span>,
          children: view(key),
        }))}
      />
    </Card>
  );
}
