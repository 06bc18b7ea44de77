import type {
  ChapterRow,
  ChapterTree,
  CourseList,
  CourseRow,
  LessonDetail,
  LessonRow,
  MoveInput,
  SaveChapterTreeInput,
} from '@edu/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { type UploadProgress, uploadWithProgress } from '../../../app/upload';
import { contentKeys, idListParam, type Params, useInvalidateContent } from './keys';

const post = <T>(url: string, data: Record<string, unknown>) =>
  request<T>({ url: `/openapi/course/${url}`, method: 'POST', data, json: true });

export function useCourseList(params: Params, enabled = true) {
  return useQuery({
    queryKey: contentKeys.courses(params),
    queryFn: ({ signal }) =>
      request<CourseList>({ url: '/openapi/course/getCourseList', params, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCourseDetail(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.course(id ?? 0),
    queryFn: ({ signal }) =>
      request<CourseRow>({ url: '/openapi/course/getCourseDetail', params: { id }, signal, silent: true }),
    enabled: id !== undefined,
  });
}

export function useTextbookEditions(params: Params) {
  return useQuery({
    queryKey: contentKeys.editions(params),
    queryFn: ({ signal }) =>
      request<{ edition: string; courseCount: number }[]>({
        url: '/openapi/course/getTextbookEditions',
        params,
        signal,
        silent: true,
      }),
  });
}

export function useChapterTree(courseId: number | undefined) {
  return useQuery({
    queryKey: contentKeys.chapterTree(courseId ?? 0),
    queryFn: ({ signal }) =>
      request<ChapterTree>({ url: '/openapi/course/getChapterTree', params: { courseId }, signal, silent: true }),
    enabled: courseId !== undefined,
  });
}

export function useLessonDetail(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.lesson(id ?? 0),
    queryFn: ({ signal }) =>
      request<LessonDetail>({ url: '/openapi/course/getLessonDetail', params: { id }, signal, silent: true }),
    enabled: id !== undefined,
  });
}

/** saveCourse: creates a course (no id) or changes the fields given. */
export interface CourseChange {
  id?: number;
  /** admin: owner brand of a new course, null for platform-wide */
  brandId?: number | null;
  title?: string;
  subject?: string;
  grade?: number;
  kind?: string;
  textbookEdition?: string;
  cover?: string;
  description?: string;
}

export function useSaveCourse() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (change: CourseChange) => post<CourseRow>('saveCourse', { ...change }),
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => post<{ id: number }>('deleteCourse', { id }),
    onSuccess: invalidate,
  });
}

export function usePublishCourse() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { id: number; published: boolean }) => post<CourseRow>('publishCourse', { ...input }),
    onSuccess: invalidate,
  });
}

/** Uploads a cover image (PNG, JPEG, WebP, GIF ≤ 5 MB); resolves with its address. */
export function uploadCover(file: File): Promise<{ cover: string }> {
  const data = new FormData();
  data.append('file', file);
  return request<{ cover: string }>({ url: '/openapi/course/uploadCover', method: 'POST', data, timeout: 0 });
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
  const data = new FormData();
  data.append('file', file, file.name || 'image');
  return uploadWithProgress<{ url: string }>({
    url: '/openapi/course/uploadImage',
    data,
    onProgress,
    signal,
    silent: true,
  });
}

export function useSaveChapter() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { id?: number; courseId?: number; parentId?: number | null; title: string }) =>
      post<ChapterRow>('saveChapter', { ...input }),
    onSuccess: invalidate,
  });
}

export function useMoveChapter() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: MoveInput) => post<ChapterRow[]>('moveChapter', { ...input }),
    onSettled: invalidate,
  });
}

export function useDeleteChapter() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => post<{ id: number; chapters: number; lessons: number }>('deleteChapter', { id }),
    onSuccess: invalidate,
  });
}

export function useSaveChapterTree() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: SaveChapterTreeInput) => post<ChapterTree>('saveChapterTree', { ...input }),
    onSuccess: invalidate,
  });
}

export interface LessonChange {
  id?: number;
  chapterId?: number;
  title?: string;
  content?: string;
  published?: boolean;
}

export function useSaveLesson() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (change: LessonChange) => post<LessonDetail>('saveLesson', { ...change }),
    onSuccess: invalidate,
  });
}

export function useDeleteLesson() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => post<{ id: number }>('deleteLesson', { id }),
    onSuccess: invalidate,
  });
}

export function useMoveLesson() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { id: number; chapterId: number; index: number }) => post<LessonRow[]>('moveLesson', input),
    onSettled: invalidate,
  });
}

export function usePublishLesson() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { id: number; published: boolean }) => post<LessonRow>('publishLesson', { ...input }),
    onSuccess: invalidate,
  });
}

export function useSetLessonExercises() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { lessonId: number; questionIds: number[] }) =>
      post<LessonDetail>('setLessonExercises', {
        lessonId: input.lessonId,
        questionIds: idListParam(input.questionIds),
      }),
    onSuccess: invalidate,
  });
}
