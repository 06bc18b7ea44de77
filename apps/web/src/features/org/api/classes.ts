import type { ClassDetail, ClassList, ClassRow, UserList } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { idListParam, orgKeys, useInvalidateOrg } from './keys';
import type { ListParams } from '../../../shell/list/list-params';
import { fetchAllIds, mergeIds } from './users';

export function fetchClassList(params: ListParams, signal?: AbortSignal): Promise<ClassList> {
  return request<ClassList>({ url: '/openapi/manage/getClassList', params, signal, silent: true });
}

export function useClassList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.classes(params),
    queryFn: ({ signal }) => fetchClassList(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A class with its teachers and one page of its students (page, pageSize, keyword). */
export function useClassDetail(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: orgKeys.classDetail(params),
    queryFn: ({ signal }) =>
      request<ClassDetail>({ url: '/openapi/manage/getClassDetail', params, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every student id of a class (the student set is replaced as a whole by saveClass). */
export function fetchClassStudentIds(classId: number): Promise<number[]> {
  return fetchAllIds((page, pageSize) =>
    request<UserList>({
      url: '/openapi/manage/getUserList',
      params: { classId, roleType: RoleType.student, page, pageSize },
    }),
  );
}

export interface ClassChange {
  id?: number;
  schoolId?: number;
  grade?: number;
  name?: string;
  /** null: no head teacher */
  headTeacherId?: number | null;
  teacherIds?: number[];
  studentIds?: number[];
  status?: 0 | 1;
}

export function saveClassData(change: ClassChange): Record<string, string | number> {
  const data: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) data[key] = idListParam(value);
    else if (value === null) data[key] = '';
    else data[key] = value;
  }
  return data;
}

export function useSaveClass() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (change: ClassChange) =>
      request<ClassRow>({ url: '/openapi/manage/saveClass', method: 'POST', data: saveClassData(change) }),
    onSuccess: invalidate,
  });
}

/** Adds students to a class or removes some: the class's whole student set is read, changed and saved. */
export function useChangeClassStudents() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: async ({ classId, add = [], remove = [] }: { classId: number; add?: number[]; remove?: number[] }) => {
      const current = await fetchClassStudentIds(classId);
      return request<ClassRow>({
        url: '/openapi/manage/saveClass',
        method: 'POST',
        data: saveClassData({ id: classId, studentIds: mergeIds(current, add, remove) }),
      });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteClass() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ id: number }>({ url: '/openapi/manage/deleteClass', method: 'POST', data: { id } }),
    onSuccess: invalidate,
  });
}

export function useMoveStudents() {
  const invalidate = useInvalidateOrg();
  return useMutation({
    mutationFn: (input: { studentIds: number[]; fromClassId: number; toClassId: number }) =>
      request<{ moved: number }>({
        url: '/openapi/manage/moveStudents',
        method: 'POST',
        data: { ...input, studentIds: idListParam(input.studentIds) },
      }),
    onSuccess: invalidate,
  });
}
