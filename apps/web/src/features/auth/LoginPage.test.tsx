import { createHash } from 'node:crypto';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BRAND_INFO, useAppStore } from '../../app/app-store';
import { useAuthStore } from '../../app/auth-store';
import { changeLanguage, initI18n } from '../../app/i18n';
import LoginPage from './LoginPage';

// Give async UI updates time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: Where },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const user = {
  id: 7,
  token: 'fresh-token',
  username: 'teacher',
  name: 'Ms Li',
  avatorurl: '',
  schoolid: 1,
  brandid: 1,
  roletype: 0,
  introduction: '',
};

beforeAll(async () => {
  await initI18n('en');
  // The page loads these on submit; transform them once here, not inside a timed test.
  await import('../../app/session');
  await import('js-md5');
});

beforeEach(async () => {
  await changeLanguage('en');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().clear();
  useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', { timeout: 20_000 }, () => {
  it('sends the trimmed username and the MD5 of the password, stores the session, goes to the redirect', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: { user } }));
    renderLogin(`/login?redirect=${encodeURIComponent('/dashboard?tab=2')}`);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Username'), '  teacher  ');
    await ue.type(document.getElementById('password') as HTMLInputElement, 'demo123');
    await ue.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard?tab=2'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(url).pathname).toBe('/openapi/user/login');
    expect(init.method).toBe('POST');
    const body = new URLSearchParams(String(init.body));
    expect(body.get('loginvalue')).toBe('teacher');
    expect(body.get('pwd')).toBe(md5('demo123'));
    expect(body.get('pwd')).not.toContain('demo123');
    expect(new Headers(init.headers).get('deviceType')).toBe('3');

    const auth = useAuthStore.getState();
    expect(auth.token).toBe('fresh-token');
    expect(auth.roles).toEqual(['teacher']);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(document.cookie).toContain('ID=7');
  });

  it.each([
    ['//evil.com/x', '/'],
    ['https://evil.com', '/'],
    ['/login', '/'],
    [undefined, '/'],
  ])('redirect %j is replaced by %s', async (redirect, expected) => {
    fetchMock.mockResolvedValue(Response.json({ code: 200, msg: 'ok', data: { user } }));
    renderLogin(redirect === undefined ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Username'), 'teacher');
    await ue.type(document.getElementById('password') as HTMLInputElement, 'demo123');
    await ue.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${expected}$`)));
  });

  it("shows the server's error on the page and stays", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 400, msg: 'Wrong username or password', data: null }, { status: 400 }),
    );
    renderLogin();
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Username'), 'teacher');
    await ue.type(document.getElementById('password') as HTMLInputElement, 'wrong-password');
    await ue.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Wrong username or password');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByTestId('login-submit')).toBeEnabled();
    expect(useAuthStore.getState().token).toBe('');
  });

  it('shows a network failure on the page', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Username'), 'teacher');
    await ue.type(document.getElementById('password') as HTMLInputElement, 'demo123');
    await ue.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Network error');
  });

  it('checks the fields before sending: username required, password at least 6 characters', async () => {
    renderLogin();
    const ue = userEvent.setup();
    await ue.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('The password can not be less than 6 digits')).toBeInTheDocument();

    await ue.type(screen.getByLabelText('Username'), '   ');
    await ue.type(document.getElementById('password') as HTMLInputElement, '12345');
    await ue.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('The password can not be less than 6 digits')).toBeInTheDocument();
    expect(document.getElementById('password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading state while logging in', async () => {
    let finish: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    renderLogin();
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Username'), 'teacher');
    await ue.type(document.getElementById('password') as HTMLInputElement, 'demo123');
    await ue.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeDisabled());
    expect(screen.getByTestId('login-submit')).toHaveTextContent('Logging in...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => finish(Response.json({ code: 200, msg: 'ok', data: { user } })));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/'));
  });

  it('shows and hides the password, and hints at Caps Lock', async () => {
    renderLogin();
    const ue = userEvent.setup();
    const password = document.getElementById('password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await ue.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await ue.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');

    await ue.click(password);
    await ue.keyboard('{CapsLock}');
    await ue.keyboard('A');
    expect(await screen.findByText('Caps Lock is on')).toBeInTheDocument();
    await ue.keyboard('{CapsLock}');
    await ue.keyboard('a');
    await waitFor(() => expect(screen.queryByText('Caps Lock is on')).toBeNull());
  });

  it('switches the language with the picker', async () => {
    renderLogin();
    const ue = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    await ue.selectOptions(screen.getByTestId('login-language'), 'ja');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('おかえりなさい'));
    expect(useAppStore.getState().language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByTestId('login-language')).toHaveValue('ja');
  });

  it("shows the brand's logo and name, else the product name", async () => {
    renderLogin();
    expect(screen.getByTestId('login-brand-name')).toHaveTextContent('Smart Teaching Console');
    expect(screen.getByTestId('login-logo').tagName).toBe('SPAN');
    act(() => {
      useAppStore.getState().setBrandInfo({
        brandId: 2,
        brandName: 'Acme Academy',
        webAddress: 'acme',
        webLogoUrl: 'http://acme.localhost/brand-assets/acme.png',
        webLogoUrlSmall: '',
      });
    });
    expect(screen.getByTestId('login-brand-name')).toHaveTextContent('Acme Academy');
    expect(screen.getByTestId('login-logo')).toHaveAttribute('src', 'http://acme.localhost/brand-assets/acme.png');
    // the small logo (the mark) is preferred beside the name
    act(() => {
      useAppStore.getState().setBrandInfo({
        ...useAppStore.getState().brandInfo,
        webLogoUrlSmall: 'http://acme.localhost/brand-assets/acme-mark.png',
      });
    });
    expect(screen.getByTestId('login-logo')).toHaveAttribute('src', 'http://acme.localhost/brand-assets/acme-mark.png');
  });
});
