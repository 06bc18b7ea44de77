import { RoleType } from '@edu/shared';
import type { reportShareEndpoints } from '@edu/shared/api/report-share';
import { eq } from 'drizzle-orm';
import { lessonReleases, shareLinks } from '../../../db/schema';
import { handedInWork } from '../../../modules/correction/test-fixtures';
import { createShareLink } from '../../../modules/reports/share/links';
import { sharedPhotoUrls } from '../../../modules/reports/share/open';
import { tokenOf } from '../../../modules/reports/share/test-fixtures';
import { only, type ProbeMap } from '../probe';
import type { World } from '../world';

/**
 * Share links (issue 11 item 5): the home teacher teaches 八年级1班 (w.home.class81), where the home student is;
 * the home corrector is linked to that student. Fresh work of the home student there is what both may share;
 * the sibling school's and acme's teachers and correctors answer 404, other roles 403. A link is withdrawn by
 * its maker or an organization admin whose scope holds its class; a colleague who reaches its target (the home
 * corrector, for the home teacher's link) is refused with 403. The public pages answer 200 to everyone with a
 * valid token (their refusals are in modules/reports/share/open.test.ts).
 */

/** Fresh work of the home student in 八年级1班 with a photo, the lesson released to the class. */
async function homeWork(w: World) {
  const work = await handedInWork(w.t, { studentId: w.userId('student'), classId: w.home.class81, photo: true });
  await w.t.db.insert(lessonReleases).values({
    classId: w.home.class81,
    lessonId: work.lessonId,
    brandId: w.brand.qiming,
    schoolId: w.school['qiming-no1'],
    unlockAt: new Date(Date.now() - 3_600_000),
  });
  return work;
}

const teacherScope = (w: World) => ({
  userId: w.userId('teacher'),
  brandId: w.brand.qiming,
  roleType: RoleType.teacher as number,
});

type Kind = 'student_report' | 'class_report' | 'answer';
/** One link of each kind made by the home teacher, per world: the public pages' probes open them. */
const links = new WeakMap<World, Promise<Record<Kind, { token: string; photoUrl: string }>>>();

function homeLinks(w: World) {
  let made = links.get(w);
  if (!made) {
    made = (async () => {
      const work = await homeWork(w);
      const make = async (input: Parameters<typeof createShareLink>[2]) =>
        createShareLink(w.t.db, teacherScope(w), input);
      const questionId = work.shortIds[0] ?? 0;
      const answer = await make({ kind: 'answer', submissionId: work.submissionId, questionId, expiresInDays: 7 });
      const student = await make({
        kind: 'student_report',
        studentId: w.userId('student'),
        classId: w.home.class81,
        lessonId: work.lessonId,
        expiresInDays: 7,
      });
      const klass = await make({
        kind: 'class_report',
        classId: w.home.class81,
        lessonId: work.lessonId,
        expiresInDays: 7,
      });
      const [row] = await w.t.db.select().from(shareLinks).where(eq(shareLinks.id, answer.id));
      if (!row) throw new Error('matrix: no share link');
      const photoUrl = (await sharedPhotoUrls(w.t.db, row, [work.photo ?? '']))[work.photo ?? ''] ?? '';
      return {
        answer: { token: tokenOf(answer.address), photoUrl },
        student_report: { token: tokenOf(student.address), photoUrl: '' },
        class_report: { token: tokenOf(klass.address), photoUrl: '' },
      };
    })();
    links.set(w, made);
  }
  return made;
}

/** A link's revocation state, compared before and after a refusal. */
async function linkState(w: World, id: number) {
  const [row] = await w.t.db
    .select({ revokedAt: shareLinks.revokedAt, revokedBy: shareLinks.revokedBy })
    .from(shareLinks)
    .where(eq(shareLinks.id, id));
  return row;
}

type ShareId = `report.${keyof typeof reportShareEndpoints & string}`;

export const reportShareProbes: Pick<ProbeMap<'report'>, ShareId> = {
  'report.createShareLink': {
    kind: 'target',
    covers: only('teacher', 'corrector'),
    input: async ({ w }) => {
      const work = await homeWork(w);
      return { kind: 'answer', submissionId: work.submissionId, questionId: work.shortIds[0] ?? 0, expiresInDays: 7 };
    },
    writes: shareLinks,
  },
  'report.getShareLinks': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: async ({ data }, { w, caller }) => {
      for (const link of data.list) {
        const [row] = await w.t.db
          .select({ by: shareLinks.createdBy })
          .from(shareLinks)
          .where(eq(shareLinks.id, link.id));
        if (row?.by !== caller.userId) return `leaks share link ${link.id}, made by user ${row?.by}`;
      }
      return null;
    },
  },
  'report.revokeShareLink': {
    kind: 'target',
    // Its maker; the organization admins whose scope holds 八年级1班.
    covers: only('teacher', 'admin', 'brandadmin', 'schooladmin'),
    // The home corrector reaches the link's target (the home student's work): a colleague, not a stranger.
    refusal: (caller) => (caller.spec.key === 'corrector' ? 403 : 404),
    input: async ({ w }) => {
      const work = await homeWork(w);
      const link = await createShareLink(w.t.db, teacherScope(w), {
        kind: 'answer',
        submissionId: work.submissionId,
        questionId: work.shortIds[0] ?? 0,
        expiresInDays: 7,
      });
      return { id: link.id };
    },
    state: (w, input) => linkState(w, Number(input.id)),
  },
  'report.getSharedStudentReport': {
    kind: 'target',
    input: async ({ w }) => ({ token: (await homeLinks(w)).student_report.token }),
  },
  'report.getSharedClassReport': {
    kind: 'target',
    input: async ({ w }) => ({ token: (await homeLinks(w)).class_report.token }),
  },
  'report.getSharedAnswer': {
    kind: 'target',
    input: async ({ w }) => ({ token: (await homeLinks(w)).answer.token }),
  },
  'report.sharedPhoto': {
    kind: 'target',
    input: async ({ w }) => {
      const q = new URL((await homeLinks(w)).answer.photoUrl, 'http://x').searchParams;
      return { link: q.get('link'), name: q.get('name') ?? '', exp: q.get('exp'), sig: q.get('sig') ?? '' };
    },
  },
};
