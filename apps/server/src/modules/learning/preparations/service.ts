import { and, eq } from 'drizzle-orm';
import type {
  GetPreparationQuery,
  PreparationDetail,
  PreparationPage,
  SavePreparationParsed,
  SavePreparationResult,
} from '@edu/shared';
import type { ContentCaller } from '../../../access/content';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { isoOrNull } from '../../../db/queries';
import {
  classes,
  lessonPreps,
  lessonReleases,
  lessons,
  type PrepSnapshotRow,
  schools,
  users,
} from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { renderRichText } from '../../content';
import { taughtClass } from '../classroom';
import { releaseStateAt } from '../releases/service';
import { lessonExerciseIds, questionsOf, readableLesson, teacherReader } from './lesson-reads';
import { authorName } from './queries';
import { PREP_NOT_FOUND, prepOf, sameSnapshot, snapshotOf, writeRevision } from './snapshot';

// Lesson preparation and polishing (README.md "Lesson preparation"): a teacher's copy of a lesson for one of
// its classes; every save that changes it is a revision, a restore is a new revision equal to an old one.
// This file: the preparation itself; revisions.ts its history and restore, queries.ts the lists.

export const PREP_CHANGED_ELSEWHERE =
  'This preparation was changed elsewhere since you opened it; reload it to see the changes';

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
