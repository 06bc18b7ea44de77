import type { users } from '../../../db/schema';

type UserSnapshotSource = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'name' | 'roleType' | 'brandId' | 'schoolId' | 'phone' | 'status' | 'introduction'
> & { deletedAt?: Date | null };

/** A user as the audit log records it: never a password hash. */
export function userSnapshot(u: UserSnapshotSource): Record<string, unknown> {
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    roleType: u.roleType,
    brandId: u.brandId,
    schoolId: u.schoolId,
    phone: u.phone,
    status: u.status,
    introduction: u.introduction,
    ...(u.deletedAt ? { deletedAt: u.deletedAt.toISOString() } : {}),
  };
}
