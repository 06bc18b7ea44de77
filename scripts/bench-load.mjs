#!/usr/bin/env node
// Open-loop load at a fixed, evenly spaced rate (used by bench.mjs in its own process).
//   node scripts/bench-load.mjs <url> <requests/s> <seconds> [header=value ...]
// Request i is due at start + i/rate; its latency runs from that due time to the end of the response, so a
// server (or client) that falls behind shows up in the figures instead of silently slowing the load
// (coordinated omission). autocannon's --overallRate sends each second's quota in a burst at the start of
// the second instead. Prints one JSON line: { sent, ok, errors, rps, p50, p90, p99, max } (ms).
import http from 'node:http';

const [url, rateArg, secondsArg, ...headerArgs] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
if (!url || !(rate > 0 && rate <= 5000) || !(seconds > 0 && seconds <= 120)) {
  console.error('usage: bench-load.mjs <url> <rate 1..5000> <seconds 1..120> [header=value ...]');
  process.exit(2);
}
const target = new URL(url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  console.error('bench-load only targets loopback addresses');
  process.exit(2);
}
const headers = Object.fromEntries(headerArgs.map((h) => [h.slice(0, h.indexOf('=')), h.slice(h.indexOf('=') + 1)]));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const total = Math.round(rate * seconds);
const latencies = [];
let sent = 0;
let ok = 0;
let errors = 0;
let done = 0;

function fire(due) {
  sent++;
  const req = http.request(
    {
      host: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port,
      path: target.pathname + target.search,
      agent,
      headers,
      timeout: 10_000,
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - due) / 1e6;
        if (res.statusCode === 200) {
          ok++;
          latencies.push(ms);
        } else {
          errors++;
        }
        done++;
      });
    },
  );
  req.on('timeout', () => req.destroy(new Error('timeout')));
  req.on('error', () => {
    errors++;
    done++;
  });
  req.end();
}

const start = process.hrtime.bigint();
const intervalNs = BigInt(Math.round(1e9 / rate));
await new Promise((resolve) => {
  const tick = () => {
    const now = process.hrtime.bigint();
    while (sent < total && start + BigInt(sent) * intervalNs <= now) fire(start + BigInt(sent) * intervalNs);
    if (sent >= total) return resolve();
    // A 1 ms timer, not a busy loop: the load generator must not take a core from the server.
    setTimeout(tick, 1);
  };
  tick();
});
const deadline = Date.now() + 15_000;
while (done < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
agent.destroy();

latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : 0;
const round = (n) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify({
    sent,
    ok,
    errors: errors + (sent - done),
    rps: round(ok / elapsed),
    p50: round(pct(50)),
    p90: round(pct(90)),
    p99: round(pct(99)),
    max: round(latencies.at(-1) ?? 0),
  }),
);
