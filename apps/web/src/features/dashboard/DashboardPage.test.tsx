import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BRAND_INFO, useAppStore } from '../../app/app-store';
import { useAuthStore } from '../../app/auth-store';
import { changeLanguage, initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import '../../shell/route-titles/i18n';
import { installMatchMedia } from '../test-utils';
import DashboardPage, { dayPartOf, shortcutRoutes } from './DashboardPage';

// The teacher's to-do asks the server for its day: an empty one.
const transport = vi.hoisted(() => ({
  request: vi.fn(async (_options: Record<string, unknown>): Promise<unknown> => null),
}));
vi.mock('../../app/api/fetch', () => ({ request: transport.request }));
const emptyPart = { list: [], total: 0 };
const emptyDay = {
  today: '2026-03-09',
  tz: 'UTC',
  prepare: emptyPart,
  releases: emptyPart,
  dueSoon: emptyPart,
  pastDue: emptyPart,
  toGrade: emptyPart,
};

const teacher = {
  id: 5,
  token: 't',
  username: 'teacher',
  name: 'Wang Fang',
  avatorurl: '',
  schoolid: 12,
  brandid: 1,
  roletype: 0,
  introduction: 'Mathematics, grade 8',
};

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});

beforeEach(async () => {
  transport.request.mockReset();
  transport.request.mockResolvedValue(emptyDay);
  await changeLanguage('en');
  useAuthStore.setState({ user: teacher, roles: ['teacher'], token: 't' });
  useAppStore.getState().setBrandInfo({
    brandId: 1,
    brandName: 'Demo School',
    webAddress: 'localhost',
    webLogoUrl: 'http://localhost/brand-assets/logo.svg',
    webLogoUrlSmall: '',
  });
});

afterEach(() => cleanup());

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('DashboardPage', () => {
  it('shows the profile with the translated role', () => {
    renderPage();
    const profile = screen.getByTestId('dashboard-profile');
    expect(within(profile).getByText('Wang Fang')).toBeInTheDocument();
    expect(within(profile).getByText('teacher')).toBeInTheDocument();
    expect(within(profile).getByText('Teacher')).toBeInTheDocument();
    expect(within(profile).getByText('12')).toBeInTheDocument();
    expect(within(profile).getByText('Mathematics, grade 8')).toBeInTheDocument();
  });

  it('shows the brand card', () => {
    renderPage();
    const brand = screen.getByTestId('dashboard-brand');
    expect(within(brand).getByText('Demo School')).toBeInTheDocument();
    expect(within(brand).getByText('localhost')).toBeInTheDocument();
    expect(within(brand).getByRole('img')).toHaveAttribute('src', 'http://localhost/brand-assets/logo.svg');
  });

  it('says so when there is no brand', () => {
    useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO });
    renderPage();
    expect(within(screen.getByTestId('dashboard-brand')).getByText(/No brand is configured/)).toBeInTheDocument();
  });

  it("links to the other pages of the user's menu", () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', '/guide/index');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('has no shortcuts for a role without other pages', () => {
    useAuthStore.setState({ user: { ...teacher, roletype: 6 }, roles: ['nobody'] });
    renderPage();
    expect(screen.getByText('There are no other pages for your role yet.')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-profile')).getByText('Unknown role')).toBeInTheDocument();
  });

  it('greets by the time of day, in the current language', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      /Good (morning|afternoon|evening)|Working late/,
    );
    await act(() => changeLanguage('es'));
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/Buen|Buenas|Es tarde/);
  });
});

describe("a teacher's and a student's dashboard", () => {
  it("starts with the teacher's to-do; other roles have none", async () => {
    renderPage();
    expect(await screen.findByTestId('today-teacher')).toBeInTheDocument();
    expect(await screen.findByTestId('today-clear')).toBeInTheDocument();
    expect(transport.request.mock.calls[0]?.[0]).toMatchObject({ url: '/openapi/learning/getTeacherToday' });
    cleanup();
    transport.request.mockClear();
    useAuthStore.setState({ user: { ...teacher, roletype: 3 }, roles: ['schooladmin'] });
    renderPage();
    expect(screen.getByTestId('dashboard-profile')).toBeInTheDocument();
    expect(screen.queryByTestId('today-teacher')).toBeNull();
    expect(screen.queryByTestId('today-student')).toBeNull();
    expect(transport.request).not.toHaveBeenCalled();
  });

  it("starts with the student's to-do for a student", async () => {
    transport.request.mockResolvedValue({ todo: emptyPart, inProgress: emptyPart, results: [] });
    useAuthStore.setState({ user: { ...teacher, roletype: 1 }, roles: ['student'] });
    renderPage();
    expect(await screen.findByTestId('today-student')).toBeInTheDocument();
    expect(await screen.findByText('No homework to do and no lesson in progress.')).toBeInTheDocument();
    expect(screen.queryByTestId('today-teacher')).toBeNull();
  });
});

describe('helpers', () => {
  it('dayPartOf', () => {
    expect([4, 5, 11, 12, 17, 18, 22, 23, 0].map(dayPartOf)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
    ]);
  });

  it('shortcutRoutes leaves out the dashboard, hidden pages and pages of other roles', () => {
    const teacherPaths = shortcutRoutes(['teacher']).map((r) => r.path);
    expect(teacherPaths).toContain('/guide/index');
    expect(teacherPaths).toContain('/TeaCourse/TeaCourse');
    expect(teacherPaths).not.toContain('/dashboard');
    expect(teacherPaths).not.toContain('/TeaCourse/lessonDeatil');
    expect(teacherPaths).not.toContain('/topic/index');
    expect(shortcutRoutes(['student']).map((r) => r.path)).not.toContain('/guide/index');
    // The DL's only other page is its work list.
    expect(shortcutRoutes(['DL']).map((r) => r.path)).toEqual(['/dashboard/dashboard']);
    expect(shortcutRoutes(['nobody'])).toEqual([]);
  });
});
