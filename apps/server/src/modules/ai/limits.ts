// Interim (h14assist): the signature of the lead's "AI calls:" commit (a table there), replaced at merge.
import { ResultCode } from '@edu/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';

export interface AiLimitConfig {
  aiRatePerUser?: number;
  aiRatePerBrand?: number;
}

const seen = new Map<string, number[]>();

function take(key: string, limit: number, now: number): number | null {
  const times = (seen.get(key) ?? []).filter((t) => now - t < 60_000);
  if (times.length >= limit) return Math.ceil((60_000 - (now - (times[0] ?? now))) / 1000);
  times.push(now);
  seen.set(key, times);
  return null;
}

/** Counts one AI request of a user in its brand; 429 past the per-minute budgets. */
export async function takeAiRequest(
  _db: Db,
  config: AiLimitConfig,
  who: { userId: number; brandId: number | null; kind: 'generate' | 'assist' },
): Promise<void> {
  const now = Date.now();
  const wait =
    take(`u:${who.kind}:${who.userId}`, config.aiRatePerUser ?? 20, now) ??
    take(`b:${who.kind}:${who.brandId ?? 0}`, config.aiRatePerBrand ?? 200, now);
  if (wait !== null) throw new AppError(ResultCode.tooManyRequests, `Too many AI requests: try again in ${wait} s`);
}
