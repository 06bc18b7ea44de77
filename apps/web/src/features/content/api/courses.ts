import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, type UploadProgress, upload, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';
import { listInput } from './params';

/*
 * Every content change writes an audit entry, so a change refreshes the content queries and the org
 * group's too (the audit log and the course history drawer read getAuditLog).
 */
const content = routes.content;

export function useCourseList(params: ListParams, enabled = true) {
  return useQuery({
    ...endpointQuery(content.getCourseList, listInput(content.getCourseList, params)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCourseDetail(id: number | undefined) {
  return useQuery({
    ...endpointQuery(content.getCourseDetail, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}

export function useTextbookEditions(params: InputOf<typeof content.getTextbookEditions>) {
  return useQuery(endpointQuery(content.getTextbookEditions, params));
}

export function useChapterTree(courseId: number | undefined) {
  return useQuery({
    ...endpointQuery(content.getChapterTree, { courseId: courseId ?? 0 }),
    enabled: courseId !== undefined,
  });
}

export function useLessonDetail(id: number | undefined) {
  return useQuery({
    ...endpointQuery(content.getLessonDetail, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}

/** saveCourse: creates a course (no id) or changes the fields given (admin: brandId null for platform-wide). */
export type CourseChange = InputOf<typeof content.saveCourse>;

export function useSaveCourse() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (change: CourseChange) => call(content.saveCourse, change),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.deleteCourse, { id }),
    onSuccess: invalidate,
  });
}

export function usePublishCourse() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: { id: number; published: boolean }) => call(content.publishCourse, input),
    onSuccess: invalidate,
  });
}

/**
 * Uploads a cover image (PNG, JPEG, WebP, GIF ≤ 5 MB); resolves with its address. No time-out; a failure
 * is shown as a toast.
 */
export function uploadCover(file: File): Promise<{ cover: string }> {
  return upload(content.uploadCover, {}, { file, timeout: 0 });
}

/**
 * Uploads a picture for rich text (lessons, questions: PNG, JPEG, WebP, GIF ≤ 5 MB) with progress;
 * resolves with its address. Silent: the editor shows 413/415 and other failures itself.
 */
export function uploadImage(
  file: File,
  onProgress?: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  return upload(content.uploadImage, {}, { file, fileName: file.name || 'image', onProgress, signal, silent: true });
}

export function useSaveChapter() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: InputOf<typeof content.saveChapter>) => call(content.saveChapter, input),
    onSuccess: invalidate,
  });
}

export function useMoveChapter() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: InputOf<typeof content.moveChapter>) => call(content.moveChapter, input),
    onSettled: invalidate,
  });
}

export function useDeleteChapter() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.deleteChapter, { id }),
    onSuccess: invalidate,
  });
}

export function useSaveChapterTree() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: InputOf<typeof content.saveChapterTree>) => call(content.saveChapterTree, input),
    onSuccess: invalidate,
  });
}

/** saveLesson: creates a lesson (chapterId and title) or changes the fields given. */
export type LessonChange = InputOf<typeof content.saveLesson>;

export function useSaveLesson() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (change: LessonChange) => call(content.saveLesson, change),
    onSuccess: invalidate,
  });
}

export function useDeleteLesson() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.deleteLesson, { id }),
    onSuccess: invalidate,
  });
}

export function useMoveLesson() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: { id: number; chapterId: number; index: number }) => call(content.moveLesson, input),
    onSettled: invalidate,
  });
}

export function usePublishLesson() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: { id: number; published: boolean }) => call(content.publishLesson, input),
    onSuccess: invalidate,
  });
}

export function useSetLessonExercises() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    // JSON body: the ids as a list, in their order
    mutationFn: (input: { lessonId: number; questionIds: number[] }) => call(content.setLessonExercises, input),
    onSuccess: invalidate,
  });
}
