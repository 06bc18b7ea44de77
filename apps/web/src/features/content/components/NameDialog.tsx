import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';

/** Asks for a name or a title (new chapter, lesson, rename…). */
export function NameDialog({
  open,
  title,
  label,
  initial = '',
  max = 200,
  loading,
  onOk,
  onCancel,
  testId = 'name-dialog',
}: {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  max?: number;
  loading?: boolean;
  onOk: (name: string) => void;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('ui:actions.save')}
      cancelText={t('common:cancel')}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': `${testId}-ok` }}
      destroyOnHidden
      forceRender
      data-testid={testId}
    >
      <Form form={form} layout="vertical" onFinish={(v) => onOk(v.name.trim())} requiredMark={false}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('ui:validation.required') },
            { max, message: t('ui:validation.maxLength', { max }) },
          ]}
        >
          <Input autoFocus maxLength={max} data-testid={`${testId}-input`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
