/**
 * Demo lesson work (issue 10 item 8, a first part): the demo teacher has released the first six lessons of
 * the mathematics course to 八年级2班, one every three days, and its four students have worked on them
 * with realistic answers, graded by the console's own grading: one strong, one whose scores fall (the
 * "needs attention" filter of /myStudent/myStudent), one rising, one behind (a lesson in progress, one not
 * started). Lessons with a short answer stay handed in, waiting for a person to grade that answer. The fifth
 * and sixth lessons are homework: one past its due time (a late hand-in, one missing), one still open. So /myClass/myClassDetail, /myStudent/myStudent and Studentays have something to show on a fresh
 * start. 八年级1班 (the demo student's class) is left alone: its lessons stay locked, as releases.test.ts,
 * lessons.test.ts and the end-to-end tests count on.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AnswerResponse, QuestionAnswer, QuestionType } from '@edu/shared';
import { gradeAnswer } from '../../src/modules/learning';
import type { Tx } from '../../src/db/queries';
import {
  answers,
  assignments,
  chapters,
  classes,
  courses,
  lessonExercises,
  lessonReleases,
  lessons,
  questions,
  submissions,
} from '../../src/db/schema';
import { MATH_COURSE } from './data/math-course';
import type { ContentSeedIds } from './seed-content';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const RELEASED = 6;

/**
 * Per student, lesson by lesson: how many exercises it gets right, 'progress' (opened, half answered, not
 * handed in) or null (not started).
 */
const WORK: Record<string, (number | 'progress' | null)[]> = {
  wanghao: [3, 3, 3, 3, 3, 3],
  xunuo: [3, 3, 3, 1, 1, 0],
  gaozimeng: [1, 1, 2, 2, 3, 3],
  luoyiming: [2, 1, 2, 2, 'progress', null],
};

function rightResponse(type: QuestionType, key: QuestionAnswer): AnswerResponse {
  switch (type) {
    case 'single':
    case 'multiple':
      return { choices: key.choices };
    case 'judge':
      return { judge: key.judge };
    case 'blank':
      return { blanks: key.blanks.map((b) => b.accepted[0] ?? '') };
    default:
      return { text: '先化简，再代入求值，结果如上。' };
  }
}

function wrongResponse(type: QuestionType, key: QuestionAnswer): AnswerResponse {
  switch (type) {
    case 'single':
    case 'multiple':
      return { choices: key.choices.includes('A') ? ['B'] : ['A'] };
    case 'judge':
      return { judge: !key.judge };
    case 'blank':
      return { blanks: key.blanks.map(() => '0') };
    default:
      return { text: '不会。' };
  }
}

export async function seedLearning(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const now = Date.now();
  const classId = ids.klass('qiming-no1', '八年级2班');
  const [klass] = await tx
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!klass) throw new Error('seed: no class 八年级2班');
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.title, MATH_COURSE.title));
  if (!course) throw new Error('seed: no mathematics course');
  const mathLessons = (
    await tx
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(and(eq(lessons.courseId, course.id), eq(lessons.published, true)))
      .orderBy(asc(chapters.sort), asc(lessons.sort), asc(lessons.id))
  ).slice(0, RELEASED);
  const releasedAt = (i: number) => new Date(now - (RELEASED - i) * 3 * DAY_MS);
  await tx.insert(lessonReleases).values(
    mathLessons.map((l, i) => ({
      classId,
      lessonId: l.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      unlockAt: releasedAt(i),
      changedBy: ids.user('teacher'),
      changedAt: releasedAt(i),
    })),
  );

  // Homework: the fifth lesson was due 44 hours after its release (past: gaozimeng handed it in late,
  // luoyiming never did), the sixth is due the day after tomorrow at 20:00 (open; luoyiming has not started).
  const exerciseIdsOf = async (lessonId: number) =>
    (
      await tx
        .select({ id: lessonExercises.questionId })
        .from(lessonExercises)
        .where(eq(lessonExercises.lessonId, lessonId))
        .orderBy(asc(lessonExercises.sort), asc(lessonExercises.questionId))
    ).map((r) => r.id);
  const dueSoon = new Date(now + 2 * DAY_MS);
  dueSoon.setUTCHours(12, 0, 0, 0);
  for (const [i, dueAt] of [
    [RELEASED - 2, new Date(releasedAt(RELEASED - 2).getTime() + 44 * HOUR_MS)],
    [RELEASED - 1, dueSoon],
  ] as const) {
    const lesson = mathLessons[i];
    if (!lesson) continue;
    await tx.insert(assignments).values({
      classId,
      lessonId: lesson.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      dueAt,
      source: 'lesson',
      questionIds: await exerciseIdsOf(lesson.id),
      note: i === RELEASED - 1 ? '第 2 题请写出完整的配方过程。' : '',
      assignedBy: ids.user('teacher'),
      assignedAt: releasedAt(i),
      updatedAt: releasedAt(i),
    });
  }

  for (const [s, [username, plan]] of Object.entries(WORK).entries()) {
    for (const [i, lesson] of mathLessons.entries()) {
      const right = plan[i];
      if (right === null || right === undefined) continue;
      const exercises = await tx
        .select({ id: questions.id, type: questions.type, answer: questions.answer })
        .from(lessonExercises)
        .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
        .where(eq(lessonExercises.lessonId, lesson.id))
        .orderBy(asc(lessonExercises.sort));
      const inProgress = right === 'progress';
      const answered = inProgress ? exercises.slice(0, Math.ceil(exercises.length / 2)) : exercises;
      const graded = await Promise.all(
        answered.map(async (q, qi) => {
          const type = q.type as QuestionType;
          const key = q.answer as QuestionAnswer;
          const response = !inProgress && qi < right ? rightResponse(type, key) : wrongResponse(type, key);
          return {
            questionId: q.id,
            response,
            grade: inProgress ? null : await gradeAnswer({ type, answer: key }, response),
          };
        }),
      );
      const started = new Date(releasedAt(i).getTime() + DAY_MS + (s * 3 + 16) * HOUR_MS);
      const timeSpentMs = (8 + ((s * 7 + i * 5) % 13)) * 60_000;
      const handedIn = new Date(started.getTime() + timeSpentMs);
      const pending = graded.some((g) => g.grade?.outcome === 'pending');
      const credits = graded.map((g) => g.grade?.credit ?? 0);
      const score =
        inProgress || pending
          ? null
          : credits.length === 0
            ? 100
            : Math.round((1000 * credits.reduce((a, b) => a + b, 0)) / credits.length) / 10;
      const [submission] = await tx
        .insert(submissions)
        .values({
          studentId: ids.user(username),
          classId,
          schoolId: klass.schoolId,
          brandId: klass.brandId,
          lessonId: lesson.id,
          state: inProgress ? 'in_progress' : pending ? 'submitted' : 'graded',
          startedAt: started,
          submittedAt: inProgress ? null : handedIn,
          gradedAt: inProgress || pending ? null : handedIn,
          score,
          timeSpentMs,
          submitKey: inProgress ? null : `seed-${username}-${lesson.id}`,
          updatedAt: handedIn,
        })
        .returning({ id: submissions.id });
      if (!submission) throw new Error('seed: no submission');
      if (graded.length > 0) {
        await tx.insert(answers).values(
          graded.map((g) => ({
            submissionId: submission.id,
            questionId: g.questionId,
            response: g.response,
            outcome: g.grade?.outcome ?? null,
            credit: g.grade?.credit ?? null,
            updatedAt: handedIn,
          })),
        );
      }
    }
  }
}
