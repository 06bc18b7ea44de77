import { DEVICE_TYPE_HEADER_VALUE, ERROR_TOAST_MS } from '@edu/shared/constants';
import { useAppStore } from '../app-store';
import { readStoredToken, useAuthStore } from '../auth-store';
import { toastError } from '../feedback';
import { translate } from '../i18n';

/**
 * The transport core (DESIGN.md section 5): what every call sends, how an answer is read, and the whole
 * error catalogue of spec section 8, in one place. The adapters (./fetch for JSON and form calls,
 * ./transfer for uploads with progress and downloads) only move bytes; they hand every answer to
 * `readAnswer` and every failure to `clientFailure`.
 */

export type RequestErrorKind = 'server' | 'http' | 'network' | 'timeout' | 'abort';

/** Codes of errors that never reached a server answer. */
export const CLIENT_ERROR_CODE = { network: -1, timeout: -2, abort: -3 } as const;

export class RequestError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: RequestErrorKind;
  /** the envelope's data, if any (an import refused for bad rows brings its preview) */
  readonly data: unknown;

  constructor(code: number, msg: string, kind: RequestErrorKind = 'server', data?: unknown) {
    super(msg);
    this.name = 'RequestError';
    this.code = code;
    this.msg = msg;
    this.kind = kind;
    this.data = data;
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}

/** How a failure is reported: a toast unless silent; session codes acted on unless told not to. */
export interface FailureOptions {
  /** no error toast (the caller shows the error itself); session codes are still acted on */
  silent?: boolean;
  /** false: do not log out / ask to log in again on session codes (the caller handles them) */
  handleSessionCodes?: boolean;
}

// ---- what every call sends ----

/** The token, deviceType 3 (spec section 7) and the console's language (the server answers its messages in it). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    deviceType: DEVICE_TYPE_HEADER_VALUE,
    'Accept-Language': useAppStore.getState().language,
  };
  const token = useAuthStore.getState().token || readStoredToken();
  if (token) headers.Authorization = token;
  return headers;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function appendValue(target: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(target, key, item);
    return;
  }
  if (value instanceof Date) target.append(key, value.toISOString());
  else if (typeof value === 'object') target.append(key, JSON.stringify(value));
  else target.append(key, String(value));
}

/** Query or form values: null/undefined left out, arrays repeat the key, dates as ISO text. */
export function toSearchParams(values: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) appendValue(out, key, value);
  return out;
}

/** The absolute URL of a call: the site origin as base (spec section 7), `params` added to the query string. */
export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const target = new URL(url, window.location.origin);
  if (params) {
    for (const [key, value] of toSearchParams(params)) target.searchParams.append(key, value);
  }
  return target.toString();
}

// ---- the error catalogue (spec section 8) ----

interface Envelope {
  code: number;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/**
 * An error envelope: the server's message (or 'Error') as a 5 s toast; 601/401 log out and go to
 * /login; 50008/50012/50014 open the "log in again" dialog (./session-codes, loaded only then).
 */
export function serverFailure(envelope: Envelope, options: FailureOptions = {}): RequestError {
  const raw = envelope.msg ?? envelope.message;
  const msg = typeof raw === 'string' && raw.trim() !== '' ? raw : translate('common:request.error');
  if (!options.silent) void toastError(msg, ERROR_TOAST_MS);
  if (options.handleSessionCodes !== false) {
    void import('../request-session').then((m) => m.handleSessionCode(envelope.code));
  }
  return new RequestError(envelope.code, msg, 'server', envelope.data);
}

/** A failure without an envelope: network, time-out, or an HTTP error page (a proxy's). Abort is quiet. */
export function clientFailure(
  kind: 'network' | 'timeout' | 'http' | 'abort',
  options: FailureOptions & { status?: number; reason?: string } = {},
): RequestError {
  if (kind === 'abort') return new RequestError(CLIENT_ERROR_CODE.abort, options.reason ?? 'Aborted', 'abort');
  const code = kind === 'http' ? (options.status ?? 0) : CLIENT_ERROR_CODE[kind];
  const msg =
    kind === 'http'
      ? translate('common:request.http', { status: code })
      : translate(kind === 'timeout' ? 'common:request.timeout' : 'common:request.network');
  if (!options.silent) void toastError(msg, ERROR_TOAST_MS);
  return new RequestError(code, msg, kind);
}

/**
 * Reads an answer's text: resolves the envelope's `data` when `code` is 200 (an empty body resolves
 * undefined; a 2xx answer that is not an envelope resolves as it is), else throws the catalogue's error.
 */
export function readAnswer<T>(status: number, text: string, options: FailureOptions = {}): T {
  const ok = status >= 200 && status < 300;
  if (text.trim() === '') {
    if (ok) return undefined as T;
    throw clientFailure('http', { ...options, status });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    if (ok) return text as T;
    throw clientFailure('http', { ...options, status });
  }
  if (!isEnvelope(payload)) {
    if (ok) return payload as T;
    throw clientFailure('http', { ...options, status });
  }
  if (payload.code === 200) return payload.data as T;
  throw serverFailure(payload, options);
}
