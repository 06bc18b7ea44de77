import { and, type AnyColumn, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { RoleName } from '@edu/shared';
import { forbidden } from '../../http/errors';
import type { AuthContext } from '../auth/sessions';

/**
 * Who may do what with content (issue 4 item 5, DESIGN.md section 3). `brand_id` null is platform-wide
 * content.
 * - admin: reads and manages everything (platform content, and any brand's).
 * - brandingAdmin: manages its brand's content; reads platform content (published courses only).
 * - teacher, student: read published courses (and their published lessons) of their brand and
 *   platform-wide ones. Teachers also read the question bank (brand + platform) to pick exercises.
 * - correctionTeacher: reads the question bank and published book courses (spec section 2).
 * Materials have their own rule (materials/service.ts): teachers their own, students what is shared
 * with their classes.
 */
export interface ContentCaller {
  userId: number;
  role: RoleName;
  /** null for the platform admin */
  brandId: number | null;
}

export function callerOf(auth: AuthContext): ContentCaller {
  if (auth.roleName !== 'admin' && auth.brandId === null) throw forbidden('This account has no brand');
  return { userId: auth.userId, role: auth.roleName, brandId: auth.brandId };
}

/** Roles that manage content (courses, questions, knowledge points). */
export const CONTENT_MANAGERS = ['admin', 'brandingAdmin'] as const satisfies readonly RoleName[];
/** Roles that read courses. */
export const COURSE_READERS = [
  'admin',
  'brandingAdmin',
  'teacher',
  'student',
  'correctionTeacher',
] as const satisfies readonly RoleName[];
/** Roles that read the question bank and the knowledge-point trees. */
export const BANK_READERS = [
  'admin',
  'brandingAdmin',
  'teacher',
  'correctionTeacher',
] as const satisfies readonly RoleName[];

export function isAdmin(c: ContentCaller): boolean {
  return c.role === 'admin';
}

/** May change a row owned by `brandId` (null: platform). */
export function canManage(c: ContentCaller, brandId: number | null): boolean {
  if (c.role === 'admin') return true;
  return c.role === 'brandingAdmin' && brandId !== null && brandId === c.brandId;
}

export function requireManager(c: ContentCaller): void {
  if (c.role !== 'admin' && c.role !== 'brandingAdmin') throw forbidden();
}

/**
 * The owner brand of a new row: admin chooses (absent or null: platform), a brand admin always its brand
 * (asking for another brand or platform is refused).
 */
export function ownerForNew(c: ContentCaller, requested: number | null | undefined): number | null {
  if (c.role === 'admin') return requested ?? null;
  requireManager(c);
  if (requested !== undefined && requested !== c.brandId) throw forbidden('You can only create content for your brand');
  return c.brandId;
}

/** Rows of the caller's brand or platform-wide; undefined (everything) for the admin. */
export function brandOrPlatform(c: ContentCaller, brandCol: AnyColumn): SQL | undefined {
  if (c.role === 'admin') return undefined;
  return or(isNull(brandCol), eq(brandCol, c.brandId ?? -1));
}

/** May read a row owned by `brandId` (bank rows: questions, knowledge points). */
export function canReadBank(c: ContentCaller, brandId: number | null): boolean {
  return c.role === 'admin' || brandId === null || brandId === c.brandId;
}

/** Course visibility as one condition on the courses table. */
export function courseVisibility(
  c: ContentCaller,
  cols: { brandId: AnyColumn; published: AnyColumn; kind: AnyColumn },
): SQL | undefined {
  switch (c.role) {
    case 'admin':
      return undefined;
    case 'brandingAdmin':
      return or(eq(cols.brandId, c.brandId ?? -1), and(isNull(cols.brandId), eq(cols.published, true)));
    case 'correctionTeacher':
      return and(eq(cols.published, true), eq(cols.kind, 'book'), brandOrPlatform(c, cols.brandId));
    default:
      return and(eq(cols.published, true), brandOrPlatform(c, cols.brandId));
  }
}

/** The same rule for a row already loaded. */
export function canReadCourse(c: ContentCaller, row: { brandId: number | null; published: boolean; kind: string }) {
  if (canManage(c, row.brandId)) return true;
  if (!row.published) return false;
  if (row.brandId !== null && row.brandId !== c.brandId) return false;
  if (c.role === 'correctionTeacher') return row.kind === 'book';
  return true;
}

/** Content owned by `owner` may use (link) content owned by `used`: platform uses platform, a brand its own and platform. */
export function mayLink(owner: number | null, used: number | null): boolean {
  return used === null || used === owner;
}
