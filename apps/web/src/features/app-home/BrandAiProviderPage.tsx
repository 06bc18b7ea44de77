import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../ui/access';
import { AiProviderCard } from './AiProviderCard';
import './i18n';
import { APP_HOME_NS } from './i18n';
import './app-home.css';

/**
 * /aiProviderBrand/index (brand admin): its own brand's AI provider setting (issue 14 item 1), the one its
 * users' question generation and study assistant call; without one, the platform default is used.
 */
export default function BrandAiProviderPage() {
  const { t } = useTranslation(APP_HOME_NS);
  const { brandId } = useCaller();
  return (
    <Flex vertical gap={16} data-testid="brand-ai-provider">
      <Alert type="info" showIcon title={t('ai.brandPageIntro')} />
      {brandId === null ? (
        <Alert type="warning" showIcon title={t('ai.noBrand')} />
      ) : (
        <AiProviderCard brandId={brandId} />
      )}
    </Flex>
  );
}
