import { create } from 'zustand';

/** Error log entry (spec section 3: error, component, info, url). */
export interface ErrorLogEntry {
  error: { name: string; message: string; stack?: string };
  /** where it was caught: a route, 'window' or 'promise' */
  component: string;
  info: string;
  url: string;
  /** epoch ms */
  time: number;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  addErrorLog(entry: Omit<ErrorLogEntry, 'time'> & { time?: number }): void;
  clearErrorLog(): void;
}

/** Older entries fall out so a render loop cannot eat the memory. */
export const ERROR_LOG_MAX = 100;

export const useErrorLogStore = create<ErrorLogState>((set, get) => ({
  logs: [],
  addErrorLog(entry) {
    const next = [...get().logs, { ...entry, time: entry.time ?? Date.now() }];
    set({ logs: next.length > ERROR_LOG_MAX ? next.slice(next.length - ERROR_LOG_MAX) : next });
  },
  clearErrorLog() {
    set({ logs: [] });
  },
}));

/**
 * Global errors go to the error log only when error logging is enabled for production (spec section 8):
 * production builds, or any build with VITE_ERROR_LOG=true (or 1).
 */
export function isErrorLogEnabled(): boolean {
  const flag = String(import.meta.env.VITE_ERROR_LOG ?? '').toLowerCase();
  return import.meta.env.PROD || flag === 'true' || flag === '1';
}

/** Normalise anything thrown into the entry's error shape. */
export function toErrorInfo(value: unknown): ErrorLogEntry['error'] {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    const message =
      typeof o.message === 'string'
        ? o.message
        : typeof o.statusText === 'string'
          ? `${String(o.status ?? '')} ${o.statusText}`.trim()
          : safeJson(value);
    return { name: typeof o.name === 'string' ? o.name : 'Error', message };
  }
  return { name: 'Error', message: String(value) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Record an error when logging is enabled; returns whether it was recorded. */
export function logError(error: unknown, component: string, info = ''): boolean {
  if (!isErrorLogEnabled()) return false;
  useErrorLogStore.getState().addErrorLog({
    error: toErrorInfo(error),
    component,
    info,
    url: typeof window !== 'undefined' ? window.location.href : '',
  });
  return true;
}
