import { ERROR_TOAST_MS } from '@edu/shared/constants';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/api';
import { useAuthStore } from '../../../app/auth-store';
import { changeLanguage, initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';

const feedback = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../app/feedback', () => feedback);

const { fileNameOf, takeLines } = await import('../../../app/api/transfer');
const { ImportExportToolbar } = await import('./ImportExportToolbar');

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});

const fetchMock = vi.fn();
beforeEach(async () => {
  await changeLanguage('en');
  useAuthStore.setState({ token: 'tok', roles: ['admin'] });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImportExportToolbar', () => {
  it('says what went wrong when the server refuses the export', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 403, msg: 'You do not have permission to do this', data: null }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(<ImportExportToolbar filters={{ roleType: 0 }} />);
    fireEvent.click(screen.getByTestId('export-open'));
    fireEvent.click(await screen.findByTestId('export-xlsx'));
    await waitFor(() =>
      expect(feedback.toastError).toHaveBeenCalledWith('You do not have permission to do this', ERROR_TOAST_MS),
    );
    expect(new URL(fetchMock.mock.calls[0]?.[0] as string).pathname).toBe(routes.org.exportUsers.path);
    expect(Object.fromEntries(new URL(fetchMock.mock.calls[0]?.[0] as string).searchParams)).toMatchObject({
      format: 'xlsx',
      roleType: '0',
    });
  });

  it('offers import only on teacher and student lists', () => {
    const { rerender } = render(<ImportExportToolbar filters={{ roleType: 1 }} />);
    expect(screen.getByTestId('import-open')).toHaveTextContent('Import');
    rerender(<ImportExportToolbar filters={{ roleType: 4 }} />);
    expect(screen.queryByTestId('import-open')).toBeNull();
    expect(screen.getByTestId('export-open')).toBeInTheDocument();
  });

  it('exports the current filters and hands the file to the browser', async () => {
    fetchMock.mockResolvedValue(
      new Response('\ufeffID,Username\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="students-20260101-0800.csv"; filename*=UTF-8''${encodeURIComponent('学生-20260101-0800.csv')}`,
        },
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <ImportExportToolbar
        filters={{ roleType: 1, keyword: 'wang', schoolId: 3, status: undefined }}
        sort={{ sort: 'name', order: 'asc' }}
      />,
    );
    fireEvent.click(screen.getByTestId('export-open'));
    fireEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const query = new URL(url).searchParams;
    expect(new URL(url).pathname).toBe(routes.org.exportUsers.path);
    expect(Object.fromEntries(query)).toMatchObject({
      format: 'csv',
      roleType: '1',
      keyword: 'wang',
      schoolId: '3',
      sort: 'name',
      order: 'asc',
    });
    expect(query.has('status')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBe('tok');
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('学生-20260101-0800.csv');
    expect(feedback.toastSuccess).toHaveBeenCalledWith('Exported: 学生-20260101-0800.csv');
    click.mockRestore();
  });
});

// The export's and the import's file helpers, now the transport's (app/api/transfer).
describe('transfer helpers', () => {
  it('reads the file name of a Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E5%AD%A6.csv`)).toBe('学.csv');
    expect(fileNameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('splits complete NDJSON lines from the unfinished rest', () => {
    expect(takeLines('{"a":1}\n{"b":2}\n{"c"')).toEqual({ lines: [{ a: 1 }, { b: 2 }], rest: '{"c"' });
    expect(takeLines('')).toEqual({ lines: [], rest: '' });
  });
});
