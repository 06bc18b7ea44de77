import { sessionEventData } from '@edu/shared';
import { useEffect, useRef, useState } from 'react';
import { routes } from '../../../app/api';
import { openEndpointStream } from '../../../app/api/sse';
import { postSessionPresence, useMyLiveSession } from '../api/student';

/** While no session is live on the lesson, how often the page asks again. */
const LIVE_SESSION_POLL_MS = 30_000;

export interface LiveSessionHandlers {
  /** the teacher put everyone on this question */
  onFocus: (questionId: number, questionNo: number) => void;
}

/**
 * The student's side of a live class session on this lesson (issue 12): when its class has one, a heartbeat
 * every beatSeconds with the question it is on (and at once when it moves), and the teacher's actions from
 * the student's stream (focus, end). Without a live session it does nothing but ask now and then.
 */
export function useLiveSession(lessonId: number, questionId: number | undefined, handlers: LiveSessionHandlers) {
  const live = useMyLiveSession(lessonId, LIVE_SESSION_POLL_MS);
  const session = live.data?.session ?? null;
  const [ended, setEnded] = useState(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const questionRef = useRef(questionId);
  questionRef.current = questionId;
  const sessionId = session?.id;
  const active = sessionId !== undefined && !ended;

  // The heartbeat: now, then every beatSeconds; a refusal (the session ended meanwhile) stops it.
  useEffect(() => {
    if (!active || !session) return;
    let stopped = false;
    const beat = () => {
      if (stopped) return;
      void postSessionPresence({ sessionId: session.id, questionId: questionRef.current }).catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        if (code === 409 || code === 404 || code === 403) setEnded(true);
      });
    };
    beat();
    const timer = setInterval(beat, Math.max(1, session.beatSeconds) * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, session]);

  // A move to another question is told at once (the board shows where everyone is).
  const lastSent = useRef(questionId);
  useEffect(() => {
    if (!active || sessionId === undefined || questionId === lastSent.current) return;
    lastSent.current = questionId;
    void postSessionPresence({ sessionId, questionId }).catch(() => undefined);
  }, [active, sessionId, questionId]);

  // The teacher's actions.
  useEffect(() => {
    if (!active || !session) return;
    const stream = openEndpointStream(
      routes.supervision.getMySessionStream,
      { sessionId: session.id },
      {
        lastEventId: session.lastEventId,
        isFinal: (m) => m.event === 'end',
        onRefused: () => setEnded(true),
        onMessage: (m) => {
          if (m.event === 'end') {
            setEnded(true);
            return;
          }
          if (m.event !== 'focus') return;
          try {
            const parsed = sessionEventData.focus.safeParse((JSON.parse(m.data) as { data?: unknown }).data);
            if (parsed.success) handlersRef.current.onFocus(parsed.data.questionId, parsed.data.questionNo);
          } catch {
            // a message that is not JSON: not ours to act on
          }
        },
      },
    );
    return () => stream.close();
  }, [active, session]);

  return { session, ended: sessionId !== undefined && ended };
}
