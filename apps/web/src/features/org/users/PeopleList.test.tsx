import { RoleType } from '@edu/shared/roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import '../i18n';
import { loginAs, page, renderOrg, ServerError, stubServer } from '../test-utils';
import { type PeopleFilters, PeopleList } from './PeopleList';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const student = (id: number, username: string, extra = {}) => ({
  id,
  username,
  name: username.toUpperCase(),
  roleType: 1,
  brandId: 1,
  brandName: 'Qiming',
  schoolId: 11,
  schoolName: 'No.1',
  classId: 3,
  className: '八年级1班',
  grade: 8,
  phone: '',
  status: 1,
  lastLoginAt: null,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
  ...extra,
});

const listCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/getUserList'));

describe('PeopleList', { timeout: 30_000 }, () => {
  it('asks the server for one page of its role, then with the keyword; hands its filters to the toolbar', async () => {
    loginAs(RoleType.schooladmin);
    const server = stubServer((url) =>
      url.searchParams.get('keyword') === 'li'
        ? page([student(2, 'lina')])
        : page([student(1, 'zhang'), student(2, 'lina')], 41),
    );
    const seen: PeopleFilters[] = [];
    renderOrg(
      <PeopleList
        roles={[RoleType.student]}
        noun="students"
        showSchool={false}
        students
        ioToolbar={(filters) => {
          seen.push(filters);
          return <span>io</span>;
        }}
        testId="student-list"
      />,
    );
    expect(await screen.findByText('ZHANG')).toBeInTheDocument();
    const first = listCalls(server.calls)[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', pageSize: '20', roleType: '1' });
    expect(screen.getByText('41 in total')).toBeInTheDocument();
    expect(screen.getAllByText('Grade 8 · 八年级1班')).toHaveLength(2);
    expect(within(screen.getByTestId('people-toolbar')).getByText('io')).toBeInTheDocument();

    const search = screen.getByPlaceholderText('Start of name, username or phone');
    fireEvent.change(search, { target: { value: ' li ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('ZHANG')).toBeNull());
    const last = listCalls(server.calls).at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ page: '1', pageSize: '20', roleType: '1', keyword: 'li' });
    expect(seen.at(-1)).toEqual({
      keyword: 'li',
      roleType: 1,
      schoolId: undefined,
      grade: undefined,
      classId: undefined,
      status: undefined,
    });
  });

  it("a student's row links to its AI courses; a teacher's has no such link", async () => {
    loginAs(RoleType.schooladmin);
    stubServer(() => page([student(7, 'zhang')]));
    renderOrg(
      <PeopleList roles={[RoleType.student]} noun="students" showSchool={false} students testId="student-list" />,
    );
    const link = await screen.findByRole('link', { name: 'AI course: ZHANG' });
    expect(link).toHaveAttribute('href', '/myStudent/aiCourse?studentId=7');
    cleanup();
    renderOrg(<PeopleList roles={[RoleType.teacher]} noun="teachers" showSchool={false} testId="teacher-list" />);
    expect(await screen.findByText('ZHANG')).toBeInTheDocument();
    expect(screen.queryByTestId('user-action-ai-course')).toBeNull();
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    loginAs(RoleType.schooladmin);
    stubServer((url) => (url.searchParams.get('keyword') ? page([]) : page([student(1, 'zhang')])));
    renderOrg(<PeopleList roles={[RoleType.teacher]} noun="teachers" showSchool={false} testId="teacher-list" />);
    expect(await screen.findByText('ZHANG')).toBeInTheDocument();
    const search = screen.getByPlaceholderText('Start of name, username or phone');
    fireEvent.change(search, { target: { value: 'nobody' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Nothing matches the search and filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('ZHANG')).toBeInTheDocument();
  });

  it('an empty list says there is nobody yet', async () => {
    loginAs(RoleType.schooladmin);
    stubServer(() => page([]));
    renderOrg(<PeopleList roles={[RoleType.teacher]} noun="teachers" showSchool={false} testId="teacher-list" />);
    expect(await screen.findByText('No teachers yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    loginAs(RoleType.schooladmin);
    let fail = true;
    stubServer(() => (fail ? new ServerError(500, 'Database unavailable') : page([student(1, 'zhang')])));
    renderOrg(<PeopleList roles={[RoleType.teacher]} noun="teachers" showSchool={false} testId="teacher-list" />);
    expect(await screen.findByText('Could not load this')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ZHANG')).toBeInTheDocument();
  });

  it('several roles: one is always chosen, and the role column is shown', async () => {
    loginAs(RoleType.brandingAdmin);
    const server = stubServer((url) =>
      url.pathname.endsWith('/getUserList') ? page([student(5, 'helper', { roleType: 4 })]) : page([]),
    );
    renderOrg(
      <PeopleList
        roles={[RoleType.schooladmin, RoleType.courseConsultant]}
        noun="staff"
        showSchool
        testId="staff-list"
      />,
      '/user/teaStu?schoolId=7',
    );
    expect(await screen.findByText('Course consultant')).toBeInTheDocument();
    const users = server.calls.filter((c) => c.url.pathname.endsWith('/getUserList'));
    // The school from the query string filters the list (a school's page links here with ?schoolId=).
    expect(Object.fromEntries(users.at(-1)!.url.searchParams)).toMatchObject({ roleType: '3', schoolId: '7' });
  });
});
