import { REQUEST_TIMEOUT_MS } from '@edu/shared/constants';
import { buildUrl, clientFailure, type FailureOptions, readAnswer, sessionHeaders, toSearchParams } from './transport';

/**
 * The fetch adapter: JSON and form calls with a time-out (spec section 9: 30 s). Features call through
 * ./call (typed by the endpoint table); this is the layer below it.
 */
export type HttpMethod = 'GET' | 'POST' | 'HEAD';

export type RequestBody = Record<string, unknown> | FormData | URLSearchParams | Blob | string;

export interface RequestOptions extends FailureOptions {
  /** path on the site origin, or an absolute URL */
  url: string;
  method?: HttpMethod;
  /** query string; null/undefined values are left out, arrays repeat the key */
  params?: Record<string, unknown>;
  /** body: form-urlencoded by default, JSON with `json: true`; FormData/Blob/URLSearchParams as they are.
   * For GET and HEAD a plain object is added to the query string instead. */
  data?: RequestBody;
  json?: boolean;
  /** ms; 0 = no time-out. Default REQUEST_TIMEOUT_MS */
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** the request outlives the page (a release sent as the page closes) */
  keepalive?: boolean;
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

/**
 * Sends a request and resolves with the envelope's `data` when `code` is 200; otherwise rejects with the
 * transport's RequestError after applying the error catalogue (./transport):
 * - code ≠ 200: error toast with the server's msg (or 'Error') for 5 s; 601 / 401 log out and go to
 *   /login?redirect=<this page>; 50008 / 50012 / 50014 open the "log in again" dialog (one at a time);
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
  for (const [name, value] of Object.entries(sessionHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
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
  let text: string;
  try {
    const init: RequestInit = { method, headers, body, signal: controller.signal };
    if (options.keepalive) init.keepalive = true;
    const response = await fetch(url, init);
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (timedOut) throw clientFailure('timeout', options);
    if (options.signal?.aborted) {
      throw clientFailure('abort', { reason: error instanceof Error ? error.message : undefined });
    }
    throw clientFailure('network', options);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
  return readAnswer<T>(status, text, options);
}
