import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BRAND_INFO, useAppStore } from '../../app/app-store';
import { changeLanguage, initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { layoutRoutes, routesFor } from '../../app/route-table';
import { en } from './locales/en';
import { es } from './locales/es';
import { zh } from './locales/zh';
import { routeTitleKey, usePageTitle } from './usePageTitle';

/** The layout's document title: the route's meta title, translated, then the brand (issue 8). */

describe('routeTitleKey', () => {
  it("takes the title of the user's own entry for a path several roles share", () => {
    expect(routeTitleKey('/dashboard/dashboard', ['admin'])).toBe('schoolList');
    expect(routeTitleKey('/dashboard/dashboard', ['schooladmin'])).toBe('teacherList');
    expect(routeTitleKey('/dashboard', ['teacher'])).toBe('dashboard');
  });

  it('has a title for every page of the route table, and none for paths outside it', () => {
    const keys = new Set(Object.keys(en));
    const pages = layoutRoutes.flatMap(function flat(r): (typeof layoutRoutes)[number][] {
      return r.children ? r.children.flatMap(flat) : [r];
    });
    for (const route of pages) {
      const key = routeTitleKey(route.path, route.meta.roles ?? ['admin'], routesFor);
      expect(key, route.path).toBeDefined();
      expect(keys.has(key ?? ''), `${route.path}: ${key}`).toBe(true);
    }
    expect(routeTitleKey('/redirect/dashboard', ['admin'])).toBeUndefined();
    expect(routeTitleKey('/nowhere', ['admin'])).toBeUndefined();
  });
});

let go: (path: string) => void = () => undefined;

function Shell() {
  usePageTitle(['teacher']);
  const navigate = useNavigate();
  useEffect(() => {
    go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Shell }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('usePageTitle', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await changeLanguage('en');
    useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO, brandName: 'Qiming' });
    document.title = 'edu-console';
  });
  afterEach(cleanup);

  it('says the page and the brand, again after each navigation', async () => {
    renderAt('/dashboard');
    expect(document.title).toBe(`${en.dashboard} - Qiming`);
    await act(async () => go('/guide/index'));
    expect(document.title).toBe(`${en.guide} - Qiming`);
    await act(async () => go('/learningMaterialsManagement/index'));
    expect(document.title).toBe(`${en.learningMaterials} - Qiming`);
  });

  it('translates the title again on a language switch', async () => {
    renderAt('/guide/index');
    expect(document.title).toBe(`${en.guide} - Qiming`);
    await act(() => changeLanguage('zh'));
    expect(document.title).toBe(`${zh.guide} - Qiming`);
    await act(() => changeLanguage('es'));
    expect(document.title).toBe(`${es.guide} - Qiming`);
  });

  it("keeps the title while the tags view's refresh passes through /redirect", async () => {
    renderAt('/guide/index');
    await act(async () => go('/redirect/guide/index'));
    expect(document.title).toBe(`${en.guide} - Qiming`);
  });
});
