import { describe, expect, it } from 'vitest';
import { RoleType } from '../roles';
import {
  canManageContent,
  canManageRole,
  canReadBankRow,
  canReadCourse,
  hasAnyRole,
  mayLink,
  ORG_ADMINS,
  orgScopeKindOf,
  orgScopeKindOfRoles,
  placementOf,
  staffRoles,
} from './index';

describe('organization policy', () => {
  it('gives each admin role its scope and the widest for several roles', () => {
    expect(orgScopeKindOf('admin')).toBe('platform');
    expect(orgScopeKindOf('brandingAdmin')).toBe('brand');
    expect(orgScopeKindOf('schooladmin')).toBe('school');
    for (const role of ['teacher', 'student', 'courseConsultant', 'DL', 'correctionTeacher'] as const) {
      expect(orgScopeKindOf(role)).toBeUndefined();
    }
    expect(orgScopeKindOfRoles(['schooladmin', 'brandingAdmin'])).toBe('brand');
    expect(orgScopeKindOfRoles([])).toBeUndefined();
  });

  it('lets each scope manage its roles only', () => {
    const all = Object.values(RoleType);
    expect(all.filter((r) => canManageRole('platform', r))).toEqual(all);
    expect(all.filter((r) => canManageRole('brand', r)).sort()).toEqual([0, 1, 3, 4, 5, 8]);
    expect(all.filter((r) => canManageRole('school', r)).sort()).toEqual([0, 1]);
    expect(canManageRole(undefined, RoleType.teacher)).toBe(false);
    expect(staffRoles('school')).toEqual([]);
    expect(staffRoles('brand')).toEqual([3, 4, 5, 8]);
  });

  it('places a new user by role', () => {
    expect(placementOf(RoleType.student)).toBe('school');
    expect(placementOf(RoleType.schooladmin)).toBe('school');
    expect(placementOf(RoleType.DL)).toBe('brandOptionalSchool');
    expect(placementOf(RoleType.brandingAdmin)).toBe('brand');
    expect(placementOf(RoleType.admin)).toBe('none');
  });

  it('matches role sets', () => {
    expect(hasAnyRole(['teacher', 'schooladmin'], ORG_ADMINS)).toBe(true);
    expect(hasAnyRole(['teacher'], ORG_ADMINS)).toBe(false);
  });
});

describe('content policy', () => {
  const admin = { role: 'admin', brandId: null } as const;
  const brandAdmin = { role: 'brandingAdmin', brandId: 1 } as const;
  const teacher = { role: 'teacher', brandId: 1 } as const;
  const corrector = { role: 'correctionTeacher', brandId: 1 } as const;

  it('lets the admin manage everything and a brand admin its brand only', () => {
    expect(canManageContent(admin, null)).toBe(true);
    expect(canManageContent(admin, 7)).toBe(true);
    expect(canManageContent(brandAdmin, 1)).toBe(true);
    expect(canManageContent(brandAdmin, null)).toBe(false);
    expect(canManageContent(brandAdmin, 2)).toBe(false);
    expect(canManageContent(teacher, 1)).toBe(false);
  });

  it('reads bank rows of the brand and the platform', () => {
    expect(canReadBankRow(teacher, null)).toBe(true);
    expect(canReadBankRow(teacher, 1)).toBe(true);
    expect(canReadBankRow(teacher, 2)).toBe(false);
    expect(canReadBankRow(admin, 2)).toBe(true);
  });

  it('reads published courses of the brand and the platform; correction teachers book courses only', () => {
    const course = (brandId: number | null, published: boolean, kind = 'normal') => ({ brandId, published, kind });
    expect(canReadCourse(teacher, course(1, true))).toBe(true);
    expect(canReadCourse(teacher, course(null, true))).toBe(true);
    expect(canReadCourse(teacher, course(1, false))).toBe(false);
    expect(canReadCourse(teacher, course(2, true))).toBe(false);
    expect(canReadCourse(brandAdmin, course(1, false))).toBe(true);
    expect(canReadCourse(corrector, course(1, true))).toBe(false);
    expect(canReadCourse(corrector, course(1, true, 'book'))).toBe(true);
  });

  it('links platform content everywhere and brand content within its brand', () => {
    expect(mayLink(1, null)).toBe(true);
    expect(mayLink(1, 1)).toBe(true);
    expect(mayLink(1, 2)).toBe(false);
    expect(mayLink(null, 1)).toBe(false);
  });
});
