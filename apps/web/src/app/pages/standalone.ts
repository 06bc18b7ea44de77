import type { PageModule } from './layout';

/**
 * The pages outside the layout (the router lists them itself): in the login page's first load, so they are
 * few. The layout's pages are in ./layout, loaded with the layout.
 */
export const standalonePages = {
  login: () => import('../../features/auth/LoginPage'),
  authRedirect: () => import('../../features/auth/AuthRedirectPage'),
  notFound: () => import('../../features/errors/NotFoundPage'),
  unauthorized: () => import('../../features/errors/UnauthorizedPage'),
  dataScreen: () => import('../../features/org/data-screen/DataScreenPage'),
  // The public report pages (spec section 2: reachable without login), opened with a share token.
  sharedStudentReport: () => import('../../features/shared-reports/StudentReportPage'),
  sharedClassReport: () => import('../../features/shared-reports/ClassReportPage'),
  sharedAnswer: () => import('../../features/shared-reports/AnswerPage'),
  wrongSheet: () => import('../../features/review/sheet/WrongSheetPage'),
} satisfies Record<string, () => Promise<PageModule>>;
