import { and, eq, exists, sql } from 'drizzle-orm';
import type {
  GetPrepRevisionsQuery,
  PrepRevision,
  PrepRevisions,
  RestorePrepRevisionInput,
  RestorePrepRevisionResult,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, iso } from '../../../db/queries';
import {
  classes,
  classTeachers,
  courses,
  lessonPrepRevisions,
  lessonPreps,
  lessons,
  type PrepSnapshotRow,
  users,
} from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { notFound } from '../../../http/errors';
import { taughtClass } from '../classroom';
import { lessonExerciseIds, questionsOf, teacherReader } from './lesson-reads';
import { authorName, revisionsOf } from './queries';
import { PREP_NOT_FOUND, type PrepRow, prepOf, sameSnapshot, snapshotOf, writeRevision } from './snapshot';

// A preparation's history (/Lesson/index): its revisions, one of them as saved, and a restore, which is a new
// revision equal to an old one.

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
