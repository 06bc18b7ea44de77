import path from 'node:path';
import { ACCOUNTS, type AccountName, api, type SessionUser } from './fixtures';
import { class81Id, handedInForDl, releaseMathLesson, seededPreparation } from './learning-helpers';
import { sharedAddresses } from './share-helpers';
import { liveSessionOf82 } from './supervision-helpers';

/**
 * The pages the accessibility gate opens (tests/a11y.spec.ts): every route of the console's route table for
 * every demo account whose role owns it, and where to find an id for the hidden pages that show one thing.
 */

// ---- the route table, read from the console's own source ----

export interface RouteDef {
  path: string;
  meta: { roles?: readonly string[]; hidden?: boolean; title: string };
  children?: RouteDef[];
}
export interface RouteTable {
  layoutRoutes: RouteDef[];
  standaloneRoutes: RouteDef[];
  flattenRoutes(routes: readonly RouteDef[]): RouteDef[];
  canAccess(route: RouteDef, roles: readonly string[]): boolean;
}
// A path the type checker does not follow: the table's module types pull in the whole console.
const routeTableFile = path.resolve(import.meta.dirname, '../apps/web/src/app/route-table.ts');
export const table = (await import(routeTableFile)) as RouteTable;

/** One demo account per role (the acme teacher repeats the teacher's role). */
export const ROLE_ACCOUNTS = (Object.keys(ACCOUNTS) as AccountName[]).filter((a) => a !== 'acme-teacher');

/** Every page a role may open: the layout's routes and the standalone ones, each path once. */
export function pagesOf(account: AccountName): RouteDef[] {
  const roles = [ACCOUNTS[account].role];
  const all = [...table.flattenRoutes(table.layoutRoutes), ...table.standaloneRoutes];
  const seen = new Set<string>();
  return all.filter((r) => {
    if (!table.canAccess(r, roles) || seen.has(r.path)) return false;
    seen.add(r.path);
    return true;
  });
}

// ---- real ids from the demo data, for the pages that show one thing ----

type Lookup = (user: SessionUser) => Promise<string>;

async function firstId(pathname: string, user: SessionUser): Promise<number> {
  const res = await api<{ list: { id: number }[] }>(pathname, { token: user.token });
  const id = res.data?.list?.[0]?.id;
  if (res.code !== 200 || !id) throw new Error(`${pathname}: no row (${res.code} ${res.msg})`);
  return id;
}

async function schoolOf(user: SessionUser): Promise<number> {
  if (user.schoolid) return Number(user.schoolid);
  return firstId('/openapi/manage/getSchoolList?pageSize=1', user);
}

/** A course with a lesson the account may read (teachers: published ones). */
async function lessonOf(user: SessionUser): Promise<{ course: number; lesson: number }> {
  const courses = await api<{ list: { id: number }[] }>('/openapi/course/getCourseList?pageSize=50', {
    token: user.token,
  });
  for (const { id } of courses.data?.list ?? []) {
    const tree = await api<{ lessons: { id: number }[] }>(`/openapi/course/getChapterTree?courseId=${id}`, {
      token: user.token,
    });
    const lesson = tree.data?.lessons?.[0]?.id;
    if (lesson) return { course: id, lesson };
  }
  throw new Error(`no readable lesson for ${user.username}`);
}

/** The demo brand (localhost), from the admin's brand list. */
async function demoBrandId(user: SessionUser): Promise<number> {
  const res = await api<{ brandId: number; webAddress: string }[]>('/openapi/brand/getAllBrand', { token: user.token });
  const id = res.data?.find((b) => b.webAddress === 'localhost')?.brandId;
  if (res.code !== 200 || !id) throw new Error(`getAllBrand: no demo brand (${res.code} ${res.msg})`);
  return id;
}

/** The query string each page that shows one thing needs. */
const QUERIES: Record<string, Lookup> = {
  '/dashboard/schoolAdmin': async (u) => `?id=${await schoolOf(u)}`,
  '/dashboard/classlist': async (u) => `?schoolId=${await schoolOf(u)}`,
  '/dashboard/classdetail': async (u) => `?id=${await firstId('/openapi/manage/getClassList?pageSize=1', u)}`,
  '/classList/classdetail': async (u) => `?id=${await firstId('/openapi/manage/getClassList?pageSize=1', u)}`,
  '/user/teacherDetail': async (u) => `?id=${await firstId('/openapi/manage/getUserList?roleType=0&pageSize=1', u)}`,
  '/user/studentDetail': async (u) => `?id=${await firstId('/openapi/manage/getUserList?roleType=1&pageSize=1', u)}`,
  '/courseCenter/EditContent': async (u) => `?id=${(await lessonOf(u)).course}`,
  '/CourseManag/lessonDeatil': async (u) => `?id=${(await lessonOf(u)).lesson}`,
  '/TeaCourse/lessonDeatil': async (u) => `?id=${(await lessonOf(u)).lesson}`,
  // The demo teacher's seeded preparation (two revisions): the teacher prepares it, the admin reads it.
  '/TeaCourse/prepara': async () => {
    const prep = await seededPreparation();
    return `?lessonId=${prep.lessonId}&classId=${prep.classId}`;
  },
  '/CourseManag/prepara': async () => `?lessonId=${(await seededPreparation()).lessonId}`,
  '/alonePage': async () => '',
  // A brand's admins and schools (issue 13): the first brand of the admin's list.
  '/branding/brandAdmin': async (u) => {
    const res = await api<{ list: { brandId: number }[] }>('/openapi/brand/getBrandList?pageSize=1', {
      token: u.token,
    });
    const id = res.data?.list?.[0]?.brandId;
    if (res.code !== 200 || !id) throw new Error(`getBrandList: no row (${res.code} ${res.msg})`);
    return `?id=${id}`;
  },

  // The admin's grant lists (hidden under /AIPadPackageMGT/index): every package's grants when none is named.
  '/AIPadPackageMGT/schoolList': async () => '',
  '/AIPadPackageMGT/studentList': async () => '',

  // The demo brand's app home, study assistant and pad applications (the seed gives it tabs, modules, an
  // assistant and two shown applications).
  '/branding/menuConfiguration': async (u) => `?brandId=${await demoBrandId(u)}`,
  '/branding/botAppConfiguration': async (u) => `?brandId=${await demoBrandId(u)}`,
  '/branding/AppConfiguration': async (u) => `?brandId=${await demoBrandId(u)}`,
  // The printed sheet of the demo student's whole book, with its key.
  '/wrongQues': async () => '?state=all&key=1',
  // A lesson released to the student's class (the seed releases none): the last one of the course, which
  // no other test submits, so the page shows the lesson with its exercises.
  '/myClass/myClassDetail': async () => `?classId=${await class81Id()}`,
  // A student's AI courses: the teacher's first taught student, an admin's first student of its scope.
  '/myStudent/aiCourse': async (u) =>
    u.roletype === ACCOUNTS.teacher.roletype
      ? `?studentId=${(await api<{ list: { studentId: number }[] }>('/openapi/learning/getTaughtStudents?pageSize=1', { token: u.token })).data?.list?.[0]?.studentId}`
      : `?studentId=${await firstId('/openapi/manage/getUserList?roleType=1&pageSize=1', u)}`,
  '/myStudent/Studentays': async (u) =>
    `?studentId=${(await api<{ list: { studentId: number }[] }>('/openapi/learning/getTaughtStudents?pageSize=1', { token: u.token })).data?.list?.[0]?.studentId}`,
  // The live board of a session of 八年级2班 (started through the API when none is live).
  '/superviseClass/superviseClassDetail': async () => `?sessionId=${await liveSessionOf82()}`,
  // The correction teacher grades the first submission of its queue (the demo data leaves 八年级2班's short
  // answers waiting for it).
  '/workCorrectionDetail': async (u) => {
    const res = await api<{ list: { submissionId: number }[] }>('/openapi/correction/getCorrectionQueue?pageSize=1', {
      token: u.token,
    });
    const id = res.data?.list?.[0]?.submissionId;
    if (res.code !== 200 || !id) throw new Error(`getCorrectionQueue: no row (${res.code} ${res.msg})`);
    return `?submissionId=${id}`;
  },
  // The DL (role type 5) reads the report of a lesson lina (one of its students) handed in.
  '/stuLesson/stuLessonDetail': async (u) => {
    const { lessonId } = await releaseMathLesson(-1);
    if (u.roletype !== 5) return `?lessonId=${lessonId}`;
    return `?studentId=${await handedInForDl(u.token, 'lina', lessonId)}&lessonId=${lessonId}`;
  },
};

export async function urlOf(route: RouteDef, user: SessionUser): Promise<string> {
  const query = QUERIES[route.path];
  if (query) return `${route.path}${await query(user)}`;
  if (route.meta.hidden)
    throw new Error(`hidden page ${route.path} needs a query: add it to QUERIES in e2e/a11y-pages.ts`);
  return route.path;
}

// ---- the public report pages (spec section 2), outside the route table: opened with share tokens ----

/** Each public page in each of its states: the three reports, a tampered link and a withdrawn one. */
export interface PublicPage {
  url: string;
  /** 'report' when it shows a report, else the problem it shows */
  shows: 'report' | 'invalid' | 'revoked';
}
let publicPagesOnce: Promise<PublicPage[]> | null = null;
export function publicPages(): Promise<PublicPage[]> {
  publicPagesOnce ??= sharedAddresses().then((a) => [
    { url: a.student, shows: 'report' },
    { url: a.klass, shows: 'report' },
    { url: a.answer, shows: 'report' },
    { url: a.tampered, shows: 'invalid' },
    { url: a.revoked, shows: 'revoked' },
  ]);
  return publicPagesOnce;
}
