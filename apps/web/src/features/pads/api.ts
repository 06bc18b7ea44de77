import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, upload, useInvalidate } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';

// The AI pads' requests (packages/shared/src/api/pads.ts). A change refetches every pad query.
const pad = routes.pad;

export function useApplicationList(params: ListParams) {
  return useQuery({
    ...endpointQuery(pad.getApplicationList, params as InputOf<typeof pad.getApplicationList>),
    placeholderData: keepPreviousData,
  });
}

export function useBrandApplications(params: ListParams, enabled = true) {
  return useQuery({
    ...endpointQuery(pad.getBrandApplications, params as InputOf<typeof pad.getBrandApplications>),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePackageList(params: ListParams) {
  return useQuery({
    ...endpointQuery(pad.getPackageList, params as InputOf<typeof pad.getPackageList>),
    placeholderData: keepPreviousData,
  });
}

export function useGrantList(params: ListParams) {
  return useQuery({
    ...endpointQuery(pad.getGrantList, params as InputOf<typeof pad.getGrantList>),
    placeholderData: keepPreviousData,
  });
}

export function fetchPackageOptions(params: ListParams, signal: AbortSignal) {
  return call(pad.getPackageList, params as InputOf<typeof pad.getPackageList>, { signal, silent: true });
}

export function fetchApplicationOptions(params: ListParams, signal: AbortSignal) {
  return call(pad.getApplicationList, params as InputOf<typeof pad.getApplicationList>, { signal, silent: true });
}

/** A mutation of the pad group: on success every pad query is refetched. */
function usePadMutation<I, O>(fn: (input: I) => Promise<O>) {
  const invalidate = useInvalidate('pad');
  return useMutation({ mutationFn: fn, onSuccess: invalidate });
}

export const useSaveApplication = () =>
  usePadMutation((input: InputOf<typeof pad.saveApplication>) => call(pad.saveApplication, input));
export const useDeleteApplication = () => usePadMutation((id: number) => call(pad.deleteApplication, { id }));
export const useSetBrandApplication = () =>
  usePadMutation((input: InputOf<typeof pad.setBrandApplication>) => call(pad.setBrandApplication, input));
export const useMoveBrandApplication = () =>
  usePadMutation((input: InputOf<typeof pad.moveBrandApplication>) => call(pad.moveBrandApplication, input));
export const useSavePackage = () =>
  usePadMutation((input: InputOf<typeof pad.savePackage>) => call(pad.savePackage, input));
export const useDeletePackage = () => usePadMutation((id: number) => call(pad.deletePackage, { id }));
export const useGrantPackage = () =>
  usePadMutation((input: InputOf<typeof pad.grantPackage>) => call(pad.grantPackage, input));
export const useExtendGrant = () =>
  usePadMutation((input: InputOf<typeof pad.extendGrant>) => call(pad.extendGrant, input));
export const useRevokeGrant = () => usePadMutation((id: number) => call(pad.revokeGrant, { id }));

/** Uploads an application's package file (an APK); resolves with its id, size and SHA-256. */
export function uploadApplicationFile(file: File): Promise<DataOf<typeof pad.uploadApplicationFile>> {
  return upload(pad.uploadApplicationFile, {}, { file, fileName: file.name || 'app.apk', timeout: 0 });
}

/** Uploads an application's icon (a picture, through the content's uploadImage); resolves with its address. */
export function uploadIcon(file: File): Promise<{ url: string }> {
  return upload(routes.content.uploadImage, {}, { file, fileName: file.name || 'icon', timeout: 0 });
}
