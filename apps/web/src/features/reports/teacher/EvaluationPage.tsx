import { EditOutlined } from '@ant-design/icons';
import type { EvaluationRow } from '@edu/shared';
import { Button, Card, Empty, Flex, Grid, Select, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { ShareLinkButton } from '../../../ui/share/ShareLinkButton';
import { useClassLessonReports, useLessonEvaluations, useMyClasses } from '../api';
import '../i18n';
import { REPORTS_NS } from '../i18n';
import { CommentText, LevelTag, percent, scoreText, WorkStateTag } from '../parts';
import '../reports.css';
import { EvaluationDrawer } from './EvaluationDrawer';

type Key = { classId: number; lessonId: number };

/**
 * /afterClassEvaluation/index (teacher, after class): choose one of its classes and a lesson given to it (by
 * default its first class and the latest lesson, kept in the address); each student's work, its mastery of
 * the lesson's knowledge points (derived from its answers) and the teacher's comment for the family, written
 * in a drawer; a student's report with the comment can be shared once it is handed in.
 */
export default function EvaluationPage() {
  const { t } = useTranslation(REPORTS_NS);
  const [search, setSearch] = useSearchParams();
  const classes = useMyClasses();
  const classId = idFromQuery(search.get('classId')) ?? classes.data?.[0]?.id;
  const lessons = useClassLessonReports(
    { classId: classId ?? 0, pageSize: 100, page: 1, sort: 'releasedAt' },
    classId !== undefined,
  );
  // The previous class's lessons are not this one's (kept only while the new ones load).
  const lessonRows = classId === undefined || lessons.isPlaceholderData ? [] : (lessons.data?.list ?? []);
  // By default the latest lesson someone handed in (there is something to evaluate), else the latest.
  const lessonId =
    idFromQuery(search.get('lessonId')) ?? (lessonRows.find((l) => l.submitted > 0) ?? lessonRows[0])?.lessonId;
  const key: Key | undefined =
    classId !== undefined &&
    lessonId !== undefined &&
    ((lessons.data && !lessons.isPlaceholderData) || search.get('lessonId'))
      ? { classId, lessonId }
      : undefined;

  const choose = (next: Partial<Key>) => {
    const params = new URLSearchParams();
    const c = next.classId ?? classId;
    if (c !== undefined) params.set('classId', String(c));
    if (next.lessonId !== undefined) params.set('lessonId', String(next.lessonId));
    setSearch(params, { replace: true });
  };

  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => classes.refetch()} testId="reports-error" />;
  if (!classes.data) return <Skeleton active />;

  return (
    <Card data-testid="evaluations">
      <Typography.Paragraph type="secondary">{t('evaluation.intro')}</Typography.Paragraph>
      {classes.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('evaluation.noClasses')} />
      ) : (
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            <Select<number>
              aria-label={t('evaluation.chooseClass')}
              placeholder={t('evaluation.chooseClass')}
              className="reports-select"
              value={classId}
              onChange={(id) => choose({ classId: id })}
              options={classes.data.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="evaluation-class"
            />
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('evaluation.chooseLesson')}
              placeholder={t('evaluation.chooseLesson')}
              className="reports-select reports-select--wide"
              value={key?.lessonId}
              onChange={(id) => choose({ lessonId: id })}
              loading={lessons.isFetching}
              options={lessonRows.map((l) => ({ value: l.lessonId, label: `${l.lessonTitle} · ${l.courseTitle}` }))}
              popupMatchSelectWidth={false}
              data-testid="evaluation-lesson"
            />
          </Flex>
          {lessons.isError ? (
            <QueryError compact error={lessons.error} onRetry={() => lessons.refetch()} testId="reports-error" />
          ) : key ? (
            <EvaluationList key={`${key.classId}-${key.lessonId}`} target={key} />
          ) : lessons.data && !lessons.isPlaceholderData ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('evaluation.noLessons')} />
          ) : (
            <Skeleton active />
          )}
        </Flex>
      )}
    </Card>
  );
}

function EvaluationList({ target }: { target: Key }) {
  const { t } = useTranslation(REPORTS_NS);
  const screens = Grid.useBreakpoint();
  const list = useListState({});
  const query = useLessonEvaluations(list.params, target);
  const [editing, setEditing] = useState<number | null>(null);
  const row = query.data?.list.find((r) => r.studentId === editing) ?? null;
  // A row gone from the page (a search) closes the drawer.
  useEffect(() => {
    if (editing !== null && query.data && !row) setEditing(null);
  }, [editing, query.data, row]);

  const nameCell = (r: EvaluationRow) => (
    <div>
      <Typography.Text strong>{r.name}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{r.username}</Typography.Text>
      </div>
    </div>
  );
  const masteryCell = (r: EvaluationRow) =>
    r.mastery.length === 0 ? (
      <Typography.Text type="secondary">{t('evaluation.noMastery')}</Typography.Text>
    ) : (
      <div className="reports-levels" data-testid="evaluation-mastery">
        {r.mastery.map((m) => (
          <LevelTag key={m.knowledgePointId} level={m.level}>
            {m.name} {percent(m.meanCredit)}
          </LevelTag>
        ))}
      </div>
    );
  const commentCell = (r: EvaluationRow) =>
    r.comment ? (
      <div>
        <CommentText comment={r.comment} excerpt />
        {r.author && (
          <Typography.Text type="secondary" className="reports-small">
            {t('evaluation.by', { name: r.author.name, time: formatDateTime(r.updatedAt) })}
          </Typography.Text>
        )}
      </div>
    ) : (
      <Typography.Text type="secondary">{t('evaluation.noComment')}</Typography.Text>
    );
  const actions = (r: EvaluationRow) => (
    <Flex wrap gap={4}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={() => setEditing(r.studentId)}
        aria-label={t(r.comment ? 'evaluation.editFor' : 'evaluation.writeFor', { name: r.name })}
        data-testid="evaluation-edit"
      >
        {r.comment ? t('ui:actions.edit') : t('evaluation.write')}
      </Button>
      {(r.state === 'graded' || r.state === 'submitted') && (
        <ShareLinkButton
          kind="student_report"
          target={{ studentId: r.studentId, classId: r.classId, lessonId: r.lessonId }}
          type="link"
          size="small"
        />
      )}
    </Flex>
  );

  // Phones: the student, its work, mastery and comment in one cell, and the actions.
  const narrow: TableColumnsType<EvaluationRow> = [
    {
      key: 'student',
      title: t('fields.student'),
      render: (_, r) => (
        <Flex vertical gap={6}>
          <Flex wrap gap={8} align="center" justify="space-between">
            {nameCell(r)}
            <span>
              <WorkStateTag state={r.state} /> {scoreText(r.score)}
            </span>
          </Flex>
          {masteryCell(r)}
          {commentCell(r)}
        </Flex>
      ),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 96, render: (_, r) => actions(r) },
  ];

  const columns: TableColumnsType<EvaluationRow> = [
    {
      key: 'name',
      title: t('fields.student'),
      width: 120,
      render: (_, r) => nameCell(r),
    },
    {
      key: 'state',
      title: t('fields.state'),
      width: 130,
      render: (_, r) => (
        <Flex vertical gap={4} align="flex-start">
          <WorkStateTag state={r.state} />
          {r.score !== null && (
            <span>
              {t('fields.score')}: {scoreText(r.score)}
            </span>
          )}
        </Flex>
      ),
    },
    {
      key: 'mastery',
      title: t('fields.mastery'),
      render: (_, r) => masteryCell(r),
    },
    {
      key: 'level',
      title: t('fields.level'),
      width: 100,
      responsive: ['md'],
      render: (_, r) => (r.level ? <LevelTag level={r.level} /> : '—'),
    },
    {
      key: 'comment',
      title: t('fields.comment'),
      width: 280,
      responsive: ['sm'],
      render: (_, r) => commentCell(r),
    },
    { key: 'actions', title: t('ui:fields.actions'), width: 150, render: (_, r) => actions(r) },
  ];

  return (
    <Flex vertical gap={12}>
      {query.data && query.data.knowledgePoints.length > 0 && (
        <Typography.Text type="secondary" data-testid="evaluation-points">
          {t('evaluation.knowledgePoints')}: {query.data.knowledgePoints.map((p) => p.name).join(', ')}
        </Typography.Text>
      )}
      <ListToolbar filters={<ListSearch list={list} placeholder={t('evaluation.search')} />} />
      <ListTable<EvaluationRow>
        query={query}
        list={list}
        columns={screens.sm === false ? narrow : columns}
        rowKey={(r) => r.studentId}
        emptyText={t('evaluation.empty')}
        scroll={screens.sm === false ? {} : { x: 640 }}
        errorTestId="reports-error"
        data-testid="evaluation-table"
      />
      {row && query.data && (
        <EvaluationDrawer
          row={row}
          lessonTitle={query.data.lesson.title}
          onClose={() => setEditing(null)}
          reload={async () => (await query.refetch()).data?.list.find((r) => r.studentId === row.studentId) ?? null}
        />
      )}
    </Flex>
  );
}
