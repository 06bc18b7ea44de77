import type { GrantRow } from '@edu/shared';
import { App, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal';
import { formatDateTime } from '../../../ui/format';
import { useExtendGrant } from '../api';
import { PADS_NS } from '../i18n';

/** Who a grant is for: the student (with the school) or the school. */
export const granteeOf = (g: GrantRow) => (g.target === 'student' ? (g.studentName ?? '') : g.schoolName);

/** Renews a grant: a later end (an expired grant is in effect again). */
export function RenewModal({ grant, onClose }: { grant: GrantRow | null; onClose: () => void }) {
  const { t } = useTranslation(PADS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ endsAt: Dayjs }>();
  const extend = useExtendGrant();

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens
  useEffect(() => {
    if (!grant) return;
    form.resetFields();
    const end = dayjs(grant.endsAt);
    const base = end.isAfter(dayjs()) ? end : dayjs();
    form.setFieldsValue({ endsAt: base.add(1, 'year') });
  }, [grant]);

  const submit = async () => {
    if (!grant) return;
    const { endsAt } = await form.validateFields();
    const saved = await extend.mutateAsync({ id: grant.id, endsAt: endsAt.toISOString() });
    void message.success(t('grants.renewed', { date: formatDateTime(saved.endsAt) }));
    onClose();
  };

  return (
    <FormModal
      open={grant !== null}
      title={grant ? t('grants.renewTitle', { who: granteeOf(grant), package: grant.packageName }) : ''}
      onCancel={onClose}
      saving={extend.isPending}
      onSave={submit}
      testId="renew-form"
    >
      <Form form={form} layout="vertical" name="renew-form" autoComplete="off">
        <Form.Item
          name="endsAt"
          label={t('grants.newEnd')}
          rules={[{ required: true, message: t('ui:validation.required') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear={false} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
