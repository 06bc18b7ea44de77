import type { ImportPreview, ImportProgress, ImportResult } from '@edu/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../app/auth-store';
import { changeLanguage, initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { RequestError, routes } from '../../../app/api';
import type { UploadOptions } from '../../../app/api/transfer';
import { installMatchMedia } from '../../test-utils';

// The transport's file adapters: the dialog calls app/api's upload / download with the table's routes,
// which hand them the endpoint's path, its query and the file. The answers are these mocks'.
const api = vi.hoisted(() => ({
  /** previewUserImport's answer */
  previewImport: vi.fn(),
  /** importUsers's answer, given the upload's options (onLine receives the progress lines) */
  commitImport: vi.fn(),
  uploadWithProgress: vi.fn(),
  fetchFile: vi.fn(),
  saveBlob: vi.fn(),
}));
vi.mock('../../../app/api/transfer', async (original) => ({
  ...(await original<typeof import('../../../app/api/transfer')>()),
  uploadWithProgress: api.uploadWithProgress,
  fetchFile: api.fetchFile,
  saveBlob: api.saveBlob,
}));

const { default: ImportDialog } = await import('./ImportDialog');
const { passwordListCsv, progressPercent } = await import('./import-files');

const schooladmin = {
  id: 4,
  token: 't',
  username: 'schooladmin',
  name: 'Li',
  avatorurl: '',
  schoolid: 1,
  brandid: 1,
  roletype: 3,
  introduction: '',
};

function row(n: number, over: Partial<ImportPreview['rows'][number]> = {}): ImportPreview['rows'][number] {
  return {
    row: n,
    cells: {},
    username: `user${n}`,
    name: `Name ${n}`,
    phone: '',
    password: 'generated',
    school: { id: 1, name: 'No.1 Middle School' },
    classes: [],
    errors: [],
    ...over,
  };
}

const bad: ImportPreview = {
  roleType: 1,
  columns: ['username', 'name'],
  ignoredColumns: ['Remarks'],
  total: 2,
  valid: 1,
  invalid: 1,
  rows: [
    row(2),
    row(3, { username: 'student', errors: [{ column: 'username', message: 'this username is already taken' }] }),
  ],
};
const good: ImportPreview = { ...bad, ignoredColumns: [], valid: 2, invalid: 0, rows: [row(2), row(3)] };
const result: ImportResult = {
  roleType: 1,
  created: 2,
  users: [
    { row: 2, id: 50, username: 'user2', name: 'Name 2', schoolName: 'No.1', password: 'Ab3dEf7h' },
    { row: 3, id: 51, username: 'user3', name: 'Name 3', schoolName: 'No.1', password: null },
  ],
};

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});

beforeEach(async () => {
  await changeLanguage('en');
  useAuthStore.setState({ user: schooladmin, roles: ['schooladmin'], token: 't' });
  for (const fn of Object.values(api)) fn.mockReset();
  api.uploadWithProgress.mockImplementation((options: UploadOptions) =>
    options.url === routes.org.importUsers.path ? api.commitImport(options) : api.previewImport(options),
  );
});

afterEach(() => cleanup());

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportDialog roleType={1} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, client };
}

async function choose(name = 'people.csv') {
  const input = screen.getByTestId('import-dialog').ownerDocument.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, new File(['username,name\n'], name, { type: 'text/csv' }));
}

// antd's Table and Upload render slowly in jsdom on a busy machine.
describe('ImportDialog', { timeout: 20_000 }, () => {
  it('shows every row with its errors and refuses to import until the file is fixed', async () => {
    api.previewImport.mockResolvedValue(bad);
    renderDialog();
    expect(screen.getByText('Everyone is imported into your school.')).toBeInTheDocument();
    await choose();
    expect(api.uploadWithProgress).toHaveBeenCalledWith(
      expect.objectContaining({
        url: routes.org.previewUserImport.path,
        params: { roleType: 1 },
        data: expect.any(FormData),
        onProgress: expect.any(Function),
        signal: expect.any(AbortSignal),
        // the dialog shows the errors in place: no toast
        silent: true,
      }),
    );
    const sent = (api.uploadWithProgress.mock.calls[0]![0] as UploadOptions).data.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('people.csv');
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByTestId('import-summary')).toHaveTextContent('2 rows: 1 ready, 1 with errors');
    expect(within(preview).getByText('These columns are not imported: Remarks')).toBeInTheDocument();
    // Only the bad rows at first; the switch shows them all.
    expect(within(preview).getByTestId('import-row-errors')).toHaveTextContent(
      'Username: this username is already taken',
    );
    expect(within(preview).queryByText('user2')).toBeNull();
    fireEvent.click(within(preview).getByTestId('import-only-errors'));
    expect(await within(preview).findByText('user2')).toBeInTheDocument();
    expect(screen.getByTestId('import-submit')).toBeDisabled();

    // A fixed file: all rows ready, the import is possible.
    api.previewImport.mockResolvedValue(good);
    fireEvent.click(screen.getByTestId('import-another'));
    await choose('fixed.csv');
    expect(await screen.findByText('All 2 rows passed the check and can be imported.')).toBeInTheDocument();
    expect(screen.getByTestId('import-submit')).toBeEnabled();
    expect(screen.getByTestId('import-submit')).toHaveTextContent('Import 2 people');
  });

  it('imports with progress, then shows the result and the temporary passwords', async () => {
    api.previewImport.mockResolvedValue(good);
    let progress: (p: ImportProgress) => void = () => {};
    let finish: (r: ImportResult) => void = () => {};
    api.commitImport.mockImplementation(
      (options: UploadOptions<ImportProgress>) =>
        new Promise<ImportResult>((resolve) => {
          progress = options.onLine ?? (() => {});
          finish = resolve;
        }),
    );
    renderDialog();
    await choose();
    fireEvent.click(await screen.findByTestId('import-submit'));
    expect(await screen.findByTestId('import-progress')).toHaveTextContent('Uploading the file 0%');
    expect(api.uploadWithProgress).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: routes.org.importUsers.path, params: { roleType: 1 }, silent: true }),
    );
    act(() => progress({ phase: 'passwords', done: 1, total: 2 }));
    expect(screen.getByTestId('import-progress')).toHaveTextContent('Securing passwords 1 / 2');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '51');
    await act(async () => finish(result));
    const done = await screen.findByTestId('import-result');
    expect(done).toHaveTextContent('2 people imported');
    expect(done).toHaveTextContent('1 people got a temporary password');
    expect(within(done).getByText('Ab3dEf7h')).toBeInTheDocument();
    fireEvent.click(within(done).getByTestId('import-passwords'));
    expect(api.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'initial-passwords.csv');
  });

  it('goes back to the rows when the server refuses them, with its message', async () => {
    api.previewImport.mockResolvedValue(good);
    api.commitImport.mockRejectedValue(
      new RequestError(400, 'The file has errors in 1 rows: nothing was imported', 'server', bad),
    );
    renderDialog();
    await choose();
    fireEvent.click(await screen.findByTestId('import-submit'));
    expect(await screen.findByTestId('import-error')).toHaveTextContent('The file has errors in 1 rows');
    expect(screen.getByTestId('import-row-errors')).toHaveTextContent('this username is already taken');
    expect(screen.getByTestId('import-submit')).toBeDisabled();
  });

  it('says why a file cannot be read', async () => {
    api.previewImport.mockRejectedValue(new RequestError(415, 'The file is not a spreadsheet', 'server', null));
    renderDialog();
    await choose('photo.png');
    expect(await screen.findByTestId('import-error')).toHaveTextContent('The file is not a spreadsheet');
  });

  it('downloads the templates of the role', async () => {
    api.fetchFile.mockResolvedValue({ blob: new Blob(['x']), fileName: 'students.xlsx' });
    renderDialog();
    fireEvent.click(screen.getByTestId('import-template-xlsx'));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'students.xlsx'));
    expect(api.fetchFile).toHaveBeenCalledWith(
      expect.objectContaining({
        url: routes.org.getImportTemplate.path,
        params: { roleType: 1, format: 'xlsx' },
        fallbackName: 'student-template.xlsx',
      }),
    );
  });

  it('speaks the console language', async () => {
    await changeLanguage('zh');
    api.previewImport.mockResolvedValue(bad);
    renderDialog();
    expect(screen.getByText('批量导入学生')).toBeInTheDocument();
    await choose();
    expect(await screen.findByTestId('import-row-errors')).toHaveTextContent('用户名:');
  });
});

describe('helpers', () => {
  it('writes the password list as a formula-safe CSV', () => {
    const csv = passwordListCsv(
      { ...result, users: [{ row: 2, id: 1, username: 'a', name: '=cmd', schoolName: 'S', password: 'p"w' }] },
      ['Username', 'Name', 'School', 'Password'],
    );
    expect(csv).toBe('\ufeff"Username","Name","School","Password"\r\n"a","\'=cmd","S","p""w"\r\n');
  });

  it('maps the phases onto one bar', () => {
    expect(progressPercent(null, 0.5)).toBe(5);
    expect(progressPercent({ phase: 'validated', done: 3, total: 3 }, 1)).toBe(12);
    expect(progressPercent({ phase: 'passwords', done: 3, total: 3 }, 1)).toBe(90);
    expect(progressPercent({ phase: 'writing', done: 3, total: 3 }, 1)).toBe(100);
  });
});
