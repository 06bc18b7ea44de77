import { and, type AnyColumn, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { RoleName } from '@edu/shared';
import {
  canManageContent,
  canReadBankRow,
  canReadCourse as canReadCourseRow,
  isContentManager,
} from '@edu/shared/access';
import { forbidden, notFound } from '../http/errors';
import type { AuthContext } from '../modules/auth';

export { mayLink } from '@edu/shared/access';

/**
 * The content caller (DESIGN.md section 3; the rules are @edu/shared/access's content policy): its role
 * and brand, `brandId` null for the platform admin. This file turns the policy into SQL conditions.
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

/** May change a row owned by `brandId` (null: platform). */
export function canManage(c: ContentCaller, brandId: number | null): boolean {
  return canManageContent(c, brandId);
}

export function requireManager(c: ContentCaller): void {
  if (!isContentManager(c.role)) throw forbidden();
}

/**
 * The owner brand of a new row: admin chooses (absent or null: platform), a brand admin always its brand
 * (asking for another brand or platform is refused).
 */
export function ownerForNew(c: ContentCaller, requested: number | null | undefined): number | null {
  if (c.role === 'admin') return requested ?? null;
  requireManager(c);
  // Platform content is not a brand admin's to create; another brand's id is out of scope, like an unknown one.
  if (requested === null) throw forbidden('You can only create content for your brand');
  if (requested !== undefined && requested !== c.brandId) throw notFound('Brand not found');
  return c.brandId;
}

/** Rows of the caller's brand or platform-wide; undefined (everything) for the admin. */
export function brandOrPlatform(c: ContentCaller, brandCol: AnyColumn): SQL | undefined {
  if (c.role === 'admin') return undefined;
  return or(isNull(brandCol), eq(brandCol, c.brandId ?? -1));
}

/** May read a row owned by `brandId` (bank rows: questions, knowledge points). */
export function canReadBank(c: ContentCaller, brandId: number | null): boolean {
  return canReadBankRow(c, brandId);
}

/** Course visibility as one condition on the courses table (canReadCourse as SQL). */
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
  return canReadCourseRow(c, row);
}
