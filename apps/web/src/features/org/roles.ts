import { type RoleCode, type RoleName, RoleType, roleNameOf } from '@edu/shared/roles';

/**
 * Who may manage whom, as the server's organization module decides it (apps/server/src/modules/org/
 * scope.ts): the platform admin every role, a brand admin the school roles and the helpers of its brand,
 * a school admin the teachers and students of its school.
 */
export type OrgScopeKind = 'platform' | 'brand' | 'school';

export function scopeKindOf(roles: readonly string[]): OrgScopeKind | undefined {
  if (roles.includes('admin')) return 'platform';
  if (roles.includes('brandingAdmin')) return 'brand';
  if (roles.includes('schooladmin')) return 'school';
  return undefined;
}

export const MANAGEABLE_ROLES: Record<OrgScopeKind, readonly RoleCode[]> = {
  platform: [
    RoleType.teacher,
    RoleType.student,
    RoleType.schooladmin,
    RoleType.courseConsultant,
    RoleType.DL,
    RoleType.correctionTeacher,
    RoleType.brandingAdmin,
    RoleType.admin,
  ],
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

export function manageableRoles(scope: OrgScopeKind | undefined): readonly RoleCode[] {
  return scope ? MANAGEABLE_ROLES[scope] : [];
}

export function canManageRole(scope: OrgScopeKind | undefined, roleType: number): boolean {
  return (manageableRoles(scope) as readonly number[]).includes(roleType);
}

/** Roles that always belong to a school. */
export const SCHOOL_ROLES: readonly number[] = [RoleType.teacher, RoleType.student, RoleType.schooladmin];
/** Helpers: belong to a brand, optionally to one of its schools. */
export const HELPER_ROLES: readonly number[] = [RoleType.courseConsultant, RoleType.DL, RoleType.correctionTeacher];

/** Where a user of a role is placed: a school (required), a brand and maybe a school, a brand, or nothing. */
export type Placement = 'school' | 'brandOptionalSchool' | 'brand' | 'none';

export function placementOf(roleType: number): Placement {
  if (SCHOOL_ROLES.includes(roleType)) return 'school';
  if (HELPER_ROLES.includes(roleType)) return 'brandOptionalSchool';
  if (roleType === RoleType.brandingAdmin) return 'brand';
  return 'none';
}

/** The roles of the "staff" tab of /user/teaStu: every manageable role but teachers and students. */
export function staffRoles(scope: OrgScopeKind | undefined): readonly RoleCode[] {
  return manageableRoles(scope).filter((r) => r !== RoleType.teacher && r !== RoleType.student);
}

/** The detail page of a user: students have theirs, everyone else the teacher (staff) detail page. */
export function userDetailPath(user: { id: number; roleType: number }): string {
  return user.roleType === RoleType.student ? `/user/studentDetail?id=${user.id}` : `/user/teacherDetail?id=${user.id}`;
}

/** Role names of the role codes, for translation keys. */
export function roleKey(roleType: number): RoleName | 'unknown' {
  return roleNameOf(roleType) ?? 'unknown';
}

/** The class pages of a role: a school admin's under /classList, the admins' under /dashboard. */
export function classDetailPath(scope: OrgScopeKind | undefined, classId: number): string {
  return scope === 'school' ? `/classList/classdetail?id=${classId}` : `/dashboard/classdetail?id=${classId}`;
}

/** A positive integer id from a query string value, or undefined. */
export function idFromQuery(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export type SupportKindName = 'consultant' | 'dl' | 'correction';
export const SUPPORT_KINDS: readonly SupportKindName[] = ['consultant', 'dl', 'correction'];
/** The helper role of each kind of support link (the contracts' SUPPORT_KIND_ROLE). */
export const SUPPORT_KIND_ROLE: Record<SupportKindName, RoleCode> = {
  consultant: RoleType.courseConsultant,
  dl: RoleType.DL,
  correction: RoleType.correctionTeacher,
};

export function supportKindOfRole(roleType: number): SupportKindName | undefined {
  return SUPPORT_KINDS.find((k) => SUPPORT_KIND_ROLE[k] === roleType);
}
