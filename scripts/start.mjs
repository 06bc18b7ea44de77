#!/usr/bin/env node
// npm start: build the web console and the server when missing or stale, then run the built server (console +
// API on one port) with plain node. Env (read by apps/server/src/config.ts): PORT (8080), HOST, DATA_DIR (./data),
// DATABASE_URL, LOG_LEVEL, SEED_DEMO, …
import { spawn } from 'node:child_process';
import { buildServer, buildWeb, root, serverBuildReason, serverMain, signalNumber, webBuildReason } from './lib.mjs';

try {
  const webReason = webBuildReason();
  if (webReason) {
    console.log(`[start] building the web console: ${webReason}`);
    await buildWeb();
  }
  const serverReason = serverBuildReason();
  if (serverReason) {
    console.log(`[start] building the server: ${serverReason}`);
    await buildServer();
  }
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', serverMain], { cwd: root, stdio: 'inherit' });

// Ctrl-C in a terminal reaches the whole process group, the server included; a signal sent to this process
// alone (a supervisor, Playwright's webServer) is passed on. The server shuts down gracefully on either.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (err) => {
  console.error(`[start] could not start the server: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + signalNumber(signal));
});
