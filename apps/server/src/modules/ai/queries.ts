import { eq, isNull } from 'drizzle-orm';
import type { Exec } from '../../db/queries';
import { aiProviders } from '../../db/schema';

export type AiProviderRow = typeof aiProviders.$inferSelect;

/** The stored setting of a brand, or (null) the platform default. */
export async function findProvider(db: Exec, brandId: number | null, lock = false): Promise<AiProviderRow | undefined> {
  const where = brandId === null ? isNull(aiProviders.brandId) : eq(aiProviders.brandId, brandId);
  const query = db.select().from(aiProviders).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
