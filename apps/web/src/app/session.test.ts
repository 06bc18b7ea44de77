import { STORAGE_KEYS } from '@edu/shared/constants';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';
import { initI18n } from './i18n';
import { adoptToken, fetchUserInfo, login, logout, onSessionEnd } from './session';

const nav = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation')>()),
  navigateTo: nav.navigateTo,
}));
const tags = vi.hoisted(() => ({ clearAllTags: vi.fn() }));
vi.mock('../shell/tags/store', () => tags);

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const user = {
  id: 3,
  token: 'tok-3',
  username: 'admin',
  name: 'Admin',
  avatorurl: '',
  schoolid: null,
  brandid: null,
  roletype: 2,
  introduction: '',
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  nav.navigateTo.mockClear();
  tags.clearAllTags.mockClear();
  useAuthStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('rejects an answer without a user', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: {} }));
    await expect(login('admin', 'demo123')).rejects.toMatchObject({ msg: 'Verification failed, please Login again.' });
    expect(useAuthStore.getState().token).toBe('');
  });

  it('stores the session (cookies, token, roles)', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: { user } }));
    await login(' admin ', 'demo123');
    expect(useAuthStore.getState()).toMatchObject({ id: 3, token: 'tok-3', roles: ['admin'], roletype: 2 });
    expect(Cookies.get(STORAGE_KEYS.idCookie)).toBe('3');
    expect(JSON.parse(Cookies.get(STORAGE_KEYS.userCookie) ?? '{}')).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBe('tok-3');
  });
});

describe('fetchUserInfo', () => {
  it('uses the roles of the answer, else the role type', async () => {
    useAuthStore.setState({ token: 'tok-3' });
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: { ...user, roles: [] } }));
    await fetchUserInfo();
    expect(useAuthStore.getState().roles).toEqual(['admin']);
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: { ...user, roles: ['admin', 'x'] } }));
    await fetchUserInfo();
    expect(useAuthStore.getState().roles).toEqual(['admin', 'x']);
  });
});

describe('adoptToken', () => {
  it('stores a handed-over token, without a user yet', () => {
    adoptToken('third-party');
    expect(useAuthStore.getState()).toMatchObject({ token: 'third-party', user: null, roles: [] });
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBe('third-party');
  });
});

describe('logout', () => {
  it('tells the server, clears everything here and goes to /login', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ code: 200, msg: 'ok', data: { user } }));
    fetchMock.mockResolvedValueOnce(Response.json({ code: 200, msg: 'ok', data: null }));
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    await login('admin', 'demo123');
    Cookies.set(STORAGE_KEYS.sidebarStatusCookie, '0');
    Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true');
    await logout();
    off();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(new URL(url).pathname).toBe('/openapi/user/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('tok-3');
    expect(useAuthStore.getState()).toMatchObject({ id: null, token: '', user: null, roles: [], roletype: null });
    for (const key of [
      STORAGE_KEYS.idCookie,
      STORAGE_KEYS.userCookie,
      STORAGE_KEYS.sidebarStatusCookie,
      STORAGE_KEYS.toDoWorkCookie,
    ]) {
      expect(Cookies.get(key)).toBeUndefined();
    }
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBeNull();
    expect(tags.clearAllTags).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(nav.navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('ends the local session even when the server call fails', async () => {
    useAuthStore.setState({ token: 'stale' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await logout();
    expect(useAuthStore.getState().token).toBe('');
    expect(nav.navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('without a token: no server call', async () => {
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(nav.navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });
});
