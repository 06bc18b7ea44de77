import { STORAGE_KEYS } from '@edu/shared/constants';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveNavigation, restoreUserFromCookie } from './access';
import { useAuthStore } from './auth-store';
import { initI18n } from './i18n';
import { useMenuStore } from './menu-store';

const feedback = vi.hoisted(() => ({ toastError: vi.fn(async () => undefined), confirmDialog: vi.fn() }));
vi.mock('./feedback', () => feedback);
const nav = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation')>()),
  navigateTo: nav.navigateTo,
}));

// The menu settings are loaded with the navigation (./menu-store); these tests answer getInfo only.
const menus = vi.hoisted(() => ({ loadMyMenu: vi.fn(async () => undefined) }));
vi.mock('./menu-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./menu-store')>()),
  loadMyMenu: menus.loadMyMenu,
}));

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const teacher = {
  id: 7,
  token: 'tok',
  username: 'teacher',
  name: 'Ms Li',
  avatorurl: '',
  schoolid: 1,
  brandid: 1,
  roletype: 0,
  introduction: '',
};
const url = (path: string) => new URL(path, window.location.origin);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  feedback.toastError.mockClear();
  nav.navigateTo.mockClear();
  useAuthStore.getState().clear();
  useMenuStore.getState().setMenu(null, '');
  menus.loadMyMenu.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function loggedInWithoutUser(): void {
  localStorage.setItem(STORAGE_KEYS.tokenLocal, 'tok');
  useAuthStore.setState({ token: 'tok', user: null, roles: [] });
}

describe('resolveNavigation', () => {
  it('anonymous: straight to the decision, no request', async () => {
    await expect(resolveNavigation(url('/dashboard?x=1'))).resolves.toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    await expect(resolveNavigation(url('/login'))).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('token + user cookie: the user is rebuilt at once, getInfo refreshes it in the background', async () => {
    loggedInWithoutUser();
    Cookies.set(STORAGE_KEYS.userCookie, JSON.stringify(teacher));
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await expect(resolveNavigation(url('/'))).resolves.toBe('/dashboard');
    expect(useAuthStore.getState().user?.username).toBe('teacher');
    expect(useAuthStore.getState().roles).toEqual(['teacher']);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new URL(fetchMock.mock.calls[0]![0]).pathname).toBe('/openapi/user/getInfo');
    answer(Response.json({ code: 200, msg: 'ok', data: { ...teacher, name: 'Ms Li Na', roles: ['teacher'] } }));
    await vi.waitFor(() => expect(useAuthStore.getState().user?.name).toBe('Ms Li Na'));
    expect(JSON.parse(Cookies.get(STORAGE_KEYS.userCookie) ?? '{}')).not.toHaveProperty('roles');
  });

  it('a refused background refresh resets the token, shows the error and goes to login', async () => {
    loggedInWithoutUser();
    Cookies.set(STORAGE_KEYS.userCookie, JSON.stringify(teacher));
    fetchMock.mockResolvedValue(Response.json({ code: 403, msg: 'account moved', data: null }, { status: 403 }));
    window.history.replaceState(null, '', '/dashboard?a=1');
    await expect(resolveNavigation(url('/dashboard?a=1'))).resolves.toBeNull();
    await vi.waitFor(() => expect(nav.navigateTo).toHaveBeenCalled());
    expect(useAuthStore.getState().token).toBe('');
    expect(feedback.toastError).toHaveBeenCalledWith('account moved');
    expect(nav.navigateTo).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%3Fa%3D1', { replace: true });
    window.history.replaceState(null, '', '/');
  });

  it('a network failure of the background refresh keeps the cookie user', async () => {
    loggedInWithoutUser();
    Cookies.set(STORAGE_KEYS.userCookie, JSON.stringify(teacher));
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await resolveNavigation(url('/dashboard'));
    await new Promise((r) => setTimeout(r, 10));
    expect(useAuthStore.getState().token).toBe('tok');
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });

  it('token without a cookie: waits for getInfo, then decides with its roles', async () => {
    loggedInWithoutUser();
    fetchMock.mockResolvedValue(
      Response.json({ code: 200, msg: 'ok', data: { ...teacher, roletype: 1, roles: ['student'] } }),
    );
    await expect(resolveNavigation(url('/guide/index'))).resolves.toBe('/401');
    expect(useAuthStore.getState().roles).toEqual(['student']);
    expect(Cookies.get(STORAGE_KEYS.userCookie)).toContain('"roletype":1');
  });

  it('getInfo failure: token reset, the error text, login with redirect', async () => {
    loggedInWithoutUser();
    fetchMock.mockResolvedValue(Response.json({ code: 50014, msg: 'session expired', data: null }, { status: 401 }));
    await expect(resolveNavigation(url('/dashboard?a=1'))).resolves.toBe('/login?redirect=%2Fdashboard%3Fa%3D1');
    expect(useAuthStore.getState().token).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBeNull();
    expect(feedback.toastError).toHaveBeenCalledWith('session expired');
    // the guard handles it: no "log in again" dialog on top
    await new Promise((r) => setTimeout(r, 10));
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
  });

  it("getInfo without a user: 'Verification failed, please Login again.'", async () => {
    loggedInWithoutUser();
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: null }));
    await expect(resolveNavigation(url('/dashboard'))).resolves.toBe('/login?redirect=%2Fdashboard');
    expect(feedback.toastError).toHaveBeenCalledWith('Verification failed, please Login again.');
  });

  it("the request client's texts for failures without a server message", async () => {
    loggedInWithoutUser();
    fetchMock.mockResolvedValue(Response.json({ code: 500, msg: '', data: null }, { status: 500 }));
    await resolveNavigation(url('/dashboard'));
    expect(feedback.toastError).toHaveBeenCalledWith('Error');
    loggedInWithoutUser();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    feedback.toastError.mockClear();
    await resolveNavigation(url('/dashboard'));
    expect(feedback.toastError).toHaveBeenCalledWith('Network error, please check your connection and try again');
  });

  it("an error without a text: 'Has Error'", async () => {
    vi.resetModules();
    vi.doMock('./session', () => ({ fetchUserInfo: () => Promise.reject(new Error('')) }));
    const access = await import('./access');
    const auth = (await import('./auth-store')).useAuthStore;
    await (await import('./i18n')).initI18n('en');
    auth.setState({ token: 'tok', user: null, roles: [] });
    await expect(access.resolveNavigation(url('/dashboard'))).resolves.toBe('/login?redirect=%2Fdashboard');
    expect(feedback.toastError).toHaveBeenCalledWith('Has Error');
    vi.doUnmock('./session');
  });

  it('public paths do not load the user', async () => {
    loggedInWithoutUser();
    await expect(resolveNavigation(url('/auth-redirect?token=x'))).resolves.toBeNull();
    await expect(resolveNavigation(url('/login'))).resolves.toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('concurrent navigations share one getInfo', async () => {
    loggedInWithoutUser();
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ code: 200, msg: 'ok', data: teacher })));
    await Promise.all([resolveNavigation(url('/dashboard')), resolveNavigation(url('/guide/index'))]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('restoreUserFromCookie', () => {
  it('needs a token and a readable cookie', () => {
    expect(restoreUserFromCookie()).toBe(false);
    loggedInWithoutUser();
    Cookies.set(STORAGE_KEYS.userCookie, 'not json');
    expect(restoreUserFromCookie()).toBe(false);
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('resolveNavigation with menu settings (issue 13 item 4)', () => {
  it('loads the menu with the navigation and refuses a page it hides', async () => {
    useAuthStore.setState({ token: 'tok', user: teacher, roles: ['teacher'] });
    menus.loadMyMenu.mockImplementationOnce(async () => {
      useMenuStore.getState().setMenu({ roleType: 0, entries: [], closed: ['/lockUp/index'] }, 'tok');
    });
    await expect(resolveNavigation(url('/lockUp/index'))).resolves.toBe('/401');
    expect(menus.loadMyMenu).toHaveBeenCalledTimes(1);
    await expect(resolveNavigation(url('/myClass/myClass'))).resolves.toBeNull();
  });
});
