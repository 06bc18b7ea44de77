import { RoleType, type RoleCode } from '../roles';
import type { RoleSet } from './roles';

/**
 * Role preview (spec section 4's role change; issue 14 item 5): an admin sees the console as a user of
 * another role would, through a read-only, short-lived preview session (apps/server/src/modules/auth/preview.ts).
 * The platform admin previews anyone but admins; a brand admin the users of its own brand, likewise.
 */
export const PREVIEW_ADMINS = ['admin', 'brandingAdmin'] as const satisfies RoleSet;

/** The roles a preview may take: every role but the admins' (a preview cannot show another admin's console). */
export const PREVIEWABLE_ROLE_CODES: readonly RoleCode[] = [
  RoleType.teacher,
  RoleType.student,
  RoleType.schooladmin,
  RoleType.courseConsultant,
  RoleType.DL,
  RoleType.correctionTeacher,
];

/** How long a preview lasts; it is not renewed (and never outlives the admin's own session). */
export const PREVIEW_TTL_MS = 30 * 60_000;

export function isPreviewableRole(roleType: number): boolean {
  return (PREVIEWABLE_ROLE_CODES as readonly number[]).includes(roleType);
}
