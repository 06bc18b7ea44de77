#!/usr/bin/env node
// npm start: build the web console when it is missing or stale, then run the server (console + API on one port).
// Env (read by apps/server/src/config.ts): PORT (8080), HOST, DATA_DIR (./data), DATABASE_URL, LOG_LEVEL, SEED_DEMO, …
import { spawn } from 'node:child_process';
import { bin, buildWeb, root, serverMain, signalNumber, webBuildReason } from './lib.mjs';

const reason = webBuildReason();
if (reason) {
  console.log(`[start] building the web console: ${reason}`);
  try {
    await buildWeb();
  } catch (err) {
    console.error(`[start] ${err.message}`);
    process.exit(1);
  }
}

// tsx's loader inside this very node process: no extra wrapper process between us and the server.
bin('tsx/dist/cli.mjs'); // fails clearly when dependencies are not installed
const child = spawn(process.execPath, ['--import', 'tsx', serverMain], { cwd: root, stdio: 'inherit' });

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
