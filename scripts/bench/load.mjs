// (b) load from a second process: autocannon (closed loop and bursts) and an even open loop (../bench-load.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, root } from '../lib.mjs';
import { BUDGET_API_P99_MS, LOAD_SECONDS, rows } from './common.mjs';

export function autocannon(port, urlPath, token, extra) {
  const args = [
    bin('autocannon/autocannon.js'),
    '-j',
    '-n',
    '-d',
    String(LOAD_SECONDS),
    '-H',
    `authorization=${token}`,
    '-H',
    'devicetype=3',
    ...extra,
    `http://127.0.0.1:${port}${urlPath}`,
  ];
  return jsonOf(args, 'autocannon');
}

/** Evenly spaced requests at a fixed rate, from a second process (scripts/bench-load.mjs). */
export function openLoop(port, urlPath, token, rate) {
  const args = [
    path.join(root, 'scripts/bench-load.mjs'),
    `http://127.0.0.1:${port}${urlPath}`,
    String(rate),
    String(LOAD_SECONDS),
    `authorization=${token}`,
    'devicetype=3',
  ];
  return jsonOf(args, 'bench-load');
}

/** Runs a node script (`args`) and resolves with the JSON it prints. */
function jsonOf(args, name) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with code ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`${name} printed no JSON: ${out.slice(0, 200)}`));
      }
    });
  });
}

export function loadRow(label, r) {
  const errors = r.errors + r.timeouts + r.non2xx;
  const p99 = r.latency.p99;
  console.log(
    `${label}: p50 ${r.latency.p50} ms, p99 ${p99} ms, ${r.requests.average.toFixed(0)} req/s, ` +
      `${r.requests.total} requests, ${errors} errors/non-2xx`,
  );
  const ok = p99 <= BUDGET_API_P99_MS && errors === 0;
  rows.push([
    label,
    `p50 ${r.latency.p50} ms · p99 ${p99} ms · ${r.requests.average.toFixed(0)} req/s · ${errors} err`,
    `p99 ≤ ${BUDGET_API_P99_MS} ms, 0 err`,
    ok ? 'OK' : 'OVER',
  ]);
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
