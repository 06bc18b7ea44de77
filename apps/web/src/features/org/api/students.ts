import type { MyStudents, StuInfo } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { orgKeys } from './keys';
import type { ListParams } from '../../../shell/list/list-params';

/** A student's profile: school, class, teachers and support staff. */
export function useStuInfo(userId: number | undefined) {
  return useQuery({
    queryKey: orgKeys.stuInfo(userId ?? 0),
    queryFn: ({ signal }) =>
      request<StuInfo>({ url: '/openapi/course/getStuInfoByUserId', params: { userId }, signal, silent: true }),
    enabled: userId !== undefined,
  });
}

/** The students linked to the calling consultant (DL, correction teacher), with their latest activity. */
export function useMyStudents(params: ListParams) {
  return useQuery({
    queryKey: orgKeys.myStudents(params),
    queryFn: ({ signal }) =>
      request<MyStudents>({ url: '/openapi/consultant/getMyStudents', params, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
