import type { AllBrandsResult, SchoolList, UserList, UserRow } from '@edu/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { hashPassword } from '../../../app/session';
import { idListParam, orgKeys, useInvalidateOrg } from './keys';
import type { ListParams } from '../../../shell/list/list-params';

/** getAllBrand: every brand for the admin, its own for a brand admin. */
export function useAllBrands(enabled = true) {
  return useQuery({
    queryKey: orgKeys.brands(),
    queryFn: ({ signal }) => request<AllBrandsResult>({ url: '/openapi/brand/getAllBrand', signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useBrandSchools(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.brandSchools(params),
    queryFn: ({ signal }) =>
      request<SchoolList>({ url: '/openapi/brand/getBrandSchools', params, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBindBrandSchools() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (input: { brandId: number; schoolIds: number[] }) =>
      request<{ brandId: number; schoolIds: number[]; movedUsers: number }>({
        url: '/openapi/brand/bindBrandSchools',
        method: 'POST',
        data: { brandId: input.brandId, schoolIds: idListParam(input.schoolIds) },
      }),
    onSuccess: invalidate,
  });
}

export function useBrandManagers(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.brandManagers(params),
    queryFn: ({ signal }) =>
      request<UserList>({ url: '/openapi/brand/getBrandManagerList', params, signal, silent: true }),
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
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: async ({ password, ...input }: NewBrandManager) =>
      request<UserRow>({
        url: '/openapi/brand/addBrandUser',
        method: 'POST',
        data: { ...input, pwd: await hashPassword(password) },
      }),
    onSuccess: invalidate,
  });
}
