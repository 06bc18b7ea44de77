import { eq } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import { brands, schools } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { Exec } from '../../../db/queries';
import { canManageRole, HELPER_ROLES, inScope, type OrgScope, SCHOOL_ROLES } from '../../../access/org';

export interface Placement {
  brandId: number | null;
  schoolId: number | null;
}

/**
 * Where a user of this role goes, checked against the caller's scope. Schools and brands the caller
 * cannot reach answer 404 like unknown ones.
 *  - admin: no brand, no school (platform admin only)
 *  - brandingAdmin: a brand, no school (platform admin only; addBrandUser)
 *  - teacher, student, schooladmin: a school of a brand; the brand is the school's
 *  - helpers (courseConsultant, DL, correctionTeacher): a brand, optionally one of its schools
 */
export async function resolvePlacement(
  tx: Exec,
  scope: OrgScope,
  roleType: number,
  schoolId: number | null,
  brandId: number | undefined,
): Promise<Placement> {
  if (!canManageRole(scope, roleType)) throw forbidden('You may not manage users of this role');
  if (roleType === RoleType.admin) {
    if (schoolId !== null) throw badRequest('schoolId: an admin belongs to no school');
    if (brandId !== undefined) throw badRequest('brandId: an admin belongs to no brand');
    return { brandId: null, schoolId: null };
  }
  const needsSchool = SCHOOL_ROLES.includes(roleType);
  const mayHaveSchool = needsSchool || HELPER_ROLES.includes(roleType);
  if (schoolId === null && scope.kind === 'school' && mayHaveSchool) schoolId = scope.schoolId;
  if (schoolId !== null) {
    if (!mayHaveSchool) throw badRequest('schoolId: a brand admin belongs to no school');
    const [school] = await tx.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
    if (!school || !inScope(scope, { brandId: school.brandId, schoolId: school.id })) {
      throw notFound('School not found');
    }
    if (school.brandId === null) throw badRequest('schoolId: the school is not bound to a brand yet');
    if (brandId !== undefined && brandId !== school.brandId) {
      throw badRequest("brandId: does not match the school's brand");
    }
    if (!school.enabled) throw conflict('schoolId: the school is disabled');
    return { brandId: school.brandId, schoolId: school.id };
  }
  if (needsSchool) throw badRequest('schoolId: is required for this role');
  // A brand-level user: a brand admin, or a helper serving the whole brand.
  if (scope.kind !== 'platform') {
    if (brandId !== undefined && brandId !== scope.brandId) throw notFound('Brand not found');
    return { brandId: scope.brandId, schoolId: null };
  }
  if (brandId === undefined) throw badRequest('brandId: is required for this role');
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return { brandId: brand.id, schoolId: null };
}
