import { Button, Empty, Flex, Input, Result } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/request';
import { CONTENT_NS } from '../i18n';

/** A list's toolbar: search and filters on the left, actions on the right; wraps on narrow screens. */
export function ListToolbar({ filters, actions }: { filters: ReactNode; actions?: ReactNode }) {
  return (
    <Flex className="ct-toolbar" justify="space-between" align="flex-start" gap={12} wrap>
      <Flex className="ct-toolbar__filters" gap={8} wrap align="center">
        {filters}
      </Flex>
      {actions && (
        <Flex className="ct-toolbar__actions" gap={8} wrap align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/** Keyword search: applied on Enter or the search button, cleared with the clear icon. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  testId = 'list-search',
}: {
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      className="ct-toolbar__search"
      allowClear
      value={text}
      placeholder={placeholder}
      title={placeholder}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === '' && value !== '') onSearch('');
      }}
      onSearch={(v) => onSearch(v.trim())}
      data-testid={testId}
      maxLength={100}
    />
  );
}

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
