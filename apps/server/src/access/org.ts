import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import { canManageRole as canManageRoleIn, orgScopeKindOf } from '@edu/shared/access';
import { forbidden } from '../http/errors';
import type { AuthContext } from '../modules/auth';

export { HELPER_ROLE_CODES as HELPER_ROLES, SCHOOL_ROLE_CODES as SCHOOL_ROLES } from '@edu/shared/access';

/**
 * What an organization admin may reach (DESIGN.md section 3): the platform admin everything, a brand
 * admin its brand's schools and their people, a school admin its school. Other roles reach none of the
 * organization endpoints. The policy is shared (@edu/shared/access); this file turns it into the
 * server's scope value and its SQL condition.
 */
export type OrgScope =
  | { kind: 'platform' }
  | { kind: 'brand'; brandId: number }
  | { kind: 'school'; brandId: number; schoolId: number };

export function orgScopeOf(auth: AuthContext): OrgScope {
  switch (orgScopeKindOf(auth.roleName)) {
    case 'platform':
      return { kind: 'platform' };
    case 'brand':
      if (auth.brandId === null) throw forbidden('This account has no brand');
      return { kind: 'brand', brandId: auth.brandId };
    case 'school':
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

/** May this scope create, change, disable and delete users of this role. */
export function canManageRole(scope: OrgScope, roleType: number): boolean {
  return canManageRoleIn(scope.kind, roleType);
}
