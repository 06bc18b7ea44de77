import { describe, expect, it } from 'vitest';
import { type RoleName, RoleType } from '@edu/shared';
import type { AuthContext } from '../modules/auth';
import { canManageRole, inScope, orgScopeOf } from './org';

function auth(roleName: RoleName, brandId: number | null, schoolId: number | null): AuthContext {
  return {
    userId: 1,
    username: 'u',
    name: 'U',
    roleType: RoleType[roleName],
    roleName,
    brandId,
    schoolId,
    sessionId: 1,
    avatarUrl: '',
    introduction: '',
    preview: null,
  };
}

describe('orgScopeOf', () => {
  it('maps the three admin roles to their scope', () => {
    expect(orgScopeOf(auth('admin', null, null))).toEqual({ kind: 'platform' });
    expect(orgScopeOf(auth('brandingAdmin', 4, null))).toEqual({ kind: 'brand', brandId: 4 });
    expect(orgScopeOf(auth('schooladmin', 4, 9))).toEqual({ kind: 'school', brandId: 4, schoolId: 9 });
  });

  it.each(['teacher', 'student', 'courseConsultant', 'DL', 'correctionTeacher'] as const)(
    'refuses %s with 403',
    (role) => {
      expect(() => orgScopeOf(auth(role, 1, 1))).toThrow(expect.objectContaining({ code: 403 }));
    },
  );

  it('refuses scoped admins without their brand or school', () => {
    expect(() => orgScopeOf(auth('brandingAdmin', null, null))).toThrow(expect.objectContaining({ code: 403 }));
    expect(() => orgScopeOf(auth('schooladmin', 1, null))).toThrow(expect.objectContaining({ code: 403 }));
  });
});

describe('inScope and canManageRole', () => {
  const platform = { kind: 'platform' } as const;
  const brand = { kind: 'brand', brandId: 1 } as const;
  const school = { kind: 'school', brandId: 1, schoolId: 5 } as const;

  it('keeps each scope to its rows', () => {
    const row = { brandId: 1, schoolId: 5 };
    const otherSchool = { brandId: 1, schoolId: 6 };
    const otherBrand = { brandId: 2, schoolId: 7 };
    expect([platform, brand, school].map((s) => inScope(s, row))).toEqual([true, true, true]);
    expect([platform, brand, school].map((s) => inScope(s, otherSchool))).toEqual([true, true, false]);
    expect([platform, brand, school].map((s) => inScope(s, otherBrand))).toEqual([true, false, false]);
    expect(inScope(brand, { brandId: null, schoolId: null })).toBe(false);
  });

  it('lets each scope manage only its roles', () => {
    const roles = Object.values(RoleType);
    expect(roles.filter((r) => canManageRole(platform, r))).toEqual(roles);
    expect(roles.filter((r) => canManageRole(brand, r)).sort()).toEqual([0, 1, 3, 4, 5, 8]);
    expect(roles.filter((r) => canManageRole(school, r)).sort()).toEqual([0, 1]);
  });
});
