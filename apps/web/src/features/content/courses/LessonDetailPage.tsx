import { ArrowLeftOutlined, EditOutlined, FormOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { mayCall } from '@edu/shared/api/endpoint';
import { Breadcrumb, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCaller } from '../../../ui/access';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useChapterTree, useLessonDetail } from '../api/courses';
import '../content.css';
import '../i18n';
import { routes } from '../../../app/api';
import { CONTENT_NS } from '../i18n';
import { type BrowserMode, lessonPath } from './CourseBrowser';
import { editContentPath, PublishedTag } from './course-ui';
import { LessonView } from './LessonView';
import { buildOutline, readingOrder } from './outline';

/**
 * /TeaCourse/lessonDeatil?id= (teachers) and /CourseManag/lessonDeatil?id= (admin): a lesson as
 * students read it, its formulas rendered, then its exercises as students will answer them (no
 * answers), with the previous and next lessons of the course. Teachers prepare it from here
 * (/TeaCourse/prepara), the admin reads the teachers' preparations (/CourseManag/prepara).
 */
export default function LessonDetailPage() {
  const { t } = useTranslation(CONTENT_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const caller = useCaller();
  const manager = mayCall(routes.content.saveLesson, caller.roles);
  // Lesson preparation (issue 10): a teacher prepares the lesson for a class; the admin reads the teachers' ones.
  const preparer = mayCall(routes.learning.getPreparation, caller.roles);
  const prepReader = mayCall(routes.learning.getLessonPreparations, caller.roles);
  const mode: BrowserMode = pathname.startsWith('/CourseManag') ? 'manage' : 'teacher';
  const base = mode === 'teacher' ? '/TeaCourse/TeaCourse' : '/CourseManag/CourseManag';
  const lessonId = idFromQuery(search.get('id'));
  const lesson = useLessonDetail(lessonId);
  const tree = useChapterTree(lesson.data?.courseId);
  const order = useMemo(
    () => (tree.data ? readingOrder(buildOutline(tree.data.chapters, tree.data.lessons)) : []),
    [tree.data],
  );
  const at = order.findIndex((l) => l.id === lessonId);
  const prev = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 && at < order.length - 1 ? order[at + 1] : undefined;

  if (!lessonId) {
    return (
      <Result
        status="warning"
        title={t('ui:missingId')}
        extra={<Button onClick={() => navigate(base)}>{t('ui:actions.back')}</Button>}
      />
    );
  }
  if (lesson.isError)
    return <QueryError testId="content-error" error={lesson.error} onRetry={() => void lesson.refetch()} />;
  const l = lesson.data;
  if (!l) return <Skeleton active className="ct-page-skeleton" />;
  const coursePath = `${base}?course=${l.courseId}`;

  return (
    <Flex vertical gap={16} className="lesson-page" data-testid="lesson-detail">
      <Card className="ct-card lesson-page__head">
        <Flex gap={12} align="flex-start" wrap justify="space-between">
          <div className="lesson-page__titles">
            <Breadcrumb items={[{ title: <Link to={coursePath}>{l.courseTitle}</Link> }, { title: l.chapterTitle }]} />
            <Typography.Title level={3} className="lesson-page__title" data-testid="lesson-heading">
              {l.title}
            </Typography.Title>
            {mode === 'manage' && <PublishedTag published={l.published} />}
          </div>
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(coursePath)}>
              {t('lesson.backToCourse')}
            </Button>
            {mode === 'teacher' && preparer && (
              <Button
                type="primary"
                icon={<FormOutlined />}
                onClick={() => navigate(`/TeaCourse/prepara?lessonId=${l.id}`)}
                data-testid="lesson-prepare"
              >
                {t('lesson.prepare')}
              </Button>
            )}
            {mode === 'manage' && prepReader && (
              <Button
                icon={<FormOutlined />}
                onClick={() => navigate(`/CourseManag/prepara?lessonId=${l.id}`)}
                data-testid="lesson-preparations"
              >
                {t('lesson.preparations')}
              </Button>
            )}
            {mode === 'manage' && manager && l.editable && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => navigate(editContentPath(l.courseId, l.id))}
              >
                {t('ui:actions.edit')}
              </Button>
            )}
          </Space>
        </Flex>
      </Card>
      <LessonView lesson={l} />
      {(prev || next) && (
        <Flex justify="space-between" gap={12} wrap className="lesson-page__nav">
          {prev ? (
            <Button
              icon={<LeftOutlined />}
              onClick={() => navigate(lessonPath(mode, prev.id))}
              className="lesson-page__nav-btn"
            >
              <span className="lesson-page__nav-text">{prev.title}</span>
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button
              onClick={() => navigate(lessonPath(mode, next.id))}
              className="lesson-page__nav-btn"
              data-testid="lesson-next"
            >
              <span className="lesson-page__nav-text">{next.title}</span> <RightOutlined />
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
