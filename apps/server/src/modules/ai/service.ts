/**
 * AI provider settings (README.md): whose setting a caller may touch, saving (the key encrypted, audited
 * without it) and the connection test.
 */
import { eq } from 'drizzle-orm';
import type { AiProviderSetting, AiProviderTestResult, TestAiProviderInput, UpdateAiProviderInput } from '@edu/shared';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import type { Exec } from '../../db/queries';
import { aiProviders, brands } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { checkProviderAddress } from './address';
import { testConnection } from './client';
import type { AiConfig } from './provider';
import { type AiProviderRow, findProvider } from './queries';
import { decryptSecret, encryptionKey, encryptSecret } from './secret';

/**
 * The setting a caller names: no brandId, the platform default (the platform admin only); a brand's, for the
 * platform admin or that brand's admin (another brand: 404, like an unknown one).
 */
async function targetOf(db: Exec, scope: OrgScope, brandId: number | undefined): Promise<number | null> {
  if (brandId === undefined) {
    if (scope.kind !== 'platform') throw forbidden('Only the platform admin changes the platform default');
    return null;
  }
  if (scope.kind === 'school') throw forbidden();
  if (scope.kind === 'brand' && scope.brandId !== brandId) throw notFound('Brand not found');
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) throw notFound('Brand not found');
  return brand.id;
}

function toSetting(brandId: number | null, row: AiProviderRow | undefined): AiProviderSetting {
  return {
    brandId,
    configured: row !== undefined,
    baseUrl: row?.baseUrl ?? '',
    model: row?.model ?? '',
    keySet: (row?.keyCipher ?? '') !== '',
    keyLast4: row?.keyLast4 ?? '',
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The last four characters of a key, or fewer of a short one (never more than half of it). */
function lastFour(key: string): string {
  return key.slice(-Math.min(4, Math.floor(key.length / 2)));
}

/** A stored key goes to its own address only: another origin needs the key entered again. */
function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

export async function getProviderSetting(db: Db, caller: Caller<OrgScope>, brandId: number | undefined) {
  const target = await targetOf(db, caller.scope, brandId);
  return toSetting(target, await findProvider(db, target));
}

export async function saveProviderSetting(
  db: Db,
  config: AiConfig,
  caller: Caller<OrgScope>,
  input: UpdateAiProviderInput,
): Promise<AiProviderSetting> {
  const target = await targetOf(db, caller.scope, input.brandId);
  await checkProviderAddress(input.baseUrl, config.aiProviderAllowHosts);
  return db.transaction(async (tx) => {
    const before = await findProvider(tx, target, true);
    if (before?.keyCipher && input.apiKey === '' && !sameOrigin(before.baseUrl, input.baseUrl)) {
      throw badRequest('apiKey: enter the key again to use it with another address');
    }
    const key = input.apiKey === '' ? null : input.apiKey;
    const values = {
      baseUrl: input.baseUrl,
      model: input.model,
      ...(key === null ? {} : { keyCipher: encryptSecret(encryptionKey(config), key), keyLast4: lastFour(key) }),
      updatedAt: new Date(),
    };
    const [after] = before
      ? await tx.update(aiProviders).set(values).where(eq(aiProviders.id, before.id)).returning()
      : await tx
          .insert(aiProviders)
          .values({ brandId: target, ...values })
          .returning();
    const shown = (row: AiProviderRow | undefined) =>
      row ? { baseUrl: row.baseUrl, model: row.model, keySet: row.keyCipher !== '', keyLast4: row.keyLast4 } : null;
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: 'aiProvider.update',
      targetType: 'aiProvider',
      targetId: after?.id ?? null,
      brandId: target,
      before: shown(before),
      after: { ...shown(after), keyChanged: key !== null },
      ip: caller.ip,
    });
    return toSetting(target, after);
  });
}

/**
 * Removes a setting, its key with it (a brand then uses the platform default; without one, AI is off).
 * Audited without the key; nothing stored: nothing written.
 */
export async function clearProviderSetting(
  db: Db,
  caller: Caller<OrgScope>,
  brandId: number | undefined,
): Promise<AiProviderSetting> {
  const target = await targetOf(db, caller.scope, brandId);
  return db.transaction(async (tx) => {
    const before = await findProvider(tx, target, true);
    if (!before) return toSetting(target, undefined);
    await tx.delete(aiProviders).where(eq(aiProviders.id, before.id));
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: 'aiProvider.clear',
      targetType: 'aiProvider',
      targetId: before.id,
      brandId: target,
      before: {
        baseUrl: before.baseUrl,
        model: before.model,
        keySet: before.keyCipher !== '',
        keyLast4: before.keyLast4,
      },
      after: null,
      ip: caller.ip,
    });
    return toSetting(target, undefined);
  });
}

export async function testProviderSetting(
  db: Db,
  config: AiConfig,
  caller: Caller<OrgScope>,
  input: TestAiProviderInput,
): Promise<AiProviderTestResult> {
  const target = await targetOf(db, caller.scope, input.brandId);
  const stored = await findProvider(db, target);
  const baseUrl = input.baseUrl ?? stored?.baseUrl;
  const model = input.model ?? stored?.model;
  if (!baseUrl || !model) throw badRequest('No AI provider setting is saved: enter its address and model');
  let apiKey = input.apiKey;
  if (apiKey === '' && stored?.keyCipher) {
    if (!sameOrigin(stored.baseUrl, baseUrl)) {
      throw badRequest('apiKey: enter the key again to use it with another address');
    }
    const plain = decryptSecret(encryptionKey(config), stored.keyCipher);
    if (plain === null)
      throw badRequest('apiKey: the stored key cannot be read (the server secret changed): enter it again');
    apiKey = plain;
  }
  return testConnection({ baseUrl, model, apiKey }, config);
}
