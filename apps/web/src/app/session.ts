import type { SessionUser, UserInfo } from '@edu/shared';
import { COOKIE_EXPIRES_DAYS, STORAGE_KEYS } from '@edu/shared/constants';
import Cookies from 'js-cookie';
import { useAuthStore } from './auth-store';
import { translate } from './i18n';
import { navigateTo } from './navigation';
import { call, RequestError, routes } from './api';
import { isPreviewing } from './role-preview';
import { clearLocalSession } from './session-local';

export { clearLocalSession, onSessionEnd } from './session-local';

/** MD5 hex of a password as the server expects it (spec section 5). js-md5 loads on first use. */
export async function hashPassword(password: string): Promise<string> {
  const { md5 } = await import('js-md5');
  return md5(password);
}

/** Only the fields of the user cookie (getInfo adds roles, which live in the store, not in the cookie). */
export function toSessionUser(user: SessionUser): SessionUser {
  const { id, token, username, name, avatorurl, schoolid, brandid, roletype, introduction } = user;
  return { id, token, username, name, avatorurl, schoolid, brandid, roletype, introduction };
}

/** Stores a user from getInfo: the store (user, roles) and a fresh ID/user cookie; the token is kept. */
export function saveUser(user: SessionUser, roles: readonly string[] = []): void {
  const stored = toSessionUser(user);
  // A role preview's user stays out of the cookies, which belong to the admin's login (and its other tabs).
  if (isPreviewing()) {
    useAuthStore.getState().setUser(stored, [...roles]);
    return;
  }
  const options = { expires: COOKIE_EXPIRES_DAYS };
  Cookies.set(STORAGE_KEYS.idCookie, String(stored.id), options);
  Cookies.set(STORAGE_KEYS.userCookie, JSON.stringify(stored), options);
  useAuthStore.getState().setUser(stored, [...roles]);
}

/** A token handed over by a third-party login (/auth-redirect), before its user is known. */
export function adoptToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.tokenLocal, token);
  useAuthStore.setState({ token, user: null, roles: [], roletype: null });
}

function isUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Partial<SessionUser>;
  return typeof u.id === 'number' && typeof u.token === 'string' && typeof u.roletype === 'number';
}

/**
 * Logs in (spec section 5): the username is trimmed, the password sent as its MD5 hash. On success the
 * session is stored (ID/user cookies, token) and the user is returned. A refusal shows the error toast of
 * spec section 8 like any other call; the login page also keeps the message beside the form.
 */
export async function login(username: string, password: string): Promise<SessionUser> {
  const result = await call(routes.session.login, { loginvalue: username.trim(), pwd: await hashPassword(password) });
  const user: unknown = result?.user;
  if (!isUser(user) || user.token === '') throw new RequestError(0, translate('common:verificationFailed'));
  useAuthStore.getState().setSession(toSessionUser(user));
  return user;
}

export interface FetchUserInfoOptions {
  /** no toast on failure (the caller shows the error) */
  silent?: boolean;
  /** false: session codes are left to the caller */
  handleSessionCodes?: boolean;
}

/**
 * getInfo: refreshes the user and roles in the store and the user cookie. Rejects with
 * 'Verification failed, please Login again.' when the answer has no user.
 */
export async function fetchUserInfo(options: FetchUserInfoOptions = {}): Promise<UserInfo> {
  const info: unknown = await call(routes.session.getInfo, {}, options);
  if (!isUser(info)) throw new RequestError(0, translate('common:verificationFailed'));
  const raw = (info as { roles?: unknown }).roles;
  const roles = Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : [];
  saveUser(info, roles);
  return { ...info, roles };
}

/**
 * Logout (spec section 4): tells the server (best effort, errors ignored), clears the session here
 * (store, cookies, sidebar status, tabs) and goes to /login.
 */
export async function logout(): Promise<void> {
  if (useAuthStore.getState().token) {
    try {
      await call(routes.session.logout, {}, { silent: true, handleSessionCodes: false, timeout: 5_000 });
    } catch {
      // the local session ends anyway
    }
  }
  await clearLocalSession();
  navigateTo('/login', { replace: true });
}
