import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ClassRef, GetMaterialListQuery, MaterialKind, MaterialRow, MaterialUrl } from '@edu/shared';
import type { Db } from '../../../db/client';
import {
  classes,
  classStudents,
  classTeachers,
  materials,
  materialShares,
  schools,
  serverSecrets,
  users,
} from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { AuthContext } from '../../auth';
import {
  audit,
  containsPattern,
  countAll,
  type Exec,
  iso,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
} from '../common';
import type { Storage } from '../storage/storage';
import { type ReceivedFile, unsupportedType } from '../storage/upload';

type MaterialRecord = typeof materials.$inferSelect;
const NOT_FOUND = 'Material not found';
export const MATERIAL_URL_TTL_MS = 2 * 60 * 60 * 1000;

/** Accepted content types (as file-type names them) and their kind. */
export function kindOf(mime: string | null): MaterialKind | null {
  if (mime === null) return null;
  if (mime === 'application/pdf') return 'pdf';
  if (/^image\/(png|jpeg|gif|webp|bmp)$/.test(mime)) return 'image';
  if (/^audio\/(mpeg|mp4|x-m4a|aac|wav|x-wav|ogg|opus|flac|x-flac|webm)$/.test(mime)) return 'audio';
  if (/^video\/(mp4|webm|quicktime|ogg|x-matroska|x-m4v|mpeg)$/.test(mime)) return 'video';
  if (
    mime.startsWith('application/vnd.openxmlformats-officedocument.') ||
    mime.startsWith('application/vnd.oasis.opendocument.') ||
    mime === 'application/x-cfb' ||
    mime === 'application/vnd.ms-powerpoint' ||
    mime === 'application/msword' ||
    mime === 'application/vnd.ms-excel'
  ) {
    return 'office';
  }
  return null;
}

function requireBrand(auth: AuthContext): number {
  if (auth.brandId === null) throw forbidden('This account has no brand');
  return auth.brandId;
}

/** A student's active classes (subquery). */
function studentClassIds(db: Exec, studentId: number) {
  return db
    .select({ id: classStudents.classId })
    .from(classStudents)
    .where(and(eq(classStudents.studentId, studentId), eq(classStudents.active, true)));
}

/** Who may open a material: its owner (teacher), or a student of a class it is shared with. */
function readableBy(db: Exec, user: { userId: number; roleName: string }): SQL {
  if (user.roleName === 'teacher') return eq(materials.ownerId, user.userId);
  if (user.roleName === 'student') {
    return exists(
      db
        .select({ one: sql`1` })
        .from(materialShares)
        .where(
          and(
            eq(materialShares.materialId, materials.id),
            inArray(materialShares.classId, studentClassIds(db, user.userId)),
          ),
        ),
    );
  }
  return sql`false`;
}

async function sharedClasses(db: Exec, ids: number[]): Promise<Map<number, ClassRef[]>> {
  const out = new Map<number, ClassRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      materialId: materialShares.materialId,
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      schoolName: schools.name,
    })
    .from(materialShares)
    .innerJoin(classes, eq(classes.id, materialShares.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(inArray(materialShares.materialId, ids))
    .orderBy(classes.grade, classes.name);
  for (const { materialId, ...ref } of rows) out.set(materialId, [...(out.get(materialId) ?? []), ref]);
  return out;
}

async function toRows(db: Exec, auth: AuthContext, rows: { m: MaterialRecord; ownerName: string }[]) {
  const mine = rows.filter((r) => r.m.ownerId === auth.userId).map((r) => r.m.id);
  const shares = await sharedClasses(db, mine);
  return rows.map(
    ({ m, ownerName }): MaterialRow => ({
      id: m.id,
      name: m.name,
      kind: m.kind as MaterialKind,
      contentType: m.contentType,
      size: m.size,
      ownerId: m.ownerId,
      ownerName,
      classes: shares.get(m.id) ?? [],
      mine: m.ownerId === auth.userId,
      createdAt: iso(m.createdAt),
    }),
  );
}

const SORTS = { createdAt: materials.id, name: materials.name, size: materials.size } as const;

export async function listMaterials(db: Db, auth: AuthContext, q: GetMaterialListQuery): Promise<Page<MaterialRow>> {
  const conds: (SQL | undefined)[] = [readableBy(db, auth)];
  if (q.kind) conds.push(eq(materials.kind, q.kind));
  if (q.classId !== undefined) {
    conds.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(materialShares)
          .where(and(eq(materialShares.materialId, materials.id), eq(materialShares.classId, q.classId))),
      ),
    );
  }
  const kw = keywordOf(q.keyword);
  if (kw) conds.push(sql`lower(${materials.name}) like ${containsPattern(kw)}`);
  const where = and(...conds);
  const sort = q.sort ?? 'createdAt';
  const order = q.order ?? (sort === 'name' ? 'asc' : 'desc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: materials, ownerName: users.name })
      .from(materials)
      .innerJoin(users, eq(users.id, materials.ownerId))
      .where(where)
      .orderBy(...orderBy(SORTS[sort], order, materials.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: countAll }).from(materials).where(where),
  ]);
  return pageOf(q, await toRows(db, auth, rows), total?.n ?? 0);
}

/** The teacher's own active classes: where it may share. */
export async function teacherClasses(db: Exec, teacherId: number): Promise<ClassRef[]> {
  return db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, schoolName: schools.name })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(classTeachers.teacherId, teacherId), eq(classes.status, 1)))
    .orderBy(classes.grade, classes.name, classes.id);
}

export async function uploadMaterial(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  file: ReceivedFile,
  ip: string,
): Promise<MaterialRow> {
  const brandId = requireBrand(auth);
  const kind = kindOf(file.mime);
  if (kind === null || file.mime === null) throw unsupportedType('material');
  const nameField = file.fields.name?.trim();
  const name = (nameField || file.fileName).slice(0, 255);
  const key = `materials/${brandId}/${randomUUID()}`;
  await storage.putFile(key, file.tmpPath, file.size, file.mime);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(materials)
        .values({
          brandId,
          ownerId: auth.userId,
          name,
          kind,
          contentType: file.mime ?? '',
          size: file.size,
          storageKey: key,
        })
        .returning();
      if (!created) throw new Error('insert returned no material');
      await audit(tx, auth, ip, {
        action: 'material.upload',
        targetType: 'material',
        targetId: created.id,
        brandId,
        after: { id: created.id, name, kind, size: file.size, contentType: file.mime },
      });
      return created.id;
    });
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return materialRow(db, auth, id);
}

async function materialRow(db: Db, auth: AuthContext, id: number): Promise<MaterialRow> {
  const rows = await db
    .select({ m: materials, ownerName: users.name })
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .where(eq(materials.id, id))
    .limit(1);
  const [row] = await toRows(db, auth, rows);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The teacher's own material, else 404 (another teacher's looks unknown). */
async function ownMaterial(db: Exec, auth: AuthContext, id: number): Promise<MaterialRecord> {
  const [m] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.ownerId, auth.userId)))
    .limit(1);
  if (!m) throw notFound(NOT_FOUND);
  return m;
}

export async function shareMaterial(
  db: Db,
  auth: AuthContext,
  input: { id: number; classIds: number[] },
  ip: string,
): Promise<MaterialRow> {
  await db.transaction(async (tx) => {
    const m = await ownMaterial(tx, auth, input.id);
    const mine = new Set((await teacherClasses(tx, auth.userId)).map((c) => c.id));
    const foreign = input.classIds.filter((id) => !mine.has(id));
    if (foreign.length > 0) throw badRequest(`classIds: not your classes: ${foreign.join(', ')}`);
    const before = (
      await tx.select({ id: materialShares.classId }).from(materialShares).where(eq(materialShares.materialId, m.id))
    ).map((r) => r.id);
    await tx.delete(materialShares).where(eq(materialShares.materialId, m.id));
    if (input.classIds.length > 0) {
      await tx
        .insert(materialShares)
        .values(input.classIds.map((classId) => ({ materialId: m.id, classId, brandId: m.brandId })));
    }
    await audit(tx, auth, ip, {
      action: 'material.share',
      targetType: 'material',
      targetId: m.id,
      brandId: m.brandId,
      before: { classIds: before.sort((a, b) => a - b) },
      after: { classIds: input.classIds },
    });
  });
  return materialRow(db, auth, input.id);
}

export async function deleteMaterial(db: Db, storage: Storage, auth: AuthContext, id: number, ip: string) {
  const m = await db.transaction(async (tx) => {
    const found = await ownMaterial(tx, auth, id);
    await tx.delete(materials).where(eq(materials.id, found.id));
    await audit(tx, auth, ip, {
      action: 'material.delete',
      targetType: 'material',
      targetId: found.id,
      brandId: found.brandId,
      before: { id: found.id, name: found.name, kind: found.kind, size: found.size },
    });
    return found;
  });
  // After the commit: a failure here leaves an orphan object, never a row without its file.
  await storage.remove(m.storageKey).catch(() => {});
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Opening: the Authorization header, or a signed address (for <img>, <iframe>, <video>, downloads)
// ---------------------------------------------------------------------------------------------

let secretCache: { db: Db; key: Buffer } | null = null;

/** The signing key shared by every server process: a random secret kept in the database. */
async function signingKey(db: Db): Promise<Buffer> {
  if (secretCache?.db === db) return secretCache.key;
  await db
    .insert(serverSecrets)
    .values({ name: 'material_url', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'material_url')).limit(1);
  if (!row) throw new Error('no signing secret');
  secretCache = { db, key: Buffer.from(row.value, 'hex') };
  return secretCache.key;
}

function signature(key: Buffer, id: number, uid: number, exp: number, download: boolean): string {
  return createHmac('sha256', key)
    .update(`material:${id}:${uid}:${exp}:${download ? 1 : 0}`)
    .digest('base64url');
}

/** A material the user may open, else null. */
export async function readableMaterial(
  db: Db,
  user: { userId: number; roleName: string },
  id: number,
): Promise<MaterialRecord | null> {
  const [m] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), readableBy(db, user)))
    .limit(1);
  return m ?? null;
}

export async function materialUrl(db: Db, auth: AuthContext, id: number, download: boolean): Promise<MaterialUrl> {
  const m = await readableMaterial(db, auth, id);
  if (!m) throw notFound(NOT_FOUND);
  const exp = Math.floor((Date.now() + MATERIAL_URL_TTL_MS) / 1000);
  const sig = signature(await signingKey(db), m.id, auth.userId, exp, download);
  const params = new URLSearchParams({ id: String(m.id), uid: String(auth.userId), exp: String(exp), sig });
  if (download) params.set('download', '1');
  return { url: `/openapi/material/open?${params.toString()}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The user a signed address was made for, when the signature holds and has not expired; else null. */
export async function signedUser(
  db: Db,
  q: { id: number; uid?: number; exp?: number; sig?: string; download?: boolean },
): Promise<{ userId: number; roleName: string } | null> {
  if (q.uid === undefined || q.exp === undefined || q.sig === undefined) return null;
  if (q.exp * 1000 < Date.now()) return null;
  const want = Buffer.from(signature(await signingKey(db), q.id, q.uid, q.exp, q.download ?? false));
  const got = Buffer.from(q.sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const [u] = await db
    .select({ id: users.id, roleType: users.roleType, status: users.status })
    .from(users)
    .where(and(eq(users.id, q.uid), isNull(users.deletedAt)))
    .limit(1);
  if (u?.status !== 1) return null;
  return { userId: u.id, roleName: u.roleType === 0 ? 'teacher' : u.roleType === 1 ? 'student' : 'other' };
}

/** Parses a single `bytes=a-b` range against a size; undefined when absent, null when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

/** Content-Disposition with the original name (RFC 6266 / 5987). */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Writes a file if it is missing (demo materials seeded without their bytes). */
export async function ensureObject(storage: Storage, key: string, bytes: () => Buffer, contentType: string) {
  if ((await storage.size(key)) === null) await storage.putBuffer(key, bytes(), contentType);
}

export async function removeTmp(file: ReceivedFile) {
  await fs.promises.rm(file.tmpPath, { force: true });
}
