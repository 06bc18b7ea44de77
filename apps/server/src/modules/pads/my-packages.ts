/**
 * A student's pad: the packages in effect for the calling student now (its own grants and its school's) and
 * what they cover: the published courses of its brand or the platform, and the applications its brand's pads
 * show (in the brand's order; an application a package holds but the brand does not show stays off the pad).
 * Any student session works (the console's, or a device's from clientLogin).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MyPadPackages } from '@edu/shared';
import { api } from '@edu/shared/api';
import type { AuthContext } from '../auth';
import type { Exec } from '../../db/queries';
import { iso } from '../../db/queries';
import {
  brandPadApps,
  courses,
  padAppFiles,
  padApps,
  padPackageApps,
  padPackageCourses,
  padPackageGrants as g,
  padPackages,
} from '../../db/schema';
import { inEffect } from './effective';
import { fileOf } from './files';

/** The calling student's grants in effect now: its own, and its school's. */
function studentGrants(auth: Pick<AuthContext, 'userId' | 'schoolId'>) {
  const own = eq(g.studentId, auth.userId);
  const school = auth.schoolId === null ? undefined : and(isNull(g.studentId), eq(g.schoolId, auth.schoolId));
  return and(inEffect(), school ? or(own, school) : own);
}

async function currentPackageIds(db: Exec, auth: Pick<AuthContext, 'userId' | 'schoolId'>): Promise<number[]> {
  const rows = await db.selectDistinct({ id: g.packageId }).from(g).where(studentGrants(auth));
  return rows.map((r) => r.id);
}

export async function myPackages(db: Exec, auth: AuthContext): Promise<MyPadPackages> {
  const grants = await db
    .select({ grant: g, name: padPackages.name })
    .from(g)
    .innerJoin(padPackages, eq(padPackages.id, g.packageId))
    .where(studentGrants(auth))
    .orderBy(asc(g.endsAt), asc(g.id));
  const packageIds = [...new Set(grants.map((r) => r.grant.packageId))];
  if (packageIds.length === 0 || auth.brandId === null) {
    return { packages: grants.map(packageOf), courses: [], applications: [] };
  }
  const [courseRows, appRows] = await Promise.all([
    db
      .selectDistinct({
        id: courses.id,
        title: courses.title,
        subject: courses.subject,
        grade: courses.grade,
        cover: courses.cover,
      })
      .from(padPackageCourses)
      .innerJoin(courses, eq(courses.id, padPackageCourses.courseId))
      .where(
        and(
          inArray(padPackageCourses.packageId, packageIds),
          eq(courses.published, true),
          or(isNull(courses.brandId), eq(courses.brandId, auth.brandId)),
        ),
      )
      .orderBy(asc(courses.title), asc(courses.id)),
    db
      .select({ app: padApps, file: padAppFiles, sort: brandPadApps.sort })
      .from(padApps)
      .innerJoin(brandPadApps, and(eq(brandPadApps.appId, padApps.id), eq(brandPadApps.brandId, auth.brandId)))
      .leftJoin(padAppFiles, eq(padAppFiles.id, padApps.fileId))
      .where(
        inArray(
          padApps.id,
          db
            .select({ id: padPackageApps.appId })
            .from(padPackageApps)
            .where(inArray(padPackageApps.packageId, packageIds)),
        ),
      )
      .orderBy(asc(brandPadApps.sort)),
  ]);
  return {
    packages: grants.map(packageOf),
    courses: courseRows,
    applications: appRows.map(({ app, file }) => ({
      id: app.id,
      name: app.name,
      icon: app.icon,
      packageName: app.packageName,
      version: app.version,
      minOsVersion: app.minOsVersion,
      file: file ? fileOf(file) : null,
      downloadUrl: file ? `${api.pad.downloadApplication.path}?id=${app.id}` : null,
    })),
  };
}

function packageOf(r: { grant: typeof g.$inferSelect; name: string }): MyPadPackages['packages'][number] {
  return {
    id: r.grant.packageId,
    name: r.name,
    source: r.grant.studentId === null ? 'school' : 'student',
    startsAt: iso(r.grant.startsAt),
    endsAt: iso(r.grant.endsAt),
  };
}

/**
 * Whether the caller may download an application's file: the admin any; a brand admin one its brand shows;
 * a student one its packages cover now and its brand shows.
 */
export async function mayDownload(db: Exec, auth: AuthContext, appId: number): Promise<boolean> {
  if (auth.roleName === 'admin') return true;
  if (auth.brandId === null) return false;
  const [shown] = await db
    .select({ appId: brandPadApps.appId })
    .from(brandPadApps)
    .where(and(eq(brandPadApps.brandId, auth.brandId), eq(brandPadApps.appId, appId)))
    .limit(1);
  if (!shown) return false;
  if (auth.roleName === 'brandingAdmin') return true;
  if (auth.roleName !== 'student') return false;
  const packageIds = await currentPackageIds(db, auth);
  if (packageIds.length === 0) return false;
  const [covered] = await db
    .select({ n: sql<number>`1` })
    .from(padPackageApps)
    .where(and(eq(padPackageApps.appId, appId), inArray(padPackageApps.packageId, packageIds)))
    .limit(1);
  return covered !== undefined;
}
