import type { DataScreen } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';
import { orgKeys } from './keys';

/** How often the data screen refreshes itself. */
export const DATA_SCREEN_REFRESH_MS = 30_000;

/** The browser's IANA time zone (the day boundaries of logins per day), UTC when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function useDataScreen(schoolId: number | undefined, tz: string, refreshMs = DATA_SCREEN_REFRESH_MS) {
  return useQuery({
    queryKey: orgKeys.dataScreen(schoolId ?? 0, tz),
    queryFn: ({ signal }) =>
      request<DataScreen>({ url: '/openapi/manage/getDataScreen', params: { schoolId, tz }, signal, silent: true }),
    enabled: schoolId !== undefined,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
