/**
 * Organization management (issue 3): schools, brand binding, users, classes, support links, student
 * profiles, audit log and the school data screen. Every list takes `page, pageSize ≤ 100, keyword,
 * sort, order` and answers `{ list, total, page, pageSize }`.
 */
import { z } from 'zod';
import { isRoleCode, type RoleCode } from '../roles';
import { ID_PROBLEM, idParam, listOf, listQuery, md5Hex, text, toId } from './common';

// ---------------------------------------------------------------------------------------------
// Parameter building blocks. Forms send strings; these accept both strings and JSON values.
// ---------------------------------------------------------------------------------------------

/** Form fields arrive as strings, JSON as numbers; both are accepted. */
const formScalar = z.union([z.number(), text()]);

const INTEGER = /^-?\d+$/;

function toInt(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const trimmed = value.trim();
  if (!INTEGER.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * An optional integer parameter: absent or '' (an empty form field) → undefined; otherwise an integer
 * that passes `check` (which returns the problem, or null).
 */
function optionalInt(check: (n: number) => string | null, notInteger = 'must be an integer') {
  return formScalar
    .transform((value, ctx): number | undefined => {
      if (value === '') return undefined;
      const n = toInt(value);
      const problem = n === null ? notInteger : check(n);
      if (problem !== null || n === null) {
        ctx.addIssue({ code: 'custom', message: problem ?? notInteger });
        return z.NEVER;
      }
      return n;
    })
    .optional();
}

/** The id `toId` reads in a value, or ID_PROBLEM on the field. */
function idOrIssue(value: unknown, ctx: z.RefinementCtx): number {
  const n = toId(value);
  if (n !== null) return n;
  ctx.addIssue({ code: 'custom', message: ID_PROBLEM });
  return z.NEVER;
}

/** An optional id filter (an id as `toId` reads it); an empty form field ('') counts as absent. */
export const optionalId = formScalar
  .transform((value, ctx): number | undefined => (value === '' ? undefined : idOrIssue(value, ctx)))
  .optional();

/** An id that may be cleared: null, '', 0 or '0' mean "none"; absent means "leave as it is". */
export const nullableId = z
  .union([z.null(), formScalar])
  .transform((value, ctx): number | null =>
    value === null || value === '' || value === 0 || value === '0' ? null : idOrIssue(value, ctx),
  )
  .optional();

/** true/false as JSON booleans or the strings 'true', 'false', '1', '0'. */
export const optionalBool = z
  .union([z.boolean(), text()])
  .transform((value, ctx): boolean | undefined => {
    if (value === '') return undefined;
    if (value === true || value === 'true' || value === '1') return true;
    if (value === false || value === 'false' || value === '0') return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  })
  .optional();

/** At most this many ids in one list parameter. */
export const ID_LIST_MAX = 1000;

/**
 * A list of ids as a JSON array, a repeated form/query key, or a comma list ("1,2,3"); '' is the
 * empty list. Deduplicated, order kept.
 */
export const idList = z
  .union([z.array(formScalar), z.number(), text()], {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of ids'),
  })
  .transform((value, ctx): number[] => {
    const items = Array.isArray(value) ? value : [value];
    const ids: number[] = [];
    for (const item of items) {
      const parts = typeof item === 'number' ? [String(item)] : item.split(',');
      for (const raw of parts) {
        const part = raw.trim();
        if (part === '') continue;
        const n = toId(part);
        if (n === null) {
          ctx.addIssue({ code: 'custom', message: 'must be a list of ids' });
          return z.NEVER;
        }
        ids.push(n);
      }
    }
    const unique = [...new Set(ids)];
    if (unique.length > ID_LIST_MAX) {
      ctx.addIssue({ code: 'custom', message: `at most ${ID_LIST_MAX} ids` });
      return z.NEVER;
    }
    return unique;
  });

const roleProblem = (n: number) => (isRoleCode(n) ? null : 'must be a role type code');
export const optionalRoleType = optionalInt(roleProblem).transform((n) => n as RoleCode | undefined);

const statusProblem = (n: number) => (n === 0 || n === 1 ? null : 'must be 0 or 1');
/** 1 active/enabled, 0 disabled. */
export const statusParam = z.coerce
  .number()
  .int()
  .refine((n) => statusProblem(n) === null, 'must be 0 or 1')
  .transform((n) => n as 0 | 1);
export const optionalStatus = optionalInt(statusProblem).transform((n) => n as 0 | 1 | undefined);

const gradeProblem = (n: number) => (n >= 1 && n <= 12 ? null : 'must be 1 to 12');
export const optionalGrade = optionalInt(gradeProblem, 'must be 1 to 12');

const name100 = text().trim().min(1, 'is required').max(100);

/** Login names: letters, digits and . _ @ - (case-insensitively unique). */
export const usernameParam = text()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'may contain only letters, digits and . _ @ -');

export const phoneParam = text()
  .trim()
  .max(32)
  .regex(/^[0-9+\- ]*$/, 'may contain only digits, spaces, + and -');

const isoTime = text();

// ---------------------------------------------------------------------------------------------
// Shared row shapes
// ---------------------------------------------------------------------------------------------

/** A person as other rows name it. */
export const personRef = z.object({ id: z.number().int(), username: text(), name: text() });
export type PersonRef = z.infer<typeof personRef>;

export const SUPPORT_KIND_VALUES = ['consultant', 'dl', 'correction'] as const;
export const supportKind = z.enum(SUPPORT_KIND_VALUES);
export type SupportKind = z.infer<typeof supportKind>;

/** The role a helper must have for each kind of support link. */
export const SUPPORT_KIND_ROLE = { consultant: 4, dl: 5, correction: 8 } as const satisfies Record<
  SupportKind,
  RoleCode
>;

// ---------------------------------------------------------------------------------------------
// Schools
// ---------------------------------------------------------------------------------------------

export const schoolRow = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: text().nullable(),
  name: text(),
  address: text(),
  enabled: z.boolean(),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  classCount: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type SchoolRow = z.infer<typeof schoolRow>;

export const SCHOOL_SORTS = ['name', 'createdAt', 'studentCount', 'teacherCount', 'classCount'] as const;

export const getSchoolListQuery = listQuery.extend({
  brandId: optionalId,
  enabled: optionalBool,
  sort: z.enum(SCHOOL_SORTS).optional(),
});
export type GetSchoolListQuery = z.infer<typeof getSchoolListQuery>;
export const schoolList = listOf(schoolRow);
export type SchoolList = z.infer<typeof schoolList>;

export const getSchoolDetailQuery = z.object({ id: idParam });
export const schoolDetail = schoolRow.extend({ admins: z.array(personRef) });
export type SchoolDetail = z.infer<typeof schoolDetail>;

/** Creates a school when `id` is absent; otherwise changes only the fields given. */
export const updateSchoolInput = z.object({
  id: optionalId,
  name: name100.optional(),
  address: text().trim().max(200).optional(),
  brandId: optionalId,
  enabled: optionalBool,
});
export type UpdateSchoolInput = z.infer<typeof updateSchoolInput>;

export const deleteSchoolInput = z.object({ id: idParam });
export const deletedResult = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Brand binding and brand managers
// ---------------------------------------------------------------------------------------------

export const getBrandSchoolsQuery = getSchoolListQuery.omit({ brandId: true }).extend({ brandId: idParam });
export type GetBrandSchoolsQuery = z.infer<typeof getBrandSchoolsQuery>;

export const bindBrandSchoolsInput = z.object({
  brandId: idParam,
  schoolIds: idList.refine((ids) => ids.length > 0, 'is required'),
});
export type BindBrandSchoolsInput = z.infer<typeof bindBrandSchoolsInput>;
export const bindBrandSchoolsResult = z.object({
  brandId: z.number().int(),
  schoolIds: z.array(z.number().int()),
  /** users whose brand changed with their school; their sessions ended */
  movedUsers: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export const userRow = z.object({
  id: z.number().int(),
  username: text(),
  name: text(),
  roleType: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: text().nullable(),
  schoolId: z.number().int().nullable(),
  schoolName: text().nullable(),
  /** a student's active class */
  classId: z.number().int().nullable(),
  className: text().nullable(),
  grade: z.number().int().nullable(),
  phone: text(),
  status: z.number().int(),
  lastLoginAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type UserRow = z.infer<typeof userRow>;

export const USER_SORTS = ['createdAt', 'username', 'name', 'lastLoginAt'] as const;

export const getUserListQuery = listQuery.extend({
  roleType: optionalRoleType,
  brandId: optionalId,
  schoolId: optionalId,
  /** the class's students and teachers */
  classId: optionalId,
  /** students whose active class is of this grade */
  grade: optionalGrade,
  status: optionalStatus,
  sort: z.enum(USER_SORTS).optional(),
});
export type GetUserListQuery = z.infer<typeof getUserListQuery>;
export const userList = listOf(userRow);
export type UserList = z.infer<typeof userList>;

export const getBrandManagerListQuery = listQuery.extend({
  brandId: idParam,
  status: optionalStatus,
  sort: z.enum(USER_SORTS).optional(),
});

export const addBrandUserInput = z.object({
  brandId: idParam,
  username: usernameParam,
  name: name100,
  pwd: md5Hex,
  phone: phoneParam.optional(),
});
export type AddBrandUserInput = z.infer<typeof addBrandUserInput>;

export const CLASS_RELATIONS = ['student', 'teacher', 'head'] as const;
export const userClassRef = z.object({
  id: z.number().int(),
  name: text(),
  grade: z.number().int(),
  status: z.number().int(),
  relation: z.enum(CLASS_RELATIONS),
});

export const supportStaffRef = personRef.extend({ roleType: z.number().int(), kind: supportKind });

export const userDetail = userRow.extend({
  introduction: text(),
  avatarUrl: text(),
  /** classes the user learns in, teaches or heads */
  classes: z.array(userClassRef),
  /** for students: the helpers linked to them */
  supportStaff: z.array(supportStaffRef),
  /** for helpers: how many students are linked to them */
  supportStudentCount: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const getUserDetailQuery = z.object({ id: idParam });

/**
 * Creates a user when `id` is absent (username, name, roleType and pwd required), else changes the
 * fields given. A user's role cannot change. `pwd` (MD5 hex) only on create: passwords change through
 * modifyPassword / resettingPwd.
 */
export const saveUserInput = z.object({
  id: optionalId,
  username: usernameParam.optional(),
  name: name100.optional(),
  roleType: optionalRoleType,
  schoolId: nullableId,
  brandId: optionalId,
  phone: phoneParam.optional(),
  introduction: text().trim().max(500).optional(),
  pwd: md5Hex.optional(),
  status: optionalStatus,
});
export type SaveUserInput = z.infer<typeof saveUserInput>;

export const setUserStatusInput = z.object({ id: idParam, status: statusParam });
export const setUserStatusResult = z.object({ id: z.number().int(), status: z.number().int() });
export const deleteUserInput = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------------
// Classes
// ---------------------------------------------------------------------------------------------

export const classRow = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  schoolId: z.number().int(),
  schoolName: text(),
  grade: z.number().int(),
  name: text(),
  headTeacherId: z.number().int().nullable(),
  headTeacherName: text().nullable(),
  status: z.number().int(),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ClassRow = z.infer<typeof classRow>;

export const CLASS_SORTS = ['name', 'grade', 'createdAt', 'studentCount'] as const;

export const getClassListQuery = listQuery.extend({
  brandId: optionalId,
  schoolId: optionalId,
  grade: optionalGrade,
  /** classes this teacher teaches */
  teacherId: optionalId,
  status: optionalStatus,
  sort: z.enum(CLASS_SORTS).optional(),
});
export type GetClassListQuery = z.infer<typeof getClassListQuery>;
export const classList = listOf(classRow);
export type ClassList = z.infer<typeof classList>;

/** A class with its teachers and one page of its students (page, pageSize and keyword apply to them). */
export const getClassDetailQuery = listQuery.omit({ sort: true, order: true }).extend({ id: idParam });
export const classMember = personRef.extend({
  phone: text(),
  status: z.number().int(),
  lastLoginAt: isoTime.nullable(),
});
export const classTeacher = personRef.extend({ head: z.boolean() });
export const classDetail = z.object({
  class: classRow,
  teachers: z.array(classTeacher),
  students: listOf(classMember),
});
export type ClassDetail = z.infer<typeof classDetail>;

/**
 * Creates a class when `id` is absent (schoolId, grade and name required), else changes the fields
 * given. `teacherIds` / `studentIds`, when given, replace the class's sets. The head teacher is always
 * one of the teachers. A class stays in its school.
 */
export const saveClassInput = z.object({
  id: optionalId,
  schoolId: optionalId,
  grade: optionalGrade,
  name: text().trim().min(1, 'is required').max(64).optional(),
  headTeacherId: nullableId,
  teacherIds: idList.optional(),
  studentIds: idList.optional(),
  status: optionalStatus,
});
export type SaveClassInput = z.infer<typeof saveClassInput>;

export const deleteClassInput = z.object({ id: idParam });

export const moveStudentsInput = z.object({
  studentIds: idList.refine((ids) => ids.length > 0, 'is required'),
  fromClassId: idParam,
  toClassId: idParam,
});
export const moveStudentsResult = z.object({
  fromClassId: z.number().int(),
  toClassId: z.number().int(),
  moved: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Support links, student profiles, "my students"
// ---------------------------------------------------------------------------------------------

export const linkedStudent = personRef.extend({
  schoolId: z.number().int().nullable(),
  schoolName: text().nullable(),
  classId: z.number().int().nullable(),
  className: text().nullable(),
  grade: z.number().int().nullable(),
  linkedAt: isoTime,
});

/** A helper's linked students (only those in the caller's scope). */
export const getSupportLinksQuery = listQuery.omit({ sort: true, order: true }).extend({ staffId: idParam });
export const supportLinks = listOf(linkedStudent).extend({
  staff: personRef.extend({ roleType: z.number().int() }),
  kind: supportKind,
});
export type SupportLinks = z.infer<typeof supportLinks>;

/** Replaces the helper's set of students of this kind (within the caller's scope) with `studentIds`. */
export const setSupportLinksInput = z.object({ staffId: idParam, kind: supportKind, studentIds: idList });
export const setSupportLinksResult = z.object({
  staffId: z.number().int(),
  kind: supportKind,
  added: z.number().int(),
  removed: z.number().int(),
  total: z.number().int(),
});

export const getStuInfoByUserIdQuery = z.object({ userId: idParam });
export const stuInfo = z.object({
  user: personRef.extend({
    avatarUrl: text(),
    phone: text(),
    introduction: text(),
    status: z.number().int(),
    lastLoginAt: isoTime.nullable(),
  }),
  brandId: z.number().int().nullable(),
  school: z.object({ id: z.number().int(), name: text() }).nullable(),
  class: z.object({ id: z.number().int(), name: text(), grade: z.number().int() }).nullable(),
  grade: z.number().int().nullable(),
  teachers: z.array(classTeacher),
  supportStaff: z.array(supportStaffRef),
});
export type StuInfo = z.infer<typeof stuInfo>;

export const MY_STUDENT_SORTS = ['name', 'username', 'linkedAt', 'lastActivity'] as const;
export const getMyStudentsQuery = listQuery.extend({ sort: z.enum(MY_STUDENT_SORTS).optional() });
export const myStudentRow = linkedStudent.extend({
  kind: supportKind,
  lastLoginAt: isoTime.nullable(),
  /** the later of the last login and the last request of any session */
  lastActivityAt: isoTime.nullable(),
});
export const myStudents = listOf(myStudentRow);
export type MyStudents = z.infer<typeof myStudents>;

// ---------------------------------------------------------------------------------------------
// Audit log and data screen
// ---------------------------------------------------------------------------------------------

/** What organization changes are recorded against (org module). */
export const ORG_AUDIT_TARGET_TYPES = ['school', 'user', 'class'] as const;
/** What content changes are recorded against (content module; entries carry the content's brand). */
export const CONTENT_AUDIT_TARGET_TYPES = [
  'course',
  'chapter',
  'lesson',
  'question',
  'knowledgePoint',
  'material',
] as const;
export type ContentAuditTargetType = (typeof CONTENT_AUDIT_TARGET_TYPES)[number];
/** The target types getAuditLog filters by. */
export const AUDIT_TARGET_TYPES = [...ORG_AUDIT_TARGET_TYPES, ...CONTENT_AUDIT_TARGET_TYPES] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const getAuditLogQuery = listQuery.omit({ sort: true, order: true }).extend({
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: optionalId,
});
export const auditRow = z.object({
  id: z.number().int(),
  actor: personRef.nullable(),
  action: text(),
  targetType: text(),
  targetId: z.number().int().nullable(),
  before: z.record(text(), z.unknown()).nullable(),
  after: z.record(text(), z.unknown()).nullable(),
  ip: text(),
  at: isoTime,
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditList = listOf(auditRow);
