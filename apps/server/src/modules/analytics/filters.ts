import { type SQL, sql } from 'drizzle-orm';
import { mondayOf } from '@edu/shared';
import { inScope, type OrgScope } from '../../access/org';
import type { Exec } from '../../db/queries';
import { selectRows } from '../../db/queries';
import { badRequest } from '../../http/errors';

/** The filters the views share, checked: a school must exist and be in the caller's scope (else 400). */
export interface Filters {
  subject?: string | undefined;
  grade?: number | undefined;
  schoolId?: number | undefined;
  weekFrom?: string | undefined;
  weekTo?: string | undefined;
}

/** The aggregate rows of the caller's scope (`t` the table's alias): the row's brand or school column. */
export function scopeOf(scope: OrgScope, t: string): SQL {
  const alias = sql.raw(t);
  switch (scope.kind) {
    case 'platform':
      return sql`true`;
    case 'brand':
      return sql`${alias}.brand_id = ${scope.brandId}`;
    case 'school':
      return sql`${alias}.school_id = ${scope.schoolId}`;
  }
}

/** An unknown school, or one outside the scope, is bad input: the same answer for both (no probing). */
export async function checkSchool(db: Exec, scope: OrgScope, schoolId: number | undefined): Promise<void> {
  if (schoolId === undefined) return;
  const [row] = await selectRows<{ brandId: number | null; schoolId: number }>(
    db,
    sql`select brand_id as "brandId", id as "schoolId" from schools where id = ${schoolId}`,
  );
  if (!row || !inScope(scope, row)) throw badRequest(`schoolId: no school ${schoolId} in your scope`);
}

/** The conditions of the filters on an aggregate table (alias `t`); weeks only on the weekly table. */
export function filterWhere(scope: OrgScope, f: Filters, t: string, weekly = false): SQL {
  const alias = sql.raw(t);
  const parts: SQL[] = [scopeOf(scope, t)];
  if (f.subject) parts.push(sql`${alias}.subject = ${f.subject}`);
  if (f.grade) parts.push(sql`${alias}.grade = ${f.grade}`);
  if (f.schoolId) parts.push(sql`${alias}.school_id = ${f.schoolId}`);
  if (weekly && f.weekFrom) parts.push(sql`${alias}.week >= ${mondayOf(f.weekFrom)}::date`);
  if (weekly && f.weekTo) parts.push(sql`${alias}.week <= ${mondayOf(f.weekTo)}::date`);
  return sql.join(parts, sql` and `);
}

/**
 * Whether a view reads the brand rollups (analytics_brand_*: a brand's or the platform's figures from a few
 * rows per question or knowledge point) rather than the class tables: unless it is one school's (a school
 * admin, or a school filter), which the class tables give by their school index.
 */
export function byBrand(scope: OrgScope, f: Filters): boolean {
  return scope.kind !== 'school' && !f.schoolId;
}

export const num = (v: unknown): number => Number(v ?? 0);
