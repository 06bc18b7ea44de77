import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  KeyOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { UserRow } from '@edu/shared';
import { canManageRole } from '@edu/shared/access';
import { App, Button, Dropdown, type MenuProps, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { useDeleteUser, useResetPassword, useSetUserStatus } from '../api/users';
import { ORG_NS } from '../i18n';

type Person = Pick<UserRow, 'id' | 'name' | 'username' | 'roleType' | 'status'>;

/** Confirmed user operations with their feedback: reset password, enable/disable, delete. */
export function useUserOperations() {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const reset = useResetPassword();

  const toggleStatus = (user: Person) => {
    const disabling = user.status === 1;
    modal.confirm({
      title: t(disabling ? 'users.disableTitle' : 'users.enableTitle', { name: user.name }),
      content: t(disabling ? 'users.disableContent' : 'users.enableContent'),
      okText: t(disabling ? 'common.disable' : 'common.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await setStatus.mutateAsync({ id: user.id, status: disabling ? 0 : 1 });
        void message.success(t(disabling ? 'users.disableDone' : 'users.enableDone', { name: user.name }));
      }),
    });
  };

  const confirmDelete = (user: Person, onDeleted?: () => void) => {
    modal.confirm({
      title: t('users.deleteTitle', { name: user.name }),
      content: t('users.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(user.id);
        void message.success(t('users.deleted', { name: user.name }));
        onDeleted?.();
      }),
    });
  };

  const resetPassword = (user: Person) => {
    modal.confirm({
      title: t('users.resetTitle', { name: user.name }),
      content: t('users.resetContent'),
      okText: t('users.resetOk'),
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        const result = await reset.mutateAsync(user.id);
        modal.success({
          title: t('users.resetDone', { name: user.name }),
          okText: t('ui:actions.close'),
          content: (
            <div data-testid="reset-password-result">
              <p>{t('users.resetShowOnce')}</p>
              <Typography.Text code copyable={{ text: result.password }} strong>
                {result.password}
              </Typography.Text>
            </div>
          ),
        });
      }),
    });
  };

  return { toggleStatus, confirmDelete, resetPassword };
}

/** Whether the caller may change this user (its role is manageable; itself: edit only). */
export function useCanManage(): (user: Pick<UserRow, 'id' | 'roleType'>) => { edit: boolean; others: boolean } {
  const caller = useCaller();
  return (user) => {
    const self = user.id === caller.userId;
    const manageable = canManageRole(caller.orgScope, user.roleType);
    return { edit: manageable || self, others: manageable && !self };
  };
}

/** A table row's actions: edit, and the rest in a menu. */
export function UserRowActions({
  user,
  onEdit,
  onDeleted,
}: {
  user: Person;
  onEdit: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const ops = useUserOperations();
  const can = useCanManage()(user);
  const items: MenuProps['items'] = [
    {
      key: 'reset',
      icon: <KeyOutlined />,
      label: <span data-testid="user-action-reset">{t('users.resetPassword')}</span>,
    },
    {
      key: 'status',
      icon: user.status === 1 ? <StopOutlined /> : <CheckCircleOutlined />,
      label: (
        <span data-testid="user-action-status">{user.status === 1 ? t('common.disable') : t('common.enable')}</span>
      ),
    },
    { type: 'divider' },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      danger: true,
      label: <span data-testid="user-action-delete">{t('ui:actions.delete')}</span>,
    },
  ];
  return (
    <Space size={4} wrap={false}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        disabled={!can.edit}
        onClick={onEdit}
        data-testid="user-action-edit"
      >
        {t('ui:actions.edit')}
      </Button>
      <Dropdown
        trigger={['click']}
        disabled={!can.others}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'reset') ops.resetPassword(user);
            if (key === 'status') ops.toggleStatus(user);
            if (key === 'delete') ops.confirmDelete(user, onDeleted);
          },
        }}
      >
        <Button type="link" size="small" data-testid="user-action-more">
          {t('ui:actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
