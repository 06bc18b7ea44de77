import { BankOutlined, DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { PAD_PACKAGE_TYPE, type PadPackageRow } from '@edu/shared';
import { App, Button, Card, Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { settle } from '../../../ui/confirm';
import { IconAction } from '../../../ui/IconAction';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { pinned, useWide } from '../../../ui/list/useWide';
import { useDeletePackage, usePackageList } from '../api';
import { PADS_NS } from '../i18n';
import '../pads.css';
import { PackageFormModal } from './PackageFormModal';

export const schoolGrantsPath = (packageId?: number) =>
  `/AIPadPackageMGT/schoolList${packageId ? `?packageId=${packageId}` : ''}`;
export const studentGrantsPath = (packageId?: number) =>
  `/AIPadPackageMGT/studentList${packageId ? `?packageId=${packageId}` : ''}`;

const refs = (items: { id: number; name: string }[]) =>
  items.length === 0 ? (
    '—'
  ) : (
    <Space size={[4, 4]} wrap>
      {items.map((x) => (
        <Tag key={x.id}>{x.name}</Tag>
      ))}
    </Space>
  );

/** /AIPadPackageMGT/index (packageType 1): the AI-pad content packages, their courses and applications. */
export default function PackagesPage() {
  const { t } = useTranslation(PADS_NS);
  const wide = useWide();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const list = useListState({}, { fixed: { packageType: PAD_PACKAGE_TYPE } });
  const query = usePackageList(list.params);
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<PadPackageRow | null>(null);
  const [creating, setCreating] = useState(false);

  const confirmDelete = (pkg: PadPackageRow) =>
    modal.confirm({
      title: t('packages.deleteTitle', { name: pkg.name }),
      content: t('packages.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(pkg.id);
        void message.success(t('packages.deleted', { name: pkg.name }));
      }),
    });

  const columns: TableColumnsType<PadPackageRow> = [
    {
      key: 'name',
      title: t('packages.name'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      width: 240,
      render: (_, p) => (
        <Flex vertical>
          <Typography.Text strong data-testid="package-name">
            {p.name}
          </Typography.Text>
          {p.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: p.description }} style={{ maxWidth: 240 }}>
              {p.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'courses', title: t('packages.courses'), width: 220, render: (_, p) => refs(p.courses) },
    { key: 'apps', title: t('packages.apps'), width: 200, render: (_, p) => refs(p.apps) },
    { key: 'days', title: t('packages.days'), dataIndex: 'days', width: 120, align: 'right' },
    {
      key: 'activeGrants',
      title: t('packages.activeGrants'),
      width: 120,
      align: 'right',
      render: (_, p) => <Link to={schoolGrantsPath(p.id)}>{p.activeGrants}</Link>,
    },
    {
      key: 'updatedAt',
      title: t('apps.updatedAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'updatedAt'),
      width: 160,
      responsive: ['xl'],
      render: (_, p) => formatDateTime(p.updatedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 260,
      render: (_, p) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(p)}
            data-testid="package-edit"
          >
            {t('ui:actions.edit')}
          </Button>
          <Link to={schoolGrantsPath(p.id)} data-testid="package-school-grants">
            {t('packages.schoolGrants')}
          </Link>
          <Link to={studentGrantsPath(p.id)} style={{ marginInlineStart: 8 }} data-testid="package-student-grants">
            {t('packages.studentGrants')}
          </Link>
          <IconAction
            type="link"
            label={t('ui:actions.delete')}
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirmDelete(p)}
            data-testid="package-delete"
          />
        </Space>
      ),
    },
  ];

  return (
    <Card className="pads-card" data-testid="package-list">
      <ListToolbar
        filters={<ListSearch list={list} placeholder={t('packages.search')} />}
        actions={
          <Space wrap>
            <Button icon={<BankOutlined />} onClick={() => navigate(schoolGrantsPath())}>
              {t('packages.schoolGrants')}
            </Button>
            <Button icon={<TeamOutlined />} onClick={() => navigate(studentGrantsPath())}>
              {t('packages.studentGrants')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="package-create"
            >
              {t('packages.create')}
            </Button>
          </Space>
        }
      />
      <ListTable<PadPackageRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.none', { what: t('packages.noun') })}
        errorTestId="pads-error"
      />
      <PackageFormModal
        open={creating || editing !== null}
        pkg={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Card>
  );
}
