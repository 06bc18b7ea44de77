import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { BrandAppRow } from '@edu/shared';
import { App, Card, Space, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../ui/IconAction';
import { ListTable } from '../../../ui/list/ListTable';
import { ListSearch, ListToolbar } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useBrandApplications, useMoveBrandApplication, useSetBrandApplication } from '../api';
import { PADS_NS } from '../i18n';
import '../pads.css';
import { appColumns } from './ApplicationsPage';

/**
 * /applicationBrand/application: the brand admin chooses which pad applications its brand's pads show
 * (a switch each) and in what order (up and down among the shown ones).
 */
export default function BrandApplicationsPage() {
  return <BrandApplicationsTable />;
}

/**
 * A brand's pad applications: a switch each to show it on the brand's pads, and up and down among the shown
 * ones. `brandId` names the brand (the admin's AppConfiguration); without it, the caller's own brand (a
 * brand admin's, whatever it would name: the server keeps it to its brand).
 */
export function BrandApplicationsTable({ brandId }: { brandId?: number }) {
  const { t } = useTranslation(PADS_NS);
  const { message } = App.useApp();
  const list = useListState({}, { fixed: brandId === undefined ? {} : { brandId } });
  const query = useBrandApplications(list.params);
  const set = useSetBrandApplication();
  const move = useMoveBrandApplication();
  const rows = query.data?.list ?? [];
  const busy = set.isPending || move.isPending;

  const toggle = async (app: BrandAppRow, enabled: boolean) => {
    try {
      await set.mutateAsync({ brandId, appId: app.id, enabled });
      void message.success(t(enabled ? 'brandApps.shownDone' : 'brandApps.hiddenDone', { name: app.name }));
    } catch {
      // shown by the request client
    }
  };
  const moveTo = async (app: BrandAppRow, index: number) => {
    try {
      await move.mutateAsync({ brandId, appId: app.id, index });
      void message.success(t('brandApps.moved'));
    } catch {
      // shown by the request client
    }
  };

  const columns: TableColumnsType<BrandAppRow> = [
    {
      key: 'position',
      title: t('brandApps.position'),
      width: 80,
      render: (_, a) => (a.position === null ? <Tag>{t('brandApps.notShown')}</Tag> : a.position + 1),
    },
    ...appColumns<BrandAppRow>(t),
    {
      key: 'shown',
      title: t('brandApps.shown'),
      width: 90,
      render: (_, a) => (
        <Switch
          checked={a.enabled}
          disabled={busy}
          aria-label={t('brandApps.showOn', { name: a.name })}
          onChange={(on) => void toggle(a, on)}
          data-testid="brand-app-switch"
        />
      ),
    },
    {
      key: 'order',
      title: t('ui:fields.actions'),
      width: 110,
      render: (_, a, i) => {
        if (a.position === null) return null;
        const next = rows[i + 1];
        return (
          <Space size={4}>
            <IconAction
              type="default"
              label={t('brandApps.moveUp', { name: a.name })}
              icon={<ArrowUpOutlined />}
              disabled={busy || a.position === 0}
              onClick={() => void moveTo(a, (a.position ?? 0) - 1)}
              data-testid="brand-app-up"
            />
            <IconAction
              type="default"
              label={t('brandApps.moveDown', { name: a.name })}
              icon={<ArrowDownOutlined />}
              disabled={busy || (next !== undefined && !next.enabled)}
              onClick={() => void moveTo(a, (a.position ?? 0) + 1)}
              data-testid="brand-app-down"
            />
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      className="pads-card"
      title={query.data ? t('brandApps.title', { brand: query.data.brandName }) : undefined}
      data-testid="brand-app-list"
    >
      <Typography.Paragraph type="secondary" className="pads-hint">
        {brandId === undefined || !query.data
          ? t('brandApps.hint')
          : t('brandApps.hintOf', { brand: query.data.brandName })}
      </Typography.Paragraph>
      <ListToolbar filters={<ListSearch list={list} placeholder={t('apps.search')} />} />
      <ListTable<BrandAppRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.none', { what: t('apps.noun') })}
        errorTestId="pads-error"
      />
    </Card>
  );
}
