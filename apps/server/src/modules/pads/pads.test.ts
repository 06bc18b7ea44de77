/**
 * AI pads (issue 13 items 5 and 7): applications with their package files, a brand's choice and order of
 * them, content packages, grants to schools and students for a period (they expire by themselves), and a
 * student's pad's view of what its grants cover now. Every refusal writes nothing.
 */
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppFile,
  BrandAppList,
  BrandAppOrder,
  BrandAppRow,
  GrantList,
  GrantRow,
  MyPadPackages,
  PadAppList,
  PadAppRow,
  PadPackageList,
  PadPackageRow,
} from '@edu/shared';
import {
  auditLog,
  brandPadApps,
  padAppFiles,
  padApps,
  padPackageApps,
  padPackageCourses,
  padPackageGrants,
  padPackages,
} from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { ContentFixture, expectError, expectOk, type FilePart } from '../content/test-fixtures';
import { demoApk, sha256Hex } from './demo-apk';

const A = '/openapi/application/';
const P = '/openapi/package/';
const DAY = 86_400_000;
/** The server's upload limit in these tests: small, to reach "over the limit" with a small file. */
const LIMIT = 256 * 1024;

let f: ContentFixture;
let no1 = 0;
let riverside = 0;
let acmeNorth = 0;
let qiming = 0;
let acme = 0;
let seededPackage = 0;
let mentalMaths = 0;
let wordCards = 0;

beforeAll(async () => {
  f = new ContentFixture(await createTestApp({ config: { uploadMaxBytes: LIMIT } }));
  no1 = await f.schoolId('启明第一中学');
  riverside = await f.schoolId('滨江双语学校');
  acmeNorth = await f.schoolId('Acme Academy North');
  qiming = await f.brandId('localhost');
  acme = await f.brandId('acme');
  const [pkg] = await f.t.db.select({ id: padPackages.id }).from(padPackages);
  seededPackage = pkg?.id ?? 0;
  const apps = await f.t.db.select({ id: padApps.id, packageName: padApps.packageName }).from(padApps);
  mentalMaths = apps.find((a) => a.packageName === 'com.qiming.mentalmath')?.id ?? 0;
  wordCards = apps.find((a) => a.packageName === 'com.qiming.wordcards')?.id ?? 0;
  for (const who of ['admin', 'brandadmin', 'schooladmin', 'zhoulei', 'student', 'sunyue', 'teacher']) await f.as(who);
});
afterAll(async () => {
  await f.t.close();
});

/** Row counts of every pad table and the audit log: a refused call leaves them as they were. */
async function padState() {
  const counts = {
    files: (await f.t.db.select({ n: count() }).from(padAppFiles))[0]?.n,
    apps: (await f.t.db.select({ n: count() }).from(padApps))[0]?.n,
    brandApps: (await f.t.db.select({ n: count() }).from(brandPadApps))[0]?.n,
    packages: (await f.t.db.select({ n: count() }).from(padPackages))[0]?.n,
    packageCourses: (await f.t.db.select({ n: count() }).from(padPackageCourses))[0]?.n,
    packageApps: (await f.t.db.select({ n: count() }).from(padPackageApps))[0]?.n,
    grants: (await f.t.db.select({ n: count() }).from(padPackageGrants))[0]?.n,
    audit: (await f.t.db.select({ n: count() }).from(auditLog))[0]?.n,
  };
  const apps = await f.t.db.select().from(padApps).orderBy(padApps.id);
  const grants = await f.t.db.select().from(padPackageGrants).orderBy(padPackageGrants.id);
  const packages = await f.t.db.select().from(padPackages).orderBy(padPackages.id);
  return { counts, apps, grants, packages };
}

function apk(packageName: string, padding = 0): FilePart {
  return {
    filename: `${packageName}.apk`,
    contentType: 'application/vnd.android.package-archive',
    body: demoApk(packageName, padding),
  };
}

async function uploadApk(packageName: string): Promise<AppFile> {
  return expectOk(await f.upload<AppFile>('admin', `${A}uploadApplicationFile`, {}, apk(packageName)));
}

async function createApp(packageName: string, name = packageName): Promise<PadAppRow> {
  const file = await uploadApk(packageName);
  return expectOk(
    await f.post<PadAppRow>('admin', `${A}saveApplication`, { name, packageName, version: '1.0.0', fileId: file.id }),
  );
}

async function createPackage(name: string, params: Record<string, unknown> = {}): Promise<PadPackageRow> {
  return expectOk(await f.post<PadPackageRow>('admin', `${P}savePackage`, { name, ...params }, { json: true }));
}

function period(fromMs: number, toMs: number) {
  const now = Date.now();
  return { startsAt: new Date(now + fromMs).toISOString(), endsAt: new Date(now + toMs).toISOString() };
}

async function grant(
  who: string,
  packageId: number,
  target: 'school' | 'student',
  granteeIds: number[],
  when = period(-DAY, 30 * DAY),
) {
  return f.post<{ ids: number[] }>(who, `${P}grantPackage`, { packageId, target, granteeIds, ...when }, { json: true });
}

describe('applications (/application/application)', () => {
  it('uploads a package file with its SHA-256 and creates, lists, changes and deletes an application', async () => {
    const part = apk('com.example.chess');
    const file = expectOk(await f.upload<AppFile>('admin', `${A}uploadApplicationFile`, {}, part));
    expect(file).toMatchObject({ size: part.body.length, sha256: sha256Hex(part.body), name: 'com.example.chess.apk' });
    const created = expectOk(
      await f.post<PadAppRow>('admin', `${A}saveApplication`, {
        name: '  Chess Club  ',
        packageName: 'com.example.chess',
        version: '2.1.0',
        releaseNotes: 'Openings trainer',
        minOsVersion: '9',
        fileId: file.id,
      }),
    );
    expect(created).toMatchObject({
      name: 'Chess Club',
      packageName: 'com.example.chess',
      version: '2.1.0',
      minOsVersion: '9',
      file: { id: file.id, sha256: file.sha256 },
      brandCount: 0,
    });
    expect((await f.audits('padApp.create'))[0]).toMatchObject({ targetId: created.id });

    const list = expectOk(await f.get<PadAppList>('admin', `${A}getApplicationList`, { keyword: 'CHESS' }));
    expect(list.list.map((a) => a.id)).toEqual([created.id]);
    const byPackage = expectOk(await f.get<PadAppList>('admin', `${A}getApplicationList`, { keyword: 'wordcards' }));
    expect(byPackage.list.map((a) => a.id)).toEqual([wordCards]);
    const all = expectOk(await f.get<PadAppList>('admin', `${A}getApplicationList`, { sort: 'name', pageSize: 2 }));
    expect(all).toMatchObject({ total: 3, pageSize: 2 });
    expect(all.list).toHaveLength(2);

    const changed = expectOk(
      await f.post<PadAppRow>('admin', `${A}saveApplication`, { id: created.id, version: '2.2.0' }, { json: true }),
    );
    expect(changed).toMatchObject({ version: '2.2.0', name: 'Chess Club', file: { id: file.id } });

    const res = await f.t.app.inject({
      url: `${A}downloadApplication?id=${created.id}`,
      headers: (await f.as('admin')).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-checksum-sha256']).toBe(file.sha256);
    expect(Buffer.compare(res.rawPayload, part.body)).toBe(0);

    expectOk(await f.post('admin', `${A}deleteApplication`, { id: created.id }));
    expect(await f.t.db.select().from(padApps).where(eq(padApps.id, created.id))).toEqual([]);
    expectError(await f.post('admin', `${A}deleteApplication`, { id: created.id }), 404, 'Application not found');
  });

  it('refuses a file over the limit, a file that is not an APK and a duplicate package name, writing nothing', async () => {
    const before = await padState();
    expectError(
      await f.upload('admin', `${A}uploadApplicationFile`, {}, apk('com.example.big', LIMIT + 1024)),
      413,
      'The file is larger than the upload limit of 0.3 MB',
    );
    expectError(
      await f.upload(
        'admin',
        `${A}uploadApplicationFile`,
        {},
        { filename: 'x.apk', contentType: 'application/vnd.android.package-archive', body: Buffer.from('not a zip') },
      ),
      415,
      /Android package/,
    );
    expect(await padState()).toEqual(before);

    const file = await uploadApk('com.qiming.mentalmath');
    const afterUpload = await padState();
    expectError(
      await f.post('admin', `${A}saveApplication`, {
        name: 'Copy',
        packageName: 'COM.QIMING.MENTALMATH',
        version: '1.0.0',
        fileId: file.id,
      }),
      409,
      'Another application already has this package name',
    );
    expectError(
      await f.post('admin', `${A}saveApplication`, { id: wordCards, packageName: 'com.qiming.mentalmath' }),
      409,
      'Another application already has this package name',
    );
    expectError(
      await f.post('admin', `${A}saveApplication`, {
        name: 'No file',
        packageName: 'com.example.nofile',
        version: '1',
      }),
      400,
      'fileId: is required',
    );
    expectError(
      await f.post('admin', `${A}saveApplication`, { name: 'x', packageName: 'chess', version: '1', fileId: file.id }),
      400,
      'packageName: must be a package name like com.example.app',
    );
    expectError(
      await f.post('admin', `${A}saveApplication`, {
        name: 'x',
        packageName: 'com.example.v',
        version: 'one',
        fileId: file.id,
      }),
      400,
      'version: must be a version like 1.2.3',
    );
    expectError(
      await f.post('admin', `${A}saveApplication`, {
        name: 'x',
        packageName: 'com.example.f',
        version: '1',
        fileId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      /^fileId: upload the package file first/,
    );
    expect(await padState()).toEqual(afterUpload);
  });

  it('is the admin’s only', async () => {
    for (const who of ['brandadmin', 'schooladmin', 'teacher', 'student']) {
      expectError(await f.get(who, `${A}getApplicationList`), 403);
      expectError(await f.post(who, `${A}saveApplication`, { id: wordCards, name: 'Mine' }), 403);
      expectError(await f.post(who, `${A}deleteApplication`, { id: wordCards }), 403);
      expectError(await f.upload(who, `${A}uploadApplicationFile`, {}, apk('com.example.x')), 403);
    }
    expectError(await f.get(null, `${A}getApplicationList`), 401);
  });
});

describe('a brand’s applications (/applicationBrand/application)', () => {
  it('lists every application with the brand’s shown ones first, shows, orders and hides them', async () => {
    const extra = await createApp('com.example.atlas', 'Atlas');
    const list = expectOk(await f.get<BrandAppList>('brandadmin', `${A}getBrandApplications`));
    expect(list).toMatchObject({ brandId: qiming, total: 3 });
    expect(list.list.map((a) => [a.id, a.enabled, a.position])).toEqual([
      [mentalMaths, true, 0],
      [wordCards, true, 1],
      [extra.id, false, null],
    ]);
    const shown = expectOk(
      await f.post<BrandAppRow>('brandadmin', `${A}setBrandApplication`, { appId: extra.id, enabled: true }),
    );
    expect(shown).toMatchObject({ enabled: true, position: 2 });
    const order = expectOk(
      await f.post<BrandAppOrder>('brandadmin', `${A}moveBrandApplication`, { appId: extra.id, index: 0 }),
    );
    expect(order).toEqual({ brandId: qiming, appIds: [extra.id, mentalMaths, wordCards] });
    const hidden = expectOk(
      await f.post<BrandAppRow>('brandadmin', `${A}setBrandApplication`, { appId: mentalMaths, enabled: 'false' }),
    );
    expect(hidden).toMatchObject({ enabled: false, position: null });
    const after = expectOk(await f.get<BrandAppList>('brandadmin', `${A}getBrandApplications`));
    expect(after.list.map((a) => [a.id, a.position])).toEqual([
      [extra.id, 0],
      [wordCards, 1],
      [mentalMaths, null],
    ]);
    // The admin names the brand; its list counts the brands showing each application.
    const acmeList = expectOk(await f.get<BrandAppList>('admin', `${A}getBrandApplications`, { brandId: acme }));
    expect(acmeList.list.every((a) => !a.enabled)).toBe(true);
    const apps = expectOk(await f.get<PadAppList>('admin', `${A}getApplicationList`, { keyword: 'atlas' }));
    expect(apps.list[0]?.brandCount).toBe(1);
    // Back as it was for the tests below.
    expectOk(await f.post('brandadmin', `${A}setBrandApplication`, { appId: mentalMaths, enabled: true }));
    expectOk(await f.post('brandadmin', `${A}moveBrandApplication`, { appId: mentalMaths, index: 0 }));
    expectOk(await f.post('admin', `${A}deleteApplication`, { id: extra.id }));
  });

  it('lets the admin choose any brand’s applications by naming it (AppConfiguration), leaving the others alone', async () => {
    const qimingBefore = expectOk(await f.get<BrandAppList>('admin', `${A}getBrandApplications`, { brandId: qiming }));
    const shownFor = (list: BrandAppList) => list.list.filter((a) => a.enabled).map((a) => a.id);
    expect(shownFor(qimingBefore)).toEqual([mentalMaths, wordCards]);

    const shown = expectOk(
      await f.post<BrandAppRow>('admin', `${A}setBrandApplication`, {
        brandId: acme,
        appId: mentalMaths,
        enabled: true,
      }),
    );
    expect(shown).toMatchObject({ id: mentalMaths, enabled: true, position: 0 });
    expectOk(await f.post('admin', `${A}setBrandApplication`, { brandId: acme, appId: wordCards, enabled: true }));
    const order = expectOk(
      await f.post<BrandAppOrder>('admin', `${A}moveBrandApplication`, { brandId: acme, appId: wordCards, index: 0 }),
    );
    expect(order).toEqual({ brandId: acme, appIds: [wordCards, mentalMaths] });
    const acmeList = expectOk(await f.get<BrandAppList>('admin', `${A}getBrandApplications`, { brandId: acme }));
    expect(acmeList).toMatchObject({ brandId: acme });
    expect(shownFor(acmeList)).toEqual([wordCards, mentalMaths]);
    // The audit names acme's brand.
    const [audit] = await f.t.db
      .select({ action: auditLog.action, brandId: auditLog.brandId })
      .from(auditLog)
      .where(eq(auditLog.action, 'brandPadApp.move'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: 'brandPadApp.move', brandId: acme });

    // The demo brand (qiming, localhost) is untouched, as its brand admin sees it too.
    const qimingAfter = expectOk(await f.get<BrandAppList>('admin', `${A}getBrandApplications`, { brandId: qiming }));
    expect(qimingAfter.list).toEqual(qimingBefore.list);
    const own = expectOk(await f.get<BrandAppList>('brandadmin', `${A}getBrandApplications`));
    expect(own.list).toEqual(qimingBefore.list);

    // Hiding one closes up the rest; then acme is back as it was for the tests below.
    const hidden = expectOk(
      await f.post<BrandAppRow>('admin', `${A}setBrandApplication`, {
        brandId: acme,
        appId: wordCards,
        enabled: false,
      }),
    );
    expect(hidden).toMatchObject({ enabled: false, position: null });
    const closed = expectOk(await f.get<BrandAppList>('admin', `${A}getBrandApplications`, { brandId: acme }));
    expect(closed.list.find((a) => a.id === mentalMaths)?.position).toBe(0);
    expectOk(await f.post('admin', `${A}setBrandApplication`, { brandId: acme, appId: mentalMaths, enabled: false }));
    const reset = expectOk(await f.get<BrandAppList>('admin', `${A}getBrandApplications`, { brandId: acme }));
    expect(reset.list.every((a) => !a.enabled)).toBe(true);
  });

  it('keeps a brand admin to its brand and refuses other roles, writing nothing', async () => {
    const before = await padState();
    expectError(await f.get('brandadmin', `${A}getBrandApplications`, { brandId: acme }), 404, 'Brand not found');
    expectError(
      await f.post('brandadmin', `${A}setBrandApplication`, { brandId: acme, appId: wordCards, enabled: true }),
      404,
      'Brand not found',
    );
    expectError(
      await f.post('brandadmin', `${A}moveBrandApplication`, { brandId: acme, appId: wordCards, index: 0 }),
      404,
      'Brand not found',
    );
    expectError(await f.get('admin', `${A}getBrandApplications`), 400, 'brandId: is required');
    expectError(
      await f.post('brandadmin', `${A}setBrandApplication`, { appId: 999_999, enabled: true }),
      404,
      'Application not found',
    );
    expectError(
      await f.post('brandadmin', `${A}setBrandApplication`, { appId: wordCards, enabled: 'maybe' }),
      400,
      'enabled: must be true or false',
    );
    expectError(
      await f.post('admin', `${A}moveBrandApplication`, { brandId: acme, appId: wordCards, index: 0 }),
      400,
      /show the application/,
    );
    for (const who of ['schooladmin', 'teacher', 'student']) {
      expectError(await f.get(who, `${A}getBrandApplications`), 403);
      expectError(await f.post(who, `${A}setBrandApplication`, { appId: wordCards, enabled: false }), 403);
    }
    expect(await padState()).toEqual(before);
  });
});

describe('packages (/AIPadPackageMGT/index)', () => {
  it('creates, lists, changes and deletes a package with its courses and applications', async () => {
    const [course] = await f.t.db.select({ id: padPackageCourses.courseId }).from(padPackageCourses);
    const created = await createPackage('Reading pack', {
      days: 90,
      courseIds: [course?.id ?? 0],
      appIds: [wordCards],
    });
    expect(created).toMatchObject({ name: 'Reading pack', packageType: 1, days: 90, activeGrants: 0 });
    expect(created.courses.map((c) => c.id)).toEqual([course?.id]);
    expect(created.apps.map((a) => a.id)).toEqual([wordCards]);

    const list = expectOk(await f.get<PadPackageList>('admin', `${P}getPackageList`, { packageType: 1, sort: 'name' }));
    expect(list.total).toBe(2);
    const seeded = list.list.find((p) => p.id === seededPackage);
    expect(seeded?.activeGrants).toBe(1);
    const kw = expectOk(await f.get<PadPackageList>('schooladmin', `${P}getPackageList`, { keyword: 'reading' }));
    expect(kw.list.map((p) => p.id)).toEqual([created.id]);

    const changed = expectOk(
      await f.post<PadPackageRow>('admin', `${P}savePackage`, { id: created.id, appIds: [] }, { json: true }),
    );
    expect(changed).toMatchObject({ name: 'Reading pack', apps: [], courses: [{ id: course?.id }] });
    expectOk(await f.post('admin', `${P}deletePackage`, { id: created.id }));
    expectError(await f.post('admin', `${P}deletePackage`, { id: created.id }), 404, 'Package not found');
  });

  it('refuses bad input, a package with grants in effect and other roles, writing nothing', async () => {
    const before = await padState();
    expectError(await f.post('admin', `${P}savePackage`, {}, { json: true }), 400, 'name: is required');
    expectError(
      await f.post('admin', `${P}savePackage`, { name: 'x', appIds: [999_999] }, { json: true }),
      400,
      'appIds: no such application 999999',
    );
    expectError(await f.post('admin', `${P}savePackage`, { name: 'x', days: 0 }, { json: true }), 400, /^days: /);
    expectError(
      await f.post('admin', `${P}deletePackage`, { id: seededPackage }),
      409,
      /grants in effect or to come: revoke them first/,
    );
    for (const who of ['brandadmin', 'schooladmin', 'teacher']) {
      expectError(await f.post(who, `${P}savePackage`, { name: 'Mine' }, { json: true }), 403);
      expectError(await f.post(who, `${P}deletePackage`, { id: seededPackage }), 403);
    }
    expectError(await f.get('teacher', `${P}getPackageList`), 403);
    expectError(await f.get('student', `${P}getPackageList`), 403);
    expect(await padState()).toEqual(before);
  });
});

describe('grants (/AIPadPackageMGT/schoolList and studentList)', () => {
  it('shows who has what until when, in each caller’s scope', async () => {
    const schools = expectOk(await f.get<GrantList>('brandadmin', `${P}getGrantList`, { target: 'school' }));
    expect(schools.list.map((g) => [g.schoolId, g.status])).toEqual([[no1, 'active']]);
    const students = expectOk(await f.get<GrantList>('schooladmin', `${P}getGrantList`, { target: 'student' }));
    expect(students.list.map((g) => [g.studentUsername, g.status])).toEqual([['student', 'expired']]);
    // Another school's admin sees none of them.
    expect(expectOk(await f.get<GrantList>('zhoulei', `${P}getGrantList`, { target: 'student' })).total).toBe(0);
    expect(expectOk(await f.get<GrantList>('zhoulei', `${P}getGrantList`, { target: 'school' })).total).toBe(0);
    const expired = expectOk(
      await f.get<GrantList>('admin', `${P}getGrantList`, { target: 'student', status: 'expired', keyword: 'STUDENT' }),
    );
    expect(expired.total).toBe(1);
    expectError(await f.get('admin', `${P}getGrantList`, {}), 400, /^target: /);
    expectError(await f.get('teacher', `${P}getGrantList`, { target: 'school' }), 403);
  });

  it('refuses an end before the start, other scopes and wrong roles, writing nothing', async () => {
    const pkg = await createPackage('Scope pack');
    const sunyue = await f.userId('sunyue');
    const olivia = await f.userId('olivia.brown');
    const student = await f.userId('student');
    const before = await padState();
    expectError(
      await grant('admin', pkg.id, 'school', [no1], period(10 * DAY, DAY)),
      400,
      'endsAt: must be after the start',
    );
    expectError(
      await grant('admin', pkg.id, 'school', [no1], period(0, 4000 * DAY)),
      400,
      'endsAt: a grant lasts at most 3660 days',
    );
    expectError(
      await f.post(
        'admin',
        `${P}grantPackage`,
        { packageId: pkg.id, target: 'school', granteeIds: [no1], startsAt: 'soon', endsAt: 'later' },
        { json: true },
      ),
      400,
      /^startsAt: must be a date and time/,
    );
    // A brand admin reaches its brand's schools and students only; all of them or none.
    expectError(await grant('brandadmin', pkg.id, 'school', [no1, acmeNorth]), 404, `School not found: ${acmeNorth}`);
    expectError(await grant('brandadmin', pkg.id, 'student', [olivia]), 404, `Student not found: ${olivia}`);
    // A school admin grants to its own students only.
    expectError(await grant('schooladmin', pkg.id, 'school', [no1]), 403, /its students only/);
    expectError(await grant('schooladmin', pkg.id, 'student', [student, sunyue]), 404, `Student not found: ${sunyue}`);
    expectError(await grant('teacher', pkg.id, 'student', [student]), 403);
    expectError(await grant('student', pkg.id, 'student', [student]), 403);
    expectError(await grant('admin', 999_999, 'school', [no1]), 404, 'Package not found');
    // An overlapping grant to the same school is refused: renew the one it has.
    expectOk(await grant('admin', pkg.id, 'school', [riverside]));
    const withOne = await padState();
    expectError(await grant('admin', pkg.id, 'school', [no1, riverside]), 409, /already has this package until/);
    expect(await padState()).toEqual(withOne);
    expect(withOne.grants.length).toBe(before.grants.length + 1);
    // Another school's admin can neither renew nor revoke it; a school admin never a school's grant.
    const [riversideGrant] = withOne.grants.slice(-1);
    const id = riversideGrant?.id ?? 0;
    expectError(await f.post('schooladmin', `${P}revokeGrant`, { id }), 404, 'Grant not found');
    expectError(await f.post('zhoulei', `${P}revokeGrant`, { id }), 403, /its students’ grants only/);
    expectError(
      await f.post(
        'zhoulei',
        `${P}extendGrant`,
        { id, endsAt: new Date(Date.now() + 90 * DAY).toISOString() },
        { json: true },
      ),
      403,
    );
    expectError(
      await f.post(
        'admin',
        `${P}extendGrant`,
        { id, endsAt: new Date(Date.now() + DAY).toISOString() },
        { json: true },
      ),
      400,
      'endsAt: must be after the current end',
    );
    expect(await padState()).toEqual(withOne);
    // The admin revokes it (riverside has no grant for the tests below).
    expect(expectOk(await f.post<GrantRow>('admin', `${P}revokeGrant`, { id })).status).toBe('revoked');
  });

  it('a student’s pad sees only what its unexpired grants cover; grants expire by themselves, renew and revoke', async () => {
    const sunyue = await f.userId('sunyue');
    const pkg = await createPackage('Words pack', { appIds: [wordCards] });
    const mine = async () => expectOk(await f.get<MyPadPackages>('sunyue', `${P}getMyPackages`));
    // Nothing granted to sunyue or its school yet.
    expect(await mine()).toEqual({ packages: [], courses: [], applications: [] });

    // A grant to come is not in effect yet.
    const [scheduled] = expectOk(await grant('zhoulei', pkg.id, 'student', [sunyue], period(10 * DAY, 20 * DAY))).ids;
    expect((await mine()).packages).toEqual([]);
    const listed = expectOk(await f.get<GrantList>('zhoulei', `${P}getGrantList`, { target: 'student' }));
    expect(listed.list.find((g) => g.id === scheduled)?.status).toBe('scheduled');

    // A grant ending in two seconds is in effect, then over without anybody touching it.
    const [short] = expectOk(await grant('zhoulei', pkg.id, 'student', [sunyue], period(-DAY, 2000))).ids;
    if (short === undefined) throw new Error('no grant');
    const now = await mine();
    expect(now.packages.map((p) => [p.id, p.source])).toEqual([[pkg.id, 'student']]);
    expect(now.applications.map((a) => [a.id, a.downloadUrl])).toEqual([
      [wordCards, `${A}downloadApplication?id=${wordCards}`],
    ]);
    const download = await f.t.app.inject({
      url: `${A}downloadApplication?id=${wordCards}`,
      headers: (await f.as('sunyue')).headers,
    });
    expect(download.statusCode).toBe(200);
    // The student of another school has no grant of it and cannot download it.
    const noGrant = await f.t.app.inject({
      url: `${A}downloadApplication?id=${wordCards}`,
      headers: (await f.as('student')).headers,
    });
    expect(noGrant.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await mine()).packages).toEqual([]);
    const expired = expectOk(
      await f.get<GrantList>('zhoulei', `${P}getGrantList`, { target: 'student', status: 'expired' }),
    );
    expect(expired.list.map((g) => g.id)).toContain(short);

    // Renewal brings the expired grant back (up to the scheduled one's start, not over it).
    expectError(
      await f.post(
        'zhoulei',
        `${P}extendGrant`,
        { id: short, endsAt: new Date(Date.now() + 15 * DAY).toISOString() },
        { json: true },
      ),
      409,
      /Another grant of this package covers part of the new period/,
    );
    const renewed = expectOk(
      await f.post<GrantRow>(
        'zhoulei',
        `${P}extendGrant`,
        { id: short, endsAt: new Date(Date.now() + 5 * DAY).toISOString() },
        { json: true },
      ),
    );
    expect(renewed.status).toBe('active');
    expect((await mine()).applications.map((a) => a.id)).toEqual([wordCards]);
    expect((await f.audits('padGrant.extend'))[0]).toMatchObject({ targetId: short });

    // An application the brand stops showing leaves the pad even while granted.
    expectOk(await f.post('brandadmin', `${A}setBrandApplication`, { appId: wordCards, enabled: false }));
    expect((await mine()).applications).toEqual([]);
    expectOk(await f.post('brandadmin', `${A}setBrandApplication`, { appId: wordCards, enabled: true }));

    // Revocation stops it at once, for good.
    const revoked = expectOk(await f.post<GrantRow>('zhoulei', `${P}revokeGrant`, { id: short }));
    expect(revoked).toMatchObject({ status: 'revoked' });
    expect(revoked.revokedAt).not.toBeNull();
    expect(await mine()).toEqual({ packages: [], courses: [], applications: [] });
    const before = await padState();
    expectError(await f.post('zhoulei', `${P}revokeGrant`, { id: short }), 409, 'This grant is already revoked');
    expectError(
      await f.post(
        'zhoulei',
        `${P}extendGrant`,
        { id: short, endsAt: new Date(Date.now() + 9 * DAY).toISOString() },
        { json: true },
      ),
      409,
      /A revoked grant cannot be extended/,
    );
    expect(await padState()).toEqual(before);

    // A school's grant covers its students: the demo student sees the seeded package through its school.
    const student = expectOk(await f.get<MyPadPackages>('student', `${P}getMyPackages`));
    expect(student.packages.map((p) => [p.id, p.source])).toEqual([[seededPackage, 'school']]);
    expect(student.applications.map((a) => a.id)).toEqual([mentalMaths]);
    expect(student.courses.length).toBe(1);
    expectError(await f.get('teacher', `${P}getMyPackages`), 403);
    expectError(await f.get('schooladmin', `${P}getMyPackages`), 403);
  });
});
