import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app-store';
import { useAuthStore } from '../auth-store';
import { initI18n } from '../i18n';
import { fetchFile, fileNameOf, saveBlob, uploadWithProgress } from './transfer';
import { RequestError } from './transport';

const feedback = vi.hoisted(() => ({ toastError: vi.fn(async () => undefined) }));
vi.mock('../feedback', () => feedback);
const session = vi.hoisted(() => ({ handleSessionCode: vi.fn() }));
vi.mock('../request-session', () => session);

/** A scripted XMLHttpRequest: records what is sent, answers with `next`. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static next: { status: number; body: string; progress?: [number, number][] } | 'network' | 'timeout' = {
    status: 200,
    body: '{}',
  };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onprogress: (() => void) | null = null;
  getResponseHeader(_name: string): string | null {
    return 'application/json';
  }
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    const next = FakeXhr.next;
    queueMicrotask(() => {
      if (this.aborted) return;
      if (next === 'network') return this.onerror?.();
      if (next === 'timeout') return this.ontimeout?.();
      for (const [loaded, total] of next.progress ?? []) {
        this.upload.onprogress?.({ loaded, total, lengthComputable: true });
      }
      this.status = next.status;
      this.responseText = next.body;
      this.onload?.();
    });
  }
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = undefined;
  feedback.toastError.mockClear();
  session.handleSessionCode.mockClear();
  useAuthStore.setState({ token: 'tok-9' });
  useAppStore.setState({ language: 'zh' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function form(): FormData {
  const data = new FormData();
  data.append('name', 'notes');
  data.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'notes.pdf');
  return data;
}

describe('uploadWithProgress', () => {
  it('posts the form with the session headers and reports progress', async () => {
    FakeXhr.next = {
      status: 200,
      body: JSON.stringify({ code: 200, msg: 'success', data: { id: 7 } }),
      progress: [
        [0, 200],
        [50, 200],
        [200, 200],
      ],
    };
    const seen: number[] = [];
    const data = form();
    const result = await uploadWithProgress<{ id: number }>({
      url: '/openapi/material/upload',
      data,
      onProgress: (p) => seen.push(p.percent),
    });
    expect(result).toEqual({ id: 7 });
    expect(seen).toEqual([0, 25, 100]);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/openapi/material/upload');
    expect(xhr.headers).toMatchObject({ Authorization: 'tok-9', deviceType: '3', 'Accept-Language': 'zh' });
    expect(xhr.body).toBe(data);
    expect(xhr.timeout).toBe(0);
  });

  it('rejects with the server message of a 413 or 415 envelope and toasts it', async () => {
    FakeXhr.next = {
      status: 413,
      body: JSON.stringify({ code: 413, msg: '文件超过上传上限 100 MB', data: null }),
    };
    const error = await uploadWithProgress({ url: '/openapi/material/upload', data: form() }).catch((e) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 413, msg: '文件超过上传上限 100 MB', kind: 'server' });
    expect(feedback.toastError).toHaveBeenCalledWith('文件超过上传上限 100 MB', 5000);
    await vi.waitFor(() => expect(session.handleSessionCode).toHaveBeenCalledWith(413));

    FakeXhr.next = { status: 415, body: JSON.stringify({ code: 415, msg: 'not accepted', data: null }) };
    const silent = await uploadWithProgress({ url: '/x', data: form(), silent: true }).catch((e) => e);
    expect(silent).toMatchObject({ code: 415, msg: 'not accepted' });
    expect(feedback.toastError).toHaveBeenCalledTimes(1);
  });

  it('an HTTP error without an envelope keeps its status (e.g. a proxy answering 413)', async () => {
    FakeXhr.next = { status: 413, body: '<html>Request Entity Too Large</html>' };
    const error = (await uploadWithProgress({ url: '/x', data: form(), silent: true }).catch(
      (e: unknown) => e,
    )) as RequestError;
    expect(error).toMatchObject({ code: 413, kind: 'http' });
    expect(error.msg).toContain('413');
  });

  it('network failures and time-outs get the client messages; abort rejects without a toast', async () => {
    FakeXhr.next = 'network';
    await expect(uploadWithProgress({ url: '/x', data: form() })).rejects.toMatchObject({ kind: 'network' });
    FakeXhr.next = 'timeout';
    await expect(uploadWithProgress({ url: '/x', data: form(), timeout: 5 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(feedback.toastError).toHaveBeenCalledTimes(2);

    FakeXhr.next = { status: 200, body: '{"code":200,"data":1}' };
    const controller = new AbortController();
    const pending = uploadWithProgress({ url: '/x', data: form(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort' });
    expect(feedback.toastError).toHaveBeenCalledTimes(2);
  });
});

describe('fetchFile, saveBlob and fileNameOf', () => {
  it('reads plain and RFC 6266 file names', () => {
    expect(fileNameOf('attachment; filename="questions.json"')).toBe('questions.json');
    expect(fileNameOf('attachment; filename="q.xlsx"; filename*=UTF-8\'\'%E9%A2%98%E7%9B%AE.xlsx')).toBe('题目.xlsx');
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('saves a file answer and rejects an envelope error', async () => {
    const created: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    const fetchMock = vi.fn(
      async () =>
        new Response('{"format":"edu-console.questions","questions":[]}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="questions.json"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchFile({
      url: '/openapi/topic/exportQuestions',
      params: { format: 'json' },
      fallbackName: 'x',
    });
    expect(file.fileName).toBe('questions.json');
    saveBlob(file.blob, file.fileName);
    expect(created).toEqual(['questions.json']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).searchParams.get('format')).toBe('json');
    expect((init.headers as Record<string, string>).Authorization).toBe('tok-9');

    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ code: 403, msg: 'Forbidden', data: null }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(fetchFile({ url: '/x', fallbackName: 'x', silent: true })).rejects.toMatchObject({ code: 403 });
    click.mockRestore();
  });
});
