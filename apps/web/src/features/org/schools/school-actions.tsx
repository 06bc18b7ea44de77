import type { SchoolRow } from '@edu/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { settle } from '../../../ui/confirm';
import { useDeleteSchool, useSaveSchool } from '../api/schools';
import { ORG_NS } from '../i18n';

/** Confirmed school operations with their feedback: enable/disable and delete. */
export function useSchoolOperations() {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const save = useSaveSchool();
  const remove = useDeleteSchool();

  const toggle = (school: Pick<SchoolRow, 'id' | 'name' | 'enabled'>) => {
    const disabling = school.enabled;
    modal.confirm({
      title: t(disabling ? 'schools.disableTitle' : 'schools.enableTitle', { name: school.name }),
      content: t(disabling ? 'schools.disableContent' : 'schools.enableContent'),
      okText: t(disabling ? 'common.disable' : 'common.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await save.mutateAsync({ id: school.id, enabled: !disabling });
        void message.success(t(disabling ? 'schools.disableDone' : 'schools.enableDone', { name: school.name }));
      }),
    });
  };

  const confirmDelete = (school: Pick<SchoolRow, 'id' | 'name'>, onDeleted?: () => void) => {
    modal.confirm({
      title: t('schools.deleteTitle', { name: school.name }),
      content: t('schools.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(school.id);
        void message.success(t('schools.deleted', { name: school.name }));
        onDeleted?.();
      }),
    });
  };

  return { toggle, confirmDelete };
}
