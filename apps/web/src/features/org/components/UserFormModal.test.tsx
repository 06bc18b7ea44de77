import { RoleType } from '@edu/shared/roles';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import '../i18n';
import { loginAs, renderOrg, stubServer } from '../test-utils';
import { UserFormModal, userChanges } from './UserFormModal';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('UserFormModal', { timeout: 30_000 }, () => {
  it('checks the fields like the server and sends nothing while they are wrong', async () => {
    loginAs(RoleType.schooladmin);
    const server = stubServer(() => ({}));
    renderOrg(<UserFormModal open roles={[RoleType.teacher]} onClose={() => undefined} />);
    save();
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    fireEvent.change(field('Username'), { target: { value: 'a b' } });
    fireEvent.change(field('Phone'), { target: { value: '12ab' } });
    fireEvent.change(field('Initial password'), { target: { value: '12345' } });
    fireEvent.change(field('Confirm password'), { target: { value: '1234' } });
    save();
    expect(await screen.findByText('Only letters, digits and . _ @ -')).toBeInTheDocument();
    expect(screen.getByText('Only digits, spaces, + and -')).toBeInTheDocument();
    expect(screen.getByText('Cannot be less than 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.pathname.endsWith('/saveUser'))).toHaveLength(0);
  });

  it("a school admin's new teacher: no school field, the password as MD5", async () => {
    loginAs(RoleType.schooladmin);
    const onClose = vi.fn();
    const server = stubServer((url) =>
      url.pathname.endsWith('/saveUser') ? { id: 9, name: 'Li Na', username: 'lina2', roleType: 0 } : {},
    );
    renderOrg(<UserFormModal open roles={[RoleType.teacher]} onClose={onClose} />);
    expect(screen.getByText('New Teacher')).toBeInTheDocument();
    expect(screen.queryByText('School')).toBeNull();
    fireEvent.change(field('Username'), { target: { value: ' lina2 ' } });
    fireEvent.change(field('Name'), { target: { value: 'Li Na' } });
    fireEvent.change(field('Initial password'), { target: { value: 'demo123' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'demo123' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = server.calls.find((c) => c.url.pathname.endsWith('/saveUser'));
    expect(call?.method).toBe('POST');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({
      roleType: '0',
      username: 'lina2',
      name: 'Li Na',
      pwd: '62cc2d8b4bf2d8728120d052163a77df',
    });
  });

  it('an admin creating a helper without a school must name its brand', async () => {
    loginAs(RoleType.admin);
    stubServer((url) => (url.pathname.endsWith('/getAllBrand') ? [] : { list: [], total: 0, page: 1, pageSize: 20 }));
    renderOrg(<UserFormModal open roles={[RoleType.courseConsultant]} onClose={() => undefined} />);
    expect(screen.getByText('Optional: a helper may serve the whole brand.')).toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toBeInTheDocument();
    expect(screen.getByLabelText('School')).toBeInTheDocument();
  });
});

describe('userChanges', () => {
  const row = {
    id: 4,
    username: 'lina',
    name: 'Li Na',
    roleType: 1,
    brandId: 1,
    brandName: 'B',
    schoolId: 2,
    schoolName: 'S',
    classId: null,
    className: null,
    grade: null,
    phone: '',
    status: 1,
    lastLoginAt: null,
    createdAt: '',
    updatedAt: '',
    introduction: 'hi',
  };

  it('an edit sends only what changed', () => {
    expect(
      userChanges(row, { roleType: 1, username: 'lina', name: 'Li Na', phone: '', introduction: 'hi', schoolId: 2 }),
    ).toEqual({
      id: 4,
    });
    expect(userChanges(row, { roleType: 1, username: 'lina3', name: ' Li ', phone: '1', schoolId: 3 })).toEqual({
      id: 4,
      username: 'lina3',
      name: 'Li',
      phone: '1',
      schoolId: 3,
    });
  });

  it('a create sends every field, empty optional ones left out', () => {
    expect(
      userChanges(undefined, { roleType: 0, username: ' t ', name: 'T', password: 'secret', phone: ' ', schoolId: 5 }),
    ).toEqual({
      roleType: 0,
      username: 't',
      name: 'T',
      password: 'secret',
      phone: undefined,
      introduction: undefined,
      schoolId: 5,
      brandId: undefined,
    });
  });
});
