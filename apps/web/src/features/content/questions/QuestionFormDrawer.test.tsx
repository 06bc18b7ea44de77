import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/api';
import { useAuthStore } from '../../../app/auth-store';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installEditorLayout, installMatchMedia } from '../../test-utils';
import '../i18n';
import { QuestionFormDrawer } from './QuestionFormDrawer';

vi.mock('mathlive', () => {
  throw new Error('no MathLive in jsdom');
});
const feedback = vi.hoisted(() => ({
  confirmDialog: vi.fn(async (_options: { title: string; content: string }) => false),
}));
vi.mock('../../../app/feedback', () => ({
  confirmDialog: feedback.confirmDialog,
  toastSuccess: vi.fn(async () => undefined),
  toastError: vi.fn(async () => undefined),
  toast: vi.fn(async () => undefined),
}));

const sent: { url: string; body: unknown }[] = [];

// antd and TipTap are heavy in jsdom: generous waits when the machine is busy.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  installMatchMedia();
  // A desktop screen: the form and the student's view side by side.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return {
        matches: min ? Number(min[1]) <= 1366 : false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
  installEditorLayout();
  await initI18n('en');
});

beforeEach(() => {
  sent.length = 0;
  feedback.confirmDialog.mockReset();
  useAuthStore.setState({ token: 't', roles: ['brandingAdmin'], user: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      sent.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const data =
        path === routes.content.getKnowledgeTree.path
          ? { subject: 'math', points: [] }
          : { id: 99, ...(init?.body ? JSON.parse(String(init.body)) : {}) };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuestionFormDrawer open onClose={onClose} defaults={{ subject: 'math', grade: 8 }} />
    </QueryClientProvider>,
  );
  return onClose;
}

const drawer = () => screen.getByTestId('question-form');
const editorIn = (testId: string) => within(drawer()).getByTestId(testId).querySelector('.ProseMirror') as HTMLElement;

/** Types into a TipTap editor the way the browser reports input. */
function typeInto(el: HTMLElement, text: string) {
  el.focus();
  el.innerHTML = `<p>${text}</p>`;
  fireEvent.input(el);
}

describe('QuestionFormDrawer: validation per type before anything is sent', { timeout: 30_000 }, () => {
  it('single choice: required stem, options and exactly one correct option', async () => {
    renderForm();
    await waitFor(() => expect(editorIn('qf-stem')).not.toBeNull());
    fireEvent.click(within(drawer()).getByTestId('qf-submit'));
    await within(drawer()).findByText('a single choice question needs exactly one correct option');
    expect(within(drawer()).getAllByText('is required').length).toBeGreaterThanOrEqual(2);
    expect(within(drawer()).getByTestId('qf-error-count')).toBeInTheDocument();
    expect(sent.filter((s) => s.url === routes.content.saveQuestion.path)).toHaveLength(0);
  });

  it('true/false: the answer is required; then it is saved with only its own fields', async () => {
    const onClose = renderForm();
    await waitFor(() => expect(editorIn('qf-stem')).not.toBeNull());
    fireEvent.click(within(drawer()).getByText('True / false'));
    typeInto(editorIn('qf-stem'), 'The equation has no real root.');
    await waitFor(() => expect(within(drawer()).getByTestId('qf-preview').textContent).toContain('no real root'));
    fireEvent.click(within(drawer()).getByTestId('qf-submit'));
    await within(drawer()).findByText('must be true or false');
    fireEvent.click(within(within(drawer()).getByTestId('qf-judge')).getByText('False'));
    await waitFor(() => expect(within(drawer()).queryByText('must be true or false')).toBeNull());
    fireEvent.click(within(drawer()).getByTestId('qf-submit'));
    await waitFor(() => expect(sent.some((s) => s.url === routes.content.saveQuestion.path)).toBe(true));
    const body = sent.find((s) => s.url === routes.content.saveQuestion.path)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'judge',
      subject: 'math',
      grade: 8,
      options: [],
      answer: { choices: [], judge: false, blanks: [], text: '' },
    });
    expect(body).not.toHaveProperty('brandId');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('fill-in: one answer set per blank marker of the stem', async () => {
    renderForm();
    await waitFor(() => expect(editorIn('qf-stem')).not.toBeNull());
    fireEvent.click(within(drawer()).getByText('Fill in the blanks'));
    typeInto(editorIn('qf-stem'), 'x = ___1 or ___2');
    await waitFor(() => expect(within(drawer()).getAllByTestId('qf-blank')).toHaveLength(2));
    fireEvent.click(within(drawer()).getByTestId('qf-submit'));
    expect(await within(drawer()).findAllByText('needs at least one accepted value')).toHaveLength(2);
    // the preview numbers the blanks as students see them
    const preview = within(drawer()).getByTestId('qf-preview');
    expect([...preview.querySelectorAll('.q-blank')].map((b) => b.textContent)).toEqual(['(1)', '(2)']);
  });

  it('short answer: the reference answer is required', async () => {
    renderForm();
    await waitFor(() => expect(editorIn('qf-stem')).not.toBeNull());
    fireEvent.click(within(drawer()).getByText('Short answer'));
    typeInto(editorIn('qf-stem'), 'Prove it.');
    fireEvent.click(within(drawer()).getByTestId('qf-submit'));
    expect(await within(drawer()).findAllByText('is required')).not.toHaveLength(0);
    expect(within(drawer()).getByTestId('qf-reference').closest('.ant-form-item')?.textContent).toContain(
      'is required',
    );
    expect(sent.filter((s) => s.url === routes.content.saveQuestion.path)).toHaveLength(0);
  });
});

describe('QuestionFormDrawer: closing', { timeout: 30_000 }, () => {
  it('closes at once when nothing was typed', async () => {
    const onClose = renderForm();
    await waitFor(() => expect(editorIn('qf-stem')).not.toBeNull());
    fireEvent.click(within(drawer()).getByTestId('qf-cancel'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(feedback.confirmDialog).not.toHaveBeenCalled();
  });

  it('asks before throwing typed changes away, and stays open when the user keeps them', async () => {
    const onClose = renderForm();
    await waitFor(() => expect(editorIn('qf-stem')).not.toBeNull());
    typeInto(editorIn('qf-stem'), 'Solve x + 1 = 2.');
    await waitFor(() => expect(within(drawer()).getByTestId('qf-preview').textContent).toContain('Solve'));
    feedback.confirmDialog.mockResolvedValueOnce(false);
    fireEvent.click(within(drawer()).getByTestId('qf-cancel'));
    await waitFor(() => expect(feedback.confirmDialog).toHaveBeenCalledTimes(1));
    expect(feedback.confirmDialog.mock.calls[0]?.[0]).toMatchObject({
      title: 'Discard the unsaved changes?',
      content: 'The changes to this question have not been saved.',
    });
    expect(onClose).not.toHaveBeenCalled();
    feedback.confirmDialog.mockResolvedValueOnce(true);
    fireEvent.click(within(drawer()).getByTestId('qf-cancel'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
