import type { SupportKind } from '@edu/shared';
import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { PAGE_SIZE_MAX } from '@edu/shared/constants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import { hashPassword } from '../../../app/session';
import { idListParam } from '../../../ui/id-list';

export function fetchUserList(
  params: InputOf<typeof routes.org.getUserList>,
  signal?: AbortSignal,
): Promise<DataOf<typeof routes.org.getUserList>> {
  return call(routes.org.getUserList, params, { signal, silent: true });
}

export function useUserList(params: InputOf<typeof routes.org.getUserList>, enabled = true) {
  return useQuery({ ...endpointQuery(routes.org.getUserList, params), placeholderData: keepPreviousData, enabled });
}

export function useUserDetail(id: number | undefined) {
  return useQuery({ ...endpointQuery(routes.org.getUserDetail, { id }), enabled: id !== undefined });
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

/**
 * The saveUser input of a change ('' clears a school: the contract reads it as "none"; a form body would
 * drop null). Fields left undefined are not sent.
 */
export async function saveUserData(change: UserChange): Promise<InputOf<typeof routes.org.saveUser>> {
  const { password, schoolId, ...rest } = change;
  const data: InputOf<typeof routes.org.saveUser> = { ...rest };
  if (schoolId !== undefined) data.schoolId = schoolId ?? '';
  if (password !== undefined) data.pwd = await hashPassword(password);
  return data;
}

export function useSaveUser() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: async (change: UserChange) => call(routes.org.saveUser, await saveUserData(change)),
    onSuccess: invalidate,
  });
}

export function useSetUserStatus() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (input: { id: number; status: 0 | 1 }) => call(routes.org.setUserStatus, input),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (id: number) => call(routes.org.deleteUser, { id }),
    onSuccess: invalidate,
  });
}

/** resettingPwd (the session group's endpoint): a fresh temporary password, shown once. */
export function useResetPassword() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (userid: number) => call(routes.session.resettingPwd, { userid }),
    onSuccess: invalidate,
  });
}

// ---- support links (consultants, DL helpers, correction teachers) ----

export function useSupportLinks(params: InputOf<typeof routes.org.getSupportLinks>, enabled = true) {
  return useQuery({ ...endpointQuery(routes.org.getSupportLinks, params), placeholderData: keepPreviousData, enabled });
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
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: async ({ staffId, kind, add = [], remove = [] }: SupportLinkChange) => {
      const current = await fetchAllIds((page, pageSize) =>
        call(routes.org.getSupportLinks, { staffId, page, pageSize }),
      );
      return call(routes.org.setSupportLinks, {
        staffId,
        kind,
        studentIds: idListParam(mergeIds(current, add, remove)),
      });
    },
    onSuccess: invalidate,
  });
}
