/**
 * A brand's study assistant (botAppConfiguration): its name, avatar, welcome text and whether its students
 * see it on their lessons (modules/learning/assistant). The provider it calls is the brand's AI provider
 * setting, else the platform default (modules/ai), not a choice of this page.
 */
import { eq } from 'drizzle-orm';
import type { BotConfiguration, UpdateBotInput } from '@edu/shared';
import type { ContentCaller } from '../../../access/content';
import type { OrgScope } from '../../../access/org';
import type { Db } from '../../../db/client';
import { brandBots, brands } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { readerBrand } from './service';

type BotRow = typeof brandBots.$inferSelect;

function toBot(brandId: number, row: BotRow | undefined): BotConfiguration {
  return {
    brandId,
    name: row?.name ?? '',
    avatarUrl: row?.avatarUrl ?? '',
    welcomeText: row?.welcomeText ?? '',
    enabled: row?.enabled ?? false,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function getBot(db: Db, c: ContentCaller, requested: number | undefined): Promise<BotConfiguration> {
  const brandId = await readerBrand(db, c, requested);
  const [row] = await db.select().from(brandBots).where(eq(brandBots.brandId, brandId)).limit(1);
  return toBot(brandId, row);
}

export async function updateBot(db: Db, caller: Caller<OrgScope>, input: UpdateBotInput): Promise<BotConfiguration> {
  if (caller.scope.kind !== 'platform') throw forbidden();
  return db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)).for('update');
    if (!brand) throw notFound('Brand not found');
    const [before] = await tx.select().from(brandBots).where(eq(brandBots.brandId, brand.id));
    const values = {
      name: input.name,
      avatarUrl: input.avatarUrl,
      welcomeText: input.welcomeText,
      enabled: input.enabled,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(brandBots)
      .values({ brandId: brand.id, ...values })
      .onConflictDoUpdate({ target: brandBots.brandId, set: values })
      .returning();
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: 'brandBot.update',
      targetType: 'brandBot',
      targetId: brand.id,
      brandId: brand.id,
      before: before ? { name: before.name, enabled: before.enabled } : null,
      after: after ? { name: after.name, enabled: after.enabled } : null,
      ip: caller.ip,
    });
    return toBot(brand.id, after);
  });
}
