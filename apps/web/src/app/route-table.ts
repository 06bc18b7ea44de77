import type { ComponentType } from 'react';
import type { RoleName } from '@edu/shared';

/**
 * One route table, as data (DESIGN.md section 5). It drives the menu, the guard, the breadcrumb,
 * the tab titles and the header search. A route appears here only once its page is built.
 */
export interface RouteMeta {
  /** i18n key in the 'route' namespace */
  title: string;
  /** icon name, resolved by shell/icons */
  icon?: string;
  /** allowed roles; absent = every logged-in role */
  roles?: readonly RoleName[];
  /** not in the menu (detail pages) */
  hidden?: boolean;
  /** a tab that cannot be closed */
  affix?: boolean;
  /** remount on every visit instead of keeping state in the tags view */
  noCache?: boolean;
  /** false blocks the browser back button on this route (default true) */
  allowBack?: boolean;
  /** menu entry to highlight for hidden pages */
  activeMenu?: string;
  /** 1 for AI pad packages */
  packageType?: number;
  /** leave the ToDoWork cookie as it is (every other page resets it to false) */
  keepToDoWork?: boolean;
  /** show in the breadcrumb (default true) */
  breadcrumb?: boolean;
  /** rendered outside the normal layout (spec section 2, route metadata) */
  alonePage?: boolean;
}

export type PageModule = { default: ComponentType };

export interface RouteDef {
  /** absolute path, e.g. /guide/index; groups have a path prefix only */
  path: string;
  meta: RouteMeta;
  /** lazy page; absent on menu groups */
  load?: () => Promise<PageModule>;
  /** sub-entries of a menu group */
  children?: RouteDef[];
}

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
    load: () => import('../features/dashboard/DashboardPage'),
  },
  {
    path: '/guide/index',
    meta: { title: 'guide', icon: 'guide', roles: ['teacher'], noCache: true },
    load: () => import('../features/guide/GuidePage'),
  },
  // ---- Organization (issue 3): one page per role set at /dashboard/dashboard, then lists and details ----
  {
    path: '/dashboard/dashboard',
    meta: { title: 'schoolList', icon: 'school', roles: ['admin', 'brandingAdmin'] },
    load: () => import('../features/org/schools/SchoolListPage'),
  },
  {
    path: '/dashboard/dashboard',
    meta: { title: 'teacherList', icon: 'people', roles: ['schooladmin'] },
    load: () => import('../features/org/users/TeacherListPage'),
  },
  {
    path: '/dashboard/dashboard',
    meta: { title: 'myStudents', icon: 'student', roles: ['courseConsultant'] },
    load: () => import('../features/org/consultant/MyStudentsPage'),
  },
  {
    path: '/dashboard/schoolAdmin',
    meta: {
      title: 'schoolDetail',
      roles: ['admin', 'brandingAdmin'],
      hidden: true,
      activeMenu: '/dashboard/dashboard',
    },
    load: () => import('../features/org/schools/SchoolDetailPage'),
  },
  {
    path: '/dashboard/classlist',
    meta: {
      title: 'schoolClasses',
      roles: ['admin', 'brandingAdmin'],
      hidden: true,
      activeMenu: '/dashboard/dashboard',
    },
    load: () => import('../features/org/classes/SchoolClassListPage'),
  },
  {
    path: '/dashboard/classdetail',
    meta: { title: 'classDetail', roles: ['admin', 'brandingAdmin'], hidden: true, activeMenu: '/dashboard/dashboard' },
    load: () => import('../features/org/classes/ClassDetailPage'),
  },
  {
    path: '/user/teaStu',
    meta: { title: 'teaStu', icon: 'peoples', roles: ['admin', 'brandingAdmin'] },
    load: () => import('../features/org/users/TeaStuPage'),
  },
  {
    path: '/studentList/studentList',
    meta: { title: 'studentList', icon: 'student', roles: ['schooladmin'] },
    load: () => import('../features/org/users/StudentListPage'),
  },
  {
    path: '/user/teacherDetail',
    meta: { title: 'teacherDetail', roles: ['admin', 'brandingAdmin'], hidden: true, activeMenu: '/user/teaStu' },
    load: () => import('../features/org/users/UserDetailPage'),
  },
  {
    path: '/user/teacherDetail',
    meta: { title: 'teacherDetail', roles: ['schooladmin'], hidden: true, activeMenu: '/dashboard/dashboard' },
    load: () => import('../features/org/users/UserDetailPage'),
  },
  {
    path: '/user/studentDetail',
    meta: { title: 'studentDetail', roles: ['admin', 'brandingAdmin'], hidden: true, activeMenu: '/user/teaStu' },
    load: () => import('../features/org/users/UserDetailPage'),
  },
  {
    path: '/user/studentDetail',
    meta: { title: 'studentDetail', roles: ['schooladmin'], hidden: true, activeMenu: '/studentList/studentList' },
    load: () => import('../features/org/users/UserDetailPage'),
  },
  {
    path: '/classma/classlist',
    meta: { title: 'classManagement', icon: 'tree-table', roles: ['admin', 'brandingAdmin'] },
    load: () => import('../features/org/classes/ClassManagementPage'),
  },
  {
    path: '/classList/classList',
    meta: { title: 'classList', icon: 'tree-table', roles: ['schooladmin'] },
    load: () => import('../features/org/classes/SchoolAdminClassListPage'),
  },
  {
    path: '/classList/classdetail',
    meta: { title: 'classDetail', roles: ['schooladmin'], hidden: true, activeMenu: '/classList/classList' },
    load: () => import('../features/org/classes/ClassDetailPage'),
  },
  // ---- Content (issue 4): question bank, courses and lessons, learning materials ----
  {
    path: '/courseCenter/courseCenter',
    meta: { title: 'courseCenter', icon: 'course', roles: ['admin', 'brandingAdmin'] },
    load: () => import('../features/content/courses/CourseCenterPage'),
  },
  {
    path: '/courseCenter/EditContent',
    meta: {
      title: 'editContent',
      roles: ['admin', 'brandingAdmin'],
      hidden: true,
      activeMenu: '/courseCenter/courseCenter',
    },
    load: () => import('../features/content/courses/EditContentPage'),
  },
  {
    path: '/topic/index',
    meta: { title: 'topic', icon: 'topic', roles: ['admin', 'brandingAdmin', 'correctionTeacher'] },
    load: () => import('../features/content/questions/QuestionBankPage'),
  },
  {
    path: '/bookCourse/index',
    meta: { title: 'bookCourse', icon: 'book', roles: ['admin', 'correctionTeacher'] },
    load: () => import('../features/content/courses/BookCoursePage'),
  },
  {
    path: '/CourseManag/CourseManag',
    meta: { title: 'courseManag', icon: 'education', roles: ['admin'] },
    load: () => import('../features/content/courses/CourseManagPage'),
  },
  {
    path: '/CourseManag/lessonDeatil',
    meta: { title: 'lessonDetail', roles: ['admin'], hidden: true, activeMenu: '/CourseManag/CourseManag' },
    load: () => import('../features/content/courses/LessonDetailPage'),
  },
  {
    path: '/TeaCourse/TeaCourse',
    meta: { title: 'teaCourse', icon: 'course', roles: ['teacher'] },
    load: () => import('../features/content/courses/TeaCoursePage'),
  },
  {
    path: '/TeaCourse/lessonDeatil',
    meta: { title: 'lessonDetail', roles: ['teacher'], hidden: true, activeMenu: '/TeaCourse/TeaCourse' },
    load: () => import('../features/content/courses/LessonDetailPage'),
  },
  {
    path: '/learningMaterialsManagement/index',
    meta: { title: 'learningMaterials', icon: 'material', roles: ['teacher', 'student'] },
    load: () => import('../features/content/materials/MaterialsPage'),
  },
];

/**
 * Standalone pages outside the layout that need a login and a role (spec section 2: /alonePage). The
 * router lists them next to /404 (./router.tsx); the guard lets only their roles in (./guard.ts).
 */
export const standaloneRoutes: RouteDef[] = [
  {
    path: '/alonePage',
    meta: { title: 'dataScreen', icon: 'screen', roles: ['schooladmin'], hidden: true, alonePage: true },
    load: () => import('../features/org/data-screen/DataScreenPage'),
  },
];

export { PUBLIC_PATHS } from './public-paths';

/** Flatten groups into the page routes they contain. */
export function flattenRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => (r.children ? flattenRoutes(r.children) : r.load ? [r] : []));
}

/** Route access filter (spec section 4): no roles = open to all; otherwise one role must match. */
export function canAccess(route: RouteDef, roles: readonly string[]): boolean {
  return !route.meta.roles || route.meta.roles.some((r) => roles.includes(r));
}

/** Filters the table for a user's roles, children the same way; empty groups disappear. */
export function filterRoutes(routes: readonly RouteDef[], roles: readonly string[]): RouteDef[] {
  const out: RouteDef[] = [];
  for (const route of routes) {
    if (!canAccess(route, roles)) continue;
    if (route.children) {
      const children = filterRoutes(route.children, roles);
      if (children.length > 0) out.push({ ...route, children });
    } else {
      out.push(route);
    }
  }
  return out;
}

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
