import type { ScopeKind } from '@edu/shared/api';
import { forbidden } from '../http/errors';
import type { AuthContext } from '../modules/auth';
import { type ContentCaller, callerOf } from './content';
import { type OrgScope, orgScopeOf } from './org';

/** A teacher's classroom (its classes and materials) or a student's (what is shared with its classes). */
export interface ClassroomScope {
  role: 'teacher' | 'student';
  userId: number;
  brandId: number;
}

function classroomOf(auth: AuthContext): ClassroomScope {
  if (auth.roleName !== 'teacher' && auth.roleName !== 'student') throw forbidden();
  if (auth.brandId === null) throw forbidden('This account has no brand');
  return { role: auth.roleName, userId: auth.userId, brandId: auth.brandId };
}

/**
 * A helper (course consultant, DL, correction teacher): the students linked to it in its brand. Which
 * students that is depends on the row asked for; the account's brand is checked by the endpoints that need
 * it (an account without one reaches no student).
 */
export interface SupportScope {
  userId: number;
  brandId: number | null;
  roleType: number;
}

function supportOf(auth: AuthContext): SupportScope {
  return { userId: auth.userId, brandId: auth.brandId, roleType: auth.roleType };
}

/**
 * The scope value of each kind (see ScopeKind in @edu/shared/api). Kinds whose rule depends on the row
 * asked for (`student`: is this one of my students?) or on the caller alone (`session`) carry nothing
 * more than the caller; `support` carries the caller's id and brand.
 */
export interface ScopeOf {
  public: null;
  session: null;
  org: OrgScope;
  content: ContentCaller;
  classroom: ClassroomScope;
  student: null;
  support: SupportScope;
  signed: null;
}

/** Resolves the scope of a logged-in caller once per request; 403 when the account lacks what the scope needs. */
export function resolveScope<K extends ScopeKind>(kind: K, auth: AuthContext): ScopeOf[K] {
  const resolvers: { [S in ScopeKind]: (auth: AuthContext) => ScopeOf[S] } = {
    public: () => null,
    session: () => null,
    org: orgScopeOf,
    content: callerOf,
    classroom: classroomOf,
    student: () => null,
    support: supportOf,
    signed: () => null,
  };
  return resolvers[kind](auth);
}
