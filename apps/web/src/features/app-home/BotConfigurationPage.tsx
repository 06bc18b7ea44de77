import { RobotOutlined } from '@ant-design/icons';
import { BOT_WELCOME_MAX, type BotConfiguration } from '@edu/shared';
import { App, Avatar, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { QueryError } from '../../ui/QueryError';
import { AiProviderCard } from './AiProviderCard';
import { useBot, useSaveBot } from './api';
import { BrandScope } from '../../ui/BrandScope';
import './i18n';
import { APP_HOME_NS } from './i18n';
import { PictureField } from './PictureField';
import './app-home.css';

/**
 * /branding/botAppConfiguration?brandId= (admin, hidden): a brand's study assistant and its AI provider
 * setting, then the platform default AI provider setting (used by brands without one of their own).
 */
export default function BotConfigurationPage() {
  return (
    <BrandScope withoutBrand={<AiProviderCard brandId={null} />}>
      {(brandId) => (
        <Flex vertical gap={16}>
          <BotEditor brandId={brandId} />
          <Flex gap={16} wrap>
            <AiProviderCard key={brandId} brandId={brandId} />
            <AiProviderCard brandId={null} />
          </Flex>
        </Flex>
      )}
    </BrandScope>
  );
}

interface Values {
  name: string;
  avatarUrl: string;
  welcomeText: string;
  enabled: boolean;
}

function BotEditor({ brandId }: { brandId: number }) {
  const query = useBot(brandId);
  if (query.isError)
    return <QueryError testId="app-home-error" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  // Keyed by the brand and the last save: the form starts from what is stored.
  return <BotForm key={`${brandId}-${query.data.updatedAt ?? ''}`} bot={query.data} />;
}

function BotForm({ bot }: { bot: BotConfiguration }) {
  const { t } = useTranslation(APP_HOME_NS);
  const { message } = App.useApp();
  const save = useSaveBot();
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form) ?? bot.name;
  const avatarUrl = Form.useWatch('avatarUrl', form) ?? bot.avatarUrl;
  const welcome = Form.useWatch('welcomeText', form) ?? bot.welcomeText;

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ brandId: bot.brandId, ...values });
    void message.success(t('bot.saved'));
  };

  return (
    <Flex gap={16} wrap data-testid="bot-configuration">
      <Card title={t('bot.title')} className="app-home__editor">
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            name: bot.name,
            avatarUrl: bot.avatarUrl,
            welcomeText: bot.welcomeText,
            enabled: bot.enabled,
          }}
          onFinish={() => void submit().catch(() => undefined)}
        >
          <Form.Item name="name" label={t('bot.name')} rules={[{ required: true, whitespace: true, max: 40 }]}>
            <Input maxLength={40} data-testid="bot-name" />
          </Form.Item>
          <Form.Item label={t('bot.avatar')}>
            <Space wrap>
              <Form.Item name="avatarUrl" noStyle>
                <PictureField label={t('bot.uploadAvatar')} alt={t('bot.avatar')} testId="bot-avatar-upload" />
              </Form.Item>
              {avatarUrl && (
                <Button onClick={() => form.setFieldValue('avatarUrl', '')}>{t('bot.removeAvatar')}</Button>
              )}
            </Space>
          </Form.Item>
          <Form.Item name="welcomeText" label={t('bot.welcome')} rules={[{ max: BOT_WELCOME_MAX }]}>
            <Input.TextArea rows={4} maxLength={BOT_WELCOME_MAX} showCount data-testid="bot-welcome" />
          </Form.Item>
          <Form.Item name="enabled" label={t('bot.enabled')} extra={t('bot.enabledHelp')} valuePropName="checked">
            <Switch data-testid="bot-enabled" />
          </Form.Item>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'saved',
                label: t('bot.lastSaved'),
                children: bot.updatedAt ? formatDateTime(bot.updatedAt) : t('bot.never'),
              },
            ]}
          />
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="bot-save">
            {t('ui:actions.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('bot.previewTitle')} className="app-home__preview">
        <section className="app-home-phone" aria-label={t('bot.previewTitle')}>
          <div className="app-home-phone__screen">
            <h3 className="app-home-phone__title">{name}</h3>
            <div className="app-home-bot-chat">
              <Avatar src={avatarUrl || undefined} icon={<RobotOutlined />} alt={name} />
              {welcome && <div className="app-home-bot-chat__bubble">{welcome}</div>}
            </div>
          </div>
        </section>
      </Card>
    </Flex>
  );
}
