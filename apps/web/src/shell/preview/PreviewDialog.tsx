import { PREVIEWABLE_ROLE_CODES } from '@edu/shared/access';
import { roleNameOf } from '@edu/shared/roles';
import { Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, routes } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { SHELL_NS } from '../i18n';
import { startPreview, usePreviewDialog } from './flow';

/** The label of a previewable role. */
export function usePreviewRoleLabel(): (roleType: number) => string {
  const { t } = useTranslation(SHELL_NS);
  return (roleType) => t(`rolePreview.roles.${roleNameOf(roleType) ?? 'teacher'}`);
}

/**
 * "Preview as role…" (admins): a role, optionally one of its users in the admin's scope (searched on the
 * server with the user list), then Start. Without a user the server picks the first active one.
 */
export default function PreviewDialog() {
  const { t } = useTranslation(SHELL_NS);
  const open = usePreviewDialog((s) => s.open);
  const hide = usePreviewDialog((s) => s.hide);
  const roleLabel = usePreviewRoleLabel();
  const [roleType, setRoleType] = useState<number>(PREVIEWABLE_ROLE_CODES[0] ?? 0);
  const [userId, setUserId] = useState<number | undefined>();
  const [starting, setStarting] = useState(false);
  const params = useMemo<ListParams>(() => ({ roleType, status: 1 }), [roleType]);

  const onStart = async () => {
    setStarting(true);
    try {
      await startPreview({ roleType, ...(userId ? { userId } : {}) });
    } catch {
      // the request client showed the server's message
      setStarting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('rolePreview.title')}
      okText={t('rolePreview.start')}
      cancelText={t('rolePreview.cancel')}
      onOk={() => void onStart()}
      onCancel={hide}
      confirmLoading={starting}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'preview-start' } as Record<string, string>}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('rolePreview.role')} htmlFor="preview-role">
          <Select<number>
            id="preview-role"
            data-testid="preview-role"
            value={roleType}
            options={PREVIEWABLE_ROLE_CODES.map((code) => ({ value: code, label: roleLabel(code) }))}
            onChange={(next) => {
              setRoleType(next);
              setUserId(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={t('rolePreview.user')} htmlFor="preview-user">
          <RemoteSelect
            id="preview-user"
            data-testid="preview-user"
            placeholder={t('rolePreview.userPlaceholder')}
            allowClear
            group="org"
            kind={`preview-users-${roleType}`}
            params={params}
            value={userId ?? null}
            onChange={(next) => setUserId(typeof next === 'number' ? next : undefined)}
            fetchOptions={async (p, signal) =>
              (
                await call(
                  routes.org.getUserList,
                  {
                    roleType,
                    status: 1,
                    page: 1,
                    pageSize: 20,
                    ...(typeof p.keyword === 'string' ? { keyword: p.keyword } : {}),
                  },
                  { signal, silent: true },
                )
              ).list.map((u) => ({
                value: u.id,
                label: u.name && u.name !== u.username ? `${u.name} (${u.username})` : u.username,
              }))
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
