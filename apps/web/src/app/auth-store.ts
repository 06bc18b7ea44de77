import Cookies from 'js-cookie';
import { create } from 'zustand';
import { COOKIE_EXPIRES_DAYS, STORAGE_KEYS } from '@edu/shared/constants';
import { roleNameOf } from '@edu/shared/roles';
import type { SessionUser } from '@edu/shared';
import { readPreview } from './role-preview';

/**
 * The session as the spec stores it (section 3): cookies ID and user (JSON) with a 7-day life,
 * the token in local storage too.
 */
interface AuthState {
  id: number | null;
  token: string;
  user: SessionUser | null;
  roles: string[];
  roletype: number | null;
  /** Store a fresh login. */
  setSession(user: SessionUser): void;
  /** Info from getInfo (or rebuilt from the user cookie). */
  setUser(user: SessionUser, roles?: string[]): void;
  /** Drop the token only (failure loading user, re-login). */
  resetToken(): void;
  /** Logout: id, roles, user, roletype, token and cookies (spec section 4). */
  clear(): void;
}

const cookieOptions = { expires: COOKIE_EXPIRES_DAYS };

/** The admin's own token (a role preview's is kept apart: ./role-preview). */
export function readOwnToken(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.tokenLocal) ?? '';
  } catch {
    return '';
  }
}

/** The token of this tab: a role preview's while one is on (./role-preview), else the login's. */
export function readStoredToken(): string {
  try {
    return readPreview()?.token || localStorage.getItem(STORAGE_KEYS.tokenLocal) || '';
  } catch {
    return '';
  }
}

/** The user cookie as JSON, or null when absent or unreadable. */
export function readUserCookie(): SessionUser | null {
  const raw = Cookies.get(STORAGE_KEYS.userCookie);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionUser;
    return typeof parsed === 'object' && parsed !== null && typeof parsed.id === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function rolesOf(user: Pick<SessionUser, 'roletype'>): string[] {
  const name = roleNameOf(user.roletype);
  return name ? [name] : [];
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role, i) => role === b[i]);

export const useAuthStore = create<AuthState>((set, get) => ({
  id: Number(Cookies.get(STORAGE_KEYS.idCookie)) || null,
  token: readStoredToken(),
  user: null,
  roles: [],
  roletype: null,
  setSession(user) {
    Cookies.set(STORAGE_KEYS.idCookie, String(user.id), cookieOptions);
    Cookies.set(STORAGE_KEYS.userCookie, JSON.stringify(user), cookieOptions);
    localStorage.setItem(STORAGE_KEYS.tokenLocal, user.token);
    set({ id: user.id, token: user.token, user, roletype: user.roletype, roles: rolesOf(user) });
  },
  setUser(user, roles) {
    const next = roles && roles.length > 0 ? roles : rolesOf(user);
    // The same roles keep their array, so a background getInfo does not wake what depends on them.
    const previous = get().roles;
    set({ id: user.id, user, roletype: user.roletype, roles: sameRoles(previous, next) ? previous : next });
  },
  resetToken() {
    localStorage.removeItem(STORAGE_KEYS.tokenLocal);
    set({ token: '', roles: [] });
  },
  clear() {
    for (const key of [
      STORAGE_KEYS.idCookie,
      STORAGE_KEYS.userCookie,
      STORAGE_KEYS.sidebarStatusCookie,
      STORAGE_KEYS.toDoWorkCookie,
    ]) {
      Cookies.remove(key);
    }
    localStorage.removeItem(STORAGE_KEYS.tokenLocal);
    set({ id: null, token: '', user: null, roles: [], roletype: null });
  },
}));
