/**
 * Probes of the pad group (issue 13 items 5 and 7). Fresh targets are inserted directly: an application, a
 * package, a grant of a package to a student of the home school; the demo application (com.qiming.mentalmath)
 * is shown on the home brand's pads and covered by the package granted to the home school.
 */
import { and, asc, eq } from 'drizzle-orm';
import { brandPadApps, padAppFiles, padApps, padPackageGrants, padPackages } from '../../../db/schema';
import { demoApk } from '../../../modules/pads/demo-apk';
import { homeBrand, homeSchool, only, type ProbeMap, rowsWithin } from '../probe';
import type { World } from '../world';

const list = { page: 1, pageSize: 100 };
const DAY = 86_400_000;

async function newApp(w: World, show = false): Promise<number> {
  const n = w.next();
  const [row] = await w.t.db
    .insert(padApps)
    .values({ name: `MX app ${n}`, packageName: `com.mx.app${n}`, version: '1.0.0' })
    .returning({ id: padApps.id });
  if (!row) throw new Error('matrix: no app inserted');
  if (show) {
    const shown = await w.t.db.select().from(brandPadApps).where(eq(brandPadApps.brandId, w.brand.qiming));
    await w.t.db.insert(brandPadApps).values({ brandId: w.brand.qiming, appId: row.id, sort: shown.length });
  }
  return row.id;
}

async function newPackage(w: World): Promise<number> {
  const [row] = await w.t.db
    .insert(padPackages)
    .values({ name: `MX package ${w.next()}` })
    .returning({ id: padPackages.id });
  if (!row) throw new Error('matrix: no package inserted');
  return row.id;
}

async function newStudentGrant(w: World): Promise<number> {
  const studentId = await w.homeStudent();
  const [row] = await w.t.db
    .insert(padPackageGrants)
    .values({
      packageId: await newPackage(w),
      brandId: w.brand.qiming,
      schoolId: w.school['qiming-no1'],
      studentId,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
    })
    .returning({ id: padPackageGrants.id });
  if (!row) throw new Error('matrix: no grant inserted');
  return row.id;
}

async function demoAppId(w: World): Promise<number> {
  const [row] = await w.t.db
    .select({ id: padApps.id })
    .from(padApps)
    .where(eq(padApps.packageName, 'com.qiming.mentalmath'));
  if (!row) throw new Error('matrix: no demo app');
  return row.id;
}

async function brandOrder(w: World): Promise<string> {
  const rows = await w.t.db
    .select({ appId: brandPadApps.appId, sort: brandPadApps.sort })
    .from(brandPadApps)
    .where(and(eq(brandPadApps.brandId, w.brand.qiming)))
    .orderBy(asc(brandPadApps.sort));
  return JSON.stringify(rows);
}

export const padProbes: ProbeMap<'pad'> = {
  'pad.getApplicationList': { kind: 'list', input: () => list },
  'pad.saveApplication': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await newApp(w), name: `MX renamed ${w.next()}` }),
    state: (w, input) => w.row(padApps, Number(input.id)),
  },
  'pad.deleteApplication': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await newApp(w) }),
    writes: padApps,
  },
  'pad.uploadApplicationFile': {
    kind: 'own',
    input: () => ({}),
    file: ({ w }) => ({ filename: 'mx.apk', body: demoApk(`com.mx.upload${w.next()}`) }),
    writes: padAppFiles,
  },
  'pad.downloadApplication': {
    kind: 'target',
    // The admin any; the home brand admin (its brand shows it); the demo student (its school's package covers it).
    covers: only('admin', 'brandadmin', 'student'),
    input: async ({ w }) => ({ id: await demoAppId(w) }),
  },
  'pad.getBrandApplications': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ ...list, brandId: w.brand.qiming }),
  },
  'pad.setBrandApplication': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ brandId: w.brand.qiming, appId: await newApp(w), enabled: true }),
    writes: brandPadApps,
  },
  'pad.moveBrandApplication': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ brandId: w.brand.qiming, appId: await newApp(w, true), index: 0 }),
    state: (w) => brandOrder(w),
  },
  'pad.getPackageList': { kind: 'list', input: () => list },
  'pad.savePackage': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await newPackage(w), name: `MX renamed ${w.next()}` }),
    state: (w, input) => w.row(padPackages, Number(input.id)),
  },
  'pad.deletePackage': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await newPackage(w) }),
    writes: padPackages,
  },
  'pad.getGrantList': {
    kind: 'list',
    input: () => ({ ...list, target: 'student' }),
    check: rowsWithin(
      (data) => data.list,
      async (row, w) => ({ brandId: await w.brandOfSchool(row.schoolId), schoolId: row.schoolId }),
    ),
  },
  'pad.grantPackage': {
    kind: 'target',
    owner: homeSchool,
    input: async ({ w }) => ({
      packageId: await newPackage(w),
      target: 'student',
      granteeIds: [await w.homeStudent()],
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    }),
    writes: padPackageGrants,
  },
  'pad.extendGrant': {
    kind: 'target',
    owner: homeSchool,
    input: async ({ w }) => ({ id: await newStudentGrant(w), endsAt: new Date(Date.now() + 90 * DAY).toISOString() }),
    state: (w, input) => w.row(padPackageGrants, Number(input.id)),
  },
  'pad.revokeGrant': {
    kind: 'target',
    owner: homeSchool,
    input: async ({ w }) => ({ id: await newStudentGrant(w) }),
    state: (w, input) => w.row(padPackageGrants, Number(input.id)),
  },
  'pad.getMyPackages': { kind: 'own', input: () => ({}) },
};
