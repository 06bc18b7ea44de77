import { STORAGE_KEYS } from '@edu/shared/constants';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../app/auth-store';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import AuthRedirectPage from './AuthRedirectPage';

configure({ asyncUtilTimeout: 5_000 });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function start(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth-redirect', Component: AuthRedirectPage },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthRedirectPage', () => {
  it('stores the handed-over token, loads the user and goes to the redirect', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        code: 200,
        msg: 'ok',
        data: {
          id: 4,
          token: 'sso-token',
          username: 'sso',
          name: 'SSO',
          avatorurl: '',
          schoolid: 1,
          brandid: 1,
          roletype: 0,
          introduction: '',
          roles: ['teacher'],
        },
      }),
    );
    start(`/auth-redirect?token=sso-token&redirect=${encodeURIComponent('/guide/index')}`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/guide/index'));
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('Authorization')).toBe('sso-token');
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBe('sso-token');
    expect(useAuthStore.getState().roles).toEqual(['teacher']);
  });

  it('never follows an external redirect', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        code: 200,
        msg: 'ok',
        data: {
          id: 4,
          token: 't',
          username: 'u',
          name: '',
          avatorurl: '',
          schoolid: 1,
          brandid: 1,
          roletype: 0,
          introduction: '',
          roles: [],
        },
      }),
    );
    start('/auth-redirect?token=t&redirect=https%3A%2F%2Fevil.com');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('without a token: to the login page', async () => {
    start('/auth-redirect');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused token: the token is dropped and the page offers the login', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 401, msg: 'bad token', data: null }, { status: 401 }));
    start('/auth-redirect?token=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(useAuthStore.getState().token).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBeNull();
  });
});
