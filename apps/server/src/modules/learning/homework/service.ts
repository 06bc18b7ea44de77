import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  HOMEWORK_DUE_MAX_DAYS,
  type RemoveHomeworkInput,
  type SetHomeworkParsed,
  type SetHomeworkResult,
} from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, iso } from '../../../db/queries';
import { assignments, lessonPreps, lessonReleases, questions, submissions } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { taughtClass } from '../classroom';
import { lessonExerciseIds, readableLesson } from '../preparations/lesson-reads';
import { homeworkRowFor } from './queries';

// Homework (README.md "Homework"): a lesson's work given to one of the teacher's classes with a due time.

const DAY_MS = 86_400_000;
export const HOMEWORK_HANDED_IN =
  'Students have handed this homework in: its questions can no longer change (the due time and the note can)';
const NO_PREPARED_QUESTIONS =
  'source: your preparation of this lesson for this class has no exercises; prepare it first or give the lesson’s own';
const NO_QUESTIONS = 'The lesson has no exercises to give as homework';
const OPENS_AFTER_DUE = 'dueAt: the lesson opens to the class only after this time; choose a later one';

/** A due time in the future, at most HOMEWORK_DUE_MAX_DAYS ahead. */
function dueTime(value: string, now: Date): Date {
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) throw badRequest('dueAt: must be in the future');
  if (at.getTime() > now.getTime() + HOMEWORK_DUE_MAX_DAYS * DAY_MS) {
    throw badRequest(`dueAt: at most ${HOMEWORK_DUE_MAX_DAYS} days ahead`);
  }
  return at;
}

/**
 * The questions of the homework: the lesson's exercises, or those of the teacher's preparation of the lesson
 * for the class that are still in the bank, in its order.
 */
async function questionSet(
  db: Exec,
  scope: ClassroomScope,
  input: Pick<SetHomeworkParsed, 'source' | 'classId' | 'lessonId'>,
): Promise<number[]> {
  if (input.source === 'lesson') {
    const ids = await lessonExerciseIds(db, input.lessonId);
    if (ids.length === 0) throw badRequest(NO_QUESTIONS);
    return ids;
  }
  const [prep] = await db
    .select({ questionIds: lessonPreps.questionIds })
    .from(lessonPreps)
    .where(
      and(
        eq(lessonPreps.teacherId, scope.userId),
        eq(lessonPreps.classId, input.classId),
        eq(lessonPreps.lessonId, input.lessonId),
      ),
    )
    .limit(1);
  const wanted = prep?.questionIds ?? [];
  const present =
    wanted.length === 0
      ? new Set<number>()
      : new Set(
          (await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, wanted))).map((q) => q.id),
        );
  const ids = wanted.filter((id) => present.has(id));
  if (ids.length === 0) throw badRequest(NO_PREPARED_QUESTIONS);
  return ids;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Gives a lesson as homework to one of the teacher's classes, or changes its due time, note or questions. A
 * locked lesson is released with it (now); a scheduled one must open before the due time. The questions may
 * change only while nobody has handed the lesson in (409). One transaction with its audit entry.
 */
export async function setHomework(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SetHomeworkParsed,
): Promise<SetHomeworkResult> {
  const now = new Date();
  const dueAt = dueTime(input.dueAt, now);
  return db.transaction(async (tx) => {
    const cls = await taughtClass(tx, caller.scope, input.classId);
    await readableLesson(tx, caller.scope, input.lessonId);
    const questionIds = await questionSet(tx, caller.scope, input);
    const [before] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.classId, cls.id), eq(assignments.lessonId, input.lessonId)))
      .for('update');
    if (before && !sameIds(before.questionIds, questionIds)) {
      const [handed] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            eq(submissions.classId, cls.id),
            eq(submissions.lessonId, input.lessonId),
            ne(submissions.state, 'in_progress'),
          ),
        )
        .limit(1);
      if (handed) throw conflict(HOMEWORK_HANDED_IN);
    }
    const [release] = await tx
      .select({ unlockAt: lessonReleases.unlockAt })
      .from(lessonReleases)
      .where(and(eq(lessonReleases.classId, cls.id), eq(lessonReleases.lessonId, input.lessonId)))
      .limit(1);
    const unlockAt = release?.unlockAt ?? null;
    if (unlockAt !== null && unlockAt.getTime() >= dueAt.getTime()) throw badRequest(OPENS_AFTER_DUE);
    const released = unlockAt === null;
    if (released) {
      await tx
        .insert(lessonReleases)
        .values({
          classId: cls.id,
          lessonId: input.lessonId,
          brandId: cls.brandId,
          schoolId: cls.schoolId,
          unlockAt: now,
          changedBy: caller.auth.userId,
          changedAt: now,
        })
        .onConflictDoUpdate({
          target: [lessonReleases.classId, lessonReleases.lessonId],
          set: { unlockAt: now, changedBy: caller.auth.userId, changedAt: now },
        });
    }
    const values = { dueAt, source: input.source, questionIds, note: input.note, updatedAt: now };
    await tx
      .insert(assignments)
      .values({
        classId: cls.id,
        lessonId: input.lessonId,
        schoolId: cls.schoolId,
        brandId: cls.brandId,
        assignedBy: caller.auth.userId,
        assignedAt: now,
        ...values,
      })
      .onConflictDoUpdate({ target: [assignments.classId, assignments.lessonId], set: values });
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: before ? 'class.homework.change' : 'class.homework.give',
      targetType: 'class',
      targetId: cls.id,
      brandId: cls.brandId,
      schoolId: cls.schoolId,
      before: before
        ? {
            lessonId: before.lessonId,
            dueAt: iso(before.dueAt),
            source: before.source,
            questions: before.questionIds.length,
          }
        : null,
      after: {
        lessonId: input.lessonId,
        dueAt: iso(dueAt),
        source: input.source,
        questions: questionIds.length,
        released,
      },
    });
    return { homework: await homeworkRowFor(tx, cls.id, input.lessonId), released };
  });
}

/** Takes a lesson back from the class's homework; the lesson stays released and the work on it stays. */
export async function removeHomework(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: RemoveHomeworkInput,
): Promise<{ removed: boolean }> {
  return db.transaction(async (tx) => {
    const cls = await taughtClass(tx, caller.scope, input.classId);
    const [gone] = await tx
      .delete(assignments)
      .where(and(eq(assignments.classId, cls.id), eq(assignments.lessonId, input.lessonId)))
      .returning();
    if (!gone) return { removed: false };
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: 'class.homework.remove',
      targetType: 'class',
      targetId: cls.id,
      brandId: cls.brandId,
      schoolId: cls.schoolId,
      before: {
        lessonId: gone.lessonId,
        dueAt: iso(gone.dueAt),
        source: gone.source,
        questions: gone.questionIds.length,
      },
      after: null,
    });
    return { removed: true };
  });
}
