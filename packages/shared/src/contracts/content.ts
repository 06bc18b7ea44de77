/**
 * Content core (issue 4): courses → chapters (tree) → lessons, lesson exercises, the question bank,
 * knowledge points (a tree per subject) and learning materials. Server module:
 * `apps/server/src/modules/content/` (its README.md documents scope, search and the import format).
 *
 * Endpoints (`/openapi/<domain>/<verbNoun>`):
 * - course:   getCourseList, getCourseDetail, saveCourse, deleteCourse, publishCourse, getTextbookEditions,
 *             uploadCover, uploadImage (multipart), cover/:file and image/:file (public images), getChapterTree, saveChapter, moveChapter,
 *             deleteChapter, saveChapterTree, getLessonDetail, saveLesson, deleteLesson, moveLesson,
 *             publishLesson, setLessonExercises
 * - topic:    getQuestionList, getQuestionDetail, saveQuestion,
 *             deleteQuestion, importQuestions (multipart), exportQuestions (file), getKnowledgeTree,
 *             saveKnowledgePoint, moveKnowledgePoint, deleteKnowledgePoint
 * - material: upload (multipart), getMaterialList, getShareClasses, shareMaterial, getMaterialUrl,
 *             open (file stream), deleteMaterial
 *
 * Trees (chapters, knowledge points) travel as flat lists ordered depth-first (parent before children,
 * siblings by `sort`); build the tree on the client from `parentId`.
 *
 * Rich text (lesson content, question stems, options, analysis, reference answers) is HTML with math in
 * `$…$`, `$$…$$`, `\(…\)` or `\[…\]` (the shared render pipeline's format). The server stores it
 * sanitized and answers rendered, sanitized HTML (`…Html` fields) ready for the DOM (KaTeX's CSS needed).
 */
import { z } from 'zod';
import { BLANK_MARKER_RE } from '../render/clean';
import { idParam, listOf, listQuery, text } from './common';
import { idList, nullableId, optionalBool, optionalGrade, optionalId } from './org';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/** Subject codes; the console translates them (ui namespace, `subjects.<code>`, apps/web/src/ui/subjects.ts). */
export const SUBJECTS = [
  'math',
  'physics',
  'chemistry',
  'biology',
  'chinese',
  'english',
  'history',
  'geography',
  'politics',
  'science',
  'it',
  'other',
] as const;
export const subject = z.enum(SUBJECTS);
export type Subject = z.infer<typeof subject>;

export const COURSE_KINDS = ['normal', 'ai', 'book'] as const;
export const courseKind = z.enum(COURSE_KINDS);
export type CourseKind = z.infer<typeof courseKind>;

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'blank', 'short'] as const;
export const questionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionType>;

/** Types that the XLSX import/export carries (one answer cell each). */
export const XLSX_QUESTION_TYPES = ['single', 'multiple', 'judge', 'short'] as const satisfies readonly QuestionType[];

/**
 * How a student's answer to one blank is normalised before it is compared with the accepted values
 * (see blank-answer.ts): trim (outer blanks, inner runs of blanks → one), caseInsensitive, halfWidth
 * (full-width letters, digits and punctuation → ASCII, NFKC), numeric (equal numbers match: `0.5` = `1/2`
 * = `.50`), formula (mathematically equal formulas match: `\frac{1}{2}` = `0.5`, `2x+1` = `1+2x`; the server
 * decides with the Compute Engine, apps/server/src/modules/learning/grading).
 */
export const BLANK_RULES = ['trim', 'caseInsensitive', 'halfWidth', 'numeric', 'formula'] as const;
export const blankRule = z.enum(BLANK_RULES);
export type BlankRule = z.infer<typeof blankRule>;

export const MATERIAL_KINDS = ['pdf', 'image', 'audio', 'video', 'office'] as const;
export const materialKind = z.enum(MATERIAL_KINDS);
export type MaterialKind = z.infer<typeof materialKind>;

/** Letters of the options, by position: options[0] is A. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const MAX_OPTIONS = OPTION_KEYS.length;
export const MAX_BLANKS = 20;
export const RICH_TEXT_MAX = 20_000;
/** Characters of a lesson's rich text (the JSON body limit is 1 MB: pictures go through uploadImage, not data URLs). */
export const LESSON_CONTENT_MAX = 300_000;
/** Questions per import file. */
export const QUESTION_IMPORT_MAX_ROWS = 2000;
/** Questions per export file. */
export const QUESTION_EXPORT_MAX_ROWS = 5000;
export const EXERCISES_MAX = 100;

const isoTime = text();
const title = text().trim().min(1, 'is required').max(200);
const optionalSubject = z.union([subject, z.literal('').transform(() => undefined)]).optional();

/** 1 (easy) to 5 (hard). */
export const difficulty = z.coerce.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5');
const optionalDifficulty = z
  .union([z.literal(''), difficulty])
  .optional()
  .transform((n) => (n === '' ? undefined : n));
export const gradeParam = z.coerce.number().int().min(1, 'must be 1 to 12').max(12, 'must be 1 to 12');

/** An image or page address: http(s) or a path on this site; '' for none. */
const coverUrl = text()
  .trim()
  .max(500)
  .refine((s) => s === '' || /^https?:\/\//i.test(s) || /^\/[^/\\]/.test(s), 'must be an http(s) URL or a site path');

/**
 * Owner of a new row (admin only): a brand id, or null/''/0 for platform-wide content. Others always
 * create in their own brand. Absent: the caller's default (admin: platform).
 */
const ownerBrandId = nullableId;

/** Who owns a row, from the caller's point of view. */
export const ownerFilter = z.enum(['platform', 'brand']);

const refName = z.object({ id: z.number().int(), name: text() });

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

export const courseRow = z.object({
  id: z.number().int(),
  /** null: platform-wide */
  brandId: z.number().int().nullable(),
  brandName: text().nullable(),
  title: text(),
  subject,
  grade: z.number().int(),
  kind: courseKind,
  /** book courses: the textbook edition whose table of contents the chapters follow; else '' */
  textbookEdition: text(),
  cover: text(),
  description: text(),
  published: z.boolean(),
  chapterCount: z.number().int(),
  /** lessons the caller can see (readers: published ones) */
  lessonCount: z.number().int(),
  /** the caller may change it */
  editable: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type CourseRow = z.infer<typeof courseRow>;

export const COURSE_SORTS = ['title', 'grade', 'createdAt', 'updatedAt'] as const;
export const getCourseListQuery = listQuery.extend({
  kind: courseKind.optional(),
  subject: optionalSubject,
  grade: optionalGrade,
  /** admin: one brand's courses */
  brandId: optionalId,
  owner: ownerFilter.optional(),
  published: optionalBool,
  textbookEdition: text().trim().max(100).optional(),
  sort: z.enum(COURSE_SORTS).optional(),
});
export type GetCourseListQuery = z.infer<typeof getCourseListQuery>;
export const courseList = listOf(courseRow);
export type CourseList = z.infer<typeof courseList>;

export const getCourseDetailQuery = z.object({ id: idParam });

/** Creates a course when `id` is absent (title, subject, grade and kind required); else changes the fields given. */
export const saveCourseInput = z
  .object({
    id: optionalId,
    brandId: ownerBrandId,
    title: title.optional(),
    subject: subject.optional(),
    grade: gradeParam.optional(),
    kind: courseKind.optional(),
    textbookEdition: text().trim().max(100).optional(),
    cover: coverUrl.optional(),
    description: text().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined) return;
    for (const field of ['title', 'subject', 'grade', 'kind'] as const) {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
    if (v.kind === 'book' && !v.textbookEdition) {
      ctx.addIssue({ code: 'custom', path: ['textbookEdition'], message: 'is required for a book course' });
    }
  });
export type SaveCourseInput = z.infer<typeof saveCourseInput>;

export const idInput = z.object({ id: idParam });
export const deletedId = z.object({ id: z.number().int() });

export const publishInput = z.object({
  id: idParam,
  published: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'must be true or false' })
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export type PublishInput = z.infer<typeof publishInput>;

export const getTextbookEditionsQuery = z.object({ subject: optionalSubject, grade: optionalGrade });
export const textbookEditions = z.array(z.object({ edition: text(), courseCount: z.number().int() }));

export const coverUploadResult = z.object({ cover: text() });
/** uploadImage: the picture's address for rich text (`<img src="…">`). */
export const imageUploadResult = z.object({ url: text() });
/** Pictures uploadCover and uploadImage accept (by content; the server checks the bytes), and their size limit. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Chapters and lessons
// ---------------------------------------------------------------------------------------------

export const chapterRow = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  parentId: z.number().int().nullable(),
  title: text(),
  /** position among its siblings, from 0 */
  sort: z.number().int(),
  /** 0 for a top-level chapter */
  depth: z.number().int(),
});
export type ChapterRow = z.infer<typeof chapterRow>;

export const lessonRow = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  chapterId: z.number().int(),
  title: text(),
  sort: z.number().int(),
  published: z.boolean(),
  exerciseCount: z.number().int(),
  updatedAt: isoTime,
});
export type LessonRow = z.infer<typeof lessonRow>;

export const getChapterTreeQuery = z.object({ courseId: idParam });
/** Chapters depth-first; lessons by chapter then sort (readers: published lessons only). */
export const chapterTree = z.object({
  course: courseRow,
  chapters: z.array(chapterRow),
  lessons: z.array(lessonRow),
});
export type ChapterTree = z.infer<typeof chapterTree>;

/** Creates a chapter (courseId required; parentId null for top level; appended last) or renames one. */
export const saveChapterInput = z.object({
  id: optionalId,
  courseId: optionalId,
  parentId: nullableId,
  title,
});
export type SaveChapterInput = z.infer<typeof saveChapterInput>;

/** Drag and drop: puts the chapter under `parentId` (null: top level) at position `index` among its new siblings. */
export const moveInput = z.object({
  id: idParam,
  parentId: nullableId,
  index: z.coerce.number().int().min(0, 'must be 0 or more'),
});
export type MoveInput = z.infer<typeof moveInput>;

export const CHAPTER_TREE_MAX = 500;
/**
 * Replaces a course's whole chapter tree (e.g. a textbook edition's table of contents). Nodes are listed
 * parents first; order in the list is the order among siblings. A node with an `id` keeps that chapter
 * (and its lessons); chapters of the course not listed are deleted with their lessons.
 */
export const saveChapterTreeInput = z.object({
  courseId: idParam,
  nodes: z
    .array(
      z.object({
        key: text().trim().min(1, 'is required').max(64),
        id: optionalId,
        parentKey: text().trim().max(64).nullable().default(null),
        title,
      }),
    )
    .max(CHAPTER_TREE_MAX),
});
export type SaveChapterTreeInput = z.infer<typeof saveChapterTreeInput>;

export const chapterDeleted = z.object({ id: z.number().int(), chapters: z.number().int(), lessons: z.number().int() });

/** A question as a student sees it: rendered, sanitized, no answer. */
export const questionPreview = z.object({
  id: z.number().int().nullable(),
  type: questionType,
  difficulty: z.number().int(),
  /** blanks appear as `<span class="q-blank" data-blank="n">(n)</span>` */
  stemHtml: text(),
  blankCount: z.number().int(),
  /**
   * each blank's normalisation rules, in blank order (how an answer is compared, never what it is): a
   * `formula` blank gets a math input in the student's lesson
   */
  blankRules: z.array(z.array(blankRule)),
  options: z.array(z.object({ key: text(), html: text() })),
});
export type QuestionPreview = z.infer<typeof questionPreview>;

export const lessonExercise = z.object({
  questionId: z.number().int(),
  sort: z.number().int(),
  preview: questionPreview,
});

export const lessonDetail = lessonRow.extend({
  courseTitle: text(),
  chapterTitle: text(),
  /** the stored (sanitized) source for the editor; null for readers */
  content: text().nullable(),
  /** rendered, sanitized HTML */
  html: text(),
  exercises: z.array(lessonExercise),
  editable: z.boolean(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

export const getLessonDetailQuery = z.object({ id: idParam });

/** Creates a lesson (chapterId and title required; appended last) or changes the fields given. */
export const saveLessonInput = z.object({
  id: optionalId,
  chapterId: optionalId,
  title: title.optional(),
  content: text().max(LESSON_CONTENT_MAX).optional(),
  published: optionalBool,
});
export type SaveLessonInput = z.infer<typeof saveLessonInput>;

export const moveLessonInput = z.object({
  id: idParam,
  chapterId: idParam,
  index: z.coerce.number().int().min(0, 'must be 0 or more'),
});
export type MoveLessonInput = z.infer<typeof moveLessonInput>;

/** Replaces the lesson's exercises with these questions, in this order. */
export const setLessonExercisesInput = z.object({
  lessonId: idParam,
  questionIds: idList.refine((ids) => ids.length <= EXERCISES_MAX, `at most ${EXERCISES_MAX} questions`),
});
export type SetLessonExercisesInput = z.infer<typeof setLessonExercisesInput>;

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

export const blankAnswer = z.object({
  /** accepted values; a response matching any (after normalisation) is right */
  accepted: z.array(text().trim().min(1, 'is required').max(200)).min(1, 'needs at least one accepted value').max(20),
  rules: z.array(blankRule).max(BLANK_RULES.length).default(['trim']),
});
export type BlankAnswer = z.infer<typeof blankAnswer>;

export const questionAnswer = z.object({
  /** single (exactly one) and multiple (at least one): option letters */
  choices: z.array(z.enum(OPTION_KEYS)).max(MAX_OPTIONS).default([]),
  /** judge (true/false) */
  judge: z.boolean().nullable().default(null),
  /** blank: one set per blank marker of the stem, in order */
  blanks: z.array(blankAnswer).max(MAX_BLANKS).default([]),
  /** short: the reference answer (rich text) */
  text: text().max(RICH_TEXT_MAX).default(''),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

/** Blank markers in a stem: `___1`-style or `##$$` (the text cleaner's markers). */
export function countBlankMarkers(stem: string): number {
  return (stem.match(new RegExp(BLANK_MARKER_RE.source, 'g')) ?? []).length;
}

/** The fields of a question, checked type by type; shared by saveQuestion and the import. */
export const questionFields = z
  .object({
    type: questionType,
    subject,
    grade: gradeParam,
    difficulty,
    stem: text().trim().min(1, 'is required').max(RICH_TEXT_MAX),
    options: z.array(text().trim().min(1, 'is required').max(RICH_TEXT_MAX)).max(MAX_OPTIONS).default([]),
    answer: questionAnswer.default({ choices: [], judge: null, blanks: [], text: '' }),
    analysis: text().max(RICH_TEXT_MAX).default(''),
    knowledgePointIds: idList.default([]),
  })
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const choiceTypes = q.type === 'single' || q.type === 'multiple';
    if (choiceTypes) {
      if (q.options.length < 2) issue(['options'], 'a choice question needs at least 2 options');
      const keys = OPTION_KEYS.slice(0, q.options.length) as readonly string[];
      const unknown = q.answer.choices.filter((c) => !keys.includes(c));
      if (unknown.length > 0) issue(['answer', 'choices'], 'names an option that does not exist');
      if (new Set(q.answer.choices).size !== q.answer.choices.length) {
        issue(['answer', 'choices'], 'lists an option twice');
      }
      if (q.type === 'single' && q.answer.choices.length !== 1) {
        issue(['answer', 'choices'], 'a single choice question needs exactly one correct option');
      }
      if (q.type === 'multiple' && q.answer.choices.length < 1) {
        issue(['answer', 'choices'], 'a multiple choice question needs at least one correct option');
      }
    } else {
      if (q.options.length > 0) issue(['options'], 'only choice questions have options');
      if (q.answer.choices.length > 0) issue(['answer', 'choices'], 'only choice questions have correct options');
    }
    if (q.type === 'judge' && q.answer.judge === null) issue(['answer', 'judge'], 'must be true or false');
    if (q.type !== 'judge' && q.answer.judge !== null) issue(['answer', 'judge'], 'only true/false questions have it');
    const markers = countBlankMarkers(q.stem);
    if (q.type === 'blank') {
      if (markers === 0) issue(['stem'], 'a fill-in question needs blank markers (___1 or ##$$)');
      else if (markers > MAX_BLANKS) issue(['stem'], `at most ${MAX_BLANKS} blanks`);
      else if (q.answer.blanks.length !== markers) {
        issue(['answer', 'blanks'], 'needs one answer set per blank marker of the stem');
      }
    } else if (q.answer.blanks.length > 0) {
      issue(['answer', 'blanks'], 'only fill-in questions have blanks');
    }
    if (q.type === 'short' && q.answer.text.trim() === '') issue(['answer', 'text'], 'is required');
  });
export type QuestionFields = z.infer<typeof questionFields>;

/** Where an AI-created question came from (issue 14): the provider's host and model, or the question it varies. */
export const questionProvenance = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('provider'), host: text(), model: text() }),
  z.object({ kind: z.literal('variant'), variantOf: z.number().int() }),
]);
export type QuestionProvenance = z.infer<typeof questionProvenance>;

export const questionRow = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: text().nullable(),
  type: questionType,
  subject,
  grade: z.number().int(),
  difficulty: z.number().int(),
  /** the stem as plain text (tags removed, entities decoded), cut to 200 characters */
  stemText: text(),
  knowledgePoints: z.array(refName),
  /** lessons that use it as an exercise */
  lessonCount: z.number().int(),
  editable: z.boolean(),
  /** AI-created questions only (null: written by a person) */
  provenance: questionProvenance.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type QuestionRow = z.infer<typeof questionRow>;

export const QUESTION_SORTS = ['createdAt', 'updatedAt', 'difficulty', 'grade'] as const;
export const questionFilters = z.object({
  /** words of the stem (see the module README: substring match served by a token index) */
  keyword: text().trim().max(100).optional(),
  type: z.union([questionType, z.literal('').transform(() => undefined)]).optional(),
  subject: optionalSubject,
  grade: optionalGrade,
  difficulty: optionalDifficulty,
  /** the knowledge point or any of its descendants */
  knowledgePointId: optionalId,
  brandId: optionalId,
  owner: ownerFilter.optional(),
});
export const getQuestionListQuery = listQuery.extend({
  ...questionFilters.shape,
  sort: z.enum(QUESTION_SORTS).optional(),
});
export type GetQuestionListQuery = z.infer<typeof getQuestionListQuery>;
export const questionList = listOf(questionRow);
export type QuestionList = z.infer<typeof questionList>;

export const questionDetail = questionRow.extend({
  stem: text(),
  options: z.array(text()),
  answer: z.object({
    choices: z.array(text()),
    judge: z.boolean().nullable(),
    blanks: z.array(z.object({ accepted: z.array(text()), rules: z.array(blankRule) })),
    text: text(),
  }),
  analysis: text(),
  preview: questionPreview,
  analysisHtml: text(),
  /** short: the reference answer rendered */
  answerHtml: text(),
});
export type QuestionDetail = z.infer<typeof questionDetail>;

export const getQuestionDetailQuery = z.object({ id: idParam });

export const saveQuestionInput = z.intersection(z.object({ id: optionalId, brandId: ownerBrandId }), questionFields);
export type SaveQuestionInput = z.infer<typeof saveQuestionInput>;

export const QUESTION_FILE_TYPES = ['json', 'xlsx'] as const;
export const questionImportRowError = z.object({
  /** 1-based: the question's position in the JSON list, or the spreadsheet row */
  row: z.number().int(),
  /** the field path (`answer.choices`), '' for the whole row */
  field: text(),
  message: text(),
});
export type QuestionImportRowError = z.infer<typeof questionImportRowError>;
/** `committed` is false whenever `errors` is not empty or `dryRun` was asked: then nothing was written. */
/** importQuestions' parameters (query string or multipart fields): dryRun checks without writing; brandId: the admin's owner brand. */
export const questionImportInput = z.object({ dryRun: optionalBool, brandId: nullableId });

export const questionImportResult = z.object({
  format: z.enum(QUESTION_FILE_TYPES),
  total: z.number().int(),
  created: z.number().int(),
  committed: z.boolean(),
  errors: z.array(questionImportRowError),
});
export type QuestionImportResult = z.infer<typeof questionImportResult>;

export const exportQuestionsQuery = questionFilters.extend({ format: z.enum(QUESTION_FILE_TYPES).default('json') });

/** The JSON import/export file (module README: "Question file format"). */
export const QUESTION_FILE_FORMAT = 'edu-console.questions';
export const QUESTION_FILE_VERSION = 1;

// ---------------------------------------------------------------------------------------------
// Knowledge points
// ---------------------------------------------------------------------------------------------

export const knowledgePointRow = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  subject,
  parentId: z.number().int().nullable(),
  name: text(),
  sort: z.number().int(),
  depth: z.number().int(),
  /** questions linked to this very point */
  questionCount: z.number().int(),
  editable: z.boolean(),
});
export type KnowledgePointRow = z.infer<typeof knowledgePointRow>;

export const getKnowledgeTreeQuery = z.object({ subject, brandId: optionalId });
/** Depth-first: platform points and the brand's (admin with brandId: that brand's). */
export const knowledgeTree = z.object({ subject, points: z.array(knowledgePointRow) });
export type KnowledgeTree = z.infer<typeof knowledgeTree>;

/** Creates a point (subject required; parentId null: a root; appended last) or renames one. */
export const saveKnowledgePointInput = z.object({
  id: optionalId,
  brandId: ownerBrandId,
  subject: subject.optional(),
  parentId: nullableId,
  name: text().trim().min(1, 'is required').max(100),
});
export type SaveKnowledgePointInput = z.infer<typeof saveKnowledgePointInput>;

export const knowledgePointDeleted = z.object({
  id: z.number().int(),
  points: z.number().int(),
  links: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Learning materials
// ---------------------------------------------------------------------------------------------

export const classRef = z.object({
  id: z.number().int(),
  name: text(),
  grade: z.number().int(),
  schoolName: text(),
});
export type ClassRef = z.infer<typeof classRef>;

export const materialRow = z.object({
  id: z.number().int(),
  name: text(),
  kind: materialKind,
  /** detected from the content */
  contentType: text(),
  size: z.number().int(),
  ownerId: z.number().int(),
  ownerName: text(),
  /** owner: the classes it is shared with; students: [] */
  classes: z.array(classRef),
  /** the caller owns it */
  mine: z.boolean(),
  createdAt: isoTime,
});
export type MaterialRow = z.infer<typeof materialRow>;

export const MATERIAL_SORTS = ['createdAt', 'name', 'size'] as const;
export const getMaterialListQuery = listQuery.extend({
  kind: z.union([materialKind, z.literal('').transform(() => undefined)]).optional(),
  classId: optionalId,
  sort: z.enum(MATERIAL_SORTS).optional(),
});
export type GetMaterialListQuery = z.infer<typeof getMaterialListQuery>;
export const materialList = listOf(materialRow);
export type MaterialList = z.infer<typeof materialList>;

export const shareClasses = z.array(classRef);

/** Replaces the set of classes the material is shared with (the teacher's own classes only). */
export const shareMaterialInput = z.object({ id: idParam, classIds: idList });
/** upload's parameter (query string or multipart field): the material's name, else the file's. */
export const uploadMaterialInput = z.object({ name: text().max(255).optional() });
export type ShareMaterialInput = z.infer<typeof shareMaterialInput>;

export const getMaterialUrlQuery = z.object({ id: idParam, download: optionalBool });
/** A signed address for <img>, <iframe>, <video> or a download link; valid until expiresAt, for this user only. */
export const materialUrl = z.object({ url: text(), expiresAt: isoTime });
export type MaterialUrl = z.infer<typeof materialUrl>;

export const openMaterialQuery = z.object({
  id: idParam,
  download: optionalBool,
  /** the signed form (getMaterialUrl); without it the Authorization header is needed */
  exp: z.coerce.number().int().optional(),
  uid: z.coerce.number().int().optional(),
  sig: text().max(128).optional(),
});
export type OpenMaterialQuery = z.infer<typeof openMaterialQuery>;
