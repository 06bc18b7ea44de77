import { STORAGE_KEYS } from '@edu/shared/constants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app-store';
import { useAuthStore } from '../auth-store';
import { initI18n } from '../i18n';
import { request } from './fetch';
import { buildUrl, CLIENT_ERROR_CODE, RequestError, toSearchParams } from './transport';

const feedback = vi.hoisted(() => ({
  toastError: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => false),
}));
vi.mock('../feedback', () => feedback);

const sessionLocal = vi.hoisted(() => ({ clearLocalSession: vi.fn(async () => undefined) }));
vi.mock('../session-local', () => sessionLocal);

const nav = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('../navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../navigation')>()),
  navigateTo: nav.navigateTo,
}));

type FetchArgs = [string, RequestInit];
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function answer(body: unknown, status = 200): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
}

function lastCall(): { url: URL; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as FetchArgs;
  return { url: new URL(url), init, headers: new Headers(init.headers) };
}

const realLocation = window.location;
const reload = vi.fn();

function setLocation(pathname: string, search = ''): void {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...realLocation,
      origin: realLocation.origin,
      hostname: realLocation.hostname,
      pathname,
      search,
      href: `${realLocation.origin}${pathname}${search}`,
      reload,
    },
  });
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  feedback.toastError.mockClear();
  feedback.confirmDialog.mockReset();
  feedback.confirmDialog.mockResolvedValue(false);
  sessionLocal.clearLocalSession.mockClear();
  nav.navigateTo.mockClear();
  reload.mockClear();
  localStorage.clear();
  useAuthStore.setState({ token: 'tok-123', user: null, roles: [] });
  setLocation('/dashboard', '?tab=1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('request: what it sends', () => {
  it('uses the site origin, the token and deviceType 3', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: 'ok', data: { a: 1 } }));
    await expect(request({ url: '/openapi/x/y' })).resolves.toEqual({ a: 1 });
    const { url, init, headers } = lastCall();
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/openapi/x/y');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('tok-123');
    expect(headers.get('deviceType')).toBe('3');
    expect(init.body).toBeUndefined();
  });

  it("sends the console's current language as Accept-Language", async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: null }));
    const before = useAppStore.getState().language;
    try {
      useAppStore.setState({ language: 'es' });
      await request({ url: '/a', method: 'POST', data: { a: 1 } });
      expect(lastCall().headers.get('Accept-Language')).toBe('es');
      useAppStore.setState({ language: 'ja' });
      await request({ url: '/a' });
      expect(lastCall().headers.get('Accept-Language')).toBe('ja');
      await request({ url: '/a', headers: { 'Accept-Language': 'zh' } });
      expect(lastCall().headers.get('Accept-Language')).toBe('zh');
    } finally {
      useAppStore.setState({ language: before });
    }
  });

  it('falls back to the token in local storage, and sends no Authorization without a token', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: null }));
    useAuthStore.setState({ token: '' });
    localStorage.setItem(STORAGE_KEYS.tokenLocal, 'stored-token');
    await request({ url: '/a' });
    expect(lastCall().headers.get('Authorization')).toBe('stored-token');
    localStorage.clear();
    await request({ url: '/a' });
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('puts params in the query string (arrays repeat, null/undefined left out)', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: [] }));
    await request({
      url: '/list?fixed=1',
      params: { page: 2, keyword: 'a b', ids: [1, 2], empty: null, none: undefined, on: true },
    });
    const { url } = lastCall();
    expect(url.searchParams.get('fixed')).toBe('1');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('keyword')).toBe('a b');
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(url.searchParams.get('on')).toBe('true');
  });

  it('sends a form-urlencoded body by default', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: 1 }));
    await request({ url: '/openapi/brand/moveTab', method: 'POST', data: { id: 3, name: 'x y', tags: ['a', 'b'] } });
    const { init, headers } = lastCall();
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('id=3&name=x+y&tags=a&tags=b');
  });

  it('sends JSON with json: true', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: 1 }));
    await request({ url: '/openapi/brand/updateTab', method: 'POST', json: true, data: { id: 3, nested: { a: [1] } } });
    const { init, headers } = lastCall();
    expect(headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(String(init.body))).toEqual({ id: 3, nested: { a: [1] } });
  });

  it('passes FormData as it is (the browser sets the boundary)', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: 1 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await request({ url: '/upload', method: 'POST', data: form });
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('adds a plain-object body of a GET to the query string', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: '', data: 1 }));
    await request({ url: '/g', data: { a: 1 }, params: { b: 2 } });
    const { url, init } = lastCall();
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.get('b')).toBe('2');
    expect(init.body).toBeUndefined();
  });
});

describe('request: the error catalogue (spec section 8)', () => {
  it('code 200 resolves with data', async () => {
    fetchMock.mockImplementation(() => answer({ code: 200, msg: 'ok', data: { list: [], total: 0 } }));
    await expect(request({ url: '/x' })).resolves.toEqual({ list: [], total: 0 });
    expect(feedback.toastError).not.toHaveBeenCalled();
  });

  it('an empty body is a success (undefined)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 200 })));
    await expect(request({ url: '/x' })).resolves.toBeUndefined();
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(request({ url: '/x', method: 'POST' })).resolves.toBeUndefined();
    expect(feedback.toastError).not.toHaveBeenCalled();
  });

  it('code ≠ 200: toast with the server message for 5 s, then reject with RequestError {code, msg}', async () => {
    fetchMock.mockImplementation(() => answer({ code: 400, msg: 'username or password is wrong', data: null }, 400));
    const error = await request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 400, msg: 'username or password is wrong', kind: 'server' });
    expect(feedback.toastError).toHaveBeenCalledWith('username or password is wrong', 5000);
    expect(sessionLocal.clearLocalSession).not.toHaveBeenCalled();
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
  });

  it("code ≠ 200 without a message: 'Error'", async () => {
    fetchMock.mockImplementation(() => answer({ code: 500, msg: '', data: null }, 500));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 500, msg: 'Error' });
    expect(feedback.toastError).toHaveBeenCalledWith('Error', 5000);
  });

  it('reads `message` when the envelope has no `msg`', async () => {
    fetchMock.mockImplementation(() => answer({ code: 409, message: 'duplicate', data: null }, 409));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 409, msg: 'duplicate' });
  });

  it('silent: no toast, still rejects', async () => {
    fetchMock.mockImplementation(() => answer({ code: 400, msg: 'bad', data: null }, 400));
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ code: 400, msg: 'bad' });
    expect(feedback.toastError).not.toHaveBeenCalled();
  });

  it.each([401, 601])('code %i: logs out here and goes to /login with the current page as redirect', async (code) => {
    fetchMock.mockImplementation(() => answer({ code, msg: 'session ended', data: null }, code === 401 ? 401 : 403));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code });
    expect(feedback.toastError).toHaveBeenCalledWith('session ended', 5000);
    await vi.waitFor(() => expect(nav.navigateTo).toHaveBeenCalled());
    expect(sessionLocal.clearLocalSession).toHaveBeenCalledTimes(1);
    expect(nav.navigateTo).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/dashboard?tab=1')}`, {
      replace: true,
    });
  });

  it('code 401 on the login page: logs out without navigating again', async () => {
    setLocation('/login', '?redirect=%2Fdashboard');
    fetchMock.mockImplementation(() => answer({ code: 401, msg: 'no token', data: null }, 401));
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ code: 401 });
    await vi.waitFor(() => expect(sessionLocal.clearLocalSession).toHaveBeenCalled());
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });

  it.each([50008, 50012, 50014])('code %i: the "log in again" dialog in the current language', async (code) => {
    fetchMock.mockImplementation(() => answer({ code, msg: 'token problem', data: null }, 401));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code });
    await vi.waitFor(() => expect(feedback.confirmDialog).toHaveBeenCalledTimes(1));
    expect(feedback.confirmDialog).toHaveBeenCalledWith({
      title: 'Confirm logout',
      content: 'You have been logged out, you can cancel to stay on this page, or log in again',
      okText: 'Re-Login',
      cancelText: 'Cancel',
    });
    expect(sessionLocal.clearLocalSession).not.toHaveBeenCalled();
  });

  it('Re-Login resets the token and reloads; Cancel stays', async () => {
    fetchMock.mockImplementation(() => answer({ code: 50014, msg: 'expired', data: null }, 401));
    feedback.confirmDialog.mockResolvedValueOnce(false);
    await request({ url: '/x' }).catch(() => undefined);
    await vi.waitFor(() => expect(feedback.confirmDialog).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('tok-123');

    localStorage.setItem(STORAGE_KEYS.tokenLocal, 'tok-123');
    feedback.confirmDialog.mockResolvedValueOnce(true);
    await request({ url: '/x' }).catch(() => undefined);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().token).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBeNull();
  });

  it('only one "log in again" dialog at a time', async () => {
    let close: (value: boolean) => void = () => undefined;
    feedback.confirmDialog.mockImplementation(
      () =>
        new Promise<boolean>((resolve) => {
          close = resolve;
        }),
    );
    fetchMock.mockImplementation(() => answer({ code: 50012, msg: 'elsewhere', data: null }, 401));
    await Promise.all([1, 2, 3].map(() => request({ url: '/x' }).catch(() => undefined)));
    await vi.waitFor(() => expect(feedback.confirmDialog).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(feedback.confirmDialog).toHaveBeenCalledTimes(1);
    close(false);
    await new Promise((r) => setTimeout(r, 0));
    await request({ url: '/x' }).catch(() => undefined);
    await vi.waitFor(() => expect(feedback.confirmDialog).toHaveBeenCalledTimes(2));
  });

  it('handleSessionCodes: false leaves session codes to the caller', async () => {
    fetchMock.mockImplementation(() => answer({ code: 401, msg: 'no token', data: null }, 401));
    await expect(request({ url: '/x', silent: true, handleSessionCodes: false })).rejects.toMatchObject({ code: 401 });
    await new Promise((r) => setTimeout(r, 10));
    expect(sessionLocal.clearLocalSession).not.toHaveBeenCalled();
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });

  it('network failure: a message for 5 s and a RequestError of kind network', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODE.network, kind: 'network' });
    expect(feedback.toastError).toHaveBeenCalledWith('Network error, please check your connection and try again', 5000);
  });

  it('time-out after REQUEST_TIMEOUT_MS (30 s): aborts and shows a message for 5 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request({ url: '/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(feedback.toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODE.timeout, kind: 'timeout' });
    expect(feedback.toastError).toHaveBeenCalledWith('The request timed out, please try again later', 5000);
  });

  it('a custom time-out, and 0 for none', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const short = request({ url: '/slow', timeout: 100, silent: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    await expect(short).resolves.toMatchObject({ kind: 'timeout' });
    void request({ url: '/upload', timeout: 0 }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(signal?.aborted).toBe(false);
  });

  it("the caller's abort rejects quietly", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request({ url: '/x', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ code: CLIENT_ERROR_CODE.abort, kind: 'abort' });
    expect(feedback.toastError).not.toHaveBeenCalled();
  });

  it('an HTTP error without an envelope (proxy page): a message with the status', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 502, kind: 'http' });
    expect(feedback.toastError).toHaveBeenCalledWith('Server error (502)', 5000);
  });

  it('a 2xx answer that is not an envelope resolves as it is', async () => {
    fetchMock.mockImplementation(() => answer({ hello: 'world' }));
    await expect(request({ url: '/static.json' })).resolves.toEqual({ hello: 'world' });
    fetchMock.mockImplementation(() => Promise.resolve(new Response('plain text', { status: 200 })));
    await expect(request({ url: '/robots.txt' })).resolves.toBe('plain text');
  });
});

describe('helpers', () => {
  it('toSearchParams encodes values', () => {
    const when = new Date(Date.UTC(2024, 0, 2));
    expect(String(toSearchParams({ a: 1, b: [true, false], c: null, d: when, e: { x: 1 } }))).toBe(
      `a=1&b=true&b=false&d=${encodeURIComponent(when.toISOString())}&e=${encodeURIComponent('{"x":1}')}`,
    );
  });

  it('buildUrl keeps absolute URLs and resolves paths against the origin', () => {
    expect(buildUrl('https://oss.example.com/up?x=1', { y: 2 })).toBe('https://oss.example.com/up?x=1&y=2');
    expect(buildUrl('/openapi/a')).toBe(`${window.location.origin}/openapi/a`);
  });
});
