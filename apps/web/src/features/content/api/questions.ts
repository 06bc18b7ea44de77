import type { QuestionFields, Subject } from '@edu/shared';
import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, type DownloadedFile, download, endpointQuery, routes, upload, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';
import { listInput } from './params';

/*
 * Every content change writes an audit entry, so a change refreshes the content queries and the org
 * group's too (the audit log reads getAuditLog).
 */
const content = routes.content;

export function useQuestionList(params: ListParams, enabled = true) {
  return useQuery({
    ...endpointQuery(content.getQuestionList, listInput(content.getQuestionList, params)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useQuestionDetail(id: number | undefined) {
  return useQuery({
    ...endpointQuery(content.getQuestionDetail, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}

export type QuestionSave = QuestionFields & { id?: number; brandId?: number | null };

export function useSaveQuestion() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (q: QuestionSave) => call(content.saveQuestion, q),
    onSuccess: invalidate,
  });
}

export function useDeleteQuestion() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.deleteQuestion, { id }),
    onSuccess: invalidate,
  });
}

/**
 * Sends a question file; with dryRun nothing is written (the per-row errors come back either way).
 * The parameters travel in the query string; up to 2 minutes for a large sheet. Silent: the dialog
 * shows the failure.
 */
export function importQuestions(file: File, options: InputOf<typeof content.importQuestions>) {
  return upload(content.importQuestions, options, { file, timeout: 120_000, silent: true });
}

/** The questions of a list's filters as a JSON question file or an XLSX sheet (save it with saveBlob). */
export function exportQuestions(filters: ListParams, format: 'json' | 'xlsx'): Promise<DownloadedFile> {
  return download(content.exportQuestions, listInput(content.exportQuestions, { ...filters, format }), {
    fallbackName: `questions.${format}`,
  });
}

export function useKnowledgeTree(subject: Subject | undefined, brandId?: number) {
  return useQuery({
    // without a subject the query waits (enabled)
    ...endpointQuery(content.getKnowledgeTree, { subject: subject as Subject, ...(brandId ? { brandId } : {}) }),
    enabled: !!subject,
    staleTime: 30_000,
  });
}

export function useSaveKnowledgePoint() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: InputOf<typeof content.saveKnowledgePoint>) => call(content.saveKnowledgePoint, input),
    onSuccess: invalidate,
  });
}

export function useMoveKnowledgePoint() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: { id: number; parentId: number | null; index: number }) =>
      call(content.moveKnowledgePoint, input),
    onSettled: invalidate,
  });
}

export function useDeleteKnowledgePoint() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.deleteKnowledgePoint, { id }),
    onSuccess: invalidate,
  });
}
