/** The platform's pad applications (/application/application): list, create or change, delete. */
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { GetApplicationListQuery, PadAppRow, SaveApplicationInput } from '@edu/shared';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import {
  containsPattern,
  type Exec,
  iso,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
  uniqueViolation,
} from '../../db/queries';
import { brandPadApps, padAppFiles, padApps } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { fileOf } from './files';

const DUPLICATE_PACKAGE = 'Another application already has this package name';

type AppRecord = typeof padApps.$inferSelect;
type FileRecord = typeof padAppFiles.$inferSelect;

async function brandCounts(db: Exec, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ appId: brandPadApps.appId, n: count() })
    .from(brandPadApps)
    .where(inArray(brandPadApps.appId, ids))
    .groupBy(brandPadApps.appId);
  return new Map(rows.map((r) => [r.appId, r.n]));
}

async function toRows(db: Exec, rows: { app: AppRecord; file: FileRecord | null }[]): Promise<PadAppRow[]> {
  const counts = await brandCounts(
    db,
    rows.map((r) => r.app.id),
  );
  return rows.map(({ app, file }) => ({
    id: app.id,
    name: app.name,
    icon: app.icon,
    packageName: app.packageName,
    version: app.version,
    releaseNotes: app.releaseNotes,
    minOsVersion: app.minOsVersion,
    file: file ? fileOf(file) : null,
    brandCount: counts.get(app.id) ?? 0,
    createdAt: iso(app.createdAt),
    updatedAt: iso(app.updatedAt),
  }));
}

function selectApps(db: Exec) {
  return db
    .select({ app: padApps, file: padAppFiles })
    .from(padApps)
    .leftJoin(padAppFiles, eq(padAppFiles.id, padApps.fileId));
}

/** A keyword matches an application's name or package name (a few hundred rows: a substring match). */
export function appKeyword(keyword: string | undefined): SQL | undefined {
  const kw = keywordOf(keyword);
  if (!kw) return undefined;
  const pattern = containsPattern(kw);
  return or(sql`lower(${padApps.name}) like ${pattern}`, sql`lower(${padApps.packageName}) like ${pattern}`);
}

const SORTS = { name: padApps.name, packageName: padApps.packageName, updatedAt: padApps.updatedAt } as const;

export async function listApps(db: Exec, q: GetApplicationListQuery): Promise<Page<PadAppRow>> {
  const where = appKeyword(q.keyword);
  const sort = q.sort ?? 'updatedAt';
  const order = q.order ?? (sort === 'updatedAt' ? 'desc' : 'asc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    selectApps(db)
      .where(where)
      .orderBy(...orderBy(SORTS[sort], order, padApps.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(padApps).where(where),
  ]);
  return pageOf(q, await toRows(db, rows), total?.n ?? 0);
}

export async function appRowById(db: Exec, id: number): Promise<PadAppRow | null> {
  const rows = await selectApps(db).where(eq(padApps.id, id)).limit(1);
  const [row] = await toRows(db, rows);
  return row ?? null;
}

function snapshot(a: AppRecord): Record<string, unknown> {
  return { id: a.id, name: a.name, packageName: a.packageName, version: a.version, fileId: a.fileId };
}

/** The upload a fileId names, unused by any other application; else a clear 400/409. */
async function uploadedFile(tx: Exec, fileId: string, appId: number | null): Promise<FileRecord> {
  const [file] = await tx.select().from(padAppFiles).where(eq(padAppFiles.id, fileId)).limit(1);
  if (!file) throw badRequest('fileId: upload the package file first (uploadApplicationFile)');
  const [user] = await tx.select({ id: padApps.id }).from(padApps).where(eq(padApps.fileId, fileId)).limit(1);
  if (user && user.id !== appId) throw conflict('This package file belongs to another application: upload it again');
  return file;
}

async function packageNameTaken(tx: Exec, packageName: string, appId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: padApps.id })
    .from(padApps)
    .where(sql`lower(${padApps.packageName}) = ${packageName.toLowerCase()}`)
    .limit(1);
  return row !== undefined && row.id !== appId;
}

/** saveApplication: creates an application (name, package name, version and its file required) or changes the fields given. */
export async function saveApp(db: Db, caller: Caller<OrgScope>, input: SaveApplicationInput): Promise<PadAppRow> {
  const { auth, ip } = caller;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      if (input.id === undefined) {
        for (const k of ['name', 'packageName', 'version', 'fileId'] as const) {
          if (input[k] === undefined) throw badRequest(`${k}: is required`);
        }
        const { name, packageName, version, fileId } = input as Required<SaveApplicationInput>;
        if (await packageNameTaken(tx, packageName, null)) throw conflict(DUPLICATE_PACKAGE);
        await uploadedFile(tx, fileId, null);
        const [created] = await tx
          .insert(padApps)
          .values({
            name,
            packageName,
            version,
            fileId,
            icon: input.icon ?? '',
            releaseNotes: input.releaseNotes ?? '',
            minOsVersion: input.minOsVersion ?? '',
          })
          .returning();
        if (!created) throw new Error('insert returned no application');
        await writeAudit(tx, {
          actorId: auth.userId,
          action: 'padApp.create',
          targetType: 'padApp',
          targetId: created.id,
          after: snapshot(created),
          ip,
        });
        return created.id;
      }
      const [before] = await tx.select().from(padApps).where(eq(padApps.id, input.id)).for('update');
      if (!before) throw notFound('Application not found');
      if (input.packageName !== undefined && (await packageNameTaken(tx, input.packageName, before.id))) {
        throw conflict(DUPLICATE_PACKAGE);
      }
      if (input.fileId !== undefined) await uploadedFile(tx, input.fileId, before.id);
      const { id: _id, ...fields } = input;
      const [after] = await tx
        .update(padApps)
        .set({
          ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
          updatedAt: new Date(),
        })
        .where(eq(padApps.id, before.id))
        .returning();
      if (!after) throw notFound('Application not found');
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'padApp.update',
        targetType: 'padApp',
        targetId: after.id,
        before: snapshot(before),
        after: snapshot(after),
        ip,
      });
      return after.id;
    });
  } catch (err) {
    // Two saves of one package name at once: the unique index decides.
    if (uniqueViolation(err) === 'pad_apps_package_name_uq') throw conflict(DUPLICATE_PACKAGE);
    throw err;
  }
  const row = await appRowById(db, id);
  if (!row) throw notFound('Application not found');
  return row;
}

/** deleteApplication: brands stop showing it and packages drop it (their rows cascade). */
export async function deleteApp(db: Db, caller: Caller<OrgScope>, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [app] = await tx.select().from(padApps).where(eq(padApps.id, id)).for('update');
    if (!app) throw notFound('Application not found');
    await tx.delete(padApps).where(eq(padApps.id, id));
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: 'padApp.delete',
      targetType: 'padApp',
      targetId: id,
      before: snapshot(app),
      ip: caller.ip,
    });
  });
  return { id };
}

/** The application and its file, for a download; null when unknown or without a file. */
export async function appWithFile(db: Exec, id: number): Promise<{ app: AppRecord; file: FileRecord } | null> {
  const [row] = await selectApps(db)
    .where(and(eq(padApps.id, id)))
    .limit(1);
  return row?.file ? { app: row.app, file: row.file } : null;
}
