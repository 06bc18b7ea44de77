import type { SchoolDetail, SchoolList, SchoolRow } from '@edu/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { orgKeys, useInvalidateOrg } from './keys';
import type { ListParams } from '../../../shell/list/list-params';

export function fetchSchoolList(params: ListParams, signal?: AbortSignal): Promise<SchoolList> {
  return request<SchoolList>({ url: '/openapi/manage/getSchoolList', params, signal, silent: true });
}

export function useSchoolList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.schools(params),
    queryFn: ({ signal }) => fetchSchoolList(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSchoolDetail(id: number | undefined) {
  return useQuery({
    queryKey: orgKeys.school(id ?? 0),
    queryFn: ({ signal }) =>
      request<SchoolDetail>({ url: '/openapi/manage/getSchoolDetail', params: { id }, signal, silent: true }),
    enabled: id !== undefined,
  });
}

/** updateSchool: creates a school (no id) or changes the fields given. */
export interface SchoolChange {
  id?: number;
  name?: string;
  address?: string;
  brandId?: number;
  enabled?: boolean;
}

export function useSaveSchool() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (change: SchoolChange) =>
      request<SchoolRow>({ url: '/openapi/manage/updateSchool', method: 'POST', data: { ...change } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSchool() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ id: number }>({ url: '/openapi/manage/deleteSchool', method: 'POST', data: { id } }),
    onSuccess: invalidate,
  });
}
