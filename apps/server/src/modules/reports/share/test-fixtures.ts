import { eq } from 'drizzle-orm';
import type { ShareKind } from '@edu/shared';
import { signingKey } from '../../../access/signed-links';
import type { Db } from '../../../db/client';
import { classes, lessonReleases, shareLinks } from '../../../db/schema';
import { SHARE_PURPOSE, shareToken } from './token';

/** The token in a link's address (`/reportDeta?token=…`). */
export function tokenOf(address: string | null): string {
  return new URLSearchParams((address ?? '').split('?')[1] ?? '').get('token') ?? '';
}

/**
 * A link written straight into the table with any expiry (a past one: an expired link), and its real token:
 * what the endpoint would have made, had it been asked then.
 */
export async function linkWith(
  db: Db,
  row: {
    kind: ShareKind;
    brandId: number;
    createdBy: number;
    expiresAt: Date;
    classId?: number;
    lessonId?: number;
    studentId?: number;
    submissionId?: number;
    questionId?: number;
  },
): Promise<{ id: number; token: string }> {
  const expiresAt = new Date(Math.floor(row.expiresAt.getTime() / 1000) * 1000);
  const [link] = await db
    .insert(shareLinks)
    .values({ ...row, expiresAt })
    .returning();
  if (!link) throw new Error('linkWith: no link');
  return { id: link.id, token: shareToken(await signingKey(db, SHARE_PURPOSE), link) };
}

/** A link's stored row. */
export async function linkRow(db: Db, id: number) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return row;
}

/** Releases a lesson to a class (an hour ago): a class report is of a lesson given to the class. */
export async function released(db: Db, classId: number, lessonId: number): Promise<void> {
  const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
  if (!cls) throw new Error('released: no class');
  await db
    .insert(lessonReleases)
    .values({
      classId,
      lessonId,
      brandId: cls.brandId,
      schoolId: cls.schoolId,
      unlockAt: new Date(Date.now() - 3_600_000),
    })
    .onConflictDoNothing();
}
