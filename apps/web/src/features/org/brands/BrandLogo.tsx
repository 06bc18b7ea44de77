import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';

/** A brand's logo as the lists show it (decorative: the brand's name is beside it), or "none". */
export function BrandLogo({ url, small = false }: { url: string; small?: boolean }) {
  const { t } = useTranslation(ORG_NS);
  if (!url) return <Typography.Text type="secondary">{t('branding.noLogo')}</Typography.Text>;
  return <img className={small ? 'brand-logo brand-logo--small' : 'brand-logo'} src={url} alt="" />;
}
