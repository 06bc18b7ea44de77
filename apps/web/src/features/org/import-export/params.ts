import { type SheetFormat, USER_SORTS } from '@edu/shared';
import type { InputOf } from '@edu/shared/api/routes';
import type { routes } from '../../../app/api';

/**
 * The inputs of the people import and export endpoints (routes.org.previewUserImport / importUsers /
 * exportUsers) as the toolbar and the dialog build them. The calls themselves go through app/api
 * (upload, download); only these shapes are specific to the import/export.
 */

/** The query string of previewUserImport and importUsers (the file is the multipart body). */
export type ImportParams = InputOf<typeof routes.org.importUsers>;

/** The role imported, and the school of rows whose school cell is empty (none: the caller's own or the file's). */
export function importParams(roleType: 0 | 1, schoolId: number | undefined): ImportParams {
  return schoolId !== undefined ? { roleType, schoolId } : { roleType };
}

/**
 * The filters of a people list (features/org/users/PeopleList's `PeopleFilters`, this type): the export
 * takes exactly these, so "the current filtered list" is what the page shows.
 */
export interface ImportExportFilters {
  keyword?: string;
  roleType?: number;
  schoolId?: number;
  grade?: number;
  classId?: number;
  status?: 0 | 1;
}

/** The list's sort (a column key and its direction; PeopleList's `PeopleSort`). */
export interface ExportSort {
  sort?: string;
  order?: 'asc' | 'desc';
}

export type ExportParams = InputOf<typeof routes.org.exportUsers>;
type UserSort = (typeof USER_SORTS)[number];

function isUserSort(sort: string | undefined): sort is UserSort {
  return (USER_SORTS as readonly (string | undefined)[]).includes(sort);
}

/** The time zone the export writes its times in: the browser's. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** exportUsers' query: the list's filters and sort, the format and the browser's time zone; empty values left out. */
export function exportParams(
  filters: ImportExportFilters,
  sort: ExportSort | undefined,
  format: SheetFormat,
): ExportParams {
  const params: ExportParams = { format };
  if (filters.keyword) params.keyword = filters.keyword;
  if (filters.roleType !== undefined) params.roleType = filters.roleType;
  if (filters.schoolId !== undefined) params.schoolId = filters.schoolId;
  if (filters.grade !== undefined) params.grade = filters.grade;
  if (filters.classId !== undefined) params.classId = filters.classId;
  if (filters.status !== undefined) params.status = filters.status;
  const column = sort?.sort;
  if (isUserSort(column)) params.sort = column;
  if (sort?.order) params.order = sort.order;
  const tz = browserTimeZone();
  if (tz) params.tz = tz;
  return params;
}
