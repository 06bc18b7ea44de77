import { canManageRole, orgScopeKindOfRoles, placementOf, staffRoles } from '@edu/shared/access';
import { RoleType } from '@edu/shared/roles';
import { describe, expect, it } from 'vitest';
import { findRoute, routesFor } from '../../app/route-table';
import { classDetailPath, supportKindOfRole, userDetailPath } from './roles';

describe('who manages whom (as the server decides)', () => {
  it('scope of each organization role', () => {
    expect(orgScopeKindOfRoles(['admin'])).toBe('platform');
    expect(orgScopeKindOfRoles(['brandingAdmin'])).toBe('brand');
    expect(orgScopeKindOfRoles(['schooladmin'])).toBe('school');
    expect(orgScopeKindOfRoles(['teacher'])).toBeUndefined();
  });

  it('manageable roles', () => {
    expect(canManageRole('school', RoleType.teacher)).toBe(true);
    expect(canManageRole('school', RoleType.schooladmin)).toBe(false);
    expect(canManageRole('brand', RoleType.schooladmin)).toBe(true);
    expect(canManageRole('brand', RoleType.brandingAdmin)).toBe(false);
    expect(canManageRole('platform', RoleType.brandingAdmin)).toBe(true);
    expect(canManageRole(undefined, RoleType.teacher)).toBe(false);
    expect(staffRoles('school')).toEqual([]);
    expect(staffRoles('brand')).toEqual([3, 4, 5, 8]);
  });

  it('placement of a new user by role', () => {
    expect(placementOf(RoleType.student)).toBe('school');
    expect(placementOf(RoleType.schooladmin)).toBe('school');
    expect(placementOf(RoleType.DL)).toBe('brandOptionalSchool');
    expect(placementOf(RoleType.brandingAdmin)).toBe('brand');
    expect(placementOf(RoleType.admin)).toBe('none');
    expect(supportKindOfRole(RoleType.courseConsultant)).toBe('consultant');
    expect(supportKindOfRole(RoleType.teacher)).toBeUndefined();
  });

  it('detail paths', () => {
    expect(userDetailPath({ id: 5, roleType: 1 })).toBe('/user/studentDetail?id=5');
    expect(userDetailPath({ id: 5, roleType: 0 })).toBe('/user/teacherDetail?id=5');
    expect(classDetailPath('school', 2)).toBe('/classList/classdetail?id=2');
    expect(classDetailPath('platform', 2)).toBe('/dashboard/classdetail?id=2');
  });
});

describe('role-dependent pages in the route table', () => {
  const titleFor = (role: string, path: string) => findRoute(path, routesFor([role]))?.meta.title;

  it('/dashboard/dashboard is a school list, a teacher list or my students by role', () => {
    expect(titleFor('admin', '/dashboard/dashboard')).toBe('schoolList');
    expect(titleFor('brandingAdmin', '/dashboard/dashboard')).toBe('schoolList');
    expect(titleFor('schooladmin', '/dashboard/dashboard')).toBe('teacherList');
    expect(titleFor('courseConsultant', '/dashboard/dashboard')).toBe('myStudents');
    expect(titleFor('teacher', '/dashboard/dashboard')).toBeUndefined();
  });

  it('the detail pages are one component for the admins and the school admin, with their own menus', async () => {
    for (const path of ['/user/teacherDetail', '/user/studentDetail']) {
      const admin = findRoute(path, routesFor(['admin']));
      const school = findRoute(path, routesFor(['schooladmin']));
      expect(admin?.meta.hidden && school?.meta.hidden).toBe(true);
      expect(admin?.meta.activeMenu).toBe('/user/teaStu');
      expect(school?.meta.activeMenu).not.toBe('/user/teaStu');
      expect([admin?.page, school?.page]).toEqual(['userDetail', 'userDetail']);
    }
  });

  it('each role sees its own lists only', () => {
    expect(titleFor('schooladmin', '/user/teaStu')).toBeUndefined();
    expect(titleFor('admin', '/studentList/studentList')).toBeUndefined();
    expect(titleFor('schooladmin', '/classList/classdetail')).toBe('classDetail');
    expect(titleFor('admin', '/dashboard/classdetail')).toBe('classDetail');
    expect(titleFor('brandingAdmin', '/classma/classlist')).toBe('classManagement');
  });
});
