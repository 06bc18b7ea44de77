/** The grading page of one submission (hidden; its menu entry is /correction/index). */
export const correctionDetailPath = (submissionId: number) => `/workCorrectionDetail?submissionId=${submissionId}`;

/** The corrector's queue. */
export const CORRECTION_QUEUE_PATH = '/dashboard/dashboard';
