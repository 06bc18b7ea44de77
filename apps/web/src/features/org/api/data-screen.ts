import { useQuery } from '@tanstack/react-query';
import { endpointQuery, routes } from '../../../app/api';

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
    ...endpointQuery(routes.org.getDataScreen, { schoolId, tz }),
    enabled: schoolId !== undefined,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
