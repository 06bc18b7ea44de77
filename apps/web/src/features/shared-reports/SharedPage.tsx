import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryProvider } from '../../app/query';
import { problemOf, type SharedData, type SharedKind, tokenFrom, useSharedReport } from './api';
import { LinkProblem } from './LinkProblem';
import { PublicFrame } from './PublicFrame';
import './i18n';

/** A public report page: its token from `?token=`, the report or the reason it opens nothing. */
function SharedReport<K extends SharedKind>({
  kind,
  children,
}: {
  kind: K;
  children: (data: SharedData<K>) => ReactNode;
}) {
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const query = useSharedReport(kind, token);
  if (token === null) {
    return (
      <PublicFrame kind={kind}>
        <LinkProblem problem="invalid" />
      </PublicFrame>
    );
  }
  if (query.isError) {
    return (
      <PublicFrame kind={kind}>
        <LinkProblem problem={problemOf(query.error)} onRetry={() => void query.refetch()} />
      </PublicFrame>
    );
  }
  const data = query.data as SharedData<K> | undefined;
  return (
    <PublicFrame kind={kind} brandName={data?.brandName} expiresAt={data?.expiresAt}>
      {data ? children(data) : <Skeleton active paragraph={{ rows: 8 }} />}
    </PublicFrame>
  );
}

/** The page with its own query client (a public page is outside the layout that holds the console's). */
export function SharedPage<K extends SharedKind>(props: { kind: K; children: (data: SharedData<K>) => ReactNode }) {
  return (
    <QueryProvider>
      <SharedReport {...props} />
    </QueryProvider>
  );
}
