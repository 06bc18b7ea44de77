import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

// Calls and queries of lesson preparation and polishing (modules/learning/preparations on the server).

const learning = routes.learning;

/** The prepara page's data: the class, the lesson and the teacher's preparation of it (or none yet). */
export function usePreparation(classId: number | undefined, lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getPreparation, { classId: classId ?? 0, lessonId: lessonId ?? 0 }),
    enabled: classId !== undefined && lessonId !== undefined,
  });
}

export function useSavePreparation() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.savePreparation>) => call(learning.savePreparation, input),
    onSuccess: invalidate,
  });
}

/** A class's coming lessons (/workClass/index). */
export function useUpcomingLessons(params: ListParams, classId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getUpcomingLessons, {
      ...params,
      classId: classId ?? 0,
    } as InputOf<typeof learning.getUpcomingLessons>),
    enabled: classId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The teacher's preparations (/Lesson/index). */
export function usePreparationList(params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getPreparationList, params as InputOf<typeof learning.getPreparationList>),
    placeholderData: keepPreviousData,
  });
}

export function usePrepRevisions(prepId: number | undefined, page: number, pageSize: number) {
  return useQuery({
    ...endpointQuery(learning.getPrepRevisions, { prepId: prepId ?? 0, page, pageSize }),
    enabled: prepId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** One revision as saved (revisions never change: kept as long as the page lives). */
export function usePrepRevision(prepId: number | undefined, revision: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getPrepRevision, { prepId: prepId ?? 0, revision: revision ?? 0 }),
    enabled: prepId !== undefined && revision !== undefined && revision > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRestorePrepRevision() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.restorePrepRevision>) => call(learning.restorePrepRevision, input),
    onSuccess: invalidate,
  });
}

/** The questions of the bank the teacher may pick from (the content module's search). */
export function useBankQuestions(params: ListParams, enabled: boolean) {
  return useQuery({
    ...endpointQuery(routes.content.getQuestionList, params as InputOf<typeof routes.content.getQuestionList>),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every teacher's preparation of a lesson (the admin, read-only). */
export function useLessonPreparations(params: ListParams, lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getLessonPreparations, {
      ...params,
      lessonId: lessonId ?? 0,
    } as InputOf<typeof learning.getLessonPreparations>),
    enabled: lessonId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePreparationDetail(id: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getPreparationDetail, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}
