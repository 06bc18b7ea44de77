/**
 * Demo error corrections (issue 11 item 2), on top of the work of seed-learning.ts and the corrections of
 * seed-corrections.ts, so that /errorCorrection/index shows every state on a fresh start. All are answers of
 * 八年级2班, which the demo corrector corrects for (the demo student's own wrong answer stays free for the
 * console's end-to-end tests):
 * - luoyiming's 1.2 and xunuo's 2.2: a wrong answer redone, waiting (xunuo's with a photo of the working);
 * - gaozimeng's 1.1: redone and accepted by the corrector (it counts toward her wrong-question book);
 * - wanghao's 2.1 short answer (8.5 points of 10: partly right): redone, returned with a comment.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AnswerResponse, QuestionAnswer, QuestionType } from '@edu/shared';
import { DEMO_PHOTO_NAMES, demoPhotoKey, demoPhotoPng } from '../../src/modules/correction';
import { gradeAnswer, recordOutcomes } from '../../src/modules/learning';
import type { Tx } from '../../src/db/queries';
import { answerPhotos, answers, errorCorrections, lessons, questions, submissions } from '../../src/db/schema';
import type { ContentSeedIds } from './seed-content';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A student's wrong (or partly right) answer in a lesson of the class, by the lesson's title. */
async function wrongAnswerOf(tx: Tx, classId: number, studentId: number, lessonTitle: string, short = false) {
  const [row] = await tx
    .select({
      submission: submissions,
      questionId: answers.questionId,
      type: questions.type,
      answer: questions.answer,
    })
    .from(submissions)
    .innerJoin(lessons, eq(lessons.id, submissions.lessonId))
    .innerJoin(answers, eq(answers.submissionId, submissions.id))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(
        eq(submissions.classId, classId),
        eq(submissions.studentId, studentId),
        eq(lessons.title, lessonTitle),
        inArray(submissions.state, ['submitted', 'graded']),
        inArray(answers.outcome, ['wrong', 'partial']),
        short ? eq(questions.type, 'short') : inArray(questions.type, ['single', 'multiple', 'judge', 'blank']),
      ),
    )
    .orderBy(asc(answers.questionId))
    .limit(1);
  if (!row) throw new Error(`seed: no wrong answer in ${lessonTitle}`);
  return row;
}

/** The right answer to an objective question, as the student would give it. */
function rightResponse(type: QuestionType, key: QuestionAnswer): AnswerResponse {
  if (type === 'single' || type === 'multiple') return { choices: key.choices };
  if (type === 'judge') return { judge: key.judge };
  return { blanks: key.blanks.map((b) => b.accepted[0] ?? '') };
}

export async function seedErrorCorrections(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const class82 = ids.klass('qiming-no1', '八年级2班');
  const corrector = ids.user('corrector');
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  const redo = async (
    work: Awaited<ReturnType<typeof wrongAnswerOf>>,
    o: {
      response?: AnswerResponse;
      explanation: string;
      createdAt: Date;
      photo?: string;
      review?: { state: 'accepted' | 'returned'; comment: string; at: Date };
    },
  ) => {
    const type = work.type as QuestionType;
    const response = o.response ?? rightResponse(type, work.answer as QuestionAnswer);
    const grade = await gradeAnswer({ type, answer: work.answer as QuestionAnswer }, response);
    const s = work.submission;
    if (o.photo) {
      await tx.insert(answerPhotos).values({
        name: o.photo,
        studentId: s.studentId,
        lessonId: s.lessonId,
        questionId: work.questionId,
        brandId: s.brandId,
        storageKey: demoPhotoKey(s.brandId),
        contentType: 'image/png',
        size: demoPhotoPng().length,
        createdAt: o.createdAt,
      });
    }
    const [row] = await tx
      .insert(errorCorrections)
      .values({
        submissionId: s.id,
        questionId: work.questionId,
        studentId: s.studentId,
        classId: s.classId,
        brandId: s.brandId,
        attempt: 1,
        response,
        outcome: grade.outcome,
        explanation: o.explanation,
        photo: o.photo ?? null,
        state: o.review?.state ?? 'pending',
        reviewComment: o.review?.comment ?? '',
        reviewedBy: o.review ? corrector : null,
        reviewedAt: o.review?.at ?? null,
        createdAt: o.createdAt,
        updatedAt: o.review?.at ?? o.createdAt,
      })
      .returning({ id: errorCorrections.id });
    if (!row) throw new Error('seed: no error correction');
    if (o.review?.state === 'accepted') {
      // As the corrector's accept does: a right answer in the student's book.
      await recordOutcomes(tx, [
        {
          studentId: s.studentId,
          questionId: work.questionId,
          outcome: 'correct',
          response,
          at: o.review.at,
          day: o.review.at.toISOString().slice(0, 10),
          source: { errorCorrectionId: row.id },
        },
      ]);
    }
    return row.id;
  };

  // Waiting: the oldest first in the corrector's list, then one with a photo of the working.
  await redo(await wrongAnswerOf(tx, class82, ids.user('luoyiming'), '1.2 二次根式的乘除'), {
    explanation: '乘法时把根号外的系数也放进了根号里。正确做法：系数和系数相乘，被开方数和被开方数相乘。',
    createdAt: ago(2 * DAY_MS),
  });
  const photo = DEMO_PHOTO_NAMES[2];
  if (!photo) throw new Error('seed: demo photo names');
  await redo(await wrongAnswerOf(tx, class82, ids.user('xunuo'), '2.2 公式法与根的判别式'), {
    explanation: '判别式算成了 b² + 4ac。应该是 Δ = b² − 4ac，重新算了一遍，过程见照片。',
    createdAt: ago(5 * HOUR_MS),
    photo,
  });

  // Accepted: it counts toward the book.
  await redo(await wrongAnswerOf(tx, class82, ids.user('gaozimeng'), '1.1 二次根式的概念与性质'), {
    explanation: '没有注意被开方数必须非负，漏掉了条件。现在先写出 x − 1 ≥ 0 再求范围。',
    createdAt: ago(6 * DAY_MS),
    review: { state: 'accepted', comment: '订正正确，条件写得很清楚。', at: ago(5 * DAY_MS) },
  });

  // Returned with a comment: wanghao's 2.1 short answer, graded 8.5 of 10 (partly right).
  await redo(await wrongAnswerOf(tx, class82, ids.user('wanghao'), '2.1 配方法', true), {
    response: { text: '(x − 2)² = 1，所以 x − 2 = 1，x = 3。' },
    explanation: '开平方时漏写了负根。',
    createdAt: ago(3 * DAY_MS),
    review: {
      state: 'returned',
      comment: '解释写对了，但重做时还是只写了一个根：x − 2 = ±1，应得 x = 1 或 x = 3。请再订正一次。',
      at: ago(2 * DAY_MS),
    },
  });
}
