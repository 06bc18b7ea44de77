import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { HomeworkRow } from '@edu/shared';
import { Button, Modal, Progress, Segmented, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { IconAction } from '../../../ui/IconAction';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useClassHomework, useRemoveHomework } from '../api/homework';
import { scoreBand } from '../classes/score-band';
import { LEARNING_NS } from '../i18n';
import { TitleCell } from '../TitleCell';
import { DueTag } from './DueTag';
import { GiveHomeworkModal } from './GiveHomeworkModal';
import { HomeworkStudentsDrawer } from './HomeworkStudentsDrawer';

type When = 'open' | 'past';

/**
 * A class's homework (myClassDetail, tab "Homework"): open ones first by due time, then past ones; how many
 * handed in (late among them) and the average; give a lesson as homework, change one, take it back, and see
 * who has not handed it in.
 */
export function HomeworkPanel({ classId, className, grade }: { classId: number; className: string; grade: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const [modal, modalContext] = Modal.useModal();
  const list = useListState<{ when?: When }>({});
  const query = useClassHomework(classId, list.params);
  const remove = useRemoveHomework();
  const [editing, setEditing] = useState<HomeworkRow | null>(null);
  const [giving, setGiving] = useState(false);
  const [watching, setWatching] = useState<number | undefined>();

  const takeBack = (row: HomeworkRow) =>
    void modal.confirm({
      title: t('homework.removeTitle'),
      content: t('homework.removeContent', { lesson: row.title, class: className }),
      okText: t('homework.remove'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync({ classId, lessonId: row.lessonId });
        toastSuccess(t('homework.removed'));
      }),
    });

  const columns: TableColumnsType<HomeworkRow> = [
    {
      key: 'lesson',
      title: t('homework.lesson'),
      render: (_, r) => <TitleCell title={r.title} detail={r.courseTitle} />,
    },
    {
      key: 'dueAt',
      title: t('homework.dueAt'),
      width: 190,
      render: (_, r) => <DueTag dueAt={r.dueAt} handedIn={r.submitted >= r.students} />,
    },
    {
      key: 'handedIn',
      title: t('homework.handedIn'),
      width: 190,
      render: (_, r) => (
        <div data-testid="homework-handed-in">
          <Progress
            percent={r.students === 0 ? 0 : Math.round((100 * r.submitted) / r.students)}
            size="small"
            showInfo={false}
            aria-label={t('homework.handedInOf', { n: r.submitted, of: r.students })}
          />
          <Typography.Text>
            {t('homework.handedInOf', { n: r.submitted, of: r.students })}
            {r.late > 0 && (
              <Tag color="volcano" className="homework__late-count">
                {t('homework.lateCount', { count: r.late })}
              </Tag>
            )}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'average',
      title: t('progress.average'),
      width: 90,
      align: 'right',
      render: (_, r) =>
        r.average === null ? (
          '—'
        ) : (
          <span className={`progress-cell__score progress-cell__score--${scoreBand(r.average)}`}>{r.average}</span>
        ),
    },
    {
      key: 'source',
      title: t('homework.questions'),
      width: 140,
      responsive: ['lg'],
      render: (_, r) =>
        t(r.source === 'lesson' ? 'homework.countLesson' : 'homework.countPreparation', { count: r.questionCount }),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 150,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <IconAction
            icon={<TeamOutlined />}
            label={t('homework.studentsOf', { lesson: r.title })}
            onClick={() => setWatching(r.lessonId)}
            data-testid="homework-open-students"
          />
          <IconAction
            icon={<EditOutlined />}
            label={t('homework.editOf', { lesson: r.title })}
            onClick={() => setEditing(r)}
            data-testid="homework-edit"
          />
          <IconAction
            icon={<DeleteOutlined />}
            label={t('homework.removeOf', { lesson: r.title })}
            onClick={() => takeBack(r)}
            danger
            data-testid="homework-remove"
          />
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="class-homework">
      {modalContext}
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('homework.search')} />
            <Segmented<When | 'all'>
              aria-label={t('homework.when')}
              value={list.state.filters.when ?? 'all'}
              onChange={(v) => list.setFilters({ when: v === 'all' ? undefined : v })}
              options={[
                { value: 'all', label: t('homework.whenAll') },
                { value: 'open', label: t('homework.whenOpen') },
                { value: 'past', label: t('homework.whenPast') },
              ]}
              data-testid="homework-when"
            />
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGiving(true)} data-testid="homework-give">
            {t('homework.give')}
          </Button>
        }
      />
      <ListTable<HomeworkRow>
        query={query}
        list={list}
        columns={columns}
        rowKey="lessonId"
        emptyText={t('homework.empty')}
        scroll={{ x: 'max-content' }}
        errorTestId="learning-error"
      />
      <GiveHomeworkModal
        open={giving || editing !== null}
        classId={classId}
        className={className}
        grade={grade}
        editing={editing}
        onClose={() => {
          setGiving(false);
          setEditing(null);
        }}
      />
      <HomeworkStudentsDrawer classId={classId} lessonId={watching} onClose={() => setWatching(undefined)} />
    </div>
  );
}
