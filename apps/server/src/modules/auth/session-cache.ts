import type { AuthContext } from './sessions';

/** A resolved, valid session as the cache keeps it. */
export interface CachedSession {
  auth: AuthContext;
  expiresAt: Date;
  lastSeenAt: Date;
}

interface Entry extends CachedSession {
  storedAt: number;
}

/**
 * Resolved sessions of the embedded database, by token hash, so that an authenticated request costs no
 * query (the hot path: every call resolves its session). Correctness comes from the database, not from
 * time: every statement writing users, sessions, schools or brands signals `auth_changed` (migration
 * 0005), which PGlite delivers before the writing call returns, and the signal empties the cache. A
 * logged-out, revoked, expired-by-admin or disabled session is therefore refused on its very next
 * request, as without the cache.
 *
 * A read that started before a change must not store what it read after the change: `epoch` counts the
 * changes, and an entry is kept only when no change happened between its read and its store.
 */
export class SessionCache {
  private epoch = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 10_000,
    /** an entry is read again from the database after this long, whatever happened */
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  /** The change counter before a read; hand it back to `store`. */
  mark(): number {
    return this.epoch;
  }

  /** Something that sessions depend on changed: forget everything. */
  invalidate(): void {
    this.epoch++;
    this.entries.clear();
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    // Most recently used last (a Map keeps insertion order): eviction takes the first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  store(tokenHash: string, session: CachedSession, mark: number, now: number): void {
    if (mark !== this.epoch) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...session, storedAt: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
