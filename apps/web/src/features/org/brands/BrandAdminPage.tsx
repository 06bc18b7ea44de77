import { EditOutlined } from '@ant-design/icons';
import type { BrandRow } from '@edu/shared';
import { Button, Card, Descriptions, Flex, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandDetail } from '../api/branding';
import { DetailStates, useIdParam } from '../components/DetailStates';
import { SchoolStatusTag } from '../components/tags';
import '../i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { BrandFormModal } from './BrandFormModal';
import { BrandLogo } from './BrandLogo';
import { BrandManagers, BrandSchools } from './BrandPeople';

/** /branding/brandAdmin?id= (admin, hidden): a brand, its schools and its brand admins. */
export default function BrandAdminPage() {
  const id = useIdParam();
  const query = useBrandDetail(id);
  return (
    <DetailStates id={id} query={query}>
      {(brand) => <BrandView brand={brand} />}
    </DetailStates>
  );
}

function BrandView({ brand }: { brand: BrandRow }) {
  const { t } = useTranslation(ORG_NS);
  const [editing, setEditing] = useState(false);
  return (
    <Flex vertical gap={16} className="org-detail" data-testid="brand-admin">
      <Card
        className="org-card"
        title={
          <Space wrap>
            <span data-testid="brand-admin-name">{brand.brandName}</span>
            <SchoolStatusTag enabled={brand.enabled} />
            {brand.isDefault && <Tag>{t('branding.default')}</Tag>}
          </Space>
        }
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="brand-admin-edit">
            {t('ui:actions.edit')}
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'address', label: t('branding.webAddress'), children: brand.webAddress },
            { key: 'theme', label: t('branding.theme'), children: brand.themeName || t('branding.noTheme') },
            { key: 'logo', label: t('branding.logo'), children: <BrandLogo url={brand.webLogoUrl} /> },
            { key: 'small', label: t('branding.logoSmall'), children: <BrandLogo url={brand.webLogoUrlSmall} small /> },
          ]}
        />
      </Card>
      <Card className="org-card">
        <Tabs
          items={[
            {
              key: 'managers',
              label: t('brands.managers'),
              children: <BrandManagers brandId={brand.brandId} platform />,
            },
            {
              key: 'schools',
              label: t('brands.schools'),
              children: <BrandSchools brandId={brand.brandId} platform />,
            },
          ]}
        />
      </Card>
      <BrandFormModal open={editing} brand={brand} onClose={() => setEditing(false)} />
    </Flex>
  );
}
