/**
 * Demo lesson work (issue 10 item 8), graded by the console's own grading, so that every page of the loop
 * has something to show on a fresh start:
 * - 八年级2班: the demo teacher released the first six mathematics lessons, one every three days; its four
 *   students worked on them with realistic answers: one strong, one whose scores fall (the "needs attention"
 *   filter of /myStudent/myStudent), one rising, one behind (a lesson in progress, one not started). Lessons
 *   with a short answer stay handed in, waiting for a person. The fifth and sixth are homework: one past its
 *   due time (a late hand-in, one missing), one still open.
 * - 八年级1班, the demo student's class: the textbook course's three fractions lessons; the demo student has
 *   two graded (one of them homework) and the third, homework due in three days, half done. The class's
 *   mathematics lessons stay locked: releases.test.ts, lessons.test.ts and the end-to-end tests count on it.
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
import { BOOK_COURSE, BOOK_FRACTION_LESSONS } from './data/courses';
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

/** 八年级1班 on the fractions lessons: the demo student first, then its classmates. */
const WORK_81: Record<string, (number | 'progress' | null)[]> = {
  student: [2, 3, 'progress'],
  lina: [3, 3, 3],
  fengzixuan: [1, null, null],
  hesiyuan: [2, 1, null],
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

/** One class's lesson work: what was released when, which lessons were homework, who did what. */
interface ClassWork {
  school: string;
  className: string;
  /** The lessons in the order they were released, with the time of each release. */
  lessons: { id: number; releasedAt: Date }[];
  /** Homework: a lesson (by index) due at a time, with the teacher's note. */
  homework: { index: number; dueAt: Date; note: string }[];
  /** Per student: exercises right per lesson (see WORK). */
  work: Record<string, (number | 'progress' | null)[]>;
}

async function exerciseIdsOf(tx: Tx, lessonId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: lessonExercises.questionId })
    .from(lessonExercises)
    .where(eq(lessonExercises.lessonId, lessonId))
    .orderBy(asc(lessonExercises.sort), asc(lessonExercises.questionId));
  return rows.map((r) => r.id);
}

/** Releases, homework and the students' graded (or half done) work of one class, graded by the console. */
async function seedClassWork(tx: Tx, ids: ContentSeedIds, plan: ClassWork): Promise<void> {
  const classId = ids.klass(plan.school, plan.className);
  const [klass] = await tx
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!klass) throw new Error(`seed: no class ${plan.className}`);
  await tx.insert(lessonReleases).values(
    plan.lessons.map((l) => ({
      classId,
      lessonId: l.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      unlockAt: l.releasedAt,
      changedBy: ids.user('teacher'),
      changedAt: l.releasedAt,
    })),
  );

  for (const { index, dueAt, note } of plan.homework) {
    const lesson = plan.lessons[index];
    if (!lesson) continue;
    await tx.insert(assignments).values({
      classId,
      lessonId: lesson.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      dueAt,
      source: 'lesson',
      questionIds: await exerciseIdsOf(tx, lesson.id),
      note,
      assignedBy: ids.user('teacher'),
      assignedAt: lesson.releasedAt,
      updatedAt: lesson.releasedAt,
    });
  }

  await seedWork(tx, ids, { classId, ...klass, lessons: plan.lessons, work: plan.work });
}

/**
 * The students' work on lessons of a class, graded by the console's own grading (seedClassWork's, and the
 * report seed's history of the demo student: scripts/seed/seed-reports.ts): per student, lesson by lesson, the
 * exercises right, half done, or nothing; a day after the release, in the evening, each student a few hours
 * after the one before.
 */
export async function seedWork(
  tx: Tx,
  ids: ContentSeedIds,
  plan: Pick<ClassWork, 'lessons' | 'work'> & { classId: number; schoolId: number; brandId: number },
): Promise<void> {
  const { classId } = plan;
  const klass = { schoolId: plan.schoolId, brandId: plan.brandId };
  for (const [s, [username, perLesson]] of Object.entries(plan.work).entries()) {
    for (const [i, lesson] of plan.lessons.entries()) {
      const right = perLesson[i];
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
      // A day after the release, in the evening, each student a few hours after the one before.
      const started = new Date(lesson.releasedAt.getTime() + DAY_MS + (s * 3 + 16) * HOUR_MS);
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

/** The published lessons of a course in the course's order. */
async function lessonsOf(tx: Tx, courseTitle: string): Promise<number[]> {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.title, courseTitle));
  if (!course) throw new Error(`seed: no course ${courseTitle}`);
  const rows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(eq(lessons.courseId, course.id), eq(lessons.published, true)))
    .orderBy(asc(chapters.sort), asc(lessons.sort), asc(lessons.id));
  return rows.map((r) => r.id);
}

export async function seedLearning(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  // Due the day after tomorrow (or in three days) at 20:00 in Beijing.
  const dueIn = (days: number) => {
    const due = new Date(now + days * DAY_MS);
    due.setUTCHours(12, 0, 0, 0);
    return due;
  };

  // 八年级2班: the first six mathematics lessons, one every three days. The fifth was homework due 44 hours
  // after its release (gaozimeng handed it in late, luoyiming never did); the sixth is due the day after
  // tomorrow (luoyiming has not started).
  const math = (await lessonsOf(tx, MATH_COURSE.title)).slice(0, RELEASED);
  const math82 = math.map((id, i) => ({ id, releasedAt: daysAgo((RELEASED - i) * 3) }));
  const fifth = math82[RELEASED - 2];
  await seedClassWork(tx, ids, {
    school: 'qiming-no1',
    className: '八年级2班',
    lessons: math82,
    homework: [
      ...(fifth ? [{ index: RELEASED - 2, dueAt: new Date(fifth.releasedAt.getTime() + 44 * HOUR_MS), note: '' }] : []),
      { index: RELEASED - 1, dueAt: dueIn(2), note: '第 2 题请写出完整的配方过程。' },
    ],
    work: WORK,
  });

  // 八年级1班, the demo student's class: the textbook's fractions lessons (its mathematics lessons stay
  // locked for the tests). The demo student did the first two (the second was homework, handed in on time;
  // fengzixuan never did it, hesiyuan late) and is half-way through the third, homework due in three days.
  const fractions = (await lessonsOf(tx, BOOK_COURSE.title ?? '')).slice(-BOOK_FRACTION_LESSONS.length);
  const book81 = fractions.map((id, i) => ({ id, releasedAt: daysAgo([12, 7, 3][i] ?? 3) }));
  const second = book81[1];
  await seedClassWork(tx, ids, {
    school: 'qiming-no1',
    className: '八年级1班',
    lessons: book81,
    homework: [
      ...(second ? [{ index: 1, dueAt: new Date(second.releasedAt.getTime() + 44 * HOUR_MS), note: '' }] : []),
      { index: 2, dueAt: dueIn(3), note: '解完记得检验。' },
    ],
    work: WORK_81,
  });
}
