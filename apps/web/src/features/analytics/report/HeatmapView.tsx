import type { JzxHeatmap } from '@edu/shared';
import { Button, Flex, Grid, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeLabel } from '../../../ui/grades';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { exportReport, useJzxHeatmap } from '../api';
import { ANALYTICS_NS } from '../i18n';
import {
  ExportButton,
  MasteryCell,
  MasteryLegend,
  POINT_WIDTH,
  pointColumns,
  useFirstPageOn,
  useReturnFocus,
} from '../parts';
import { type ReportFilters, viewFilters } from '../report-params';
import { ClassDrawer, type OpenedClass } from './ClassDrawer';

type Row = JzxHeatmap['list'][number];

/**
 * The heat map: a page of classes (rows) × the knowledge points they answered (columns), each cell a button
 * coloured by mastery; a class's name or one of its cells opens its students (ClassDrawer), and there a
 * student's cell opens that student's answers.
 */
export function HeatmapView({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  const gradeLabel = useGradeLabel();
  const fixed = viewFilters.heatmap(filters);
  const list = useListState<Record<string, never>>({}, { fixed });
  const query = useJzxHeatmap(list.params);
  const [opened, setOpened] = useState<OpenedClass | null>(null);
  const points = query.data?.knowledgePoints ?? [];

  // New filters start again at the first page.
  useFirstPageOn(fixed, list.setPage);

  const focus = useReturnFocus();
  const open = (r: Row) => {
    focus.remember();
    setOpened({ classId: r.classId, className: r.className });
  };
  const narrow = screens.sm === false;
  const classWidth = narrow ? 120 : 180;

  const width = classWidth + 88 + points.length * POINT_WIDTH;
  const columns: TableColumnsType<Row> = [
    {
      key: 'class',
      title: t('fields.class'),
      fixed: 'start',
      width: classWidth,
      render: (_, r) => (
        <Flex vertical gap={0} className="jzx-rowhead">
          <Button
            type="link"
            className="jzx-rowhead__open"
            onClick={() => open(r)}
            aria-label={t('heatmap.openClass', { className: r.className })}
            data-testid="jzx-open-class"
          >
            {r.className}
          </Button>
          <Typography.Text type="secondary" className="jzx-rowhead__detail">
            {gradeLabel(r.grade)} · {r.schoolName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'overall',
      title: t('fields.overall'),
      width: 88,
      align: 'center',
      className: 'jzx-heat__cell',
      render: (_, r) => (
        <MasteryCell
          row={r.className}
          point={t('fields.overall')}
          cell={{
            attempts: r.attempts,
            correct: r.correct,
            facility: r.attempts > 0 ? r.correct / r.attempts : null,
          }}
          onOpen={() => open(r)}
          testId="jzx-class-overall"
        />
      ),
    },
    ...pointColumns<Row>(points, (r) => r.className, open, 'jzx-heat-cell'),
  ];

  return (
    <Flex vertical gap={12} data-testid="jzx-heatmap">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Typography.Paragraph type="secondary" className="jzx-intro">
          {t('heatmap.intro')} {t('heatmap.updated')}
        </Typography.Paragraph>
        <ExportButton run={() => exportReport({ view: 'heatmap', ...fixed })} />
      </Flex>
      <MasteryLegend />
      <ListTable<Row>
        query={query}
        list={list}
        className="jzx-heat"
        columns={columns}
        rowKey="classId"
        size="small"
        bordered
        scroll={{ x: width }}
        // as wide as its columns: few knowledge points do not stretch the cells across the page
        style={points.length > 0 ? { maxWidth: Math.max(width, 480) } : undefined}
        empty={<ListEmpty filtered={false} text={t('heatmap.empty')} />}
        onRow={(r) => ({ 'data-testid': 'jzx-heat-row', 'data-class': r.className }) as object}
        errorTestId="jzx-error-state"
        data-testid="jzx-heat-table"
      />
      <ClassDrawer
        opened={opened}
        subject={filters.subject}
        weeksFiltered={Boolean(filters.weekFrom || filters.weekTo)}
        onClose={() => setOpened(null)}
        afterOpenChange={focus.afterOpenChange}
      />
    </Flex>
  );
}
