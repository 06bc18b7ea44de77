import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, routes } from '../../../app/api';

/** A student's profile: school, class, teachers and support staff. */
export function useStuInfo(userId: number | undefined) {
  return useQuery({ ...endpointQuery(routes.org.getStuInfoByUserId, { userId }), enabled: userId !== undefined });
}

/** The students linked to the calling consultant (DL, correction teacher), with their latest activity. */
export function useMyStudents(params: InputOf<typeof routes.org.getMyStudents>) {
  return useQuery({ ...endpointQuery(routes.org.getMyStudents, params), placeholderData: keepPreviousData });
}
