import type { EndpointGroup } from '@edu/shared/api';
import type { AnyRoute, InputOf } from '@edu/shared/api/routes';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CallOptions, call } from './call';

/**
 * Query options of an endpoint and its input: the key is [group, endpoint id, input], so that a change
 * refetches every query of its group (useInvalidate). Queries are silent: the page shows their errors
 * in place (QueryError), a toast would say it twice.
 */
export function endpointQuery<R extends AnyRoute>(
  route: R,
  input: InputOf<R>,
  options: Omit<CallOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: [route.group, route.id, input] as const,
    queryFn: ({ signal }) => call(route, input, { silent: true, ...options, signal }),
  });
}

/** The key prefix of every query of a group (or of one endpoint). */
export function queryKeyOf(group: EndpointGroup, route?: AnyRoute): readonly unknown[] {
  return route ? [group, route.id] : [group];
}

/** Marks every query of these groups stale (active ones refetch at once); call after a change. */
export function useInvalidate(...groups: EndpointGroup[]): () => Promise<void> {
  const client = useQueryClient();
  const key = groups.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: groups compared by value (key)
  return useCallback(async () => {
    await Promise.all(groups.map((group) => client.invalidateQueries({ queryKey: [group] })));
  }, [client, key]);
}
