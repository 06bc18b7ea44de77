import { describe, expect, it } from 'vitest';
import { endpointById } from '../api';
import { MENU_CATALOGUE, type MenuCatalogueEntry } from './catalogue';
import {
  closedPaths,
  effectiveMenu,
  layerProblem,
  type MenuEntrySetting,
  PAGE_ENDPOINTS,
  refusesEndpoint,
} from './merge';

// A small route table: two teacher entries with a detail page, an entry of every role, an admin page.
const table: MenuCatalogueEntry[] = [
  { path: '/dashboard', title: 'dashboard', roles: null, hidden: false, affix: true },
  { path: '/a', title: 'a', roles: ['teacher'], hidden: false },
  { path: '/a/detail', title: 'aDetail', roles: ['teacher'], hidden: true, activeMenu: '/a' },
  { path: '/b', title: 'b', roles: ['teacher', 'student'], hidden: false },
  { path: '/c', title: 'c', roles: ['teacher'], hidden: false },
  { path: '/x', title: 'x', roles: ['admin'], hidden: false },
  { path: '/menuBrand/brandIndex', title: 'menuBrand', roles: ['brandingAdmin'], hidden: false },
];

const set = (path: string, change: Partial<MenuEntrySetting> = {}): MenuEntrySetting => ({
  path,
  hidden: false,
  order: null,
  labels: {},
  ...change,
});

describe('effectiveMenu', () => {
  it('gives the role its entries of the table in table order when nothing is set', () => {
    expect(effectiveMenu(table, 'teacher', []).map((e) => e.path)).toEqual(['/dashboard', '/a', '/b', '/c']);
    expect(effectiveMenu(table, 'student', []).map((e) => e.path)).toEqual(['/dashboard', '/b']);
  });

  it('never grants: a setting of a page the role cannot open adds nothing', () => {
    const menu = effectiveMenu(table, 'student', [set('/a', { order: 0 }), set('/x')], [set('/c', { order: 0 })]);
    expect(menu.map((e) => e.path)).toEqual(['/dashboard', '/b']);
  });

  it('hides what either layer hides; a brand cannot show what the platform hid', () => {
    const platform = [set('/a', { hidden: true })];
    const brand = [set('/a', { hidden: false }), set('/c', { hidden: true })];
    const menu = effectiveMenu(table, 'teacher', platform, brand);
    expect(menu.filter((e) => e.hidden).map((e) => e.path)).toEqual(['/a', '/c']);
    expect(menu.find((e) => e.path === '/a')?.hiddenByPlatform).toBe(true);
    expect(menu.find((e) => e.path === '/c')?.hiddenByPlatform).toBe(false);
  });

  it('never hides a locked entry (the home tab)', () => {
    const menu = effectiveMenu(table, 'teacher', [set('/dashboard', { hidden: true })]);
    expect(menu[0]).toMatchObject({ path: '/dashboard', hidden: false, locked: true });
  });

  it("orders by the brand's positions, else the platform's, else the table's", () => {
    const platform = [
      set('/c', { order: 0 }),
      set('/b', { order: 1 }),
      set('/a', { order: 2 }),
      set('/dashboard', { order: 3 }),
    ];
    expect(effectiveMenu(table, 'teacher', platform).map((e) => e.path)).toEqual(['/c', '/b', '/a', '/dashboard']);
    const brand = [
      set('/a', { order: 0 }),
      set('/dashboard', { order: 1 }),
      set('/b', { order: 2 }),
      set('/c', { order: 3 }),
    ];
    expect(effectiveMenu(table, 'teacher', platform, brand).map((e) => e.path)).toEqual([
      '/a',
      '/dashboard',
      '/b',
      '/c',
    ]);
  });

  it('takes labels per language from the brand, else the platform', () => {
    const platform = [set('/a', { labels: { zh: '平台甲', en: 'Platform A' } })];
    const brand = [set('/a', { labels: { en: 'Brand A', ja: 'ブランドA' } })];
    expect(effectiveMenu(table, 'teacher', platform, brand).find((e) => e.path === '/a')?.labels).toEqual({
      zh: '平台甲',
      en: 'Brand A',
      ja: 'ブランドA',
    });
  });

  it("ignores a brand layer for the admin (the admin's menu is the platform's)", () => {
    const menu = effectiveMenu(table, 'admin', [], [set('/x', { hidden: true })]);
    expect(menu.find((e) => e.path === '/x')?.hidden).toBe(false);
  });
});

describe('closedPaths', () => {
  it('closes a hidden entry and its detail pages, nothing else', () => {
    const menu = effectiveMenu(table, 'teacher', [], [set('/a', { hidden: true })]);
    expect([...closedPaths(table, 'teacher', menu)].sort()).toEqual(['/a', '/a/detail']);
    expect(closedPaths(table, 'teacher', effectiveMenu(table, 'teacher', [])).size).toBe(0);
  });
});

describe('layerProblem', () => {
  it('accepts the entries of the role', () => {
    expect(layerProblem(table, 'teacher', [set('/a', { hidden: true }), set('/b')], true)).toBeNull();
  });

  it('refuses an unknown page, a page of another role, a detail page, a path twice, hiding a locked entry', () => {
    expect(layerProblem(table, 'teacher', [set('/nope')], true)).toEqual({ kind: 'unknownPage', path: '/nope' });
    expect(layerProblem(table, 'student', [set('/a')], true)).toEqual({ kind: 'notOfRole', path: '/a' });
    expect(layerProblem(table, 'teacher', [set('/a/detail')], true)).toEqual({ kind: 'notOfRole', path: '/a/detail' });
    expect(layerProblem(table, 'teacher', [set('/a'), set('/a')], true)).toEqual({ kind: 'twice', path: '/a' });
    expect(layerProblem(table, 'teacher', [set('/dashboard', { hidden: true })], false)).toEqual({
      kind: 'locked',
      path: '/dashboard',
    });
    expect(layerProblem(table, 'brandingAdmin', [set('/menuBrand/brandIndex', { hidden: true })], true)).toEqual({
      kind: 'locked',
      path: '/menuBrand/brandIndex',
    });
  });

  it('refuses a brand layer for the admin', () => {
    expect(layerProblem(table, 'admin', [], true)).toEqual({ kind: 'adminBrand' });
    expect(layerProblem(table, 'admin', [set('/x', { hidden: true })], false)).toBeNull();
  });
});

describe('refusesEndpoint', () => {
  const pages = { '/a': ['e.one', 'e.shared'], '/c': ['e.shared'], '/x': ['e.admin'] };

  it('refuses an endpoint once every page of the role serving it is closed', () => {
    const closedA = new Set(['/a', '/a/detail']);
    expect(refusesEndpoint(table, 'teacher', 'e.one', closedA, pages)).toBe(true);
    expect(refusesEndpoint(table, 'teacher', 'e.shared', closedA, pages)).toBe(false);
    expect(refusesEndpoint(table, 'teacher', 'e.shared', new Set(['/a', '/c']), pages)).toBe(true);
    expect(refusesEndpoint(table, 'teacher', 'e.one', new Set(), pages)).toBe(false);
  });

  it('never refuses an endpoint that serves no page of the role, or none at all', () => {
    expect(refusesEndpoint(table, 'admin', 'e.one', new Set(['/a']), pages)).toBe(false);
    expect(refusesEndpoint(table, 'teacher', 'e.unlisted', new Set(['/a', '/c']), pages)).toBe(false);
  });
});

describe('the real catalogue', () => {
  it('names real endpoints and real menu entries in PAGE_ENDPOINTS', () => {
    for (const [path, ids] of Object.entries(PAGE_ENDPOINTS)) {
      expect(
        MENU_CATALOGUE.some((e) => e.path === path && !e.hidden),
        path,
      ).toBe(true);
      for (const id of ids) expect(endpointById(id), id).toBeDefined();
    }
  });

  it('gives each role one entry per path (the settings key a role and a path)', () => {
    for (const role of ['teacher', 'student', 'admin', 'schooladmin', 'brandingAdmin'] as const) {
      const paths = MENU_CATALOGUE.filter((e) => e.roles === null || e.roles.includes(role)).map((e) => e.path);
      expect(new Set(paths).size, role).toBe(paths.length);
    }
  });
});
