import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { RoleType } from '@edu/shared/roles';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import { idListParam } from '../../../ui/id-list';
import { fetchAllIds, mergeIds } from './users';

export function fetchClassList(
  params: InputOf<typeof routes.org.getClassList>,
  signal?: AbortSignal,
): Promise<DataOf<typeof routes.org.getClassList>> {
  return call(routes.org.getClassList, params, { signal, silent: true });
}

export function useClassList(params: InputOf<typeof routes.org.getClassList>, enabled = true) {
  return useQuery({ ...endpointQuery(routes.org.getClassList, params), placeholderData: keepPreviousData, enabled });
}

/** A class with its teachers and one page of its students (page, pageSize, keyword). */
export function useClassDetail(params: InputOf<typeof routes.org.getClassDetail>, enabled = true) {
  return useQuery({ ...endpointQuery(routes.org.getClassDetail, params), placeholderData: keepPreviousData, enabled });
}

/** Every student id of a class (the student set is replaced as a whole by saveClass). */
export function fetchClassStudentIds(classId: number): Promise<number[]> {
  return fetchAllIds((page, pageSize) =>
    call(routes.org.getUserList, { classId, roleType: RoleType.student, page, pageSize }),
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

/** The saveClass input of a change: id sets as comma lists, no head teacher as '' (a form body drops null). */
export function saveClassData(change: ClassChange): InputOf<typeof routes.org.saveClass> {
  const { headTeacherId, teacherIds, studentIds, ...rest } = change;
  const data: InputOf<typeof routes.org.saveClass> = { ...rest };
  if (headTeacherId !== undefined) data.headTeacherId = headTeacherId ?? '';
  if (teacherIds !== undefined) data.teacherIds = idListParam(teacherIds);
  if (studentIds !== undefined) data.studentIds = idListParam(studentIds);
  return data;
}

export function useSaveClass() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (change: ClassChange) => call(routes.org.saveClass, saveClassData(change)),
    onSuccess: invalidate,
  });
}

/** Adds students to a class or removes some: the class's whole student set is read, changed and saved. */
export function useChangeClassStudents() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: async ({ classId, add = [], remove = [] }: { classId: number; add?: number[]; remove?: number[] }) => {
      const current = await fetchClassStudentIds(classId);
      return call(routes.org.saveClass, saveClassData({ id: classId, studentIds: mergeIds(current, add, remove) }));
    },
    onSuccess: invalidate,
  });
}

export function useDeleteClass() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (id: number) => call(routes.org.deleteClass, { id }),
    onSuccess: invalidate,
  });
}

export function useMoveStudents() {
  const invalidate = useInvalidate('org');
  return useMutation({
    mutationFn: (input: { studentIds: number[]; fromClassId: number; toClassId: number }) =>
      call(routes.org.moveStudents, { ...input, studentIds: idListParam(input.studentIds) }),
    onSuccess: invalidate,
  });
}
