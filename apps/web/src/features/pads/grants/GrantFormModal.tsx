import { defaultGrantEnd, type GrantTarget, PACKAGE_DAYS_DEFAULT } from '@edu/shared';
import { App, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { FormModal } from '../../../ui/FormModal';
import { useGrantPackage } from '../api';
import { PADS_NS } from '../i18n';
import { GranteeSchoolSelect, GranteeStudentSelect, PackageSelect } from '../selects';

interface Values {
  packageId: number;
  granteeIds: number[];
  period: [Dayjs, Dayjs];
}

/** Grants a package to schools or to students for a period (all of them or none). */
export function GrantFormModal({
  open,
  target,
  packageId,
  onClose,
}: {
  open: boolean;
  target: GrantTarget;
  packageId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(PADS_NS);
  const { message } = App.useApp();
  const caller = useCaller();
  const [form] = Form.useForm<Values>();
  const grant = useGrantPackage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const start = dayjs().startOf('day');
    form.setFieldsValue({
      packageId,
      granteeIds: [],
      period: [start, dayjs(defaultGrantEnd(start.toDate(), PACKAGE_DAYS_DEFAULT))],
    });
  }, [open, packageId]);

  const submit = async () => {
    const values = await form.validateFields();
    const [start, end] = values.period;
    const result = await grant.mutateAsync({
      packageId: values.packageId,
      target,
      granteeIds: values.granteeIds,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    void message.success(t('grants.granted', { n: result.ids.length }));
    onClose();
  };

  const required = { required: true, message: t('ui:validation.required') };
  return (
    <FormModal
      open={open}
      title={t('grants.grantTitle')}
      onCancel={onClose}
      saving={grant.isPending}
      onSave={submit}
      testId="grant-form"
      width={560}
    >
      <Form form={form} layout="vertical" name="grant-form" autoComplete="off">
        <Form.Item name="packageId" label={t('grants.package')} rules={[required]}>
          <PackageSelect placeholder={t('grants.package')} data-testid="grant-form-package" />
        </Form.Item>
        <Form.Item
          name="granteeIds"
          label={target === 'school' ? t('grants.schools') : t('grants.students')}
          rules={[{ required: true, type: 'array', min: 1, message: t('grants.chooseAtLeastOne') }]}
        >
          {target === 'school' ? (
            <GranteeSchoolSelect multiple placeholder={t('grants.schools')} data-testid="grant-form-grantees" />
          ) : (
            <GranteeStudentSelect
              multiple
              placeholder={t('grants.students')}
              schoolId={caller.schoolId ?? undefined}
              data-testid="grant-form-grantees"
            />
          )}
        </Form.Item>
        <Form.Item
          name="period"
          label={t('grants.period')}
          rules={[
            required,
            {
              validator: (_, v: [Dayjs, Dayjs] | undefined) =>
                !v || v[1].isAfter(v[0]) ? Promise.resolve() : Promise.reject(new Error(t('grants.endBeforeStart'))),
            },
          ]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            placeholder={[t('grants.startsAt'), t('grants.endsAt')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
