import { APP_ICONS, type AppIcon, type AppTab } from '@edu/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/FormModal';
import { APP_HOME_NS } from './i18n';

export interface TabValues {
  title: string;
  icon: AppIcon;
}

/** Adds a tab (no `tab`) or renames one / changes its icon. */
export function TabFormModal({
  open,
  tab,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  tab: AppTab | null;
  saving: boolean;
  onSave: (values: TabValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(APP_HOME_NS);
  const [form] = Form.useForm<TabValues>();
  return (
    <FormModal
      open={open}
      title={t(tab ? 'tabs.edit' : 'tabs.add')}
      saving={saving}
      testId="app-home-tab-modal"
      onCancel={onClose}
      onSave={async () => {
        const values = await form.validateFields();
        await onSave(values);
        onClose();
      }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ title: tab?.title ?? '', icon: tab?.icon ?? 'home' }}
      >
        <Form.Item name="title" label={t('tabs.name')} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input maxLength={40} data-testid="app-home-tab-title" />
        </Form.Item>
        <Form.Item name="icon" label={t('tabs.icon')} rules={[{ required: true }]}>
          <Select options={APP_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
