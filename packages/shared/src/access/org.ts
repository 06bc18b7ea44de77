import { type RoleCode, type RoleName, RoleType } from '../roles';

/**
 * Who manages whom in the organization (DESIGN.md section 3): the platform admin everything, a brand
 * admin its brand's schools and their people, a school admin the teachers and students of its school.
 * The server's scope checks (apps/server/src/modules/org/scope.ts) and the web's show/hide decisions
 * both ask these functions.
 */
export type OrgScopeKind = 'platform' | 'brand' | 'school';

/** The organization scope of a role; undefined for roles that manage no one. */
export function orgScopeKindOf(role: RoleName): OrgScopeKind | undefined {
  switch (role) {
    case 'admin':
      return 'platform';
    case 'brandingAdmin':
      return 'brand';
    case 'schooladmin':
      return 'school';
    default:
      return undefined;
  }
}

/** The organization scope of a user with these roles (the widest of them). */
export function orgScopeKindOfRoles(roles: readonly string[]): OrgScopeKind | undefined {
  for (const role of ['admin', 'brandingAdmin', 'schooladmin'] as const) {
    if (roles.includes(role)) return orgScopeKindOf(role);
  }
  return undefined;
}

/** Roles of the users each scope may create, change, disable and delete: each scope those of the one below and more. */
const SCHOOL_MANAGED: readonly RoleCode[] = [RoleType.teacher, RoleType.student];
const BRAND_MANAGED: readonly RoleCode[] = [
  ...SCHOOL_MANAGED,
  RoleType.schooladmin,
  RoleType.courseConsultant,
  RoleType.DL,
  RoleType.correctionTeacher,
];
export const MANAGEABLE_ROLES: Record<OrgScopeKind, readonly RoleCode[]> = {
  platform: [...BRAND_MANAGED, RoleType.brandingAdmin, RoleType.admin],
  brand: BRAND_MANAGED,
  school: SCHOOL_MANAGED,
};

export function manageableRoles(scope: OrgScopeKind | undefined): readonly RoleCode[] {
  return scope ? MANAGEABLE_ROLES[scope] : [];
}

export function canManageRole(scope: OrgScopeKind | undefined, roleType: number): boolean {
  return (manageableRoles(scope) as readonly number[]).includes(roleType);
}

/** The roles of the "staff" tab of /user/teaStu: every manageable role but teachers and students. */
export function staffRoles(scope: OrgScopeKind | undefined): readonly RoleCode[] {
  return manageableRoles(scope).filter((r) => r !== RoleType.teacher && r !== RoleType.student);
}

/** Roles that always belong to a school. */
export const SCHOOL_ROLE_CODES: readonly number[] = [RoleType.teacher, RoleType.student, RoleType.schooladmin];
/** Helpers: belong to a brand, optionally to one of its schools. */
export const HELPER_ROLE_CODES: readonly number[] = [
  RoleType.courseConsultant,
  RoleType.DL,
  RoleType.correctionTeacher,
];

/** Where a user of a role is placed: a school (required), a brand and maybe a school, a brand, or nothing. */
export type Placement = 'school' | 'brandOptionalSchool' | 'brand' | 'none';

export function placementOf(roleType: number): Placement {
  if (SCHOOL_ROLE_CODES.includes(roleType)) return 'school';
  if (HELPER_ROLE_CODES.includes(roleType)) return 'brandOptionalSchool';
  if (roleType === RoleType.brandingAdmin) return 'brand';
  return 'none';
}
