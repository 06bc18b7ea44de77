import { Drawer, Empty, Flex, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { useAllBrands } from '../api/brands';
import { BrandManagers, BrandSchools } from '../brands/BrandPeople';
import { BrandSelect } from '../components/selects';
import { ORG_NS } from '../i18n';

/**
 * The brand admin's view of its brand's schools and managers, read only (the admin edits them on the
 * brand's brandAdmin page, /branding/brandAdmin).
 */
export function BrandDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ORG_NS);
  const caller = useCaller();
  const brands = useAllBrands(open);
  const [brandId, setBrandId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (brandId === undefined && brands.data?.length) {
      setBrandId(caller.brandId ?? brands.data[0]?.brandId);
    }
  }, [brands.data, brandId, caller.brandId]);
  const platform = caller.orgScope === 'platform';

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('brands.title')}
      size={Math.min(720, window.innerWidth)}
      destroyOnHidden
      data-testid="brand-drawer"
      rootClassName="org-drawer"
    >
      <Flex vertical gap={12}>
        <BrandSelect
          value={brandId}
          onChange={setBrandId}
          allowClear={false}
          disabled={!platform}
          className="org-fill"
          data-testid="brand-drawer-brand"
        />
        {brandId === undefined ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('brands.pick')} />
        ) : (
          <Tabs
            items={[
              {
                key: 'schools',
                label: t('brands.schools'),
                children: <BrandSchools brandId={brandId} platform={platform} />,
              },
              {
                key: 'managers',
                label: t('brands.managers'),
                children: <BrandManagers brandId={brandId} platform={platform} />,
              },
            ]}
          />
        )}
      </Flex>
    </Drawer>
  );
}
