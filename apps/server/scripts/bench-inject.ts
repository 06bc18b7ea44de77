/**
 * What the in-process list benchmarks share (bench-content.ts, bench-devices.ts): a demo login and a run of
 * list requests through the real routes (app.inject: server time), round robin over the queries and the
 * callers, the first two rounds a warm-up; p50/p95/max over all requests and per query.
 */
import type { App } from '../src/app';
import { md5Hex } from '../src/modules/auth';
import { DEMO_PASSWORD } from './seed/seed';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** A demo account's token (the console login). */
export async function injectLogin(app: App, username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/openapi/user/login',
    headers: { host: 'localhost' },
    payload: { loginvalue: username, pwd: md5Hex(DEMO_PASSWORD) },
  });
  return res.json<{ data: { user: { token: string } } }>().data.user.token;
}

export interface QueryTimes {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  perQuery: Record<string, { p50: number; p95: number; max: number }>;
}

/** `requests` timed GETs of `url(query)` (after a warm-up of two rounds), callers taking turns. */
export async function timeQueries(
  app: App,
  options: {
    queries: [label: string, query: string][];
    url: (query: string) => string;
    tokens: string[];
    requests: number;
  },
): Promise<QueryTimes> {
  const { queries, url, tokens, requests } = options;
  const times: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let i = 0; i < requests + queries.length * 2; i++) {
    const [label, qs] = queries[i % queries.length] as [string, string];
    const token = tokens[i % tokens.length] ?? '';
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ url: url(qs), headers: { authorization: token } });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i < queries.length * 2) continue; // warm-up
    times.push(ms);
    byQuery.set(label, [...(byQuery.get(label) ?? []), ms]);
  }
  times.sort((a, b) => a - b);
  const perQuery = Object.fromEntries(
    [...byQuery].map(([label, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [label, { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 }];
    }),
  );
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    perQuery,
  };
}
