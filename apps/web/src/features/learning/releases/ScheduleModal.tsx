import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEARNING_NS } from '../i18n';

/** Tomorrow at 08:00: the usual time a lesson is opened for the next class. */
function defaultTime(): Dayjs {
  return dayjs().add(1, 'day').hour(8).minute(0).second(0).millisecond(0);
}

/** Asks when the lessons open; `onOk` gets the time as ISO. */
export function ScheduleModal({
  open,
  className,
  count,
  busy,
  onOk,
  onCancel,
}: {
  open: boolean;
  className: string;
  count: number;
  busy: boolean;
  onOk: (unlockAt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const [at, setAt] = useState<Dayjs | null>(defaultTime);
  const valid = at?.isAfter(dayjs()) === true;
  return (
    <Modal
      open={open}
      title={t('lockUp.scheduleTitle')}
      okText={t('lockUp.schedule')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !valid, loading: busy, 'data-testid': 'schedule-ok' }}
      onOk={() => at && onOk(at.toISOString())}
      onCancel={onCancel}
      afterOpenChange={(visible) => {
        if (visible) setAt(defaultTime());
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('lockUp.selected', { count })}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('lockUp.scheduleAt')}
          htmlFor="schedule-at"
          extra={t('lockUp.scheduleHint', { class: className })}
          validateStatus={valid ? undefined : 'error'}
          help={valid ? undefined : t('lockUp.scheduleRequired')}
        >
          <DatePicker
            id="schedule-at"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={setAt}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
            data-testid="schedule-at"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
