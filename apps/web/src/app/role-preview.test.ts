import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@edu/shared/constants';
import { readOwnToken, readStoredToken, useAuthStore } from './auth-store';
import { forgetPreview, isPreviewing, PREVIEW_STORAGE_KEY, readPreview, storePreview } from './role-preview';
import { leavePreview } from './role-preview-exit';
import { saveUser } from './session';

const teacher = {
  id: 9,
  token: 'preview-token',
  username: 'teacher',
  name: 'Ms Li',
  avatorurl: '',
  schoolid: 1,
  brandid: 1,
  roletype: 0,
  introduction: '',
};
const started = { user: teacher, preview: { by: { id: 1, username: 'admin' }, expiresAt: '2030-01-01T00:00:00.000Z' } };

afterEach(() => {
  forgetPreview();
  localStorage.clear();
  Cookies.remove(STORAGE_KEYS.userCookie);
  vi.restoreAllMocks();
});

describe('role preview on this tab', () => {
  it('keeps the preview token for the tab only; the admin’s token stays where the login put it', () => {
    localStorage.setItem(STORAGE_KEYS.tokenLocal, 'admin-token');
    expect(readStoredToken()).toBe('admin-token');
    storePreview(started, '/user/teaStu');
    expect(isPreviewing()).toBe(true);
    expect(readStoredToken()).toBe('preview-token');
    expect(readOwnToken()).toBe('admin-token');
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBe('admin-token');
    expect(readPreview()).toMatchObject({ username: 'teacher', roleType: 0, returnPath: '/user/teaStu' });
    forgetPreview();
    expect(readStoredToken()).toBe('admin-token');
  });

  it('ignores a stored preview that is not one', () => {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ token: 'x' }));
    expect(readPreview()).toBeNull();
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, '{not json');
    expect(readPreview()).toBeNull();
  });

  it('does not write the previewed user into the admin’s cookies', () => {
    storePreview(started, '/');
    saveUser(teacher, ['teacher']);
    expect(useAuthStore.getState().user?.username).toBe('teacher');
    expect(Cookies.get(STORAGE_KEYS.userCookie)).toBeUndefined();
  });

  it('leaving goes back to the admin’s token and page, or to login when the admin has none', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    localStorage.setItem(STORAGE_KEYS.tokenLocal, 'admin-token');
    storePreview(started, '/user/teaStu');
    leavePreview();
    expect(isPreviewing()).toBe(false);
    expect(useAuthStore.getState().token).toBe('admin-token');
    expect(assign).toHaveBeenLastCalledWith('/user/teaStu');

    localStorage.removeItem(STORAGE_KEYS.tokenLocal);
    storePreview(started, '/user/teaStu');
    leavePreview();
    expect(assign).toHaveBeenLastCalledWith('/login');
  });
});
