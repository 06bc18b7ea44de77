import { useAuthStore } from '../../../app/auth-store';
import { type OrgScopeKind, scopeKindOf } from '../roles';

export interface OrgCaller {
  scope: OrgScopeKind | undefined;
  userId: number | undefined;
  schoolId: number | null;
  brandId: number | null;
}

/** The logged-in user as the organization pages need it: its scope, school and brand. */
export function useOrgCaller(): OrgCaller {
  const roles = useAuthStore((s) => s.roles);
  const user = useAuthStore((s) => s.user);
  return {
    scope: scopeKindOf(roles),
    userId: user?.id,
    schoolId: user?.schoolid ?? null,
    brandId: user?.brandid ?? null,
  };
}
