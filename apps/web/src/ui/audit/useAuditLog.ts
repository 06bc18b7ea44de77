import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, routes } from '../../app/api';

/** The audit log of a school, user, class or content item (or of the caller's whole scope), newest first. */
export function useAuditLog(params: InputOf<typeof routes.org.getAuditLog>, enabled = true) {
  return useQuery({ ...endpointQuery(routes.org.getAuditLog, params), placeholderData: keepPreviousData, enabled });
}
