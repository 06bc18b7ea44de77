import type { SupportKind, SupportLinks, UserDetail, UserList, UserRow } from '@edu/shared';
import { PAGE_SIZE_MAX } from '@edu/shared/constants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { hashPassword } from '../../../app/session';
import { idListParam, orgKeys, useInvalidateOrg } from './keys';
import type { ListParams } from '../../../shell/list/list-params';

export function fetchUserList(params: ListParams, signal?: AbortSignal): Promise<UserList> {
  return request<UserList>({ url: '/openapi/manage/getUserList', params, signal, silent: true });
}

export function useUserList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.users(params),
    queryFn: ({ signal }) => fetchUserList(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserDetail(id: number | undefined) {
  return useQuery({
    queryKey: orgKeys.user(id ?? 0),
    queryFn: ({ signal }) =>
      request<UserDetail>({ url: '/openapi/manage/getUserDetail', params: { id }, signal, silent: true }),
    enabled: id !== undefined,
  });
}

/** saveUser as the form fills it: `password` as typed (create only), sent as its MD5 hash. */
export interface UserChange {
  id?: number;
  username?: string;
  name?: string;
  roleType?: number;
  /** null: no school (a brand-level helper) */
  schoolId?: number | null;
  brandId?: number;
  phone?: string;
  introduction?: string;
  password?: string;
  status?: 0 | 1;
}

/** The saveUser form fields of a change ('' clears a school: the contract reads it as "none"). */
export async function saveUserData(change: UserChange): Promise<Record<string, string | number>> {
  const { password, schoolId, ...rest } = change;
  const data: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) data[key] = value;
  if (schoolId !== undefined) data.schoolId = schoolId ?? '';
  if (password !== undefined) data.pwd = await hashPassword(password);
  return data;
}

export function useSaveUser() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: async (change: UserChange) =>
      request<UserRow>({ url: '/openapi/manage/saveUser', method: 'POST', data: await saveUserData(change) }),
    onSuccess: invalidate,
  });
}

export function useSetUserStatus() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (input: { id: number; status: 0 | 1 }) =>
      request<{ id: number; status: number }>({ url: '/openapi/manage/setUserStatus', method: 'POST', data: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ id: number }>({ url: '/openapi/manage/deleteUser', method: 'POST', data: { id } }),
    onSuccess: invalidate,
  });
}

/** resettingPwd: a fresh temporary password, shown once. */
export function useResetPassword() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (userid: number) =>
      request<{ userid: number; password: string }>({
        url: '/openapi/manage/resettingPwd',
        method: 'POST',
        data: { userid },
      }),
    onSuccess: invalidate,
  });
}

// ---- support links (consultants, DL helpers, correction teachers) ----

export function useSupportLinks(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.supportLinks(params),
    queryFn: ({ signal }) =>
      request<SupportLinks>({ url: '/openapi/manage/getSupportLinks', params, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every page of a paged list, for the changes that replace a whole set (at most `max` rows). */
export async function fetchAllIds(
  fetchPage: (page: number, pageSize: number) => Promise<{ list: { id: number }[]; total: number }>,
  max = 10_000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, PAGE_SIZE_MAX);
    ids.push(...result.list.map((r) => r.id));
    if (result.list.length < PAGE_SIZE_MAX || ids.length >= result.total || ids.length >= max) return ids;
  }
}

/** The ids of a set after adding and removing some, order kept, no duplicates. */
export function mergeIds(current: readonly number[], add: readonly number[], remove: readonly number[] = []): number[] {
  const removed = new Set(remove);
  return [...new Set([...current, ...add])].filter((id) => !removed.has(id));
}

export interface SupportLinkChange {
  staffId: number;
  kind: SupportKind;
  add?: number[];
  remove?: number[];
}

/**
 * setSupportLinks replaces a helper's set of students (of the caller's scope); adding or removing a few
 * reads the current set first.
 */
export function useChangeSupportLinks() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: async ({ staffId, kind, add = [], remove = [] }: SupportLinkChange) => {
      const current = await fetchAllIds((page, pageSize) =>
        request<SupportLinks>({ url: '/openapi/manage/getSupportLinks', params: { staffId, page, pageSize } }),
      );
      return request<{ added: number; removed: number; total: number }>({
        url: '/openapi/manage/setSupportLinks',
        method: 'POST',
        data: { staffId, kind, studentIds: idListParam(mergeIds(current, add, remove)) },
      });
    },
    onSuccess: invalidate,
  });
}
