// Helpers shared by the scripts in this folder (start, dev, test, bench). Node built-ins only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDir = path.join(root, 'apps/web');
export const webIndex = path.join(webDir, 'dist/index.html');
export const serverDir = path.join(root, 'apps/server');
/** The server's sources (npm run dev runs them through tsx watch). */
export const serverSource = path.join(serverDir, 'src/main.ts');
/** The built server (npm start, the end-to-end tests and the benchmark run it with plain node). */
export const serverMain = path.join(serverDir, 'dist/main.js');

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

/** Why an output needs a build: missing, or older than one of its inputs; null when it is up to date. */
function buildReason(output, inputs) {
  let built;
  try {
    built = fs.statSync(output).mtimeMs;
  } catch {
    return `${path.relative(root, output)} is missing`;
  }
  for (const input of inputs) {
    if (newestMtime(path.join(root, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Why the web console needs a build, or null when dist/index.html is newer than every input. */
export function webBuildReason() {
  return buildReason(webIndex, WEB_INPUTS);
}

const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/scripts/seed',
  'apps/server/package.json',
  'packages/shared/src',
  'package-lock.json',
];

/** Why the server needs a build, or null when dist/main.js is newer than every input. */
export function serverBuildReason() {
  return buildReason(serverMain, SERVER_INPUTS);
}

/**
 * Bundles the server (apps/server/src/main.ts) into apps/server/dist/main.js with esbuild:
 * our own code (the server and @edu/shared, which ships as TypeScript) in one file per entry, every
 * other package left to node_modules. Source maps keep stack traces pointing at the sources.
 */
export async function buildServer() {
  const esbuild = await import(path.join(root, 'node_modules/esbuild/lib/main.js'));
  const outdir = path.join(serverDir, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: serverSource },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path === '@edu/shared' || args.path.startsWith('@edu/shared/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
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

/**
 * vite build of apps/web (the client, then the prerendered login page: apps/web/src/prerender); throws when
 * it fails. `dir`: another checkout's apps/web (the benchmark's baseline), built with this root's Vite;
 * `quiet`: errors only.
 */
export async function buildWeb(dir = webDir, { quiet = false } = {}) {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const code = await run(
    process.execPath,
    [bin('vite/bin/vite.js'), 'build', ...(quiet ? ['--logLevel', 'error'] : [])],
    {
      cwd: dir,
      stdio,
    },
  );
  if (code !== 0) throw new Error(`web build failed (exit code ${code})`);
}
