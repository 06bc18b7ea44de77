import type { CorrectionHold } from '@edu/shared';
import { CORRECTION_HOLD_MS } from '@edu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdCorrection, releaseCorrection } from '../api';
import { heldByOther } from '../draft';

/** How often the page renews its hold while open (the hold lapses after CORRECTION_HOLD_MS without one). */
export const HOLD_RENEW_MS = Math.min(3 * 60_000, Math.floor(CORRECTION_HOLD_MS / 3));
/** How often a page that could not take the hold (another corrector has it) tries again. */
export const HOLD_RETRY_MS = 30_000;

export type HoldState =
  | { status: 'taking' }
  | { status: 'mine'; hold: CorrectionHold; version: number }
  | { status: 'other'; hold: CorrectionHold }
  | { status: 'failed'; error: unknown };

// Holds and releases go out one after the other, whatever page instance sends them: a page left and opened
// again (StrictMode does it on purpose, the tags view when a tab is switched) must not have its new hold
// overtaken by its old release.
let chain: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/**
 * The page's hold on a submission: taken when the page opens, renewed every few minutes while it is open,
 * released when it closes (or is hidden in the tags view). When another corrector has it, the page is
 * read-only and tries again every HOLD_RETRY_MS. `onTaken` gets the submission's version at each hold.
 */
export function useCorrectionHold(submissionId: number, onTaken: (version: number) => void) {
  const [state, setState] = useState<HoldState>({ status: 'taking' });
  const taken = useRef(onTaken);
  taken.current = onTaken;
  const retryRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let alive = true;
    let phase: HoldState['status'] = 'taking';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(take, ms);
    };
    function take() {
      void inTurn(() => holdCorrection(submissionId)).then(
        (result) => {
          if (!alive) return;
          phase = 'mine';
          setState({ status: 'mine', hold: result.hold, version: result.version });
          taken.current(result.version);
          schedule(HOLD_RENEW_MS);
        },
        (error: unknown) => {
          if (!alive) return;
          const other = heldByOther(error);
          phase = other ? 'other' : 'failed';
          setState(other ? { status: 'other', hold: other } : { status: 'failed', error });
          schedule(HOLD_RETRY_MS);
        },
      );
    }
    retryRef.current = take;
    take();
    // The browser page closing (a reload, the tab closed) lets go too: a request that outlives the page.
    const onPageHide = () => {
      if (phase === 'mine') void releaseCorrection(submissionId, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      alive = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', onPageHide);
      retryRef.current = () => undefined;
      // A hold being taken may still answer: released after it, in turn.
      if (phase === 'mine' || phase === 'taking')
        void inTurn(() => releaseCorrection(submissionId)).catch(() => undefined);
    };
  }, [submissionId]);

  const retry = useCallback(() => retryRef.current(), []);
  return { hold: state, retry };
}
