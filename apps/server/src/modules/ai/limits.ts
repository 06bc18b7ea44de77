/**
 * Rate limits of AI requests (issue 14: generation and the study assistant cost money at the provider and can
 * be abused): a fixed one-minute window per user and per brand, one budget per kind of request, counted in the
 * `ai_request_counts` table so that every server process shares them.
 *
 * A request is counted before it goes to the provider, in one statement per key (insert … on conflict do update
 * … returning), so concurrent requests never get past a budget together. A refused request stays counted: a
 * client that hammers keeps itself refused until the minute turns.
 */
import { lt, sql } from 'drizzle-orm';
import { ResultCode } from '@edu/shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { aiRequestCounts } from '../../db/schema';
import { AppError } from '../../http/errors';

export type AiRequestKind = 'generate' | 'assist';
export type AiLimitConfig = Pick<AppConfig, 'aiRatePerUser' | 'aiRatePerBrand'>;

const WINDOW_MS = 60_000;
/** Counters older than this are deleted (when a key opens a new window). */
const KEEP_MS = 10 * WINDOW_MS;

export interface AiRequester {
  userId: number;
  /** null: a platform user (the platform admin) */
  brandId: number | null;
  kind: AiRequestKind;
}

/** The start of the window `now` falls in. */
export function windowOf(now: number): Date {
  return new Date(now - (now % WINDOW_MS));
}

async function count(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(aiRequestCounts)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [aiRequestCounts.key, aiRequestCounts.windowStart],
      set: { count: sql`${aiRequestCounts.count} + 1` },
    })
    .returning({ count: aiRequestCounts.count });
  return row?.count ?? 1;
}

/**
 * Counts one AI request; throws 429 ("Too many AI requests: try again in N s") past the user's or the brand's
 * budget for this minute.
 */
export async function takeAiRequest(db: Db, config: AiLimitConfig, who: AiRequester, now = Date.now()): Promise<void> {
  const windowStart = windowOf(now);
  const userCount = await count(db, `user:${who.userId}:${who.kind}`, windowStart);
  const brandCount = await count(db, `brand:${who.brandId ?? 'platform'}:${who.kind}`, windowStart);
  if (userCount === 1) {
    // A new minute for this user: forget old minutes (cheap, indexed; at most once per user and minute).
    await db.delete(aiRequestCounts).where(lt(aiRequestCounts.windowStart, new Date(now - KEEP_MS)));
  }
  if (userCount > config.aiRatePerUser || brandCount > config.aiRatePerBrand) {
    const seconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    throw new AppError(ResultCode.tooManyRequests, `Too many AI requests: try again in ${seconds} s`);
  }
}
