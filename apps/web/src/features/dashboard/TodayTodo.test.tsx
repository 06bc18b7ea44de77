import type { StudentToday, TeacherToday } from '@edu/shared';
import { STORAGE_KEYS } from '@edu/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../app/api';
import { changeLanguage, initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { installMatchMedia } from '../test-utils';
import './i18n';
import { StudentTodo, TeacherTodo } from './TodayTodo';

const transport = vi.hoisted(() => ({
  request: vi.fn(async (_options: Record<string, unknown>): Promise<unknown> => null),
}));
vi.mock('../../app/api/fetch', () => ({ request: transport.request }));

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const empty = { list: [], total: 0 };
const row = { classId: 3, className: '八年级2班', lessonId: 17, title: '2.1 配方法', courseTitle: '八年级数学' };

const teacherDay: TeacherToday = {
  today: '2026-03-09',
  tz: 'UTC',
  prepare: {
    list: [{ ...row, lessonId: 18, title: '2.2 公式法', plannedOn: '2026-03-10', unlockAt: null, prepState: 'draft' }],
    total: 1,
  },
  releases: empty,
  dueSoon: { list: [{ ...row, dueAt: at(5 * HOUR), students: 4, submitted: 1, missing: 3 }], total: 3 },
  pastDue: {
    list: [
      { ...row, lessonId: 16, title: '1.3 二次根式', dueAt: at(-30 * HOUR), students: 4, submitted: 2, missing: 2 },
    ],
    total: 1,
  },
  toGrade: { list: [{ ...row, waiting: 2, oldestAt: at(-2 * HOUR) }], total: 1 },
};

const studentDay: StudentToday = {
  todo: {
    list: [
      {
        lessonId: 21,
        title: '明天交的作业',
        courseTitle: '数学',
        className: '八年级1班',
        dueAt: at(20 * HOUR),
        state: 'new',
        overdue: false,
      },
      {
        lessonId: 22,
        title: '逾期的作业',
        courseTitle: '数学',
        className: '八年级1班',
        dueAt: at(-3 * HOUR),
        state: 'in_progress',
        overdue: true,
      },
    ],
    total: 2,
  },
  inProgress: empty,
  results: [{ lessonId: 9, title: '1.1 二次根式', courseTitle: '数学', score: 92.5, gradedAt: at(-24 * HOUR) }],
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
beforeEach(async () => {
  await changeLanguage('en');
  transport.request.mockReset();
  Cookies.remove(STORAGE_KEYS.toDoWorkCookie);
});
afterEach(() => cleanup());

describe("the teacher's to-do", () => {
  it('asks for its day in its time zone and lists each part with links to where it is done', async () => {
    transport.request.mockResolvedValue(teacherDay);
    renderWith(<TeacherTodo />);
    await screen.findByTestId('today-grade');
    expect(transport.request.mock.calls[0]?.[0]).toMatchObject({
      url: '/openapi/learning/getTeacherToday',
      params: { tz: expect.any(String) },
    });

    const due = within(screen.getByTestId('today-due'));
    const dueLink = due.getByRole('link', { name: /2\.1 配方法/ });
    expect(dueLink).toHaveAttribute('href', '/myClass/myClassDetail?classId=3');
    expect(dueLink).toHaveTextContent('Due in 5 hours');
    expect(dueLink).toHaveTextContent('Handed in: 1 of 4');
    // The exact time beside the relative one.
    expect(dueLink.querySelector('time')?.getAttribute('dateTime')).toBe(teacherDay.dueSoon.list[0]?.dueAt);
    expect(due.getByText('and 2 more not listed')).toBeInTheDocument();

    const past = within(screen.getByTestId('today-past'));
    expect(past.getByText('Missing: 2')).toBeInTheDocument();
    // 30 hours ago counts by the calendar: yesterday, or the day before when the test runs before 06:00.
    expect(past.getByRole('link')).toHaveTextContent(/Was due (yesterday|2 days ago)/);

    const prepare = within(screen.getByTestId('today-prepare')).getByRole('link');
    expect(prepare).toHaveAttribute('href', '/TeaCourse/prepara?lessonId=18&classId=3');
    expect(prepare).toHaveTextContent('Draft');
    expect(prepare).toHaveTextContent('Planned for 2026-03-10');

    expect(within(screen.getByTestId('today-grade')).getByText('Waiting: 2')).toBeInTheDocument();
    // An empty part says there is nothing to do.
    expect(within(screen.getByTestId('today-releases')).getByText('No lesson is released today.')).toBeInTheDocument();
  });

  it('says when there is nothing to do at all', async () => {
    transport.request.mockResolvedValue({
      ...teacherDay,
      prepare: empty,
      dueSoon: empty,
      pastDue: empty,
      toGrade: empty,
    });
    renderWith(<TeacherTodo />);
    expect(await screen.findByText(/Nothing to do today/)).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let fail: (e: unknown) => void = () => {};
    transport.request.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    renderWith(<TeacherTodo />);
    expect(screen.getByRole('status', { name: 'Loading your to-do…' })).toBeInTheDocument();
    fail(new RequestError(500, 'Internal server error'));
    expect(await screen.findByTestId('today-error')).toHaveTextContent('Internal server error');
    transport.request.mockResolvedValueOnce(teacherDay);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('today-grade')).toBeInTheDocument();
  });
});

describe("the student's to-do", () => {
  it('lists overdue homework first, says so in words, and opens a homework as work to do', async () => {
    transport.request.mockResolvedValue(studentDay);
    renderWith(<StudentTodo />);
    const part = within(await screen.findByTestId('today-homework'));
    const links = part.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('逾期的作业'),
      expect.stringContaining('明天交的作业'),
    ]);
    expect(links[0]).toHaveTextContent('Overdue');
    expect(links[0]).toHaveTextContent('In progress');
    expect(links[1]).not.toHaveTextContent('Overdue');
    expect(links[1]).toHaveTextContent('Not started');
    expect(within(screen.getByTestId('today-progress')).getByText('No lesson in progress.')).toBeInTheDocument();
    expect(within(screen.getByTestId('today-results')).getByText('92.5 points')).toBeInTheDocument();

    fireEvent.click(links[0] as HTMLElement);
    expect(Cookies.get(STORAGE_KEYS.toDoWorkCookie)).toBe('true');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/stuLesson/stuLessonDetail?lessonId=22'),
    );
  });

  it('speaks Chinese', async () => {
    await changeLanguage('zh');
    transport.request.mockResolvedValue(studentDay);
    renderWith(<StudentTodo />);
    const part = within(await screen.findByTestId('today-homework'));
    expect(part.getByText('已逾期')).toBeInTheDocument();
    expect(screen.getByText('今日待办')).toBeInTheDocument();
  });
});
