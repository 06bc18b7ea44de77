import { SHARE_PROBLEMS, type ShareProblem } from '@edu/shared';
import type { DataOf } from '@edu/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, isRequestError, routes } from '../../app/api';

/** The public pages' endpoints: each opens its kind of link by token. */
export const SHARED_ROUTES = {
  student_report: routes.report.getSharedStudentReport,
  class_report: routes.report.getSharedClassReport,
  answer: routes.report.getSharedAnswer,
} as const;
export type SharedRoutes = typeof SHARED_ROUTES;
export type SharedKind = keyof SharedRoutes;
export type SharedData<K extends SharedKind> = DataOf<SharedRoutes[K]>;

/** What the page says when a link opens nothing: the server's reason, too many requests, or a failure. */
export type PageProblem = ShareProblem | 'busy' | 'failed';

export function problemOf(error: unknown): PageProblem {
  if (!isRequestError(error)) return 'failed';
  const reason = (error.data as { reason?: unknown } | null | undefined)?.reason;
  if (typeof reason === 'string' && (SHARE_PROBLEMS as readonly string[]).includes(reason))
    return reason as ShareProblem;
  if (error.code === 429) return 'busy';
  // A token the contract refuses (too long, blank) is no link either.
  if (error.code === 400 || error.code === 404) return 'invalid';
  return 'failed';
}

/** The token of the page's address (`?token=`), or null without one. */
export function tokenFrom(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token ? token : null;
}

/**
 * A shared report by its token: no session needed (a stale one is not acted on), never retried on a refusal
 * (a refused token stays refused), kept while the page is open.
 */
export function useSharedReport<K extends SharedKind>(kind: K, token: string | null) {
  return useQuery({
    // The three endpoints take the same input (a token); their answers are typed by the page (SharedData<K>).
    ...endpointQuery(
      SHARED_ROUTES[kind] as SharedRoutes[SharedKind],
      { token: token ?? '' },
      { handleSessionCodes: false },
    ),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
