import { BookOutlined, FormOutlined, OrderedListOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { CourseRow, Subject } from '@edu/shared';
import { mayCall } from '@edu/shared/api/endpoint';
import { Badge, Button, Card, Collapse, Empty, Flex, Grid, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaller } from '../../../ui/access';
import { useGradeLabel } from '../../../ui/grades';
import { ListSearch } from '../../../ui/list/ListToolbar';
import { PagedList } from '../../../ui/list/PagedList';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { useChapterTree, useCourseList, useTextbookEditions } from '../api/courses';
import { GradeSelect, SubjectSelect } from '../components/selects';
import '../content.css';
import '../i18n';
import { routes } from '../../../app/api';
import { CONTENT_NS } from '../i18n';
import { CourseFormModal } from './CourseFormModal';
import { CourseOutline } from './CourseOutline';
import { CourseCover, editContentPath, PublishedTag } from './course-ui';
import { LessonDrawer } from './LessonDrawer';
import { TocEditor } from './TocEditor';
import { useSubjectLabel } from '../../../ui/subjects';

interface Filters {
  subject?: Subject;
  grade?: number;
  textbookEdition?: string;
}

/** The table of contents of one book course, editable by its managers. */
function TocAction({ course }: { course: CourseRow }) {
  const { t } = useTranslation(CONTENT_NS);
  const tree = useChapterTree(course.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<OrderedListOutlined />}
        onClick={() => setOpen(true)}
        disabled={!tree.data}
        data-testid="edit-toc"
      >
        {t('toc.edit')}
      </Button>
      {tree.data && (
        <TocEditor
          open={open}
          course={course}
          chapters={tree.data.chapters}
          lessons={tree.data.lessons}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * /bookCourse/index: courses that follow a textbook edition's table of contents, grouped by edition.
 * Admins create them, edit the table of contents and the lessons; correction teachers read the
 * published ones.
 */
export default function BookCoursePage() {
  const { t } = useTranslation(CONTENT_NS);
  const navigate = useNavigate();
  const caller = useCaller();
  const manager = mayCall(routes.content.saveCourse, caller.roles);
  const screens = Grid.useBreakpoint();
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  const list = useListState<Filters>({}, { pageSize: 10 });
  const f = list.state.filters;
  const editions = useTextbookEditions({
    ...(f.subject ? { subject: f.subject } : {}),
    ...(f.grade ? { grade: f.grade } : {}),
  });
  const courses = useCourseList({ ...list.params, kind: 'book' });
  const [creating, setCreating] = useState(false);
  const [reading, setReading] = useState<number | undefined>();

  const editionList = (
    <List
      size="small"
      className="edition-list"
      loading={editions.isLoading}
      data-testid="edition-list"
      dataSource={[
        { edition: '', courseCount: editions.data?.reduce((n, e) => n + e.courseCount, 0) ?? 0 },
        ...(editions.data ?? []),
      ]}
      locale={{ emptyText: t('book.noEditions') }}
      renderItem={(e) => {
        const active = (f.textbookEdition ?? '') === e.edition;
        return (
          <List.Item
            className={`edition-item${active ? ' edition-item--active' : ''}`}
            onClick={() => list.setFilters({ textbookEdition: e.edition || undefined })}
            data-testid="edition-item"
          >
            <span className="edition-item__name">{e.edition || t('book.allEditions')}</span>
            <Badge count={e.courseCount} showZero color={active ? '#1677ff' : '#bfbfbf'} />
          </List.Item>
        );
      }}
    />
  );

  return (
    <div className="ct-sided" data-testid="book-courses">
      <Card className="ct-card book-page__side" title={t('book.editions')}>
        <Flex vertical gap={8}>
          <SubjectSelect
            allowClear
            value={f.subject}
            onChange={(v) => list.setFilters({ subject: v as Subject, textbookEdition: undefined })}
            className="ct-fill"
          />
          <GradeSelect
            allowClear
            value={f.grade}
            onChange={(v) => list.setFilters({ grade: v, textbookEdition: undefined })}
            className="ct-fill"
          />
          {editions.isError ? (
            <QueryError testId="content-error" error={editions.error} onRetry={() => void editions.refetch()} />
          ) : (
            editionList
          )}
        </Flex>
      </Card>
      <Card
        className="ct-card ct-list book-page__main"
        title={f.textbookEdition ?? t('book.allEditions')}
        extra={
          manager ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="create-book-course"
            >
              {t('book.create')}
            </Button>
          ) : undefined
        }
      >
        <ListSearch list={list} placeholder={t('course.searchPlaceholder')} />
        <PagedList<CourseRow>
          query={courses}
          // Subject and grade choose the editions too: only a search or an edition makes "no match".
          list={{ ...list, filtered: list.filtered && Boolean(list.state.keyword || f.textbookEdition) }}
          loading={<Skeleton active />}
          empty={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={manager ? t('book.none') : t('book.noneReader')}
              data-testid="list-empty"
            >
              {manager && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  {t('book.create')}
                </Button>
              )}
            </Empty>
          }
          errorTestId="content-error"
          sizeChanger={false}
          pagination={{ size: 'small' }}
        >
          {(rows) => (
            // Only the title toggles (collapsible="header"): the header's actions are then beside the toggle
            // button, not inside it (axe: nested-interactive). The arrow moves into the title with it.
            <Collapse
              className="book-list"
              collapsible="header"
              expandIcon={() => null}
              defaultActiveKey={rows.length === 1 ? [String(rows[0]!.id)] : []}
              items={rows.map((c) => ({
                key: String(c.id),
                label: (
                  <Flex gap={12} align="center" className="book-row" data-testid="book-course">
                    <RightOutlined className="book-row__arrow" />
                    <CourseCover course={c} />
                    <Flex vertical className="book-row__text">
                      <Typography.Text strong>{c.title}</Typography.Text>
                      <Typography.Text type="secondary" className="book-row__sub">
                        <BookOutlined /> {c.textbookEdition} · {subjectLabel(c.subject)} · {gradeLabel(c.grade)} ·{' '}
                        {t('course.counts', { chapters: c.chapterCount, lessons: c.lessonCount })}
                      </Typography.Text>
                    </Flex>
                    {manager && <PublishedTag published={c.published} />}
                  </Flex>
                ),
                extra:
                  manager && c.editable && screens.md ? (
                    <span onClick={(e) => e.stopPropagation()}>
                      <Space size={4}>
                        <TocAction course={c} />
                        <Button size="small" icon={<FormOutlined />} onClick={() => navigate(editContentPath(c.id))}>
                          {t('course.editContent')}
                        </Button>
                      </Space>
                    </span>
                  ) : undefined,
                children: (
                  <Flex vertical gap={8}>
                    {manager && c.editable && !screens.md && (
                      <Space wrap>
                        <TocAction course={c} />
                        <Button size="small" icon={<FormOutlined />} onClick={() => navigate(editContentPath(c.id))}>
                          {t('course.editContent')}
                        </Button>
                      </Space>
                    )}
                    <CourseOutline courseId={c.id} showStatus={manager} onOpenLesson={setReading} />
                  </Flex>
                ),
              }))}
            />
          )}
        </PagedList>
      </Card>
      <CourseFormModal
        open={creating}
        defaults={{
          kind: 'book',
          textbookEdition: f.textbookEdition,
          subject: f.subject ?? 'math',
          grade: f.grade ?? 7,
        }}
        onClose={() => setCreating(false)}
      />
      <LessonDrawer lessonId={reading} onClose={() => setReading(undefined)} />
    </div>
  );
}
