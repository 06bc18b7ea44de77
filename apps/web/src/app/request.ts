import { DEVICE_TYPE_HEADER_VALUE, ERROR_TOAST_MS, REQUEST_TIMEOUT_MS } from '@edu/shared/constants';
import { useAppStore } from './app-store';
import { readStoredToken, useAuthStore } from './auth-store';
import { toastError } from './feedback';
import { translate } from './i18n';

/**
 * The one request client (DESIGN.md section 5). fetch-based; holds the whole error catalogue of spec
 * section 8 so callers only see resolved data or a RequestError.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
export type RequestBody = Record<string, unknown> | FormData | URLSearchParams | Blob | string;

export interface RequestOptions {
  /** path on the site origin ('/openapi/…'), or an absolute URL */
  url: string;
  method?: HttpMethod;
  /** query string; null/undefined values are left out, arrays repeat the key */
  params?: QueryParams;
  /** body: form-urlencoded by default, JSON with `json: true`; FormData/Blob/URLSearchParams as they are.
   * For GET and HEAD a plain object is added to the query string instead. */
  data?: RequestBody;
  json?: boolean;
  /** no error toast (the caller shows the error itself); session codes are still acted on */
  silent?: boolean;
  /** false: do not log out / ask to log in again on session codes (the caller handles them) */
  handleSessionCodes?: boolean;
  /** ms; 0 = no time-out. Default REQUEST_TIMEOUT_MS */
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type RequestErrorKind = 'server' | 'http' | 'network' | 'timeout' | 'abort';

/** Codes of errors that never reached a server answer. */
export const CLIENT_ERROR_CODE = { network: -1, timeout: -2, abort: -3 } as const;

export class RequestError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: RequestErrorKind;
  /** the envelope's data, if any */
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

interface Envelope {
  code: number;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

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

export function toSearchParams(values: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) appendValue(out, key, value);
  return out;
}

/** The absolute URL of a request: the site origin as base, `params` added to the query string. */
export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const target = new URL(url, window.location.origin);
  if (params) {
    for (const [key, value] of toSearchParams(params)) target.searchParams.append(key, value);
  }
  return target.toString();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof FormData) &&
    !(value instanceof URLSearchParams) &&
    !(value instanceof Blob)
  );
}

function encodeBody(data: RequestBody, json: boolean, headers: Headers): BodyInit {
  if (data instanceof FormData || data instanceof Blob) return data;
  if (json) {
    headers.set('Content-Type', 'application/json;charset=UTF-8');
    return typeof data === 'string'
      ? data
      : JSON.stringify(data instanceof URLSearchParams ? Object.fromEntries(data) : data);
  }
  headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  if (typeof data === 'string' || data instanceof URLSearchParams) return data;
  return toSearchParams(data);
}

function currentToken(): string {
  return useAuthStore.getState().token || readStoredToken();
}

// ---- the error catalogue (spec section 8) ----

function failServer(code: number, rawMsg: unknown, data: unknown, options: RequestOptions): RequestError {
  const msg = typeof rawMsg === 'string' && rawMsg.trim() !== '' ? rawMsg : translate('common:request.error');
  if (!options.silent) void toastError(msg, ERROR_TOAST_MS);
  // 601/401: log out and go to /login; 50008/50012/50014: "log in again" dialog (./request-session).
  if (options.handleSessionCodes !== false) void import('./request-session').then((m) => m.handleSessionCode(code));
  return new RequestError(code, msg, 'server', data);
}

function failClient(kind: 'network' | 'timeout' | 'http', code: number, options: RequestOptions): RequestError {
  const msg =
    kind === 'http'
      ? translate('common:request.http', { status: code })
      : translate(kind === 'timeout' ? 'common:request.timeout' : 'common:request.network');
  if (!options.silent) void toastError(msg, ERROR_TOAST_MS);
  return new RequestError(code, msg, kind);
}

/**
 * Sends a request and resolves with the envelope's `data` when `code` is 200 (an empty body resolves
 * undefined; a non-envelope JSON or text body of a 2xx answer resolves as it is). Otherwise it applies
 * the catalogue and rejects with a RequestError:
 * - code ≠ 200: error toast with the server's msg (or 'Error') for 5 s;
 *   601 / 401 also log out here and go to /login?redirect=<this page>;
 *   50008 / 50012 / 50014 also open the "log in again" dialog (one at a time);
 * - network failure, time-out, or an HTTP error without an envelope: a message for 5 s;
 * - aborted by the caller's signal: no message.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const bodyless = method === 'GET' || method === 'HEAD';

  const query: Record<string, unknown> = { ...options.params };
  if (bodyless && isPlainObject(options.data)) Object.assign(query, options.data);
  const url = buildUrl(options.url, query);

  const headers = new Headers(options.headers);
  const token = currentToken();
  if (token) headers.set('Authorization', token);
  headers.set('deviceType', DEVICE_TYPE_HEADER_VALUE);
  // The server answers its error messages (the toast's text) in the console's language.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', useAppStore.getState().language);
  const body =
    !bodyless && options.data !== undefined ? encodeBody(options.data, options.json === true, headers) : undefined;

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (error) {
    if (timedOut) throw failClient('timeout', CLIENT_ERROR_CODE.timeout, options);
    if (options.signal?.aborted) {
      throw new RequestError(CLIENT_ERROR_CODE.abort, error instanceof Error ? error.message : 'Aborted', 'abort');
    }
    throw failClient('network', CLIENT_ERROR_CODE.network, options);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (text.trim() === '') {
    if (ok) return undefined as T;
    throw failClient('http', status, options);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    if (ok) return text as T;
    throw failClient('http', status, options);
  }
  if (!isEnvelope(payload)) {
    if (ok) return payload as T;
    throw failClient('http', status, options);
  }
  if (payload.code === 200) return payload.data as T;
  throw failServer(payload.code, payload.msg ?? payload.message, payload.data, options);
}
