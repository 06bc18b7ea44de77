import { lessonPrepRevisions, lessonPreps } from '../../../db/schema';
import { only, type ProbeMap } from '../probe';
import type { World } from '../world';

/**
 * The lesson preparation endpoints of the learning group (modules/learning/preparations): the home teacher's
 * own preparations of its classes; the admin reads them. The other endpoints of the group are in learning.ts.
 */

/**
 * A fresh preparation of the home teacher for 八年级1班 (of a fresh published lesson, so that every cell
 * starts anew) with `revisions` revisions, the latest different from the earlier ones.
 */
async function homePrep(w: World, revisions = 1): Promise<{ prepId: number; lessonId: number }> {
  const { lesson } = await w.course({ published: true });
  const snapshot = (n: number) => ({
    notes: `MX notes ${n}`,
    questionIds: [w.home.question],
    plannedOn: null,
    state: 'draft' as const,
  });
  const [prep] = await w.t.db
    .insert(lessonPreps)
    .values({
      teacherId: w.userId('teacher'),
      classId: w.home.class81,
      schoolId: w.school['qiming-no1'],
      brandId: w.brand.qiming,
      lessonId: lesson,
      ...snapshot(revisions),
      revision: revisions,
    })
    .returning({ id: lessonPreps.id });
  if (!prep) throw new Error('matrix: no preparation inserted');
  for (let n = 1; n <= revisions; n++) {
    await w.t.db
      .insert(lessonPrepRevisions)
      .values({ prepId: prep.id, number: n, snapshot: snapshot(n), authorId: w.userId('teacher') });
  }
  return { prepId: prep.id, lessonId: lesson };
}

export const learningPreparationProbes = {
  'learning.getUpcomingLessons': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ classId: w.home.class81, page: 1, pageSize: 20 }),
  },
  'learning.getPreparation': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ classId: w.home.class81, lessonId: w.home.bookLesson }),
  },
  'learning.savePreparation': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({
      classId: w.home.class81,
      lessonId: (await w.course({ published: true })).lesson,
      notes: `MX notes ${w.next()}`,
      questionIds: [w.home.question],
      plannedOn: '2030-09-01',
      state: 'ready',
    }),
    writes: lessonPrepRevisions,
  },
  'learning.getPreparationList': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    // Only preparations of classes the caller teaches.
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        if (!(await w.teaches(caller.userId, row.classId)))
          return `leaks preparation ${row.id} of class ${row.classId}`;
      }
      return null;
    },
  },
  'learning.getPrepRevisions': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ prepId: (await homePrep(w, 2)).prepId, page: 1, pageSize: 20 }),
  },
  'learning.getPrepRevision': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ prepId: (await homePrep(w)).prepId, revision: 1 }),
  },
  'learning.restorePrepRevision': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ prepId: (await homePrep(w, 2)).prepId, revision: 1 }),
    writes: lessonPrepRevisions,
  },
  'learning.getLessonPreparations': {
    kind: 'target',
    covers: only('admin'),
    input: async ({ w }) => ({ lessonId: (await homePrep(w)).lessonId, page: 1, pageSize: 20 }),
  },
  'learning.getPreparationDetail': {
    kind: 'target',
    covers: only('admin'),
    input: async ({ w }) => ({ id: (await homePrep(w)).prepId }),
  },
} satisfies Partial<ProbeMap<'learning'>>;
