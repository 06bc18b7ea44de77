import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { registerGlobalErrorHandlers } from './global';
import RouteErrorBoundary from './RouteErrorBoundary';
import { isErrorLogEnabled, useErrorLogStore } from './store';

function Boom(): never {
  throw new Error('render exploded');
}

describe('error log', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => useErrorLogStore.getState().clearErrorLog());
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('is enabled in production or with VITE_ERROR_LOG', () => {
    vi.stubEnv('VITE_ERROR_LOG', '');
    expect(isErrorLogEnabled()).toBe(import.meta.env.PROD);
    vi.stubEnv('VITE_ERROR_LOG', 'true');
    expect(isErrorLogEnabled()).toBe(true);
  });

  it('records route errors and shows a friendly page', async () => {
    vi.stubEnv('VITE_ERROR_LOG', 'true');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/x', element: <Boom />, errorElement: <RouteErrorBoundary /> }], {
      initialEntries: ['/x'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('route-error')).toHaveTextContent('render exploded');
    const logs = useErrorLogStore.getState().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ component: 'route /x', error: { message: 'render exploded' } });
    expect(logs[0]?.url).toContain('http');
  });

  it('records nothing when logging is off', async () => {
    vi.stubEnv('VITE_ERROR_LOG', '');
    if (import.meta.env.PROD) return;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/y', element: <Boom />, errorElement: <RouteErrorBoundary /> }], {
      initialEntries: ['/y'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByTestId('route-error');
    expect(useErrorLogStore.getState().logs).toHaveLength(0);
  });

  it('collects window errors and unhandled rejections', () => {
    vi.stubEnv('VITE_ERROR_LOG', '1');
    const off = registerGlobalErrorHandlers();
    try {
      window.dispatchEvent(new ErrorEvent('error', { message: 'late failure', error: new Error('late failure') }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
      const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
      rejection.reason = new Error('nobody caught me');
      window.dispatchEvent(rejection);
    } finally {
      off();
    }
    const logs = useErrorLogStore.getState().logs;
    expect(logs.map((l) => [l.component, l.error.message])).toEqual([
      ['window', 'late failure'],
      ['promise', 'nobody caught me'],
    ]);
  });
});
