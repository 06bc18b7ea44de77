import { Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/request';
import { CONTENT_NS } from '../i18n';

/** The error state of a page or a list: what went wrong and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const detail = isRequestError(error) ? error.msg : error instanceof Error ? error.message : '';
  const notFound = isRequestError(error) && (error.code === 404 || error.code === 403);
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? t('common.notFound') : t('common.loadFailed')}
      subTitle={detail}
      data-testid="content-error"
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

/** A list's empty state: nothing yet, or nothing matching (with a way back). */
export function ListEmpty({
  filtered,
  onClear,
  text,
  children,
}: {
  filtered: boolean;
  onClear?: () => void;
  /** the "nothing yet" text */
  text: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="list-empty"
      description={filtered ? t('common.noMatch') : text}
    >
      {filtered && onClear ? (
        <Button size="small" onClick={onClear}>
          {t('common.clearFilters')}
        </Button>
      ) : (
        children
      )}
    </Empty>
  );
}

/**
 * The OK handler of a confirm dialog: runs the change and closes the dialog either way (the request
 * client has already shown a failure).
 */
export function settle(action: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    try {
      await action();
    } catch {
      // shown by the request client
    }
  };
}

/** The numeric id of the query string (`?id=5`), or undefined. */
export function idFromSearch(search: URLSearchParams, name = 'id'): number | undefined {
  const n = Number(search.get(name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
