import type { RoleName } from '@edu/shared';
import {
  BOOK_COURSE_VIEWERS,
  BRAND_ADMINS,
  CONTENT_MANAGERS,
  MATERIAL_READERS,
  ORG_ADMINS,
  PLATFORM_ADMINS,
  SCHOOL_ADMINS,
  STUDENTS,
  TEACHERS,
} from '@edu/shared/access';
import { filterRoutes, flattenRoutes, type RouteDef } from './route-def';

/** The correction teacher (issue 11). */
const CORRECTORS = ['correctionTeacher'] as const satisfies readonly RoleName[];

// One route table, as data (DESIGN.md section 5). It drives the menu, the guard, the breadcrumb, the tab titles
// and the header search. A route appears here only once its page is built. Pages are named here and loaded
// through ./pages (the lazy page maps), so that this table imports no feature and every feature may import it.
// The entries' shape and the rules applied to them: ./route-def.ts.

/**
 * Routes rendered inside the main layout. A path may appear more than once for disjoint role sets (the spec
 * gives /dashboard/dashboard a different page per role): the shell looks routes up in the user's own table
 * (routesFor), and the router renders the entry that matches the user's roles. Entries sharing a path must
 * agree on the router-level flags (allowBack, keepToDoWork, noCache).
 */
export const layoutRoutes: RouteDef[] = [
  {
    path: '/dashboard',
    meta: { title: 'dashboard', icon: 'dashboard', affix: true },
    page: 'dashboard',
  },
  {
    path: '/guide/index',
    meta: { title: 'guide', icon: 'guide', roles: TEACHERS, noCache: true },
    page: 'guide',
  },
  // ---- Organization (issue 3): one page per role set at /dashboard/dashboard, then lists and details ----
  {
    path: '/dashboard/dashboard',
    meta: { title: 'schoolList', icon: 'school', roles: BRAND_ADMINS },
    page: 'schoolList',
  },
  {
    path: '/dashboard/dashboard',
    meta: { title: 'teacherList', icon: 'people', roles: SCHOOL_ADMINS },
    page: 'teacherList',
  },
  {
    path: '/dashboard/dashboard',
    meta: { title: 'myStudents', icon: 'student', roles: ['courseConsultant'] },
    page: 'myStudents',
  },
  {
    path: '/dashboard/dashboard',
    meta: { title: 'workList', icon: 'student', roles: ['DL'] },
    page: 'workList',
  },
  {
    path: '/dashboard/schoolAdmin',
    meta: {
      title: 'schoolDetail',
      roles: BRAND_ADMINS,
      hidden: true,
      activeMenu: '/dashboard/dashboard',
    },
    page: 'schoolDetail',
  },
  {
    path: '/dashboard/classlist',
    meta: {
      title: 'schoolClasses',
      roles: BRAND_ADMINS,
      hidden: true,
      activeMenu: '/dashboard/dashboard',
    },
    page: 'schoolClassList',
  },
  {
    path: '/dashboard/classdetail',
    meta: { title: 'classDetail', roles: BRAND_ADMINS, hidden: true, activeMenu: '/dashboard/dashboard' },
    page: 'classDetail',
  },
  {
    path: '/user/teaStu',
    meta: { title: 'teaStu', icon: 'peoples', roles: BRAND_ADMINS },
    page: 'teaStu',
  },
  {
    path: '/studentList/studentList',
    meta: { title: 'studentList', icon: 'student', roles: SCHOOL_ADMINS },
    page: 'studentList',
  },
  {
    path: '/user/teacherDetail',
    meta: { title: 'teacherDetail', roles: BRAND_ADMINS, hidden: true, activeMenu: '/user/teaStu' },
    page: 'userDetail',
  },
  {
    path: '/user/teacherDetail',
    meta: { title: 'teacherDetail', roles: SCHOOL_ADMINS, hidden: true, activeMenu: '/dashboard/dashboard' },
    page: 'userDetail',
  },
  {
    path: '/user/studentDetail',
    meta: { title: 'studentDetail', roles: BRAND_ADMINS, hidden: true, activeMenu: '/user/teaStu' },
    page: 'userDetail',
  },
  {
    path: '/user/studentDetail',
    meta: { title: 'studentDetail', roles: SCHOOL_ADMINS, hidden: true, activeMenu: '/studentList/studentList' },
    page: 'userDetail',
  },
  {
    path: '/classma/classlist',
    meta: { title: 'classManagement', icon: 'tree-table', roles: BRAND_ADMINS },
    page: 'classManagement',
  },
  {
    path: '/classList/classList',
    meta: { title: 'classList', icon: 'tree-table', roles: SCHOOL_ADMINS },
    page: 'schoolAdminClassList',
  },
  {
    path: '/classList/classdetail',
    meta: { title: 'classDetail', roles: SCHOOL_ADMINS, hidden: true, activeMenu: '/classList/classList' },
    page: 'classDetail',
  },
  // ---- Content (issue 4): question bank, courses and lessons, learning materials ----
  {
    path: '/courseCenter/courseCenter',
    meta: { title: 'courseCenter', icon: 'course', roles: BRAND_ADMINS },
    page: 'courseCenter',
  },
  {
    path: '/courseCenter/EditContent',
    meta: {
      title: 'editContent',
      roles: BRAND_ADMINS,
      hidden: true,
      activeMenu: '/courseCenter/courseCenter',
    },
    page: 'editContent',
  },
  {
    path: '/topic/index',
    meta: { title: 'topic', icon: 'topic', roles: ['admin', 'brandingAdmin', 'correctionTeacher'] },
    page: 'questionBank',
  },
  {
    // AI question creation (issue 14 item 2): the roles that write questions.
    path: '/topic/aiQuestions',
    meta: { title: 'aiQuestions', icon: 'topic', roles: CONTENT_MANAGERS },
    page: 'aiQuestions',
  },
  {
    path: '/bookCourse/index',
    meta: { title: 'bookCourse', icon: 'book', roles: BOOK_COURSE_VIEWERS },
    page: 'bookCourse',
  },
  {
    path: '/CourseManag/CourseManag',
    meta: { title: 'courseManag', icon: 'education', roles: PLATFORM_ADMINS },
    page: 'courseManag',
  },
  {
    path: '/CourseManag/lessonDeatil',
    meta: { title: 'lessonDetail', roles: PLATFORM_ADMINS, hidden: true, activeMenu: '/CourseManag/CourseManag' },
    page: 'lessonDetail',
  },
  {
    // The admin's read-only view of the teachers' preparations of a lesson (issue 10; modules/learning README).
    path: '/CourseManag/prepara',
    meta: { title: 'lessonPreps', roles: PLATFORM_ADMINS, hidden: true, activeMenu: '/CourseManag/CourseManag' },
    page: 'lessonPreps',
  },
  {
    path: '/TeaCourse/TeaCourse',
    meta: { title: 'teaCourse', icon: 'course', roles: TEACHERS },
    page: 'teaCourse',
  },
  {
    path: '/TeaCourse/lessonDeatil',
    meta: { title: 'lessonDetail', roles: TEACHERS, hidden: true, activeMenu: '/TeaCourse/TeaCourse' },
    page: 'lessonDetail',
  },
  {
    path: '/TeaCourse/prepara',
    meta: { title: 'prepara', roles: TEACHERS, hidden: true, activeMenu: '/TeaCourse/TeaCourse' },
    page: 'prepara',
  },
  // ---- Teaching and learning (issue 10) ----
  {
    path: '/stuLesson/stuLesson',
    meta: { title: 'stuLesson', icon: 'education', roles: STUDENTS },
    page: 'stuLesson',
  },
  {
    path: '/stuLesson/stuLessonDetail',
    meta: {
      title: 'stuLessonDetail',
      roles: STUDENTS,
      hidden: true,
      activeMenu: '/stuLesson/stuLesson',
      keepToDoWork: true,
      noCache: true,
    },
    page: 'stuLessonDetail',
  },
  {
    // The student's AI courses, done item by item (issue 14 item 3): ?id= one of them.
    path: '/stuLesson/aiCourse',
    meta: { title: 'stuAiCourse', icon: 'education', roles: STUDENTS, noCache: true },
    page: 'stuAiCourse',
  },
  {
    // The DL reads a linked student's lesson report, read-only (?studentId=&lessonId=).
    path: '/stuLesson/stuLessonDetail',
    meta: {
      title: 'stuLessonDetail',
      roles: ['DL'],
      hidden: true,
      activeMenu: '/dashboard/dashboard',
      keepToDoWork: true,
      noCache: true,
    },
    page: 'supportLessonDetail',
  },
  {
    // The student's report center (issue 11 item 4; features/reports).
    path: '/ReportCenter/ReportCenter',
    meta: { title: 'reportCenter', icon: 'line-chart', roles: STUDENTS },
    page: 'reportCenter',
  },
  {
    // The wrong-question book and its training camp (issue 11 item 3; features/review).
    path: '/WrongTopic/WrongTopic',
    meta: { title: 'wrongTopic', icon: 'wrong', roles: STUDENTS },
    page: 'wrongTopic',
  },
  {
    path: '/myStudent/myStudent',
    meta: { title: 'myStudents', icon: 'student', roles: TEACHERS },
    page: 'myStudent',
  },
  {
    path: '/myStudent/Studentays',
    meta: { title: 'studentDays', roles: TEACHERS, hidden: true, activeMenu: '/myStudent/myStudent' },
    page: 'studentDays',
  },
  {
    // A student's AI courses (issue 14 item 3; features/learning/ai-course): ?studentId=&id=.
    path: '/myStudent/aiCourse',
    meta: { title: 'aiCourse', roles: TEACHERS, hidden: true, activeMenu: '/myStudent/myStudent', noCache: true },
    page: 'aiCourse',
  },
  // The same page for the admins whose scope holds the student (the server's reachableStudent), opened from
  // their student lists: the breadcrumb and the menu point back to those.
  {
    path: '/myStudent/aiCourse',
    meta: {
      title: 'aiCourse',
      roles: SCHOOL_ADMINS,
      hidden: true,
      activeMenu: '/studentList/studentList',
      noCache: true,
    },
    page: 'aiCourse',
  },
  {
    path: '/myStudent/aiCourse',
    meta: { title: 'aiCourse', roles: BRAND_ADMINS, hidden: true, activeMenu: '/user/teaStu', noCache: true },
    page: 'aiCourse',
  },
  {
    path: '/myClass/myClass',
    meta: { title: 'myClass', icon: 'people', roles: TEACHERS },
    page: 'myClass',
  },
  {
    path: '/myClass/myClassDetail',
    meta: { title: 'myClassDetail', roles: TEACHERS, hidden: true, activeMenu: '/myClass/myClass' },
    page: 'myClassDetail',
  },
  {
    // Live class supervision (issue 12 item 1; features/supervision): the teacher's sessions, then the board.
    path: '/superviseClass/superviseClassEnd',
    meta: { title: 'superviseClass', icon: 'preview', roles: TEACHERS },
    page: 'superviseClass',
  },
  {
    path: '/superviseClass/superviseClassDetail',
    meta: {
      title: 'superviseClassDetail',
      roles: TEACHERS,
      hidden: true,
      activeMenu: '/superviseClass/superviseClassEnd',
      noCache: true,
    },
    page: 'superviseClassDetail',
  },
  {
    // The before-class group: the coming lessons of the teacher's classes and their preparation.
    path: '/workClass/index',
    meta: { title: 'workClass', icon: 'calendar', roles: TEACHERS },
    page: 'workClass',
  },
  {
    path: '/lockUp/index',
    meta: { title: 'lockUp', icon: 'unlock', roles: TEACHERS },
    page: 'lockUp',
  },
  {
    path: '/Lesson/index',
    meta: { title: 'lessonPolish', icon: 'edit', roles: TEACHERS },
    page: 'lessonPolish',
  },
  {
    // The after-class group (issue 11 item 4; features/reports): each class's report for a lesson, and the
    // evaluations below.
    path: '/reportList/index',
    meta: { title: 'reportList', icon: 'chart', roles: TEACHERS },
    page: 'reportList',
  },
  {
    path: '/learningMaterialsManagement/index',
    meta: { title: 'learningMaterials', icon: 'material', roles: MATERIAL_READERS },
    page: 'materials',
  },
  {
    path: '/afterClassEvaluation/index',
    meta: { title: 'afterClassEvaluation', icon: 'audit', roles: TEACHERS },
    page: 'afterClassEvaluation',
  },
  // ---- Homework correction (issue 11): the corrector's queue and corrections, grading; the admin's overview ----
  {
    // The corrector's /dashboard/dashboard is its queue (the other roles' entries are above).
    path: '/dashboard/dashboard',
    meta: { title: 'correctionQueue', icon: 'correction', roles: CORRECTORS },
    page: 'correctionQueue',
  },
  {
    path: '/correction/index',
    meta: { title: 'correction', icon: 'form', roles: CORRECTORS },
    page: 'corrections',
  },
  {
    path: '/correction/index',
    meta: { title: 'correction', icon: 'form', roles: PLATFORM_ADMINS },
    page: 'correctionOverview',
  },
  {
    path: '/workCorrectionDetail',
    meta: { title: 'workCorrectionDetail', roles: CORRECTORS, hidden: true, activeMenu: '/correction/index' },
    page: 'correctionDetail',
  },
  // ---- Error correction (issue 11 item 2): the corrector reviews the students' redos; the admin's overview ----
  {
    path: '/errorCorrection/index',
    meta: { title: 'errorCorrection', icon: 'error-correction', roles: CORRECTORS },
    page: 'errorCorrections',
  },
  {
    path: '/errorCorrection/index',
    meta: { title: 'errorCorrection', icon: 'error-correction', roles: PLATFORM_ADMINS },
    page: 'errorCorrectionOverview',
  },
  // ---- Menus (issue 13 item 4; features/menus): the platform's and a brand's menu settings per role ----
  {
    path: '/menu/menu',
    meta: { title: 'menuSettings', icon: 'menu', roles: PLATFORM_ADMINS },
    page: 'menuSettings',
  },
  {
    path: '/menuBrand/brandIndex',
    meta: { title: 'brandMenuSettings', icon: 'menu', roles: ['brandingAdmin'] },
    page: 'brandMenuSettings',
  },
  // ---- Brands and themes (issue 13): the platform admin's ----
  {
    path: '/branding/branding',
    meta: { title: 'branding', icon: 'brand', roles: PLATFORM_ADMINS },
    page: 'branding',
  },
  {
    path: '/branding/brandAdmin',
    meta: { title: 'brandAdmin', roles: PLATFORM_ADMINS, hidden: true, activeMenu: '/branding/branding' },
    page: 'brandAdmin',
  },
  {
    path: '/theme/theme',
    meta: { title: 'theme', icon: 'theme', roles: PLATFORM_ADMINS },
    page: 'theme',
  },
  // ---- Precision learning (issue 12 item 3; features/analytics): reports in each admin's scope, the error list ----
  {
    path: '/jzxReport/index',
    meta: { title: 'jzxReport', icon: 'heat-map', roles: ORG_ADMINS },
    page: 'jzxReport',
  },
  {
    path: '/jzxError/index',
    meta: { title: 'jzxError', icon: 'error', roles: PLATFORM_ADMINS },
    page: 'jzxError',
  },
  // ---- Devices (issue 13 item 6; features/devices): AI pens and AI pads of the caller's brands ----
  {
    path: '/AIPad/index',
    meta: { title: 'aiPad', icon: 'pad', roles: BRAND_ADMINS },
    page: 'aiPad',
  },

  // ---- AI pads (issue 13 items 5 and 7; features/pads): applications, a brand's choice, packages and grants ----
  {
    path: '/application/application',
    meta: { title: 'application', icon: 'application', roles: PLATFORM_ADMINS },
    page: 'padApplications',
  },
  // The brand admin's own AI provider setting (issue 14 item 1; features/app-home): the admin's is on the brand list.
  {
    path: '/aiProviderBrand/index',
    meta: { title: 'aiProviderBrand', icon: 'ai', roles: ['brandingAdmin'] },
    page: 'brandAiProvider',
  },
  {
    path: '/applicationBrand/application',
    meta: { title: 'applicationBrand', icon: 'application', roles: ['brandingAdmin'] },
    page: 'brandPadApplications',
  },
  {
    path: '/AIPadPackageMGT/index',
    meta: { title: 'padPackages', icon: 'package', roles: PLATFORM_ADMINS, packageType: 1 },
    page: 'padPackages',
  },
  {
    path: '/AIPadPackageMGT/schoolList',
    meta: {
      title: 'padSchoolGrants',
      roles: PLATFORM_ADMINS,
      hidden: true,
      activeMenu: '/AIPadPackageMGT/index',
      packageType: 1,
    },
    page: 'padSchoolGrants',
  },
  {
    path: '/AIPadPackageMGT/schoolList',
    meta: { title: 'padSchoolGrants', icon: 'package', roles: ['brandingAdmin'], packageType: 1 },
    page: 'padSchoolGrants',
  },
  {
    path: '/AIPadPackageMGT/studentList',
    meta: {
      title: 'padStudentGrants',
      roles: PLATFORM_ADMINS,
      hidden: true,
      activeMenu: '/AIPadPackageMGT/index',
      packageType: 1,
    },
    page: 'padStudentGrants',
  },
  {
    path: '/AIPadPackageMGT/studentList',
    meta: { title: 'padStudentGrants', icon: 'pad', roles: ['brandingAdmin', 'schooladmin'], packageType: 1 },
    page: 'padStudentGrants',
  },

  // ---- Brands (issue 13 item 2): a brand's app home, study assistant and pad applications, hidden pages of /branding
  // (?brandId= names the brand; the brand list links to them)
  {
    path: '/branding/menuConfiguration',
    meta: { title: 'menuConfiguration', roles: PLATFORM_ADMINS, hidden: true, activeMenu: '/branding/branding' },
    page: 'menuConfiguration',
  },
  {
    path: '/branding/botAppConfiguration',
    meta: { title: 'botAppConfiguration', roles: PLATFORM_ADMINS, hidden: true, activeMenu: '/branding/branding' },
    page: 'botAppConfiguration',
  },
  {
    path: '/branding/AppConfiguration',
    meta: { title: 'appConfiguration', roles: PLATFORM_ADMINS, hidden: true, activeMenu: '/branding/branding' },
    page: 'appConfiguration',
  },
];

/**
 * Standalone pages outside the layout that need a login and a role (spec section 2: /alonePage). The
 * router lists them next to /404 (./router.tsx); the guard lets only their roles in (./guard.ts).
 */
export const standaloneRoutes: RouteDef[] = [
  {
    path: '/alonePage',
    meta: { title: 'dataScreen', icon: 'screen', roles: SCHOOL_ADMINS, hidden: true, alonePage: true },
  },
  {
    // The printable sheet of the student's wrong questions (issue 11 item 3), opened from /WrongTopic/WrongTopic.
    path: '/wrongQues',
    meta: { title: 'wrongQues', icon: 'pdf', roles: STUDENTS, hidden: true, alonePage: true },
  },
];

export { PUBLIC_PATHS } from './public-paths';
export { canAccess, filterRoutes, flattenRoutes, type RouteDef, type RouteMeta } from './route-def';

export function findRoute(pathname: string, routes: readonly RouteDef[] = layoutRoutes): RouteDef | undefined {
  return flattenRoutes(routes).find((r) => r.path === pathname);
}

/** The layout's routes a user with these roles may open (memoised per roles list; the table is static). */
const routesCache = new Map<string, RouteDef[]>();
export function routesFor(roles: readonly string[]): RouteDef[] {
  const key = roles.join(',');
  let routes = routesCache.get(key);
  if (!routes) {
    routes = filterRoutes(layoutRoutes, roles);
    routesCache.set(key, routes);
  }
  return routes;
}
