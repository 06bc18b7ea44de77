import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { QueryProvider, queryClient } from '../../app/query';
import { installMatchMedia } from '../../features/test-utils';
import { ShareLinkButton } from './ShareLinkButton';

vi.mock('../../app/feedback', () => ({
  confirmDialog: vi.fn(async () => true),
  toastSuccess: vi.fn(async () => undefined),
  toastError: vi.fn(async () => undefined),
  toast: vi.fn(async () => undefined),
}));

configure({ asyncUtilTimeout: 5_000 });

const link = (id: number, state: 'active' | 'revoked') => ({
  id,
  kind: 'answer',
  state,
  address: state === 'active' ? `/AnswerDetail?token=${id}.sig` : null,
  target: { studentId: 1, classId: 2, lessonId: 3, submissionId: 40, questionId: 7 },
  lessonTitle: '2.1 配方法',
  className: '八年级2班',
  studentName: '王浩',
  createdAt: '2030-01-01T08:00:00Z',
  expiresAt: '2030-01-08T08:00:00Z',
  revokedAt: state === 'revoked' ? '2030-01-02T08:00:00Z' : null,
  openedCount: 3,
  lastOpenedAt: '2030-01-01T09:00:00Z',
});

let links = [link(5, 'active')];
const calls: { path: string; method: string; body: unknown; query: URLSearchParams }[] = [];

const envelope = (data: unknown) => Response.json({ code: 200, msg: 'success', data });

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
beforeEach(() => {
  links = [link(5, 'active')];
  calls.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ path: url.pathname, method: init?.method ?? 'GET', body, query: url.searchParams });
      if (url.pathname.endsWith('/getShareLinks')) {
        return envelope({ list: links, total: links.length, page: 1, pageSize: 50 });
      }
      if (url.pathname.endsWith('/createShareLink')) {
        const made = link(6, 'active');
        links = [made, ...links];
        return envelope(made);
      }
      if (url.pathname.endsWith('/revokeShareLink')) {
        links = links.map((l) => (l.id === body.id ? link(l.id, 'revoked') : l));
        return envelope({ revoked: true, link: links.find((l) => l.id === body.id) });
      }
      return Response.json({ code: 404, msg: 'Not found', data: null }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareLinkButton', { timeout: 30_000 }, () => {
  it("opens the target's links, makes one with the chosen expiry and withdraws one", async () => {
    const ue = userEvent.setup();
    render(
      <QueryProvider>
        <ShareLinkButton kind="answer" target={{ submissionId: 40, questionId: 7 }} />
      </QueryProvider>,
    );
    await ue.click(screen.getByRole('button', { name: 'Share this answer' }));
    const dialog = await screen.findByTestId('share-dialog');
    expect(await within(dialog).findAllByTestId('share-link')).toHaveLength(1);
    const list = calls.find((c) => c.path.endsWith('/getShareLinks'));
    expect(Object.fromEntries(list?.query ?? [])).toMatchObject({
      kind: 'answer',
      submissionId: '40',
      questionId: '7',
    });
    expect(within(dialog).getByTestId('share-link-address')).toHaveValue(
      'http://localhost:3000/AnswerDetail?token=5.sig',
    );
    expect(within(dialog).getByTestId('share-link-opened')).toHaveTextContent('Opened: 3');

    await ue.click(within(dialog).getByText('30 days'));
    expect(within(dialog).getByRole('radio', { name: '30 days' })).toBeChecked();
    await ue.click(within(dialog).getByTestId('share-create'));
    await waitFor(() => expect(within(dialog).getAllByTestId('share-link')).toHaveLength(2));
    expect(calls.find((c) => c.path.endsWith('/createShareLink'))?.body).toEqual({
      kind: 'answer',
      submissionId: 40,
      questionId: 7,
      expiresInDays: 30,
    });

    const [newest] = within(dialog).getAllByTestId('share-link');
    await ue.click(within(newest as HTMLElement).getByTestId('share-link-revoke'));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('share-link')
          .map((el) => el.dataset.state),
      ).toEqual(['revoked', 'active']),
    );
    expect(calls.find((c) => c.path.endsWith('/revokeShareLink'))?.body).toEqual({ id: 6 });
    // A withdrawn link has no address to copy any more.
    expect(within(dialog).getAllByTestId('share-link-address')).toHaveLength(1);
  });
});
