import { type SessionEvent, sessionEvent } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { routes } from '../../../app/api';
import { openEndpointStream, type SseStatus } from '../../../app/api/sse';

/**
 * The teacher's event stream of a live session, opened once after `fromEventId` (the board it was loaded
 * with): every event after it, once and in order, across reconnections. `end` refetches the session's
 * queries (the page turns into its replay).
 */
export function useSessionStream(sessionId: number, fromEventId: number | undefined, live: boolean) {
  const client = useQueryClient();
  const [events, setEvents] = useState<SessionEvent[]>([]);
  const [status, setStatus] = useState<SseStatus>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const ready = fromEventId !== undefined && live;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per session; fromEventId is its start only
  useEffect(() => {
    if (!ready) return;
    const stream = openEndpointStream(
      routes.supervision.getSessionStream,
      { sessionId },
      {
        lastEventId: fromEventId,
        onStatus: setStatus,
        onRefused: (error) => setRefusal(error.msg),
        isFinal: (m) => m.event === 'end',
        onMessage: (m) => {
          let parsed: ReturnType<typeof sessionEvent.safeParse>;
          try {
            parsed = sessionEvent.safeParse(JSON.parse(m.data));
          } catch {
            return;
          }
          if (!parsed.success) return;
          const event = parsed.data;
          setEvents((prev) => [...prev, event]);
          if (event.kind === 'end') void client.invalidateQueries({ queryKey: ['supervision'] });
        },
      },
    );
    return () => stream.close();
  }, [sessionId, ready, client]);

  /** Events a fresher board already holds are let go. */
  const settle = useCallback(
    (lastEventId: number) =>
      setEvents((prev) => (prev.some((e) => e.id <= lastEventId) ? prev.filter((e) => e.id > lastEventId) : prev)),
    [],
  );
  return { events, status, refusal, settle };
}
