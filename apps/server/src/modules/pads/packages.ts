/** Content packages (/AIPadPackageMGT/index): courses and applications for the pads, granted for a period. */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { GetPackageListQuery, PadPackageRow, SavePackageInput } from '@edu/shared';
import { PACKAGE_DAYS_DEFAULT, PAD_PACKAGE_TYPE } from '@edu/shared';
import { type OrgScope, scopeWhere } from '../../access/org';
import type { Db } from '../../db/client';
import { containsKeyword, type Exec, iso, orderBy, type Page, pageOf, pageWindow } from '../../db/queries';
import { courses, padApps, padPackageApps, padPackageCourses, padPackageGrants, padPackages } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { currentOrComing, inEffect } from './effective';

type PackageRecord = typeof padPackages.$inferSelect;

async function contentsOf(db: Exec, ids: number[]) {
  const empty = { courses: [] as { id: number; name: string }[], apps: [] as { id: number; name: string }[] };
  const out = new Map(ids.map((id) => [id, { courses: [...empty.courses], apps: [...empty.apps] }]));
  if (ids.length === 0) return out;
  const [courseRows, appRows] = await Promise.all([
    db
      .select({ packageId: padPackageCourses.packageId, id: courses.id, name: courses.title })
      .from(padPackageCourses)
      .innerJoin(courses, eq(courses.id, padPackageCourses.courseId))
      .where(inArray(padPackageCourses.packageId, ids))
      .orderBy(asc(courses.title), asc(courses.id)),
    db
      .select({ packageId: padPackageApps.packageId, id: padApps.id, name: padApps.name })
      .from(padPackageApps)
      .innerJoin(padApps, eq(padApps.id, padPackageApps.appId))
      .where(inArray(padPackageApps.packageId, ids))
      .orderBy(asc(padApps.name), asc(padApps.id)),
  ]);
  for (const c of courseRows) out.get(c.packageId)?.courses.push({ id: c.id, name: c.name });
  for (const a of appRows) out.get(a.packageId)?.apps.push({ id: a.id, name: a.name });
  return out;
}

async function activeGrantCounts(db: Exec, scope: OrgScope, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ packageId: padPackageGrants.packageId, n: count() })
    .from(padPackageGrants)
    .where(
      and(
        inArray(padPackageGrants.packageId, ids),
        inEffect(),
        scopeWhere(scope, { brandId: padPackageGrants.brandId, schoolId: padPackageGrants.schoolId }),
      ),
    )
    .groupBy(padPackageGrants.packageId);
  return new Map(rows.map((r) => [r.packageId, r.n]));
}

async function toRows(db: Exec, scope: OrgScope, rows: PackageRecord[]): Promise<PadPackageRow[]> {
  const ids = rows.map((r) => r.id);
  const [contents, grants] = await Promise.all([contentsOf(db, ids), activeGrantCounts(db, scope, ids)]);
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    packageType: p.packageType,
    days: p.days,
    courses: contents.get(p.id)?.courses ?? [],
    apps: contents.get(p.id)?.apps ?? [],
    activeGrants: grants.get(p.id) ?? 0,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  }));
}

const SORTS = { name: padPackages.name, updatedAt: padPackages.updatedAt } as const;

export async function listPackages(db: Exec, scope: OrgScope, q: GetPackageListQuery): Promise<Page<PadPackageRow>> {
  const conds: (SQL | undefined)[] = [containsKeyword(padPackages.name, q.keyword)];
  if (q.packageType !== undefined) conds.push(eq(padPackages.packageType, q.packageType));
  const where = and(...conds);
  const sort = q.sort ?? 'updatedAt';
  const order = q.order ?? (sort === 'name' ? 'asc' : 'desc');
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(padPackages)
      .where(where)
      .orderBy(...orderBy(SORTS[sort], order, padPackages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(padPackages).where(where),
  ]);
  return pageOf(q, await toRows(db, scope, rows), total?.n ?? 0);
}

export async function packageRowById(db: Exec, scope: OrgScope, id: number): Promise<PadPackageRow | null> {
  const rows = await db.select().from(padPackages).where(eq(padPackages.id, id)).limit(1);
  const [row] = await toRows(db, scope, rows);
  return row ?? null;
}

/** Every id names an existing row, or the field's problem. */
async function checkIds(tx: Exec, field: 'courseIds' | 'appIds', ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = field === 'courseIds' ? courses : padApps;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(`${field}: no such ${field === 'courseIds' ? 'course' : 'application'} ${unknown.join(', ')}`);
}

async function replaceContents(tx: Exec, packageId: number, input: SavePackageInput): Promise<void> {
  if (input.courseIds !== undefined) {
    await checkIds(tx, 'courseIds', input.courseIds);
    await tx.delete(padPackageCourses).where(eq(padPackageCourses.packageId, packageId));
    if (input.courseIds.length > 0) {
      await tx.insert(padPackageCourses).values(input.courseIds.map((courseId) => ({ packageId, courseId })));
    }
  }
  if (input.appIds !== undefined) {
    await checkIds(tx, 'appIds', input.appIds);
    await tx.delete(padPackageApps).where(eq(padPackageApps.packageId, packageId));
    if (input.appIds.length > 0) {
      await tx.insert(padPackageApps).values(input.appIds.map((appId) => ({ packageId, appId })));
    }
  }
}

function snapshot(p: PackageRecord, input?: SavePackageInput): Record<string, unknown> {
  return {
    id: p.id,
    name: p.name,
    days: p.days,
    ...(input?.courseIds ? { courseIds: input.courseIds } : {}),
    ...(input?.appIds ? { appIds: input.appIds } : {}),
  };
}

export async function savePackage(db: Db, caller: Caller<OrgScope>, input: SavePackageInput): Promise<PadPackageRow> {
  const { auth, ip, scope } = caller;
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (input.name === undefined) throw badRequest('name: is required');
      const [created] = await tx
        .insert(padPackages)
        .values({
          name: input.name,
          description: input.description ?? '',
          packageType: PAD_PACKAGE_TYPE,
          days: input.days ?? PACKAGE_DAYS_DEFAULT,
        })
        .returning();
      if (!created) throw new Error('insert returned no package');
      await replaceContents(tx, created.id, input);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'padPackage.create',
        targetType: 'padPackage',
        targetId: created.id,
        after: snapshot(created, input),
        ip,
      });
      return created.id;
    }
    const [before] = await tx.select().from(padPackages).where(eq(padPackages.id, input.id)).for('update');
    if (!before) throw notFound('Package not found');
    const [after] = await tx
      .update(padPackages)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.days !== undefined ? { days: input.days } : {}),
        updatedAt: new Date(),
      })
      .where(eq(padPackages.id, before.id))
      .returning();
    if (!after) throw notFound('Package not found');
    await replaceContents(tx, after.id, input);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'padPackage.update',
      targetType: 'padPackage',
      targetId: after.id,
      before: snapshot(before),
      after: snapshot(after, input),
      ip,
    });
    return after.id;
  });
  const row = await packageRowById(db, scope, id);
  if (!row) throw notFound('Package not found');
  return row;
}

/** deletePackage: refused while a grant of it is in effect or to come; its past grants go with it. */
export async function deletePackage(db: Db, caller: Caller<OrgScope>, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [pkg] = await tx.select().from(padPackages).where(eq(padPackages.id, id)).for('update');
    if (!pkg) throw notFound('Package not found');
    const [live] = await tx
      .select({ n: count() })
      .from(padPackageGrants)
      .where(and(eq(padPackageGrants.packageId, id), currentOrComing()));
    if ((live?.n ?? 0) > 0) {
      throw conflict(`This package has ${live?.n ?? 0} grants in effect or to come: revoke them first`);
    }
    await tx.delete(padPackages).where(eq(padPackages.id, id));
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: 'padPackage.delete',
      targetType: 'padPackage',
      targetId: id,
      before: snapshot(pkg),
      ip: caller.ip,
    });
  });
  return { id };
}
