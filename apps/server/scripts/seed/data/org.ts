/** The demo organisations (DESIGN.md section 6): brands, schools, classes and who supports whom. */
import { CLASS_83 } from './people';

export interface BrandSeed {
  key: string;
  webAddress: string;
  name: string;
  themeColor: string;
}

export const BRANDS: BrandSeed[] = [
  { key: 'qiming', webAddress: 'localhost', name: '启明教育 Qiming Education', themeColor: '#1890ff' },
  { key: 'acme', webAddress: 'acme', name: 'Acme Academy', themeColor: '#e8590c' },
];

export interface SchoolSeed {
  key: string;
  brand: string;
  name: string;
  address: string;
}

export const SCHOOLS: SchoolSeed[] = [
  {
    key: 'qiming-no1',
    brand: 'qiming',
    name: '启明第一中学 Qiming No.1 Middle School',
    address: '杭州市西湖区文三路 188 号',
  },
  {
    key: 'riverside',
    brand: 'qiming',
    name: '滨江双语学校 Riverside Bilingual School',
    address: '杭州市滨江区江南大道 1024 号',
  },
  {
    key: 'acme-north',
    brand: 'acme',
    name: 'Acme Academy North Campus',
    address: '410 Maple Avenue, Springfield',
  },
];

export interface ClassSeed {
  school: string;
  grade: number;
  /**
   * The full display name in the school's teaching language, grade included ('八年级1班',
   * 'Grade 8 Class 1'): lists show it as it is, and (school, grade, name) stays unique.
   */
  name: string;
  head: string;
  teachers: string[];
  students: string[];
}

export const CLASSES: ClassSeed[] = [
  {
    school: 'qiming-no1',
    grade: 7,
    name: '七年级1班',
    head: 'huangjie',
    teachers: ['huangjie'],
    students: ['zhaozihan', 'qianyutong', 'wujunxi', 'zhengkexin'],
  },
  {
    school: 'qiming-no1',
    grade: 8,
    name: '八年级1班',
    head: 'teacher',
    teachers: ['teacher', 'huangjie'],
    students: ['student', 'lina', 'fengzixuan', 'hesiyuan'],
  },
  {
    school: 'qiming-no1',
    grade: 8,
    name: '八年级2班',
    head: 'teacher',
    teachers: ['teacher', 'huangjie'],
    students: ['wanghao', 'xunuo', 'gaozimeng', 'luoyiming'],
  },
  {
    school: 'qiming-no1',
    grade: 8,
    name: '八年级3班',
    head: 'teacher',
    teachers: ['teacher'],
    students: CLASS_83.map((s) => s.username),
  },
  {
    school: 'qiming-no1',
    grade: 9,
    name: '九年级1班',
    head: 'huangjie',
    teachers: ['huangjie'],
    students: ['hanxue', 'tanghaoran', 'caoyuxin', 'dengbowen'],
  },
  {
    school: 'riverside',
    grade: 7,
    name: '七年级1班',
    head: 'chenjing',
    teachers: ['chenjing'],
    students: ['xietianyu', 'pengshihan'],
  },
  {
    school: 'riverside',
    grade: 9,
    name: '九年级1班',
    head: 'chenjing',
    teachers: ['chenjing'],
    students: ['sunyue', 'linzimo', 'songjiayi'],
  },
  {
    school: 'acme-north',
    grade: 7,
    name: 'Grade 7 Class 1',
    head: 'james.wilson',
    teachers: ['james.wilson', 'acme-teacher'],
    students: ['liam.johnson', 'noah.smith', 'ava.davis'],
  },
  {
    school: 'acme-north',
    grade: 8,
    name: 'Grade 8 Class 1',
    head: 'acme-teacher',
    teachers: ['acme-teacher'],
    students: ['olivia.brown', 'ethan.miller', 'mia.garcia'],
  },
];

/** Helpers and the students they look after (DESIGN.md section 4: support links). */
export const SUPPORT_LINKS: { staff: string; kind: 'consultant' | 'dl' | 'correction'; students: string[] }[] = [
  { staff: 'consultant', kind: 'consultant', students: ['student', 'lina', 'wanghao', 'fengzixuan', 'zhaozihan'] },
  { staff: 'dl', kind: 'dl', students: ['student', 'lina', 'hesiyuan'] },
  { staff: 'corrector', kind: 'correction', students: ['student', 'wanghao', 'xunuo'] },
];
