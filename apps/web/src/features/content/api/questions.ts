import type {
  KnowledgePointRow,
  KnowledgeTree,
  QuestionDetail,
  QuestionFields,
  QuestionImportResult,
  QuestionList,
  QuestionPreview,
} from '@edu/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { contentKeys, type Params, useInvalidateContent } from './keys';

const post = <T>(url: string, data: Record<string, unknown>) =>
  request<T>({ url: `/openapi/topic/${url}`, method: 'POST', data, json: true });

export function fetchQuestionList(params: Params, signal?: AbortSignal): Promise<QuestionList> {
  return request<QuestionList>({ url: '/openapi/topic/getQuestionList', params, signal, silent: true });
}

export function useQuestionList(params: Params, enabled = true) {
  return useQuery({
    queryKey: contentKeys.questions(params),
    queryFn: ({ signal }) => fetchQuestionList(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useQuestionDetail(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.question(id ?? 0),
    queryFn: ({ signal }) =>
      request<QuestionDetail>({ url: '/openapi/topic/getQuestionDetail', params: { id }, signal, silent: true }),
    enabled: id !== undefined,
  });
}

export type QuestionSave = QuestionFields & { id?: number; brandId?: number | null };

export function useSaveQuestion() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (q: QuestionSave) => post<QuestionDetail>('saveQuestion', { ...q }),
    onSuccess: invalidate,
  });
}

export function previewQuestion(q: QuestionFields): Promise<QuestionPreview> {
  return request<QuestionPreview>({
    url: '/openapi/topic/previewQuestion',
    method: 'POST',
    data: { ...q },
    json: true,
    silent: true,
  });
}

export function useDeleteQuestion() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => post<{ id: number }>('deleteQuestion', { id }),
    onSuccess: invalidate,
  });
}

/** Sends a question file; with dryRun nothing is written (the per-row errors come back either way). */
export function importQuestions(
  file: File,
  options: { dryRun: boolean; brandId?: number | null },
): Promise<QuestionImportResult> {
  const data = new FormData();
  // Fields before the file: the server reads them with it.
  data.append('dryRun', String(options.dryRun));
  if (options.brandId !== undefined) data.append('brandId', options.brandId === null ? '' : String(options.brandId));
  data.append('file', file);
  return request<QuestionImportResult>({
    url: '/openapi/topic/importQuestions',
    method: 'POST',
    data,
    timeout: 120_000,
    silent: true,
  });
}

export function useKnowledgeTree(subject: string | undefined, brandId?: number) {
  return useQuery({
    queryKey: contentKeys.knowledgeTree(subject ?? '', brandId),
    queryFn: ({ signal }) =>
      request<KnowledgeTree>({
        url: '/openapi/topic/getKnowledgeTree',
        params: { subject, ...(brandId ? { brandId } : {}) },
        signal,
        silent: true,
      }),
    enabled: !!subject,
    staleTime: 30_000,
  });
}

export function useSaveKnowledgePoint() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: {
      id?: number;
      subject?: string;
      parentId?: number | null;
      name: string;
      brandId?: number | null;
    }) => post<KnowledgePointRow>('saveKnowledgePoint', { ...input }),
    onSuccess: invalidate,
  });
}

export function useMoveKnowledgePoint() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { id: number; parentId: number | null; index: number }) =>
      post<KnowledgePointRow>('moveKnowledgePoint', { ...input }),
    onSettled: invalidate,
  });
}

export function useDeleteKnowledgePoint() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => post<{ id: number; points: number; links: number }>('deleteKnowledgePoint', { id }),
    onSuccess: invalidate,
  });
}
