import { AI_BASE_URL_MAX, AI_KEY_MAX, AI_MODEL_MAX, type AiProviderSetting, aiBaseUrl } from '@edu/shared';
import { Alert, App, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { settle } from '../../ui/confirm';
import { QueryError } from '../../ui/QueryError';
import { useAiProvider, useClearAiProvider, useSaveAiProvider, useTestAiProvider } from './api';
import { APP_HOME_NS } from './i18n';

interface Values {
  baseUrl: string;
  model: string;
  apiKey: string;
}

/**
 * An AI provider setting (issue 14 item 1): a brand's (brandId) or the platform default (null). The key is
 * write-only: the form shows whether one is stored and its last four characters; left empty it is kept.
 */
export function AiProviderCard({ brandId }: { brandId: number | null }) {
  const { t } = useTranslation(APP_HOME_NS);
  const query = useAiProvider(brandId);
  const title = brandId === null ? t('ai.platformTitle') : t('ai.brandTitle');
  const testId = brandId === null ? 'ai-provider-platform' : 'ai-provider-brand';
  if (query.isError) {
    return <QueryError testId={`${testId}-error`} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Card title={title} className="app-home__editor" data-testid={testId}>
      {query.data ? (
        // Keyed by the last save: the form starts from what is stored.
        <AiProviderForm key={query.data.updatedAt ?? 'new'} setting={query.data} testId={testId} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

function AiProviderForm({ setting, testId }: { setting: AiProviderSetting; testId: string }) {
  const { t } = useTranslation(APP_HOME_NS);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAiProvider();
  const clear = useClearAiProvider();
  const test = useTestAiProvider();
  const brand = setting.brandId === null ? {} : { brandId: setting.brandId };
  const id = (name: string) => `${testId}-${name}`;

  const submit = async (values: Values) => {
    test.reset();
    await save.mutateAsync({ ...brand, ...values });
    void message.success(t('ai.saved'));
  };
  const runTest = async () => {
    const values = await form.validateFields();
    test.mutate({ ...brand, ...values });
  };

  const confirmClear = () => {
    modal.confirm({
      title: t('ai.clearTitle'),
      content: setting.brandId === null ? t('ai.clearPlatformContent') : t('ai.clearBrandContent'),
      okText: t('ai.clear'),
      okButtonProps: { danger: true, 'data-testid': id('clear-ok') },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        test.reset();
        await clear.mutateAsync(brand);
        void message.success(t('ai.cleared'));
      }),
    });
  };

  const failure = test.error ? (isRequestError(test.error) ? test.error.msg : t('ai.testFailed')) : null;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ baseUrl: setting.baseUrl, model: setting.model, apiKey: '' }}
      onFinish={(values) => void submit(values).catch(() => undefined)}
    >
      <Typography.Paragraph type="secondary">{t('ai.hint')}</Typography.Paragraph>
      <Form.Item
        name="baseUrl"
        label={t('ai.baseUrl')}
        htmlFor={id('base-url')}
        rules={[
          { required: true, whitespace: true },
          {
            validator: (_rule, value: string) =>
              !value || aiBaseUrl.safeParse(value).success
                ? Promise.resolve()
                : Promise.reject(new Error(t('ai.badUrl'))),
          },
        ]}
      >
        <Input
          id={id('base-url')}
          maxLength={AI_BASE_URL_MAX}
          placeholder="https://api.openai.com/v1"
          inputMode="url"
          autoComplete="off"
          data-testid={id('base-url')}
        />
      </Form.Item>
      <Form.Item
        name="model"
        label={t('ai.model')}
        htmlFor={id('model')}
        rules={[{ required: true, whitespace: true, max: AI_MODEL_MAX }]}
      >
        <Input id={id('model')} maxLength={AI_MODEL_MAX} autoComplete="off" data-testid={id('model')} />
      </Form.Item>
      <Form.Item
        name="apiKey"
        label={t('ai.key')}
        htmlFor={id('key')}
        extra={
          <span data-testid={id('key-state')}>
            {setting.keySet ? t('ai.keySet', { last4: setting.keyLast4 }) : t('ai.keyNotSet')}
          </span>
        }
      >
        <Input.Password
          id={id('key')}
          maxLength={AI_KEY_MAX}
          autoComplete="new-password"
          placeholder={setting.keySet ? t('ai.keepKey') : ''}
          data-testid={id('key')}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" data-testid={id('saved')}>
        {setting.updatedAt ? t('ai.lastSaved', { when: formatDateTime(setting.updatedAt) }) : t('ai.notConfigured')}
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={id('save')}>
          {t('ui:actions.save')}
        </Button>
        <Button onClick={() => void runTest().catch(() => undefined)} loading={test.isPending} data-testid={id('test')}>
          {t('ai.test')}
        </Button>
        {setting.configured && (
          <Button danger onClick={confirmClear} loading={clear.isPending} data-testid={id('clear')}>
            {t('ai.clear')}
          </Button>
        )}
      </Space>
      <div aria-live="polite" className="app-home-ai__result">
        {test.data && (
          <Alert
            type="success"
            showIcon
            data-testid={id('test-ok')}
            message={t('ai.testOk', { model: test.data.model, ms: test.data.latencyMs })}
            description={test.data.reply ? t('ai.testReply', { reply: test.data.reply }) : undefined}
          />
        )}
        {failure && <Alert type="error" showIcon data-testid={id('test-error')} message={failure} />}
      </div>
    </Form>
  );
}
