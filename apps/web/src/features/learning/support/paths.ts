/** A linked student's lesson report for its DL (the DL's /stuLesson/stuLessonDetail, read-only). */
export const supportLessonPath = (studentId: number, lessonId: number) =>
  `/stuLesson/stuLessonDetail?studentId=${studentId}&lessonId=${lessonId}`;

export const WORK_LIST_PATH = '/dashboard/dashboard';
