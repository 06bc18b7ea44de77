/**
 * The demo data set (DESIGN.md section 6), written once into an empty database: the organisations and
 * accounts of data/org.ts and data/people.ts, then the demo content (seed-content.ts), lesson work
 * (seed-preparations.ts, seed-learning.ts), corrections (seed-corrections.ts) and error corrections
 * (seed-error-corrections.ts), then reports (seed-reports.ts), a term of generated work with ended supervised
 * sessions (seed-history.ts, seed-sessions.ts), a share link of one report (seed-share.ts) and the
 * demo AI pens and pads (seed-devices.ts).
 */
import { sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import { hashPassword, md5Hex } from '../../src/modules/auth';
import type { Db } from '../../src/db/client';
import { seedContent } from './seed-content';
import { seedCorrections } from './seed-corrections';
import { seedDevices } from './seed-devices';
import { seedErrorCorrections } from './seed-error-corrections';
import { seedHistory } from './seed-history';
import { seedLearning } from './seed-learning';
import { seedPads } from './seed-pads';
import { seedPreparations } from './seed-preparations';
import { seedReview } from './seed-review';
import { seedReports } from './seed-reports';
import { seedAppHome } from './seed-app-home';
import { seedShare } from './seed-share';
import {
  brands,
  classes,
  classStudents,
  classTeachers,
  schools,
  supportLinks,
  users,
  themes,
} from '../../src/db/schema';
import { BRANDS, CLASSES, SCHOOLS, SUPPORT_LINKS } from './data/org';
import { CLASSMATES, USERS, type UserSeed } from './data/people';

/** Password of every demo account (DESIGN.md section 6). */
export const DEMO_PASSWORD = 'demo123';

/** Any constant works: it only serialises seeding between processes starting at once. */
const SEED_LOCK_ID = 7_301_001;

/** Maps seed keys to the ids the database returned, matched by a unique column (not by row order). */
function idsByKey<T extends { key: string }>(
  seeds: T[],
  rows: { id: number; match: string }[],
  matchOf: (seed: T) => string,
): Map<string, number> {
  const byMatch = new Map(rows.map((r) => [r.match, r.id]));
  const map = new Map<string, number>();
  for (const seed of seeds) {
    const id = byMatch.get(matchOf(seed));
    if (id === undefined) throw new Error(`seed: no id returned for ${seed.key}`);
    map.set(seed.key, id);
  }
  return map;
}

function idOf(map: Map<string, number>, key: string | null): number | null {
  return key === null ? null : need(map, key);
}

function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown key ${key}`);
  return id;
}

/** The demo themes (issue 13): checked by the same contrast rule as a saved theme (modules/branding/branding.test.ts). */
export const DEMO_THEMES = [
  {
    name: 'Qiming Ocean',
    primaryColor: '#1d4ed8',
    sidebarBg: '#0f172a',
    sidebarText: '#e2e8f0',
    logoPlacement: 'sidebar',
    sidebarMode: 'dark',
  },
  {
    name: 'Acme Teal',
    primaryColor: '#0f766e',
    sidebarBg: '#f8fafc',
    sidebarText: '#1f2937',
    logoPlacement: 'navbar',
    sidebarMode: 'light',
  },
] as const;

/**
 * Seeds the deterministic demo data set when the database has no brand yet, all in one transaction.
 * Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // One hash of demo123 serves every demo account: seeding stays fast and the output deterministic.
  const passwordHash = await hashPassword(md5Hex(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing.length > 0) return false;

    const brandRows = await tx
      .insert(brands)
      .values(
        BRANDS.map((b) => ({
          webAddress: b.webAddress,
          name: b.name,
          themeColor: b.themeColor,
          logoUrl: `/brand-assets/${b.webAddress}-logo.svg`,
          logoUrlSmall: `/brand-assets/${b.webAddress}-mark.svg`,
        })),
      )
      .returning({ id: brands.id, match: brands.webAddress });
    const brandIds = idsByKey(BRANDS, brandRows, (b) => b.webAddress);
    // Two named themes for /theme/theme (issue 13), both readable (WCAG AA), not yet given to a brand: a
    // dark sidebar with the logo on top, and a light one with the logo in the navbar.
    await tx.insert(themes).values(DEMO_THEMES.map((theme) => ({ ...theme })));

    const schoolRows = await tx
      .insert(schools)
      .values(SCHOOLS.map((s) => ({ brandId: idOf(brandIds, s.brand), name: s.name, address: s.address })))
      .returning({ id: schools.id, match: schools.name });
    const schoolIds = idsByKey(SCHOOLS, schoolRows, (s) => s.name);

    const allUsers: UserSeed[] = [
      ...USERS,
      ...CLASSMATES.map((c) => {
        const school = SCHOOLS.find((s) => s.key === c.school);
        if (!school) throw new Error(`seed: unknown school ${c.school}`);
        return { ...c, role: 'student' as const, brand: school.brand, introduction: '' };
      }),
    ];
    const userRows = await tx
      .insert(users)
      .values(
        allUsers.map((u) => ({
          username: u.username,
          passwordHash,
          name: u.name,
          roleType: RoleType[u.role],
          brandId: idOf(brandIds, u.brand),
          schoolId: idOf(schoolIds, u.school),
          introduction: u.introduction,
        })),
      )
      .returning({ id: users.id, match: users.username });
    const userIds = idsByKey(
      allUsers.map((u) => ({ key: u.username })),
      userRows,
      (u) => u.key,
    );
    const brandOfSchool = (key: string) => need(brandIds, SCHOOLS.find((s) => s.key === key)?.brand ?? '');
    const brandOfUser = (username: string) =>
      need(brandIds, allUsers.find((u) => u.username === username)?.brand ?? '');

    const classRows = await tx
      .insert(classes)
      .values(
        CLASSES.map((c) => ({
          brandId: brandOfSchool(c.school),
          schoolId: need(schoolIds, c.school),
          grade: c.grade,
          name: c.name,
          headTeacherId: need(userIds, c.head),
        })),
      )
      .returning({ id: classes.id, schoolId: classes.schoolId, name: classes.name });
    const classKey = (schoolId: number, name: string) => `${schoolId}/${name}`;
    const classIds = idsByKey(
      CLASSES.map((c) => ({ key: classKey(need(schoolIds, c.school), c.name) })),
      classRows.map((r) => ({ id: r.id, match: classKey(r.schoolId, r.name) })),
      (c) => c.key,
    );
    const members = CLASSES.map((c) => ({
      classId: need(classIds, classKey(need(schoolIds, c.school), c.name)),
      brandId: brandOfSchool(c.school),
      schoolId: need(schoolIds, c.school),
      c,
    }));
    await tx
      .insert(classTeachers)
      .values(members.flatMap(({ c, ...m }) => c.teachers.map((t) => ({ ...m, teacherId: need(userIds, t) }))));
    await tx
      .insert(classStudents)
      .values(members.flatMap(({ c, ...m }) => c.students.map((s) => ({ ...m, studentId: need(userIds, s) }))));
    await tx.insert(supportLinks).values(
      SUPPORT_LINKS.flatMap((l) =>
        l.students.map((s) => ({
          staffId: need(userIds, l.staff),
          studentId: need(userIds, s),
          kind: l.kind,
          brandId: brandOfUser(l.staff),
        })),
      ),
    );
    const contentIds = {
      brand: (key: string) => need(brandIds, key),
      user: (username: string) => need(userIds, username),
      klass: (school: string, name: string) => need(classIds, classKey(need(schoolIds, school), name)),
    };
    await seedContent(tx, contentIds);
    await seedPreparations(tx, contentIds);
    await seedLearning(tx, contentIds);
    await seedCorrections(tx, contentIds);
    // The demo student's history and the teacher's evaluations build on the work above.
    await seedReports(tx, contentIds);
    // 八年级3班's term and the second school's reviews, with the ended supervised sessions (on the review
    // lessons seedReports wrote), for supervision and the precision-learning reports.
    await seedHistory(tx, contentIds);
    // The wrong-question books record every hand-in above (the reports' history too); accepted error
    // corrections then count in them.
    await seedReview(tx, contentIds);
    await seedErrorCorrections(tx, contentIds);
    // A share link of a report above, made as the endpoint makes one.
    await seedShare(tx, contentIds);
    // AI pens and pads of the demo schools, bound to the demo students.
    await seedDevices(tx, { ...contentIds, school: (key: string) => need(schoolIds, key) });

    // AI pads: applications, a package granted to the demo school (seed-pads.ts).
    await seedPads(tx, contentIds);

    // The demo brand's app home: tabs and modules (a shelf of the courses above) and its study assistant.
    await seedAppHome(tx, contentIds);
    return true;
  });
}
