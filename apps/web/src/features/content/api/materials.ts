import type { ClassRef, MaterialList, MaterialRow, MaterialUrl } from '@edu/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { type UploadProgress, uploadWithProgress } from '../../../app/upload';
import { contentKeys, idListParam, type Params, useInvalidateContent } from './keys';

export function useMaterialList(params: Params) {
  return useQuery({
    queryKey: contentKeys.materials(params),
    queryFn: ({ signal }) =>
      request<MaterialList>({ url: '/openapi/material/getMaterialList', params, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useShareClasses(enabled = true) {
  return useQuery({
    queryKey: contentKeys.shareClasses(),
    queryFn: ({ signal }) => request<ClassRef[]>({ url: '/openapi/material/getShareClasses', signal, silent: true }),
    staleTime: 60_000,
    enabled,
  });
}

/** Uploads one material (silent: the page shows 413/415 and other failures itself). */
export function uploadMaterial(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MaterialRow> {
  const data = new FormData();
  data.append('name', file.name);
  data.append('file', file, file.name);
  return uploadWithProgress<MaterialRow>({
    url: '/openapi/material/upload',
    data,
    onProgress,
    signal,
    silent: true,
  });
}

export function useShareMaterial() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: { id: number; classIds: number[] }) =>
      request<MaterialRow>({
        url: '/openapi/material/shareMaterial',
        method: 'POST',
        data: { id: input.id, classIds: idListParam(input.classIds) },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteMaterial() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ id: number }>({ url: '/openapi/material/deleteMaterial', method: 'POST', data: { id } }),
    onSuccess: invalidate,
  });
}

/** A signed address of the file for this user (for <img>, <video>, pdf.js or a download link). */
export function fetchMaterialUrl(id: number, download = false): Promise<MaterialUrl> {
  return request<MaterialUrl>({ url: '/openapi/material/getMaterialUrl', params: { id, download } });
}
