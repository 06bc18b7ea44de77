import { REPORT_KINDS, REPORT_STATES, type MyReportRow, type ReportState } from '@edu/shared';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Drawer,
  Flex,
  Grid,
  Row,
  Select,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatDuration } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { browserTimeZone, useMyReports } from '../api';
import '../i18n';
import { REPORTS_NS } from '../i18n';
import { scoreText, TitleCell, WorkStateTag } from '../parts';
import '../reports.css';
import { OwnReport } from './OwnReport';
import { MasteryCard, TrendCard } from './ReportCards';

interface Filters {
  courseId?: number;
  kind?: (typeof REPORT_KINDS)[number];
  state?: ReportState;
  from?: string;
  to?: string;
}

const lessonPath = (lessonId: number) => `/stuLesson/stuLessonDetail?lessonId=${lessonId}`;
const dayOf = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * /ReportCenter/ReportCenter (student): its score trend, its knowledge-point mastery and every lesson and
 * homework it handed in. A row opens the lesson's report in the lesson page; a lesson no longer open to its
 * class (it changed class, the teacher locked it again) opens its report in a drawer here.
 */
export default function ReportCenterPage() {
  const { t } = useTranslation(REPORTS_NS);
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const tz = useMemo(() => browserTimeZone(), []);
  const list = useListState<Filters>({});
  const query = useMyReports(list.params, tz);
  const [closed, setClosed] = useState<MyReportRow | null>(null);
  const f = list.state.filters;
  const range: [Dayjs | null, Dayjs | null] | null =
    f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null;

  const open = (r: MyReportRow) => (r.open ? navigate(lessonPath(r.lessonId)) : setClosed(r));

  const openButton = (r: MyReportRow) => (
    <Button
      type="link"
      size="small"
      onClick={(e) => {
        e.stopPropagation();
        open(r);
      }}
      aria-label={t('center.list.openFor', { title: r.lessonTitle })}
      data-testid="report-row-open"
    >
      {t('center.list.open')}
    </Button>
  );
  const kindTags = (r: MyReportRow) => (
    <>
      <Tag>{t(r.dueAt ? 'kind.homework' : 'kind.lesson')}</Tag>
      {r.late && <Tag color="orange">{t('fields.late')}</Tag>}
    </>
  );

  // Phones: one cell that says it all, and the button.
  const narrow: TableColumnsType<MyReportRow> = [
    {
      key: 'lesson',
      title: t('fields.lesson'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          <TitleCell title={r.lessonTitle} detail={`${r.courseTitle} · ${r.className}`} />
          <Flex wrap gap={6} align="center">
            <WorkStateTag state={r.state} />
            {kindTags(r)}
          </Flex>
          <Typography.Text>
            {t('fields.score')} <span data-testid="report-row-score">{scoreText(r.score)}</span> · {t('fields.right')}{' '}
            {t('center.list.rightOf', { right: r.right, total: r.total })} · {formatDateTime(r.submittedAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 100, render: (_, r) => openButton(r) },
  ];

  const columns: TableColumnsType<MyReportRow> = [
    {
      key: 'lesson',
      title: t('fields.lesson'),
      render: (_, r) => <TitleCell title={r.lessonTitle} detail={r.courseTitle} />,
    },
    { key: 'class', title: t('ui:fields.class'), dataIndex: 'className', width: 120, responsive: ['md'] },
    {
      key: 'kind',
      title: t('fields.kind'),
      width: 110,
      responsive: ['sm'],
      render: (_, r) => (
        <Flex wrap gap={4}>
          {kindTags(r)}
        </Flex>
      ),
    },
    {
      key: 'submittedAt',
      title: t('fields.submittedAt'),
      width: 160,
      responsive: ['lg'],
      render: (_, r) => formatDateTime(r.submittedAt),
    },
    { key: 'state', title: t('fields.state'), width: 130, render: (_, r) => <WorkStateTag state={r.state} /> },
    {
      key: 'score',
      title: t('fields.score'),
      width: 80,
      align: 'right',
      render: (_, r) => <span data-testid="report-row-score">{scoreText(r.score)}</span>,
    },
    {
      key: 'right',
      title: t('fields.right'),
      width: 80,
      align: 'right',
      responsive: ['sm'],
      render: (_, r) => t('center.list.rightOf', { right: r.right, total: r.total }),
    },
    {
      key: 'time',
      title: t('fields.timeSpent'),
      width: 90,
      align: 'right',
      responsive: ['lg'],
      render: (_, r) => formatDuration(r.timeSpentMs),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 110, render: (_, r) => openButton(r) },
  ];

  return (
    <Flex vertical gap={16} data-testid="report-center">
      <Typography.Paragraph type="secondary" className="reports-intro">
        {t('center.intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <TrendCard tz={tz} />
        </Col>
        <Col xs={24} xl={10}>
          <MasteryCard />
        </Col>
      </Row>
      <Card title={t('center.list.title')} className="reports-card" data-testid="report-list">
        <ListToolbar
          filters={
            <>
              <Select<number>
                allowClear
                aria-label={t('fields.course')}
                placeholder={t('center.list.allCourses')}
                className="reports-select reports-select--wide"
                value={f.courseId}
                onChange={(courseId) => list.setFilters({ courseId })}
                options={(query.data?.courses ?? []).map((c) => ({ value: c.id, label: c.title }))}
                popupMatchSelectWidth={false}
                data-testid="report-filter-course"
              />
              <Select
                allowClear
                aria-label={t('fields.kind')}
                placeholder={t('fields.kind')}
                className="reports-select"
                value={f.kind}
                onChange={(kind) => list.setFilters({ kind })}
                options={REPORT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                data-testid="report-filter-kind"
              />
              <Select<ReportState>
                allowClear
                aria-label={t('fields.state')}
                placeholder={t('fields.state')}
                className="reports-select"
                value={f.state}
                onChange={(state) => list.setFilters({ state })}
                options={REPORT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
                data-testid="report-filter-state"
              />
              <DatePicker.RangePicker
                allowEmpty={[true, true]}
                placeholder={[t('center.list.from'), t('center.list.to')]}
                value={range}
                onChange={(days) => list.setFilters({ from: dayOf(days?.[0]), to: dayOf(days?.[1]) })}
                data-testid="report-filter-days"
              />
            </>
          }
        />
        <ListTable<MyReportRow>
          query={query}
          list={list}
          columns={screens.sm === false ? narrow : columns}
          rowKey={(r) => r.submissionId}
          onRow={(r) => ({ onClick: () => open(r), className: 'reports-row' })}
          emptyText={t('center.list.empty')}
          scroll={screens.sm === false ? {} : { x: 560 }}
          errorTestId="reports-error"
          data-testid="report-table"
        />
      </Card>
      <Drawer
        open={closed !== null}
        onClose={() => setClosed(null)}
        title={closed ? `${t('center.report')} · ${closed.lessonTitle}` : t('center.report')}
        size={Math.min(800, window.innerWidth)}
        destroyOnHidden
        data-testid="report-drawer"
      >
        {closed && (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t('center.list.closedHint')}</Typography.Text>
            <OwnReport lessonId={closed.lessonId} />
          </Flex>
        )}
      </Drawer>
    </Flex>
  );
}
