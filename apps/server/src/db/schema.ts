import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A brand is a tenant, found by the first label of the host name. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    webAddress: varchar('web_address', { length: 63 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    logoUrlSmall: text('logo_url_small').notNull().default(''),
    themeColor: varchar('theme_color', { length: 16 }).notNull().default('#1890ff'),
    /** The brand's theme (issue 13, `themes` at the end of this file); null: the console's default colours. */
    themeId: integer('theme_id').references((): AnyPgColumn => themes.id),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The brand list's search (a prefix of the name) and a theme's brands (issue 13).
  (t) => [
    index('brands_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('brands_theme_idx').on(t.themeId),
  ],
);

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: varchar('name', { length: 100 }).notNull(),
    address: text('address').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schools_brand_idx').on(t.brandId)],
);

/** status: 1 active, 0 disabled. Deleted users keep their row (deletedAt) for the audit trail. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    /** scrypt(md5hex, salt) as "scrypt$N$r$p$salt$hash" */
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    roleType: smallint('role_type').notNull(),
    /** null for the platform admin */
    brandId: integer('brand_id').references(() => brands.id),
    schoolId: integer('school_id').references(() => schools.id),
    avatarUrl: text('avatar_url').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_brand_role_idx').on(t.brandId, t.roleType),
    index('users_school_role_idx').on(t.schoolId, t.roleType),
    // Keyword search is a prefix match (`lower(x) LIKE 'kw%'`) so that it stays an index range scan at
    // 100 000+ users on both PGlite and PostgreSQL without pg_trgm; text_pattern_ops serves LIKE under
    // any database collation. See modules/org/README.md.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('users_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
    // List sorts that stay index walks at scale (ORDER BY … LIMIT reads 20 entries, not every row).
    index('users_name_sort_idx').on(t.name, t.id),
    index('users_last_login_idx').on(sql`${t.lastLoginAt} desc nulls last`, sql`${t.id} desc`),
    // Live people per school and role: counts for the school list (index-only once vacuumed).
    index('users_live_school_role_idx').on(t.schoolId, t.roleType).where(sql`${t.deletedAt} is null`),
    // The deleted (few): counts over a table of their work subtract theirs (modules/correction overview).
    index('users_deleted_idx').on(t.id).where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * Sessions live in the database so that any number of server processes can serve them.
 * Only the SHA-256 of the token is stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 3 console, or the client's device type for clientLogin */
    deviceType: varchar('device_type', { length: 16 }).notNull().default('3'),
    /** serial number a device sent with clientLogin, when known */
    deviceSerial: varchar('device_serial', { length: 64 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when the session ended: logout, password change, admin revoke */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    /**
     * A role preview (modules/auth/preview.ts): the admin's session that opened it. The preview is read-only,
     * short-lived and ends with that session.
     */
    previewOf: integer('preview_of').references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_created_idx').on(t.createdAt),
    index('sessions_preview_of_idx').on(t.previewOf).where(sql`${t.previewOf} is not null`),
  ],
);

/** Login throttling per key (account, address, or both), shared by all server processes (modules/auth/login-limit.ts). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: varchar('key', { length: 128 }).primaryKey(),
    /** attempts counted since the key was last quiet for a whole window */
    count: integer('count').notNull().default(0),
    /** epoch ms of the last counted attempt: the delays run from it */
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  },
  // Forgotten keys are swept by last_at.
  (t) => [index('login_attempts_last_idx').on(t.lastAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: integer('target_id'),
    brandId: integer('brand_id'),
    schoolId: integer('school_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_target_idx').on(t.targetType, t.targetId),
    index('audit_school_idx').on(t.schoolId),
    index('audit_brand_idx').on(t.brandId),
  ],
);

/**
 * A class of one school. status: 1 active, 0 archived (e.g. graduated). `brand_id` copies the school's
 * brand so that a brand admin's scope check is one indexed condition; bindBrandSchools keeps it in step.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** 1-12 */
    grade: smallint('grade').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    headTeacherId: integer('head_teacher_id').references(() => users.id),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also serves the school and (school, grade) filters.
    uniqueIndex('classes_school_grade_name_uq').on(t.schoolId, t.grade, t.name),
    // Target of the composite foreign keys below: a membership row's school is its class's school.
    unique('classes_id_school_uq').on(t.id, t.schoolId),
    index('classes_brand_grade_idx').on(t.brandId, t.grade),
    index('classes_head_teacher_idx').on(t.headTeacherId),
    check('classes_grade_check', sql`${t.grade} between 1 and 12`),
    check('classes_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** Teachers of a class (the head teacher is always one of them). */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id').notNull(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.teacherId], name: 'class_teachers_pk' }),
    foreignKey({
      name: 'class_teachers_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    index('class_teachers_teacher_idx').on(t.teacherId),
    index('class_teachers_brand_idx').on(t.brandId),
  ],
);

/**
 * Students of a class. `active` mirrors the class's status so that the partial unique index can
 * enforce "a student is in at most one active class per school" in the database itself.
 */
export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId], name: 'class_students_pk' }),
    foreignKey({
      name: 'class_students_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    uniqueIndex('class_students_one_active_uq').on(t.schoolId, t.studentId).where(sql`${t.active}`),
    index('class_students_student_idx').on(t.studentId),
    index('class_students_brand_idx').on(t.brandId),
  ],
);

/**
 * A helper's link to a student (DESIGN.md section 4): drives the "my students" lists of course
 * consultants (kind consultant), DL users (dl) and correction teachers (correction).
 */
export const supportLinks = pgTable(
  'support_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_links_staff_student_kind_uq').on(t.staffId, t.studentId, t.kind),
    index('support_links_student_idx').on(t.studentId),
    index('support_links_brand_idx').on(t.brandId),
    check('support_links_kind_check', sql`${t.kind} in ('consultant', 'dl', 'correction')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Content (issue 4): courses → chapters → lessons, questions, knowledge points, materials.
// `brand_id` null means platform-wide content (managed by the platform admin); every tenant-owned row
// carries its brand so that a scope check is one indexed condition. See modules/content/README.md.
// ---------------------------------------------------------------------------------------------

/** kind: normal | ai | book (book courses follow a textbook edition's table of contents). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    /** 1-12 */
    grade: smallint('grade').notNull(),
    kind: varchar('kind', { length: 8 }).notNull().default('normal'),
    textbookEdition: varchar('textbook_edition', { length: 100 }).notNull().default(''),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_brand_kind_idx').on(t.brandId, t.kind, t.subject, t.grade),
    index('courses_published_kind_idx').on(t.kind, t.subject, t.grade).where(sql`${t.published}`),
    check('courses_kind_check', sql`${t.kind} in ('normal', 'ai', 'book')`),
    check('courses_grade_check', sql`${t.grade} between 1 and 12`),
  ],
);

/** A course's chapter tree: parent null for top-level chapters, `sort` orders siblings from 0. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id),
    parentId: integer('parent_id'),
    title: varchar('title', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'chapters_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('chapters_course_parent_idx').on(t.courseId, t.parentId, t.sort),
    index('chapters_parent_idx').on(t.parentId),
  ],
);

/**
 * A lesson of a chapter. `content` is the author's rich text, sanitized when saved; `html` its rendered
 * form (math rendered, sanitized), filled when saved or on first read (null: not rendered yet).
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    html: text('html'),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_chapter_sort_idx').on(t.chapterId, t.sort), index('lessons_course_idx').on(t.courseId)],
);

/** Knowledge points: a tree per subject (platform-wide or a brand's own). */
export const knowledgePoints = pgTable(
  'knowledge_points',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    subject: varchar('subject', { length: 16 }).notNull(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'knowledge_points_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete(
      'cascade',
    ),
    index('knowledge_points_subject_idx').on(t.subject, t.brandId, t.parentId, t.sort),
    index('knowledge_points_parent_idx').on(t.parentId),
  ],
);

/**
 * Questions. options: the options' rich text (A first); answer: { choices, judge, blanks: [{ accepted,
 * rules }], text }. `search_text` is the stem as normalised plain text and `search_tokens` its CJK
 * bigrams and word trigrams: the GIN index on them serves keyword search (modules/content/README.md).
 */
/** An AI-created question's origin: the provider's host and model, or the bank question it is a variant of. */
export type QuestionProvenanceValue =
  | { kind: 'provider'; host: string; model: string }
  | { kind: 'variant'; variantOf: number };

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    type: varchar('type', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    grade: smallint('grade').notNull(),
    difficulty: smallint('difficulty').notNull().default(3),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    answer: jsonb('answer')
      .$type<{
        choices: string[];
        judge: boolean | null;
        blanks: { accepted: string[]; rules: string[] }[];
        text: string;
      }>()
      .notNull(),
    analysis: text('analysis').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    /** where an AI-created question came from (modules/ai/generation); null for questions people wrote */
    provenance: jsonb('provenance').$type<QuestionProvenanceValue>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_brand_subject_idx').on(t.brandId, t.subject, t.grade, t.id),
    index('questions_subject_grade_idx').on(t.subject, t.grade, t.type, t.difficulty),
    index('questions_search_tokens_idx').using('gin', t.searchTokens),
    // List sorts that stay index walks (ORDER BY … LIMIT reads a page, not every row).
    index('questions_difficulty_sort_idx').on(t.difficulty, t.id),
    index('questions_grade_sort_idx').on(t.grade, t.id),
    index('questions_updated_sort_idx').on(t.updatedAt, t.id),
    check('questions_type_check', sql`${t.type} in ('single', 'multiple', 'judge', 'blank', 'short')`),
    check('questions_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check('questions_grade_check', sql`${t.grade} between 1 and 12`),
  ],
);

export const questionKnowledgePoints = pgTable(
  'question_knowledge_points',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    knowledgePointId: integer('knowledge_point_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.knowledgePointId], name: 'question_knowledge_points_pk' }),
    index('question_knowledge_points_kp_idx').on(t.knowledgePointId, t.questionId),
  ],
);

/** A lesson's exercises, ordered. A question in use cannot be deleted (restrict). */
export const lessonExercises = pgTable(
  'lesson_exercises',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.questionId], name: 'lesson_exercises_pk' }),
    index('lesson_exercises_question_idx').on(t.questionId),
  ],
);

/** A teacher's uploaded file; the bytes live in the storage backend under `storage_key`. */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('materials_owner_idx').on(t.ownerId, t.id), index('materials_brand_idx').on(t.brandId)],
);

export const materialShares = pgTable(
  'material_shares',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.classId], name: 'material_shares_pk' }),
    index('material_shares_class_idx').on(t.classId, t.materialId),
  ],
);

/** Server-wide secrets shared by every process (e.g. the key that signs material addresses). */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Teaching and learning (issue 10): lesson releases per class.
// ---------------------------------------------------------------------------------------------

/**
 * A lesson's release to a class (DESIGN.md section 4; /lockUp/index): `unlock_at` null means locked,
 * a time at or before now released, a later time scheduled (it opens by itself). No row: never released,
 * so locked. `brand_id` and `school_id` copy the class's, so that scope checks stay one indexed condition.
 */
export const lessonReleases = pgTable(
  'lesson_releases',
  {
    classId: integer('class_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id').notNull(),
    unlockAt: timestamp('unlock_at', { withTimezone: true }),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.lessonId], name: 'lesson_releases_pk' }),
    foreignKey({
      name: 'lesson_releases_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    index('lesson_releases_lesson_idx').on(t.lessonId),
  ],
);

/**
 * A student's work on a lesson released to its class (issue 10): answers saved as it goes (in_progress),
 * then submitted once (`submit_key` makes a retried submit the same one) and graded: `graded` when every
 * answer was graded automatically, `submitted` while short answers wait for a person. `score` is 0-100.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id').notNull(),
    schoolId: integer('school_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 12 }).notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    score: real('score'),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    submitKey: varchar('submit_key', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every correction save (modules/correction): a save names the version it started from. */
    version: integer('version').notNull().default(0),
    /** The correction teacher grading it now, until `held_until` (a hold past that time is nobody's). */
    heldBy: integer('held_by').references(() => users.id),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * Handed in, its answers not yet in the wrong-question book: the book follows the hand-in moments later
     * (modules/learning/wrong-book/recorder.ts), so that the class hour's bell is not slowed by it; whoever
     * clears the flag records them, once.
     */
    bookPending: boolean('book_pending').notNull().default(false),
  },
  (t) => [
    uniqueIndex('submissions_student_class_lesson_uq').on(t.studentId, t.classId, t.lessonId),
    foreignKey({
      name: 'submissions_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    index('submissions_class_lesson_idx').on(t.classId, t.lessonId),
    index('submissions_lesson_idx').on(t.lessonId),
    // Correction work (modules/correction): handed in and waiting for a person, or graded by one (a
    // correction save bumps `version`). A corrector's students and classes, and the admin's overview by brand.
    index('submissions_correction_student_idx')
      .on(t.studentId, t.submittedAt)
      .where(sql`${t.state} = 'submitted' or (${t.state} = 'graded' and ${t.version} > 0)`),
    index('submissions_correction_class_idx')
      .on(t.classId, t.submittedAt)
      .where(sql`${t.state} = 'submitted' or (${t.state} = 'graded' and ${t.version} > 0)`),
    index('submissions_correction_brand_idx')
      .on(t.brandId, t.submittedAt)
      .where(sql`${t.state} = 'submitted' or (${t.state} = 'graded' and ${t.version} > 0)`),
    index('submissions_correction_time_idx')
      .on(t.submittedAt)
      .where(sql`${t.state} = 'submitted' or (${t.state} = 'graded' and ${t.version} > 0)`),
    // What the book recorder's sweep looks for (few rows: only hand-ins of the last moments, or of a crash).
    index('submissions_book_pending_idx').on(t.id).where(sql`${t.bookPending}`),
    // The analytics aggregator follows graded work by its last change (modules/analytics/aggregator.ts).
    index('submissions_graded_updated_idx').on(t.updatedAt).where(sql`${t.state} = 'graded'`),
    // A school's hand-ins of a day or a week: the data screen (modules/org/data-screen/learning.ts).
    index('submissions_school_submitted_idx').on(t.schoolId, t.submittedAt).where(sql`${t.submittedAt} is not null`),
    check('submissions_state_check', sql`${t.state} in ('in_progress', 'submitted', 'graded')`),
    check('submissions_version_check', sql`${t.version} >= 0`),
  ],
);

/**
 * One answer of a submission: the student's response (as the contract `answerResponse` has it), its outcome
 * and credit (0-1). The autosave grades each answer as it is saved: while the submission is in progress the
 * grade is provisional and shown to nobody; the submit confirms or regrades it (modules/learning/README.md).
 * A question with answers cannot be deleted (restrict).
 */
export const answers = pgTable(
  'answers',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    outcome: varchar('outcome', { length: 8 }),
    credit: real('credit'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A person's grade (modules/correction): 0 to ANSWER_POINTS_MAX (10) in halves; null until one grades it. */
    points: real('points'),
    /** The corrector's comment (plain text). */
    comment: text('comment').notNull().default(''),
    /** Marks drawn on the answer's photo, as vector data (the contract's `photoMarks`), never burnt into it. */
    marks: jsonb('marks').$type<unknown[]>().notNull().default([]),
    correctedBy: integer('corrected_by').references(() => users.id),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.questionId], name: 'answers_pk' }),
    index('answers_question_idx').on(t.questionId),
    check(
      'answers_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('correct', 'partial', 'wrong', 'pending')`,
    ),
    check('answers_points_check', sql`${t.points} is null or (${t.points} >= 0 and ${t.points} <= 10)`),
    check('answers_comment_check', sql`char_length(${t.comment}) <= 2000`),
  ],
);

/**
 * The classes a correction teacher corrects for (modules/correction), set by organization admins on the
 * class: it reaches the handed-in work of the class besides that of the students linked to it. `brand_id`
 * is the class's (a school moved to another brand drops the rows: bindBrandSchools).
 */
export const classCorrectors = pgTable(
  'class_correctors',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    correctorId: integer('corrector_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.correctorId], name: 'class_correctors_pk' }),
    // "The classes it corrects for": the reach of a corrector.
    index('class_correctors_corrector_idx').on(t.correctorId),
  ],
);

/**
 * A photo of handwritten work a student attached to a short answer (issue 10 item 4): stored under
 * `storage_key` (`photos/<brand>/<name>`); the answer's response names it (`photo`). A save may
 * name only a photo its student uploaded for that lesson and question. Read through signed addresses
 * (modules/learning/photos).
 */
export const answerPhotos = pgTable(
  'answer_photos',
  {
    /** `<uuid>.<ext>`, made by the server */
    name: varchar('name', { length: 48 }).primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answer_photos_student_lesson_idx').on(t.studentId, t.lessonId, t.questionId)],
);

// ---------------------------------------------------------------------------------------------
// Teaching and learning (issue 10): lesson preparation and polishing.
// ---------------------------------------------------------------------------------------------

/** What a preparation holds and every revision keeps (modules/learning/preparations). */
export interface PrepSnapshotRow {
  notes: string;
  questionIds: number[];
  /** YYYY-MM-DD or null */
  plannedOn: string | null;
  state: 'draft' | 'ready';
}

/**
 * A teacher's preparation of a lesson for one of its classes (DESIGN.md section 4, lesson_preps): teaching
 * notes (plain text), the exercises chosen from the lesson and the question bank in order, a planned day
 * and a state. `revision` is the number of its latest revision (lesson_prep_revisions). `brand_id` and
 * `school_id` copy the class's.
 */
export const lessonPreps = pgTable(
  'lesson_preps',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id').notNull(),
    schoolId: integer('school_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    questionIds: jsonb('question_ids').$type<number[]>().notNull().default([]),
    plannedOn: date('planned_on', { mode: 'string' }),
    state: varchar('state', { length: 8 }).notNull().default('draft'),
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One preparation per teacher, class and lesson; also serves the before-class list's join.
    uniqueIndex('lesson_preps_teacher_class_lesson_uq').on(t.teacherId, t.classId, t.lessonId),
    foreignKey({
      name: 'lesson_preps_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    // The teacher's list, newest change first.
    index('lesson_preps_teacher_updated_idx').on(t.teacherId, t.updatedAt, t.id),
    // A lesson's preparations (the admin's view) and the lesson's cascade.
    index('lesson_preps_lesson_idx').on(t.lessonId),
    index('lesson_preps_class_idx').on(t.classId),
    check('lesson_preps_state_check', sql`${t.state} in ('draft', 'ready')`),
  ],
);

/**
 * Every save of a preparation is a revision, numbered from 1 per preparation: the saved content as it was
 * (`snapshot`), who saved it, and for a restore the revision it restored.
 */
export const lessonPrepRevisions = pgTable(
  'lesson_prep_revisions',
  {
    prepId: integer('prep_id')
      .notNull()
      .references(() => lessonPreps.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<PrepSnapshotRow>().notNull(),
    authorId: integer('author_id').references(() => users.id),
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.prepId, t.number], name: 'lesson_prep_revisions_pk' }),
    check('lesson_prep_revisions_number_check', sql`${t.number} >= 1`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Teaching and learning (issue 10): homework.
// ---------------------------------------------------------------------------------------------

/**
 * Homework (DESIGN.md section 4, `assignments`): a lesson's work given to a class with a due time. The
 * questions are fixed when it is given (`question_ids`, in order: the lesson's exercises, or the teacher's
 * preparation of the lesson for the class), so that later edits of the lesson or the preparation do not
 * change work the students have started. One homework per class and lesson: the students' submissions of
 * the lesson are its hand-ins, late when submitted after `due_at`.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').notNull(),
    schoolId: integer('school_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 12 }).notNull().default('lesson'),
    questionIds: jsonb('question_ids').$type<number[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    assignedBy: integer('assigned_by').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per class and lesson; also the lookup of a student's lesson (class + lesson).
    uniqueIndex('assignments_class_lesson_uq').on(t.classId, t.lessonId),
    foreignKey({
      name: 'assignments_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    // A class's homework by due time (the teacher's list, a student's to-do, "overdue").
    index('assignments_class_due_idx').on(t.classId, t.dueAt),
    index('assignments_lesson_idx').on(t.lessonId),
    check('assignments_source_check', sql`${t.source} in ('lesson', 'preparation')`),
  ],
);

/**
 * A helper's follow-up of one of its students (issue 10 item 7, the DL's work list): when the contact
 * happened, what was said and what was agreed. `brand_id` is the student's, moved with its school
 * (bindBrandSchools). Notes stay when a support link ends: they are the student's history.
 */
export const followUpNotes = pgTable(
  'follow_up_notes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    note: text('note').notNull(),
    agreed: text('agreed').notNull().default(''),
    contactAt: timestamp('contact_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A student's notes, newest contact first (the drawer's list, the work list's latest note).
    index('follow_up_notes_student_contact_idx').on(t.studentId, t.contactAt.desc()),
    index('follow_up_notes_staff_idx').on(t.staffId),
    check('follow_up_notes_note_check', sql`char_length(${t.note}) between 1 and 2000`),
    check('follow_up_notes_agreed_check', sql`char_length(${t.agreed}) <= 1000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Issue 11: the wrong-question book and its training camp, error correction, reports and share links.
// ---------------------------------------------------------------------------------------------

/** A practice item's origin: a question of the student's book, or an unseen one of the same knowledge points. */
export type PracticeItemSource = 'review' | 'new';

/**
 * A student's wrong-question book (DESIGN.md section 4, wrong_questions): one row per student and question
 * it has answered wrong (or partly right) in a handed-in lesson or homework, or in the training camp. A
 * question is mastered after correct answers on two different days since its latest wrong answer
 * (`correct_days`, `last_correct_on`); a wrong answer again resets them and takes it out of mastered.
 * `card` and `due_at` are the spaced-repetition schedule of the training camp (ts-fsrs). `brand_id` is the
 * student's, moved with its school (bindBrandSchools).
 */
export const wrongQuestions = pgTable(
  'wrong_questions',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** the handed-in lesson or homework of the latest wrong answer (null when it came from the camp) */
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    /** the training camp's set of the latest wrong answer (null when it came from a lesson) */
    practiceId: integer('practice_id').references(() => practiceSets.id, { onDelete: 'set null' }),
    /** the AI course's question of the latest wrong answer (null when it came from elsewhere, or the course is gone) */
    aiCourseItemId: integer('ai_course_item_id').references(() => aiCourseItems.id, { onDelete: 'set null' }),
    /** the student's latest wrong answer, as it gave it */
    wrongResponse: jsonb('wrong_response').$type<Record<string, unknown>>().notNull(),
    wrongCount: integer('wrong_count').notNull().default(1),
    correctCount: integer('correct_count').notNull().default(0),
    /** calendar days with a correct answer since the latest wrong one; mastered at 2 */
    correctDays: smallint('correct_days').notNull().default(0),
    lastCorrectOn: date('last_correct_on', { mode: 'string' }),
    firstWrongAt: timestamp('first_wrong_at', { withTimezone: true }).notNull(),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }).notNull(),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull(),
    masteredAt: timestamp('mastered_at', { withTimezone: true }),
    /** the ts-fsrs card of the training camp; null before its first review there */
    card: jsonb('card').$type<Record<string, unknown>>(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.questionId], name: 'wrong_questions_pk' }),
    // The book, latest wrong first.
    index('wrong_questions_student_wrong_idx').on(t.studentId, t.lastWrongAt.desc()),
    // The camp's picks: what is not mastered, due first.
    index('wrong_questions_student_due_idx').on(t.studentId, t.dueAt).where(sql`${t.masteredAt} is null`),
    index('wrong_questions_question_idx').on(t.questionId),
    index('wrong_questions_submission_idx').on(t.submissionId),
    // An AI course deleted: its items' entries keep their place (the source set null) without a scan.
    index('wrong_questions_ai_course_item_idx').on(t.aiCourseItemId),
    check(
      'wrong_questions_counts_check',
      sql`${t.wrongCount} >= 1 and ${t.correctCount} >= 0 and ${t.correctDays} >= 0`,
    ),
  ],
);

/**
 * A set of the training camp (issue 11 item 3): questions of the student's book plus unseen questions of the
 * same knowledge points, in order (`items`), answered one by one and graded like lessons. One set in
 * progress per student.
 */
export const practiceSets = pgTable(
  'practice_sets',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** what it was built from: a subject and knowledge points, or the whole book */
    subject: varchar('subject', { length: 16 }),
    knowledgePointIds: jsonb('knowledge_point_ids').$type<number[]>().notNull().default([]),
    items: jsonb('items').$type<{ questionId: number; source: PracticeItemSource }[]>().notNull(),
    state: varchar('state', { length: 12 }).notNull().default('in_progress'),
    score: real('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('practice_sets_one_open_uq').on(t.studentId).where(sql`${t.state} = 'in_progress'`),
    index('practice_sets_student_created_idx').on(t.studentId, t.createdAt.desc()),
    check('practice_sets_state_check', sql`${t.state} in ('in_progress', 'finished')`),
  ],
);

/** An answer given in the training camp, graded as it is given. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull(),
    credit: real('credit').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.practiceId, t.questionId], name: 'practice_answers_pk' }),
    index('practice_answers_question_idx').on(t.questionId),
    check('practice_answers_outcome_check', sql`${t.outcome} in ('correct', 'partial', 'wrong', 'pending')`),
  ],
);

/**
 * Error correction (issue 11 item 2): a student redoes a wrong answer of a handed-in lesson or homework
 * (`submission_id`, `question_id`) with an explanation and maybe a photo (an answer_photos name); a
 * correction teacher who reaches the submission accepts it or returns it with a comment. Attempts are
 * numbered per answer; one waits at a time. `student_id`, `class_id` and `brand_id` copy the submission's
 * (the correction reach reads them).
 */
export const errorCorrections = pgTable(
  'error_corrections',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    attempt: smallint('attempt').notNull().default(1),
    /** the redone answer (the lesson's answer shape) and its automatic grade (pending for short answers) */
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    outcome: varchar('outcome', { length: 8 }),
    explanation: text('explanation').notNull(),
    photo: varchar('photo', { length: 48 }),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    reviewComment: text('review_comment').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('error_corrections_attempt_uq').on(t.submissionId, t.questionId, t.attempt),
    uniqueIndex('error_corrections_one_pending_uq').on(t.submissionId, t.questionId).where(sql`${t.state} = 'pending'`),
    // A corrector's list (its students, its classes), the admin's by brand and over every brand.
    index('error_corrections_student_idx').on(t.studentId, t.createdAt),
    index('error_corrections_class_idx').on(t.classId, t.createdAt),
    index('error_corrections_brand_idx').on(t.brandId, t.createdAt),
    index('error_corrections_created_idx').on(t.createdAt),
    check('error_corrections_state_check', sql`${t.state} in ('pending', 'accepted', 'returned')`),
    check('error_corrections_explanation_check', sql`char_length(${t.explanation}) between 1 and 2000`),
    check('error_corrections_comment_check', sql`char_length(${t.reviewComment}) <= 2000`),
    check('error_corrections_attempt_check', sql`${t.attempt} >= 1`),
  ],
);

/**
 * A teacher's after-class evaluation of a student for a lesson (issue 11 item 4, /afterClassEvaluation): the
 * teacher's comment to share with the family. The mastery beside it is derived from the answers, never
 * stored. `school_id` and `brand_id` copy the class's.
 */
export const lessonEvaluations = pgTable(
  'lesson_evaluations',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id').notNull(),
    schoolId: integer('school_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.classId, t.lessonId], name: 'lesson_evaluations_pk' }),
    foreignKey({
      name: 'lesson_evaluations_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    index('lesson_evaluations_class_lesson_idx').on(t.classId, t.lessonId),
    check('lesson_evaluations_comment_check', sql`char_length(${t.comment}) <= 2000`),
  ],
);

/** What a share link opens: a student's lesson report, a class's report for a lesson, one answer with its marks. */
export type ShareKind = 'student_report' | 'class_report' | 'answer';

/**
 * A share link of a report (issue 11 item 5; DESIGN.md section 3): the public pages /reportDeta,
 * /reportDetaTo and /AnswerDetail open only with its signed token (access/signed-links.ts), never with a bare
 * id; it expires (`expires_at`) and its maker may revoke it. The columns its kind needs name the target.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<ShareKind>().notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
    openedCount: integer('opened_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_links_creator_idx').on(t.createdBy, t.createdAt.desc()),
    index('share_links_class_lesson_idx').on(t.classId, t.lessonId),
    index('share_links_submission_idx').on(t.submissionId),
    index('share_links_student_idx').on(t.studentId),
    check('share_links_kind_check', sql`${t.kind} in ('student_report', 'class_report', 'answer')`),
  ],
);

/**
 * A live class session (issue 12, modules/supervision): a teacher supervises one class working on one lesson.
 * At most one live session per class (the partial unique index); an ended one keeps its events for replay.
 * `focus_question_id` is the question the teacher has put everyone on, null until it does.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id').notNull(),
    classId: integer('class_id').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    state: varchar('state', { length: 8 }).$type<'live' | 'ended'>().notNull().default('live'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    focusQuestionId: integer('focus_question_id').references(() => questions.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'class_sessions_class_fk',
      columns: [t.classId, t.schoolId],
      foreignColumns: [classes.id, classes.schoolId],
    }).onDelete('cascade'),
    // A teacher's sessions, live first ('live' > 'ended') then newest: the list reads this index in order.
    index('class_sessions_teacher_idx').on(t.teacherId, t.state.desc(), t.startedAt.desc()),
    // A class's live session: one at most, enforced here, so two starts at once cannot both win.
    uniqueIndex('class_sessions_class_live_uq').on(t.classId).where(sql`${t.state} = 'live'`),
    index('class_sessions_class_idx').on(t.classId, t.startedAt.desc()),
    // A school's live sessions: the data screen (modules/org/data-screen/learning.ts).
    index('class_sessions_school_live_idx').on(t.schoolId).where(sql`${t.state} = 'live'`),
    check('class_sessions_state_check', sql`${t.state} in ('live', 'ended')`),
    check('class_sessions_ended_check', sql`(${t.state} = 'ended') = (${t.endedAt} is not null)`),
  ],
);

/**
 * What happened in a class session, in order (`id`): the source of truth of the live board's stream (a
 * stream resumes after an id) and the timeline an ended session is replayed from. `kind`: start, join,
 * position, answer, focus, end (the contract `sessionEvent` in @edu/shared has each payload).
 */
export const classSessionEvents = pgTable(
  'class_session_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_session_events_session_idx').on(t.sessionId, t.id),
    check('class_session_events_kind_check', sql`${t.kind} in ('start', 'join', 'position', 'answer', 'focus', 'end')`),
  ],
);

/**
 * Each student's presence in a session: the last heartbeat and the question it is on. A table rather than
 * derived from the events because heartbeats come every few seconds from every student: the timeline keeps
 * only the changes (join, position), this row the latest state, read by the board in one indexed lookup.
 */
export const classSessionPresence = pgTable(
  'class_session_presence',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId], name: 'class_session_presence_pk' })],
);

// ---------------------------------------------------------------------------------------------
// Precision-learning analytics (issue 12 item 3; apps/server/src/modules/analytics/README.md). Aggregates of
// graded submissions kept by the background aggregator; the reports read these, never the answers in bulk.
// Every row carries its class's brand and school so that a scope check is one indexed condition.
// ---------------------------------------------------------------------------------------------

/** The aggregator's single row: how far it has followed submissions.updated_at; locked by each pass. */
export const analyticsWatermark = pgTable(
  'analytics_watermark',
  {
    id: smallint('id').primaryKey(),
    /** every graded submission updated before (this - the overlap) is counted as it is now */
    throughAt: timestamp('through_at', { withTimezone: true }).notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (t) => [check('analytics_watermark_one_row', sql`${t.id} = 1`)],
);

/**
 * What each counted submission added to the aggregates, exactly (its knowledge points as they were then):
 * a re-grade subtracts this and adds the new contribution, so nothing is counted twice.
 */
export const analyticsCounted = pgTable(
  'analytics_counted',
  {
    // No foreign key: a deleted submission's row stays, marked `removed` by the trigger of migration 0023, until
    // the aggregator has taken its contribution back (modules/analytics/README.md "Deleted work").
    submissionId: integer('submission_id').primaryKey(),
    /** submissions.version when counted */
    version: integer('version').notNull(),
    contribution: jsonb('contribution').$type<unknown>().notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
    /** the submission was deleted (with its lesson, chapter or course): its contribution is to be taken back */
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [index('analytics_counted_removed_idx').on(t.submissionId).where(sql`${t.removed}`)],
);

/** Per class × knowledge point: answers and right answers. */
export const analyticsClassKp = pgTable(
  'analytics_class_kp',
  {
    classId: integer('class_id').notNull(),
    knowledgePointId: integer('knowledge_point_id').notNull(),
    brandId: integer('brand_id').notNull(),
    schoolId: integer('school_id').notNull(),
    grade: smallint('grade').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.knowledgePointId], name: 'analytics_class_kp_pk' }),
    index('analytics_class_kp_brand_idx').on(t.brandId, t.subject),
    index('analytics_class_kp_school_idx').on(t.schoolId, t.subject),
  ],
);

/** Per class × knowledge point × ISO week (its Monday): the trends and the heat map over a week range. */
export const analyticsClassKpWeek = pgTable(
  'analytics_class_kp_week',
  {
    classId: integer('class_id').notNull(),
    knowledgePointId: integer('knowledge_point_id').notNull(),
    week: date('week').notNull(),
    brandId: integer('brand_id').notNull(),
    schoolId: integer('school_id').notNull(),
    grade: smallint('grade').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.knowledgePointId, t.week], name: 'analytics_class_kp_week_pk' }),
    index('analytics_class_kp_week_brand_idx').on(t.brandId, t.week),
    index('analytics_class_kp_week_school_idx').on(t.schoolId, t.week),
    index('analytics_class_kp_week_week_idx').on(t.week),
  ],
);

/** Per class × student × knowledge point: the heat map's drill-down to a class's students. */
export const analyticsStudentKp = pgTable(
  'analytics_student_kp',
  {
    classId: integer('class_id').notNull(),
    studentId: integer('student_id').notNull(),
    knowledgePointId: integer('knowledge_point_id').notNull(),
    brandId: integer('brand_id').notNull(),
    schoolId: integer('school_id').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId, t.knowledgePointId], name: 'analytics_student_kp_pk' }),
    index('analytics_student_kp_student_idx').on(t.studentId, t.knowledgePointId),
  ],
);

/**
 * Per class × question: answers, right answers, the point-biserial sums (x the answer's 0/1, y its
 * submission's score), how often each choice was picked and the most common wrong answers (a capped map).
 */
export const analyticsClassQuestion = pgTable(
  'analytics_class_question',
  {
    classId: integer('class_id').notNull(),
    questionId: integer('question_id').notNull(),
    brandId: integer('brand_id').notNull(),
    schoolId: integer('school_id').notNull(),
    grade: smallint('grade').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    sumY: doublePrecision('sum_y').notNull().default(0),
    sumY2: doublePrecision('sum_y2').notNull().default(0),
    sumXY: doublePrecision('sum_xy').notNull().default(0),
    choices: jsonb('choices').$type<Record<string, number>>().notNull().default({}),
    wrongAnswers: jsonb('wrong_answers').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.questionId], name: 'analytics_class_question_pk' }),
    index('analytics_class_question_question_idx').on(t.questionId),
    index('analytics_class_question_brand_idx').on(t.brandId, t.subject),
    index('analytics_class_question_school_idx').on(t.schoolId, t.subject),
  ],
);

// Rollups of the class tables for the views of a whole brand or the platform (README.md "Rollups"): kept in
// the same transaction as the class rows they sum, so that a brand's figures are read from a few rows per
// question or knowledge point instead of one per class.

/** Per class × subject (the knowledge points'): the heat map's classes, their totals. */
export const analyticsClassSubject = pgTable(
  'analytics_class_subject',
  {
    classId: integer('class_id').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    brandId: integer('brand_id').notNull(),
    schoolId: integer('school_id').notNull(),
    grade: smallint('grade').notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.subject], name: 'analytics_class_subject_pk' }),
    index('analytics_class_subject_brand_idx').on(t.brandId, t.subject),
    index('analytics_class_subject_school_idx').on(t.schoolId, t.subject),
  ],
);

/** Per brand × knowledge point × ISO week × class grade: a brand's (and the platform's) trends and most missed. */
export const analyticsBrandKpWeek = pgTable(
  'analytics_brand_kp_week',
  {
    brandId: integer('brand_id').notNull(),
    knowledgePointId: integer('knowledge_point_id').notNull(),
    week: date('week').notNull(),
    grade: smallint('grade').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.brandId, t.knowledgePointId, t.week, t.grade],
      name: 'analytics_brand_kp_week_pk',
    }),
  ],
);

/**
 * Per brand × question × class grade: the class × question rows summed (their count maps too: each key the
 * sum of the classes' counts, uncapped), for a brand's item analysis, most missed and the error list.
 */
export const analyticsBrandQuestion = pgTable(
  'analytics_brand_question',
  {
    brandId: integer('brand_id').notNull(),
    questionId: integer('question_id').notNull(),
    grade: smallint('grade').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    sumY: doublePrecision('sum_y').notNull().default(0),
    sumY2: doublePrecision('sum_y2').notNull().default(0),
    sumXY: doublePrecision('sum_xy').notNull().default(0),
    choices: jsonb('choices').$type<Record<string, number>>().notNull().default({}),
    wrongAnswers: jsonb('wrong_answers').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.questionId, t.grade], name: 'analytics_brand_question_pk' }),
    index('analytics_brand_question_question_idx').on(t.questionId),
  ],
);

/**
 * Per class × ISO week × the question's subject: answers and right answers, each answer once (the trends of
 * no one knowledge point; the weekly table per knowledge point counts a question of two points twice).
 */
export const analyticsClassWeek = pgTable(
  'analytics_class_week',
  {
    classId: integer('class_id').notNull(),
    week: date('week').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    brandId: integer('brand_id').notNull(),
    schoolId: integer('school_id').notNull(),
    grade: smallint('grade').notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.week, t.subject], name: 'analytics_class_week_pk' }),
    index('analytics_class_week_school_idx').on(t.schoolId, t.week),
  ],
);

/** Per brand × ISO week × class grade × subject: analytics_class_week summed (a brand's or the platform's trends). */
export const analyticsBrandWeek = pgTable(
  'analytics_brand_week',
  {
    brandId: integer('brand_id').notNull(),
    week: date('week').notNull(),
    grade: smallint('grade').notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.week, t.grade, t.subject], name: 'analytics_brand_week_pk' })],
);

// ---- Menu settings (issue 13 item 4; modules/menus/README.md) ----

/**
 * One layer's change to one menu entry of a role: the platform's (brand_id null) or a brand's. A layer is
 * written whole (modules/menus/service.ts); the route table decides which paths a role has.
 */
export const menuSettings = pgTable(
  'menu_settings',
  {
    id: serial('id').primaryKey(),
    /** null: the platform's layer */
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    roleType: smallint('role_type').notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** position among the role's entries; null: the route table's place */
    sortOrder: integer('sort_order'),
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('menu_settings_platform_uq').on(t.roleType, t.path).where(sql`${t.brandId} is null`),
    uniqueIndex('menu_settings_brand_uq').on(t.brandId, t.roleType, t.path).where(sql`${t.brandId} is not null`),
  ],
);

// ---- brands and themes (issue 13 items 1 and 3: modules/branding) -----------------------------

/**
 * Named themes of the platform (admin only), assigned to brands (brands.theme_id). Colours are `#rrggbb`,
 * checked for WCAG AA contrast before they are written (packages/shared/src/theme.ts). Platform-wide rows:
 * no brand of their own.
 */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    primaryColor: varchar('primary_color', { length: 7 }).notNull(),
    sidebarBg: varchar('sidebar_bg', { length: 7 }).notNull(),
    sidebarText: varchar('sidebar_text', { length: 7 }).notNull(),
    /** 'sidebar' | 'navbar' */
    logoPlacement: varchar('logo_placement', { length: 16 }).notNull().default('sidebar'),
    /** 'dark' | 'light' */
    sidebarMode: varchar('sidebar_mode', { length: 8 }).notNull().default('dark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('themes_name_uq').on(sql`lower(${t.name})`),
    index('themes_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

// ---- Devices (issue 13 item 6: AI pens and AI pads, modules/devices) ----

/**
 * An AI pen or AI pad of a school, maybe bound to one of its students. The serial is stored in upper case
 * (one spelling per device) and is unique across the platform; its text_pattern_ops index serves both the
 * uniqueness and the list's serial prefix search (`serial LIKE 'KW%'`) under any database collation.
 * status: 1 active, 0 disabled. last_seen_at is written by the device's heartbeat.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    serial: varchar('serial', { length: 64 }).notNull(),
    model: varchar('model', { length: 64 }).notNull().default(''),
    /** pen | pad */
    kind: varchar('kind', { length: 8 }).notNull(),
    studentId: integer('student_id').references(() => users.id),
    status: smallint('status').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_serial_uq').on(sql`${t.serial} text_pattern_ops`),
    index('devices_brand_serial_idx').on(t.brandId, sql`${t.serial} text_pattern_ops`),
    index('devices_brand_id_idx').on(t.brandId, t.id),
    index('devices_school_idx').on(t.schoolId, t.id),
    // The serial search with the school filter, or among the disabled devices (a few), reads only that school's
    // or the disabled matches of the prefix rather than all of them (issue 13, bench (l)). The disabled ones as a
    // partial index: a (status, serial) one was also taken, skipping over status, for the school filter.
    index('devices_school_serial_idx').on(t.schoolId, sql`${t.serial} text_pattern_ops`),
    index('devices_disabled_serial_idx').on(sql`${t.serial} text_pattern_ops`).where(sql`${t.status} = 0`),
    index('devices_student_idx').on(t.studentId),
    check('devices_kind_ck', sql`${t.kind} in ('pen', 'pad')`),
    check('devices_serial_upper_ck', sql`${t.serial} = upper(${t.serial})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// AI pads (issue 13 items 5 and 7; apps/server/src/modules/pads/README.md): the platform's pad applications
// and their package files, which applications each brand's pads show and in what order, content packages
// and their grants to schools and students for a period. Grants carry their brand and school so that a
// scope check is one indexed condition; whether a grant is in effect is computed from the clock in the
// queries (revoked_at is null and starts_at <= now() < ends_at), so grants expire by themselves.
// ---------------------------------------------------------------------------------------------

/** An uploaded package file (the bytes live in the storage under `storage_key`), with its SHA-256. */
export const padAppFiles = pgTable('pad_app_files', {
  id: varchar('id', { length: 36 }).primaryKey(),
  storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A pad application of the platform (package name unique, case-insensitively). */
export const padApps = pgTable(
  'pad_apps',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    icon: text('icon').notNull().default(''),
    packageName: varchar('package_name', { length: 150 }).notNull(),
    version: varchar('version', { length: 48 }).notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    minOsVersion: varchar('min_os_version', { length: 11 }).notNull().default(''),
    fileId: varchar('file_id', { length: 36 }).references(() => padAppFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pad_apps_package_name_uq').on(sql`lower(${t.packageName})`),
    uniqueIndex('pad_apps_file_uq').on(t.fileId),
    index('pad_apps_name_idx').on(t.name, t.id),
    index('pad_apps_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** The applications a brand's pads show (a row = shown), in `sort` order from 0 (AppConfiguration). */
export const brandPadApps = pgTable(
  'brand_pad_apps',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => padApps.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.appId], name: 'brand_pad_apps_pk' }),
    index('brand_pad_apps_app_idx').on(t.appId),
    index('brand_pad_apps_sort_idx').on(t.brandId, t.sort),
  ],
);

/** A content package of the platform: courses and applications for the pads; `days` is a grant's default length. */
export const padPackages = pgTable(
  'pad_packages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /** 1: AI-pad packages (spec section 2, route metadata packageType) */
    packageType: smallint('package_type').notNull().default(1),
    days: integer('days').notNull().default(365),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pad_packages_name_idx').on(t.name, t.id), index('pad_packages_type_idx').on(t.packageType)],
);

export const padPackageCourses = pgTable(
  'pad_package_courses',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => padPackages.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.courseId], name: 'pad_package_courses_pk' }),
    index('pad_package_courses_course_idx').on(t.courseId),
  ],
);

export const padPackageApps = pgTable(
  'pad_package_apps',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => padPackages.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => padApps.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.appId], name: 'pad_package_apps_pk' }),
    index('pad_package_apps_app_idx').on(t.appId),
  ],
);

/**
 * A package granted to a school (student_id null) or to one student for [starts_at, ends_at). In effect
 * while revoked_at is null and starts_at <= now() < ends_at; renewal moves ends_at later.
 */
export const padPackageGrants = pgTable(
  'pad_package_grants',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => padPackages.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id').references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    grantedBy: integer('granted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pad_package_grants_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('pad_package_grants_brand_idx').on(t.brandId, t.endsAt),
    index('pad_package_grants_school_idx').on(t.schoolId, t.studentId, t.endsAt),
    index('pad_package_grants_student_idx').on(t.studentId, t.endsAt),
    index('pad_package_grants_package_idx').on(t.packageId),
  ],
);

// ---- Brand app home (issue 13 item 2, part B): a brand's tabs, their modules, its study assistant ----

/** A tab of a brand's app home (the pad's home screen); positions 0-based and dense per brand. */
export const brandTabs = pgTable(
  'brand_tabs',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 40 }).notNull(),
    icon: varchar('icon', { length: 16 }).notNull().default('home'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_tabs_brand_idx').on(t.brandId, t.position)],
);

/**
 * A module of a tab: a course shelf, a banner, a shortcut grid or a rich-text block; its content (`config`)
 * has the shape of its kind (packages/shared/src/contracts/brand-app-home.ts). Positions dense per tab.
 */
export const brandModules = pgTable(
  'brand_modules',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    tabId: integer('tab_id')
      .notNull()
      .references(() => brandTabs.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 40 }).notNull().default(''),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_modules_tab_idx').on(t.tabId, t.position),
    index('brand_modules_brand_idx').on(t.brandId),
    check('brand_modules_kind_check', sql`${t.kind} in ('courseShelf', 'banner', 'shortcutGrid', 'richText')`),
  ],
);

/**
 * A brand's study assistant (modules/learning/assistant). `enabled`: its students see the assistant on their
 * lessons. The provider is not named here: it is the brand's own AI provider setting, else the platform
 * default (ai_providers; modules/ai providerFor).
 */
export const brandBots = pgTable('brand_bots', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  avatarUrl: text('avatar_url').notNull().default(''),
  welcomeText: text('welcome_text').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * AI provider settings (issue 14 item 1; modules/ai): an OpenAI-compatible chat-completions endpoint per brand,
 * and the platform default (brand_id null; one of each: the unique index on coalesce(brand_id, 0)). The key is
 * stored encrypted (AES-256-GCM with the server secret, modules/ai/secret.ts); its last four characters are
 * kept apart to show.
 */
export const aiProviders = pgTable(
  'ai_providers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    baseUrl: text('base_url').notNull(),
    model: varchar('model', { length: 200 }).notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url); '' without a key */
    keyCipher: text('key_cipher').notNull().default(''),
    keyLast4: varchar('key_last4', { length: 4 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_providers_brand_uq').on(sql`coalesce(${t.brandId}, 0)`)],
);

/**
 * AI courses (issue 14 item 3; modules/learning/ai-course): one student's adaptive course. The course row
 * itself is a `courses` row of kind 'ai' (the student's brand, unpublished: it is no one else's); this row
 * says whose it is, who made it (a teacher of one of its classes or an admin in scope) and its state.
 * `knowledge_point_ids`: the targeted points, weakest first.
 */
export const aiCourses = pgTable(
  'ai_courses',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    schoolId: integer('school_id'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    subject: varchar('subject', { length: 16 }).notNull(),
    knowledgePointIds: jsonb('knowledge_point_ids').$type<number[]>().notNull(),
    /** active | completed */
    state: varchar('state', { length: 12 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_courses_student_idx').on(t.studentId, t.id),
    index('ai_courses_brand_idx').on(t.brandId, t.schoolId),
    check('ai_courses_state_check', sql`${t.state} in ('active', 'completed')`),
  ],
);

/**
 * An AI course's items, in order (`position` from 1): a lesson to read or a question to answer, the
 * knowledge point it targets and why it was chosen (`reason`: the point, its P(known) before and after how
 * many answers, the rule that picked it, the question's difficulty). State pending → answered (a question:
 * `correct`, `outcome`, `credit`, the response) or done (a lesson read).
 */
export const aiCourseItems = pgTable(
  'ai_course_items',
  {
    id: serial('id').primaryKey(),
    aiCourseId: integer('ai_course_id')
      .notNull()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    knowledgePointId: integer('knowledge_point_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
    reason: jsonb('reason')
      .$type<{
        rule: 'lowest' | 'lesson-first';
        knowledgePointId: number;
        pKnown: number;
        answers: number;
        difficulty: number | null;
        targetDifficulty: number | null;
      }>()
      .notNull(),
    state: varchar('state', { length: 8 }).notNull().default('pending'),
    response: jsonb('response'),
    outcome: varchar('outcome', { length: 8 }),
    credit: real('credit'),
    correct: boolean('correct'),
    pKnownAfter: real('p_known_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ai_course_items_position_uq').on(t.aiCourseId, t.position),
    index('ai_course_items_question_idx').on(t.questionId),
    index('ai_course_items_lesson_idx').on(t.lessonId),
    check('ai_course_items_kind_check', sql`${t.kind} in ('lesson', 'question')`),
    check('ai_course_items_state_check', sql`${t.state} in ('pending', 'answered', 'done')`),
    check(
      'ai_course_items_target_check',
      sql`(${t.kind} = 'lesson' and ${t.lessonId} is not null) or (${t.kind} = 'question' and ${t.questionId} is not null)`,
    ),
  ],
);

/**
 * A student's Bayesian Knowledge Tracing state per knowledge point (modules/learning/ai-course/bkt.ts): the
 * model's four parameters and P(known) after `answers` observed answers (seeded from its graded homework and
 * lessons when its first AI course is made, then updated by every answer of its AI courses).
 */
export const studentKpStates = pgTable(
  'student_kp_states',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    knowledgePointId: integer('knowledge_point_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
    pInit: real('p_init').notNull(),
    pTransit: real('p_transit').notNull(),
    pSlip: real('p_slip').notNull(),
    pGuess: real('p_guess').notNull(),
    pKnown: doublePrecision('p_known').notNull(),
    answers: integer('answers').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.knowledgePointId], name: 'student_kp_states_pk' }),
    index('student_kp_states_kp_idx').on(t.knowledgePointId),
  ],
);

/**
 * The review queue of AI-created questions (modules/ai/generation): each row a question as it would be created
 * (`payload`), owned like a question (brand_id null: platform), from one generation `batch`. `invalid` rows are
 * what the provider answered that failed the question schema (`errors`); they never enter the bank. Accepting a
 * pending row creates the question (accepted_question_id) in the same transaction.
 */
export const generatedQuestions = pgTable(
  'generated_questions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: varchar('batch', { length: 36 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    state: varchar('state', { length: 8 }).notNull().default('pending'),
    provenance: jsonb('provenance').$type<QuestionProvenanceValue>().notNull(),
    acceptedQuestionId: integer('accepted_question_id').references(() => questions.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('generated_questions_brand_state_idx').on(t.brandId, t.state, t.id),
    index('generated_questions_batch_idx').on(t.batch, t.id),
    check('generated_questions_state_check', sql`${t.state} in ('pending', 'accepted', 'rejected', 'invalid')`),
  ],
);

/**
 * AI request counters (modules/ai/limits.ts): one row per key (`user:<id>:<kind>`, `brand:<id>:<kind>`) and
 * minute, shared by every server process; rows older than a few minutes are deleted as new minutes begin.
 */
export const aiRequestCounts = pgTable(
  'ai_request_counts',
  {
    key: varchar('key', { length: 80 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('ai_request_counts_window_idx').on(t.windowStart)],
);
