import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';

const report = routes.report;

/** The browser's time zone, for the days of the student's reports and trend. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

// ---- The student's report center

/** Its handed-in work (the list's params: page, course, kind, state, days) in its time zone. */
export function useMyReports(params: ListParams, tz: string) {
  return useQuery({
    ...endpointQuery(report.getMyReports, { ...params, tz } as InputOf<typeof report.getMyReports>),
    placeholderData: keepPreviousData,
  });
}

export function useMyScoreTrend(input: InputOf<typeof report.getMyScoreTrend>) {
  return useQuery({ ...endpointQuery(report.getMyScoreTrend, input), placeholderData: keepPreviousData });
}

export function useMyMastery(subject: string | undefined) {
  return useQuery({
    ...endpointQuery(report.getMyMastery, { subject } as InputOf<typeof report.getMyMastery>),
    placeholderData: keepPreviousData,
  });
}

/** The report of one of its lessons (also for lessons no longer open to its class). */
export function useOwnLessonReport(lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(routes.learning.getLessonReport, { lessonId: lessonId ?? 0 }),
    enabled: lessonId !== undefined,
  });
}

// ---- The teacher's after-class reports and evaluations

/** The teacher's active classes (the class choices). */
export function useMyClasses() {
  return useQuery({ ...endpointQuery(routes.learning.getMyClasses, {}), staleTime: 60_000 });
}

export function useClassLessonReports(params: ListParams, enabled = true) {
  return useQuery({
    ...endpointQuery(report.getClassLessonReports, params as InputOf<typeof report.getClassLessonReports>),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClassLessonReport(key: { classId: number; lessonId: number } | undefined) {
  return useQuery({
    ...endpointQuery(report.getClassLessonReport, key ?? { classId: 0, lessonId: 0 }),
    enabled: key !== undefined,
  });
}

export function useLessonEvaluations(params: ListParams, key: { classId: number; lessonId: number } | undefined) {
  return useQuery({
    ...endpointQuery(report.getLessonEvaluations, { ...params, ...key } as InputOf<typeof report.getLessonEvaluations>),
    enabled: key !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Saves a comment; the drawer shows a stale save (409) itself. */
export function useSaveLessonEvaluation() {
  const invalidate = useInvalidate('report');
  return useMutation({
    mutationFn: (input: InputOf<typeof report.saveLessonEvaluation>) =>
      call(report.saveLessonEvaluation, input, { silent: true }),
    onSuccess: invalidate,
  });
}
