import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { download, endpointQuery, routes, saveBlob } from '../../app/api';
import { useDebounced } from '../../app/use-debounced';
import type { ListParams } from '../../ui/list/list-params';

const jzx = routes.analytics;

// The precision-learning reports' requests (packages/shared/src/api/analytics.ts). The figures come from
// aggregates the server keeps up to date within about a minute (modules/analytics/README.md): a short
// staleTime, no polling.
const FRESH_MS = 15_000;

export function useJzxHeatmap(params: ListParams) {
  return useQuery({
    ...endpointQuery(jzx.getJzxHeatmap, params as InputOf<typeof jzx.getJzxHeatmap>),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export function useJzxClassStudents(params: ListParams, enabled: boolean) {
  return useQuery({
    ...endpointQuery(jzx.getJzxClassStudents, params as InputOf<typeof jzx.getJzxClassStudents>),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    enabled,
  });
}

export function useJzxStudentAnswers(params: ListParams, enabled: boolean) {
  return useQuery({
    ...endpointQuery(jzx.getJzxStudentAnswers, params as InputOf<typeof jzx.getJzxStudentAnswers>),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    enabled,
  });
}

export function useJzxItemAnalysis(params: ListParams) {
  return useQuery({
    ...endpointQuery(jzx.getJzxItemAnalysis, params as InputOf<typeof jzx.getJzxItemAnalysis>),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export function useJzxMostMissed(input: InputOf<typeof jzx.getJzxMostMissed>, enabled = true) {
  return useQuery({
    ...endpointQuery(jzx.getJzxMostMissed, input),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
    enabled,
  });
}

export function useJzxTrends(input: InputOf<typeof jzx.getJzxTrends>) {
  return useQuery({
    ...endpointQuery(jzx.getJzxTrends, input),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

export function useJzxErrors(params: ListParams) {
  return useQuery({
    ...endpointQuery(jzx.getJzxErrors, params as InputOf<typeof jzx.getJzxErrors>),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** Schools in the caller's scope (admin: all, brand admin: its brand's), searched by name: the school filter. */
export function useSchoolOptions(search: string, enabled: boolean) {
  const keyword = useDebounced(search.trim());
  const input = { page: 1, pageSize: 20, sort: 'name', order: 'asc', ...(keyword ? { keyword } : {}) };
  return useQuery({
    ...endpointQuery(routes.org.getSchoolList, input as InputOf<typeof routes.org.getSchoolList>),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
    select: (data) => data.list.map((s) => ({ value: s.id, label: s.name })),
  });
}

/** A report view's export as XLSX, saved under the server's file name (the request shows its own errors). */
export async function exportReport(input: InputOf<typeof jzx.exportJzxReport>): Promise<string> {
  const file = await download(jzx.exportJzxReport, input, { fallbackName: `jzx-${input.view}.xlsx` });
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}

/** The error list's export as XLSX. */
export async function exportErrors(input: InputOf<typeof jzx.exportJzxErrors>): Promise<string> {
  const file = await download(jzx.exportJzxErrors, input, { fallbackName: 'jzx-errors.xlsx' });
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}
