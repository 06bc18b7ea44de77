import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache';

function session(userId: number): CachedSession {
  return {
    auth: {
      userId,
      username: `u${userId}`,
      name: 'U',
      roleType: 0,
      roleName: 'teacher',
      brandId: 1,
      schoolId: 1,
      sessionId: userId,
      avatarUrl: '',
      introduction: '',
      preview: null,
    },
    expiresAt: new Date(10_000_000),
    lastSeenAt: new Date(0),
  };
}

describe('SessionCache', () => {
  it('keeps what it read, and forgets everything on a change', () => {
    const cache = new SessionCache();
    cache.store('a', session(1), cache.mark(), 0);
    expect(cache.get('a', 1)?.auth.userId).toBe(1);
    cache.invalidate();
    expect(cache.get('a', 2)).toBeUndefined();
  });

  it('does not keep a read that a change overtook', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.invalidate(); // the change lands while the read is under way
    cache.store('a', session(1), mark, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('reads again after its maximum age and drops the least recently used beyond its size', () => {
    const cache = new SessionCache(2, 1000);
    cache.store('a', session(1), cache.mark(), 0);
    cache.store('b', session(2), cache.mark(), 0);
    expect(cache.get('a', 10)).toBeDefined(); // a is now the most recent
    cache.store('c', session(3), cache.mark(), 20);
    expect(cache.get('b', 30)).toBeUndefined();
    expect(cache.get('a', 30)).toBeDefined();
    expect(cache.get('c', 1021)).toBeUndefined(); // older than 1 s
    expect(cache.size).toBe(1);
  });
});
