import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../app/api';
import { initI18n } from '../app/i18n';
import '../app/i18n-react';
import { installMatchMedia } from '../features/test-utils';
import { QueryError, queryErrorKind } from './QueryError';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(cleanup);

describe('QueryError', () => {
  it('tells "not found" (404) from "no permission" (403) from a failure to load', () => {
    expect(queryErrorKind(new RequestError(404, 'Not found', 'server'))).toBe('notFound');
    expect(queryErrorKind(new RequestError(403, 'You do not have permission to do this', 'server'))).toBe(
      'noPermission',
    );
    expect(queryErrorKind(new RequestError(500, 'Database unavailable', 'server'))).toBe('loadFailed');
    expect(queryErrorKind(new Error('offline'))).toBe('loadFailed');
  });

  it('shows each with the server’s message under it, its test id and a retry', () => {
    const retry = vi.fn();
    const { rerender } = render(
      <QueryError testId="org-error" error={new RequestError(404, 'No such user', 'server')} onRetry={retry} />,
    );
    expect(screen.getByTestId('org-error')).toHaveTextContent('Not found, or outside your scope');
    expect(screen.getByText('No such user')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();

    rerender(<QueryError testId="content-error" error={new RequestError(403, 'Not yours', 'server')} />);
    expect(screen.getByTestId('content-error')).toHaveTextContent('No permission');
    expect(screen.getByText('Not yours')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();

    rerender(<QueryError testId="content-error" error={new RequestError(500, 'Database unavailable', 'server')} />);
    expect(screen.getByTestId('content-error')).toHaveTextContent('Could not load this');
  });
});
