import type { DeviceRow } from '@edu/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { settle } from '../../ui/confirm';
import { useSetDeviceStatus, useUnbindDevice } from './api';
import { DEVICES_NS } from './i18n';

/** The confirmed device changes with their feedback: unbind, disable and enable. */
export function useDeviceOperations() {
  const { t } = useTranslation(DEVICES_NS);
  const { modal, message } = App.useApp();
  const unbind = useUnbindDevice();
  const setStatus = useSetDeviceStatus();

  const confirmUnbind = (device: DeviceRow) => {
    modal.confirm({
      title: t('unbind.title', { serial: device.serial }),
      content: t('unbind.content', { name: device.student?.name ?? '' }),
      okText: t('actions.unbind'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await unbind.mutateAsync(device.id);
        void message.success(t('unbind.done', { serial: device.serial }));
      }),
    });
  };

  const confirmStatus = (device: DeviceRow) => {
    const disabling = device.status === 1;
    const key = disabling ? 'disable' : 'enable';
    modal.confirm({
      title: t(`${key}.title`, { serial: device.serial }),
      content: t(`${key}.content`),
      okText: t(`actions.${key}`),
      okButtonProps: { danger: disabling, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await setStatus.mutateAsync({ id: device.id, status: disabling ? 0 : 1 });
        void message.success(t(`${key}.done`, { serial: device.serial }));
      }),
    });
  };

  return { confirmUnbind, confirmStatus };
}
