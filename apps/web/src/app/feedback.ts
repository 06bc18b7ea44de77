import { ERROR_TOAST_MS, MESSAGE_DURATION_MS } from '@edu/shared/constants';

/**
 * Toasts, notifications and confirm dialogs for code outside React (request client, session, guard).
 * The UI (antd) is in ./feedback-ui, imported only when something is shown, so antd never reaches the
 * login page's first load.
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

const ui = () => import('./feedback-ui');

/** When antd cannot load (offline after a deployment), the browser's own dialog says it instead. */
function fallback(text: string): void {
  window.alert(text);
}

export async function toast(type: ToastType, text: string, durationMs: number = MESSAGE_DURATION_MS): Promise<void> {
  try {
    (await ui()).showToast(type, text, durationMs);
  } catch {
    if (type === 'error') fallback(text);
  }
}

/** An error toast, 5 s by default (spec sections 8 and 9). */
export function toastError(text: string, durationMs: number = ERROR_TOAST_MS): Promise<void> {
  return toast('error', text, durationMs);
}

export function toastSuccess(text: string, durationMs: number = MESSAGE_DURATION_MS): Promise<void> {
  return toast('success', text, durationMs);
}

/** A warning confirm dialog; resolves true on OK, false on Cancel. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  try {
    return await (await ui()).showConfirm(options);
  } catch {
    return window.confirm(`${options.title}\n\n${options.content}`);
  }
}
