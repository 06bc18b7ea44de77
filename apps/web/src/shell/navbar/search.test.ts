import { SEARCH_MAX_PATTERN_LENGTH } from '@edu/shared/constants';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../app/route-table';
import { buildSearchPool, createSearcher, FUSE_OPTIONS, loadPinyin, normalizeQuery } from './search';

const routes: RouteDef[] = [
  { path: '/dashboard', meta: { title: 'dashboard' } },
  { path: '/guide/index', meta: { title: 'guide' } },
  {
    path: '/manage',
    meta: { title: 'manage' },
    children: [
      { path: '/manage/users', meta: { title: 'users' } },
      { path: '/manage/detail', meta: { title: 'detail', hidden: true } },
    ],
  },
];

const en: Record<string, string> = {
  dashboard: 'Dashboard',
  guide: 'Guide',
  manage: 'School management',
  users: 'User management',
  detail: 'Hidden detail',
};
const zh: Record<string, string> = {
  dashboard: '首页',
  guide: '引导页',
  manage: '学校管理',
  users: '用户管理',
  detail: '详情',
};

describe('header search', () => {
  it('flattens menu pages with their group titles, hidden pages left out', () => {
    const pool = buildSearchPool(routes, (k) => en[k] ?? k);
    expect(pool.map((i) => [i.path, i.title])).toEqual([
      ['/dashboard', ['Dashboard']],
      ['/guide/index', ['Guide']],
      ['/manage/users', ['School management', 'User management']],
    ]);
  });

  it('uses threshold 0.4: a typo matches, an unrelated word does not', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    const search = createSearcher(buildSearchPool(routes, (k) => en[k] ?? k));
    expect(search('dashbord')[0]?.path).toBe('/dashboard');
    expect(search('guid')[0]?.path).toBe('/guide/index');
    expect(search('user')[0]?.path).toBe('/manage/users');
    expect(search('xqzvw')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('cuts patterns longer than 32 characters', () => {
    const long = `Dashboard${'x'.repeat(60)}`;
    expect(normalizeQuery(long)).toHaveLength(SEARCH_MAX_PATTERN_LENGTH);
    expect(normalizeQuery(`  ${'a'.repeat(40)}  `)).toBe('a'.repeat(32));
    const search = createSearcher(buildSearchPool(routes, (k) => en[k] ?? k));
    expect(() => search('y'.repeat(500))).not.toThrow();
  });

  it('matches pinyin and initials of Chinese titles when pinyin is on', async () => {
    const toPinyin = await loadPinyin();
    expect(toPinyin('引导页')).toEqual(['yindaoye', 'ydy']);
    const withPinyin = createSearcher(buildSearchPool(routes, (k) => zh[k] ?? k, toPinyin));
    expect(withPinyin('yindao')[0]?.path).toBe('/guide/index');
    expect(withPinyin('yhgl')[0]?.path).toBe('/manage/users');
    expect(withPinyin('引导')[0]?.path).toBe('/guide/index');
    const without = createSearcher(buildSearchPool(routes, (k) => zh[k] ?? k));
    expect(without('yindao')).toEqual([]);
  });
});
