import {
  ApartmentOutlined,
  CheckCircleOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  PlusOutlined,
  ShopOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { SchoolRow } from '@edu/shared';
import { Button, Card, Dropdown, type MenuProps, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCaller } from '../../../ui/access';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, ListSearch } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { useSchoolList } from '../api/schools';
import { BrandSelect, StatusFilter } from '../components/selects';
import { SchoolStatusTag } from '../components/tags';
import '../i18n';
import { pinned, useWide } from '../../../ui/list/useWide';
import { ORG_NS } from '../i18n';
import '../org.css';
import { BrandDrawer } from './BrandDrawer';
import { SchoolFormModal } from './SchoolFormModal';
import { useSchoolOperations } from './school-actions';
import { CompactNumber } from '../../../ui/CompactNumber';

interface Filters {
  brandId?: number;
  enabled?: boolean;
}

export const schoolPath = (id: number) => `/dashboard/schoolAdmin?id=${id}`;
export const schoolClassesPath = (id: number) => `/dashboard/classlist?schoolId=${id}`;

/** /dashboard/dashboard for the admin and the brand admin: the schools of the caller's scope. */
export default function SchoolListPage() {
  const { t } = useTranslation(ORG_NS);
  const wide = useWide();
  const navigate = useNavigate();
  const caller = useCaller();
  const platform = caller.orgScope === 'platform';
  const list = useListState<Filters>({});
  const query = useSchoolList(list.params);
  const ops = useSchoolOperations();
  const [editing, setEditing] = useState<SchoolRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [brandsOpen, setBrandsOpen] = useState(false);

  const rowMenu = (school: SchoolRow): MenuProps => ({
    items: [
      { key: 'classes', icon: <ApartmentOutlined />, label: t('schools.viewClasses') },
      { key: 'people', icon: <TeamOutlined />, label: t('schools.viewPeople') },
      {
        key: 'toggle',
        icon: school.enabled ? <StopOutlined /> : <CheckCircleOutlined />,
        label: (
          <span data-testid="school-action-toggle">{school.enabled ? t('common.disable') : t('common.enable')}</span>
        ),
      },
      { type: 'divider' },
      {
        key: 'delete',
        icon: <DeleteOutlined />,
        danger: true,
        label: <span data-testid="school-action-delete">{t('ui:actions.delete')}</span>,
      },
    ],
    onClick: ({ key }) => {
      if (key === 'classes') navigate(schoolClassesPath(school.id));
      if (key === 'people') navigate(`/user/teaStu?schoolId=${school.id}`);
      if (key === 'toggle') ops.toggle(school);
      if (key === 'delete') ops.confirmDelete(school);
    },
  });

  const count = (
    key: 'teacherCount' | 'studentCount' | 'classCount',
    title: string,
  ): TableColumnsType<SchoolRow>[number] => ({
    key,
    title,
    dataIndex: key,
    align: 'right',
    width: 120,
    render: (n: number) => <CompactNumber value={n} />,
    sorter: true,
    sortOrder: antdSortOrder(list.state, key),
  });

  const columns: TableColumnsType<SchoolRow> = [
    {
      key: 'name',
      title: t('ui:fields.school'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      fixed: pinned(wide, 'left'),
      width: 240,
      render: (_, s) => (
        <Link to={schoolPath(s.id)} data-testid="school-link">
          <Typography.Text strong>{s.name}</Typography.Text>
        </Link>
      ),
    },
    ...(platform
      ? [
          {
            key: 'brand',
            title: t('ui:fields.brand'),
            width: 170,
            ellipsis: true,
            render: (_: unknown, s: SchoolRow) => s.brandName ?? '—',
          },
        ]
      : []),
    {
      key: 'address',
      title: t('schools.address'),
      dataIndex: 'address',
      ellipsis: true,
      width: 220,
      render: (a: string) => a || '—',
    },
    count('teacherCount', t('schools.teachers')),
    count('studentCount', t('schools.students')),
    count('classCount', t('schools.classes')),
    {
      key: 'status',
      title: t('ui:fields.status'),
      width: 90,
      render: (_, s) => <SchoolStatusTag enabled={s.enabled} />,
    },
    {
      key: 'createdAt',
      title: t('ui:fields.createdAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'createdAt'),
      width: 160,
      responsive: ['xxl'],
      render: (_, s) => formatDateTime(s.createdAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 170,
      render: (_, s) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(s)}
            data-testid="school-action-edit"
          >
            {t('ui:actions.edit')}
          </Button>
          <Dropdown trigger={['click']} menu={rowMenu(s)}>
            <Button type="link" size="small" data-testid="school-action-more">
              {t('ui:actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card className="org-card org-list" data-testid="school-list">
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('schools.searchPlaceholder')} />
            {platform && (
              <BrandSelect
                value={list.state.filters.brandId}
                onChange={(v) => list.setFilters({ brandId: v })}
                className="list-toolbar__select list-toolbar__select--wide"
                data-testid="filter-brand"
              />
            )}
            <StatusFilter
              value={list.state.filters.enabled === undefined ? undefined : list.state.filters.enabled ? 1 : 0}
              onChange={(v) => list.setFilters({ enabled: v === undefined ? undefined : v === 1 })}
              on={t('status.enabled')}
              off={t('status.disabled')}
            />
          </>
        }
        actions={
          <Space wrap>
            {/* The admin edits brands on /branding/branding; the brand admin sees its own here, read only. */}
            <Button
              icon={<ShopOutlined />}
              onClick={() => (platform ? navigate('/branding/branding') : setBrandsOpen(true))}
              data-testid="open-brands"
            >
              {t('brands.button')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="create-school"
            >
              {t('schools.create')}
            </Button>
          </Space>
        }
      />
      <ListTable<SchoolRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.noneYet', { what: t('nouns.school') })}
        errorTestId="org-error"
      />
      <SchoolFormModal
        open={creating || editing !== null}
        school={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      {!platform && <BrandDrawer open={brandsOpen} onClose={() => setBrandsOpen(false)} />}
    </Card>
  );
}
