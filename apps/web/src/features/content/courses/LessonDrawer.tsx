import { Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { useLessonDetail } from '../api/courses';
import { CONTENT_NS } from '../i18n';
import { LessonView } from './LessonView';

/**
 * A lesson as readers see it, in a drawer: for correction teachers (who have no lesson page) and for
 * authors checking their lesson without leaving the editor.
 */
export function LessonDrawer({ lessonId, onClose }: { lessonId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const screens = Grid.useBreakpoint();
  const lesson = useLessonDetail(lessonId);
  return (
    <Drawer
      open={lessonId !== undefined}
      onClose={onClose}
      size={screens.lg ? 880 : '100%'}
      title={lesson.data?.title ?? t('lesson.loading')}
      destroyOnHidden
      data-testid="lesson-drawer"
      className="lesson-drawer"
    >
      {lesson.isError ? (
        <QueryError testId="content-error" error={lesson.error} onRetry={() => void lesson.refetch()} />
      ) : !lesson.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {lesson.data.courseTitle} / {lesson.data.chapterTitle}
          </Typography.Text>
          <LessonView lesson={lesson.data} />
        </Flex>
      )}
    </Drawer>
  );
}
