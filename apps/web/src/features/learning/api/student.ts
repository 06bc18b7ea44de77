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
