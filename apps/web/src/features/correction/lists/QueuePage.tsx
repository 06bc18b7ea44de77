import { EditOutlined } from '@ant-design/icons';
import type { CorrectionRow } from '@edu/shared';
import { Button, Card, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useCorrectionQueue } from '../api';
import '../correction.css';
import { CORRECTION_NS } from '../i18n';
import { DueAt, HandedIn, HolderCell, LessonCell, StudentCell } from '../parts';
import { correctionDetailPath } from '../paths';

/**
 * /dashboard/dashboard for a correction teacher: its queue. The handed-in work waiting for a person, from
 * the students assigned to it and the classes it corrects for, oldest due first (the server's order); a
 * search by student. A row opens the grading page.
 */
export default function QueuePage() {
  const { t } = useTranslation(CORRECTION_NS);
  const navigate = useNavigate();
  const list = useListState({});
  const query = useCorrectionQueue(list.params);

  const columns: TableColumnsType<CorrectionRow> = [
    {
      key: 'student',
      title: t('fields.student'),
      width: 150,
      render: (_, r) => (
        <StudentCell student={r.student}>
          <Link
            to={correctionDetailPath(r.submissionId)}
            className="correction-student__name"
            onClick={(e) => e.stopPropagation()}
            data-testid="correction-queue-student"
          >
            {r.student.name}
          </Link>
        </StudentCell>
      ),
    },
    { key: 'class', title: t('ui:fields.class'), width: 120, responsive: ['sm'], render: (_, r) => r.className },
    {
      key: 'lesson',
      title: t('fields.lesson'),
      width: 200,
      render: (_, r) => <LessonCell title={r.lessonTitle} course={r.courseTitle} />,
    },
    { key: 'submittedAt', title: t('fields.submittedAt'), width: 170, render: (_, r) => <HandedIn row={r} /> },
    {
      key: 'dueAt',
      title: t('fields.dueAt'),
      width: 140,
      responsive: ['md'],
      render: (_, r) => <DueAt dueAt={r.dueAt} />,
    },
    {
      key: 'waiting',
      title: t('fields.waiting'),
      width: 90,
      align: 'right',
      render: (_, r) => <span data-testid="correction-waiting">{r.waiting}</span>,
    },
    {
      key: 'hold',
      title: t('fields.holder'),
      width: 130,
      responsive: ['sm'],
      render: (_, r) => <HolderCell hold={r.hold} />,
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 100,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            navigate(correctionDetailPath(r.submissionId));
          }}
          aria-label={t('queue.openFor', { name: r.student.name, lesson: r.lessonTitle })}
          data-testid="correction-queue-open"
        >
          {t('queue.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="correction-queue">
      <Typography.Paragraph type="secondary">{t('queue.intro')}</Typography.Paragraph>
      <ListToolbar filters={<ListSearch list={list} placeholder={t('queue.search')} />} />
      <ListTable<CorrectionRow>
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => r.submissionId}
        rowClassName={() => 'correction-row'}
        onRow={(r) => ({ onClick: () => navigate(correctionDetailPath(r.submissionId)) })}
        emptyText={t('queue.empty')}
        scroll={{ x: 760 }}
        errorTestId="correction-error"
      />
    </Card>
  );
}
