import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { installMatchMedia } from '../test-utils';
import { problemOf, tokenFrom } from './api';
import AnswerPage from './AnswerPage';
import ClassReportPage from './ClassReportPage';
import StudentReportPage from './StudentReportPage';
import { RequestError } from '../../app/api';

configure({ asyncUtilTimeout: 5_000 });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const preview = (n: number) => ({
  id: n,
  type: 'short' as const,
  difficulty: 1,
  stemHtml: `<p>证明第 ${n} 题</p>`,
  blankCount: 0,
  blankRules: [],
  options: [],
});
const item = {
  questionId: 7,
  sort: 1,
  preview: preview(7),
  response: { text: '因为两边相等' },
  outcome: 'partial' as const,
  credit: 0.75,
  key: { choices: [], judge: null, blanks: [], textHtml: '<p>参考答案</p>' },
  analysisHtml: '',
  correction: { points: 7.5, comment: '步骤清楚', marks: [], correctedBy: null, correctedAt: '2030-01-01T00:00:00Z' },
};
const report = {
  lessonId: 3,
  title: '2.1 配方法',
  courseTitle: '八年级数学',
  submission: { state: 'graded', startedAt: '', submittedAt: '2030-01-01T00:00:00Z', score: 75, timeSpentMs: 60_000 },
  items: [item],
  photoUrls: {},
};

function start(Page: ComponentType, path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const answerWith = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the public report pages', { timeout: 30_000 }, () => {
  it("show a student's report by its token, with the evaluation and no corrector's name, and say noindex", async () => {
    fetchMock.mockImplementation(() =>
      answerWith(200, {
        code: 200,
        msg: 'success',
        data: {
          brandName: '启明教育',
          expiresAt: '2030-02-01T00:00:00Z',
          student: { name: '王浩' },
          className: '八年级2班',
          report,
          evaluation: {
            studentId: 1,
            classId: 2,
            lessonId: 3,
            mastery: [{ knowledgePointId: 1, name: '配方法', answers: 2, meanCredit: 0.9, level: 'mastered' }],
            level: 'mastered',
            comment: '继续加油',
            updatedAt: '2030-01-02T00:00:00Z',
          },
        },
      }),
    );
    start(StudentReportPage, '/reportDeta?token=12.abc');
    expect(await screen.findByTestId('shared-title')).toHaveTextContent("王浩's lesson report");
    expect(screen.getByTestId('shared-brand')).toHaveTextContent('启明教育');
    expect(screen.getByTestId('shared-evaluation-comment')).toHaveTextContent('继续加油');
    expect(screen.getByTestId('stu-report-points')).toHaveTextContent('7.5 / 10');
    expect(screen.queryByText(/Corrected by/)).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/openapi/report/getSharedStudentReport');
    expect(url.searchParams.get('token')).toBe('12.abc');
  });

  it('say why a link opens nothing, with no report and a way to the login', async () => {
    fetchMock.mockImplementation(() =>
      answerWith(410, {
        code: 410,
        msg: 'This link was withdrawn by the person who shared it',
        data: { reason: 'revoked' },
      }),
    );
    start(AnswerPage, '/AnswerDetail?token=12.abc');
    const problem = await screen.findByTestId('shared-problem');
    expect(problem).toHaveAttribute('data-problem', 'revoked');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link was withdrawn');
    expect(screen.getByTestId('shared-to-login')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('stu-report-item')).toBeNull();
  });

  it('ask nothing of the server without a token', async () => {
    start(ClassReportPage, '/reportDetaTo');
    expect(await screen.findByTestId('shared-problem')).toHaveAttribute('data-problem', 'invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("show a class's figures and questions, no students", async () => {
    fetchMock.mockImplementation(() =>
      answerWith(200, {
        code: 200,
        msg: 'success',
        data: {
          brandName: '启明教育',
          expiresAt: '2030-02-01T00:00:00Z',
          report: {
            class: { id: 2, name: '八年级2班', schoolName: '启明第一中学' },
            lesson: { id: 3, title: '2.1 配方法', courseTitle: '八年级数学', releasedAt: null, dueAt: null },
            summary: {
              students: 4,
              submitted: 3,
              graded: 2,
              waiting: 1,
              late: 0,
              average: 80,
              median: 80,
              highest: 90,
              lowest: 70,
              bands: [
                { from: 0, to: 60, count: 0 },
                { from: 60, to: 70, count: 0 },
                { from: 70, to: 80, count: 1 },
                { from: 80, to: 90, count: 0 },
                { from: 90, to: 100, count: 1 },
              ],
            },
            questions: [
              {
                questionId: 7,
                sort: 1,
                preview: preview(7),
                outcomes: { correct: 1, partial: 1, wrong: 0, pending: 1 },
                accuracy: 0.5,
                meanCredit: 0.75,
                meanPoints: 7.5,
                commonWrong: [{ kind: 'short', values: ['photo'], count: 1 }],
              },
            ],
          },
        },
      }),
    );
    start(ClassReportPage, '/reportDetaTo?token=12.abc');
    expect(await screen.findByTestId('shared-title')).toHaveTextContent('八年级2班 · 2.1 配方法');
    expect(screen.getByTestId('shared-accuracy')).toHaveTextContent('Right 50%');
    expect(screen.getByText(/Photo answer · students: 1/)).toBeInTheDocument();
    expect(screen.getAllByTestId('shared-question')).toHaveLength(1);
  });
});

describe('problemOf and tokenFrom', () => {
  it("read the server's reason, too many requests, or a failure", () => {
    const err = (code: number, data: unknown = null) => new RequestError(code, 'x', 'server', data);
    expect(problemOf(err(404, { reason: 'invalid' }))).toBe('invalid');
    expect(problemOf(err(410, { reason: 'expired' }))).toBe('expired');
    expect(problemOf(err(410, { reason: 'revoked' }))).toBe('revoked');
    expect(problemOf(err(410, { reason: 'other' }))).toBe('failed');
    expect(problemOf(err(429, { retryAfter: 3 }))).toBe('busy');
    expect(problemOf(err(400))).toBe('invalid');
    expect(problemOf(err(500))).toBe('failed');
    expect(problemOf(new RequestError(-1, 'offline', 'network'))).toBe('failed');
    expect(problemOf(new Error('boom'))).toBe('failed');
  });

  it('take the token of the address, none when blank', () => {
    expect(tokenFrom(new URLSearchParams('token=12.abc'))).toBe('12.abc');
    expect(tokenFrom(new URLSearchParams('token=%20'))).toBeNull();
    expect(tokenFrom(new URLSearchParams('id=12'))).toBeNull();
  });
});

describe('the pages wait for the report', () => {
  it('show a skeleton while it loads', async () => {
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    start(StudentReportPage, '/reportDeta?token=12.abc');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('shared-title')).toBeNull();
    resolve(Response.json({ code: 410, msg: 'This link has expired', data: { reason: 'expired' } }, { status: 410 }));
    expect(await screen.findByTestId('shared-problem')).toHaveAttribute('data-problem', 'expired');
  });
});
