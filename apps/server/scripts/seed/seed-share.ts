/**
 * Demo share link (issue 11 item 5; apps/server/src/modules/reports/share/README.md): the demo teacher shares
 * wanghao's report of 2.1 配方法 (八年级2班), the one the demo corrector graded with a comment and marks on its
 * photo, for 30 days. Made through the endpoint's own function (insertShareLink), so its token is real: the
 * teacher's share dialog (its student's report, /myStudent/myStudent → wanghao → the lesson) lists it with its
 * address, which opens /reportDeta in a browser without a login.
 */
import { and, desc, eq } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import type { Tx } from '../../src/db/queries';
import { submissions } from '../../src/db/schema';
import { insertShareLink } from '../../src/modules/reports';
import type { ContentSeedIds } from './seed-content';

export async function seedShare(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const classId = ids.klass('qiming-no1', '八年级2班');
  const studentId = ids.user('wanghao');
  // The corrected one (a correction save bumps version), else its latest graded lesson.
  const [work] = await tx
    .select({ lessonId: submissions.lessonId })
    .from(submissions)
    .where(and(eq(submissions.studentId, studentId), eq(submissions.classId, classId), eq(submissions.state, 'graded')))
    .orderBy(desc(submissions.version), desc(submissions.submittedAt))
    .limit(1);
  if (!work) throw new Error('seed: wanghao has no graded lesson in 八年级2班');
  await insertShareLink(
    tx,
    { userId: ids.user('teacher'), brandId: ids.brand('qiming'), roleType: RoleType.teacher },
    { kind: 'student_report', studentId, classId, lessonId: work.lessonId, expiresInDays: 30 },
  );
}
