import { BookOutlined } from '@ant-design/icons';
import type { CourseKind, CourseRow } from '@edu/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';

const KIND_COLORS: Record<CourseKind, string> = { normal: 'blue', ai: 'purple', book: 'green' };

export function CourseKindTag({ kind }: { kind: CourseKind }) {
  const { t } = useTranslation(CONTENT_NS);
  return <Tag color={KIND_COLORS[kind]}>{t(`courseKind.${kind}`)}</Tag>;
}

export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation(CONTENT_NS);
  return published ? (
    <Tag color="success" data-testid="status-published">
      {t('status.published')}
    </Tag>
  ) : (
    <Tag data-testid="status-draft">{t('status.draft')}</Tag>
  );
}

/** A course's cover, or a placeholder in the subject's colour. */
export function CourseCover({
  course,
  size = 'small',
}: {
  course: Pick<CourseRow, 'cover' | 'title' | 'subject'>;
  size?: 'small' | 'large';
}) {
  return course.cover ? (
    <img src={course.cover} alt="" className={`course-cover course-cover--${size}`} loading="lazy" />
  ) : (
    <span
      className={`course-cover course-cover--${size} course-cover--empty course-cover--${course.subject}`}
      aria-hidden
    >
      <BookOutlined />
    </span>
  );
}

export const editContentPath = (courseId: number, lessonId?: number) =>
  `/courseCenter/EditContent?id=${courseId}${lessonId ? `&lesson=${lessonId}` : ''}`;
