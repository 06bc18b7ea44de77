import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Query parameters of a request: only the values that are set. */
export type Params = Record<string, string | number | boolean>;

/**
 * Query keys of the content pages, all under ['content', …]: a change anywhere (a question attached to
 * a lesson changes the question's lesson count, a new chapter the course's counts) refreshes what
 * depends on it.
 */
export const contentKeys = {
  all: ['content'] as const,
  courses: (params: Params) => ['content', 'courses', params] as const,
  course: (id: number) => ['content', 'course', id] as const,
  editions: (params: Params) => ['content', 'editions', params] as const,
  chapterTree: (courseId: number) => ['content', 'chapterTree', courseId] as const,
  lesson: (id: number) => ['content', 'lesson', id] as const,
  questions: (params: Params) => ['content', 'questions', params] as const,
  question: (id: number) => ['content', 'question', id] as const,
  knowledgeTree: (subject: string, brandId?: number) => ['content', 'knowledge', subject, brandId ?? 0] as const,
  materials: (params: Params) => ['content', 'materials', params] as const,
  shareClasses: () => ['content', 'shareClasses'] as const,
  brands: () => ['content', 'brands'] as const,
};

/** Marks every content query stale (active ones refetch at once); call after a change. */
export function useInvalidateContent(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: contentKeys.all }), [client]);
}

/** Id lists travel as comma lists ("1,2,3"; '' is the empty list), which the contracts' idList reads. */
export function idListParam(ids: readonly number[]): string {
  return ids.join(',');
}
