import { App, Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeSupportLinks } from '../api/users';
import { UserSelect } from '../components/selects';
import { ORG_NS } from '../i18n';
import { SUPPORT_KIND_ROLE, SUPPORT_KINDS, type SupportKindName } from '../roles';

interface Values {
  kind: SupportKindName;
  staffId: number;
}

/** Links students to a course consultant, DL helper or correction teacher. */
export function AssignHelperModal({
  open,
  studentIds,
  onClose,
  onDone,
  defaultKind = 'consultant',
}: {
  open: boolean;
  studentIds: number[];
  onClose: () => void;
  onDone: () => void;
  defaultKind?: SupportKindName;
}) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangeSupportLinks();
  const kind = Form.useWatch('kind', form) ?? defaultKind;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset each time it opens
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ kind: defaultKind });
    }
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields();
    const result = await change.mutateAsync({ staffId: values.staffId, kind: values.kind, add: studentIds });
    void message.success(t('support.assigned', { added: result.added, total: result.total }));
    onDone();
  };

  return (
    <Modal
      open={open}
      title={t('support.assignTitle', { count: studentIds.length })}
      okText={t('support.assign')}
      cancelText={t('common:cancel')}
      confirmLoading={change.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="assign-helper-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item name="kind" label={t('support.kind')} required>
          <Select
            options={SUPPORT_KINDS.map((k) => ({ value: k, label: t(`support.kinds.${k}`) }))}
            onChange={() => form.setFieldValue('staffId', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="staffId"
          label={t('support.helper')}
          required
          rules={[{ required: true, message: t('ui:validation.required') }]}
        >
          <UserSelect roleType={SUPPORT_KIND_ROLE[kind]} placeholder={t('support.helperPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
