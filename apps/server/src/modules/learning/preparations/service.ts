import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type {
  GetPreparationQuery,
  GetPrepRevisionsQuery,
  PrepQuestion,
  PrepSnapshot,
  Preparation,
  PreparationDetail,
  PreparationPage,
  PrepRevision,
  PrepRevisions,
  QuestionType,
  RestorePrepRevisionInput,
  RestorePrepRevisionResult,
  SavePreparationParsed,
  SavePreparationResult,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import { brandOrPlatform, type ContentCaller } from '../../../access/content';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, iso, isoOrNull } from '../../../db/queries';
import {
  chapters,
  classes,
  classTeachers,
  courses,
  lessonExercises,
  lessonPrepRevisions,
  lessonPreps,
  lessonReleases,
  lessons,
  type PrepSnapshotRow,
  questions,
  schools,
  users,
} from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { excerpt, plainText, renderRichText } from '../../content';
import { writeAudit } from '../../audit';
import { taughtClass } from '../classroom';
import { releaseStateAt } from '../releases/service';
import { authorName, revisionsOf } from './queries';

// Lesson preparation and polishing (README.md "Lesson preparation"): a teacher's copy of a lesson for one of
// its classes; every save that changes it is a revision, a restore is a new revision equal to an old one.

const PREP_NOT_FOUND = 'Preparation not found';
const LESSON_NOT_FOUND = 'Lesson not found';
export const PREP_CHANGED_ELSEWHERE =
  'This preparation was changed elsewhere since you opened it; reload it to see the changes';

type PrepRow = typeof lessonPreps.$inferSelect;

/** A published lesson of a course the teacher may read (the class's courses: classroomCourses), else 404. */
export async function readableLesson(db: Exec, scope: ClassroomScope, lessonId: number) {
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      content: lessons.content,
      html: lessons.html,
      courseId: courses.id,
      courseTitle: courses.title,
      chapterTitle: chapters.title,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.published, true), classroomCourses(scope)))
    .limit(1);
  if (!row) throw notFound(LESSON_NOT_FOUND);
  return row;
}

/** The lesson's own exercises, in the author's order. */
export async function lessonExerciseIds(db: Exec, lessonId: number): Promise<number[]> {
  const rows = await db
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(lessonExercises.sort, lessonExercises.questionId);
  return rows.map((r) => r.id);
}

/**
 * What the questions of `ids` are, in the order of `ids`, for those the reader may read (a teacher: its
 * brand's and the platform's bank; the admin: every question); the others are left out.
 */
async function questionsOf(
  db: Exec,
  reader: ContentCaller,
  ids: readonly number[],
  lessonIds: ReadonlySet<number>,
): Promise<PrepQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: questions.id, type: questions.type, difficulty: questions.difficulty, stem: questions.stem })
    .from(questions)
    .where(and(inArray(questions.id, [...ids]), brandOrPlatform(reader, questions.brandId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [
      {
        id,
        type: q.type as QuestionType,
        difficulty: q.difficulty,
        stemText: excerpt(plainText(q.stem), 300),
        inLesson: lessonIds.has(id),
      },
    ];
  });
}

const teacherReader = (scope: ClassroomScope): ContentCaller => ({
  userId: scope.userId,
  role: scope.role,
  brandId: scope.brandId,
});

function snapshotOf(row: Pick<PrepRow, 'notes' | 'questionIds' | 'plannedOn' | 'state'>): PrepSnapshotRow {
  return {
    notes: row.notes,
    questionIds: [...row.questionIds],
    plannedOn: row.plannedOn,
    state: row.state as PrepSnapshotRow['state'],
  };
}

export function sameSnapshot(a: PrepSnapshotRow, b: PrepSnapshotRow): boolean {
  return (
    a.notes === b.notes &&
    a.plannedOn === b.plannedOn &&
    a.state === b.state &&
    a.questionIds.length === b.questionIds.length &&
    a.questionIds.every((id, i) => id === b.questionIds[i])
  );
}

function prepOf(row: PrepRow, qs: PrepQuestion[]): Preparation {
  return {
    id: row.id,
    classId: row.classId,
    lessonId: row.lessonId,
    ...(snapshotOf(row) satisfies PrepSnapshot),
    questions: qs,
    revision: row.revision,
    updatedAt: iso(row.updatedAt),
  };
}

/** The audit entry's view of a revision: no notes (the revision keeps them), their length. */
function auditView(s: PrepSnapshotRow, revision: number) {
  return {
    revision,
    state: s.state,
    plannedOn: s.plannedOn,
    questionIds: s.questionIds,
    notesLength: s.notes.length,
  };
}

/**
 * One of the teacher's preparations: its own, of a class it still teaches, of a lesson it may still read;
 * anything else answers 404 like an unknown id. `lock`: the row is locked for the transaction.
 */
async function ownPrep(db: Exec, scope: ClassroomScope, prepId: number, lock = false): Promise<PrepRow> {
  const query = db
    .select({ prep: lessonPreps })
    .from(lessonPreps)
    .innerJoin(classes, and(eq(classes.id, lessonPreps.classId), eq(classes.brandId, scope.brandId)))
    .innerJoin(lessons, and(eq(lessons.id, lessonPreps.lessonId), eq(lessons.published, true)))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(
      and(
        eq(lessonPreps.id, prepId),
        eq(lessonPreps.teacherId, scope.userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(classTeachers)
            .where(and(eq(classTeachers.classId, lessonPreps.classId), eq(classTeachers.teacherId, scope.userId))),
        ),
        classroomCourses(scope),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: lessonPreps }) : await query;
  if (!row) throw notFound(PREP_NOT_FOUND);
  return row.prep;
}

/** The prepara page: the class, the lesson with its own exercises, its release to the class, the preparation. */
export async function getPreparation(db: Db, scope: ClassroomScope, q: GetPreparationQuery): Promise<PreparationPage> {
  const cls = await taughtClass(db, scope, q.classId);
  const lesson = await readableLesson(db, scope, q.lessonId);
  const [klass, ownIds, release, prep] = await Promise.all([
    db.select({ name: classes.name, grade: classes.grade }).from(classes).where(eq(classes.id, cls.id)),
    lessonExerciseIds(db, lesson.id),
    db
      .select({ unlockAt: lessonReleases.unlockAt })
      .from(lessonReleases)
      .where(and(eq(lessonReleases.classId, cls.id), eq(lessonReleases.lessonId, lesson.id))),
    db
      .select()
      .from(lessonPreps)
      .where(
        and(
          eq(lessonPreps.teacherId, scope.userId),
          eq(lessonPreps.classId, cls.id),
          eq(lessonPreps.lessonId, lesson.id),
        ),
      ),
  ]);
  const reader = teacherReader(scope);
  const inLesson = new Set(ownIds);
  const row = prep[0];
  const unlockAt = release[0]?.unlockAt ?? null;
  return {
    classId: cls.id,
    className: klass[0]?.name ?? '',
    grade: klass[0]?.grade ?? 0,
    lesson: {
      id: lesson.id,
      title: lesson.title,
      courseId: lesson.courseId,
      courseTitle: lesson.courseTitle,
      chapterTitle: lesson.chapterTitle,
      html: lesson.html ?? renderRichText(lesson.content),
      exercises: await questionsOf(db, reader, ownIds, inLesson),
    },
    release: { state: releaseStateAt(unlockAt, new Date()), unlockAt: isoOrNull(unlockAt) },
    prep: row ? prepOf(row, await questionsOf(db, reader, row.questionIds, inLesson)) : null,
  };
}

/**
 * Writes a new revision of a locked preparation: the row takes the snapshot, the revision keeps it, the
 * audit entry records it, all in the caller's transaction.
 */
async function writeRevision(
  tx: Exec,
  caller: Caller<ClassroomScope>,
  prep: PrepRow,
  cls: { brandId: number; schoolId: number },
  snapshot: PrepSnapshotRow,
  restoredFrom: number | null,
): Promise<PrepRow> {
  const number = prep.revision + 1;
  const now = new Date();
  const [updated] = await tx
    .update(lessonPreps)
    .set({ ...snapshot, revision: number, updatedAt: now })
    .where(eq(lessonPreps.id, prep.id))
    .returning();
  if (!updated) throw notFound(PREP_NOT_FOUND);
  await tx.insert(lessonPrepRevisions).values({
    prepId: prep.id,
    number,
    snapshot,
    authorId: caller.auth.userId,
    restoredFrom,
    createdAt: now,
  });
  await writeAudit(tx, {
    actorId: caller.auth.userId,
    ip: caller.ip,
    action: restoredFrom !== null ? 'lessonPrep.restore' : number === 1 ? 'lessonPrep.create' : 'lessonPrep.save',
    targetType: 'lessonPrep',
    targetId: prep.id,
    brandId: cls.brandId,
    schoolId: cls.schoolId,
    before: prep.revision > 0 ? auditView(snapshotOf(prep), prep.revision) : null,
    after: {
      classId: prep.classId,
      lessonId: prep.lessonId,
      ...auditView(snapshot, number),
      ...(restoredFrom !== null ? { restoredFrom } : {}),
    },
  });
  return updated;
}

/**
 * Saves the teacher's preparation of a lesson for one of its classes (created on the first save). Checks
 * first (the class is the teacher's, the lesson one it may read, every question one of the bank it may read),
 * then writes the preparation, its new revision and the audit entry in one transaction. A save equal to
 * the latest revision writes nothing; one based on an older revision than the latest is refused (409).
 */
export async function savePreparation(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SavePreparationParsed,
): Promise<SavePreparationResult> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const cls = await taughtClass(tx, scope, input.classId);
    const lesson = await readableLesson(tx, scope, input.lessonId);
    const inLesson = new Set(await lessonExerciseIds(tx, lesson.id));
    const qs = await questionsOf(tx, teacherReader(scope), input.questionIds, inLesson);
    if (qs.length !== input.questionIds.length) {
      const found = new Set(qs.map((q) => q.id));
      const missing = input.questionIds.filter((id) => !found.has(id));
      throw badRequest(`questionIds: not in the question bank: ${missing.join(', ')}`);
    }
    await tx
      .insert(lessonPreps)
      .values({
        teacherId: scope.userId,
        classId: cls.id,
        schoolId: cls.schoolId,
        brandId: cls.brandId,
        lessonId: lesson.id,
      })
      .onConflictDoNothing();
    const [prep] = await tx
      .select()
      .from(lessonPreps)
      .where(
        and(
          eq(lessonPreps.teacherId, scope.userId),
          eq(lessonPreps.classId, cls.id),
          eq(lessonPreps.lessonId, lesson.id),
        ),
      )
      .for('update');
    if (!prep) throw notFound(PREP_NOT_FOUND);
    const snapshot: PrepSnapshotRow = {
      notes: input.notes,
      questionIds: input.questionIds,
      plannedOn: input.plannedOn,
      state: input.state,
    };
    if (prep.revision > 0 && sameSnapshot(snapshotOf(prep), snapshot)) {
      return { changed: false, prep: prepOf(prep, qs) };
    }
    if (input.baseRevision !== undefined && input.baseRevision !== prep.revision) {
      throw conflict(PREP_CHANGED_ELSEWHERE);
    }
    const saved = await writeRevision(tx, caller, prep, cls, snapshot, null);
    return { changed: true, prep: prepOf(saved, qs) };
  });
}

/** A preparation's revisions, newest first. */
export async function getPrepRevisions(
  db: Db,
  scope: ClassroomScope,
  q: GetPrepRevisionsQuery,
): Promise<PrepRevisions> {
  const prep = await ownPrep(db, scope, q.prepId);
  return revisionsOf(db, q, prep.revision);
}

async function revisionRow(db: Exec, prepId: number, number: number) {
  const [row] = await db
    .select({ rev: lessonPrepRevisions, author: authorName })
    .from(lessonPrepRevisions)
    .leftJoin(users, eq(users.id, lessonPrepRevisions.authorId))
    .where(and(eq(lessonPrepRevisions.prepId, prepId), eq(lessonPrepRevisions.number, number)))
    .limit(1);
  if (!row) throw notFound('Revision not found');
  return row;
}

/** One revision as it was saved, with what its questions are now (those deleted since are left out). */
export async function getPrepRevision(
  db: Db,
  scope: ClassroomScope,
  q: { prepId: number; revision: number },
): Promise<PrepRevision> {
  const prep = await ownPrep(db, scope, q.prepId);
  const { rev, author } = await revisionRow(db, prep.id, q.revision);
  const inLesson = new Set(await lessonExerciseIds(db, prep.lessonId));
  return {
    prepId: prep.id,
    number: rev.number,
    author: author ?? '',
    createdAt: iso(rev.createdAt),
    restoredFrom: rev.restoredFrom,
    ...rev.snapshot,
    questions: await questionsOf(db, teacherReader(scope), rev.snapshot.questionIds, inLesson),
  };
}

/**
 * Restores a revision: a new revision equal to it, questions the teacher can no longer read left out (and
 * named in the answer). Restoring what the preparation already holds writes nothing.
 */
export async function restorePrepRevision(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: RestorePrepRevisionInput,
): Promise<RestorePrepRevisionResult> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const prep = await ownPrep(tx, scope, input.prepId, true);
    const cls = await taughtClass(tx, scope, prep.classId);
    const { rev } = await revisionRow(tx, prep.id, input.revision);
    const inLesson = new Set(await lessonExerciseIds(tx, prep.lessonId));
    const qs = await questionsOf(tx, teacherReader(scope), rev.snapshot.questionIds, inLesson);
    const kept = new Set(qs.map((q) => q.id));
    const droppedQuestionIds = rev.snapshot.questionIds.filter((id) => !kept.has(id));
    const snapshot: PrepSnapshotRow = { ...snapshotOf(rev.snapshot), questionIds: qs.map((q) => q.id) };
    if (sameSnapshot(snapshotOf(prep), snapshot)) {
      return { changed: false, prep: prepOf(prep, qs), droppedQuestionIds };
    }
    const saved = await writeRevision(tx, caller, prep, cls, snapshot, rev.number);
    return { changed: true, prep: prepOf(saved, qs), droppedQuestionIds };
  });
}

/** The platform admin's read-only view of one preparation (/CourseManag/prepara). */
export async function getPreparationDetail(db: Db, reader: ContentCaller, id: number): Promise<PreparationDetail> {
  const [row] = await db
    .select({
      prep: lessonPreps,
      teacher: authorName,
      className: classes.name,
      schoolName: schools.name,
      lessonTitle: lessons.title,
    })
    .from(lessonPreps)
    .innerJoin(users, eq(users.id, lessonPreps.teacherId))
    .innerJoin(classes, eq(classes.id, lessonPreps.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(lessons, eq(lessons.id, lessonPreps.lessonId))
    .where(eq(lessonPreps.id, id))
    .limit(1);
  if (!row) throw notFound(PREP_NOT_FOUND);
  const inLesson = new Set(await lessonExerciseIds(db, row.prep.lessonId));
  return {
    ...prepOf(row.prep, await questionsOf(db, reader, row.prep.questionIds, inLesson)),
    teacher: row.teacher,
    className: row.className,
    schoolName: row.schoolName,
    lessonTitle: row.lessonTitle,
  };
}
