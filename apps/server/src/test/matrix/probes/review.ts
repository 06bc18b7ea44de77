import { eq, inArray } from 'drizzle-orm';
import { answerPhotos, errorCorrections } from '../../../db/schema';
import { correctionOf, wrongWork } from '../../../modules/correction/error-corrections/test-fixtures';
import { only, type ProbeMap } from '../probe';
import { PNG, type World } from '../world';
import { wrongBookProbes } from './review-book';

// ---- Error correction (issue 11 item 2): a student redoes a wrong answer of its own handed-in work ----

/** Fresh work of the home student in 八年级1班 with a wrong answer: only the home student may correct it. */
const homeWrongWork = (w: World) => wrongWork(w.t, { studentId: w.userId('student'), classId: w.home.class81 });

/** Whether an error correction is still there, and its state. */
const correctionRows = (w: World, id: number) =>
  w.t.db.select({ state: errorCorrections.state }).from(errorCorrections).where(eq(errorCorrections.id, id));

export const reviewProbes: ProbeMap<'review'> = {
  ...wrongBookProbes,
  'review.submitErrorCorrection': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => {
      const work = await homeWrongWork(w);
      return {
        submissionId: work.submissionId,
        questionId: work.wrongId,
        response: { blanks: ['2'] },
        explanation: 'MX 进位算错了',
      };
    },
    writes: errorCorrections,
  },
  'review.uploadErrorCorrectionPhoto': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => {
      const work = await homeWrongWork(w);
      return { submissionId: work.submissionId, questionId: work.wrongId };
    },
    file: { filename: 'working.png', contentType: 'image/png', body: PNG },
    writes: answerPhotos,
  },
  // Its own corrections only: every row is the caller's.
  'review.getMyErrorCorrections': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: async ({ data }, { w, caller }) => {
      const ids = data.list.map((r) => r.id);
      if (ids.length === 0) return null;
      const rows = await w.t.db
        .select({ id: errorCorrections.id, studentId: errorCorrections.studentId })
        .from(errorCorrections)
        .where(inArray(errorCorrections.id, ids));
      const stray = rows.find((r) => r.studentId !== caller.userId);
      return stray ? `leaks error correction ${stray.id}, another student's` : null;
    },
  },
  'review.withdrawErrorCorrection': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => ({ id: (await correctionOf(w.t.db, await homeWrongWork(w))).id }),
    writes: errorCorrections,
    state: (w, input) => correctionRows(w, Number(input.id)),
  },
};
