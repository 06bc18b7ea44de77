import { and, eq } from 'drizzle-orm';
import { answers, classCorrectors, errorCorrections, submissions, supportLinks } from '../../../db/schema';
import { correctionOf, wrongWork } from '../../../modules/correction/error-corrections/test-fixtures';
import { handedInWork } from '../../../modules/correction/test-fixtures';
import { only, type ProbeMap } from '../probe';
import type { World } from '../world';

/**
 * Homework correction (issue 11 item 1): a correction teacher reaches the handed-in work of the students linked
 * to it and of the classes it corrects for, in its brand (DESIGN.md section 3). The demo data link the home
 * corrector to the home student, whose class is 八年级1班 (w.home.class81), so fresh work of the home student
 * there is the home target; acme's corrector reaches only acme students (404). The platform admin reads every
 * brand's overview; organization admins set a class's correctors in their scope.
 */

/** Fresh work of the home student in 八年级1班, handed in with a short answer waiting for a person. */
function homeWork(w: World) {
  return handedInWork(w.t, { studentId: w.userId('student'), classId: w.home.class81 });
}

/** Fresh home work held by the home corrector (for its release and its save). */
async function heldWork(w: World) {
  const work = await homeWork(w);
  await w.t.db
    .update(submissions)
    .set({ heldBy: w.userId('corrector'), heldUntil: new Date(Date.now() + 10 * 60_000) })
    .where(eq(submissions.id, work.submissionId));
  return work;
}

/** A fresh pending error correction of the home student's work in 八年级1班 (the home corrector reaches it). */
async function homeCorrection(w: World) {
  const work = await wrongWork(w.t, { studentId: w.userId('student'), classId: w.home.class81 });
  return correctionOf(w.t.db, work);
}

/** An error correction's review: its state, comment and reviewer. */
async function correctionState(w: World, id: number) {
  return w.t.db
    .select({ state: errorCorrections.state, comment: errorCorrections.reviewComment, by: errorCorrections.reviewedBy })
    .from(errorCorrections)
    .where(eq(errorCorrections.id, id));
}

/** A submission's correction state: its version, state, hold and the points of its answers. */
async function workState(w: World, submissionId: number) {
  const [s] = await w.t.db
    .select({ version: submissions.version, state: submissions.state, heldBy: submissions.heldBy })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  const points = await w.t.db
    .select({ q: answers.questionId, points: answers.points })
    .from(answers)
    .where(eq(answers.submissionId, submissionId))
    .orderBy(answers.questionId);
  return { s, points };
}

/** Only work the caller reaches: a student linked to it for correction, or a class it corrects for. */
async function reached(
  rows: readonly { submissionId: number; student: { id: number }; classId: number }[],
  w: World,
  callerId: number | null,
): Promise<string | null> {
  for (const row of rows) {
    const [hit] = await w.t.db
      .select({ id: supportLinks.id })
      .from(supportLinks)
      .where(
        and(
          eq(supportLinks.staffId, callerId ?? 0),
          eq(supportLinks.studentId, row.student.id),
          eq(supportLinks.kind, 'correction'),
        ),
      );
    const [cls] = await w.t.db
      .select({ classId: classCorrectors.classId })
      .from(classCorrectors)
      .where(and(eq(classCorrectors.correctorId, callerId ?? 0), eq(classCorrectors.classId, row.classId)));
    if (!hit && !cls) return `leaks submission ${row.submissionId}, not the caller's to correct`;
  }
  return null;
}

export const correctionProbes: ProbeMap<'correction'> = {
  'correction.getCorrectionQueue': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: ({ data }, { w, caller }) => reached(data.list, w, caller.userId),
  },
  'correction.getCorrections': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: ({ data }, { w, caller }) => reached(data.list, w, caller.userId),
  },
  // The platform admin's overview of every brand: nobody else may read it (403).
  'correction.getCorrectionOverview': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 20 }),
  },
  'correction.getCorrectionDetail': {
    kind: 'target',
    covers: only('corrector'),
    input: async ({ w }) => ({ submissionId: (await homeWork(w)).submissionId }),
  },
  'correction.holdCorrection': {
    kind: 'target',
    covers: only('corrector'),
    input: async ({ w }) => ({ submissionId: (await homeWork(w)).submissionId }),
    state: (w, input) => workState(w, Number(input.submissionId)),
  },
  'correction.releaseCorrection': {
    kind: 'target',
    covers: only('corrector'),
    input: async ({ w }) => ({ submissionId: (await heldWork(w)).submissionId }),
    state: (w, input) => workState(w, Number(input.submissionId)),
  },
  'correction.saveCorrection': {
    kind: 'target',
    covers: only('corrector'),
    input: async ({ w }) => {
      const work = await heldWork(w);
      return {
        submissionId: work.submissionId,
        version: 0,
        answers: [{ questionId: work.shortIds[0] ?? 0, points: 6.5, comment: 'MX', marks: [] }],
      };
    },
    writes: answers,
    state: (w, input) => workState(w, Number(input.submissionId)),
  },
  // Organization admins, each in its scope: the class is of the home school.
  'correction.getClassCorrectors': {
    kind: 'target',
    input: ({ w }) => ({ classId: w.home.class81 }),
  },
  'correction.setClassCorrectors': {
    kind: 'target',
    input: ({ w }) => ({ classId: w.home.class81, correctorIds: [w.userId('corrector')] }),
    writes: classCorrectors,
  },
  // ---- Error correction (issue 11 item 2): the same reach, read on the correction's student, class and brand ----
  'correction.getErrorCorrections': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: ({ data }, { w, caller }) => reached(data.list, w, caller.userId),
  },
  'correction.getErrorCorrectionOverview': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 20 }),
  },
  'correction.getErrorCorrectionDetail': {
    kind: 'target',
    covers: only('corrector'),
    input: async ({ w }) => ({ id: (await homeCorrection(w)).id }),
  },
  'correction.reviewErrorCorrection': {
    kind: 'target',
    covers: only('corrector'),
    input: async ({ w }) => {
      const c = await homeCorrection(w);
      return { id: c.id, decision: 'return', comment: 'MX 再想想', updatedAt: c.updatedAt };
    },
    state: (w, input) => correctionState(w, Number(input.id)),
  },
};
