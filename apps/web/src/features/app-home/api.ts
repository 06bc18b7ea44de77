import type { UpdateModuleInput } from '@edu/shared';
import type { InputOf } from '@edu/shared/api/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, upload, useInvalidate } from '../../app/api';

const brand = routes.brand;

export function useBrandTabs(brandId: number | undefined) {
  return useQuery({ ...endpointQuery(brand.getBrandTabs, { brandId }), enabled: brandId !== undefined });
}

export function useBot(brandId: number | undefined) {
  return useQuery({ ...endpointQuery(brand.getBotConfiguration, { brandId }), enabled: brandId !== undefined });
}

/** The app home's changes; each refetches the brand group (the page and its preview). */
export function useAppHomeChanges() {
  const invalidate = useInvalidate('brand');
  const opts = { onSuccess: invalidate };
  return {
    insertTab: useMutation({ mutationFn: (i: InputOf<typeof brand.insertTab>) => call(brand.insertTab, i), ...opts }),
    updateTab: useMutation({ mutationFn: (i: InputOf<typeof brand.updateTab>) => call(brand.updateTab, i), ...opts }),
    moveTab: useMutation({ mutationFn: (i: InputOf<typeof brand.moveTab>) => call(brand.moveTab, i), ...opts }),
    deleteTab: useMutation({ mutationFn: (id: number) => call(brand.deleteTab, { id }), ...opts }),
    updateModule: useMutation({ mutationFn: (i: UpdateModuleInput) => call(brand.updateModule, i), ...opts }),
    moveModule: useMutation({
      mutationFn: (i: InputOf<typeof brand.moveModule>) => call(brand.moveModule, i),
      ...opts,
    }),
    deleteModule: useMutation({ mutationFn: (id: number) => call(brand.deleteModule, { id }), ...opts }),
  };
}

export function useSaveBot() {
  const invalidate = useInvalidate('brand');
  return useMutation({
    mutationFn: (i: InputOf<typeof brand.updateBotConfiguration>) => call(brand.updateBotConfiguration, i),
    onSuccess: invalidate,
  });
}

/** Courses to put on a shelf, by a search word. */
export function useCourseSearch(keyword: string) {
  return useQuery(
    endpointQuery(routes.content.getCourseList, { page: 1, pageSize: 20, keyword: keyword || undefined }),
  );
}

/** A picture through the existing storage (uploadImage: PNG, JPEG, WebP, GIF ≤ 5 MB); resolves with its path. */
export function uploadPicture(file: File): Promise<{ url: string }> {
  return upload(routes.content.uploadImage, {}, { file, fileName: file.name || 'image' });
}

/** A brand's AI provider setting, or (null) the platform default. */
export function useAiProvider(brandId: number | null) {
  return useQuery(endpointQuery(routes.ai.getProviderSetting, brandId === null ? {} : { brandId }));
}

export function useSaveAiProvider() {
  const invalidate = useInvalidate('ai');
  return useMutation({
    mutationFn: (i: InputOf<typeof routes.ai.updateProviderSetting>) => call(routes.ai.updateProviderSetting, i),
    onSuccess: invalidate,
  });
}

/** Removes a setting (its key too): a brand then uses the platform default. */
export function useClearAiProvider() {
  const invalidate = useInvalidate('ai');
  return useMutation({
    mutationFn: (i: InputOf<typeof routes.ai.clearProviderSetting>) => call(routes.ai.clearProviderSetting, i),
    onSuccess: invalidate,
  });
}

/** The connection test; its failure is shown next to the button, not as a toast. */
export function useTestAiProvider() {
  return useMutation({
    mutationFn: (i: InputOf<typeof routes.ai.testProviderConnection>) =>
      call(routes.ai.testProviderConnection, i, { silent: true }),
  });
}
