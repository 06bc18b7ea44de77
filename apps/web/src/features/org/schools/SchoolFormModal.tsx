import type { SchoolRow } from '@edu/shared';
import { App, Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { type SchoolChange, useSaveSchool } from '../api/schools';
import { BrandSelect } from '../components/selects';
import { checkOptionalText, checkRequiredText, LIMITS, ruleOf } from '../components/validation';
import { FormModal } from '../../../ui/FormModal';
import { ORG_NS } from '../i18n';

interface Values {
  name: string;
  address?: string;
  brandId?: number;
  enabled: boolean;
}

/** The updateSchool fields of the form: all of them for a new school, the changed ones for an edit. */
export function schoolChanges(school: SchoolRow | undefined, values: Values): SchoolChange {
  const name = values.name.trim();
  const address = (values.address ?? '').trim();
  if (!school) return { name, address, brandId: values.brandId, enabled: values.enabled };
  const change: SchoolChange = { id: school.id };
  if (name !== school.name) change.name = name;
  if (address !== school.address) change.address = address;
  if (values.enabled !== school.enabled) change.enabled = values.enabled;
  return change;
}

/** Creates a school (the admin picks its brand; a brand admin's goes to its own) or edits one. */
export function SchoolFormModal({
  open,
  school,
  onClose,
  onSaved,
}: {
  open: boolean;
  school?: SchoolRow;
  onClose: () => void;
  onSaved?: (school: SchoolRow) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const caller = useCaller();
  const [form] = Form.useForm<Values>();
  const save = useSaveSchool();
  const editing = school !== undefined;
  const chooseBrand = !editing && caller.orgScope === 'platform';

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      school ? { name: school.name, address: school.address, enabled: school.enabled } : { enabled: true, address: '' },
    );
  }, [open, school]);

  const submit = async () => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync(schoolChanges(school, values));
    void message.success(editing ? t('schools.saved') : t('schools.created', { name: saved.name }));
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={editing ? t('schools.editTitle', { name: school.name }) : t('schools.createTitle')}
      onCancel={onClose}
      saving={save.isPending}
      onSave={submit}
      testId="school-form"
    >
      <Form form={form} layout="vertical" name="school-form" autoComplete="off">
        <Form.Item
          name="name"
          label={t('ui:fields.school')}
          required
          rules={[ruleOf(t, (v) => checkRequiredText(v, LIMITS.name))]}
        >
          <Input maxLength={LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('schools.address')}
          rules={[ruleOf(t, (v) => checkOptionalText(v, LIMITS.schoolAddress))]}
        >
          <Input maxLength={LIMITS.schoolAddress} />
        </Form.Item>
        {chooseBrand && (
          <Form.Item
            name="brandId"
            label={t('ui:fields.brand')}
            required
            rules={[{ required: true, message: t('ui:validation.required') }]}
          >
            <BrandSelect data-testid="school-form-brand" />
          </Form.Item>
        )}
        <Form.Item name="enabled" label={t('schools.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
