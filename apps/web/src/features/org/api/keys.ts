import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListParams } from '../../../shell/list/list-params';

/**
 * Query keys of the organization pages. Everything lives under ['org', …] so that a change anywhere
 * (a new teacher changes a school's counts, a class's size, a list) refreshes what depends on it.
 */
export const orgKeys = {
  all: ['org'] as const,
  schools: (params: ListParams) => ['org', 'schools', params] as const,
  school: (id: number) => ['org', 'school', id] as const,
  brands: () => ['org', 'brands'] as const,
  brandSchools: (params: ListParams) => ['org', 'brandSchools', params] as const,
  brandManagers: (params: ListParams) => ['org', 'brandManagers', params] as const,
  users: (params: ListParams) => ['org', 'users', params] as const,
  user: (id: number) => ['org', 'user', id] as const,
  classes: (params: ListParams) => ['org', 'classes', params] as const,
  classDetail: (params: ListParams) => ['org', 'class', params] as const,
  supportLinks: (params: ListParams) => ['org', 'supportLinks', params] as const,
  stuInfo: (userId: number) => ['org', 'stuInfo', userId] as const,
  myStudents: (params: ListParams) => ['org', 'myStudents', params] as const,
  audit: (params: ListParams) => ['org', 'audit', params] as const,
  dataScreen: (schoolId: number, tz: string) => ['org', 'dataScreen', schoolId, tz] as const,
  options: (kind: string, params: ListParams) => ['org', 'options', kind, params] as const,
};

/** Marks every organization query stale (active ones refetch at once); call after a change. */
export function useInvalidateOrg(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: orgKeys.all }), [client]);
}

/** Id lists travel as comma lists ("1,2,3"; '' is the empty list), which the contracts' idList reads. */
export function idListParam(ids: readonly number[]): string {
  return ids.join(',');
}
