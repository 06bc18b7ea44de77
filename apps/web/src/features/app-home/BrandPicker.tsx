import { Card, Flex, Form, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { idFromQuery } from '../../ui/query-id';
import { QueryError } from '../../ui/QueryError';
import { useBrands } from './api';
import { APP_HOME_NS } from './i18n';

/** The brand of the page (`?brandId=`), with a chooser above the page's content. */
export function useBrandParam(): [number | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const brandId = idFromQuery(params.get('brandId'));
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('brandId', String(id));
    setParams(next, { replace: true });
  };
  return [brandId, choose];
}

/**
 * The brand chooser, then the page's content for the brand chosen (`children`), or a prompt to choose (and
 * `withoutBrand`, what the page shows before a brand is chosen).
 */
export function BrandScope({
  children,
  withoutBrand,
}: {
  children: (brandId: number, brandName: string) => ReactNode;
  withoutBrand?: ReactNode;
}) {
  const { t } = useTranslation(APP_HOME_NS);
  const [brandId, choose] = useBrandParam();
  const brands = useBrands();
  if (brands.isError)
    return <QueryError testId="app-home-error" error={brands.error} onRetry={() => void brands.refetch()} />;
  if (!brands.data) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  const current = brands.data.find((b) => b.brandId === brandId);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form layout="inline">
          <Form.Item label={t('brand.label')} htmlFor="app-home-brand">
            <Select
              id="app-home-brand"
              className="app-home-brand-select"
              data-testid="app-home-brand"
              placeholder={t('brand.placeholder')}
              value={current?.brandId}
              onChange={choose}
              options={brands.data.map((b) => ({ value: b.brandId, label: b.brandName }))}
            />
          </Form.Item>
        </Form>
      </Card>
      {current ? (
        children(current.brandId, current.brandName)
      ) : (
        <>
          <Card>{t('brand.choose')}</Card>
          {withoutBrand}
        </>
      )}
    </Flex>
  );
}
