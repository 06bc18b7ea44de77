/**
 * The demo applications' package files: seeded as rows (scripts/seed/seed-pads.ts), their bytes written to the
 * storage when the server starts and the storage lacks them (the seed has no storage).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { padAppFiles } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { demoApk } from './demo-apk';

export const DEMO_APPS = [
  {
    fileId: '00000000-0000-4000-8000-00000000a001',
    storageKey: 'apps/demo-mentalmath.apk',
    packageName: 'com.qiming.mentalmath',
  },
  {
    fileId: '00000000-0000-4000-8000-00000000a002',
    storageKey: 'apps/demo-wordcards.apk',
    packageName: 'com.qiming.wordcards',
  },
] as const;

export async function ensureDemoFiles(db: Db, storage: Storage): Promise<void> {
  const rows = await db
    .select({ storageKey: padAppFiles.storageKey })
    .from(padAppFiles)
    .where(
      inArray(
        padAppFiles.storageKey,
        DEMO_APPS.map((a) => a.storageKey),
      ),
    );
  for (const row of rows) {
    const demo = DEMO_APPS.find((a) => a.storageKey === row.storageKey);
    if (demo && (await storage.size(demo.storageKey)) === null) {
      await storage.putBuffer(demo.storageKey, demoApk(demo.packageName), 'application/vnd.android.package-archive');
    }
  }
}
