import type { MaterialRow } from '@edu/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, type UploadProgress, upload, useInvalidate } from '../../../app/api';
import { idListParam } from '../../../ui/id-list';
import type { ListParams } from '../../../ui/list/list-params';
import { listInput } from './params';

/*
 * Every material change writes an audit entry, so a change refreshes the content queries and the org
 * group's too (the audit log reads getAuditLog).
 */
const content = routes.content;

export function useMaterialList(params: ListParams) {
  return useQuery({
    ...endpointQuery(content.getMaterialList, listInput(content.getMaterialList, params)),
    placeholderData: keepPreviousData,
  });
}

export function useShareClasses(enabled = true) {
  return useQuery({
    ...endpointQuery(content.getShareClasses, {}),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * Uploads one material with progress, named after its file (the name travels in the query string).
 * Silent: the page shows 413/415 and other failures itself.
 */
export function uploadMaterial(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MaterialRow> {
  return upload(
    content.uploadMaterial,
    { name: file.name },
    { file, fileName: file.name, onProgress, signal, silent: true },
  );
}

export function useShareMaterial() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    // a form body: the classes as a comma list, so that none ('') clears the sharing
    mutationFn: (input: { id: number; classIds: number[] }) =>
      call(content.shareMaterial, { id: input.id, classIds: idListParam(input.classIds) }),
    onSuccess: invalidate,
  });
}

export function useDeleteMaterial() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.deleteMaterial, { id }),
    onSuccess: invalidate,
  });
}

/** A signed address of the file for this user (for <img>, <video>, pdf.js or a download link). */
export function fetchMaterialUrl(id: number, download = false) {
  return call(content.getMaterialUrl, { id, download });
}
