/**
 * Grants expire by themselves: a grant is in effect while it is not revoked and now is in [starts_at,
 * ends_at). Every query says it with this one condition (the same rule as grantStatus in @edu/shared),
 * evaluated by the database's clock at the moment of the query; no job flips a flag.
 */
import { and, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { GrantStatus } from '@edu/shared';
import { padPackageGrants as g } from '../../db/schema';

export function inEffect(at: SQL = sql`now()`): SQL {
  return and(isNull(g.revokedAt), lte(g.startsAt, at), gt(g.endsAt, at)) as SQL;
}

/** The condition of a status filter. */
export function statusWhere(status: GrantStatus): SQL {
  switch (status) {
    case 'active':
      return inEffect();
    case 'scheduled':
      return and(isNull(g.revokedAt), gt(g.startsAt, sql`now()`)) as SQL;
    case 'expired':
      return and(isNull(g.revokedAt), lte(g.endsAt, sql`now()`)) as SQL;
    case 'revoked':
      return sql`${g.revokedAt} is not null`;
  }
}

/** Not revoked and not over: in effect now or to come (what blocks an overlapping grant and a package's deletion). */
export function currentOrComing(): SQL {
  return and(isNull(g.revokedAt), gt(g.endsAt, sql`now()`)) as SQL;
}
