import type { OrgScopeKind } from '@edu/shared/access';
import { type RoleCode, type RoleName, RoleType, roleNameOf } from '@edu/shared/roles';

/*
 * What the organization pages add to the shared access policy (@edu/shared/access: who manages whom,
 * where a user of a role is placed): where a user's or a class's page is, role names for the texts, the
 * kinds of support link.
 */

/** The detail page of a user: students have theirs, everyone else the teacher (staff) detail page. */
export function userDetailPath(user: { id: number; roleType: number }): string {
  return user.roleType === RoleType.student ? `/user/studentDetail?id=${user.id}` : `/user/teacherDetail?id=${user.id}`;
}

/** A student's AI courses (features/learning/ai-course: the page its teacher and the admins over it open). */
export function studentAiCoursePath(studentId: number): string {
  return `/myStudent/aiCourse?studentId=${studentId}`;
}

/** Role names of the role codes, for translation keys. */
export function roleKey(roleType: number): RoleName | 'unknown' {
  return roleNameOf(roleType) ?? 'unknown';
}

/** The class pages of a role: a school admin's under /classList, the admins' under /dashboard. */
export function classDetailPath(scope: OrgScopeKind | undefined, classId: number): string {
  return scope === 'school' ? `/classList/classdetail?id=${classId}` : `/dashboard/classdetail?id=${classId}`;
}

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
