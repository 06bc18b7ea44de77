/**
 * Helpers for the preparation tests: the organization fixture on a fresh test app with the seeded classes
 * and lessons the tests prepare (PrepFixture.open(), then load()), the preparation endpoints called with the
 * envelope decoded, and row counts to prove that a refused change wrote nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import type {
  PreparationPage,
  PrepRevisions,
  PrepRow,
  RestorePrepRevisionResult,
  SavePreparationResult,
  UpcomingLessonRow,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import type { Page } from '../../../db/queries';
import { auditLog, courses, lessonExercises, lessonPrepRevisions, lessonPreps, lessons } from '../../../db/schema';
import { type Params, SeededOrgFixture } from '../../org/test-fixtures';

const L = api.learning;
export const MATH_COURSE = '八年级数学：二次根式与一元二次方程';

export class PrepFixture extends SeededOrgFixture {
  class81 = 0;
  class82 = 0;
  class91 = 0;
  riversideClass = 0;
  mathCourse = 0;
  /** the math course's lessons in reading order; the seed has prepared the first one for 八年级1班 */
  mathLessons: number[] = [];
  acmeLesson = 0;
  /** a platform question that is no exercise of the second math lesson */
  bankQuestion = 0;

  /** Looks up the seeded ids above; writes nothing. */
  async load(): Promise<this> {
    this.class81 = await this.classId('启明第一中学', '八年级1班');
    this.class82 = await this.classId('启明第一中学', '八年级2班');
    this.class91 = await this.classId('启明第一中学', '九年级1班');
    this.riversideClass = await this.classId('滨江双语学校', '七年级1班');
    const db = this.t.db;
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, MATH_COURSE));
    this.mathCourse = course?.id ?? 0;
    const rows = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.courseId, this.mathCourse), eq(lessons.published, true)))
      .orderBy(lessons.chapterId, lessons.sort, lessons.id);
    this.mathLessons = rows.map((r) => r.id);
    const [acme] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(courses.title, 'Acme Algebra Bootcamp'))
      .limit(1);
    this.acmeLesson = acme?.id ?? 0;
    const own = await this.exercisesOf(this.mathLessons[1] ?? 0);
    const [other] = await db
      .select({ id: lessonExercises.questionId })
      .from(lessonExercises)
      .where(eq(lessonExercises.lessonId, this.mathLessons[4] ?? 0));
    this.bankQuestion = other && !own.includes(other.id) ? other.id : 0;
    return this;
  }

  async exercisesOf(lessonId: number): Promise<number[]> {
    const rows = await this.t.db
      .select({ id: lessonExercises.questionId })
      .from(lessonExercises)
      .where(eq(lessonExercises.lessonId, lessonId))
      .orderBy(lessonExercises.sort);
    return rows.map((r) => r.id);
  }

  page(who: string, classId: number, lessonId: number) {
    return this.get<PreparationPage>(who, L.getPreparation.path, { classId, lessonId });
  }

  save(who: string, body: Record<string, unknown>) {
    return this.post<SavePreparationResult>(who, L.savePreparation.path, body as Params, { json: true });
  }

  revisions(who: string, prepId: number, params: Params = {}) {
    return this.get<PrepRevisions>(who, L.getPrepRevisions.path, { prepId, ...params });
  }

  restore(who: string, prepId: number, revision: number) {
    return this.post<RestorePrepRevisionResult>(who, L.restorePrepRevision.path, { prepId, revision });
  }

  upcoming(who: string, params: Params) {
    return this.get<Page<UpcomingLessonRow>>(who, L.getUpcomingLessons.path, { pageSize: 100, ...params });
  }

  myPreps(who: string, params: Params = {}) {
    return this.get<Page<PrepRow>>(who, L.getPreparationList.path, { pageSize: 100, ...params });
  }

  /** Rows written by preparations: a refusal must leave them as they are. */
  async written() {
    const n = async (table: typeof lessonPreps | typeof lessonPrepRevisions | typeof auditLog) =>
      (await this.t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return { preps: await n(lessonPreps), revisions: await n(lessonPrepRevisions), audits: await n(auditLog) };
  }
}
