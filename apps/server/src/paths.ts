import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), found from this file whether it runs from its sources
 * (src/) or from the built bundle (dist/): migrations, brand assets and the repository root are
 * placed relative to it.
 */
function findServerRoot(from: string): string {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'drizzle')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`apps/server not found above ${from}`);
}

export const serverRoot = findServerRoot(import.meta.dirname);
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const brandAssetsDir = path.join(serverRoot, 'assets/brands');
