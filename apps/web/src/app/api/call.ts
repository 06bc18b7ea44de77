import type { AnyRoute, DataOf, InputOf } from '@edu/shared/api/routes';
import { request } from './fetch';
import { type DownloadedFile, fetchFile, type UploadProgress, uploadWithProgress } from './transfer';
import type { FailureOptions } from './transport';

/**
 * The one way the console calls its API: an endpoint of the table (`routes` from '@edu/shared/api/routes')
 * and its input, typed by the endpoint's schemas. Method, path and body encoding come from the table;
 * no feature writes a path or picks a method.
 */
export interface CallOptions extends FailureOptions {
  signal?: AbortSignal;
  /** ms; 0 = none; default REQUEST_TIMEOUT_MS */
  timeout?: number;
  /** the request outlives the page (sent as the page closes) */
  keepalive?: boolean;
}

/** Parameters without the values that say "not set", as the list contracts take them. */
function definedOnly(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[key] = value;
  return out;
}

/** The path of an endpoint with its `:name` parameters filled in from the input. */
function pathOf(route: AnyRoute, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const url = route.path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url, rest };
}

/** Calls an endpoint that answers an envelope; resolves with its data. */
export function call<R extends AnyRoute>(route: R, input: InputOf<R>, options: CallOptions = {}): Promise<DataOf<R>> {
  const { url, rest } = pathOf(route, definedOnly(input));
  const method = route.methods[0];
  // GET, and the POSTs whose table entry puts the input in the query string (insertTab): no body.
  if (method !== 'POST' || route.body === 'query') return request<DataOf<R>>({ ...options, url, method, params: rest });
  return request<DataOf<R>>({ ...options, url, method, data: rest, json: route.body === 'json' });
}

export interface UploadCallOptions<P = unknown> extends CallOptions {
  /** the file (multipart part `file`) */
  file: Blob;
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** a streamed answer's progress lines (the endpoint's answer is 'ndjson') */
  onLine?: (line: P) => void;
}

/** Calls a multipart endpoint: the input in the query string (null as ''), the file as the body's part `file`. */
export function upload<R extends AnyRoute, P = unknown>(
  route: R,
  input: InputOf<R>,
  options: UploadCallOptions<P>,
): Promise<DataOf<R>> {
  const params = Object.fromEntries(Object.entries(definedOnly(input)).map(([k, v]) => [k, v === null ? '' : v]));
  const data = new FormData();
  if (options.fileName !== undefined) data.append('file', options.file, options.fileName);
  else data.append('file', options.file);
  return uploadWithProgress<DataOf<R>, P>({
    ...options,
    url: route.path,
    params,
    data,
    onLine: route.answer === 'ndjson' ? options.onLine : undefined,
  });
}

/** Calls an endpoint that answers a file; resolves with it (save it with saveBlob). */
export function download<R extends AnyRoute>(
  route: R,
  input: InputOf<R>,
  options: CallOptions & { fallbackName: string },
): Promise<DownloadedFile> {
  const { url, rest } = pathOf(route, definedOnly(input));
  return fetchFile({ ...options, url, params: rest });
}
