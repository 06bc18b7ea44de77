import { STORAGE_KEYS } from '@edu/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../features/test-utils';
import { useAuthStore } from './auth-store';
import { initI18n } from './i18n';
import { buildRoutes, routerOptions } from './router';

// The shell's layout is not under test here: a plain outlet stands in for it, with the query client the real
// layout gives its pages (the teacher's and the student's home page read their day's to-do).
vi.mock('./layout-route', () => ({
  loadLayoutRoute: async () => ({
    Component: () => (
      <QueryClientProvider client={testQueryClient}>
        <div data-testid="layout">
          <Outlet />
        </div>
      </QueryClientProvider>
    ),
    ErrorBoundary: () => <p>layout error</p>,
  }),
  prefetchConsole: () => undefined,
}));

const testQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

// Lazy route chunks are transformed on first use: give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function userOf(roletype: number) {
  return {
    id: 9,
    token: 'tok',
    username: 'u',
    name: 'User',
    avatorurl: '',
    schoolid: 1,
    brandid: 1,
    roletype,
    introduction: '',
  };
}

function loggedInAs(roletype: number): void {
  // getInfo (the background refresh) answers with the same user
  fetchMock.mockImplementation(() =>
    Promise.resolve(Response.json({ code: 200, msg: 'ok', data: { ...userOf(roletype), roles: [] } })),
  );
  localStorage.setItem(STORAGE_KEYS.tokenLocal, 'tok');
  Cookies.set(STORAGE_KEYS.userCookie, JSON.stringify(userOf(roletype)));
  useAuthStore.setState({ token: 'tok', user: null, roles: [] });
}

function start(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path], ...routerOptions() });
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof start>) => `${router.state.location.pathname}${router.state.location.search}`;

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
  // Transform the lazy chunks once here rather than inside the timed tests.
  await Promise.all([
    import('../features/auth/LoginPage'),
    import('../features/errors/NotFoundPage'),
    import('../features/errors/UnauthorizedPage'),
    import('../features/dashboard/DashboardPage'),
    import('./i18n-react'),
    import('./access'),
    import('./route-effects'),
  ]);
}, 60_000);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('router and guard', { timeout: 20_000 }, () => {
  it('anonymous visit to a console page: the login page, with the redirect', async () => {
    const router = start('/dashboard?tab=1');
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/dashboard?tab=1')}`);
  });

  it('anonymous visit to an unknown path: login first', async () => {
    const router = start('/nowhere');
    await screen.findByTestId('login-submit');
    expect(where(router)).toBe('/login?redirect=%2Fnowhere');
  });

  it('logged in: /login goes to / and then to the home page', async () => {
    loggedInAs(0);
    const router = start('/login');
    expect(await screen.findByTestId('dashboard-profile')).toBeInTheDocument();
    expect(where(router)).toBe('/dashboard');
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });

  it('logged in: an unknown path shows the 404 page', async () => {
    loggedInAs(0);
    const router = start('/no/such/page');
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
    expect(where(router)).toBe('/404');
  });

  it('a page the role cannot open shows the 401 page', async () => {
    loggedInAs(1); // student; /guide/index is for teachers
    const router = start('/guide/index');
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
    expect(where(router)).toBe('/401');
  });

  it('/redirect/<path> replaces itself with /<path>', async () => {
    loggedInAs(0);
    const router = start('/404');
    await screen.findByTestId('page-404');
    await act(() => router.navigate('/redirect/401?x=1'));
    await waitFor(() => expect(where(router)).toBe('/401?x=1'));
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
  });
});
