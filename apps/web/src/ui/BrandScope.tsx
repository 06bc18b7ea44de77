import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Form, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointQuery, routes } from '../app/api';
import { UI_NS } from './i18n';
import { idFromQuery } from './query-id';
import { QueryError } from './QueryError';
import './ui.css';

/** The brand of the page (`?brandId=`) and a way to choose another (replacing the address, not adding to history). */
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
 * The admin's pages about one brand (the hidden /branding pages: `?brandId=` names it): a searchable brand
 * chooser above the page's content for the brand chosen (`children`), or a prompt to choose one (and
 * `withoutBrand`, what the page shows before a brand is chosen).
 */
export function BrandScope({
  children,
  withoutBrand,
}: {
  children: (brandId: number, brandName: string) => ReactNode;
  withoutBrand?: ReactNode;
}) {
  const { t } = useTranslation(UI_NS);
  const [brandId, choose] = useBrandParam();
  const brands = useQuery(endpointQuery(routes.brand.getAllBrand, {}));
  if (brands.isError)
    return <QueryError testId="brand-scope-error" error={brands.error} onRetry={() => void brands.refetch()} />;
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
          <Form.Item label={t('brandScope.label')} htmlFor="brand-scope">
            <Select
              id="brand-scope"
              className="brand-scope__select"
              data-testid="brand-scope"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('brandScope.placeholder')}
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
          <Card data-testid="brand-scope-choose">{t('brandScope.choose')}</Card>
          {withoutBrand}
        </>
      )}
    </Flex>
  );
}
