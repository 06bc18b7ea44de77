import { LineChartOutlined, UnlockOutlined } from '@ant-design/icons';
import type { MyClassRow } from '@edu/shared';
import { Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCompact, formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { QueryError } from '../../../ui/QueryError';
import { useMyClasses } from '../api/releases';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { classDetailPath } from '../paths';
import { scoreBand } from './score-band';

/**
 * /myClass/myClass: the classes a teacher teaches, with their size, how many lessons are open to them or
 * scheduled and their average score; from a class to its progress grid or to releasing its lessons.
 */
export default function MyClassPage() {
  const { t } = useTranslation(LEARNING_NS);
  const gradeLabel = useGradeLabel();
  const navigate = useNavigate();
  const classes = useMyClasses();

  const columns: TableColumnsType<MyClassRow> = [
    {
      title: t('ui:fields.class'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button
          type="link"
          className="my-class__name"
          onClick={() => navigate(classDetailPath(row.id))}
          aria-label={t('myClass.progressFor', { name })}
          data-testid="my-class-open"
        >
          {name}
        </Button>
      ),
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    { title: t('ui:fields.school'), dataIndex: 'schoolName', responsive: ['md'] },
    {
      title: t('ui:fields.grade'),
      dataIndex: 'grade',
      render: (grade: number) => gradeLabel(grade),
      sorter: (a, b) => a.grade - b.grade,
      defaultSortOrder: 'ascend',
    },
    {
      title: t('myClass.students'),
      dataIndex: 'students',
      align: 'right',
      render: (n: number) => formatCompact(n),
      sorter: (a, b) => a.students - b.students,
    },
    { title: t('myClass.released'), dataIndex: 'released', align: 'right', sorter: (a, b) => a.released - b.released },
    {
      title: t('myClass.scheduled'),
      dataIndex: 'scheduled',
      align: 'right',
      responsive: ['sm'],
      sorter: (a, b) => a.scheduled - b.scheduled,
    },
    {
      title: t('homework.open'),
      key: 'homework',
      align: 'right',
      sorter: (a, b) => a.homeworkOpen - b.homeworkOpen,
      render: (_, row) =>
        row.homeworkOpen === 0 ? (
          t('homework.none')
        ) : (
          <div data-testid="my-class-homework">
            <Button
              type="link"
              size="small"
              onClick={() => navigate(classDetailPath(row.id, 'homework'))}
              // Says what the number counts; it ends with the number seen.
              aria-label={`${t('homework.open')} · ${row.name}: ${row.homeworkOpen}`}
            >
              {row.homeworkOpen}
            </Button>
            {row.nextDueAt && (
              <div>
                <Typography.Text type="secondary">
                  {t('homework.nextDue', { at: formatDateTime(row.nextDueAt) })}
                </Typography.Text>
              </div>
            )}
          </div>
        ),
    },
    {
      title: t('myClass.average'),
      dataIndex: 'average',
      align: 'right',
      render: (average: number | null) =>
        average === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(average)}`}>{average}</span>
        ),
      sorter: (a, b) => (a.average ?? -1) - (b.average ?? -1),
    },
    {
      title: t('ui:fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button
            type="link"
            size="small"
            icon={<LineChartOutlined />}
            onClick={() => navigate(classDetailPath(row.id))}
            aria-label={t('myClass.progressFor', { name: row.name })}
            data-testid="my-class-progress"
          >
            {t('myClass.progress')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<UnlockOutlined />}
            onClick={() => navigate(`/lockUp/index?classId=${row.id}`)}
            aria-label={t('myClass.releaseFor', { name: row.name })}
            data-testid="my-class-lock-up"
          >
            {t('myClass.release')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Card data-testid="my-classes">
      <Typography.Paragraph type="secondary">{t('myClass.intro')}</Typography.Paragraph>
      {classes.isError ? (
        <QueryError error={classes.error} onRetry={() => classes.refetch()} testId="learning-error" />
      ) : (
        <Table<MyClassRow>
          rowKey="id"
          columns={columns}
          dataSource={classes.data ?? []}
          loading={classes.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <ListEmpty filtered={false} text={t('lockUp.noClasses')} /> }}
          data-testid="my-class-table"
        />
      )}
    </Card>
  );
}
