import type { AnswerResponse } from '@edu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRequestError } from '../../../app/api';
import { saveAnswers } from '../api/student';
import { type Drafts, loadDrafts, storeDrafts } from './drafts';

/** How long typing pauses before the answers go to the server, and how often a failed save is retried. */
export const AUTOSAVE_DELAY_MS = 1_000;
export const RETRY_MS = 5_000;

/** saved: the server has everything; offline: kept here, retried; refused: the server said no (submitted, locked). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

/**
 * Answers saved as the student goes (issue 10): every change is kept in local storage at once, sent after a
 * pause, retried while the network is away (and as soon as it is back), and sent before the page goes.
 */
export function useAutosave(lessonId: number, enabled: boolean, timeSpent: () => number) {
  const pending = useRef<Drafts>(loadDrafts(lessonId));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const [refusal, setRefusal] = useState('');
  const timeSpentRef = useRef(timeSpent);
  timeSpentRef.current = timeSpent;

  const schedule = useCallback((ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (pending.current.size === 0) return true;
    const batch = [...pending.current.entries()];
    const run = (async () => {
      setState('saving');
      try {
        await saveAnswers({
          lessonId,
          answers: batch.map(([questionId, response]) => ({ questionId, response })),
          timeSpentMs: Math.round(timeSpentRef.current()),
        });
        // Only what did not change while the request was out is done.
        for (const [id, response] of batch) if (pending.current.get(id) === response) pending.current.delete(id);
        storeDrafts(lessonId, pending.current);
        setState(pending.current.size === 0 ? 'saved' : 'saving');
        return true;
      } catch (err) {
        const away = !isRequestError(err) || err.kind === 'network' || err.kind === 'timeout' || err.code >= 500;
        if (away) {
          setState('offline');
          schedule(RETRY_MS, () => void flush());
        } else {
          setState('refused');
          setRefusal(err.msg);
        }
        return false;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [lessonId, schedule]);

  /** A changed answer: kept at once, sent after a pause. */
  const change = useCallback(
    (questionId: number, response: AnswerResponse) => {
      pending.current.set(questionId, response);
      storeDrafts(lessonId, pending.current);
      if (enabled) schedule(AUTOSAVE_DELAY_MS, () => void flush());
    },
    [enabled, flush, lessonId, schedule],
  );

  useEffect(() => {
    if (!enabled) return;
    // Drafts left by an earlier visit (offline, closed tab) go first.
    if (pending.current.size > 0) void flush();
    const online = () => void flush();
    const hide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hide);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hide);
      clearTimeout(timer.current);
      void flush();
    };
  }, [enabled, flush]);

  return { state, refusal, change, flush, drafts: pending.current };
}
