import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/request';
import { ORG_NS } from '../i18n';

/** The error state of a page or a list: what went wrong and a retry. */
export function QueryError({ error, onRetry, compact }: { error: unknown; onRetry?: () => void; compact?: boolean }) {
  const { t } = useTranslation(ORG_NS);
  const detail = isRequestError(error) ? error.msg : error instanceof Error ? error.message : '';
  const notFound = isRequestError(error) && error.code === 404;
  return (
    <Result
      status={notFound ? '404' : 'error'}
      className={compact ? 'org-result--compact' : undefined}
      title={notFound ? t('common.notFound') : t('common.loadFailed')}
      subTitle={detail}
      data-testid="org-error"
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
