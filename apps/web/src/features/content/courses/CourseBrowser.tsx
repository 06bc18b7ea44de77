import { ArrowLeftOutlined, BookOutlined, FormOutlined, ReadOutlined } from '@ant-design/icons';
import type { CourseRow } from '@edu/shared';
import { Button, Card, Col, Flex, Modal, Result, Row, Skeleton, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGradeLabel } from '../../../ui/grades';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { PAGE_SIZE_OPTIONS } from '../../../ui/list/list-params';
import { PagedList } from '../../../ui/list/PagedList';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useCourseDetail, useCourseList } from '../api/courses';
import { BrandFilter } from '../components/selects';
import { CONTENT_NS } from '../i18n';
import { CourseFilterFields, type CourseListFilters } from './CourseFilterFields';
import { CourseOutline } from './CourseOutline';
import { CourseCover, CourseHeadline, CourseKindTag, editContentPath, PublishedTag } from './course-ui';
import { useCoursePublishing } from './useCoursePublishing';
import { useSubjectLabel } from '../../../ui/subjects';

interface Filters extends CourseListFilters {
  brandId?: number;
}

export type BrowserMode = 'teacher' | 'manage';

/** Where a mode opens a lesson. */
export const lessonPath = (mode: BrowserMode, lessonId: number) =>
  `${mode === 'teacher' ? '/TeaCourse' : '/CourseManag'}/lessonDeatil?id=${lessonId}`;

function CourseCard({
  course,
  mode,
  onOpen,
  onPublish,
}: {
  course: CourseRow;
  mode: BrowserMode;
  onOpen: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const navigate = useNavigate();
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  return (
    <Card
      hoverable
      className="course-card"
      onClick={onOpen}
      data-testid="course-card"
      cover={<CourseCover course={course} size="large" />}
      actions={
        mode === 'manage'
          ? [
              <span
                key="pub"
                onClick={(e) => e.stopPropagation()}
                onKeyDown={(e) => e.stopPropagation()}
                role="presentation"
              >
                <Switch
                  size="small"
                  checked={course.published}
                  disabled={!course.editable}
                  onChange={onPublish}
                  checkedChildren={t('status.published')}
                  unCheckedChildren={t('status.draft')}
                />
              </span>,
              <Button
                key="edit"
                type="link"
                size="small"
                icon={<FormOutlined />}
                disabled={!course.editable}
                onClick={(e) => {
                  e.stopPropagation();
                  navigate(editContentPath(course.id));
                }}
              >
                {t('course.editContent')}
              </Button>,
            ]
          : undefined
      }
    >
      <Card.Meta
        title={<span data-testid="course-card-title">{course.title}</span>}
        description={
          <Flex vertical gap={6}>
            <Space size={[4, 4]} wrap>
              <CourseKindTag kind={course.kind} />
              {mode === 'manage' && <PublishedTag published={course.published} />}
            </Space>
            <Typography.Text type="secondary">
              {subjectLabel(course.subject)} · {gradeLabel(course.grade)}
            </Typography.Text>
            <Typography.Text type="secondary">
              <ReadOutlined /> {t('course.counts', { chapters: course.chapterCount, lessons: course.lessonCount })}
            </Typography.Text>
          </Flex>
        }
      />
    </Card>
  );
}

/** One course opened: its details and its outline, lessons open the reader page. */
function CourseDetailView({ courseId, mode, onBack }: { courseId: number; mode: BrowserMode; onBack: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const navigate = useNavigate();
  const course = useCourseDetail(courseId);
  if (course.isError) {
    return (
      <Card className="ct-card">
        <QueryError testId="content-error" error={course.error} onRetry={() => void course.refetch()} />
        <Flex justify="center">
          <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
            {t('ui:actions.back')}
          </Button>
        </Flex>
      </Card>
    );
  }
  const c = course.data;
  return (
    <Flex vertical gap={16} data-testid="course-detail">
      <Card className="ct-card course-head">
        {!c ? (
          <Skeleton active />
        ) : (
          <Flex gap={16} align="center" wrap>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              onClick={onBack}
              aria-label={t('ui:actions.back')}
              data-testid="course-back"
            />
            <CourseHeadline
              course={c}
              withPublished={mode === 'manage'}
              more={c.textbookEdition ? ` · ${c.textbookEdition}` : ''}
            >
              {c.description && (
                <Typography.Paragraph className="course-head__desc">{c.description}</Typography.Paragraph>
              )}
            </CourseHeadline>
            {mode === 'manage' && c.editable && (
              <Button icon={<FormOutlined />} onClick={() => navigate(editContentPath(c.id))}>
                {t('course.editContent')}
              </Button>
            )}
          </Flex>
        )}
      </Card>
      <Card className="ct-card" title={t('chapter.outline')}>
        <CourseOutline
          courseId={courseId}
          showStatus={mode === 'manage'}
          onOpenLesson={(id) => navigate(lessonPath(mode, id))}
        />
      </Card>
    </Flex>
  );
}

/**
 * Courses as cards, then one course's outline (`?course=<id>`), lessons opening on the reader page.
 * Teachers (/TeaCourse/TeaCourse) see the published courses of their brand and the platform; the
 * admin (/CourseManag/CourseManag) sees every course with its state and can publish it.
 */
export function CourseBrowser({ mode }: { mode: BrowserMode }) {
  const { t } = useTranslation(CONTENT_NS);
  const [search, setSearch] = useSearchParams();
  const openId = idFromQuery(search.get('course'));
  const list = useListState<Filters>({}, { pageSize: 12 });
  const query = useCourseList(
    { ...list.params, ...(mode === 'teacher' ? { published: true } : {}) },
    openId === undefined,
  );
  const [modal, modalContext] = Modal.useModal();
  const togglePublish = useCoursePublishing(modal);
  const f = list.state.filters;

  const open = (id: number | undefined) => {
    const next = new URLSearchParams(search);
    if (id === undefined) next.delete('course');
    else next.set('course', String(id));
    setSearch(next);
  };

  if (openId !== undefined) return <CourseDetailView courseId={openId} mode={mode} onBack={() => open(undefined)} />;

  return (
    <Card className="ct-card ct-list" data-testid={mode === 'teacher' ? 'teacher-courses' : 'course-manage'}>
      {modalContext}
      <ListToolbar
        filters={
          <>
            <CourseFilterFields list={list} withPublished={mode === 'manage'} />
            {mode === 'manage' && (
              <BrandFilter
                value={f.brandId}
                onChange={(v) => list.setFilters({ brandId: v })}
                className="list-toolbar__select list-toolbar__select--wide"
              />
            )}
          </>
        }
      />
      <PagedList<CourseRow>
        query={query}
        list={list}
        loading={
          <Row gutter={[16, 16]}>
            {[1, 2, 3, 4].map((k) => (
              <Col key={k} xs={24} sm={12} lg={8} xl={6}>
                <Card className="course-card">
                  <Skeleton active />
                </Card>
              </Col>
            ))}
          </Row>
        }
        empty={
          <Result
            icon={<BookOutlined />}
            title={mode === 'teacher' ? t('course.noneForTeacher') : t('course.none')}
            subTitle={mode === 'teacher' ? t('course.noneForTeacherHint') : undefined}
            data-testid="list-empty"
          />
        }
        errorTestId="content-error"
        pagination={{ pageSizeOptions: ['12', '24', '48', ...PAGE_SIZE_OPTIONS.slice(3).map(String)] }}
      >
        {(courses) => (
          <Row gutter={[16, 16]} className={query.isFetching ? 'ct-fetching' : undefined}>
            {courses.map((c) => (
              <Col key={c.id} xs={24} sm={12} lg={8} xl={6}>
                <CourseCard course={c} mode={mode} onOpen={() => open(c.id)} onPublish={() => togglePublish(c)} />
              </Col>
            ))}
          </Row>
        )}
      </PagedList>
    </Card>
  );
}
