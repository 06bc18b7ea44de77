import { type ContentActor, canManageContent, type OrgScopeKind, orgScopeKindOfRoles } from '@edu/shared/access';
import { type RoleName, roleNameOf } from '@edu/shared/roles';
import { useAuthStore } from '../app/auth-store';

/**
 * The logged-in user as the pages' show/hide decisions need it. The decisions themselves are the shared
 * access policy's (@edu/shared/access: canManageRole, canManageContent…; mayCall for an endpoint of the
 * table); the server checks every call again.
 */
export interface Caller {
  /** role names ('admin', 'teacher'…) */
  roles: readonly string[];
  userId: number | undefined;
  schoolId: number | null;
  brandId: number | null;
  /** whom the caller manages in the organization: the platform, its brand, its school, or no one */
  orgScope: OrgScopeKind | undefined;
  /** the caller as the content policy sees it; null before the user is known */
  contentActor: ContentActor | null;
}

export function useCaller(): Caller {
  const roles = useAuthStore((s) => s.roles);
  const user = useAuthStore((s) => s.user);
  const brandId = user?.brandid ?? null;
  const role: RoleName | undefined = user ? roleNameOf(user.roletype) : undefined;
  return {
    roles,
    userId: user?.id,
    schoolId: user?.schoolid ?? null,
    brandId,
    orgScope: orgScopeKindOfRoles(roles),
    contentActor: role ? { role, brandId } : null,
  };
}

/** May the caller change content owned by `ownerBrandId` (null: platform-wide content)? canManageContent. */
export function callerManagesContent(caller: Caller, ownerBrandId: number | null): boolean {
  return caller.contentActor !== null && canManageContent(caller.contentActor, ownerBrandId);
}
