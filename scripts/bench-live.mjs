#!/usr/bin/env node
// npm run bench's section (j), live class supervision, on its own: node scripts/bench-live.mjs
// (BENCH_DATABASE_URL=postgres://… for the two-process run on PostgreSQL too; the load and its budget:
// scripts/bench/live.mjs). Runs on the built server (apps/server/dist/main.js), built here when out of date.
import { buildServer, serverBuildReason } from './lib.mjs';
import { cleanups } from './bench/common.mjs';
import { measureLive } from './bench/live.mjs';

const reason = serverBuildReason();
if (reason) {
  console.log(`building the server: ${reason}`);
  await buildServer();
}
const rows = [];
let ok = false;
try {
  ok = await measureLive(rows);
} finally {
  for (const cleanup of cleanups) await cleanup();
}
for (const r of rows) console.log(r.join('  |  '));
process.exit(ok ? 0 : 1);
