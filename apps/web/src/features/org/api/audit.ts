import type { AuditRow } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { orgKeys } from './keys';
import type { ListParams } from '../../../shell/list/list-params';

export interface AuditList {
  list: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The audit log of a school, user or class, newest first. */
export function useAuditLog(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.audit(params),
    queryFn: ({ signal }) => request<AuditList>({ url: '/openapi/manage/getAuditLog', params, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
