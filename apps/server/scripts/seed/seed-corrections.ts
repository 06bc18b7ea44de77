/**
 * Demo homework correction (issue 11 item 1), on top of the lesson work of seed-learning.ts, so that the
 * correction teacher's pages have something to show on a fresh start:
 * - the demo `corrector` corrects for 八年级2班 (class_correctors) besides the students linked to it
 *   (data/org.ts: student, wanghao, xunuo);
 * - 八年级2班's short answers wait for it (seed-learning.ts leaves them handed in); xunuo's answer to the
 *   homework 2.3 carries a photo of handwritten work;
 * - wanghao's 2.1 配方法 is corrected: its short answer has a photo, points, a comment and marks on the
 *   photo, and the submission is graded with its score.
 * The photos' bytes are one PNG made in code, written to the storage by the correction module at start.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ANSWER_POINTS_MAX, type AnswerResponse, type MarkStroke } from '@edu/shared';
import { DEMO_PHOTO_NAMES, demoPhotoKey, demoPhotoPng, outcomeOf } from '../../src/modules/correction';
import { scoreOf } from '../../src/modules/learning';
import type { Tx } from '../../src/db/queries';
import { answerPhotos, answers, classCorrectors, classes, lessons, questions, submissions } from '../../src/db/schema';
import type { ContentSeedIds } from './seed-content';

const HOUR_MS = 3_600_000;
const POINTS = 8.5;
const COMMENT = '配方步骤完整，思路清楚。最后开平方时漏写了负根：(x - 2)² = 1 应得 x - 2 = ±1，注意 ± 号。';
const MARKS: MarkStroke[] = [
  { kind: 'tick', color: 'green', points: [[0.64, 0.3]] },
  {
    kind: 'pen',
    color: 'red',
    points: [
      [0.24, 0.56],
      [0.3, 0.52],
      [0.36, 0.56],
      [0.36, 0.8],
      [0.3, 0.84],
      [0.24, 0.8],
      [0.24, 0.56],
    ],
  },
  { kind: 'cross', color: 'red', points: [[0.66, 0.7]] },
];

/** A student's handed-in work on a lesson of the class (by the lesson's title), with its short answer. */
async function shortAnswerOf(tx: Tx, classId: number, studentId: number, lessonTitle: string) {
  const [row] = await tx
    .select({ submission: submissions, questionId: answers.questionId, response: answers.response })
    .from(submissions)
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(answers, eq(answers.submissionId, submissions.id))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(
        eq(submissions.classId, classId),
        eq(submissions.studentId, studentId),
        eq(lessons.title, lessonTitle),
        eq(submissions.state, 'submitted'),
        eq(questions.type, 'short'),
      ),
    )
    .orderBy(asc(answers.questionId))
    .limit(1);
  if (!row) throw new Error(`seed: no short answer waiting in ${lessonTitle}`);
  return row;
}

/** Attaches a demo photo to a short answer: the answer names it, answer_photos records it. */
async function attachPhoto(
  tx: Tx,
  work: Awaited<ReturnType<typeof shortAnswerOf>>,
  name: string,
  brandId: number,
): Promise<void> {
  await tx.insert(answerPhotos).values({
    name,
    studentId: work.submission.studentId,
    lessonId: work.submission.lessonId,
    questionId: work.questionId,
    brandId,
    storageKey: demoPhotoKey(brandId),
    contentType: 'image/png',
    size: demoPhotoPng().length,
    createdAt: work.submission.submittedAt ?? new Date(),
  });
  const response = { ...(work.response as AnswerResponse), photo: name };
  await tx
    .update(answers)
    .set({ response })
    .where(and(eq(answers.submissionId, work.submission.id), eq(answers.questionId, work.questionId)));
}

export async function seedCorrections(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const class82 = ids.klass('qiming-no1', '八年级2班');
  const [klass] = await tx.select({ brandId: classes.brandId }).from(classes).where(eq(classes.id, class82));
  if (!klass) throw new Error('seed: no class 八年级2班');
  const corrector = ids.user('corrector');
  await tx
    .insert(classCorrectors)
    .values({ classId: class82, correctorId: corrector, brandId: klass.brandId, createdBy: ids.user('brandadmin') });

  const [correctedName, waitingName] = DEMO_PHOTO_NAMES;
  if (!correctedName || !waitingName) throw new Error('seed: demo photo names');

  // Waiting, with a photo: xunuo's homework 2.3.
  const waiting = await shortAnswerOf(tx, class82, ids.user('xunuo'), '2.3 根与系数的关系');
  await attachPhoto(tx, waiting, waitingName, klass.brandId);

  // Corrected: wanghao's 2.1, graded the evening after it was handed in.
  const done = await shortAnswerOf(tx, class82, ids.user('wanghao'), '2.1 配方法');
  await attachPhoto(tx, done, correctedName, klass.brandId);
  const correctedAt = new Date((done.submission.submittedAt ?? new Date()).getTime() + 14 * HOUR_MS);
  await tx
    .update(answers)
    .set({
      points: POINTS,
      credit: POINTS / ANSWER_POINTS_MAX,
      outcome: outcomeOf(POINTS),
      comment: COMMENT,
      marks: MARKS,
      correctedBy: corrector,
      correctedAt,
      updatedAt: correctedAt,
    })
    .where(and(eq(answers.submissionId, done.submission.id), eq(answers.questionId, done.questionId)));
  const credits = await tx
    .select({ credit: answers.credit })
    .from(answers)
    .where(eq(answers.submissionId, done.submission.id));
  await tx
    .update(submissions)
    .set({
      state: 'graded',
      score: scoreOf(credits.map((c) => c.credit ?? 0)),
      gradedAt: correctedAt,
      version: 1,
      updatedAt: correctedAt,
    })
    .where(eq(submissions.id, done.submission.id));
}
