import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import NotFoundPage from './NotFoundPage';
import UnauthorizedPage from './UnauthorizedPage';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => cleanup());

function start(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/404', Component: NotFoundPage },
      { path: '/401', Component: UnauthorizedPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('error pages', () => {
  it('404: friendly text and a way home', async () => {
    await changeLanguage('en');
    const router = start('/404');
    expect(screen.getByTestId('page-404')).toHaveTextContent('Page not found');
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('401: in the current language', async () => {
    await changeLanguage('zh');
    start('/401');
    expect(screen.getByTestId('page-401')).toHaveTextContent('没有访问权限');
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });
});
