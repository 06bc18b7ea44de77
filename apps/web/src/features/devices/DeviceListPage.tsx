import { DownOutlined, LinkOutlined, UploadOutlined } from '@ant-design/icons';
import { type AiDeviceKind, DEVICE_KINDS, type DeviceRow } from '@edu/shared';
import { Button, Card, Dropdown, type MenuProps, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../ui/access';
import { ListTable } from '../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../ui/list/ListToolbar';
import { antdSortOrder } from '../../ui/list/list-params';
import { useListState } from '../../ui/list/useListState';
import { TimeAgo } from '../../ui/TimeAgo';
import { pinned, useWide } from '../../ui/list/useWide';
import { useDeviceList } from './api';
import { useDeviceOperations } from './device-actions';
import { BindDeviceModal, MoveDeviceModal, SchoolPicker } from './DeviceForms';
import './devices.css';
import { DEVICES_NS } from './i18n';

const DeviceImportDialog = lazy(() => import('./DeviceImportDialog'));

interface Filters {
  kind?: AiDeviceKind;
  status?: 0 | 1;
  schoolId?: number;
}

/** /AIPad/index (admin: every brand's; brand admin: its brand's): AI pens and AI pads, bound to students. */
export default function DeviceListPage() {
  const { t } = useTranslation(DEVICES_NS);
  const wide = useWide();
  const platform = useCaller().orgScope === 'platform';
  const list = useListState<Filters>({});
  const query = useDeviceList(list.params);
  const ops = useDeviceOperations();
  const [binding, setBinding] = useState<DeviceRow | null>(null);
  const [moving, setMoving] = useState<DeviceRow | null>(null);
  const [importing, setImporting] = useState(false);

  const rowMenu = (device: DeviceRow): MenuProps => ({
    items: [
      ...(device.student
        ? [{ key: 'unbind', label: <span data-testid="device-action-unbind">{t('actions.unbind')}</span> }]
        : []),
      { key: 'move', label: <span data-testid="device-action-move">{t('actions.move')}</span> },
      { type: 'divider' as const },
      {
        key: 'status',
        danger: device.status === 1,
        label: (
          <span data-testid="device-action-status">
            {device.status === 1 ? t('actions.disable') : t('actions.enable')}
          </span>
        ),
      },
    ],
    onClick: ({ key }) => {
      if (key === 'unbind') ops.confirmUnbind(device);
      if (key === 'move') setMoving(device);
      if (key === 'status') ops.confirmStatus(device);
    },
  });

  const columns: TableColumnsType<DeviceRow> = [
    {
      key: 'serial',
      title: t('fields.serial'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'serial'),
      width: 180,
      render: (_, d) => (
        <Typography.Text strong className="devices-serial" data-testid="device-serial">
          {d.serial}
        </Typography.Text>
      ),
    },
    {
      key: 'kind',
      title: t('fields.kind'),
      width: 120,
      render: (_, d) => <Tag color={d.kind === 'pad' ? 'blue' : 'purple'}>{t(`kind.${d.kind}`)}</Tag>,
    },
    { key: 'model', title: t('fields.model'), width: 130, render: (_, d) => d.model || '—' },
    ...(platform
      ? [
          {
            key: 'brand',
            title: t('ui:fields.brand'),
            width: 160,
            ellipsis: true,
            render: (_: unknown, d: DeviceRow) => d.brand.name,
          },
        ]
      : []),
    { key: 'school', title: t('ui:fields.school'), width: 220, ellipsis: true, render: (_, d) => d.school.name },
    {
      key: 'student',
      title: t('fields.student'),
      width: 180,
      render: (_, d) =>
        d.student ? (
          <span data-testid="device-student">
            {d.student.name} <Typography.Text type="secondary">({d.student.username})</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('unbound')}</Typography.Text>
        ),
    },
    {
      key: 'status',
      title: t('ui:fields.status'),
      width: 90,
      render: (_, d) =>
        d.status === 1 ? <Tag color="success">{t('status.active')}</Tag> : <Tag>{t('status.disabled')}</Tag>,
    },
    {
      key: 'lastSeenAt',
      title: t('fields.lastSeen'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'lastSeenAt'),
      width: 140,
      render: (_, d) => (d.lastSeenAt ? <TimeAgo iso={d.lastSeenAt} /> : t('never')),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 190,
      render: (_, d) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<LinkOutlined />}
            onClick={() => setBinding(d)}
            disabled={d.status !== 1}
            data-testid="device-action-bind"
          >
            {d.student ? t('actions.rebind') : t('actions.bind')}
          </Button>
          <Dropdown trigger={['click']} menu={rowMenu(d)}>
            <Button type="link" size="small" data-testid="device-action-more">
              {t('ui:actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card className="devices-list" data-testid="device-list">
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('searchPlaceholder')} />
            <Select<AiDeviceKind>
              allowClear
              placeholder={t('fields.kind')}
              aria-label={t('fields.kind')}
              value={list.state.filters.kind}
              onChange={(kind) => list.setFilters({ kind })}
              options={DEVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              className="list-toolbar__select"
              data-testid="filter-kind"
            />
            <Select<0 | 1>
              allowClear
              placeholder={t('ui:fields.status')}
              aria-label={t('ui:fields.status')}
              value={list.state.filters.status}
              onChange={(status) => list.setFilters({ status })}
              options={[
                { value: 1, label: t('status.active') },
                { value: 0, label: t('status.disabled') },
              ]}
              className="list-toolbar__select"
              data-testid="filter-status"
            />
            <SchoolPicker
              allowClear
              value={list.state.filters.schoolId}
              onChange={(schoolId) => list.setFilters({ schoolId })}
              placeholder={t('ui:fields.school')}
              className="list-toolbar__select list-toolbar__select--wide"
              testId="filter-school"
            />
          </>
        }
        actions={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
            {t('actions.import')}
          </Button>
        }
      />
      <ListTable<DeviceRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('empty')}
        errorTestId="device-error"
        data-testid="device-table"
      />
      <BindDeviceModal device={binding} onClose={() => setBinding(null)} />
      <MoveDeviceModal device={moving} onClose={() => setMoving(null)} />
      {importing && (
        <Suspense fallback={null}>
          <DeviceImportDialog defaultSchoolId={list.state.filters.schoolId} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Card>
  );
}
