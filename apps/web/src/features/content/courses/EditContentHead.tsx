import { ArrowLeftOutlined, CheckCircleFilled, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { CourseRow } from '@edu/shared';
import { Button, Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { CourseHeadline } from './course-ui';

/** The head of the course being edited: what it is, and its info, history and publishing. */
export function EditContentHead({
  course,
  onBack,
  onEditInfo,
  onHistory,
  onPublish,
}: {
  course: CourseRow;
  onBack: () => void;
  onEditInfo: () => void;
  onHistory: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Card className="ct-card course-head">
      <Flex gap={16} align="center" wrap>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('ui:actions.back')} />
        <CourseHeadline
          course={course}
          withPublished
          more={`${course.kind === 'book' && course.textbookEdition ? ` · ${course.textbookEdition}` : ''} · ${course.brandName ?? t('owner.platform')}`}
        />
        <Space wrap className="course-head__actions">
          <Button icon={<EditOutlined />} onClick={onEditInfo}>
            {t('course.editInfo')}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={onHistory} data-testid="course-history">
            {t('history.button')}
          </Button>
          <Button
            type={course.published ? 'default' : 'primary'}
            icon={course.published ? undefined : <CheckCircleFilled />}
            onClick={onPublish}
            data-testid="course-publish"
          >
            {course.published ? t('course.unpublish') : t('course.publish')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
