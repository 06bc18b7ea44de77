import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, type UploadProgress, upload, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const learning = routes.learning;

/** The lessons open to the student's classes (the list's params: page, keyword, filters). */
export function useMyLessons(params: ListParams) {
  return useQuery({
    ...endpointQuery(learning.getMyLessons, params as InputOf<typeof learning.getMyLessons>),
    placeholderData: keepPreviousData,
  });
}

export function useStudentLesson(lessonId: number | undefined) {
  return useQuery({
    ...endpointQuery(learning.getStudentLesson, { lessonId: lessonId ?? 0 }),
    enabled: lessonId !== undefined,
    // The saved answers are the page's starting point: never refetched under a student who is typing.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLessonReport(lessonId: number | undefined, enabled: boolean) {
  return useQuery({
    ...endpointQuery(learning.getLessonReport, { lessonId: lessonId ?? 0 }),
    enabled: enabled && lessonId !== undefined,
  });
}

/** Autosave: silent (the page shows the save state itself and retries while the network is away). */
export function saveAnswers(input: InputOf<typeof learning.saveAnswers>) {
  return call(learning.saveAnswers, input, { silent: true });
}

export function useSubmitLesson() {
  const invalidate = useInvalidate('learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof learning.submitLesson>) => call(learning.submitLesson, input),
    onSuccess: invalidate,
  });
}

/**
 * Uploads a photo of handwritten work for a short answer (PNG, JPEG or WebP, at most 10 MB); resolves with
 * its name (the answer names it) and an address to show it. A refusal (type, size, submitted) is a toast.
 */
export function uploadAnswerPhoto(
  input: InputOf<typeof learning.uploadAnswerPhoto>,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  return upload(learning.uploadAnswerPhoto, input, { file, fileName: file.name || 'photo', onProgress, timeout: 0 });
}

// ---- Live class supervision (issue 12): the student's side of a session its teacher runs on this lesson

const supervision = routes.supervision;

/**
 * The live session of the student's class on the lesson, if any; asked again every `pollMs` while there is
 * none (the teacher may start it after the page opened). Silent: without it the page works as always.
 */
export function useMyLiveSession(lessonId: number, pollMs: number) {
  return useQuery({
    ...endpointQuery(supervision.getMyLiveSession, { lessonId }),
    refetchInterval: (query) => (query.state.data?.session ? false : pollMs),
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The heartbeat with the question the student is on (silent: a lost beat is followed by the next). */
export function postSessionPresence(input: InputOf<typeof supervision.postSessionPresence>) {
  return call(supervision.postSessionPresence, input, { silent: true, handleSessionCodes: false });
}
