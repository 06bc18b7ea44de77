#!/usr/bin/env node
// The end-to-end server (Playwright's webServer): the real (built) server on a fresh temporary DATA_DIR (embedded PGlite,
// demo data seeded) serving a private copy of the built console, so that a rebuild of apps/web/dist while the
// tests run (npm run build, npm start elsewhere) cannot pull the files from under them. Builds first when the
// build is missing or stale, like npm start. The temporary folder goes when the server stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildServer,
  buildWeb,
  root,
  serverBuildReason,
  serverMain,
  signalNumber,
  webBuildReason,
  webDir,
} from '../scripts/lib.mjs';

const reason = webBuildReason();
if (reason) {
  console.log(`[e2e] building the web console: ${reason}`);
  await buildWeb();
}
const serverReason = serverBuildReason();
if (serverReason) {
  console.log(`[e2e] building the server: ${serverReason}`);
  await buildServer();
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-'));
const webDist = path.join(tmp, 'web');
fs.cpSync(path.join(webDir, 'dist'), webDist, { recursive: true });
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('[e2e] apps/web/dist has no index.html (a build was running?): run the tests again');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: webDist,
    // The AI provider tests' fake provider listens on 127.0.0.1 (tests/app-home.spec.ts).
    AI_PROVIDER_ALLOW_HOSTS: process.env.AI_PROVIDER_ALLOW_HOSTS ?? '127.0.0.1',
  },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code ?? 128 + signalNumber(signal));
});
