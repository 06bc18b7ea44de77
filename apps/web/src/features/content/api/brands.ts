import type { AllBrandsResult } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { contentKeys } from './keys';

/** getAllBrand: every brand for the admin, its own for a brand admin. */
export function useAllBrands(enabled = true) {
  return useQuery({
    queryKey: contentKeys.brands(),
    queryFn: ({ signal }) => request<AllBrandsResult>({ url: '/openapi/brand/getAllBrand', signal, silent: true }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
