import type { InputOf } from '@edu/shared/api/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';

const learning = routes.learning;

/** A student's AI courses, for its teacher. */
export function useAiCourses(studentId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getAiCourses, { studentId: studentId ?? 0 }),
    enabled: studentId !== undefined,
  });
}

/** One AI course with its items and why each was chosen. */
export function useAiCourse(id: number | undefined) {
  return useQuery({ ...endpointQuery(learning.getAiCourse, { id: id ?? 0 }), enabled: id !== undefined });
}

export function useCreateAiCourse() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.createAiCourse>) => call(learning.createAiCourse, input),
    onSuccess: invalidate,
  });
}

/** The calling student's AI courses. */
export function useMyAiCourses() {
  return useQuery(endpointQuery(learning.getMyAiCourses, {}));
}

/** The next item of one of the student's AI courses. */
export function useMyAiCourseItem(id: number | undefined) {
  return useQuery({ ...endpointQuery(learning.getMyAiCourseItem, { id: id ?? 0 }), enabled: id !== undefined });
}

export function useAnswerAiItem() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.answerAiCourseItem>) => call(learning.answerAiCourseItem, input),
    onSuccess: invalidate,
  });
}
