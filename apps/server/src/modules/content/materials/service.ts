import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClassRef, GetMaterialListQuery, MaterialKind, MaterialRow } from '@edu/shared';
import type { Db } from '../../../db/client';
import { classes, classStudents, classTeachers, materials, materialShares, schools, users } from '../../../db/schema';
import type { ClassroomScope } from '../../../access/scopes';
import type { Caller } from '../../../http/define-route';
import { badRequest, notFound } from '../../../http/errors';
import { containsKeyword, type Exec, iso, orderBy, type Page, pageOf, pageWindow } from '../../../db/queries';
import { auditEntry, change, countAll } from '../common';
import type { Storage } from '../../../storage/storage';
import { type ReceivedFile, unsupportedType, visibleName } from '../../../storage/upload';

type MaterialRecord = typeof materials.$inferSelect;
const NOT_FOUND = 'Material not found';

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

/**
 * The extensions that tell the truth about each accepted content type, the usual one first (a download
 * whose name ends otherwise gets it appended: `report.exe` served as a PDF downloads as `report.exe.pdf`).
 */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/bmp': ['bmp'],
  'audio/mpeg': ['mp3', 'mpga'],
  'audio/mp4': ['m4a', 'mp4', 'aac'],
  'audio/x-m4a': ['m4a'],
  'audio/aac': ['aac', 'adts'],
  'audio/wav': ['wav'],
  'audio/x-wav': ['wav'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/opus': ['opus'],
  'audio/flac': ['flac'],
  'audio/x-flac': ['flac'],
  'audio/webm': ['weba', 'webm'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'video/quicktime': ['mov', 'qt'],
  'video/ogg': ['ogv', 'ogg'],
  'video/x-matroska': ['mkv'],
  'video/x-m4v': ['m4v', 'mp4'],
  'video/mpeg': ['mpg', 'mpeg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template': ['dotx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template': ['xltx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow': ['ppsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.template': ['potx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.text-template': ['ott'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.spreadsheet-template': ['ots'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/vnd.oasis.opendocument.presentation-template': ['otp'],
  'application/vnd.oasis.opendocument.graphics': ['odg'],
  'application/vnd.oasis.opendocument.graphics-template': ['otg'],
  'application/x-cfb': ['doc', 'xls', 'ppt', 'pps', 'dot', 'xlt', 'pot', 'msg'],
  'application/msword': ['doc', 'dot'],
  'application/vnd.ms-excel': ['xls', 'xlt'],
  'application/vnd.ms-powerpoint': ['ppt', 'pps', 'pot'],
};

/**
 * The name a material is served under: without the characters that hide or reorder text, and ending in
 * an extension true to its content type (appended when it does not).
 */
export function downloadName(name: string, contentType: string): string {
  const visible = visibleName(name) || 'file';
  const extensions = EXTENSIONS[contentType];
  if (!extensions?.[0]) return visible;
  const dot = visible.lastIndexOf('.');
  const ext = dot > 0 ? visible.slice(dot + 1).toLowerCase() : '';
  return extensions.includes(ext) ? visible : `${visible}.${extensions[0]}`;
}

/** A student's active classes (subquery). */
function studentClassIds(db: Exec, studentId: number) {
  return db
    .select({ id: classStudents.classId })
    .from(classStudents)
    .where(and(eq(classStudents.studentId, studentId), eq(classStudents.active, true)));
}

/**
 * Who opens materials: a classroom caller, or the user a signed address was made for (whatever its role
 * has become since: only teachers and students open anything).
 */
export type Reader = Pick<ClassroomScope, 'userId'> & { role: string };

/** Who may open a material: its owner (teacher), or a student of a class it is shared with. */
function readableBy(db: Exec, user: Reader): SQL {
  if (user.role === 'teacher') return eq(materials.ownerId, user.userId);
  if (user.role === 'student') {
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

async function toRows(db: Exec, userId: number, rows: { m: MaterialRecord; ownerName: string }[]) {
  const mine = rows.filter((r) => r.m.ownerId === userId).map((r) => r.m.id);
  const shares = await sharedClasses(db, mine);
  return rows.map(
    ({ m, ownerName }): MaterialRow => ({
      id: m.id,
      // Names stored before control and bidi characters were taken out at upload show without them too.
      name: visibleName(m.name) || m.name,
      kind: m.kind as MaterialKind,
      contentType: m.contentType,
      size: m.size,
      ownerId: m.ownerId,
      ownerName,
      classes: shares.get(m.id) ?? [],
      mine: m.ownerId === userId,
      createdAt: iso(m.createdAt),
    }),
  );
}

const SORTS = { createdAt: materials.id, name: materials.name, size: materials.size } as const;

export async function listMaterials(
  db: Db,
  scope: ClassroomScope,
  q: GetMaterialListQuery,
): Promise<Page<MaterialRow>> {
  const conds: (SQL | undefined)[] = [readableBy(db, scope)];
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
  conds.push(containsKeyword(materials.name, q.keyword));
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
  return pageOf(q, await toRows(db, scope.userId, rows), total?.n ?? 0);
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

/**
 * Stores an uploaded file as a material of the teacher, named `name` or else by the file's name, either
 * without control and bidi characters (`report\u202Efdp.exe` must not show as "reportexe.pdf").
 */
export async function uploadMaterial(
  db: Db,
  storage: Storage,
  caller: Caller<ClassroomScope>,
  file: ReceivedFile,
  nameParam: string | undefined,
): Promise<MaterialRow> {
  const { brandId, userId } = caller.scope;
  const kind = kindOf(file.mime);
  if (kind === null || file.mime === null) throw unsupportedType('material');
  const name = (visibleName(nameParam ?? '') || file.fileName).slice(0, 255);
  const key = `materials/${brandId}/${randomUUID()}`;
  await storage.putFile(key, file.tmpPath, file.size, file.mime);
  let id: number;
  try {
    id = await change(db, caller, async (tx) => {
      const [created] = await tx
        .insert(materials)
        .values({
          brandId,
          ownerId: userId,
          name,
          kind,
          contentType: file.mime ?? '',
          size: file.size,
          storageKey: key,
        })
        .returning();
      if (!created) throw new Error('insert returned no material');
      return {
        result: created.id,
        audit: auditEntry('material.upload', created.id, brandId, {
          after: { id: created.id, name, kind, size: file.size, contentType: file.mime },
        }),
      };
    });
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return materialRow(db, userId, id);
}

async function materialRow(db: Db, userId: number, id: number): Promise<MaterialRow> {
  const rows = await db
    .select({ m: materials, ownerName: users.name })
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .where(eq(materials.id, id))
    .limit(1);
  const [row] = await toRows(db, userId, rows);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The teacher's own material, else 404 (another teacher's looks unknown). */
async function ownMaterial(db: Exec, teacherId: number, id: number): Promise<MaterialRecord> {
  const [m] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), eq(materials.ownerId, teacherId)))
    .limit(1);
  if (!m) throw notFound(NOT_FOUND);
  return m;
}

export async function shareMaterial(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: { id: number; classIds: number[] },
): Promise<MaterialRow> {
  const { userId } = caller.scope;
  await change(db, caller, async (tx) => {
    const m = await ownMaterial(tx, userId, input.id);
    const mine = new Set((await teacherClasses(tx, userId)).map((c) => c.id));
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
    return {
      audit: auditEntry('material.share', m.id, m.brandId, {
        before: { classIds: before.sort((a, b) => a - b) },
        after: { classIds: input.classIds },
      }),
    };
  });
  return materialRow(db, userId, input.id);
}

export async function deleteMaterial(db: Db, storage: Storage, caller: Caller<ClassroomScope>, id: number) {
  const m = await change(db, caller, async (tx) => {
    const found = await ownMaterial(tx, caller.scope.userId, id);
    await tx.delete(materials).where(eq(materials.id, found.id));
    return {
      result: found,
      audit: auditEntry('material.delete', found.id, found.brandId, {
        before: { id: found.id, name: found.name, kind: found.kind, size: found.size },
      }),
    };
  });
  // After the commit: a failure here leaves an orphan object, never a row without its file.
  await storage.remove(m.storageKey).catch(() => {});
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Opening: the Authorization header, or a signed address (signed.ts)
// ---------------------------------------------------------------------------------------------

/** A material the user may open, else null. */
export async function readableMaterial(db: Db, user: Reader, id: number): Promise<MaterialRecord | null> {
  const [m] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), readableBy(db, user)))
    .limit(1);
  return m ?? null;
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
