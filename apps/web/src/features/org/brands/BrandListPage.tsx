import {
  AppstoreOutlined,
  DownOutlined,
  EditOutlined,
  PlusOutlined,
  RobotOutlined,
  TabletOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { BrandRow } from '@edu/shared';
import { Button, Card, Dropdown, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompactNumber } from '../../../ui/CompactNumber';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { useBrandList } from '../api/branding';
import { StatusFilter } from '../components/selects';
import { SchoolStatusTag } from '../components/tags';
import { pinned, useWide } from '../../../ui/list/useWide';
import '../i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { BrandFormModal } from './BrandFormModal';
import { BrandLogo } from './BrandLogo';

interface Filters {
  enabled?: boolean;
}

export const brandAdminPath = (id: number) => `/branding/brandAdmin?id=${id}`;

/** /branding/branding (admin): the brands, searched and paged on the server; create and edit. */
export default function BrandListPage() {
  const { t } = useTranslation(ORG_NS);
  const wide = useWide();
  const list = useListState<Filters>({});
  const query = useBrandList(list.params);
  const [editing, setEditing] = useState<BrandRow | null>(null);
  const [creating, setCreating] = useState(false);

  const columns: TableColumnsType<BrandRow> = [
    {
      key: 'brandName',
      title: t('branding.name'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'brandName'),
      fixed: pinned(wide, 'left'),
      width: 260,
      render: (_, b) => (
        <Space size={8}>
          <BrandLogo url={b.webLogoUrlSmall || b.webLogoUrl} small />
          <Link to={brandAdminPath(b.brandId)} data-testid="brand-link">
            <Typography.Text strong>{b.brandName}</Typography.Text>
          </Link>
          {b.isDefault && <Tag>{t('branding.default')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'webAddress',
      title: t('branding.webAddress'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'webAddress'),
      width: 180,
      render: (_, b) => <Typography.Text code>{b.webAddress}</Typography.Text>,
    },
    {
      key: 'theme',
      title: t('branding.theme'),
      width: 160,
      render: (_, b) => b.themeName || <Typography.Text type="secondary">{t('branding.noTheme')}</Typography.Text>,
    },
    {
      key: 'schoolCount',
      title: t('brands.schools'),
      dataIndex: 'schoolCount',
      align: 'right',
      width: 100,
      render: (n: number) => <CompactNumber value={n} />,
    },
    {
      key: 'adminCount',
      title: t('brands.managers'),
      dataIndex: 'adminCount',
      align: 'right',
      width: 130,
      render: (n: number) => <CompactNumber value={n} />,
    },
    {
      key: 'status',
      title: t('ui:fields.status'),
      width: 90,
      render: (_, b) => <SchoolStatusTag enabled={b.enabled} />,
    },
    {
      key: 'updatedAt',
      title: t('branding.updatedAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'updatedAt'),
      width: 160,
      responsive: ['xl'],
      render: (_, b) => formatDateTime(b.updatedAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 300,
      render: (_, b) => (
        <Space size={4} wrap={false}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(b)}
            data-testid="brand-action-edit"
          >
            {t('ui:actions.edit')}
          </Button>
          <Link to={brandAdminPath(b.brandId)}>
            <TeamOutlined /> {t('brands.managers')}
          </Link>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'appHome',
                  icon: <AppstoreOutlined />,
                  label: <Link to={`/branding/menuConfiguration?brandId=${b.brandId}`}>{t('branding.appHome')}</Link>,
                },
                {
                  key: 'assistant',
                  icon: <RobotOutlined />,
                  label: (
                    <Link to={`/branding/botAppConfiguration?brandId=${b.brandId}`}>{t('branding.assistant')}</Link>
                  ),
                },
                {
                  key: 'padApps',
                  icon: <TabletOutlined />,
                  label: (
                    <Link to={`/branding/AppConfiguration?brandId=${b.brandId}`} data-testid="brand-action-pad-apps">
                      {t('branding.padApps')}
                    </Link>
                  ),
                },
              ],
            }}
          >
            <Button type="link" size="small" data-testid="brand-action-more">
              {t('ui:actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card className="org-card org-list" data-testid="brand-list">
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('branding.searchPlaceholder')} />
            <StatusFilter
              value={list.state.filters.enabled === undefined ? undefined : list.state.filters.enabled ? 1 : 0}
              onChange={(v) => list.setFilters({ enabled: v === undefined ? undefined : v === 1 })}
              on={t('status.enabled')}
              off={t('status.disabled')}
            />
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-brand">
            {t('branding.create')}
          </Button>
        }
      />
      <ListTable<BrandRow>
        query={query}
        list={list}
        rowKey="brandId"
        columns={columns}
        emptyText={t('common.noneYet', { what: t('branding.nouns') })}
        errorTestId="org-error"
      />
      <BrandFormModal
        open={creating || editing !== null}
        brand={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Card>
  );
}
