import { describe, expect, it } from 'vitest';
import { decideNavigation, homePath, isPublicPath, type NavigationInput, normalizePath } from './guard';
import { findRoute, layoutRoutes, type RouteDef } from './route-table';

/** A table shaped like the spec's role route sets (section 2), independent of what is built so far. */
const routes: RouteDef[] = [
  { path: '/dashboard', meta: { title: 'dashboard', affix: true }, page: 'dashboard' },
  { path: '/myStudent/myStudent', meta: { title: 'myStudent', roles: ['teacher'] }, page: 'dashboard' },
  { path: '/myStudent/Studentays', meta: { title: 'Studentays', roles: ['teacher'], hidden: true }, page: 'dashboard' },
  {
    path: '/before-class',
    meta: { title: 'beforeClass', roles: ['teacher'] },
    children: [
      { path: '/workClass/index', meta: { title: 'workClass' }, page: 'dashboard' },
      { path: '/lockUp/index', meta: { title: 'lockUp', roles: ['teacher', 'admin'] }, page: 'dashboard' },
    ],
  },
  { path: '/stuLesson/stuLesson', meta: { title: 'stuLesson', roles: ['student'] }, page: 'dashboard' },
  { path: '/branding/branding', meta: { title: 'branding', roles: ['admin'] }, page: 'dashboard' },
  { path: '/user/teaStu', meta: { title: 'teaStu', roles: ['admin', 'brandingAdmin'] }, page: 'dashboard' },
];

const decide = (input: Partial<NavigationInput> & { path: string }) =>
  decideNavigation({ token: '', roles: [], routes, ...input });

describe('without a token', () => {
  it.each(['/login', '/auth-redirect', '/reportDeta', '/AnswerDetail', '/reportDetaTo', '/reportDeta/abc'])(
    'public path %s is open',
    (path) => {
      expect(decide({ path })).toEqual({ action: 'allow' });
    },
  );

  it('any other path goes to /login with the path and search as redirect', () => {
    expect(decide({ path: '/dashboard' })).toEqual({ action: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(decide({ path: '/myStudent/myStudent', search: '?id=3&x=a b' })).toEqual({
      action: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/myStudent/myStudent?id=3&x=a b')}`,
    });
  });

  it('unknown paths and the error pages also need a login first', () => {
    expect(decide({ path: '/nope' })).toEqual({ action: 'redirect', to: '/login?redirect=%2Fnope' });
    expect(decide({ path: '/404' })).toEqual({ action: 'redirect', to: '/login?redirect=%2F404' });
    expect(decide({ path: '/401' })).toEqual({ action: 'redirect', to: '/login?redirect=%2F401' });
  });

  it('the root goes to /login without a redirect parameter', () => {
    expect(decide({ path: '/' })).toEqual({ action: 'redirect', to: '/login' });
    expect(decide({ path: '' })).toEqual({ action: 'redirect', to: '/login' });
  });

  it('a path that only looks like a public one is not public', () => {
    expect(decide({ path: '/loginx' }).action).toBe('redirect');
    expect(decide({ path: '/reportDetaTooMuch' }).action).toBe('redirect');
  });
});

describe('with a token', () => {
  const teacher = { token: 't', roles: ['teacher'] };

  it('/login sends a logged-in user to /', () => {
    expect(decide({ ...teacher, path: '/login' })).toEqual({ action: 'redirect', to: '/' });
    expect(decide({ ...teacher, path: '/login/' })).toEqual({ action: 'redirect', to: '/' });
  });

  it('other public paths stay open', () => {
    expect(decide({ ...teacher, path: '/auth-redirect' })).toEqual({ action: 'allow' });
    expect(decide({ ...teacher, path: '/reportDeta' })).toEqual({ action: 'allow' });
  });

  it('/ goes to the role home: the first visible permitted page', () => {
    expect(decide({ ...teacher, path: '/' })).toEqual({ action: 'redirect', to: '/dashboard' });
    const noDashboard = routes.filter((r) => r.path !== '/dashboard');
    expect(decideNavigation({ token: 't', roles: ['teacher'], routes: noDashboard, path: '/' })).toEqual({
      action: 'redirect',
      to: '/myStudent/myStudent',
    });
    expect(decideNavigation({ token: 't', roles: ['student'], routes: noDashboard, path: '/' })).toEqual({
      action: 'redirect',
      to: '/stuLesson/stuLesson',
    });
  });

  it('permitted pages are allowed (no roles = every role; hidden pages too)', () => {
    expect(decide({ ...teacher, path: '/dashboard' })).toEqual({ action: 'allow' });
    expect(decide({ ...teacher, path: '/myStudent/myStudent' })).toEqual({ action: 'allow' });
    expect(decide({ ...teacher, path: '/myStudent/Studentays' })).toEqual({ action: 'allow' });
    expect(decide({ token: 't', roles: ['student'], path: '/dashboard' })).toEqual({ action: 'allow' });
    expect(decide({ token: 't', roles: [], path: '/dashboard' })).toEqual({ action: 'allow' });
  });

  it('a page the roles cannot open goes to /401', () => {
    expect(decide({ ...teacher, path: '/branding/branding' })).toEqual({ action: 'redirect', to: '/401' });
    expect(decide({ token: 't', roles: ['student'], path: '/myStudent/myStudent' })).toEqual({
      action: 'redirect',
      to: '/401',
    });
    expect(decide({ token: 't', roles: [], path: '/user/teaStu' })).toEqual({ action: 'redirect', to: '/401' });
  });

  it('one matching role is enough', () => {
    expect(decide({ token: 't', roles: ['brandingAdmin'], path: '/user/teaStu' })).toEqual({ action: 'allow' });
    expect(decide({ token: 't', roles: ['student', 'admin'], path: '/branding/branding' })).toEqual({
      action: 'allow',
    });
  });

  it("a menu group's roles count for its children", () => {
    expect(decide({ ...teacher, path: '/workClass/index' })).toEqual({ action: 'allow' });
    // lockUp allows admin itself, but its group is teacher-only
    expect(decide({ token: 't', roles: ['admin'], path: '/lockUp/index' })).toEqual({ action: 'redirect', to: '/401' });
    expect(decide({ token: 't', roles: ['admin'], path: '/workClass/index' })).toEqual({
      action: 'redirect',
      to: '/401',
    });
  });

  it('unknown paths go to /404 (also group prefixes without a page)', () => {
    expect(decide({ ...teacher, path: '/nope' })).toEqual({ action: 'redirect', to: '/404' });
    expect(decide({ ...teacher, path: '/before-class' })).toEqual({ action: 'redirect', to: '/404' });
    expect(decide({ ...teacher, path: '/DASHBOARD' })).toEqual({ action: 'redirect', to: '/404' });
  });

  it('/404, /401 and /redirect/* are open', () => {
    expect(decide({ ...teacher, path: '/404' })).toEqual({ action: 'allow' });
    expect(decide({ ...teacher, path: '/401' })).toEqual({ action: 'allow' });
    expect(decide({ ...teacher, path: '/redirect/dashboard' })).toEqual({ action: 'allow' });
  });

  it('a trailing slash is ignored', () => {
    expect(decide({ ...teacher, path: '/dashboard/' })).toEqual({ action: 'allow' });
    expect(decide({ ...teacher, path: '/branding/branding/' })).toEqual({ action: 'redirect', to: '/401' });
  });

  it('uses the real route table by default', () => {
    expect(decideNavigation({ path: '/dashboard', token: 't', roles: ['student'] })).toEqual({ action: 'allow' });
    expect(decideNavigation({ path: '/guide/index', token: 't', roles: ['teacher'] })).toEqual({ action: 'allow' });
    expect(decideNavigation({ path: '/guide/index', token: 't', roles: ['student'] })).toEqual({
      action: 'redirect',
      to: '/401',
    });
  });
});

describe('standalone pages that need a role (/alonePage, the data screen)', () => {
  it('are open to their role only; other roles get /401', () => {
    const path = '/alonePage';
    expect(decideNavigation({ path, search: '?schoolId=1', token: 't', roles: ['schooladmin'] })).toEqual({
      action: 'allow',
    });
    for (const role of ['admin', 'brandingAdmin', 'teacher', 'student', 'courseConsultant']) {
      expect(decideNavigation({ path, token: 't', roles: [role] })).toEqual({ action: 'redirect', to: '/401' });
    }
    expect(decideNavigation({ path: '/alonePage/', token: 't', roles: ['schooladmin'] })).toEqual({ action: 'allow' });
  });

  it('still need a login first', () => {
    expect(decideNavigation({ path: '/alonePage', search: '?schoolId=1', token: '', roles: [] })).toEqual({
      action: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/alonePage?schoolId=1')}`,
    });
  });

  it('come from the standalone table, not from the layout table', () => {
    const standalone: RouteDef[] = [{ path: '/screen', meta: { title: 's', roles: ['teacher'] }, page: 'dashboard' }];
    expect(decide({ token: 't', roles: ['teacher'], path: '/screen', standalone })).toEqual({ action: 'allow' });
    expect(decide({ token: 't', roles: ['student'], path: '/screen', standalone })).toEqual({
      action: 'redirect',
      to: '/401',
    });
    // Without the entry, the same path is unknown.
    expect(decide({ token: 't', roles: ['teacher'], path: '/screen', standalone: [] })).toEqual({
      action: 'redirect',
      to: '/404',
    });
    expect(findRoute('/alonePage', layoutRoutes)).toBeUndefined();
  });
});

describe('helpers', () => {
  it('homePath falls back to /dashboard', () => {
    expect(homePath([], [])).toBe('/dashboard');
    expect(homePath(['teacher'], layoutRoutes)).toBe('/dashboard');
    const hiddenOnly: RouteDef[] = [{ path: '/x', meta: { title: 'x', hidden: true }, page: 'dashboard' }];
    expect(homePath(['teacher'], hiddenOnly)).toBe('/dashboard');
  });

  it('normalizePath', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a/b/')).toBe('/a/b');
    expect(normalizePath('/a//')).toBe('/a');
  });

  it('isPublicPath', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/reportDetaTo/')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
  });
});

describe('with menu settings (issue 13 item 4)', () => {
  const teacher = { token: 't', roles: ['teacher'] };
  const closed = new Set(['/myStudent/myStudent', '/myStudent/Studentays']);

  it('refuses a page the menu hides and its detail page, as it does another role’s page', () => {
    expect(decide({ ...teacher, closed, path: '/myStudent/myStudent' })).toEqual({ action: 'redirect', to: '/401' });
    expect(decide({ ...teacher, closed, path: '/myStudent/Studentays' })).toEqual({ action: 'redirect', to: '/401' });
    expect(decide({ ...teacher, closed, path: '/lockUp/index' })).toEqual({ action: 'allow' });
  });

  it('never opens what the route table refuses, and the home skips a hidden page', () => {
    expect(decide({ ...teacher, closed, path: '/branding/branding' })).toEqual({ action: 'redirect', to: '/401' });
    const noDashboard = routes.filter((r) => r.path !== '/dashboard');
    expect(homePath(['teacher'], noDashboard, closed)).toBe('/workClass/index');
  });
});
