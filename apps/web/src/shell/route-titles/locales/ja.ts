import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'route' namespace, Japanese. */
export const ja: MessagesLike<typeof zh> = {
  home: 'ホーム',
  dashboard: 'ダッシュボード',
  guide: 'ガイド',
  login: 'ログイン',
  page404: 'ページが見つかりません',
  page401: '権限がありません',
  redirect: 'リダイレクト中',
  dataScreen: 'データスクリーン',
  schoolList: '学校管理',
  schoolDetail: '学校の詳細',
  schoolClasses: '学校のクラス',
  classDetail: 'クラスの詳細',
  teaStu: '教師と生徒',
  teacherDetail: '教師の詳細',
  studentDetail: '生徒の詳細',
  classManagement: 'クラス管理',
  teacherList: '教師管理',
  studentList: '生徒管理',
  classList: 'クラス管理',
  myStudents: '担当の生徒',
  courseCenter: 'コースセンター',
  editContent: 'コース内容の編集',
  topic: '問題バンク',
  bookCourse: '教科書準拠コース',
  courseManag: 'コース管理',
  lessonDetail: 'レッスン',
  teaCourse: 'マイコース',
  learningMaterials: '学習資料',
};
