#!/usr/bin/env node
// npm run dev: the API with tsx watch on PORT (8080) and Vite's dev server on 5173, which proxies /openapi to it.
// Either one ending ends the other; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { bin, root, serverSource, signalNumber, webDir } from './lib.mjs';

const port = process.env.PORT ?? '8080';
const children = [];
let exiting = false;

function start(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  child.on('error', (err) => {
    console.error(`[dev] ${name} could not start: ${err.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!exiting) console.error(`[dev] ${name} exited (${signal ?? code}); stopping`);
    stopAll(code ?? 128 + signalNumber(signal));
  });
  children.push(child);
  return child;
}

function stopAll(code) {
  if (exiting) {
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code);
    return;
  }
  exiting = true;
  process.exitCode = code;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  const wait = setInterval(() => {
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 100);
  setTimeout(() => process.exit(code), 12_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

start('server', [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', serverSource], {
  cwd: root,
  env: { ...process.env, PORT: port },
});
// Vite starts once the API answers (bounded wait), so its proxy does not log refused connections meanwhile.
for (let i = 0; i < 120 && !exiting; i++) {
  const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 500));
}
if (!exiting)
  start('vite', [bin('vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
    cwd: webDir,
    env: { ...process.env, API_TARGET: process.env.API_TARGET ?? `http://localhost:${port}` },
  });

console.log(`[dev] API on http://localhost:${port}, console on http://localhost:5173 (proxying /openapi)`);
