import { DEVICE_TYPE_HEADER_VALUE, ERROR_TOAST_MS } from '@edu/shared/constants';
import { useAppStore } from './app-store';
import { readStoredToken, useAuthStore } from './auth-store';
import { toastError } from './feedback';
import { translate } from './i18n';
import { buildUrl, CLIENT_ERROR_CODE, RequestError } from './request';

/**
 * File transfer next to the request client (./request.ts), for what fetch cannot do well:
 * - uploadWithProgress: a multipart upload through XMLHttpRequest, reporting upload progress;
 * - downloadFile: a file answer (not an envelope) fetched with the session headers and saved.
 * Both send what every request sends (the token as `Authorization`, `deviceType: 3`, the console's
 * language) and apply the same error catalogue: an envelope with a code other than 200 rejects with a
 * RequestError carrying the server's message (toast unless `silent`), session codes log out or ask to
 * log in again; HTTP errors without an envelope, network failures and time-outs get the client's own
 * messages.
 */

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100 */
  percent: number;
}

export interface UploadOptions {
  url: string;
  /** the multipart body; put text fields before the file (the server reads them with it) */
  data: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** ms; 0 (default) = none: large files on slow links take as long as they take */
  timeout?: number;
  /** no error toast: the caller shows the error itself */
  silent?: boolean;
}

function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    deviceType: DEVICE_TYPE_HEADER_VALUE,
    'Accept-Language': useAppStore.getState().language,
  };
  const token = useAuthStore.getState().token || readStoredToken();
  if (token) headers.Authorization = token;
  return headers;
}

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function parseEnvelope(text: string): EnvelopeLike | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number') {
      return value as EnvelopeLike;
    }
  } catch {
    // not JSON
  }
  return null;
}

/** The error for an answer (or no answer); shows it unless silent and acts on session codes. */
function failure(status: number, text: string, silent: boolean | undefined): RequestError {
  const envelope = parseEnvelope(text);
  let error: RequestError;
  if (envelope) {
    const msg =
      typeof envelope.msg === 'string' && envelope.msg.trim() !== '' ? envelope.msg : translate('common:request.error');
    error = new RequestError(envelope.code, msg, 'server', envelope.data);
    void import('./request-session').then((m) => m.handleSessionCode(envelope.code));
  } else {
    error = new RequestError(status, translate('common:request.http', { status }), 'http');
  }
  if (!silent) void toastError(error.msg, ERROR_TOAST_MS);
  return error;
}

function clientFailure(kind: 'network' | 'timeout', silent: boolean | undefined): RequestError {
  const error = new RequestError(
    kind === 'timeout' ? CLIENT_ERROR_CODE.timeout : CLIENT_ERROR_CODE.network,
    translate(kind === 'timeout' ? 'common:request.timeout' : 'common:request.network'),
    kind,
  );
  if (!silent) void toastError(error.msg, ERROR_TOAST_MS);
  return error;
}

/** Uploads a multipart body with progress; resolves with the envelope's `data` on code 200. */
export function uploadWithProgress<T>(options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new RequestError(CLIENT_ERROR_CODE.abort, 'Aborted', 'abort'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(options.url));
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeout ?? 0;
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (!options.onProgress) return;
      const total = event.lengthComputable ? event.total : 0;
      const percent = total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0;
      options.onProgress({ loaded: event.loaded, total, percent });
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      const envelope = parseEnvelope(text);
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.code === 200) {
        resolve(envelope.data as T);
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && !envelope) {
        resolve((text.trim() === '' ? undefined : text) as T);
        return;
      }
      reject(failure(xhr.status, text, options.silent));
    };
    xhr.onerror = () => {
      done();
      reject(clientFailure('network', options.silent));
    };
    xhr.ontimeout = () => {
      done();
      reject(clientFailure('timeout', options.silent));
    };
    xhr.onabort = () => {
      done();
      reject(new RequestError(CLIENT_ERROR_CODE.abort, 'Aborted', 'abort'));
    };
    xhr.send(options.data);
  });
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or undefined. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(disposition);
  return plain?.[2]?.trim() || undefined;
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Fetches a file answer with the session headers and saves it under the server's file name (or
 * `fallbackName`). Resolves with the saved name; an envelope answer is an error (see above).
 */
export async function downloadFile(options: {
  url: string;
  params?: Record<string, unknown>;
  fallbackName: string;
  silent?: boolean;
  signal?: AbortSignal;
}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(buildUrl(options.url, options.params), {
      headers: sessionHeaders(),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) {
      throw new RequestError(CLIENT_ERROR_CODE.abort, error instanceof Error ? error.message : 'Aborted', 'abort');
    }
    throw clientFailure('network', options.silent);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const text = await response.text();
    const envelope = parseEnvelope(text);
    // A JSON file (not an envelope) is a download like any other.
    if (response.ok && !envelope) {
      const name = fileNameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName;
      saveBlob(new Blob([text], { type }), name);
      return name;
    }
    throw failure(response.status, text, options.silent);
  }
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
