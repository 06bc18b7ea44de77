// Helpers shared by the scripts in this folder (start, dev, test, bench). Node built-ins only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDir = path.join(root, 'apps/web');
export const webIndex = path.join(webDir, 'dist/index.html');
export const serverMain = path.join(root, 'apps/server/src/main.ts');

/** Resolves a file inside node_modules at the root (npm workspaces hoist the tools there). */
export function bin(relative) {
  const file = path.join(root, 'node_modules', relative);
  if (!fs.existsSync(file)) {
    throw new Error(`${relative} is missing from node_modules: run 'npm ci' first`);
  }
  return file;
}

/** Everything the web build reads: if any of it is newer than dist/index.html, the build is stale. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its folder's mtime
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the web console needs a build, or null when dist/index.html is newer than every input. */
export function webBuildReason() {
  let built;
  try {
    built = fs.statSync(webIndex).mtimeMs;
  } catch {
    return 'apps/web/dist/index.html is missing';
  }
  for (const input of WEB_INPUTS) {
    if (newestMtime(path.join(root, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs a command, inheriting stdio; resolves with its exit code (128 + n when ended by a signal). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? 128 + signalNumber(signal)));
  });
}

export function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** vite build of apps/web; throws when it fails. */
export async function buildWeb() {
  const code = await run(process.execPath, [bin('vite/bin/vite.js'), 'build'], { cwd: webDir });
  if (code !== 0) throw new Error(`web build failed (exit code ${code})`);
}
