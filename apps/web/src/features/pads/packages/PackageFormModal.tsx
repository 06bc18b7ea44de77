import { GRANT_MAX_DAYS, PACKAGE_DAYS_DEFAULT, type PadPackageRow, type SavePackageInput } from '@edu/shared';
import { App, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal';
import { useSavePackage } from '../api';
import { PADS_NS } from '../i18n';
import { ApplicationSelect, CourseSelect } from '../selects';

interface Values {
  name: string;
  description?: string;
  days: number;
  courseIds?: number[];
  appIds?: number[];
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The savePackage fields: all of them for a new package, the changed ones for an edit. */
export function packageChanges(pkg: PadPackageRow | undefined, values: Values): SavePackageInput {
  const name = values.name.trim();
  const description = (values.description ?? '').trim();
  const courseIds = values.courseIds ?? [];
  const appIds = values.appIds ?? [];
  if (!pkg) return { name, description, days: values.days, courseIds, appIds };
  const change: SavePackageInput = { id: pkg.id };
  if (name !== pkg.name) change.name = name;
  if (description !== pkg.description) change.description = description;
  if (values.days !== pkg.days) change.days = values.days;
  if (
    !sameIds(
      courseIds,
      pkg.courses.map((c) => c.id),
    )
  )
    change.courseIds = courseIds;
  if (
    !sameIds(
      appIds,
      pkg.apps.map((a) => a.id),
    )
  )
    change.appIds = appIds;
  return change;
}

/** Creates a content package (courses and applications for the pads) or edits one. */
export function PackageFormModal({ open, pkg, onClose }: { open: boolean; pkg?: PadPackageRow; onClose: () => void }) {
  const { t } = useTranslation(PADS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePackage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      pkg
        ? {
            name: pkg.name,
            description: pkg.description,
            days: pkg.days,
            courseIds: pkg.courses.map((c) => c.id),
            appIds: pkg.apps.map((a) => a.id),
          }
        : { days: PACKAGE_DAYS_DEFAULT, courseIds: [], appIds: [] },
    );
  }, [open, pkg]);

  const submit = async () => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync(packageChanges(pkg, values));
    void message.success(pkg ? t('packages.saved') : t('packages.created', { name: saved.name }));
    onClose();
  };

  const known = (refs: { id: number; name: string }[] | undefined) =>
    refs?.map((r) => ({ value: r.id, label: r.name }));

  return (
    <FormModal
      open={open}
      title={pkg ? t('packages.editTitle', { name: pkg.name }) : t('packages.createTitle')}
      onCancel={onClose}
      saving={save.isPending}
      onSave={submit}
      testId="package-form"
      width={600}
    >
      <Form form={form} layout="vertical" name="package-form" autoComplete="off">
        <Form.Item
          name="name"
          label={t('packages.name')}
          rules={[{ required: true, whitespace: true, message: t('ui:validation.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('packages.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="days"
          label={t('packages.days')}
          rules={[{ required: true, message: t('ui:validation.required') }]}
        >
          <InputNumber min={1} max={GRANT_MAX_DAYS} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="courseIds" label={t('packages.courses')}>
          <CourseSelect multiple placeholder={t('packages.courses')} knownOptions={known(pkg?.courses)} />
        </Form.Item>
        <Form.Item name="appIds" label={t('packages.apps')}>
          <ApplicationSelect multiple placeholder={t('packages.apps')} knownOptions={known(pkg?.apps)} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
