import { describe, expect, it } from 'vitest';
import { nextCacheOrder } from './lru';

const all = () => true;

describe('keep-alive LRU', () => {
  it('adds the current path as most recently used', () => {
    let order: string[] = [];
    for (const p of ['/a', '/b', '/a']) order = nextCacheOrder(order, p, { cap: 10, cacheable: true, keep: all }).order;
    expect(order).toEqual(['/b', '/a']);
  });

  it('evicts the least recently used beyond the cap, never the current page', () => {
    let order: string[] = [];
    let evicted: string[] = [];
    for (const p of ['/a', '/b', '/c', '/a', '/d']) {
      ({ order, evicted } = nextCacheOrder(order, p, { cap: 3, cacheable: true, keep: all }));
    }
    expect(order).toEqual(['/c', '/a', '/d']);
    expect(evicted).toEqual(['/b']);
    expect(nextCacheOrder(['/a'], '/b', { cap: 0, cacheable: true, keep: all }).order).toEqual(['/b']);
  });

  it('drops pages whose tab was closed, but keeps the page on screen', () => {
    const step = nextCacheOrder(['/a', '/b', '/c'], '/c', {
      cap: 10,
      cacheable: true,
      keep: (p) => p === '/a',
    });
    expect(step.order).toEqual(['/a', '/c']);
    expect(step.evicted).toEqual(['/b']);
  });

  it('never stores noCache pages, so they remount on every visit', () => {
    const step = nextCacheOrder(['/a'], '/nocache', { cap: 10, cacheable: false, keep: all });
    expect(step.order).toEqual(['/a']);
    expect(step.evicted).toEqual([]);
    // a path that was cached and is no longer cacheable leaves
    expect(nextCacheOrder(['/a', '/x'], '/x', { cap: 10, cacheable: false, keep: all }).evicted).toEqual(['/x']);
  });

  it('is idempotent for the same input (a repeated render changes nothing)', () => {
    const opts = { cap: 2, cacheable: true, keep: all };
    const first = nextCacheOrder(['/a', '/b'], '/c', opts);
    const second = nextCacheOrder(first.order, '/c', opts);
    expect(second).toEqual({ order: first.order, evicted: [] });
  });
});
