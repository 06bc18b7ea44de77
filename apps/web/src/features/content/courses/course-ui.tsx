import { BookOutlined } from '@ant-design/icons';
import type { CourseKind, CourseRow } from '@edu/shared';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGradeLabel } from '../../../ui/grades';
import { CONTENT_NS } from '../i18n';
import { useSubjectLabel } from '../../../ui/subjects';

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

/**
 * The head of a course's page: its cover, title, kind (and state, `withPublished`), subject and grade
 * followed by `more` (", edition…"), then `children` under them.
 */
export function CourseHeadline({
  course,
  withPublished,
  more,
  children,
}: {
  course: CourseRow;
  withPublished: boolean;
  more: string;
  children?: ReactNode;
}) {
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  return (
    <>
      <CourseCover course={course} size="large" />
      <div className="course-head__text">
        <Typography.Title level={4} className="course-head__title" data-testid="course-heading">
          {course.title}
        </Typography.Title>
        <Space size={[4, 4]} wrap>
          <CourseKindTag kind={course.kind} />
          {withPublished && <PublishedTag published={course.published} />}
          <Typography.Text type="secondary">
            {subjectLabel(course.subject)} · {gradeLabel(course.grade)}
            {more}
          </Typography.Text>
        </Space>
        {children}
      </div>
    </>
  );
}

export const editContentPath = (courseId: number, lessonId?: number) =>
  `/courseCenter/EditContent?id=${courseId}${lessonId ? `&lesson=${lessonId}` : ''}`;
