import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../app/route-table';
import { arrangeMenu } from './menu';

const routes: RouteDef[] = [
  { path: '/dashboard', meta: { title: 'dashboard' }, page: 'dashboard' },
  { path: '/a', meta: { title: 'a' }, page: 'dashboard' },
  {
    path: '/group',
    meta: { title: 'group' },
    children: [
      { path: '/b', meta: { title: 'b' }, page: 'dashboard' },
      { path: '/c', meta: { title: 'c' }, page: 'dashboard' },
    ],
  },
];

const entry = (path: string, hidden = false, labels: Record<string, string> = {}) => ({ path, hidden, labels });

describe('arrangeMenu (issue 13 item 4)', () => {
  it('keeps the routes as they are without settings', () => {
    expect(arrangeMenu(routes, null, 'en').map((r) => r.path)).toEqual(['/dashboard', '/a', '/group']);
  });

  it('orders each level, removes hidden entries and empty groups, names in the language', () => {
    const menu = {
      roleType: 0,
      closed: ['/a'],
      entries: [
        entry('/group'),
        entry('/c', false, { en: 'See' }),
        entry('/b', true),
        entry('/dashboard'),
        entry('/a', true),
      ],
    };
    const out = arrangeMenu(routes, menu, 'en');
    expect(out.map((r) => r.path)).toEqual(['/group', '/dashboard']);
    expect(out[0]?.children?.map((r) => [r.path, r.label])).toEqual([['/c', 'See']]);
    expect(arrangeMenu(routes, menu, 'zh')[0]?.children?.[0]?.label).toBeUndefined();
    const allHidden = { ...menu, entries: [entry('/b', true), entry('/c', true)] };
    expect(arrangeMenu(routes, allHidden, 'en').map((r) => r.path)).toEqual(['/dashboard', '/a']);
  });

  it('never adds a route the settings name but the table does not give', () => {
    const menu = { roleType: 0, closed: [], entries: [entry('/elsewhere'), entry('/a')] };
    expect(arrangeMenu(routes, menu, 'en').map((r) => r.path)).toEqual(['/a', '/dashboard', '/group']);
  });
});
