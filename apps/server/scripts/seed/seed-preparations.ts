/**
 * Demo lesson preparation (issue 10 item 2): the demo teacher has prepared the first lesson of the
 * mathematics course for 八年级1班, saved twice (a draft, then ready with its notes polished, the exercises
 * reordered, one picked from the question bank and a planned day), so that /workClass/index, the prepara
 * page and /Lesson/index have something to show on a fresh start. Nothing is released: the lessons of the
 * class stay locked (releases.test.ts and lessons.test.ts count on it). The planned day is a week after the
 * seeding day, so that it is still to come when someone looks.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../src/db/queries';
import {
  classes,
  courses,
  lessonExercises,
  lessonPrepRevisions,
  lessonPreps,
  lessons,
  type PrepSnapshotRow,
} from '../../src/db/schema';
import type { ContentSeedIds } from './seed-content';
import { MATH_COURSE } from './data/math-course';

const DAY_MS = 86_400_000;

const NOTES_DRAFT = [
  '目标：理解二次根式 $\\sqrt{a}\\ (a\\ge 0)$ 的概念和双重非负性。',
  '导入：从正方形面积求边长引入。',
  '练习：课本三道基础题。',
].join('\n');

const NOTES_READY = [
  '目标：理解二次根式 $\\sqrt{a}\\ (a\\ge 0)$ 的概念和双重非负性。',
  '导入：从正方形面积 $S$ 求边长 $\\sqrt{S}$ 引入，请两名学生上黑板。',
  '重点：$\\sqrt{a^2}=|a|$，用 $a=-3$ 举反例。',
  '练习：先做题库里的热身题，再做课本基础题，最后一道留作挑战。',
  '时间：导入 5 分钟，讲解 15 分钟，练习 20 分钟。',
].join('\n');

async function exercisesOf(tx: Tx, lessonId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(asc(lessonExercises.sort));
  return rows.map((r) => r.id);
}

export async function seedPreparations(tx: Tx, ids: ContentSeedIds, now = new Date()): Promise<void> {
  const mathLessons = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(courses.title, MATH_COURSE.title))
    .orderBy(asc(lessons.id));
  const [first, second] = mathLessons;
  if (!first || !second) throw new Error('seed: the mathematics course has no lessons');
  const own = await exercisesOf(tx, first.id);
  const [bank] = await tx
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(
      and(
        eq(lessonExercises.lessonId, second.id),
        own.length > 0 ? notInArray(lessonExercises.questionId, own) : undefined,
      ),
    )
    .orderBy(asc(lessonExercises.sort))
    .limit(1);

  const plannedOn = new Date(now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const draft: PrepSnapshotRow = { notes: NOTES_DRAFT, questionIds: own, plannedOn: null, state: 'draft' };
  const ready: PrepSnapshotRow = {
    notes: NOTES_READY,
    questionIds: [...(bank ? [bank.id] : []), ...[...own].reverse()],
    plannedOn,
    state: 'ready',
  };
  const teacherId = ids.user('teacher');
  const savedAt = [new Date(now.getTime() - 2 * DAY_MS), new Date(now.getTime() - DAY_MS)] as const;
  const classId = ids.klass('qiming-no1', '八年级1班');
  const [klass] = await tx
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!klass) throw new Error('seed: no class 八年级1班');
  const [prep] = await tx
    .insert(lessonPreps)
    .values({
      teacherId,
      classId,
      schoolId: klass.schoolId,
      brandId: klass.brandId,
      lessonId: first.id,
      ...ready,
      revision: 2,
      createdAt: savedAt[0],
      updatedAt: savedAt[1],
    })
    .returning({ id: lessonPreps.id });
  if (!prep) throw new Error('seed: no preparation');
  await tx.insert(lessonPrepRevisions).values([
    { prepId: prep.id, number: 1, snapshot: draft, authorId: teacherId, createdAt: savedAt[0] },
    { prepId: prep.id, number: 2, snapshot: ready, authorId: teacherId, createdAt: savedAt[1] },
  ]);
}
