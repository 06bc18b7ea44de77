/**
 * 'route' namespace: route titles, keyed by the meta.title values of app/route-table.ts plus the standalone pages.
 * A feature that adds a route adds its title here, in all four languages. Chinese: the reference for the other
 * languages' keys (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  home: '首页',
  dashboard: '首页',
  guide: '引导页',
  login: '登录',
  page404: '页面不存在',
  page401: '没有权限',
  redirect: '跳转中',
  dataScreen: '数据大屏',
  schoolList: '学校管理',
  schoolDetail: '学校详情',
  schoolClasses: '学校班级',
  classDetail: '班级详情',
  teaStu: '教师与学生',
  teacherDetail: '教师详情',
  studentDetail: '学生详情',
  classManagement: '班级管理',
  teacherList: '教师管理',
  studentList: '学生管理',
  classList: '班级管理',
  myStudents: '我的学生',
  courseCenter: '课程中心',
  editContent: '编辑课程内容',
  topic: '题库',
  bookCourse: '同步教材',
  courseManag: '课程管理',
  lessonDetail: '课时详情',
  teaCourse: '我的课程',
  learningMaterials: '学习资料',
};
