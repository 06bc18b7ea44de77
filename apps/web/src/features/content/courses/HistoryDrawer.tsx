import { Drawer, Flex, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditLogCard } from '../../../ui/audit/AuditLogCard';
import { CONTENT_NS } from '../i18n';

/**
 * Who changed a course and the lesson being edited, and how (the audit log the server keeps of every
 * content change, scoped like the course itself).
 */
export function HistoryDrawer({
  open,
  course,
  lesson,
  onClose,
}: {
  open: boolean;
  course: { id: number; title: string };
  lesson?: { id: number; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.lg ? 1040 : '100%'}
      title={t('history.title')}
      destroyOnHidden
      data-testid="history-drawer"
    >
      <Flex vertical gap={16}>
        <AuditLogCard targetType="course" targetId={course.id} title={t('history.course', { title: course.title })} />
        {lesson && (
          <AuditLogCard targetType="lesson" targetId={lesson.id} title={t('history.lesson', { title: lesson.title })} />
        )}
      </Flex>
    </Drawer>
  );
}
