import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import type { PadAppRow } from '@edu/shared';
import { App, Avatar, Button, Card, Flex, Space, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../app/api';
import { settle } from '../../../ui/confirm';
import { IconAction } from '../../../ui/IconAction';
import { formatDateTime, formatSize } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { pinned, useWide } from '../../../ui/list/useWide';
import { useApplicationList, useDeleteApplication } from '../api';
import { PADS_NS } from '../i18n';
import '../pads.css';
import { ApplicationFormModal } from './ApplicationFormModal';
import { AppBrandsDrawer } from './AppBrandsDrawer';

/** An application's name with its icon (a placeholder letter when it has none). */
export function AppName({ name, icon }: { name: string; icon: string }) {
  return (
    <span className="pads-app-name">
      <Avatar shape="square" size={32} src={icon || undefined} alt="">
        {name.slice(0, 1)}
      </Avatar>
      <Typography.Text strong>{name}</Typography.Text>
    </span>
  );
}

type AppFacts = { name: string; icon: string; packageName: string; version: string; minOsVersion: string };

/** The columns every list of applications shows: name with its icon, package name, version, minimum OS. */
export function appColumns<T extends AppFacts>(
  t: TFunction,
  sorting: (key: 'name' | 'packageName') => Partial<TableColumnsType<T>[number]> = () => ({}),
): TableColumnsType<T> {
  return [
    {
      key: 'name',
      title: t('apps.name'),
      width: 220,
      ...sorting('name'),
      render: (_, a) => <AppName name={a.name} icon={a.icon} />,
    },
    {
      key: 'packageName',
      title: t('apps.packageName'),
      width: 200,
      ...sorting('packageName'),
      render: (_, a) => <Typography.Text code>{a.packageName}</Typography.Text>,
    },
    { key: 'version', title: t('apps.version'), dataIndex: 'version', width: 100 },
    {
      key: 'minOsVersion',
      title: t('apps.minOsVersion'),
      width: 130,
      render: (_, a) => (a.minOsVersion ? t('apps.minOs', { version: a.minOsVersion }) : '—'),
    },
  ];
}

/** /application/application: the platform's pad applications, their package files and checksums. */
export default function ApplicationsPage() {
  const { t } = useTranslation(PADS_NS);
  const wide = useWide();
  const { modal, message } = App.useApp();
  const list = useListState({});
  const query = useApplicationList(list.params);
  const remove = useDeleteApplication();
  const [editing, setEditing] = useState<PadAppRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [brandsOf, setBrandsOf] = useState<PadAppRow | null>(null);

  const confirmDelete = (app: PadAppRow) =>
    modal.confirm({
      title: t('apps.deleteTitle', { name: app.name }),
      content: t('apps.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(app.id);
        void message.success(t('apps.deleted', { name: app.name }));
      }),
    });

  const columns: TableColumnsType<PadAppRow> = [
    ...appColumns<PadAppRow>(t, (key) => ({ sorter: true, sortOrder: antdSortOrder(list.state, key) })),
    {
      key: 'file',
      title: t('apps.checksum'),
      width: 220,
      render: (_, a) =>
        a.file ? (
          <Flex vertical>
            <Tooltip title={a.file.sha256}>
              <Typography.Text code copyable={{ text: a.file.sha256 }} data-testid="app-row-sha256">
                {a.file.sha256.slice(0, 12)}…
              </Typography.Text>
            </Tooltip>
            <Typography.Text type="secondary">{formatSize(a.file.size)}</Typography.Text>
          </Flex>
        ) : (
          t('apps.noFile')
        ),
    },
    { key: 'brandCount', title: t('apps.brandCount'), dataIndex: 'brandCount', width: 90, align: 'right' },
    {
      key: 'updatedAt',
      title: t('apps.updatedAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'updatedAt'),
      width: 160,
      responsive: ['xl'],
      render: (_, a) => formatDateTime(a.updatedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 200,
      render: (_, a) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(a)} data-testid="app-edit">
            {t('ui:actions.edit')}
          </Button>
          <Button type="link" size="small" icon={<ShopOutlined />} onClick={() => setBrandsOf(a)}>
            {t('apps.brandsButton')}
          </Button>
          {a.file && (
            <IconAction
              type="link"
              label={t('apps.download')}
              icon={<DownloadOutlined />}
              href={`${routes.pad.downloadApplication.path}?id=${a.id}`}
            />
          )}
          <IconAction
            type="link"
            label={t('ui:actions.delete')}
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirmDelete(a)}
            data-testid="app-delete"
          />
        </Space>
      ),
    },
  ];

  return (
    <Card className="pads-card" data-testid="app-list">
      <ListToolbar
        filters={<ListSearch list={list} placeholder={t('apps.search')} />}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="app-create">
            {t('apps.create')}
          </Button>
        }
      />
      <ListTable<PadAppRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.none', { what: t('apps.noun') })}
        errorTestId="pads-error"
      />
      <ApplicationFormModal
        open={creating || editing !== null}
        app={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <AppBrandsDrawer app={brandsOf} onClose={() => setBrandsOf(null)} />
    </Card>
  );
}
