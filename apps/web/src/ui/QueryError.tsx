import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../app/api';
import { UI_NS } from './i18n';
import './ui.css';

/** What a failed request means to the reader: not found (404), no permission (403), or a failure to load. */
export type QueryErrorKind = 'notFound' | 'noPermission' | 'loadFailed';

export function queryErrorKind(error: unknown): QueryErrorKind {
  if (isRequestError(error) && error.code === 404) return 'notFound';
  if (isRequestError(error) && error.code === 403) return 'noPermission';
  return 'loadFailed';
}

const STATUS = { notFound: '404', noPermission: '403', loadFailed: 'error' } as const;

/**
 * The error state of a page or a list: what went wrong (the server's message below it) and a retry.
 * `testId`: the page's own test id ('org-error', 'content-error'); `compact` for a card or a drawer.
 */
export function QueryError({
  error,
  onRetry,
  compact,
  testId,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
  testId: string;
}) {
  const { t } = useTranslation(UI_NS);
  const detail = isRequestError(error) ? error.msg : error instanceof Error ? error.message : '';
  const kind = queryErrorKind(error);
  return (
    <Result
      status={STATUS[kind]}
      className={compact ? 'query-error--compact' : undefined}
      title={t(`error.${kind}`)}
      subTitle={detail}
      data-testid={testId}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
