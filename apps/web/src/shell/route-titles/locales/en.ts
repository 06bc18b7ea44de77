import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'route' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  home: 'Home',
  dashboard: 'Dashboard',
  guide: 'Guide',
  login: 'Log in',
  page404: 'Page not found',
  page401: 'No permission',
  redirect: 'Redirecting',
  dataScreen: 'Data screen',
  schoolList: 'Schools',
  schoolDetail: 'School',
  schoolClasses: 'School classes',
  classDetail: 'Class',
  teaStu: 'Teachers & students',
  teacherDetail: 'Teacher',
  studentDetail: 'Student',
  classManagement: 'Classes',
  teacherList: 'Teachers',
  studentList: 'Students',
  classList: 'Classes',
  myStudents: 'My students',
  courseCenter: 'Course center',
  editContent: 'Edit course content',
  topic: 'Question bank',
  bookCourse: 'Textbook courses',
  courseManag: 'Course management',
  lessonDetail: 'Lesson',
  teaCourse: 'My courses',
  learningMaterials: 'Learning materials',
};
