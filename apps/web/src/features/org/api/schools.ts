import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';

export function fetchSchoolList(
  params: InputOf<typeof routes.org.getSchoolList>,
  signal?: AbortSignal,
): Promise<DataOf<typeof routes.org.getSchoolList>> {
  return call(routes.org.getSchoolList, params, { signal, silent: true });
}

export function useSchoolList(params: InputOf<typeof routes.org.getSchoolList>, enabled = true) {
  return useQuery({ ...endpointQuery(routes.org.getSchoolList, params), placeholderData: keepPreviousData, enabled });
}

export function useSchoolDetail(id: number | undefined) {
  return useQuery({ ...endpointQuery(routes.org.getSchoolDetail, { id }), enabled: id !== undefined });
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
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (change: SchoolChange) => call(routes.org.updateSchool, change),
    onSuccess: invalidate,
  });
}

export function useDeleteSchool() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (id: number) => call(routes.org.deleteSchool, { id }),
    onSuccess: invalidate,
  });
}
