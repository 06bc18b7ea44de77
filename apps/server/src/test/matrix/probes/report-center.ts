import { eq, inArray } from 'drizzle-orm';
import { lessonEvaluations, lessonReleases, submissions } from '../../../db/schema';
import { only, type ProbeMap } from '../probe';
import type { World } from '../world';
import type { reportCenterEndpoints } from '@edu/shared/api/report-center';

/**
 * Reports (issue 11 item 4): a student reads only its own work; a teacher the classes it teaches (DESIGN.md
 * section 3). The home teacher teaches 八年级1班 (w.home.class81), where the home student is; the sibling
 * school's and acme's teachers answer 404 for it, other roles 403. The share links' probes are in report.ts.
 */

/** A fresh published lesson of the home brand released to 八年级1班 (an hour ago). */
async function lessonOfClass81(w: World): Promise<number> {
  const { lesson } = await w.course({ published: true });
  await w.t.db.insert(lessonReleases).values({
    classId: w.home.class81,
    lessonId: lesson,
    brandId: w.brand.qiming,
    schoolId: w.school['qiming-no1'],
    unlockAt: new Date(Date.now() - 3_600_000),
  });
  return lesson;
}

/** Only the caller's own submissions. */
async function ownWork(submissionIds: readonly number[], w: World, callerId: number | null): Promise<string | null> {
  if (submissionIds.length === 0) return null;
  const rows = await w.t.db
    .select({ id: submissions.id, studentId: submissions.studentId })
    .from(submissions)
    .where(inArray(submissions.id, [...submissionIds]));
  const stray = rows.find((r) => r.studentId !== callerId);
  return stray ? `leaks submission ${stray.id} of student ${stray.studentId}` : null;
}

/** The report center's and the after-class pages' endpoints. */
type CenterId = `report.${keyof typeof reportCenterEndpoints & string}`;

export const reportCenterProbes: Pick<ProbeMap<'report'>, CenterId> = {
  'report.getMyReports': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: ({ data }, { w, caller }) =>
      ownWork(
        data.list.map((r) => r.submissionId),
        w,
        caller.userId,
      ),
  },
  'report.getMyScoreTrend': {
    kind: 'list',
    input: () => ({ range: 'all' }),
    check: ({ data }, { w, caller }) =>
      ownWork(
        data.points.map((p) => p.submissionId),
        w,
        caller.userId,
      ),
  },
  // Knowledge points are shared vocabulary: the figures are of the caller's own answers (report.test's API
  // tests count them); an outsider of the home tenant has none of the home student's.
  'report.getMyMastery': {
    kind: 'own',
    input: () => ({}),
  },
  'report.getClassLessonReports': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        if (!(await w.teaches(caller.userId, row.classId)))
          return `leaks class ${row.classId} (${row.className}), not taught by the caller`;
      }
      return null;
    },
  },
  'report.getClassLessonReport': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ classId: w.home.class81, lessonId: await lessonOfClass81(w) }),
  },
  'report.getLessonEvaluations': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ classId: w.home.class81, lessonId: await lessonOfClass81(w) }),
  },
  'report.saveLessonEvaluation': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({
      classId: w.home.class81,
      lessonId: await lessonOfClass81(w),
      studentId: w.userId('student'),
      comment: 'MX evaluation',
    }),
    writes: lessonEvaluations,
    state: async (w, input) =>
      w.t.db
        .select({ comment: lessonEvaluations.comment })
        .from(lessonEvaluations)
        .where(eq(lessonEvaluations.lessonId, Number(input.lessonId))),
  },
};
