/**
 * AI-pad demo data (issue 13 items 5, 7 and 8): two pad applications with their package files (the bytes are
 * written by the server at start: src/modules/pads/demo.ts), shown on the localhost brand's pads in order,
 * one content package (the mathematics course and the mental-maths app) granted to the demo school for a year
 * from 30 days ago, and an expired grant of it to the demo student (the lists show both states).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../src/db/queries';
import {
  brandPadApps,
  courses,
  padAppFiles,
  padApps,
  padPackageApps,
  padPackageCourses,
  padPackageGrants,
  padPackages,
  schools,
} from '../../src/db/schema';
import { DEMO_APPS, demoApk, sha256Hex } from '../../src/modules/pads';
import type { ContentSeedIds } from './seed-content';
import { MATH_COURSE } from './data/math-course';
import { SCHOOLS } from './data/org';

const DAY = 86_400_000;

const APPS = [
  {
    name: '启明口算练习 Mental Maths',
    version: '1.4.2',
    minOsVersion: '8.0',
    releaseNotes: '新增分数口算；错题自动收录到错题本。\nFraction drills; missed items go to the wrong-question book.',
  },
  {
    name: '启明单词卡 Word Cards',
    version: '2.0.0',
    minOsVersion: '9',
    releaseNotes: '全新的间隔复习。\nNew spaced repetition.',
  },
] as const;

export async function seedPads(tx: Tx, ids: ContentSeedIds, now = Date.now()): Promise<void> {
  const appIds: number[] = [];
  for (const [i, demo] of DEMO_APPS.entries()) {
    const bytes = demoApk(demo.packageName);
    await tx.insert(padAppFiles).values({
      id: demo.fileId,
      storageKey: demo.storageKey,
      name: `${demo.packageName}.apk`,
      size: bytes.length,
      sha256: sha256Hex(bytes),
      contentType: 'application/vnd.android.package-archive',
      uploadedBy: ids.user('admin'),
    });
    const meta = APPS[i];
    if (!meta) throw new Error('seed: no demo app');
    const [app] = await tx
      .insert(padApps)
      .values({ ...meta, packageName: demo.packageName, fileId: demo.fileId })
      .returning({ id: padApps.id });
    if (!app) throw new Error('seed: no pad app');
    appIds.push(app.id);
  }
  await tx.insert(brandPadApps).values(appIds.map((appId, sort) => ({ brandId: ids.brand('qiming'), appId, sort })));

  const [math] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.title, String(MATH_COURSE.title)));
  const [pkg] = await tx
    .insert(padPackages)
    .values({
      name: '八年级数学 AI 学习包 Grade 8 Maths',
      description: '八年级数学同步课程与口算练习。Grade 8 maths lessons with mental-maths drills.',
      days: 365,
    })
    .returning({ id: padPackages.id });
  if (!pkg) throw new Error('seed: no package');
  if (math) await tx.insert(padPackageCourses).values({ packageId: pkg.id, courseId: math.id });
  const [first] = appIds;
  if (first !== undefined) await tx.insert(padPackageApps).values({ packageId: pkg.id, appId: first });

  const schoolName = SCHOOLS.find((s) => s.key === 'qiming-no1')?.name ?? '';
  const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.name, schoolName));
  if (!school) throw new Error('seed: no demo school');
  const brandId = ids.brand('qiming');
  await tx.insert(padPackageGrants).values([
    {
      packageId: pkg.id,
      brandId,
      schoolId: school.id,
      studentId: null,
      startsAt: new Date(now - 30 * DAY),
      endsAt: new Date(now + 335 * DAY),
      grantedBy: ids.user('admin'),
    },
    {
      packageId: pkg.id,
      brandId,
      schoolId: school.id,
      studentId: ids.user('student'),
      startsAt: new Date(now - 400 * DAY),
      endsAt: new Date(now - 35 * DAY),
      grantedBy: ids.user('schooladmin'),
    },
  ]);
}
