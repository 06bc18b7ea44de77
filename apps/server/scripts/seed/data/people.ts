/** The demo accounts (DESIGN.md section 6): the nine role accounts, colleagues and pupils. */
import type { RoleName } from '@edu/shared';

export interface UserSeed {
  username: string;
  name: string;
  role: RoleName;
  /** brand key; admins have none */
  brand: string | null;
  /** school key; admins and brand admins have none */
  school: string | null;
  introduction: string;
}

/** The nine demo accounts first (DESIGN.md section 6), then a few colleagues and pupils. */
export const USERS: UserSeed[] = [
  {
    username: 'admin',
    name: '周敏',
    role: 'admin',
    brand: null,
    school: null,
    introduction: '平台管理员，负责品牌、菜单、应用与课程中心的配置。',
  },
  {
    username: 'teacher',
    name: '王芳',
    role: 'teacher',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '初中数学教师，教龄十二年，擅长函数与几何的启发式教学。',
  },
  {
    username: 'student',
    name: '张伟',
    role: 'student',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '八年级学生，喜欢数学和天文，目标是参加全国数学联赛。',
  },
  {
    username: 'schooladmin',
    name: '李建国',
    role: 'schooladmin',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '启明第一中学教务主任，负责教师、学生与班级管理。',
  },
  {
    username: 'consultant',
    name: '陈晓雯',
    role: 'courseConsultant',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '课程顾问，为学生和家长制定个性化学习方案。',
  },
  {
    username: 'dl',
    name: '刘洋',
    role: 'DL',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '学习督导，跟进学生的课后练习与学习进度。',
  },
  {
    username: 'brandadmin',
    name: '赵倩',
    role: 'brandingAdmin',
    brand: 'qiming',
    school: null,
    introduction: '启明教育品牌管理员，管理旗下学校、菜单与应用。',
  },
  {
    username: 'corrector',
    name: '孙丽',
    role: 'correctionTeacher',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '批改教师，负责作业批改与错题订正反馈。',
  },
  {
    username: 'acme-teacher',
    name: 'Emily Carter',
    role: 'teacher',
    brand: 'acme',
    school: 'acme-north',
    introduction: 'Algebra and geometry teacher for grades 7 to 9; runs the after-school maths club.',
  },
  {
    username: 'huangjie',
    name: '黄杰',
    role: 'teacher',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '物理教师，擅长用实验帮助学生理解力学概念。',
  },
  {
    username: 'lina',
    name: '李娜',
    role: 'student',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '八年级学生，英语课代表。',
  },
  {
    username: 'wanghao',
    name: '王浩',
    role: 'student',
    brand: 'qiming',
    school: 'qiming-no1',
    introduction: '八年级学生，校篮球队队员。',
  },
  {
    username: 'chenjing',
    name: '陈静',
    role: 'teacher',
    brand: 'qiming',
    school: 'riverside',
    introduction: '双语数学教师，负责国际课程班的代数教学。',
  },
  {
    username: 'zhoulei',
    name: '周磊',
    role: 'schooladmin',
    brand: 'qiming',
    school: 'riverside',
    introduction: '滨江双语学校教学管理负责人。',
  },
  {
    username: 'sunyue',
    name: '孙悦',
    role: 'student',
    brand: 'qiming',
    school: 'riverside',
    introduction: '九年级学生，喜欢编程与几何作图。',
  },
  {
    username: 'james.wilson',
    name: 'James Wilson',
    role: 'teacher',
    brand: 'acme',
    school: 'acme-north',
    introduction: 'Science teacher with a focus on hands-on physics labs.',
  },
  {
    username: 'olivia.brown',
    name: 'Olivia Brown',
    role: 'student',
    brand: 'acme',
    school: 'acme-north',
    introduction: 'Grade 8 student; enjoys puzzles and competition maths.',
  },
  {
    username: 'liam.johnson',
    name: 'Liam Johnson',
    role: 'student',
    brand: 'acme',
    school: 'acme-north',
    introduction: 'Grade 7 student; plays the violin in the school orchestra.',
  },
];

/**
 * 八年级3班 of 启明第一中学, the demo teacher's third class (issue 12 item 5): a class of a real size for the live
 * board, with a term of generated work for the precision-learning reports (scripts/seed/seed-history.ts).
 */
export const CLASS_83: { username: string; name: string }[] = [
  { username: 'liuxinyi', name: '刘心怡' },
  { username: 'chenhaoyu', name: '陈浩宇' },
  { username: 'yangmuchen', name: '杨沐辰' },
  { username: 'huangshiyu', name: '黄诗雨' },
  { username: 'zhouyichen', name: '周奕辰' },
  { username: 'wuxinran', name: '吴欣然' },
  { username: 'xuzihao', name: '徐子豪' },
  { username: 'sunkeyi', name: '孙可怡' },
  { username: 'majiayi', name: '马佳怡' },
  { username: 'zhuyuhang', name: '朱宇航' },
  { username: 'huyuxuan', name: '胡雨萱' },
  { username: 'guoruoxi', name: '郭若曦' },
  { username: 'linhaoxuan', name: '林浩轩' },
  { username: 'heyutong', name: '何雨桐' },
  { username: 'luoxinyu', name: '罗欣妤' },
  { username: 'zhengyifan', name: '郑一帆' },
  { username: 'liangshuyao', name: '梁书瑶' },
  { username: 'songzihan', name: '宋子涵' },
  { username: 'tangyuze', name: '唐雨泽' },
  { username: 'hanxinyue', name: '韩欣悦' },
  { username: 'fengjunjie', name: '冯俊杰' },
  { username: 'dongqinghe', name: '董清禾' },
  { username: 'yuanzhiyuan', name: '袁致远' },
  { username: 'jiangyiran', name: '江一然' },
];

/** Pupils who fill the demo classes; no introduction, like most real accounts. */
export const CLASSMATES: { username: string; name: string; school: string }[] = [
  { username: 'zhaozihan', name: '赵子涵', school: 'qiming-no1' },
  { username: 'qianyutong', name: '钱雨桐', school: 'qiming-no1' },
  { username: 'wujunxi', name: '吴俊熙', school: 'qiming-no1' },
  { username: 'zhengkexin', name: '郑可欣', school: 'qiming-no1' },
  { username: 'fengzixuan', name: '冯子轩', school: 'qiming-no1' },
  { username: 'hesiyuan', name: '何思远', school: 'qiming-no1' },
  { username: 'xunuo', name: '许诺', school: 'qiming-no1' },
  { username: 'gaozimeng', name: '高梓萌', school: 'qiming-no1' },
  { username: 'luoyiming', name: '罗一鸣', school: 'qiming-no1' },
  { username: 'hanxue', name: '韩雪', school: 'qiming-no1' },
  { username: 'tanghaoran', name: '唐浩然', school: 'qiming-no1' },
  { username: 'caoyuxin', name: '曹雨欣', school: 'qiming-no1' },
  { username: 'dengbowen', name: '邓博文', school: 'qiming-no1' },
  { username: 'linzimo', name: '林子墨', school: 'riverside' },
  { username: 'songjiayi', name: '宋佳怡', school: 'riverside' },
  { username: 'xietianyu', name: '谢天宇', school: 'riverside' },
  { username: 'pengshihan', name: '彭诗涵', school: 'riverside' },
  { username: 'noah.smith', name: 'Noah Smith', school: 'acme-north' },
  { username: 'ava.davis', name: 'Ava Davis', school: 'acme-north' },
  { username: 'ethan.miller', name: 'Ethan Miller', school: 'acme-north' },
  { username: 'mia.garcia', name: 'Mia Garcia', school: 'acme-north' },
  ...CLASS_83.map((s) => ({ ...s, school: 'qiming-no1' })),
];
