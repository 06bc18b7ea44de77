import {
  IMPORT_GENERATED_PASSWORD_LENGTH,
  type ImportPreview,
  type ImportProgress,
  type ImportResult,
  type Language,
  RoleType,
  type UserImportParams,
} from '@edu/shared';
import type { Db } from '../../../db/client';
import { auditLog, classStudents, classTeachers, users } from '../../../db/schema';
import { AppError, conflict } from '../../../http/errors';
import { generateTemporaryPassword, hashPassword, md5Hex } from '../../auth';
import { uniqueViolation } from '../../../db/queries';
import { userSnapshot } from '../users/snapshot';
import type { OrgScope } from '../../../access/org';
import type { Caller } from '../../../http/define-route';
import { check, checkRows, chunks, previewOf } from './check';

/**
 * Bulk import of teachers or students. preview and commit run the same steps: read the sheet, check
 * every row by itself (rows.ts), then against the database (schools and placement through saveUser's
 * resolvePlacement, classes of that school, usernames in the file and in the database). commit does the
 * database checks again inside its one transaction and writes every row or none. The checks are in
 * check.ts.
 */

/** Password hashes computed at once: leaves the rest of libuv's pool (4 threads) to logins. */
const HASH_CONCURRENCY = 2;

export async function previewImport(
  db: Db,
  scope: OrgScope,
  params: UserImportParams,
  file: Buffer,
  language: Language,
): Promise<ImportPreview> {
  const { checked } = await check(db, scope, params, file, language);
  return previewOf(checked, language);
}

function refuseWithErrors(preview: ImportPreview, status: 400 | 409): AppError {
  return status === 400
    ? new AppError(400, `The file has errors in ${preview.invalid} rows: nothing was imported`, preview)
    : new AppError(409, 'The data changed while importing: nothing was imported, check the file again', preview);
}

async function hashAll(
  passwords: string[],
  onDone: (done: number) => void,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  const out = new Array<string>(passwords.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < passwords.length) {
      signal?.throwIfAborted();
      const i = next++;
      out[i] = await hashPassword(md5Hex(passwords[i] ?? ''));
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, passwords.length) }, worker));
  return out;
}

export type ProgressListener = (progress: ImportProgress) => void;

/**
 * Writes every row of the file or none. Passwords: the file's `password` cell (plain text, stored as
 * scrypt of its MD5 like every password), or a generated temporary one, answered once in the result.
 */
export async function commitImport(
  db: Db,
  caller: Caller<OrgScope>,
  params: UserImportParams,
  file: Buffer,
  language: Language,
  onProgress: ProgressListener = () => {},
  signal?: AbortSignal,
): Promise<ImportResult> {
  const { scope, auth, ip } = caller;
  const { checked, drafts } = await check(db, scope, params, file, language);
  const first = previewOf(checked, language);
  if (first.invalid > 0) throw refuseWithErrors(first, 400);
  const total = checked.rows.length;
  onProgress({ phase: 'validated', done: total, total });

  // scrypt takes tens of milliseconds per password: before the transaction, which then stays short.
  const plain = checked.rows.map((r) => r.password ?? generateTemporaryPassword(IMPORT_GENERATED_PASSWORD_LENGTH));
  let reported = 0;
  const hashes = await hashAll(
    plain,
    (done) => {
      // About a hundred progress lines at most.
      if (done === total || done - reported >= Math.max(1, Math.floor(total / 100))) {
        reported = done;
        onProgress({ phase: 'passwords', done, total });
      }
    },
    signal,
  );
  signal?.throwIfAborted();

  let created: { id: number; username: string; name: string; schoolId: number | null; brandId: number | null }[];
  try {
    created = await db.transaction(async (tx) => {
      // Never trust the first look: the database may have changed while the passwords were hashed.
      const again = await checkRows(tx, scope, params, drafts);
      const recheck = previewOf({ ...checked, rows: again }, language);
      if (recheck.invalid > 0) throw refuseWithErrors(recheck, 409);

      const inserted: typeof created = [];
      let written = 0;
      for (const part of chunks(again.map((row, i) => ({ row, hash: hashes[i] ?? '' })))) {
        const rows = await tx
          .insert(users)
          .values(
            part.map(({ row, hash }) => ({
              username: row.username,
              passwordHash: hash,
              name: row.name,
              roleType: params.roleType,
              brandId: row.placement?.brandId ?? null,
              schoolId: row.placement?.schoolId ?? null,
              phone: row.phone,
            })),
          )
          .returning();
        // RETURNING keeps the order of VALUES.
        const links = rows.flatMap((user, i) => {
          const source = part[i]?.row;
          return (source?.classes ?? []).map((c) => ({
            classId: c.id,
            userId: user.id,
            brandId: source?.placement?.brandId ?? 0,
            schoolId: c.schoolId,
          }));
        });
        if (links.length > 0 && params.roleType === RoleType.student) {
          await tx
            .insert(classStudents)
            .values(
              links.map((l) => ({ classId: l.classId, studentId: l.userId, brandId: l.brandId, schoolId: l.schoolId })),
            );
        } else if (links.length > 0) {
          await tx
            .insert(classTeachers)
            .values(
              links.map((l) => ({ classId: l.classId, teacherId: l.userId, brandId: l.brandId, schoolId: l.schoolId })),
            );
        }
        await tx.insert(auditLog).values(
          rows.map((user, i) => ({
            actorId: auth.userId,
            action: 'user.create',
            targetType: 'user',
            targetId: user.id,
            brandId: user.brandId,
            schoolId: user.schoolId,
            after: { ...userSnapshot(user), import: true, classIds: (part[i]?.row.classes ?? []).map((c) => c.id) },
            ip: ip.slice(0, 64),
          })),
        );
        inserted.push(...rows);
        written += rows.length;
        onProgress({ phase: 'writing', done: written, total });
      }

      // One entry per school on the school's own log: who imported how many, from which kind of file.
      const perSchool = new Map<number, { brandId: number | null; ids: number[] }>();
      for (const u of inserted) {
        if (u.schoolId === null) continue;
        const entry = perSchool.get(u.schoolId) ?? { brandId: u.brandId, ids: [] };
        entry.ids.push(u.id);
        perSchool.set(u.schoolId, entry);
      }
      for (const [schoolId, { brandId, ids }] of perSchool) {
        await tx.insert(auditLog).values({
          actorId: auth.userId,
          action: 'user.import',
          targetType: 'school',
          targetId: schoolId,
          brandId,
          schoolId,
          after: { roleType: params.roleType, created: ids.length, firstUserId: ids[0], lastUserId: ids.at(-1) },
          ip: ip.slice(0, 64),
        });
      }
      return inserted;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'users_username_uq') throw conflict('username: this username is already taken');
    // A class deleted between the check and the insert (foreign key violation).
    if (foreignKeyViolation(err)) {
      throw new AppError(409, 'The data changed while importing: nothing was imported, check the file again');
    }
    throw err;
  }

  return {
    roleType: params.roleType,
    created: created.length,
    users: created.map((u, i) => {
      const row = checked.rows[i];
      return {
        row: row?.row ?? 0,
        id: u.id,
        username: u.username,
        name: u.name,
        schoolName: row?.placement?.schoolName ?? '',
        password: row?.password === null ? (plain[i] ?? null) : null,
      };
    }),
  };
}

function foreignKeyViolation(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && typeof cur === 'object' && cur !== null; depth++) {
    const e = cur as { code?: unknown; cause?: unknown };
    if (e.code === '23503') return true;
    cur = e.cause;
  }
  return false;
}
