import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * The lazy page map of the layout: every console page by name, each its own chunk loaded on first use. The
 * route table (../route-table) names pages; the layout's routes (../layout-children) load them from here.
 * Only this folder of the app core imports features (.dependency-cruiser.cjs checks it), so the route
 * table, the guard and the shell stay free of them and every feature may use them. The map itself loads
 * with the layout, never in the login page's first load.
 */
export const pages = {
  dashboard: () => import('../../features/dashboard/DashboardPage'),
  guide: () => import('../../features/guide/GuidePage'),
  schoolList: () => import('../../features/org/schools/SchoolListPage'),
  schoolDetail: () => import('../../features/org/schools/SchoolDetailPage'),
  branding: () => import('../../features/org/brands/BrandListPage'),
  brandAdmin: () => import('../../features/org/brands/BrandAdminPage'),
  theme: () => import('../../features/org/brands/ThemePage'),
  teacherList: () => import('../../features/org/users/TeacherListPage'),
  studentList: () => import('../../features/org/users/StudentListPage'),
  teaStu: () => import('../../features/org/users/TeaStuPage'),
  userDetail: () => import('../../features/org/users/UserDetailPage'),
  myStudents: () => import('../../features/org/consultant/MyStudentsPage'),
  classManagement: () => import('../../features/org/classes/ClassManagementPage'),
  schoolClassList: () => import('../../features/org/classes/SchoolClassListPage'),
  schoolAdminClassList: () => import('../../features/org/classes/SchoolAdminClassListPage'),
  classDetail: () => import('../../features/org/classes/ClassDetailPage'),
  courseCenter: () => import('../../features/content/courses/CourseCenterPage'),
  editContent: () => import('../../features/content/courses/EditContentPage'),
  courseManag: () => import('../../features/content/courses/CourseManagPage'),
  teaCourse: () => import('../../features/content/courses/TeaCoursePage'),
  lessonDetail: () => import('../../features/content/courses/LessonDetailPage'),
  bookCourse: () => import('../../features/content/courses/BookCoursePage'),
  questionBank: () => import('../../features/content/questions/QuestionBankPage'),
  aiQuestions: () => import('../../features/content/questions/ai/AiQuestionsPage'),
  materials: () => import('../../features/content/materials/MaterialsPage'),
  myStudent: () => import('../../features/learning/students/MyStudentPage'),
  studentDays: () => import('../../features/learning/students/StudentaysPage'),
  aiCourse: () => import('../../features/learning/ai-course/AiCoursePage'),
  stuAiCourse: () => import('../../features/learning/ai-course/StuAiCoursePage'),
  myClass: () => import('../../features/learning/classes/MyClassPage'),
  myClassDetail: () => import('../../features/learning/classes/MyClassDetailPage'),
  superviseClass: () => import('../../features/supervision/sessions/SessionListPage'),
  superviseClassDetail: () => import('../../features/supervision/board/SessionBoardPage'),
  lockUp: () => import('../../features/learning/releases/LockUpPage'),
  prepara: () => import('../../features/learning/preparation/PreparePage'),
  lessonPreps: () => import('../../features/learning/preparation/LessonPrepsPage'),
  workClass: () => import('../../features/learning/preparation/WorkClassPage'),
  lessonPolish: () => import('../../features/learning/preparation/PolishPage'),
  stuLesson: () => import('../../features/learning/student/StuLessonPage'),
  stuLessonDetail: () => import('../../features/learning/student/StuLessonDetailPage'),
  wrongTopic: () => import('../../features/review/book/WrongTopicPage'),
  workList: () => import('../../features/learning/support/WorkListPage'),
  supportLessonDetail: () => import('../../features/learning/support/SupportLessonPage'),
  reportCenter: () => import('../../features/reports/student/ReportCenterPage'),
  reportList: () => import('../../features/reports/teacher/ReportListPage'),
  afterClassEvaluation: () => import('../../features/reports/teacher/EvaluationPage'),
  correctionQueue: () => import('../../features/correction/lists/QueuePage'),
  corrections: () => import('../../features/correction/lists/CorrectionsPage'),
  correctionOverview: () => import('../../features/correction/lists/OverviewPage'),
  correctionDetail: () => import('../../features/correction/detail/CorrectionDetailPage'),
  errorCorrections: () => import('../../features/correction/error-corrections/ErrorCorrectionsPage'),
  errorCorrectionOverview: () => import('../../features/correction/error-corrections/ErrorCorrectionOverviewPage'),
  jzxReport: () => import('../../features/analytics/report/JzxReportPage'),
  jzxError: () => import('../../features/analytics/errors/JzxErrorPage'),
  menuSettings: () => import('../../features/menus/MenuSettingsPage'),
  brandMenuSettings: () => import('../../features/menus/BrandMenuSettingsPage'),

  aiPad: () => import('../../features/devices/DeviceListPage'),

  padApplications: () => import('../../features/pads/applications/ApplicationsPage'),
  brandPadApplications: () => import('../../features/pads/applications/BrandApplicationsPage'),
  padPackages: () => import('../../features/pads/packages/PackagesPage'),
  padSchoolGrants: () => import('../../features/pads/grants/SchoolGrantsPage'),
  padStudentGrants: () => import('../../features/pads/grants/StudentGrantsPage'),

  menuConfiguration: () => import('../../features/app-home/MenuConfigurationPage'),
  botAppConfiguration: () => import('../../features/app-home/BotConfigurationPage'),
  brandAiProvider: () => import('../../features/app-home/BrandAiProviderPage'),
  appConfiguration: () => import('../../features/pads/applications/AppConfigurationPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageId = keyof typeof pages;
export type PageLoaders = Record<PageId, () => Promise<PageModule>>;
