import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';

const supervision = routes.supervision;

/** The teacher's sessions (/superviseClass/superviseClassEnd): page, state, class; live first. */
export function useClassSessions(params: ListParams) {
  return useQuery({
    ...endpointQuery(supervision.getClassSessions, params as InputOf<typeof supervision.getClassSessions>),
    placeholderData: keepPreviousData,
  });
}

/**
 * The live board. Refetched every `refreshMs` while live: presence goes offline by silence (heartbeats that
 * change nothing are not events), so only a fresh board tells it; the stream's events fill the time between.
 */
export function useClassSession(sessionId: number | undefined, refreshMs: number) {
  return useQuery({
    ...endpointQuery(supervision.getClassSession, { sessionId: sessionId ?? 0 }),
    enabled: sessionId !== undefined,
    refetchInterval: (query) => (query.state.data?.session.state === 'live' ? refreshMs : false),
  });
}

export function useSessionTimeline(sessionId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(supervision.getSessionTimeline, { sessionId }), enabled });
}

export function useSessionSummary(sessionId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(supervision.getSessionSummary, { sessionId }), enabled });
}

/** The teacher's active classes (the dialog's class choices). */
export function useMyClasses() {
  return useQuery({ ...endpointQuery(routes.learning.getMyClasses, {}), staleTime: 60_000 });
}

/** The lessons released to a class (the class progress grid's columns: the latest ones). */
export function useClassLessons(classId: number | undefined) {
  return useQuery({
    ...endpointQuery(routes.learning.getClassProgress, { classId: classId ?? 0, page: 1, pageSize: 1 } as InputOf<
      typeof routes.learning.getClassProgress
    >),
    enabled: classId !== undefined,
    select: (data) => data.lessons,
  });
}

export function useStartClassSession() {
  const invalidate = useInvalidate('supervision');
  return useMutation({
    mutationFn: (input: InputOf<typeof supervision.startClassSession>) => call(supervision.startClassSession, input),
    onSuccess: invalidate,
  });
}

export function useSessionAction() {
  const invalidate = useInvalidate('supervision');
  return useMutation({
    mutationFn: (input: InputOf<typeof supervision.sendSessionAction>) => call(supervision.sendSessionAction, input),
    onSuccess: invalidate,
  });
}
