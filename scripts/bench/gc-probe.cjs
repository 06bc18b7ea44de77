// Loaded by the benchmark into the server processes it starts (node --expose-gc --require this file), never
// by the server itself: on SIGUSR2, a full garbage collection, then the process's memory after it, appended
// as a JSON line to BENCH_GC_PROBE_DIR/<pid>.jsonl. "Memory flat" is judged on these figures: the RSS alone
// rises between two major collections whatever the code does (V8 collects the old space when it decides).
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.BENCH_GC_PROBE_DIR;
if (dir && typeof global.gc === 'function') {
  process.on('SIGUSR2', () => {
    global.gc();
    const m = process.memoryUsage();
    const mb = (n) => Math.round(n / 104857.6) / 10;
    const line = { heapUsed: mb(m.heapUsed), rss: mb(m.rss), external: mb(m.external) };
    fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
  });
}
