import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store';
import { layoutChildren } from './layout-children';
import { type PageLoaders, type PageModule, pages } from './pages/layout';
import { findRoute, layoutRoutes, type RouteDef, routesFor } from './route-table';

const SHARED = '/test/shared';
const shared: RouteDef[] = [
  {
    path: SHARED,
    meta: { title: 'adminTitle', roles: ['admin'] },
    page: 'schoolList',
  },
  {
    path: SHARED,
    meta: { title: 'teacherTitle', roles: ['teacher'] },
    page: 'teaCourse',
  },
];

// Stand-in pages under the two page names the shared path uses.
const loaders: PageLoaders = {
  ...pages,
  schoolList: () => Promise.resolve({ default: () => <p>admin page</p> }),
  teaCourse: () => Promise.resolve({ default: () => <p>teacher page</p> }),
};

const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

function withSharedRoutes(run: () => Promise<void>) {
  return async () => {
    layoutRoutes.push(...shared);
    try {
      await run();
    } finally {
      layoutRoutes.splice(layoutRoutes.length - shared.length, shared.length);
    }
  };
}

afterEach(() => {
  cleanup();
  useAuthStore.getState().clear();
});

describe('a path listed for several role sets', () => {
  it(
    'is one router route that renders the entry of the user’s role',
    withSharedRoutes(async () => {
      const children = layoutChildren(page, layoutRoutes, loaders);
      expect(children.filter((c) => c.path === SHARED)).toHaveLength(1);
      for (const [role, text] of [
        ['teacher', 'teacher page'],
        ['admin', 'admin page'],
      ] as const) {
        useAuthStore.setState({ roles: [role] });
        const router = createMemoryRouter(children, { initialEntries: [SHARED] });
        render(<RouterProvider router={router} />);
        expect(await screen.findByText(text)).toBeInTheDocument();
        cleanup();
      }
    }),
  );

  it(
    'has each role’s own title in the role’s table',
    withSharedRoutes(async () => {
      expect(findRoute(SHARED, routesFor(['teacher']))?.meta.title).toBe('teacherTitle');
      expect(findRoute(SHARED, routesFor(['admin']))?.meta.title).toBe('adminTitle');
      expect(findRoute(SHARED, routesFor(['student']))).toBeUndefined();
    }),
  );
});
