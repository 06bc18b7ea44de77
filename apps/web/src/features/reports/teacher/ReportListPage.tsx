import type { CLASS_REPORT_SORTS, ClassLessonReportRow } from '@edu/shared';
import { Button, Card, Drawer, Flex, Grid, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { antdSortOrder } from '../../../ui/list/list-params';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useClassLessonReports, useMyClasses } from '../api';
import '../i18n';
import { REPORTS_NS } from '../i18n';
import { scoreText, TitleCell } from '../parts';
import { evaluationPath } from '../paths';
import '../reports.css';
import { ClassReportView } from './ClassReportView';

interface Filters {
  classId?: number;
  courseId?: number;
}

/**
 * /reportList/index (teacher, after class): each lesson released to one of its classes (or given as homework)
 * with the class's figures; a row opens the class's report in a drawer (accuracy per question, the most
 * common wrong answers, the students), with its share button; "Evaluate" goes to the after-class evaluation.
 */
export default function ReportListPage() {
  const { t } = useTranslation(REPORTS_NS);
  const screens = Grid.useBreakpoint();
  const list = useListState<Filters>({});
  const query = useClassLessonReports(list.params);
  const classes = useMyClasses();
  const [opened, setOpened] = useState<ClassLessonReportRow | null>(null);

  const sortable = (key: (typeof CLASS_REPORT_SORTS)[number]) => ({
    key,
    sorter: true,
    sortOrder: antdSortOrder(list.state, key),
  });

  const actions = (r: ClassLessonReportRow) => (
    <Flex wrap gap={0}>
      <Button
        type="link"
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          setOpened(r);
        }}
        aria-label={t('classReports.openFor', { className: r.className, title: r.lessonTitle })}
        data-testid="class-reports-open"
      >
        {t('classReports.open')}
      </Button>
      <Link
        to={evaluationPath(r.classId, r.lessonId)}
        onClick={(e) => e.stopPropagation()}
        aria-label={t('classReports.evaluateFor', { className: r.className, title: r.lessonTitle })}
        className="reports-link"
      >
        {t('classReports.evaluate')}
      </Link>
    </Flex>
  );
  const handedInText = (r: ClassLessonReportRow) => (
    <span data-testid="class-reports-submitted">
      {t('classReports.progress', { submitted: r.submitted, students: r.students })}
    </span>
  );
  const handedInTags = (r: ClassLessonReportRow) =>
    (r.waiting > 0 || r.late > 0) && (
      <Flex wrap gap={4}>
        {r.waiting > 0 && <Tag color="purple">{t('classReport.waitingCount', { count: r.waiting })}</Tag>}
        {r.late > 0 && <Tag color="orange">{t('classReport.lateCount', { count: r.late })}</Tag>}
      </Flex>
    );
  const handedIn = (r: ClassLessonReportRow) => (
    <Flex vertical gap={2}>
      {handedInText(r)}
      {handedInTags(r)}
    </Flex>
  );

  // Phones: the lesson with its class and figures in one cell, and the actions.
  const narrow: TableColumnsType<ClassLessonReportRow> = [
    {
      key: 'lesson',
      title: t('fields.lesson'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          <TitleCell title={r.lessonTitle} detail={`${r.courseTitle} · ${r.className}`} />
          <Flex wrap gap={12} align="baseline">
            {handedInText(r)}
            <span>
              {t('fields.average')} {scoreText(r.average)}
            </span>
          </Flex>
          {handedInTags(r)}
        </Flex>
      ),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 110, render: (_, r) => actions(r) },
  ];

  const columns: TableColumnsType<ClassLessonReportRow> = [
    {
      ...sortable('title'),
      title: t('fields.lesson'),
      render: (_, r) => <TitleCell title={r.lessonTitle} detail={r.courseTitle} />,
    },
    { key: 'class', title: t('ui:fields.class'), dataIndex: 'className', width: 120 },
    {
      ...sortable('releasedAt'),
      title: t('fields.releasedAt'),
      width: 170,
      responsive: ['lg'],
      render: (_, r) => (
        <Flex vertical gap={2}>
          <span>{formatDateTime(r.releasedAt)}</span>
          {r.dueAt && (
            <Typography.Text type="secondary">
              {t('kind.homework')} · {t('fields.dueAt')} {formatDateTime(r.dueAt)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      ...sortable('submitted'),
      title: t('fields.submitted'),
      width: 120,
      render: (_, r) => handedIn(r),
    },
    {
      ...sortable('average'),
      title: t('fields.average'),
      width: 100,
      align: 'right',
      render: (_, r) => scoreText(r.average),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 170, render: (_, r) => actions(r) },
  ];

  return (
    <Card data-testid="class-reports">
      <Typography.Paragraph type="secondary">{t('classReports.intro')}</Typography.Paragraph>
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('classReports.search')} />
            <Select<number>
              allowClear
              aria-label={t('ui:fields.class')}
              placeholder={t('classReports.allClasses')}
              className="reports-select"
              value={list.state.filters.classId}
              onChange={(classId) => list.setFilters({ classId })}
              options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="class-reports-class"
            />
            <Select<number>
              allowClear
              aria-label={t('fields.course')}
              placeholder={t('classReports.allCourses')}
              className="reports-select reports-select--wide"
              value={list.state.filters.courseId}
              onChange={(courseId) => list.setFilters({ courseId })}
              options={(query.data?.courses ?? []).map((c) => ({ value: c.id, label: c.title }))}
              popupMatchSelectWidth={false}
              data-testid="class-reports-course"
            />
          </>
        }
      />
      <ListTable<ClassLessonReportRow>
        query={query}
        list={list}
        columns={screens.sm === false ? narrow : columns}
        rowKey={(r) => `${r.classId}-${r.lessonId}`}
        onRow={(r) => ({ onClick: () => setOpened(r), className: 'reports-row' })}
        emptyText={t('classReports.empty')}
        scroll={screens.sm === false ? {} : { x: 620 }}
        errorTestId="reports-error"
        data-testid="class-reports-table"
      />
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? t('classReport.title', { className: opened.className, title: opened.lessonTitle }) : ''}
        size={screens.lg ? 960 : '100%'}
        destroyOnHidden
        data-testid="class-report-drawer"
      >
        {opened && <ClassReportView classId={opened.classId} lessonId={opened.lessonId} />}
      </Drawer>
    </Card>
  );
}
