import type { BrandRow, SaveBrandInput, SaveThemeInput, ThemeRow } from '@edu/shared';
import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, upload, useInvalidate } from '../../../app/api';

/** Brands and themes (issue 13, the admin's /branding/branding and /theme/theme). */

export function useBrandList(params: InputOf<typeof routes.branding.getBrandList>) {
  return useQuery({ ...endpointQuery(routes.branding.getBrandList, params), placeholderData: keepPreviousData });
}

export function useBrandDetail(brandId: number | undefined) {
  return useQuery({
    ...endpointQuery(routes.branding.getBrandDetail, { brandId: brandId ?? 0 }),
    enabled: brandId !== undefined,
  });
}

/** saveBrand: creates a brand (no brandId) or changes it; the brand lists of org refetch too. */
export function useSaveBrand() {
  const invalidate = useInvalidate('branding', 'brand', 'org');
  return useMutation({
    // Silent: the form shows a refusal under its field (BrandFormModal), or as a toast itself.
    mutationFn: (input: SaveBrandInput): Promise<BrandRow> => call(routes.branding.saveBrand, input, { silent: true }),
    onSuccess: invalidate,
  });
}

/** Uploads a logo (PNG, JPEG, WebP or GIF, at most 2 MB); resolves with its address, or rejects silently. */
export function uploadBrandLogo(file: File): Promise<{ url: string }> {
  // Silent: a refused file is said under the logo field.
  return upload(routes.branding.uploadBrandLogo, {}, { file, timeout: 0, silent: true });
}

export function useThemeList(params: InputOf<typeof routes.branding.getThemeList>, enabled = true) {
  return useQuery({
    ...endpointQuery(routes.branding.getThemeList, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSaveTheme() {
  const invalidate = useInvalidate('branding', 'brand');
  return useMutation({
    mutationFn: (input: SaveThemeInput): Promise<ThemeRow> => call(routes.branding.saveTheme, input),
    onSuccess: invalidate,
  });
}

export function useDeleteTheme() {
  const invalidate = useInvalidate('branding');
  return useMutation({
    mutationFn: (id: number) => call(routes.branding.deleteTheme, { id }),
    onSuccess: invalidate,
  });
}

/** A page of themes (the brand form's theme select searches them on the server). */
export function fetchThemeList(
  params: InputOf<typeof routes.branding.getThemeList>,
  signal?: AbortSignal,
): Promise<DataOf<typeof routes.branding.getThemeList>> {
  return call(routes.branding.getThemeList, params, { signal, silent: true });
}
