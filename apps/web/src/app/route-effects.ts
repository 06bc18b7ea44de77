import { COOKIE_EXPIRES_DAYS, STORAGE_KEYS } from '@edu/shared/constants';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import type { RouteMeta } from './route-table';

/** Per-route flags applied after each navigation (spec sections 2 and 4). */

/** ToDoWork cookie: 'false' after every navigation, unless the route keeps it (meta.keepToDoWork). */
export function applyToDoWork(meta: RouteMeta | undefined): void {
  if (meta?.keepToDoWork) return;
  Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'false', { expires: COOKIE_EXPIRES_DAYS });
}

/**
 * Blocks the browser back button while `active`: pushes a copy of the current history entry and
 * pushes it again on every popstate, so "back" lands on the same page.
 */
export function useBlockBack(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const push = () => window.history.pushState(window.history.state, '', window.location.href);
    push();
    window.addEventListener('popstate', push);
    return () => window.removeEventListener('popstate', push);
  }, [active]);
}

/** Runs `effect` each time the user lands on `path` (a navigation to it, not re-renders while there). */
export function useOnLanding(path: string, effect: () => void): void {
  const location = useLocation();
  const here = location.pathname === path;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the navigation (location.key), on purpose
  useEffect(() => {
    if (here) effect();
  }, [here, location.key]);
}

/** Student lesson list: clears local storage and the stored lesson timer, keeping the session token. */
export const STUDENT_LESSON_PATH = '/stuLesson/stuLesson';

export function clearLessonStorage(): void {
  try {
    // The token lives in local storage too (spec section 3); keep it so the student stays logged in.
    const token = localStorage.getItem(STORAGE_KEYS.tokenLocal);
    localStorage.clear();
    if (token) localStorage.setItem(STORAGE_KEYS.tokenLocal, token);
    localStorage.removeItem(STORAGE_KEYS.lessonTimerLocal);
  } catch {
    // storage unavailable (private mode): nothing stored to clear
  }
}

/** All per-route effects, mounted once at the router's root (see RouteEffects). */
/**
 * The current page's meta, from the matched route's handle (the layout's routes carry it), so that this
 * module needs no route table: it is mounted on the login page too.
 */
function useCurrentMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as { meta?: RouteMeta } | undefined)?.meta;
}

export function useRouteEffects(): void {
  const location = useLocation();
  const meta = useCurrentMeta();
  // Not while a navigation is loading: this module is lazy and may mount while a click on the to-do list
  // (which sets the flag) is taking the student to the lesson; the page being left must not reset it. The
  // navigation's landing (a new location.key, idle again) applies the flag of the page landed on.
  const settled = useNavigation().state === 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each navigation, including to the same path
  useEffect(() => {
    if (settled) applyToDoWork(meta);
  }, [location.key, settled]);
  useBlockBack(meta?.allowBack === false);
  useOnLanding(STUDENT_LESSON_PATH, clearLessonStorage);
}

/**
 * The per-route effects as a component, loaded lazily by the router's root (./root): none of it is
 * needed to paint the first page, so it stays out of the login page's first load. It applies the
 * effects for the current page as soon as it mounts, then after each navigation.
 */
export default function RouteEffects(): null {
  useRouteEffects();
  return null;
}
