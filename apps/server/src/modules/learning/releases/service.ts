import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ClassReleases,
  type GetClassReleasesQuery,
  type LessonRelease,
  RELEASE_SCHEDULE_MAX_DAYS,
  type ReleaseState,
  type SetLessonReleaseInput,
} from '@edu/shared';
import { classroomCourses } from '../../../access/classroom';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, isoOrNull } from '../../../db/queries';
import { courses, lessonReleases, lessons, users } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { taughtClass } from '../classroom';

const DAY_MS = 86_400_000;

/** The state of a release at `now`: no time is locked, a time to come is scheduled, else released. */
export function releaseStateAt(unlockAt: Date | null, now: Date): ReleaseState {
  if (unlockAt === null) return 'locked';
  return unlockAt.getTime() > now.getTime() ? 'scheduled' : 'released';
}

/** Release rows of these lessons for the class, every lesson given (never released: locked). */
async function releasesOf(db: Exec, classId: number, lessonIds: number[]): Promise<LessonRelease[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select({
      lessonId: lessonReleases.lessonId,
      unlockAt: lessonReleases.unlockAt,
      changedAt: lessonReleases.changedAt,
      changedBy: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
    })
    .from(lessonReleases)
    .leftJoin(users, eq(users.id, lessonReleases.changedBy))
    .where(and(eq(lessonReleases.classId, classId), inArray(lessonReleases.lessonId, lessonIds)));
  const byLesson = new Map(rows.map((r) => [r.lessonId, r]));
  const now = new Date();
  return lessonIds.map((lessonId) => {
    const row = byLesson.get(lessonId);
    return {
      lessonId,
      state: releaseStateAt(row?.unlockAt ?? null, now),
      unlockAt: isoOrNull(row?.unlockAt ?? null),
      changedBy: row?.changedBy ?? null,
      changedAt: isoOrNull(row?.changedAt ?? null),
    };
  });
}

/** Every published lesson of a course the teacher may read, with its state for one of its classes. */
export async function getClassReleases(
  db: Db,
  scope: ClassroomScope,
  q: GetClassReleasesQuery,
): Promise<ClassReleases> {
  const cls = await taughtClass(db, scope, q.classId);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, q.courseId), classroomCourses(scope)))
    .limit(1);
  if (!course) throw notFound('Course not found');
  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.courseId, course.id), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort, lessons.id);
  return {
    classId: cls.id,
    courseId: course.id,
    releases: await releasesOf(
      db,
      cls.id,
      lessonRows.map((l) => l.id),
    ),
  };
}

/** The time a scheduled release opens: in the future, at most RELEASE_SCHEDULE_MAX_DAYS ahead. */
function scheduledTime(value: string, now: Date): Date {
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) throw badRequest('unlockAt: must be in the future');
  if (at.getTime() > now.getTime() + RELEASE_SCHEDULE_MAX_DAYS * DAY_MS) {
    throw badRequest(`unlockAt: at most ${RELEASE_SCHEDULE_MAX_DAYS} days ahead`);
  }
  return at;
}

/**
 * Releases lessons to one of the teacher's classes now, schedules them, or locks them again: all or
 * nothing, in one transaction with its audit entry. Every lesson must be a published lesson of a course
 * the teacher may read; any other id answers 404 and nothing changes.
 */
export async function setLessonRelease(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: SetLessonReleaseInput,
): Promise<{ changed: number; releases: LessonRelease[] }> {
  const now = new Date();
  const unlockAt =
    input.action === 'release' ? now : input.action === 'schedule' ? scheduledTime(input.unlockAt ?? '', now) : null;
  return db.transaction(async (tx) => {
    const cls = await taughtClass(tx, caller.scope, input.classId);
    const found = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(inArray(lessons.id, input.lessonIds), eq(lessons.published, true), classroomCourses(caller.scope)));
    if (found.length !== input.lessonIds.length) throw notFound('Lesson not found');
    const before = await releasesOf(tx, cls.id, input.lessonIds);
    await tx
      .insert(lessonReleases)
      .values(
        input.lessonIds.map((lessonId) => ({
          classId: cls.id,
          lessonId,
          brandId: cls.brandId,
          schoolId: cls.schoolId,
          unlockAt,
          changedBy: caller.auth.userId,
          changedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [lessonReleases.classId, lessonReleases.lessonId],
        set: { unlockAt, changedBy: caller.auth.userId, changedAt: now },
      });
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: `class.lessons.${input.action}`,
      targetType: 'class',
      targetId: cls.id,
      brandId: cls.brandId,
      schoolId: cls.schoolId,
      before: { lessons: before.map((r) => ({ lessonId: r.lessonId, state: r.state, unlockAt: r.unlockAt })) },
      after: { lessonIds: input.lessonIds, unlockAt: isoOrNull(unlockAt) },
    });
    const changed = before.filter(
      (r) => r.state !== releaseStateAt(unlockAt, now) || r.unlockAt !== isoOrNull(unlockAt),
    ).length;
    return { changed, releases: await releasesOf(tx, cls.id, input.lessonIds) };
  });
}
