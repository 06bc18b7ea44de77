import type { DeviceRow } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { Alert, App, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/FormModal';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { useBindDevice, useMoveDevice, schoolOptions, studentOptions } from './api';
import { DEVICES_NS } from './i18n';

/** Binds a device to an active student of its school (the student searched on the server). */
export function BindDeviceModal({ device, onClose }: { device: DeviceRow | null; onClose: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ studentId: number }>();
  const bind = useBindDevice();
  const schoolId = device?.school.id;
  const params = useMemo(
    () => ({ roleType: RoleType.student, status: 1, sort: 'name', order: 'asc', ...(schoolId ? { schoolId } : {}) }),
    [schoolId],
  );
  const save = async () => {
    if (!device) return;
    const { studentId } = await form.validateFields();
    const row = await bind.mutateAsync({ id: device.id, studentId });
    void message.success(t('bind.done', { serial: row.serial, name: row.student?.name ?? '' }));
    onClose();
  };
  return (
    <FormModal
      open={device !== null}
      title={device ? t('bind.title', { serial: device.serial }) : ''}
      saving={bind.isPending}
      onSave={save}
      onCancel={onClose}
      testId="device-bind-dialog"
    >
      {device && (
        <Form form={form} layout="vertical" preserve={false}>
          <Typography.Paragraph type="secondary">
            {t('bind.intro', { school: device.school.name })}
          </Typography.Paragraph>
          {device.student && (
            <Alert
              type="warning"
              showIcon
              title={t('bind.replace', { name: device.student.name })}
              className="devices-gap"
            />
          )}
          <Form.Item
            name="studentId"
            label={t('bind.student')}
            rules={[{ required: true, message: t('ui:validation.required') }]}
          >
            <RemoteSelect
              group="org"
              kind={`device-students-${device.school.id}`}
              params={params}
              fetchOptions={studentOptions}
              placeholder={t('bind.student')}
              className="devices-fill"
              data-testid="device-bind-student"
            />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}

/** Moves a device to another enabled school of the caller's scope (it is unbound). */
export function MoveDeviceModal({ device, onClose }: { device: DeviceRow | null; onClose: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ schoolId: number }>();
  const move = useMoveDevice();
  const save = async () => {
    if (!device) return;
    const { schoolId } = await form.validateFields();
    const row = await move.mutateAsync({ id: device.id, schoolId });
    void message.success(t('move.done', { serial: row.serial, school: row.school.name }));
    onClose();
  };
  return (
    <FormModal
      open={device !== null}
      title={device ? t('move.title', { serial: device.serial }) : ''}
      saving={move.isPending}
      onSave={save}
      onCancel={onClose}
      testId="device-move-dialog"
    >
      {device && (
        <Form form={form} layout="vertical" preserve={false}>
          <Typography.Paragraph type="secondary">{t('move.intro')}</Typography.Paragraph>
          <Form.Item
            name="schoolId"
            label={t('move.school')}
            rules={[{ required: true, message: t('ui:validation.required') }]}
          >
            <SchoolPicker
              onlyEnabled
              excludeId={device.school.id}
              placeholder={t('move.school')}
              testId="device-move-school"
            />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}

const SCHOOL_PARAMS = { sort: 'name', order: 'asc' } as const;
const ENABLED_SCHOOL_PARAMS = { ...SCHOOL_PARAMS, enabled: true } as const;

/** A school of the caller's scope (only enabled ones: `onlyEnabled`), searched by name; a form control. */
export function SchoolPicker({
  onlyEnabled = false,
  value,
  onChange,
  excludeId,
  placeholder,
  testId,
  allowClear,
  className = 'devices-fill',
}: {
  onlyEnabled?: boolean;
  value?: number;
  onChange?: (value: number | undefined) => void;
  excludeId?: number;
  placeholder: string;
  testId: string;
  allowClear?: boolean;
  className?: string;
}) {
  return (
    <RemoteSelect
      group="org"
      kind={`device-schools-${onlyEnabled ? 1 : 0}-${excludeId ?? 0}`}
      params={onlyEnabled ? ENABLED_SCHOOL_PARAMS : SCHOOL_PARAMS}
      fetchOptions={async (p, signal) => (await schoolOptions(p, signal)).filter((o) => o.value !== excludeId)}
      value={value}
      onChange={(v) => onChange?.(typeof v === 'number' ? v : undefined)}
      placeholder={placeholder}
      allowClear={allowClear}
      popupMatchSelectWidth={false}
      className={className}
      data-testid={testId}
    />
  );
}
