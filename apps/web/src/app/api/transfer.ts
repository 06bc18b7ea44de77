import { ResultCode } from '@edu/shared';
import {
  buildUrl,
  clientFailure,
  type FailureOptions,
  isEnvelope,
  RequestError,
  readAnswer,
  serverFailure,
  sessionHeaders,
} from './transport';

/**
 * The file adapters, for what fetch cannot do well: an upload reporting its progress (XMLHttpRequest),
 * optionally reading a streamed answer (NDJSON progress lines, then the envelope as the last line), and a
 * download (a file answer saved under the server's file name). Both send the session headers and read
 * answers through the transport core (./transport), so errors are the catalogue's like any other call.
 */

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100 */
  percent: number;
}

export interface UploadOptions<P = unknown> extends FailureOptions {
  url: string;
  /** query string */
  params?: Record<string, unknown>;
  /** the multipart body; text fields before the file (the server reads them with it) */
  data: FormData;
  onProgress?: (progress: UploadProgress) => void;
  /** asks for a streamed answer (Accept: application/x-ndjson) and receives its progress lines */
  onLine?: (line: P) => void;
  signal?: AbortSignal;
  /** ms; 0 (default) = none: large files on slow links take as long as they take */
  timeout?: number;
}

const NDJSON = 'application/x-ndjson';

/** Splits the complete lines off a growing NDJSON text; returns them and the unfinished rest. */
export function takeLines(text: string): { lines: unknown[]; rest: string } {
  const parts = text.split('\n');
  const rest = parts.pop() ?? '';
  const lines: unknown[] = [];
  for (const part of parts) {
    if (part.trim() === '') continue;
    try {
      lines.push(JSON.parse(part));
    } catch {
      // a broken line is skipped; the final envelope decides
    }
  }
  return { lines, rest };
}

/** Uploads a multipart body with progress; resolves with the envelope's `data` on code 200. */
export function uploadWithProgress<T, P = unknown>(options: UploadOptions<P>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(clientFailure('abort'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(options.url, options.params));
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    const streamed = options.onLine !== undefined;
    if (streamed) xhr.setRequestHeader('Accept', NDJSON);
    xhr.timeout = options.timeout ?? 0;
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);

    // A streamed answer: progress lines as they come, the envelope (the last line) kept for the end.
    let seen = 0;
    let pending = '';
    let last: unknown;
    const consume = (final: boolean) => {
      const text = xhr.responseText;
      pending += text.slice(seen);
      seen = text.length;
      const { lines, rest } = takeLines(final ? `${pending}\n` : pending);
      pending = final ? '' : rest;
      for (const line of lines) {
        if (isEnvelope(line)) last = line;
        else options.onLine?.(line as P);
      }
    };

    xhr.upload.onprogress = (event) => {
      if (!options.onProgress) return;
      const total = event.lengthComputable ? event.total : 0;
      const percent = total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0;
      options.onProgress({ loaded: event.loaded, total, percent });
    };
    xhr.onprogress = () => {
      if (streamed) consume(false);
    };
    xhr.onload = () => {
      done();
      try {
        if ((xhr.getResponseHeader('content-type') ?? '').includes(NDJSON)) {
          consume(true);
          if (!isEnvelope(last)) throw clientFailure('http', { ...options, status: xhr.status });
          if (last.code !== ResultCode.ok) throw serverFailure(last, options);
          resolve(last.data as T);
          return;
        }
        resolve(readAnswer<T>(xhr.status, typeof xhr.responseText === 'string' ? xhr.responseText : '', options));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(clientFailure('network', options));
    };
    xhr.ontimeout = () => {
      done();
      reject(clientFailure('timeout', options));
    };
    xhr.onabort = () => {
      done();
      reject(clientFailure('abort'));
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
  // Give the browser time to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadOptions extends FailureOptions {
  url: string;
  params?: Record<string, unknown>;
  /** the name to save under when the server names none */
  fallbackName: string;
  signal?: AbortSignal;
}

/** Fetches a file answer with the session headers; an envelope answer is an error (or a JSON file). */
export async function fetchFile(options: DownloadOptions): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(buildUrl(options.url, options.params), {
      headers: sessionHeaders(),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) {
      throw clientFailure('abort', { reason: error instanceof Error ? error.message : undefined });
    }
    throw clientFailure('network', options);
  }
  const type = response.headers.get('Content-Type') ?? '';
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  if (!response.ok || type.includes('application/json')) {
    const text = await response.text();
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    // A JSON file (not an envelope) is a download like any other.
    if (response.ok && !isEnvelope(payload)) return { blob: new Blob([text], { type }), fileName };
    readAnswer(response.status, text, options);
    throw new RequestError(response.status, 'unexpected answer', 'http');
  }
  return { blob: await response.blob(), fileName };
}
