import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { ORG_NS } from '../i18n';

/** The `?id=` of a detail page, or undefined when it is missing or no id. */
export function useIdParam(): number | undefined {
  const [searchParams] = useSearchParams();
  return idFromQuery(searchParams.get('id'));
}

/**
 * What a detail page shows before its record: an error when the id is missing or the record cannot be
 * loaded (with a retry), a skeleton while it loads; then the record, drawn by `children`.
 */
export function DetailStates<T>({
  id,
  query,
  children,
}: {
  id: number | undefined;
  query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown };
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation(ORG_NS);
  if (id === undefined) return <QueryError testId="org-error" error={new Error(t('ui:missingId'))} />;
  if (query.isError) return <QueryError testId="org-error" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Card className="org-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return children(query.data);
}
