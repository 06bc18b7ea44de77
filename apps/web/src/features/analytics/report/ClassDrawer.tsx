import type { JzxClassStudents, Subject } from '@edu/shared';
import { Alert, Drawer, Flex, Grid, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { useJzxClassStudents } from '../api';
import { ANALYTICS_NS } from '../i18n';
import { MasteryLegend, POINT_WIDTH, pointColumns, StaticCell, useReturnFocus } from '../parts';
import { AnswersDrawer, type OpenedAnswers } from './AnswersDrawer';

type Row = JzxClassStudents['list'][number];

export interface OpenedClass {
  classId: number;
  className: string;
}

/** The drill-down of a class: its students (a page of them) × knowledge points, filtered by the subject. */
export function ClassDrawer({
  opened,
  subject,
  weeksFiltered,
  onClose,
  afterOpenChange,
}: {
  opened: OpenedClass | null;
  subject: Subject | undefined;
  weeksFiltered: boolean;
  onClose: () => void;
  afterOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={opened !== null}
      onClose={onClose}
      afterOpenChange={afterOpenChange}
      title={opened ? t('classView.title', { className: opened.className }) : ''}
      size={screens.lg ? 1000 : '100%'}
      destroyOnHidden
      data-testid="jzx-class-drawer"
    >
      {opened && <ClassStudents opened={opened} subject={subject} weeksFiltered={weeksFiltered} />}
    </Drawer>
  );
}

function ClassStudents({
  opened,
  subject,
  weeksFiltered,
}: {
  opened: OpenedClass;
  subject: Subject | undefined;
  weeksFiltered: boolean;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const screens = Grid.useBreakpoint();
  const list = useListState<Record<string, never>>({}, { fixed: { classId: opened.classId, subject } });
  const query = useJzxClassStudents(list.params, true);
  const [answers, setAnswers] = useState<OpenedAnswers | null>(null);
  const focus = useReturnFocus();
  const points = query.data?.knowledgePoints ?? [];
  const nameWidth = screens.sm === false ? 110 : 160;

  const width = nameWidth + 88 + points.length * POINT_WIDTH;
  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      {
        key: 'student',
        title: t('fields.student'),
        fixed: 'start',
        width: nameWidth,
        render: (_, r) => (
          <Flex vertical gap={0} className="jzx-rowhead">
            <Typography.Text strong>{r.name}</Typography.Text>
            <Typography.Text type="secondary" className="jzx-rowhead__detail">
              {r.username}
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
        render: (_, r) => <StaticCell cell={r} row={r.name} point={t('fields.overall')} testId="jzx-student-overall" />,
      },
      ...pointColumns<Row>(
        points,
        (r) => r.name,
        (r, p) => {
          focus.remember();
          setAnswers({ studentId: r.studentId, studentName: r.name, knowledgePointId: p.id, pointName: p.name });
        },
        'jzx-student-cell',
      ),
    ],
    [points, t, nameWidth, focus.remember],
  );

  return (
    <Flex vertical gap={12} data-testid="jzx-class-students">
      <Typography.Paragraph type="secondary" className="jzx-intro">
        {t('classView.intro')}
      </Typography.Paragraph>
      {weeksFiltered && <Alert type="info" showIcon title={t('classView.allWeeks')} />}
      <MasteryLegend />
      <ListTable<Row>
        query={query}
        list={list}
        compact
        bordered
        className="jzx-heat"
        columns={columns}
        rowKey="studentId"
        scroll={{ x: width }}
        // as wide as its columns: few knowledge points do not stretch the cells across the page
        style={points.length > 0 ? { maxWidth: Math.max(width, 480) } : undefined}
        emptyText={t('classView.empty')}
        onRow={(r) => ({ 'data-testid': 'jzx-student-row', 'data-student': r.name }) as object}
        errorTestId="jzx-error-state"
        data-testid="jzx-students-table"
      />
      <AnswersDrawer opened={answers} onClose={() => setAnswers(null)} afterOpenChange={focus.afterOpenChange} />
    </Flex>
  );
}
