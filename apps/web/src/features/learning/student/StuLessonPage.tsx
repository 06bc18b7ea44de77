import { STUDENT_LESSON_STATES, type MyLessonRow, type StudentLessonState } from '@edu/shared';
import { Button, Card, Select, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useMyLessons } from '../api/student';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { DueTag, LateTag } from '../homework/DueTag';
import { TitleCell } from '../TitleCell';
import { clearLessonStorage } from './drafts';
import { LessonStateTag } from './LessonStateTag';

export const lessonDetailPath = (lessonId: number) => `/stuLesson/stuLessonDetail?lessonId=${lessonId}`;

/**
 * /stuLesson/stuLesson: the lessons released to the student's classes, newest first, with where it stands
 * in each. Landing here clears the stored lesson timer and chapter (spec section 2).
 */
export default function StuLessonPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const list = useListState<{ state?: StudentLessonState }>({});
  const query = useMyLessons(list.params);
  useEffect(() => clearLessonStorage(), []);

  const columns: TableColumnsType<MyLessonRow> = [
    {
      key: 'title',
      title: t('student.lesson'),
      render: (_, r) => <TitleCell title={r.title} detail={`${r.courseTitle} · ${r.chapterTitle}`} />,
    },
    { key: 'class', title: t('ui:fields.class'), dataIndex: 'className', responsive: ['md'] },
    {
      key: 'released',
      title: t('student.released'),
      width: 170,
      responsive: ['lg'],
      render: (_, r) => formatDateTime(r.releasedAt),
    },
    {
      key: 'state',
      title: t('ui:fields.status'),
      width: 150,
      // Homework carries its due time (or "late" once handed in after it).
      render: (_, r) => (
        <div className="stu-lessons__state-cell">
          <LessonStateTag state={r.state} />
          {r.late ? (
            <LateTag />
          ) : (
            r.dueAt && <DueTag dueAt={r.dueAt} handedIn={r.state === 'submitted' || r.state === 'graded'} />
          )}
        </div>
      ),
    },
    {
      key: 'score',
      title: t('student.score'),
      width: 90,
      align: 'right',
      render: (_, r) => (r.score === null ? '—' : r.score),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: 130,
      render: (_, r) => {
        const label = t(r.state === 'graded' || r.state === 'submitted' ? 'student.report' : 'student.open');
        return (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(lessonDetailPath(r.lessonId))}
            // The visible word first, so that the name a screen reader hears contains what is seen.
            aria-label={`${label}: ${r.title}`}
            data-testid="stu-lesson-open"
          >
            {label}
          </Button>
        );
      },
    },
  ];

  return (
    <Card data-testid="stu-lessons">
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('student.search')} />
            <Select<StudentLessonState>
              allowClear
              aria-label={t('ui:fields.status')}
              placeholder={t('ui:fields.status')}
              className="stu-lessons__state"
              value={list.state.filters.state}
              onChange={(state) => list.setFilters({ state })}
              options={STUDENT_LESSON_STATES.map((s) => ({ value: s, label: t(`student.states.${s}`) }))}
            />
          </>
        }
      />
      <ListTable<MyLessonRow>
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => `${r.className}-${r.lessonId}`}
        emptyText={t('student.empty')}
        // Narrow screens: the titles wrap so that state, score and the action stay in reach.
        scroll={{ x: 600 }}
        errorTestId="learning-error"
      />
    </Card>
  );
}
