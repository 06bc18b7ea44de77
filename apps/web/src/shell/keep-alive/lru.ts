/**
 * Keep-alive cache order (DESIGN.md section 5), as a pure function. The list holds cached paths from
 * least to most recently used.
 */
export interface CacheStepOptions {
  /** most pages kept alive at once */
  cap: number;
  /** false for noCache routes and paths outside the route table: never stored, so they remount */
  cacheable: boolean;
  /** false for paths whose tab was closed: dropped (the current path is always kept while shown) */
  keep(path: string): boolean;
}

export interface CacheStep {
  order: string[];
  evicted: string[];
}

export const KEEP_ALIVE_MAX = 10;

export function nextCacheOrder(prev: readonly string[], current: string, opts: CacheStepOptions): CacheStep {
  const evicted: string[] = [];
  const order: string[] = [];
  for (const path of prev) {
    if (path === current) continue;
    if (opts.keep(path)) order.push(path);
    else evicted.push(path);
  }
  if (opts.cacheable) order.push(current);
  else if (prev.includes(current)) evicted.push(current);
  const cap = Math.max(1, opts.cap);
  while (order.length > cap) {
    // the current path is last, so the head is always another, least recently used path
    evicted.push(order.shift()!);
  }
  return { order, evicted };
}
