import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ThemeRow } from '@edu/shared';
import { App, Button, Card, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { useDeleteTheme, useThemeList } from '../api/branding';
import { pinned, useWide } from '../../../ui/list/useWide';
import '../i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { ThemeFormModal } from './ThemeFormModal';

/** /theme/theme (admin): named themes (colours, sidebar, logo placement), assigned to brands on their form. */
export default function ThemePage() {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const wide = useWide();
  const list = useListState({});
  const query = useThemeList(list.params);
  const remove = useDeleteTheme();
  const [editing, setEditing] = useState<ThemeRow | null>(null);
  const [creating, setCreating] = useState(false);

  const confirmDelete = (theme: ThemeRow) =>
    modal.confirm({
      title: t('themes.deleteTitle', { name: theme.name }),
      content: t('themes.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(theme.id);
        void message.success(t('themes.deleted', { name: theme.name }));
      }),
    });

  const swatch = (colour: string) => (
    <Space size={6}>
      <span className="theme-swatch" style={{ background: colour }} aria-hidden />
      <Typography.Text code>{colour}</Typography.Text>
    </Space>
  );

  const columns: TableColumnsType<ThemeRow> = [
    {
      key: 'name',
      title: t('themes.name'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      fixed: pinned(wide, 'left'),
      width: 200,
      render: (_, th) => <Typography.Text strong>{th.name}</Typography.Text>,
    },
    { key: 'primary', title: t('themes.primaryColor'), width: 150, render: (_, th) => swatch(th.primaryColor) },
    {
      key: 'sidebar',
      title: t('themes.sidebar'),
      width: 200,
      render: (_, th) => (
        <span className="theme-sample" style={{ background: th.sidebarBg, color: th.sidebarText }}>
          {t(`themes.mode.${th.sidebarMode}`)} · {t(`themes.placement.${th.logoPlacement}`)}
        </span>
      ),
    },
    {
      key: 'brands',
      title: t('themes.brandCount'),
      dataIndex: 'brandCount',
      align: 'right',
      width: 100,
      render: (n: number) => <Tag>{n}</Tag>,
    },
    {
      key: 'updatedAt',
      title: t('branding.updatedAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'updatedAt'),
      width: 160,
      responsive: ['xl'],
      render: (_, th) => formatDateTime(th.updatedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 180,
      render: (_, th) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(th)}
            data-testid="theme-action-edit"
          >
            {t('ui:actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={th.brandCount > 0}
            title={th.brandCount > 0 ? t('themes.inUse') : undefined}
            onClick={() => confirmDelete(th)}
            data-testid="theme-action-delete"
          >
            {t('ui:actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card className="org-card org-list" data-testid="theme-list">
      <ListToolbar
        filters={<ListSearch list={list} placeholder={t('themes.searchPlaceholder')} />}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-theme">
            {t('themes.create')}
          </Button>
        }
      />
      <ListTable<ThemeRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.noneYet', { what: t('themes.nouns') })}
        errorTestId="org-error"
      />
      <ThemeFormModal
        open={creating || editing !== null}
        theme={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Card>
  );
}
