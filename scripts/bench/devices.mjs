// (l) devices (issue 13 item 6): the device list's first page with a serial search at 100 000 devices
// (apps/server/scripts/bench-devices.ts, its own PGlite; BENCH_DEVICES to change; --no-devices skips it).
import os from 'node:os';
import { rows, runMeasurement, verdict } from './common.mjs';

export const BUDGET_DEVICE_SEARCH_P95_MS = 50;

export async function measureDevices() {
  console.log('\n━━ (l) devices: the device list with a serial search');
  try {
    // The machine's load beside the figures: on 2 shared cores a busy neighbour, not the query, makes the tail.
    const loadBefore = os.loadavg()[0];
    const r = await runMeasurement('bench-devices.ts', { DATABASE_URL: '', LOG_LEVEL: 'warn' });
    const load = `load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`;
    for (const [label, q] of Object.entries(r.perQuery)) {
      console.log(
        `  ${label.padEnd(42)} p50 ${q.p50.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms, max ${q.max.toFixed(1)} ms`,
      );
    }
    console.log(
      `device list first page on ${r.devices} devices (seeded in ${r.seedSeconds.toFixed(1)} s): ` +
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms over ${r.requests} requests (${load})`,
    );
    rows.push([
      `device list, serial search (${r.devices})`,
      `p50 ${r.p50.toFixed(1)} ms · p95 ${r.p95.toFixed(1)} ms (server time)`,
      `p95 ≤ ${BUDGET_DEVICE_SEARCH_P95_MS} ms`,
      verdict(r.p95, BUDGET_DEVICE_SEARCH_P95_MS),
    ]);
  } catch (err) {
    console.error(`device measurement failed: ${err.message}`);
    rows.push(['device list (serial search)', 'not measured', '—', 'ERROR']);
    return false;
  }
  return true;
}
