import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BrandInfo } from '@edu/shared';
import type { Db } from '../../db/client';
import type { EventBus } from '../../db/event-bus';
import { brands, themes } from '../../db/schema';
import { type BrandWithTheme, toBrandInfo } from './service';

/** A resolved web address: the brand (null: no enabled brand has it), its answer and that answer's ETag. */
export interface ResolvedBrand {
  brand: BrandWithTheme | null;
  info: BrandInfo | null;
  etag: string;
}

/**
 * Brand resolution by web address (every console load asks for it: getBrandByWebAddress, the prerendered
 * login page), cached in this process and dropped whenever a brand or a theme changes: the saving process
 * drops it at once (`clear`), every other process when the change's NOTIFY reaches it (db/event-bus.ts,
 * BRAND_CHANNEL; on PGlite the same signal in process). A lost LISTEN connection clears it too when it
 * comes back. The TTL only bounds how long an entry could outlive a signal that never came.
 *
 * Unknown labels are cached as well (a host is chosen by whoever sends the request), in a map of bounded
 * size: the oldest entries go first.
 */
export class BrandDirectory {
  private readonly entries = new Map<string, { value: ResolvedBrand; expires: number }>();
  /** Bumped by every clear: a lookup that started before it does not store its (maybe stale) answer. */
  private generation = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Clears the cache on every brand change any process commits. */
  listen(bus: EventBus): void {
    this.unsubscribe?.();
    this.unsubscribe = bus.subscribeBrands(() => this.clear());
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.entries.clear();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The enabled brand of a web address (lower case), from the cache or one query. */
  async resolve(webAddress: string, now = Date.now()): Promise<ResolvedBrand> {
    const key = webAddress.toLowerCase();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const generation = this.generation;
    const brand = await loadBrand(this.db, key);
    const info = brand ? toBrandInfo(brand) : null;
    const value: ResolvedBrand = { brand, info, etag: etagOf(info) };
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, expires: now + this.ttlMs });
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return value;
  }
}

/** A strong ETag of an answer: the hash of what it says. */
function etagOf(info: BrandInfo | null): string {
  return `"${createHash('sha1').update(JSON.stringify(info)).digest('base64url').slice(0, 22)}"`;
}

/** An enabled brand by its web address with its theme, or null: one indexed query. */
export async function loadBrand(db: Db, webAddress: string): Promise<BrandWithTheme | null> {
  const [row] = await db
    .select({ brand: brands, theme: themes })
    .from(brands)
    .leftJoin(themes, eq(themes.id, brands.themeId))
    .where(and(eq(brands.webAddress, webAddress), eq(brands.enabled, true)))
    .limit(1);
  return row ? { ...row.brand, theme: row.theme } : null;
}
