import { useQuery } from '@tanstack/react-query';
import { endpointQuery, routes } from '../../app/api';
import { browserTimeZone } from './today-model';

/** The teacher's day (what "today" is follows the browser's time zone); refreshed every 5 minutes while open. */
export function useTeacherToday(enabled: boolean) {
  return useQuery({
    ...endpointQuery(routes.learning.getTeacherToday, { tz: browserTimeZone() }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

/** The student's day: homework to do, lessons in progress, latest results. */
export function useStudentToday(enabled: boolean) {
  return useQuery({
    ...endpointQuery(routes.learning.getStudentToday, {}),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}
