import { DATA_SCREEN_FIGURES_EVENT, type DataScreen, dataScreen } from '@edu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery, type RequestError, routes } from '../../../app/api';
import { openEndpointStream, type SseStatus } from '../../../app/api/sse';

/** The browser's IANA time zone (the day boundaries of logins per day), UTC when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const screenQuery = (schoolId: number | undefined, tz: string) =>
  endpointQuery(routes.org.getDataScreen, { schoolId, tz });

/**
 * The screen's figures: loaded once, then kept current by its stream (useDataScreenStream), never by a timer.
 * Fresh until the stream says otherwise.
 */
export function useDataScreen(schoolId: number | undefined, tz: string) {
  return useQuery({
    ...screenQuery(schoolId, tz),
    enabled: schoolId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A `figures` message's data, when it is the figures (anything else is not ours to show). */
export function figuresOf(data: string): DataScreen | null {
  try {
    const parsed = dataScreen.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The data screen's stream (getDataScreenStream): each `figures` message replaces the figures of the query
 * above. The server sends them whenever something happens in the school, at most once a second, and first
 * thing on every connection: a reconnection (sse.ts reconnects by itself) brings the figures as they are
 * now, so nothing that happened meanwhile is missed. A refusal (the school is not the caller's any more) stops
 * it; session codes log out as any call's do.
 */
export function useDataScreenStream(schoolId: number | undefined, tz: string) {
  const client = useQueryClient();
  const [status, setStatus] = useState<SseStatus>('connecting');
  const [refusal, setRefusal] = useState<RequestError | null>(null);

  useEffect(() => {
    if (schoolId === undefined) return;
    setRefusal(null);
    const { queryKey } = screenQuery(schoolId, tz);
    const stream = openEndpointStream(
      routes.org.getDataScreenStream,
      { schoolId, tz },
      {
        onStatus: setStatus,
        onRefused: setRefusal,
        onMessage: (m) => {
          if (m.event !== DATA_SCREEN_FIGURES_EVENT) return;
          const figures = figuresOf(m.data);
          if (figures) client.setQueryData(queryKey, figures);
        },
      },
    );
    return () => stream.close();
  }, [schoolId, tz, client]);

  return { status, refusal };
}
