import type { HomeworkStudent } from '@edu/shared';
import { Alert, Button, Descriptions, Drawer, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { QueryError } from '../../../ui/QueryError';
import { useHomeworkStatus } from '../api/homework';
import { scoreBand } from '../classes/score-band';
import { LEARNING_NS } from '../i18n';
import { studentDaysPath } from '../paths';
import { DueTag, LateTag } from './DueTag';

/** One homework of the class: every present student's work on it, those who have not handed it in first. */
export function HomeworkStudentsDrawer({
  classId,
  lessonId,
  onClose,
}: {
  classId: number;
  lessonId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const query = useHomeworkStatus(classId, lessonId);
  const data = query.data;
  const missing = data?.students.filter((s) => s.state !== 'submitted' && s.state !== 'graded').length ?? 0;

  const columns: TableColumnsType<HomeworkStudent> = [
    {
      key: 'name',
      title: t('progress.student'),
      render: (_, s) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(studentDaysPath(s.studentId))}
          title={t('progress.openStudent', { name: s.name })}
        >
          {s.name}
        </Button>
      ),
    },
    {
      key: 'state',
      title: t('homework.state'),
      render: (_, s) => (
        <span data-testid="homework-student-state" data-state={s.state}>
          {s.overdue ? <Tag color="red">{t('homework.missing')}</Tag> : <Tag>{t(`student.states.${s.state}`)}</Tag>}
          {s.late && <LateTag />}
        </span>
      ),
    },
    {
      key: 'submittedAt',
      title: t('homework.handedInAt'),
      render: (_, s) => formatDateTime(s.submittedAt),
    },
    {
      key: 'score',
      title: t('progress.average'),
      align: 'right',
      render: (_, s) =>
        s.score === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(s.score)}`}>
            {Math.round(s.score)}
          </span>
        ),
    },
  ];

  return (
    <Drawer
      open={lessonId !== undefined}
      onClose={onClose}
      size={Math.min(640, window.innerWidth)}
      title={data ? t('homework.studentsTitle', { lesson: data.homework.title }) : t('homework.students')}
      data-testid="homework-students"
      destroyOnHidden
    >
      {query.isError && <QueryError error={query.error} onRetry={() => query.refetch()} testId="learning-error" />}
      {data && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'due', label: t('homework.dueAt'), children: <DueTag dueAt={data.homework.dueAt} handedIn /> },
              {
                key: 'in',
                label: t('homework.handedIn'),
                children: t('homework.handedInOf', { n: data.homework.submitted, of: data.homework.students }),
              },
            ]}
          />
          {missing > 0 && (
            <Alert
              className="homework-drawer__missing"
              type="warning"
              showIcon
              title={t('homework.notYet', { count: missing })}
              data-testid="homework-missing"
            />
          )}
          <Table<HomeworkStudent>
            size="small"
            rowKey="studentId"
            columns={columns}
            dataSource={data.students}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </Drawer>
  );
}
