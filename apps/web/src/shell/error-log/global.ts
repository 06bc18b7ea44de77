import { logError } from './store';

/** Browser noise that is not an application error. */
const IGNORED = [/ResizeObserver loop/i];

let registered = false;

/**
 * window 'error' and 'unhandledrejection' go to the error log (when logging is enabled, see
 * isErrorLogEnabled). Idempotent; returns a function that removes the listeners.
 */
export function registerGlobalErrorHandlers(target: Window = window): () => void {
  if (registered) return () => {};
  registered = true;
  const onError = (event: ErrorEvent) => {
    const message = event.message || (event.error instanceof Error ? event.error.message : '');
    if (IGNORED.some((re) => re.test(message))) return;
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    logError(event.error ?? message, 'window', where);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logError(event.reason, 'promise', 'unhandledrejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    registered = false;
  };
}
