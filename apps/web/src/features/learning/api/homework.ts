import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const learning = routes.learning;

/** One class's homework (the list's params: page, keyword, when). */
export function useClassHomework(classId: number | undefined, params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getClassHomework, {
      ...(params as InputOf<typeof learning.getClassHomework>),
      classId: classId ?? 0,
    }),
    enabled: classId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every present student of the class on one homework, who has not handed it in first. */
export function useHomeworkStatus(classId: number, lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getHomeworkStatus, { classId, lessonId: lessonId ?? 0 }),
    enabled: lessonId !== undefined,
  });
}

/** Gives a lesson as homework, or changes it; the grid, the lists and the releases follow. */
export function useSetHomework() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.setHomework>) => call(learning.setHomework, input),
    onSuccess: invalidate,
  });
}

export function useRemoveHomework() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.removeHomework>) => call(learning.removeHomework, input),
    onSuccess: invalidate,
  });
}
