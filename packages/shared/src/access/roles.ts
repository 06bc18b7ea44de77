import { ROLE_NAMES, type RoleName } from '../roles';

/**
 * Role sets: who may call what (the endpoint table), open which page (the web's route table) and see
 * which control (the web's show/hide decisions). One list per kind of actor; DESIGN.md section 3.
 */
export type RoleSet = readonly RoleName[];

export const ALL_ROLES: RoleSet = ROLE_NAMES;
export const PLATFORM_ADMINS = ['admin'] as const satisfies RoleSet;
/** The platform admin and brand admins: brands, schools of a brand. */
export const BRAND_ADMINS = ['admin', 'brandingAdmin'] as const satisfies RoleSet;
/** Organization admins: schools, users, classes, support links, each in its scope. */
export const ORG_ADMINS = ['admin', 'brandingAdmin', 'schooladmin'] as const satisfies RoleSet;
/** Helpers: the students linked to them (DESIGN.md section 4, support links). */
export const HELPERS = ['courseConsultant', 'DL', 'correctionTeacher'] as const satisfies RoleSet;

/** Manage courses, questions and knowledge points (admin: platform and any brand's; brand admin: its brand's). */
export const CONTENT_MANAGERS = BRAND_ADMINS;
/** Read courses and their lessons. */
export const COURSE_READERS = [
  'admin',
  'brandingAdmin',
  'teacher',
  'student',
  'correctionTeacher',
] as const satisfies RoleSet;
/** Read the question bank and the knowledge-point trees. */
export const BANK_READERS = ['admin', 'brandingAdmin', 'teacher', 'correctionTeacher'] as const satisfies RoleSet;
/** The textbook-course pages (spec section 2: admin and the correction teacher have /bookCourse/index). */
export const BOOK_COURSE_VIEWERS = ['admin', 'correctionTeacher'] as const satisfies RoleSet;

/** Upload, share and delete learning materials (their own). */
export const MATERIAL_OWNERS = ['teacher'] as const satisfies RoleSet;
/** Open learning materials: teachers their own, students what is shared with their classes. */
export const MATERIAL_READERS = ['teacher', 'student'] as const satisfies RoleSet;

/** The data screen (spec section 2: role type 3 only). */
export const DATA_SCREEN_VIEWERS = ['schooladmin'] as const satisfies RoleSet;
export const TEACHERS = ['teacher'] as const satisfies RoleSet;
export const STUDENTS = ['student'] as const satisfies RoleSet;
export const SCHOOL_ADMINS = ['schooladmin'] as const satisfies RoleSet;

/** Whether any of `roles` is in `set`. */
export function hasAnyRole(roles: readonly string[], set: RoleSet): boolean {
  return roles.some((role) => (set as readonly string[]).includes(role));
}
