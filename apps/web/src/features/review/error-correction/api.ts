import type { InputOf } from '@edu/shared/api/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, type UploadProgress, upload, useInvalidate } from '../../../app/api';

const review = routes.review;

/** The student's corrections of one answer, latest first (the drawer's history). */
export function useAnswerCorrections(submissionId: number, questionId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(review.getMyErrorCorrections, { submissionId, questionId, page: 1, pageSize: 20 }),
    enabled,
  });
}

/** Sends a correction; the book and the history are read again (the 'review' group). */
export function useSubmitErrorCorrection() {
  const invalidate = useInvalidate('review');
  return useMutation({
    mutationFn: (input: InputOf<typeof review.submitErrorCorrection>) => call(review.submitErrorCorrection, input),
    onSuccess: invalidate,
  });
}

/** Takes back a correction that still waits. */
export function useWithdrawErrorCorrection() {
  const invalidate = useInvalidate('review');
  return useMutation({
    mutationFn: (id: number) => call(review.withdrawErrorCorrection, { id }),
    onSuccess: invalidate,
  });
}

/**
 * Uploads a photo of the working for a correction (PNG, JPEG or WebP, at most 10 MB); resolves with its name
 * (the correction names it) and an address to show it. A refusal (type, size) is a toast.
 */
export function uploadErrorCorrectionPhoto(
  input: InputOf<typeof review.uploadErrorCorrectionPhoto>,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  return upload(review.uploadErrorCorrectionPhoto, input, {
    file,
    fileName: file.name || 'photo',
    onProgress,
    timeout: 0,
  });
}
