import type { PadAppRow } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Drawer, List, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery, routes } from '../../../app/api';
import { QueryError } from '../../../ui/QueryError';
import { useBrandApplications, useSetBrandApplication } from '../api';
import { PADS_NS } from '../i18n';

/** Whether one brand's pads show the application, switched on or off here (setBrandApplication). */
function BrandSwitch({ app, brand }: { app: PadAppRow; brand: { brandId: number; brandName: string } }) {
  const { t } = useTranslation(PADS_NS);
  const { message } = App.useApp();
  const query = useBrandApplications({ brandId: brand.brandId, keyword: app.packageName, pageSize: 5 });
  const set = useSetBrandApplication();
  const row = query.data?.list.find((r) => r.id === app.id);
  return (
    <List.Item
      actions={[
        <Switch
          key="shown"
          checked={row?.enabled ?? false}
          loading={query.isLoading || set.isPending}
          aria-label={`${brand.brandName}: ${t('apps.enabledFor')}`}
          data-testid={`app-brand-${brand.brandId}`}
          onChange={async (enabled) => {
            try {
              await set.mutateAsync({ brandId: brand.brandId, appId: app.id, enabled });
              void message.success(t(enabled ? 'brandApps.shownDone' : 'brandApps.hiddenDone', { name: app.name }));
            } catch {
              // shown by the request client
            }
          }}
        />,
      ]}
    >
      <List.Item.Meta
        title={brand.brandName}
        description={
          row?.position != null ? `${t('brandApps.position')}: ${row.position + 1}` : t('brandApps.notShown')
        }
      />
    </List.Item>
  );
}

/** The admin's view of one application on every brand's pads: a switch per brand. */
export function AppBrandsDrawer({ app, onClose }: { app: PadAppRow | null; onClose: () => void }) {
  const { t } = useTranslation(PADS_NS);
  const brands = useQuery({ ...endpointQuery(routes.brand.getAllBrand, {}), enabled: app !== null });
  return (
    <Drawer
      open={app !== null}
      onClose={onClose}
      title={app ? t('apps.brandsTitle', { name: app.name }) : ''}
      width={420}
      destroyOnHidden
    >
      {brands.isError ? (
        <QueryError error={brands.error} onRetry={() => void brands.refetch()} testId="pads-error" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('apps.enabledFor')}</Typography.Paragraph>
          <List
            loading={brands.isLoading}
            dataSource={brands.data ?? []}
            rowKey="brandId"
            renderItem={(brand) => (app ? <BrandSwitch app={app} brand={brand} /> : null)}
          />
        </>
      )}
    </Drawer>
  );
}
