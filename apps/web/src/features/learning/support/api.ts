import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const learning = routes.learning;

/** The DL's work list (the list's params: page, keyword, attention). */
export function useSupportStudents(params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getSupportStudents, params as InputOf<typeof learning.getSupportStudents>),
    placeholderData: keepPreviousData,
  });
}

/** A linked student's follow-up notes, newest contact first. */
export function useFollowUps(studentId: number, params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getFollowUps, {
      ...(params as InputOf<typeof learning.getFollowUps>),
      studentId,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A linked student's lessons (the list's params: page, keyword, state). */
export function useSupportStudentLessons(studentId: number | undefined, params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getSupportStudentLessons, {
      ...(params as InputOf<typeof learning.getSupportStudentLessons>),
      studentId: studentId ?? 0,
    }),
    enabled: studentId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The report of a lesson a linked student handed in. */
export function useSupportLessonReport(studentId: number | undefined, lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getSupportLessonReport, { studentId: studentId ?? 0, lessonId: lessonId ?? 0 }),
    enabled: studentId !== undefined && lessonId !== undefined,
    retry: false,
  });
}

export function useAddFollowUp() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.addFollowUp>) => call(learning.addFollowUp, input),
    onSuccess: invalidate,
  });
}

export function useDeleteFollowUp() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (id: number) => call(learning.deleteFollowUp, { id }),
    onSuccess: invalidate,
  });
}
