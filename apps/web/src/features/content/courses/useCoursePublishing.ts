import type { CourseRow } from '@edu/shared';
import type { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { usePublishCourse } from '../api/courses';
import { CONTENT_NS } from '../i18n';

/** The confirm dialogs of a page (Modal.useModal). */
type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** Publishing or unpublishing a course, after asking (what readers will see, or stop seeing). */
export function useCoursePublishing(modal: ModalApi): (course: Pick<CourseRow, 'id' | 'title' | 'published'>) => void {
  const { t } = useTranslation(CONTENT_NS);
  const publish = usePublishCourse();
  return (c) => {
    void modal.confirm({
      title: c.published
        ? t('course.unpublishTitle', { title: c.title })
        : t('course.publishTitle', { title: c.title }),
      content: c.published ? t('course.unpublishBody') : t('course.publishBody'),
      okText: c.published ? t('course.unpublish') : t('course.publish'),
      cancelText: t('common:cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: settle(async () => {
        await publish.mutateAsync({ id: c.id, published: !c.published });
        void toastSuccess(c.published ? t('course.unpublished') : t('course.published'));
      }),
    });
  };
}
