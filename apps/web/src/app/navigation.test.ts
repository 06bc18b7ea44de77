import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPath, navigateTo, safeRedirect, setNavigator } from './navigation';

describe('safeRedirect (the login redirect parameter)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/myStudent/myStudent?id=3&tab=a', '/myStudent/myStudent?id=3&tab=a'],
    ['/guide/index#step-2', '/guide/index#step-2'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.com',
    '//evil.com/dashboard',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    ' /dashboard',
    '/\t/evil.com',
    '/\n/evil.com',
    '/login',
    '/login?redirect=%2Fdashboard',
    '/auth-redirect?token=x',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', '/dashboard')).toBe('/dashboard');
  });
});

describe('loginPath', () => {
  it('adds the page as redirect, except for the root and the login page', () => {
    expect(loginPath('/dashboard?x=1')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fa')).toBe('/login');
  });
});

describe('navigateTo', () => {
  afterEach(() => setNavigator(null));

  it('uses the registered router', () => {
    const fn = vi.fn();
    setNavigator(fn);
    navigateTo('/a', { replace: true });
    expect(fn).toHaveBeenCalledWith('/a', { replace: true });
  });
});
