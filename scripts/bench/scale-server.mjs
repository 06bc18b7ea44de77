// npm run bench, sections (e) and (i): the server of a seeded database, logging at info level so that its own
// time per request (Fastify's responseTime) can be read, a plain HTTP client, and the loop that samples one
// endpoint's server time (p50/p95 after a warm-up).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from './common.mjs';
import { percentile } from './load.mjs';
import { root, serverMain } from '../lib.mjs';

export const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
export const WARMUP = 5;

/** The server, logging at info level so that its own time per request can be read (responseTime). */
export async function startServer({ dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-scale-srv-'));
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? scratch,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
      LOGIN_MAX_PER_IP: '1000000',
      ...env,
    },
  });
  const urls = new Map();
  const times = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.msg === 'incoming request' && entry.req?.url) urls.set(entry.reqId, entry.req.url);
    else if (entry.msg === 'request completed' && typeof entry.responseTime === 'number') {
      times.push({ url: urls.get(entry.reqId), ms: entry.responseTime });
      urls.delete(entry.reqId);
    }
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }).then(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await call(port, '/healthz');
      if (res.status === 200) return { port, pid: child.pid, times, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('server did not answer /healthz within 120 s');
}

/** A request: GET, or POST of `form` (URL-encoded) or `json`; Host `localhost` unless `host` says otherwise. */
export function call(port, pathname, { token, form, json, host = 'localhost' } = {}) {
  const body = form ? new URLSearchParams(form).toString() : json ? JSON.stringify(json) : undefined;
  const headers = { host, devicetype: '3' };
  if (token) headers.authorization = token;
  if (body) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: body ? 'POST' : 'GET', headers, timeout: 300_000 },
      (res) => {
        const chunks = [];
        let bytes = 0;
        let newlines = 0;
        let firstByte;
        res.on('data', (c) => {
          firstByte ??= performance.now();
          bytes += c.length;
          for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) newlines += 1;
          // Large files are counted, not kept.
          if (bytes < 1_000_000) chunks.push(c);
        });
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // a file
          }
          resolve({ status: res.statusCode, json, bytes, newlines, firstByte, headers: res.headers, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/**
 * Asks `url` WARMUP times, then SAMPLES times one at a time, and reads the server's own time of each sample
 * from its log: { p50, p95, clientP95 } in ms. `get` answers the data (it throws on anything but code 200).
 */
export async function serverTimes(server, get, url) {
  for (let i = 0; i < WARMUP; i++) await get(url);
  const from = server.times.length;
  const client = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await get(url);
    client.push(performance.now() - t0);
  }
  // The server logs its line just before the answer leaves; give the log a moment to arrive.
  await new Promise((r) => setTimeout(r, 50));
  const server_ = server.times
    .slice(from)
    .filter((t) => t.url === url)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  return {
    p50: percentile(server_, 50),
    p95: percentile(server_, 95),
    clientP95: percentile(client, 95),
    n: server_.length,
  };
}
