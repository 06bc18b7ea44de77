/**
 * The callers of the authorization matrix: nobody, each of the 8 roles of the home tenant (brand
 * `localhost` "qiming", school 启明第一中学), callers of another school of the same brand (riverside) and
 * callers of another brand (acme). The acme roles the demo data lacks are created in the test's database
 * (see World.setup).
 */
import type { RoleName } from '@edu/shared';

/** Where a caller sits relative to the home tenant. */
export type Tenant = 'none' | 'platform' | 'home' | 'sibling' | 'foreign';

export type BrandKey = 'qiming' | 'acme';
export type SchoolKey = 'qiming-no1' | 'riverside' | 'acme-north';

export interface CallerSpec {
  /** the cell's column name: the username, or 'anonymous' */
  key: string;
  username: string | null;
  role: RoleName | null;
  tenant: Tenant;
}

const HOME: [string, RoleName][] = [
  ['admin', 'admin'],
  ['brandadmin', 'brandingAdmin'],
  ['schooladmin', 'schooladmin'],
  ['teacher', 'teacher'],
  ['student', 'student'],
  ['consultant', 'courseConsultant'],
  ['dl', 'DL'],
  ['corrector', 'correctionTeacher'],
];

const SIBLING: [string, RoleName][] = [
  ['zhoulei', 'schooladmin'],
  ['chenjing', 'teacher'],
  ['sunyue', 'student'],
];

/** Accounts of acme that the demo data lacks, inserted by the matrix (brand acme; school or none). */
export const ACME_EXTRA: { username: string; role: RoleName; school: SchoolKey | null }[] = [
  { username: 'mx.acme.brandadmin', role: 'brandingAdmin', school: null },
  { username: 'mx.acme.schooladmin', role: 'schooladmin', school: 'acme-north' },
  { username: 'mx.acme.consultant', role: 'courseConsultant', school: 'acme-north' },
  { username: 'mx.acme.dl', role: 'DL', school: 'acme-north' },
  { username: 'mx.acme.corrector', role: 'correctionTeacher', school: 'acme-north' },
];

const FOREIGN: [string, RoleName][] = [
  ['acme-teacher', 'teacher'],
  ['olivia.brown', 'student'],
  ...ACME_EXTRA.map((u): [string, RoleName] => [u.username, u.role]),
];

const spec =
  (tenant: Tenant) =>
  ([username, role]: [string, RoleName]): CallerSpec => ({
    key: username,
    username,
    role,
    tenant: tenant === 'home' && role === 'admin' ? 'platform' : tenant,
  });

/** Every column of the matrix, in the order of the table above. */
export const CALLERS: readonly CallerSpec[] = [
  { key: 'anonymous', username: null, role: null, tenant: 'none' },
  ...HOME.map(spec('home')),
  ...SIBLING.map(spec('sibling')),
  ...FOREIGN.map(spec('foreign')),
];
