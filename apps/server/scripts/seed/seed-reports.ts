/**
 * Demo reports (issue 11 item 4): history for the demo student's report center, and the demo teacher's
 * after-class evaluations.
 * - The demo student began the term in 八年级2班 and moved to 八年级1班 before the fractions lessons (a move takes
 *   the membership away, as moveStudents does; the work stays: it is the student's history). In 八年级2班 the
 *   teacher had released the review chapter of the brand's enrichment course (启明培优：分式专题, "衔接复习":
 *   radicals, quadratic equations, the discriminant, linear functions, with exercises of the demo bank); the
 *   demo student did those four lessons, graded by the console's own grading (seed-learning.ts seedWork), and
 *   the teacher locked them again when it moved on. With its fractions lessons in 八年级1班, its report center
 *   shows six graded lessons over five weeks and a mastery across five knowledge points. The mathematics course
 *   stays untouched (the loop's tests work on it), and 八年级2班's pages, which count the lessons open to it now
 *   and the students in it now, stay as they were.
 * - The demo teacher's comments on the 2.1 lesson of 八年级2班 (three of its students) and on the 15.2 homework
 *   of 八年级1班 (the demo student and a classmate), for /afterClassEvaluation/index and the family.
 */
import { and, asc, eq, inArray, isNull, like, ne, notExists } from 'drizzle-orm';
import type { Tx } from '../../src/db/queries';
import {
  chapters,
  classes,
  courses,
  knowledgePoints,
  lessonEvaluations,
  lessonExercises,
  lessonReleases,
  lessons,
  questionKnowledgePoints,
  questions,
} from '../../src/db/schema';
import { BRAND_COURSES } from './data/courses';
import type { ContentSeedIds } from './seed-content';
import { seedWork } from './seed-learning';

const DAY_MS = 86_400_000;

/**
 * The review chapter of the brand's enrichment course: each lesson with its knowledge points (up to three
 * exercises of the bank that no lesson uses yet, graded automatically: no short answer, which would wait for a
 * person), released to 八年级2班 this many days ago, and the exercises the demo student got right.
 */
const REVIEW = {
  chapter: '衔接复习 二次根式与一元二次方程',
  lessons: [
    {
      title: '复习一 二次根式的化简与运算',
      content: String.raw`<p>$\sqrt{a^2}=|a|$，$\sqrt{ab}=\sqrt{a}\cdot\sqrt{b}\ (a\ge 0,\ b\ge 0)$。化简时先把被开方数分解出完全平方因数，例如 $\sqrt{12}=2\sqrt{3}$。</p>`,
      kps: ['二次根式的化简', '二次根式的运算'],
      daysAgo: 35,
      right: 3,
    },
    {
      title: '复习二 一元二次方程的解法',
      content: String.raw`<p>$ax^2+bx+c=0\ (a\ne 0)$ 可以用直接开平方、配方、公式 $x=\dfrac{-b\pm\sqrt{b^2-4ac}}{2a}$ 或因式分解来解。</p>`,
      kps: ['一元二次方程的解法'],
      daysAgo: 28,
      right: 1,
    },
    {
      title: '复习三 根的判别式',
      content: String.raw`<p>$\Delta=b^2-4ac$：$\Delta>0$ 有两个不相等的实数根，$\Delta=0$ 有两个相等的实数根，$\Delta<0$ 没有实数根。</p>`,
      kps: ['根的判别式'],
      daysAgo: 21,
      right: 2,
    },
    {
      title: '复习四 一次函数',
      content: String.raw`<p>一次函数 $y=kx+b\ (k\ne 0)$ 的图象是一条直线；$k>0$ 时 $y$ 随 $x$ 增大而增大，$k<0$ 时减小。</p>`,
      kps: ['一次函数'],
      daysAgo: 16,
      right: 2,
    },
  ],
};

/** The demo teacher's comments: class, the lesson's title prefix, and per student. */
const COMMENTS: { className: string; lesson: string; comments: Record<string, string> }[] = [
  {
    className: '八年级2班',
    lesson: '2.1',
    comments: {
      wanghao: '配方法的步骤写得很完整，配方时常数项的处理准确。下一步可以尝试用配方法推导求根公式，把思路讲给同学听。',
      xunuo:
        '这节课的选择题都答对了，说明配方的思路是清楚的。解答题请把每一步写全，尤其是两边同时加上一次项系数一半的平方这一步。',
      gaozimeng: '进步明显！配方过程比上周熟练多了。注意开平方时不要漏掉负根，$x^2=4$ 的解是 $x=\\pm 2$。',
    },
  },
  {
    className: '八年级1班',
    lesson: '15.2',
    comments: {
      student:
        '分式的运算掌握扎实，通分和约分都很规范，作业按时完成。建议课后再练几道含字母的异分母加减，巩固符号的处理。',
      hesiyuan: '作业交晚了，这节的通分还不太熟练。请家长督促每天完成 2 道分式加减练习，下周我们一起检查。',
    },
  },
];

export async function seedReports(tx: Tx, ids: ContentSeedIds): Promise<void> {
  await seedReviewHistory(tx, ids);

  // The teacher's comments, two days after each lesson's release (written after the hand-ins).
  for (const { className, lesson, comments } of COMMENTS) {
    const classId = ids.klass('qiming-no1', className);
    const [row] = await tx
      .select({
        lessonId: lessonReleases.lessonId,
        releasedAt: lessonReleases.unlockAt,
        schoolId: classes.schoolId,
        brandId: classes.brandId,
      })
      .from(lessonReleases)
      .innerJoin(lessons, eq(lessons.id, lessonReleases.lessonId))
      .innerJoin(classes, eq(classes.id, lessonReleases.classId))
      .where(and(eq(lessonReleases.classId, classId), like(lessons.title, `${lesson} %`)))
      .limit(1);
    if (!row) throw new Error(`seed: no lesson ${lesson} released to ${className}`);
    const at = new Date((row.releasedAt ?? new Date()).getTime() + 2 * DAY_MS);
    await tx.insert(lessonEvaluations).values(
      Object.entries(comments).map(([username, comment]) => ({
        studentId: ids.user(username),
        classId,
        schoolId: row.schoolId,
        brandId: row.brandId,
        lessonId: row.lessonId,
        comment,
        authorId: ids.user('teacher'),
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
}

/** The enrichment course's review chapter, released to 八年级2班 (then locked again), and the demo student's work. */
async function seedReviewHistory(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const brandId = ids.brand('qiming');
  const title = BRAND_COURSES.find((c) => c.brand === 'qiming')?.course.title ?? '';
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.brandId, brandId), eq(courses.title, title)));
  if (!course) throw new Error('seed: no enrichment course');
  const [chapter] = await tx
    .insert(chapters)
    .values({ courseId: course.id, brandId, title: REVIEW.chapter, sort: 1 })
    .returning({ id: chapters.id });
  if (!chapter) throw new Error('seed: no review chapter');
  const class82 = ids.klass('qiming-no1', '八年级2班');
  const [klass] = await tx
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(eq(classes.id, class82));
  if (!klass) throw new Error('seed: no 八年级2班');

  const released: { id: number; releasedAt: Date }[] = [];
  const used = new Set<number>();
  for (const [sort, l] of REVIEW.lessons.entries()) {
    const pool = await tx
      .selectDistinct({ id: questions.id })
      .from(questions)
      .innerJoin(questionKnowledgePoints, eq(questionKnowledgePoints.questionId, questions.id))
      .innerJoin(knowledgePoints, eq(knowledgePoints.id, questionKnowledgePoints.knowledgePointId))
      .where(
        and(
          inArray(knowledgePoints.name, l.kps),
          isNull(questions.brandId),
          ne(questions.type, 'short'),
          // Questions no lesson uses yet: the loop's tests delete and edit the mathematics course's own.
          notExists(
            tx
              .select({ id: lessonExercises.lessonId })
              .from(lessonExercises)
              .where(eq(lessonExercises.questionId, questions.id)),
          ),
        ),
      )
      .orderBy(asc(questions.id));
    const picked = pool
      .map((q) => q.id)
      .filter((id) => !used.has(id))
      .slice(0, 3);
    for (const id of picked) used.add(id);
    const releasedAt = new Date(Date.now() - l.daysAgo * DAY_MS);
    const [lesson] = await tx
      .insert(lessons)
      .values({
        courseId: course.id,
        chapterId: chapter.id,
        brandId,
        title: l.title,
        content: l.content,
        published: true,
        sort,
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('seed: no review lesson');
    if (picked.length === 0) throw new Error(`seed: no free question for ${l.title}`);
    await tx
      .insert(lessonExercises)
      .values(picked.map((questionId, i) => ({ lessonId: lesson.id, questionId, brandId, sort: i })));
    // Released then, locked again once the class moved on (the row keeps who changed it last, when).
    await tx.insert(lessonReleases).values({
      classId: class82,
      lessonId: lesson.id,
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      unlockAt: null,
      changedBy: ids.user('teacher'),
      changedAt: new Date(Date.now() - 12 * DAY_MS),
    });
    released.push({ id: lesson.id, releasedAt });
  }
  await seedWork(tx, ids, {
    classId: class82,
    ...klass,
    lessons: released,
    work: { student: REVIEW.lessons.map((l) => l.right) },
  });
}
