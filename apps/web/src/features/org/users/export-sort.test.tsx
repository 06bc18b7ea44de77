import { RoleType } from '@edu/shared/roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import '../i18n';
import { loginAs, page, renderOrg, stubServer } from '../test-utils';

const feedback = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../app/feedback', () => feedback);

const { default: TeacherListPage } = await import('./TeacherListPage');
const { default: StudentListPage } = await import('./StudentListPage');
const { default: TeaStuPage } = await import('./TeaStuPage');

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  // the download link of the saved file: jsdom cannot navigate
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  feedback.toastSuccess.mockReset();
  feedback.toastError.mockReset();
});

const person = (id: number, username: string, roleType: number) => ({
  id,
  username,
  name: username.toUpperCase(),
  roleType,
  brandId: 1,
  brandName: 'Qiming',
  schoolId: 11,
  schoolName: 'No.1',
  classId: roleType === RoleType.student ? 3 : null,
  className: roleType === RoleType.student ? '八年级1班' : null,
  grade: roleType === RoleType.student ? 8 : null,
  phone: '',
  status: 1,
  lastLoginAt: null,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
});

/** The list from a stubbed server; the export answers a CSV file. Returns the export requests' queries. */
function serve(roleType: number) {
  const server = stubServer((url) => {
    if (url.pathname.endsWith('/getUserList')) return page([person(1, 'zhang', roleType), person(2, 'li', roleType)]);
    return page([]);
  });
  const exports: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (!url.pathname.endsWith('/exportUsers')) return server.fetchMock(input, init);
    exports.push(url.searchParams);
    return new Response('\ufeffID,Username\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="x.csv"' },
    });
  });
  return { server, exports };
}

async function exportCsv(list: HTMLElement) {
  fireEvent.click(within(list).getByTestId('export-open'));
  fireEvent.click(await screen.findByTestId('export-csv'));
}

/** Clicks a column header (antd cycles ascend → descend → none) and waits for the list to ask for it. */
async function sortBy(
  list: HTMLElement,
  title: string,
  calls: { url: URL }[],
  expected: Record<string, string | null>,
) {
  fireEvent.click(within(list).getAllByText(title, { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => {
    const last = calls.filter((c) => c.url.pathname.endsWith('/getUserList')).at(-1)!.url.searchParams;
    expect({ sort: last.get('sort'), order: last.get('order') }).toEqual(expected);
  });
}

describe('people lists: the export follows the table’s sort', { timeout: 30_000 }, () => {
  const cases: [string, ComponentType, number, number, string][] = [
    ['TeacherListPage (school admin)', TeacherListPage, RoleType.schooladmin, RoleType.teacher, 'teacher-list'],
    ['StudentListPage (school admin)', StudentListPage, RoleType.schooladmin, RoleType.student, 'student-list'],
    ['TeaStuPage (brand admin, teachers tab)', TeaStuPage, RoleType.brandingAdmin, RoleType.teacher, 'teacher-list'],
  ];

  it.each(cases)('%s', async (_name, Page, caller, roleType, testId) => {
    loginAs(caller);
    const { server, exports } = serve(roleType);
    renderOrg(<Page />);
    const list = await screen.findByTestId(testId);
    expect(await within(list).findByText('ZHANG')).toBeInTheDocument();

    // No sort chosen: the export asks for none (the server's default order).
    await exportCsv(list);
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]!.has('sort')).toBe(false);
    expect(exports[0]!.has('order')).toBe(false);

    await sortBy(list, 'Name', server.calls, { sort: 'name', order: 'asc' });
    await exportCsv(list);
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(Object.fromEntries(exports[1]!)).toMatchObject({
      format: 'csv',
      roleType: String(roleType),
      sort: 'name',
      order: 'asc',
    });

    await sortBy(list, 'Name', server.calls, { sort: 'name', order: 'desc' });
    await exportCsv(list);
    await waitFor(() => expect(exports).toHaveLength(3));
    expect(Object.fromEntries(exports[2]!)).toMatchObject({ sort: 'name', order: 'desc' });

    // Sort cleared (third click): the export drops it too.
    await sortBy(list, 'Name', server.calls, { sort: null, order: null });
    await exportCsv(list);
    await waitFor(() => expect(exports).toHaveLength(4));
    expect(exports[3]!.has('sort')).toBe(false);
    expect(feedback.toastSuccess).toHaveBeenCalledWith('Exported: x.csv');
  });
});
