import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const learning = routes.learning;

/** The teacher's classes (for the class picker and, later, /myClass/myClass). */
export function useMyClasses() {
  return useQuery(endpointQuery(learning.getMyClasses, {}));
}

/** Published courses the teacher may teach, of one grade (undefined: every grade). */
export function useTeachableCourses(grade: number | undefined, enabled: boolean) {
  return useQuery({
    ...endpointQuery(routes.content.getCourseList, { page: 1, pageSize: 100, grade, sort: 'title' }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A course's chapters and published lessons. */
export function useCourseOutline(courseId: number | undefined) {
  return useQuery({
    ...endpointQuery(routes.content.getChapterTree, { courseId: courseId ?? 0 }),
    enabled: courseId !== undefined,
  });
}

export function useClassReleases(classId: number | undefined, courseId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getClassReleases, { classId: classId ?? 0, courseId: courseId ?? 0 }),
    enabled: classId !== undefined && courseId !== undefined,
  });
}

export function useSetLessonRelease() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.setLessonRelease>) => call(learning.setLessonRelease, input),
    onSuccess: invalidate,
  });
}

/** One class's grid of students × released lessons (the list's params: page, keyword, sort, course). */
export function useClassProgress(classId: number | undefined, params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getClassProgress, {
      ...(params as InputOf<typeof learning.getClassProgress>),
      classId: classId ?? 0,
    }),
    enabled: classId !== undefined,
    placeholderData: keepPreviousData,
  });
}
