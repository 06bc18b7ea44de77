import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import { type RoleCode, RoleType } from '@edu/shared';
import { forbidden } from '../../http/errors';
import type { AuthContext } from '../auth/sessions';

/**
 * What an organization admin may reach (DESIGN.md section 3): the platform admin everything, a brand
 * admin its brand's schools and their people, a school admin its school. Other roles reach none of the
 * organization endpoints.
 */
export type OrgScope =
  | { kind: 'platform' }
  | { kind: 'brand'; brandId: number }
  | { kind: 'school'; brandId: number; schoolId: number };

export function orgScopeOf(auth: AuthContext): OrgScope {
  switch (auth.roleName) {
    case 'admin':
      return { kind: 'platform' };
    case 'brandingAdmin':
      if (auth.brandId === null) throw forbidden('This account has no brand');
      return { kind: 'brand', brandId: auth.brandId };
    case 'schooladmin':
      if (auth.schoolId === null || auth.brandId === null) throw forbidden('This account has no school');
      return { kind: 'school', brandId: auth.brandId, schoolId: auth.schoolId };
    default:
      throw forbidden();
  }
}

/** Columns of a tenant-owned table: every such row carries its brand and (where it has one) its school. */
export interface TenantColumns {
  brandId: AnyColumn;
  schoolId: AnyColumn;
}

/** The one indexed condition that keeps a query inside the scope; undefined for the platform admin. */
export function scopeWhere(scope: OrgScope, cols: TenantColumns): SQL | undefined {
  switch (scope.kind) {
    case 'platform':
      return undefined;
    case 'brand':
      return eq(cols.brandId, scope.brandId);
    case 'school':
      return eq(cols.schoolId, scope.schoolId);
  }
}

/** The same rule for a row already loaded. */
export function inScope(scope: OrgScope, row: { brandId: number | null; schoolId: number | null }): boolean {
  switch (scope.kind) {
    case 'platform':
      return true;
    case 'brand':
      return row.brandId === scope.brandId;
    case 'school':
      return row.schoolId === scope.schoolId;
  }
}

/** Roles of the users each scope may create, change, disable and delete. */
export const MANAGEABLE_ROLES: Record<OrgScope['kind'], readonly RoleCode[]> = {
  platform: Object.values(RoleType),
  brand: [
    RoleType.teacher,
    RoleType.student,
    RoleType.schooladmin,
    RoleType.courseConsultant,
    RoleType.DL,
    RoleType.correctionTeacher,
  ],
  school: [RoleType.teacher, RoleType.student],
};

export function canManageRole(scope: OrgScope, roleType: number): boolean {
  return (MANAGEABLE_ROLES[scope.kind] as readonly number[]).includes(roleType);
}

/** Roles that always belong to a school. */
export const SCHOOL_ROLES: readonly number[] = [RoleType.teacher, RoleType.student, RoleType.schooladmin];
/** Helpers: belong to a brand, optionally to one of its schools. */
export const HELPER_ROLES: readonly number[] = [RoleType.courseConsultant, RoleType.DL, RoleType.correctionTeacher];
