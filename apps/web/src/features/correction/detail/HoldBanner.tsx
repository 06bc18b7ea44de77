import { LockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/api';
import { formatDateTime } from '../../../ui/format';
import { CORRECTION_NS } from '../i18n';
import type { HoldState } from './useCorrectionHold';

/** Whose the submission is now: being taken, the caller's (nothing to say), another corrector's, or unknown. */
export function HoldBanner({ hold, onRetry }: { hold: HoldState; onRetry: () => void }) {
  const { t } = useTranslation(CORRECTION_NS);
  // Taking it is quick (the save stays off meanwhile): no banner flashes by.
  if (hold.status === 'mine' || hold.status === 'taking') return null;
  const retry = (
    <Button size="small" onClick={onRetry} data-testid="correction-hold-retry">
      {t('hold.retry')}
    </Button>
  );
  if (hold.status === 'other') {
    return (
      <Alert
        type="warning"
        showIcon
        icon={<LockOutlined />}
        role="alert"
        title={t('hold.other', { name: hold.hold.holderName, time: formatDateTime(hold.hold.until) })}
        description={t('hold.readOnly')}
        action={retry}
        data-testid="correction-held"
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('hold.failed')}
      description={isRequestError(hold.error) ? hold.error.msg : undefined}
      action={retry}
      data-testid="correction-hold-failed"
    />
  );
}
