/**
 * A brand's study assistant (botAppConfiguration): its name, avatar, welcome text and the AI provider
 * setting it uses. The AI providers come with the AI issue; until then no provider id names one, and null
 * (the platform default) is the only setting there is.
 */
import { eq } from 'drizzle-orm';
import type { BotConfiguration, UpdateBotInput } from '@edu/shared';
import type { ContentCaller } from '../../../access/content';
import type { OrgScope } from '../../../access/org';
import type { Db } from '../../../db/client';
import type { Exec } from '../../../db/queries';
import { brandBots, brands } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { readerBrand } from './service';

type BotRow = typeof brandBots.$inferSelect;

function toBot(brandId: number, row: BotRow | undefined): BotConfiguration {
  return {
    brandId,
    name: row?.name ?? '',
    avatarUrl: row?.avatarUrl ?? '',
    welcomeText: row?.welcomeText ?? '',
    aiProviderId: row?.aiProviderId ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Whether an AI provider setting exists. None does yet (the AI issue adds them and replaces this check with
 * a look-up of its table).
 */
async function aiProviderExists(_db: Exec, _id: number): Promise<boolean> {
  return false;
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
    if (input.aiProviderId !== null && !(await aiProviderExists(tx, input.aiProviderId))) {
      throw badRequest('aiProviderId: no such AI provider setting');
    }
    const [before] = await tx.select().from(brandBots).where(eq(brandBots.brandId, brand.id));
    const values = {
      name: input.name,
      avatarUrl: input.avatarUrl,
      welcomeText: input.welcomeText,
      aiProviderId: input.aiProviderId,
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
      before: before ? { name: before.name, aiProviderId: before.aiProviderId } : null,
      after: after ? { name: after.name, aiProviderId: after.aiProviderId } : null,
      ip: caller.ip,
    });
    return toBot(brand.id, after);
  });
}
