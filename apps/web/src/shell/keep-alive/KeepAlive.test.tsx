import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { useTagsStore } from '../tags/store';
import KeepAlive from './KeepAlive';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" data-testid={name} onClick={() => setN((v) => v + 1)}>
      {name}:{n}
    </button>
  );
}

function setup(keepPaths: ReadonlySet<string> | null = null) {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAlive keepPaths={keepPaths} />,
        children: [
          // /dashboard is cached; /guide/index is noCache in the route table; /other is not in the table
          { path: '/dashboard', element: <Counter name="dash" /> },
          { path: '/guide/index', element: <Counter name="guide" /> },
          { path: '/other', element: <Counter name="other" /> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const go = (router: ReturnType<typeof setup>, path: string) => act(() => router.navigate(path));

describe('KeepAlive', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    useTagsStore.setState({ refreshVersions: {} });
  });

  it('keeps a cached page alive (hidden) while another page shows', async () => {
    const router = setup();
    fireEvent.click(screen.getByTestId('dash'));
    fireEvent.click(screen.getByTestId('dash'));
    await go(router, '/other');
    expect(screen.getByTestId('other')).toHaveTextContent('other:0');
    await go(router, '/dashboard');
    expect(screen.getByTestId('dash')).toHaveTextContent('dash:2');
  });

  it('remounts noCache pages on every visit', async () => {
    const router = setup();
    await go(router, '/guide/index');
    fireEvent.click(screen.getByTestId('guide'));
    expect(screen.getByTestId('guide')).toHaveTextContent('guide:1');
    await go(router, '/dashboard');
    expect(screen.queryByTestId('guide')).toBeNull();
    await go(router, '/guide/index');
    expect(screen.getByTestId('guide')).toHaveTextContent('guide:0');
  });

  it('drops a page whose tab is closed', async () => {
    const router = setup(new Set<string>());
    fireEvent.click(screen.getByTestId('dash'));
    await go(router, '/other');
    await go(router, '/dashboard');
    expect(screen.getByTestId('dash')).toHaveTextContent('dash:0');
  });

  it('remounts a page after a refresh', async () => {
    const router = setup();
    fireEvent.click(screen.getByTestId('dash'));
    await go(router, '/other');
    act(() => useTagsStore.getState().markRefresh('/dashboard'));
    await go(router, '/dashboard');
    expect(screen.getByTestId('dash')).toHaveTextContent('dash:0');
  });
});
