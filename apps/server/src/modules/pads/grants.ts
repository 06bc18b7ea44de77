/**
 * Grants of content packages to schools and students for [startsAt, endsAt) (/AIPadPackageMGT/schoolList
 * and studentList): who has what until when, renewal (a later end) and revocation. The admin reaches every
 * grant, a brand admin its brand's (one indexed condition on brand_id), a school admin its school's; a
 * school admin grants to its students only.
 */
import { and, count, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ExtendGrantInput,
  type ExtensionProblem,
  extensionProblem,
  type GetGrantListQuery,
  type GrantPackageInput,
  type GrantRow,
  grantStatus,
  periodProblem,
  RoleType,
} from '@edu/shared';
import { type OrgScope, scopeWhere } from '../../access/org';
import type { Db } from '../../db/client';
import {
  containsPattern,
  type Exec,
  iso,
  isoOrNull,
  keywordOf,
  orderBy,
  type Page,
  pageOf,
  pageWindow,
} from '../../db/queries';
import { padPackageGrants as g, padPackages, schools, users } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import type { AppError } from '../../http/errors';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../audit';
import { statusWhere } from './effective';

const student = alias(users, 'grant_student');
const granter = alias(users, 'grant_granter');
const grantScope = { brandId: g.brandId, schoolId: g.schoolId };

function periodError(problem: ExtensionProblem): AppError {
  switch (problem) {
    case 'end-not-after-start':
      return badRequest('endsAt: must be after the start');
    case 'too-long':
      return badRequest('endsAt: a grant lasts at most 3660 days');
    case 'not-later':
      return badRequest('endsAt: must be after the current end');
    case 'revoked':
      return conflict('A revoked grant cannot be extended: grant the package again');
  }
}

function selectGrants(db: Exec) {
  return db
    .select({
      grant: g,
      packageName: padPackages.name,
      schoolName: schools.name,
      studentName: student.name,
      studentUsername: student.username,
      grantedBy: granter.name,
      grantedByUsername: granter.username,
    })
    .from(g)
    .innerJoin(padPackages, eq(padPackages.id, g.packageId))
    .innerJoin(schools, eq(schools.id, g.schoolId))
    .leftJoin(student, eq(student.id, g.studentId))
    .leftJoin(granter, eq(granter.id, g.grantedBy));
}

type Selected = Awaited<ReturnType<typeof selectGrants>>[number];

function toRow(r: Selected, now: Date): GrantRow {
  const x = r.grant;
  return {
    id: x.id,
    packageId: x.packageId,
    packageName: r.packageName,
    target: x.studentId === null ? 'school' : 'student',
    schoolId: x.schoolId,
    schoolName: r.schoolName,
    studentId: x.studentId,
    studentName: x.studentId === null ? null : (r.studentName ?? ''),
    studentUsername: x.studentId === null ? null : (r.studentUsername ?? ''),
    startsAt: iso(x.startsAt),
    endsAt: iso(x.endsAt),
    revokedAt: isoOrNull(x.revokedAt),
    status: grantStatus(x, now),
    grantedBy: r.grantedBy || r.grantedByUsername || '',
    createdAt: iso(x.createdAt),
  };
}

function keywordWhere(keyword: string | undefined, target: 'school' | 'student'): SQL | undefined {
  const kw = keywordOf(keyword);
  if (!kw) return undefined;
  const p = containsPattern(kw);
  const parts = [sql`lower(${padPackages.name}) like ${p}`, sql`lower(${schools.name}) like ${p}`];
  if (target === 'student')
    parts.push(sql`lower(${student.name}) like ${p}`, sql`lower(${student.username}) like ${p}`);
  return or(...parts);
}

const SORTS = { endsAt: g.endsAt, startsAt: g.startsAt, createdAt: g.id } as const;

export async function listGrants(db: Exec, scope: OrgScope, q: GetGrantListQuery): Promise<Page<GrantRow>> {
  const conds: (SQL | undefined)[] = [
    scopeWhere(scope, grantScope),
    q.target === 'school' ? isNull(g.studentId) : isNotNull(g.studentId),
    keywordWhere(q.keyword, q.target),
  ];
  if (q.packageId !== undefined) conds.push(eq(g.packageId, q.packageId));
  if (q.schoolId !== undefined) conds.push(eq(g.schoolId, q.schoolId));
  if (q.status !== undefined) conds.push(statusWhere(q.status));
  const where = and(...conds);
  const sort = q.sort ?? 'endsAt';
  const order = q.order ?? 'desc';
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    selectGrants(db)
      .where(where)
      .orderBy(...orderBy(SORTS[sort], order, g.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(g)
      .innerJoin(padPackages, eq(padPackages.id, g.packageId))
      .innerJoin(schools, eq(schools.id, g.schoolId))
      .leftJoin(student, eq(student.id, g.studentId))
      .where(where),
  ]);
  const now = new Date();
  return pageOf(
    q,
    rows.map((r) => toRow(r, now)),
    total?.n ?? 0,
  );
}

async function grantRowById(db: Exec, id: number): Promise<GrantRow> {
  const [row] = await selectGrants(db).where(eq(g.id, id)).limit(1);
  if (!row) throw notFound('Grant not found');
  return toRow(row, new Date());
}

interface Grantee {
  id: number;
  name: string;
  brandId: number;
  schoolId: number;
  studentId: number | null;
}

/** The schools or students named, every one inside the scope (else 404, like an unknown id), with their brand and school. */
async function granteesOf(tx: Exec, scope: OrgScope, input: GrantPackageInput): Promise<Grantee[]> {
  const ids = input.granteeIds;
  if (input.target === 'school') {
    if (scope.kind === 'school') throw forbidden('A school admin grants packages to its students only');
    const rows = await tx
      .select({ id: schools.id, name: schools.name, brandId: schools.brandId })
      .from(schools)
      .where(and(inArray(schools.id, ids), scopeWhere(scope, { brandId: schools.brandId, schoolId: schools.id })));
    const found = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`School not found: ${missing.join(', ')}`);
    return ids.map((id) => {
      const s = found.get(id);
      if (!s || s.brandId === null) throw badRequest('granteeIds: a school without a brand cannot be granted packages');
      return { id, name: s.name, brandId: s.brandId, schoolId: s.id, studentId: null };
    });
  }
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      brandId: users.brandId,
      schoolId: users.schoolId,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.roleType, RoleType.student),
        isNull(users.deletedAt),
        scopeWhere(scope, { brandId: users.brandId, schoolId: users.schoolId }),
      ),
    );
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`Student not found: ${missing.join(', ')}`);
  return ids.map((id) => {
    const s = found.get(id);
    if (!s || s.brandId === null || s.schoolId === null) {
      throw badRequest('granteeIds: a student without a school cannot be granted packages');
    }
    return { id, name: s.name || s.username, brandId: s.brandId, schoolId: s.schoolId, studentId: s.id };
  });
}

/** A grant of the same package to the same school or student that is not revoked and shares an instant with the period. */
async function overlapping(
  tx: Exec,
  packageId: number,
  who: { schoolId: number; studentId: number | null },
  startsAt: Date,
  endsAt: Date,
  except?: number,
) {
  const [row] = await tx
    .select({ id: g.id, endsAt: g.endsAt })
    .from(g)
    .where(
      and(
        eq(g.packageId, packageId),
        eq(g.schoolId, who.schoolId),
        who.studentId === null ? isNull(g.studentId) : eq(g.studentId, who.studentId),
        isNull(g.revokedAt),
        sql`${g.startsAt} < ${endsAt}`,
        sql`${g.endsAt} > ${startsAt}`,
        except === undefined ? undefined : ne(g.id, except),
      ),
    )
    .limit(1);
  return row ?? null;
}

function day(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function snapshot(x: typeof g.$inferSelect): Record<string, unknown> {
  return {
    id: x.id,
    packageId: x.packageId,
    schoolId: x.schoolId,
    studentId: x.studentId,
    startsAt: iso(x.startsAt),
    endsAt: iso(x.endsAt),
    revokedAt: isoOrNull(x.revokedAt),
  };
}

/** grantPackage: one grant per school or student, all or none; an overlapping grant of the same package is refused. */
export async function grantPackage(
  db: Db,
  caller: Caller<OrgScope>,
  input: GrantPackageInput,
): Promise<{ ids: number[] }> {
  const problem = periodProblem(input.startsAt, input.endsAt);
  if (problem) throw periodError(problem);
  const ids = await db.transaction(async (tx) => {
    // One grant of a package at a time: two overlapping grants cannot both pass the check below.
    const [pkg] = await tx
      .select({ id: padPackages.id })
      .from(padPackages)
      .where(eq(padPackages.id, input.packageId))
      .for('update');
    if (!pkg) throw notFound('Package not found');
    const grantees = await granteesOf(tx, caller.scope, input);
    const out: number[] = [];
    for (const who of grantees) {
      const clash = await overlapping(tx, pkg.id, who, input.startsAt, input.endsAt);
      if (clash) {
        throw conflict(`${who.name} already has this package until ${day(clash.endsAt)}: extend that grant instead`);
      }
      const [created] = await tx
        .insert(g)
        .values({
          packageId: pkg.id,
          brandId: who.brandId,
          schoolId: who.schoolId,
          studentId: who.studentId,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          grantedBy: caller.auth.userId,
        })
        .returning();
      if (!created) throw new Error('insert returned no grant');
      await writeAudit(tx, {
        actorId: caller.auth.userId,
        action: 'padGrant.create',
        targetType: 'padGrant',
        targetId: created.id,
        brandId: created.brandId,
        schoolId: created.schoolId,
        after: snapshot(created),
        ip: caller.ip,
      });
      out.push(created.id);
    }
    return out;
  });
  return { ids };
}

/** A grant the scope may change, locked; a school admin changes its students' grants only. */
async function grantToChange(tx: Exec, scope: OrgScope, id: number) {
  const [row] = await tx
    .select()
    .from(g)
    .where(and(eq(g.id, id), scopeWhere(scope, grantScope)))
    .for('update');
  if (!row) throw notFound('Grant not found');
  if (scope.kind === 'school' && row.studentId === null) {
    throw forbidden('A school admin changes its students’ grants only');
  }
  return row;
}

/** The audit entry of a change of a grant (renewal, revocation): the grant before and after. */
async function auditChange(
  tx: Exec,
  caller: Caller<OrgScope>,
  action: 'padGrant.extend' | 'padGrant.revoke',
  before: typeof g.$inferSelect,
  after: typeof g.$inferSelect,
): Promise<void> {
  await writeAudit(tx, {
    actorId: caller.auth.userId,
    action,
    targetType: 'padGrant',
    targetId: after.id,
    brandId: after.brandId,
    schoolId: after.schoolId,
    before: snapshot(before),
    after: snapshot(after),
    ip: caller.ip,
  });
}

/** extendGrant: renewal, the end moved later (an expired grant is in effect again). */
export async function extendGrant(db: Db, caller: Caller<OrgScope>, input: ExtendGrantInput): Promise<GrantRow> {
  await db.transaction(async (tx) => {
    const before = await grantToChange(tx, caller.scope, input.id);
    const problem = extensionProblem(before, input.endsAt);
    if (problem) throw periodError(problem);
    const clash = await overlapping(tx, before.packageId, before, before.endsAt, input.endsAt, before.id);
    if (clash)
      throw conflict('Another grant of this package covers part of the new period: revoke it or extend that one');
    const [after] = await tx
      .update(g)
      .set({ endsAt: input.endsAt, updatedAt: new Date() })
      .where(eq(g.id, before.id))
      .returning();
    if (!after) throw notFound('Grant not found');
    await auditChange(tx, caller, 'padGrant.extend', before, after);
  });
  return grantRowById(db, input.id);
}

/** revokeGrant: the grant stops at once (and is never in effect again). */
export async function revokeGrant(db: Db, caller: Caller<OrgScope>, id: number): Promise<GrantRow> {
  await db.transaction(async (tx) => {
    const before = await grantToChange(tx, caller.scope, id);
    if (before.revokedAt) throw conflict('This grant is already revoked');
    const [after] = await tx
      .update(g)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(eq(g.id, before.id))
      .returning();
    if (!after) throw notFound('Grant not found');
    await auditChange(tx, caller, 'padGrant.revoke', before, after);
  });
  return grantRowById(db, id);
}
