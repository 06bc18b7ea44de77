import type { RoleName } from '../roles';

/**
 * Who may do what with content (DESIGN.md section 3). A row's owner brand is null for platform-wide
 * content.
 * - admin: reads and manages everything (platform content, and any brand's).
 * - brandingAdmin: manages its brand's content; reads platform content (published courses only).
 * - teacher, student: read published courses (and their published lessons) of their brand and
 *   platform-wide ones. Teachers also read the question bank (brand + platform) to pick exercises.
 * - correctionTeacher: reads the question bank and published book courses (spec section 2).
 * The server turns the same rules into SQL conditions (apps/server/src/modules/content/scope.ts).
 */
export interface ContentActor {
  role: RoleName;
  /** null for the platform admin */
  brandId: number | null;
}

export function isContentManager(role: RoleName): boolean {
  return role === 'admin' || role === 'brandingAdmin';
}

/** May change a row owned by `ownerBrandId` (null: platform). */
export function canManageContent(actor: ContentActor, ownerBrandId: number | null): boolean {
  if (actor.role === 'admin') return true;
  return actor.role === 'brandingAdmin' && ownerBrandId !== null && ownerBrandId === actor.brandId;
}

/** May read a bank row (question, knowledge point) owned by `ownerBrandId`. */
export function canReadBankRow(actor: ContentActor, ownerBrandId: number | null): boolean {
  return actor.role === 'admin' || ownerBrandId === null || ownerBrandId === actor.brandId;
}

/** May read a course (and so its published lessons). */
export function canReadCourse(
  actor: ContentActor,
  course: { brandId: number | null; published: boolean; kind: string },
): boolean {
  if (canManageContent(actor, course.brandId)) return true;
  if (!course.published) return false;
  if (course.brandId !== null && course.brandId !== actor.brandId) return false;
  if (actor.role === 'correctionTeacher') return course.kind === 'book';
  return true;
}

/** Content owned by `owner` may use (link) content owned by `used`: platform uses platform, a brand its own and platform. */
export function mayLink(owner: number | null, used: number | null): boolean {
  return used === null || used === owner;
}
