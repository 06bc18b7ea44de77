import { STORAGE_KEYS } from '@edu/shared/constants';
import { act, cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RouteEffects, { applyToDoWork, clearLessonStorage, STUDENT_LESSON_PATH, useBlockBack } from './route-effects';
import type { RouteMeta } from './route-table';

const KEEP_TODO_PATH = '/stuLesson/stuLessonDetail';
const keepMeta: RouteMeta = { title: 'stuLessonDetail', keepToDoWork: true };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: KEEP_TODO_PATH, Component: RouteEffects, handle: { meta: keepMeta } },
      { path: '*', Component: RouteEffects },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  Cookies.remove(STORAGE_KEYS.toDoWorkCookie);
});

afterEach(() => {
  cleanup();
});

describe('ToDoWork cookie', () => {
  it("is set to 'false' after each navigation", async () => {
    Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true');
    const router = renderAt('/dashboard');
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('false');
    Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true');
    await act(() => router.navigate('/dashboard?again=1'));
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('false');
  });

  it('is left alone on a route with meta.keepToDoWork', async () => {
    Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true');
    applyToDoWork(keepMeta);
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('true');
    applyToDoWork({ title: 'dashboard' });
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('false');
    // through the router: the matched route's handle carries the meta
    Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true');
    const router = renderAt(KEEP_TODO_PATH);
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('true');
    await act(() => router.navigate('/dashboard'));
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('false');
  });
  it('mounted while a click on the to-do is still loading the lesson page, it does not reset the flag', async () => {
    // The effects module is lazy: on a slow machine it can mount between the click (flag set) and the landing.
    let finishLoading: () => void = () => {};
    const lessonLoaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    let mountEffects: () => void = () => {};
    function Root() {
      const [mounted, setMounted] = useState(false);
      mountEffects = () => setMounted(true);
      return (
        <>
          {mounted && <RouteEffects />}
          <Outlet />
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Root,
          children: [
            { path: 'dashboard', Component: () => null, handle: { meta: { title: 'dashboard' } } },
            {
              path: KEEP_TODO_PATH.slice(1),
              lazy: async () => {
                await lessonLoaded;
                return { Component: () => null, handle: { meta: keepMeta } };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true');
    let landing: Promise<void> = Promise.resolve();
    await act(async () => {
      landing = router.navigate(KEEP_TODO_PATH);
    });
    await act(async () => mountEffects());
    expect(router.state.navigation.state).toBe('loading');
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('true');
    await act(async () => {
      finishLoading();
      await landing;
    });
    expect(router.state.location.pathname).toBe(KEEP_TODO_PATH);
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('true');
    // and the next page resets it
    await act(() => router.navigate('/dashboard'));
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('false');
  });
});

describe('landing on the student lesson list', () => {
  it('clears local storage and the lesson timer, keeping the session token', () => {
    localStorage.setItem(STORAGE_KEYS.tokenLocal, 'tok');
    localStorage.setItem(STORAGE_KEYS.lessonTimerLocal, '120');
    localStorage.setItem(STORAGE_KEYS.chapterIdLocal, '9');
    localStorage.setItem('anything', 'x');
    renderAt(STUDENT_LESSON_PATH);
    expect(localStorage.getItem(STORAGE_KEYS.lessonTimerLocal)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.chapterIdLocal)).toBeNull();
    expect(localStorage.getItem('anything')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenLocal)).toBe('tok');
  });

  it('does nothing elsewhere, and runs again on each landing', async () => {
    localStorage.setItem(STORAGE_KEYS.lessonTimerLocal, '120');
    const router = renderAt('/dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.lessonTimerLocal)).toBe('120');
    await act(() => router.navigate(STUDENT_LESSON_PATH));
    expect(localStorage.getItem(STORAGE_KEYS.lessonTimerLocal)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.lessonTimerLocal, '5');
    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate(STUDENT_LESSON_PATH));
    expect(localStorage.getItem(STORAGE_KEYS.lessonTimerLocal)).toBeNull();
  });

  it('clearLessonStorage without a token leaves storage empty', () => {
    localStorage.setItem(STORAGE_KEYS.lessonTimerLocal, '1');
    clearLessonStorage();
    expect(localStorage.length).toBe(0);
  });
});

describe('useBlockBack (meta.allowBack = false)', () => {
  function Blocker({ active }: { active: boolean }) {
    useBlockBack(active);
    return null;
  }

  it('pushes a history entry and pushes again on popstate while active', () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { rerender } = render(<Blocker active />);
    expect(push).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(push).toHaveBeenCalledTimes(2);
    rerender(<Blocker active={false} />);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(push).toHaveBeenCalledTimes(2);
    push.mockRestore();
  });

  it('does nothing when the route allows going back', () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(<Blocker active={false} />);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });

  it("follows the matched route's meta: a route with allowBack false blocks", () => {
    const push = vi.spyOn(window.history, 'pushState');
    const router = createMemoryRouter(
      [{ path: '/exam/paper', Component: RouteEffects, handle: { meta: { title: 'paper', allowBack: false } } }],
      { initialEntries: ['/exam/paper'] },
    );
    try {
      render(<RouterProvider router={router} />);
      expect(push).toHaveBeenCalledTimes(1);
    } finally {
      push.mockRestore();
    }
  });
});
