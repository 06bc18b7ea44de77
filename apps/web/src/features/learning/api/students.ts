import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, routes } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const learning = routes.learning;

/** The students of the teacher's classes (the list's params: page, keyword, sort, class, attention). */
export function useTaughtStudents(params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getTaughtStudents, params as InputOf<typeof learning.getTaughtStudents>),
    placeholderData: keepPreviousData,
  });
}

/** One student's work by day over a period (days YYYY-MM-DD in the browser's time zone). */
export function useStudentDays(studentId: number | undefined, from: string, to: string, tz: string) {
  return useQuery({
    ...endpointQuery(learning.getStudentDays, { studentId: studentId ?? 0, from, to, tz }),
    enabled: studentId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The report of a lesson a student handed in, for its teacher. */
export function useStudentReport(studentId: number, lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getStudentReport, { studentId, lessonId: lessonId ?? 0 }),
    enabled: lessonId !== undefined,
  });
}
