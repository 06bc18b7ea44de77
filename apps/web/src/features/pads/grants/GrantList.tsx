import { PlusOutlined } from '@ant-design/icons';
import { daysLeft, GRANT_STATUSES, type GrantRow, type GrantStatus, type GrantTarget } from '@edu/shared';
import { App, Button, Card, Flex, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { idFromQuery } from '../../../ui/query-id';
import { pinned, useWide } from '../../../ui/list/useWide';
import { useGrantList, useRevokeGrant } from '../api';
import { PADS_NS } from '../i18n';
import '../pads.css';
import { PackageSelect } from '../selects';
import { GrantFormModal } from './GrantFormModal';
import { granteeOf, RenewModal } from './RenewModal';

interface Filters {
  packageId?: number;
  status?: GrantStatus;
}

const STATUS_COLOR: Record<GrantStatus, string> = {
  scheduled: 'blue',
  active: 'green',
  expired: 'default',
  revoked: 'red',
};

/** A grant's state; while in effect, the days left. */
export function GrantStatusTag({ grant }: { grant: GrantRow }) {
  const { t } = useTranslation(PADS_NS);
  return (
    <Flex vertical gap={2}>
      <Tag color={STATUS_COLOR[grant.status]} data-testid="grant-status">
        {t(`grants.statuses.${grant.status}`)}
      </Tag>
      {grant.status === 'active' && (
        <Typography.Text type="secondary">
          {t('grants.daysLeft', {
            n: daysLeft({ startsAt: new Date(grant.startsAt), endsAt: new Date(grant.endsAt) }, new Date()),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Grants of the AI-pad packages to schools (/AIPadPackageMGT/schoolList) or to students (studentList): who has
 * which package until when, in the caller's scope; grant, renew and revoke (confirmed). A school admin sees
 * and changes its students' grants only.
 */
export function GrantList({ target }: { target: GrantTarget }) {
  const { t } = useTranslation(PADS_NS);
  const wide = useWide();
  const { modal, message } = App.useApp();
  const caller = useCaller();
  const [searchParams] = useSearchParams();
  const list = useListState<Filters>({ packageId: idFromQuery(searchParams.get('packageId')) }, { fixed: { target } });
  const query = useGrantList(list.params);
  const revoke = useRevokeGrant();
  const [granting, setGranting] = useState(false);
  const [renewing, setRenewing] = useState<GrantRow | null>(null);
  // A school admin changes its students' grants only (the server says so too).
  const mayChange = target === 'student' || caller.orgScope !== 'school';

  const confirmRevoke = (g: GrantRow) =>
    modal.confirm({
      title: t('grants.revokeTitle', { who: granteeOf(g), package: g.packageName }),
      content: t('grants.revokeContent'),
      okText: t('grants.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await revoke.mutateAsync(g.id);
        void message.success(t('grants.revoked'));
      }),
    });

  const columns: TableColumnsType<GrantRow> = [
    ...(target === 'student'
      ? [
          {
            key: 'student',
            title: t('grants.student'),
            width: 180,
            render: (_: unknown, g: GrantRow) => (
              <Flex vertical>
                <Typography.Text strong data-testid="grant-student">
                  {g.studentName}
                </Typography.Text>
                <Typography.Text type="secondary">{g.studentUsername}</Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
    {
      key: 'school',
      title: t('grants.school'),
      width: 180,
      render: (_, g) => (target === 'school' ? <Typography.Text strong>{g.schoolName}</Typography.Text> : g.schoolName),
    },
    { key: 'package', title: t('grants.package'), dataIndex: 'packageName', width: 200 },
    {
      key: 'startsAt',
      title: t('grants.startsAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'startsAt'),
      width: 150,
      render: (_, g) => formatDateTime(g.startsAt),
    },
    {
      key: 'endsAt',
      title: t('grants.endsAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'endsAt'),
      width: 150,
      render: (_, g) => <span data-testid="grant-ends">{formatDateTime(g.revokedAt ?? g.endsAt)}</span>,
    },
    { key: 'status', title: t('grants.status'), width: 120, render: (_, g) => <GrantStatusTag grant={g} /> },
    { key: 'grantedBy', title: t('grants.grantedBy'), dataIndex: 'grantedBy', width: 120, responsive: ['xl'] },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 150,
      render: (_, g) =>
        mayChange && g.status !== 'revoked' ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setRenewing(g)} data-testid="grant-renew">
              {t('grants.renew')}
            </Button>
            {g.status !== 'expired' && (
              <Button type="link" size="small" danger onClick={() => confirmRevoke(g)} data-testid="grant-revoke">
                {t('grants.revoke')}
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <Card
      className="pads-card"
      title={target === 'school' ? t('grants.schoolTitle') : t('grants.studentTitle')}
      data-testid={`grant-list-${target}`}
    >
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('grants.search')} />
            <PackageSelect
              value={list.state.filters.packageId}
              onChange={(v) => list.setFilters({ packageId: typeof v === 'number' ? v : undefined })}
              placeholder={t('grants.allPackages')}
              className="list-toolbar__select list-toolbar__select--wide"
              data-testid="grant-filter-package"
            />
            <Select<GrantStatus>
              allowClear
              aria-label={t('grants.status')}
              placeholder={t('grants.allStatuses')}
              className="list-toolbar__select"
              value={list.state.filters.status}
              onChange={(status) => list.setFilters({ status })}
              options={GRANT_STATUSES.map((s) => ({ value: s, label: t(`grants.statuses.${s}`) }))}
              data-testid="grant-filter-status"
            />
          </>
        }
        actions={
          mayChange ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)} data-testid="grant-create">
              {t('grants.grant')}
            </Button>
          ) : undefined
        }
      />
      <ListTable<GrantRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.none', { what: t('grants.noun') })}
        errorTestId="pads-error"
      />
      <GrantFormModal
        open={granting}
        target={target}
        packageId={list.state.filters.packageId}
        onClose={() => setGranting(false)}
      />
      <RenewModal grant={renewing} onClose={() => setRenewing(null)} />
    </Card>
  );
}
