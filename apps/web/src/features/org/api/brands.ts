import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import { hashPassword } from '../../../app/session';
import { idListParam } from '../../../ui/id-list';

/** getAllBrand: every brand for the admin, its own for a brand admin (a failure is toasted: no page shows it). */
export function useAllBrands(enabled = true) {
  return useQuery({
    ...endpointQuery(routes.brand.getAllBrand, {}, { silent: false }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useBrandSchools(params: InputOf<typeof routes.org.getBrandSchools>, enabled = true) {
  return useQuery({
    ...endpointQuery(routes.org.getBrandSchools, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBindBrandSchools() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (input: { brandId: number; schoolIds: number[] }) =>
      call(routes.org.bindBrandSchools, { brandId: input.brandId, schoolIds: idListParam(input.schoolIds) }),
    onSuccess: invalidate,
  });
}

export function useBrandManagers(params: InputOf<typeof routes.org.getBrandManagerList>, enabled = true) {
  return useQuery({
    ...endpointQuery(routes.org.getBrandManagerList, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface NewBrandManager {
  brandId: number;
  username: string;
  name: string;
  /** the password as typed; sent as its MD5 hash like the login does */
  password: string;
  phone?: string;
}

export function useAddBrandUser() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: async ({ password, ...input }: NewBrandManager) =>
      call(routes.org.addBrandUser, { ...input, pwd: await hashPassword(password) }),
    onSuccess: invalidate,
  });
}
