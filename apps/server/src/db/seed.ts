import { sql } from 'drizzle-orm';
import { type RoleName, RoleType } from '@edu/shared';
import { hashPassword, md5Hex } from '../modules/auth/password';
import type { Db } from './client';
import { seedContent } from './seed-content';
import { brands, classes, classStudents, classTeachers, schools, supportLinks, users } from './schema';

/** Password of every demo account (DESIGN.md section 6). */
export const DEMO_PASSWORD = 'demo123';

/** Any constant works: it only serialises seeding between processes starting at once. */
const SEED_LOCK_ID = 7_301_001;

interface BrandSeed {
  key: string;
  webAddress: string;
  name: string;
  themeColor: string;
}

const BRANDS: BrandSeed[] = [
  { key: 'qiming', webAddress: 'localhost', name: '启明教育 Qiming Education', themeColor: '#1890ff' },
  { key: 'acme', webAddress: 'acme', name: 'Acme Academy', themeColor: '#e8590c' },
];

interface SchoolSeed {
  key: string;
  brand: string;
  name: string;
  address: string;
}

const SCHOOLS: SchoolSeed[] = [
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

interface UserSeed {
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
const USERS: UserSeed[] = [
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

/** Pupils who fill the demo classes; no introduction, like most real accounts. */
const CLASSMATES: { username: string; name: string; school: string }[] = [
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
];

interface ClassSeed {
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

const CLASSES: ClassSeed[] = [
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
const SUPPORT_LINKS: { staff: string; kind: 'consultant' | 'dl' | 'correction'; students: string[] }[] = [
  { staff: 'consultant', kind: 'consultant', students: ['student', 'lina', 'wanghao', 'fengzixuan', 'zhaozihan'] },
  { staff: 'dl', kind: 'dl', students: ['student', 'lina', 'hesiyuan'] },
  { staff: 'corrector', kind: 'correction', students: ['student', 'wanghao', 'xunuo'] },
];

/** Maps seed keys to the ids the database returned, matched by a unique column (not by row order). */
function idsByKey<T extends { key: string }>(
  seeds: T[],
  rows: { id: number; match: string }[],
  matchOf: (seed: T) => string,
): Map<string, number> {
  const byMatch = new Map(rows.map((r) => [r.match, r.id]));
  const map = new Map<string, number>();
  for (const seed of seeds) {
    const id = byMatch.get(matchOf(seed));
    if (id === undefined) throw new Error(`seed: no id returned for ${seed.key}`);
    map.set(seed.key, id);
  }
  return map;
}

function idOf(map: Map<string, number>, key: string | null): number | null {
  return key === null ? null : need(map, key);
}

function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown key ${key}`);
  return id;
}

/**
 * Seeds the deterministic demo data set when the database has no brand yet, all in one transaction.
 * Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // One hash of demo123 serves every demo account: seeding stays fast and the output deterministic.
  const passwordHash = await hashPassword(md5Hex(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: brands.id }).from(brands).limit(1);
    if (existing.length > 0) return false;

    const brandRows = await tx
      .insert(brands)
      .values(
        BRANDS.map((b) => ({
          webAddress: b.webAddress,
          name: b.name,
          themeColor: b.themeColor,
          logoUrl: `/brand-assets/${b.webAddress}-logo.svg`,
          logoUrlSmall: `/brand-assets/${b.webAddress}-mark.svg`,
        })),
      )
      .returning({ id: brands.id, match: brands.webAddress });
    const brandIds = idsByKey(BRANDS, brandRows, (b) => b.webAddress);

    const schoolRows = await tx
      .insert(schools)
      .values(SCHOOLS.map((s) => ({ brandId: idOf(brandIds, s.brand), name: s.name, address: s.address })))
      .returning({ id: schools.id, match: schools.name });
    const schoolIds = idsByKey(SCHOOLS, schoolRows, (s) => s.name);

    const allUsers: UserSeed[] = [
      ...USERS,
      ...CLASSMATES.map((c) => {
        const school = SCHOOLS.find((s) => s.key === c.school);
        if (!school) throw new Error(`seed: unknown school ${c.school}`);
        return { ...c, role: 'student' as const, brand: school.brand, introduction: '' };
      }),
    ];
    const userRows = await tx
      .insert(users)
      .values(
        allUsers.map((u) => ({
          username: u.username,
          passwordHash,
          name: u.name,
          roleType: RoleType[u.role],
          brandId: idOf(brandIds, u.brand),
          schoolId: idOf(schoolIds, u.school),
          introduction: u.introduction,
        })),
      )
      .returning({ id: users.id, match: users.username });
    const userIds = idsByKey(
      allUsers.map((u) => ({ key: u.username })),
      userRows,
      (u) => u.key,
    );
    const brandOfSchool = (key: string) => need(brandIds, SCHOOLS.find((s) => s.key === key)?.brand ?? '');
    const brandOfUser = (username: string) =>
      need(brandIds, allUsers.find((u) => u.username === username)?.brand ?? '');

    const classRows = await tx
      .insert(classes)
      .values(
        CLASSES.map((c) => ({
          brandId: brandOfSchool(c.school),
          schoolId: need(schoolIds, c.school),
          grade: c.grade,
          name: c.name,
          headTeacherId: need(userIds, c.head),
        })),
      )
      .returning({ id: classes.id, schoolId: classes.schoolId, name: classes.name });
    const classKey = (schoolId: number, name: string) => `${schoolId}/${name}`;
    const classIds = idsByKey(
      CLASSES.map((c) => ({ key: classKey(need(schoolIds, c.school), c.name) })),
      classRows.map((r) => ({ id: r.id, match: classKey(r.schoolId, r.name) })),
      (c) => c.key,
    );
    const members = CLASSES.map((c) => ({
      classId: need(classIds, classKey(need(schoolIds, c.school), c.name)),
      brandId: brandOfSchool(c.school),
      schoolId: need(schoolIds, c.school),
      c,
    }));
    await tx
      .insert(classTeachers)
      .values(members.flatMap(({ c, ...m }) => c.teachers.map((t) => ({ ...m, teacherId: need(userIds, t) }))));
    await tx
      .insert(classStudents)
      .values(members.flatMap(({ c, ...m }) => c.students.map((s) => ({ ...m, studentId: need(userIds, s) }))));
    await tx.insert(supportLinks).values(
      SUPPORT_LINKS.flatMap((l) =>
        l.students.map((s) => ({
          staffId: need(userIds, l.staff),
          studentId: need(userIds, s),
          kind: l.kind,
          brandId: brandOfUser(l.staff),
        })),
      ),
    );
    await seedContent(tx, {
      brand: (key) => need(brandIds, key),
      user: (username) => need(userIds, username),
      klass: (school, name) => need(classIds, classKey(need(schoolIds, school), name)),
    });
    return true;
  });
}
