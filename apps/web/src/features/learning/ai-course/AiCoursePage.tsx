import { AI_COURSE_POINTS_MAX, type AiCourseItem } from '@edu/shared';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { formatDateTime } from '../../../ui/format';
import { QueryError } from '../../../ui/QueryError';
import { StemExcerpt } from '../../../ui/rich/RichHtml';
import { idFromQuery } from '../../../ui/query-id';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import { useAiCourse, useAiCourses, useCreateAiCourse } from './api';
import { PointStates } from './PointStates';
import { pKnownText, reasonSentence } from './reason';

/**
 * /myStudent/aiCourse?studentId=&id=: a student's AI courses for its teacher or an admin over it (opened from
 * the admins' student lists). "Create AI course" builds one from the student's weakest knowledge points; the
 * course shows its items, why each was chosen, how each was answered, and the live P(known) of its points.
 */
export default function AiCoursePage() {
  const { t } = useTranslation(LEARNING_NS);
  const [search, setSearch] = useSearchParams();
  const studentId = idFromQuery(search.get('studentId'));
  const list = useAiCourses(studentId);
  const create = useCreateAiCourse();
  const [points, setPoints] = useState(3);
  if (studentId === undefined) return <QueryError error={new Error(t('ui:missingId'))} testId="learning-error" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} testId="learning-error" />;
  if (!list.data) return <Skeleton active />;
  const selected = idFromQuery(search.get('id')) ?? list.data[0]?.id;
  const select = (id: number) => setSearch({ studentId: String(studentId), id: String(id) }, { replace: true });
  const onCreate = async () => {
    const made = await create.mutateAsync({ studentId, points }).catch(() => undefined);
    if (!made) return;
    toastSuccess(t('aiCourse.created'));
    select(made.id);
  };
  return (
    <Flex vertical gap={16} data-testid="ai-course-page">
      <Card>
        <Typography.Paragraph type="secondary">{t('aiCourse.intro')}</Typography.Paragraph>
        <Flex gap={8} wrap align="center">
          <Select<number>
            aria-label={t('aiCourse.points')}
            value={points}
            onChange={setPoints}
            options={Array.from({ length: AI_COURSE_POINTS_MAX }, (_, i) => ({
              value: i + 1,
              label: t('aiCourse.pointsOption', { count: i + 1 }),
            }))}
            style={{ minWidth: 200 }}
          />
          <Button type="primary" loading={create.isPending} onClick={onCreate} data-testid="ai-create">
            {t('aiCourse.create')}
          </Button>
        </Flex>
        {create.isError && (
          <Alert
            className="ai-course__alert"
            type="warning"
            showIcon
            title={create.error.message}
            data-testid="ai-create-error"
          />
        )}
      </Card>
      {list.data.length === 0 ? (
        <Card>
          <Empty description={t('aiCourse.none')} />
        </Card>
      ) : (
        <Card title={t('aiCourse.list')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={list.data}
            scroll={{ x: 560 }}
            rowClassName={(r) => (r.id === selected ? 'ai-course__selected' : '')}
            columns={[
              { key: 'title', title: t('aiCourse.title'), render: (_, r) => r.title },
              {
                key: 'state',
                title: t('aiCourse.state'),
                render: (_, r) => (
                  <Tag color={r.state === 'completed' ? 'green' : 'blue'}>{t(`aiCourse.states.${r.state}`)}</Tag>
                ),
              },
              {
                key: 'answered',
                title: t('aiCourse.answered'),
                render: (_, r) => t('aiCourse.answeredOf', { correct: r.correct, answered: r.answered }),
              },
              { key: 'createdBy', title: t('aiCourse.createdBy'), responsive: ['md'], render: (_, r) => r.createdBy },
              {
                key: 'createdAt',
                title: t('aiCourse.createdAt'),
                responsive: ['lg'],
                render: (_, r) => formatDateTime(r.createdAt),
              },
              {
                key: 'open',
                title: t('ui:fields.actions'),
                render: (_, r) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => select(r.id)}
                    aria-label={t('aiCourse.openNamed', { title: r.title })}
                    data-testid="ai-open"
                  >
                    {t('aiCourse.open')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      )}
      {selected !== undefined && <CourseDetail key={selected} id={selected} />}
    </Flex>
  );
}

function CourseDetail({ id }: { id: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const detail = useAiCourse(id);
  if (detail.isError)
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} testId="learning-error" />;
  if (!detail.data) return <Skeleton active />;
  const columns: ColumnsType<AiCourseItem> = [
    { key: 'position', title: '#', width: 48, render: (_, r) => r.position },
    {
      key: 'item',
      title: t('aiCourse.item'),
      render: (_, r) => (
        <Flex vertical>
          <Tag>{t(`aiCourse.kinds.${r.kind}`)}</Tag>
          {r.kind === 'question' ? (
            // A question's excerpt as the bank shows it: its formulas typeset, its blanks numbered.
            <div style={{ maxWidth: 280 }}>
              <StemExcerpt text={r.title} />
            </div>
          ) : (
            <Typography.Text ellipsis={{ tooltip: r.title }} style={{ maxWidth: 280 }}>
              {r.title}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'why',
      title: t('aiCourse.why'),
      render: (_, r) => <span data-testid="ai-reason">{reasonSentence(t, r.reason)}</span>,
    },
    {
      key: 'result',
      title: t('aiCourse.result'),
      render: (_, r) =>
        r.state === 'pending' ? (
          <Tag color="blue">{t('aiCourse.itemStates.pending')}</Tag>
        ) : r.kind === 'lesson' ? (
          <Tag>{t('aiCourse.itemStates.done')}</Tag>
        ) : (
          <Tag color={r.correct ? 'green' : 'red'}>{r.correct ? t('aiCourse.right') : t('aiCourse.wrong')}</Tag>
        ),
    },
    {
      key: 'after',
      title: t('aiCourse.after'),
      render: (_, r) => (r.pKnownAfter === null ? '—' : pKnownText(r.pKnownAfter)),
    },
  ];
  return (
    <Card title={detail.data.title} data-testid="ai-course-detail" data-state={detail.data.state}>
      <Flex vertical gap={16}>
        <PointStates points={detail.data.points} />
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.data.items}
          columns={columns}
          // On a phone the table scrolls sideways rather than squeeze the reasons into a word per line.
          scroll={{ x: 720 }}
          data-testid="ai-items"
        />
      </Flex>
    </Card>
  );
}
