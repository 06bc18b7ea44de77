import type { ClassRow } from '@edu/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { settle } from '../../../ui/confirm';
import { useDeleteClass, useSaveClass } from '../api/classes';
import { ORG_NS } from '../i18n';

/** Confirmed class operations with their feedback: archive/activate and delete. */
export function useClassOperations() {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const save = useSaveClass();
  const remove = useDeleteClass();

  const toggle = (cls: Pick<ClassRow, 'id' | 'name' | 'status'>) => {
    const archiving = cls.status === 1;
    modal.confirm({
      title: t(archiving ? 'classes.archiveTitle' : 'classes.activateTitle', { name: cls.name }),
      content: t(archiving ? 'classes.archiveContent' : 'classes.activateContent'),
      okText: t(archiving ? 'classes.archive' : 'classes.activate'),
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await save.mutateAsync({ id: cls.id, status: archiving ? 0 : 1 });
        void message.success(t(archiving ? 'classes.archived' : 'classes.activated', { name: cls.name }));
      }),
    });
  };

  const confirmDelete = (cls: Pick<ClassRow, 'id' | 'name' | 'studentCount'>, onDeleted?: () => void) => {
    modal.confirm({
      title: t('classes.deleteTitle', { name: cls.name }),
      content: t('classes.deleteContent', { count: cls.studentCount }),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(cls.id);
        void message.success(t('classes.deleted', { name: cls.name }));
        onDeleted?.();
      }),
    });
  };

  return { toggle, confirmDelete };
}
