import type { ImportPreview, ImportProgress, ImportResult } from '@edu/shared';
import { DEVICE_TYPE_HEADER_VALUE } from '@edu/shared/constants';
import { useAppStore } from '../../../../app/app-store';
import { readStoredToken, useAuthStore } from '../../../../app/auth-store';
import { toastError } from '../../../../app/feedback';
import { translate } from '../../../../app/i18n';
import { buildUrl, CLIENT_ERROR_CODE, type QueryParams, RequestError } from '../../../../app/request';

/**
 * File transfers of the people import/export: downloads (templates, exports) and uploads with
 * progress. They need what app/request.ts's JSON client does not do (binary bodies, upload progress,
 * a streamed answer) but apply the same error catalogue: an error envelope rejects with a RequestError
 * carrying the server's message (and its data: an import refused for bad rows brings the preview).
 */

export const TEMPLATE_URL = '/openapi/manage/getImportTemplate';
export const PREVIEW_URL = '/openapi/manage/previewUserImport';
export const IMPORT_URL = '/openapi/manage/importUsers';
export const EXPORT_URL = '/openapi/manage/exportUsers';

function authHeaders(): Record<string, string> {
  const token = useAuthStore.getState().token || readStoredToken();
  return {
    ...(token ? { Authorization: token } : {}),
    deviceType: DEVICE_TYPE_HEADER_VALUE,
    'Accept-Language': useAppStore.getState().language,
  };
}

interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** An error answer as the request client reports it: the session codes act, the message is kept. */
function serverError(envelope: Envelope<unknown>, silent: boolean): RequestError {
  const msg = envelope.msg?.trim() ? envelope.msg : translate('common:request.error');
  if (!silent) void toastError(msg);
  void import('../../../../app/request-session').then((m) => m.handleSessionCode(envelope.code));
  return new RequestError(envelope.code, msg, 'server', envelope.data);
}

function clientError(kind: 'network' | 'http', status: number, silent: boolean): RequestError {
  const msg = kind === 'http' ? translate('common:request.http', { status }) : translate('common:request.network');
  if (!silent) void toastError(msg);
  return new RequestError(kind === 'http' ? status : CLIENT_ERROR_CODE.network, msg, kind);
}

/** The file name of a Content-Disposition header: `filename*` (UTF-8) first, then `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GETs a file (template or export); an error envelope rejects like the request client would. */
export async function downloadFile(
  url: string,
  params: QueryParams,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(buildUrl(url, params), { headers: authHeaders(), signal });
  } catch (error) {
    if (signal?.aborted) throw new RequestError(CLIENT_ERROR_CODE.abort, String(error), 'abort');
    throw clientError('network', 0, false);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const payload: unknown = await response.json().catch(() => null);
    if (isEnvelope(payload)) throw serverError(payload, false);
    throw clientError('http', response.status, false);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a blob to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface UploadOptions {
  url: string;
  params: QueryParams;
  file: Blob;
  fileName: string;
  /** 0..1 of the file sent */
  onUpload?: (fraction: number) => void;
  /** progress lines of a streamed import (Accept: application/x-ndjson) */
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
}

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

/**
 * POSTs the file as multipart/form-data (XMLHttpRequest: fetch reports no upload progress). With
 * onProgress the answer is streamed: progress lines, then the envelope as the last line.
 * Errors are left to the caller to show (the dialog shows them in place).
 */
export function uploadFile<T>(options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(options.url, options.params));
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    const streamed = options.onProgress !== undefined;
    xhr.setRequestHeader('Accept', streamed ? 'application/x-ndjson' : 'application/json');

    let seen = 0;
    let pending = '';
    let last: unknown;
    const consume = () => {
      const text = xhr.responseText;
      pending += text.slice(seen);
      seen = text.length;
      const { lines, rest } = takeLines(pending);
      pending = rest;
      for (const line of lines) {
        if (isEnvelope(line)) last = line;
        else options.onProgress?.(line as ImportProgress);
      }
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onUpload?.(e.loaded / e.total);
    };
    xhr.onprogress = () => {
      if (streamed) consume();
    };
    xhr.onerror = () => reject(clientError('network', 0, true));
    xhr.onabort = () => reject(new RequestError(CLIENT_ERROR_CODE.abort, 'Aborted', 'abort'));
    xhr.onload = () => {
      let payload: unknown;
      if ((xhr.getResponseHeader('content-type') ?? '').includes('application/x-ndjson')) {
        consume();
        const { lines } = takeLines(`${pending}\n`);
        for (const line of lines) if (isEnvelope(line)) last = line;
        payload = last;
      } else {
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          payload = undefined;
        }
      }
      if (!isEnvelope(payload)) return reject(clientError('http', xhr.status, true));
      if (payload.code === 200) return resolve(payload.data as T);
      reject(serverError(payload, true));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', options.file, options.fileName);
    xhr.send(form);
  });
}

export function previewImport(
  file: File,
  params: { roleType: number; schoolId?: number },
  onUpload?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  return uploadFile<ImportPreview>({ url: PREVIEW_URL, params, file, fileName: file.name, onUpload, signal });
}

export function commitImport(
  file: File,
  params: { roleType: number; schoolId?: number },
  onUpload: (fraction: number) => void,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  return uploadFile<ImportResult>({ url: IMPORT_URL, params, file, fileName: file.name, onUpload, onProgress });
}

/** The time zone the export writes its times in: the browser's. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
