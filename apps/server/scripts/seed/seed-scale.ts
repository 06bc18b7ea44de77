import { eq, type SQL, sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import { hashPassword, md5Hex } from '../../src/modules/auth';
import type { Db } from '../../src/db/client';
import { DEMO_PASSWORD } from './seed';
import { brands } from '../../src/db/schema';
import { seedScalePractice } from './seed-scale-practice';
import { seedScaleWork } from './seed-scale-work';

/**
 * `npm run seed -- --scale N`: N more schools of realistic size for benchmarks (DESIGN.md section 6),
 * on top of the demo data. Set-based INSERT … SELECT over generate_series, so N=250 (about 100 000
 * students) takes seconds, not minutes, for the people; their handed-in work (seed-scale-work.ts: about
 * 1 440 000 answers at N=250) and their graded weekly practice (seed-scale-practice.ts: about 4 000 000 answers)
 * some minutes more. Deterministic: the same N always gives the same rows (only
 * the password hash's salt and the dates, relative to the seeding time, differ; every generated account's
 * password is demo123).
 */

/** Scale schools are recognised by this name prefix; the number follows, zero-padded to 4 digits. */
export const SCALE_SCHOOL_PREFIX = 'Scale School ';
export const SCALE_MAX_SCHOOLS = 2000;

/** Per school. */
export const SCALE_SHAPE = {
  students: 400,
  teachers: 30,
  classes: 10,
  /** students linked to the school's course consultant and to its DL */
  consultantStudents: 40,
  dlStudents: 20,
} as const;

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '子涵',
  '雨桐',
  '浩然',
  '梓萌',
  '一鸣',
  '思远',
  '子轩',
  '佳怡',
  '天宇',
  '诗涵',
  '博文',
  '雨欣',
  '俊熙',
  '可欣',
  '子墨',
  '欣怡',
  '宇航',
  '梓涵',
  '晨曦',
  '思琪',
  '嘉怡',
  '俊杰',
  '文博',
  '若曦',
  '奕辰',
  '语桐',
  '皓轩',
  '欣妍',
  '泽宇',
  '梦琪',
  '昊然',
  '雅静',
  '建华',
  '志强',
  '晓东',
  '海燕',
  '春梅',
  '丽华',
  '国庆',
  '红霞',
];
const GRADE_NAMES = ['七', '八', '九'];

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Rows of a raw query: both drivers (node-postgres, PGlite) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

export interface ScaleResult {
  seeded: boolean;
  schools: number;
  users: number;
  ms: number;
}

async function countScale(db: Db): Promise<{ schools: number; users: number }> {
  const [row] = rowsOf<{ schools: number; users: number }>(
    await db.execute(sql`
      select (select count(*)::int from schools where name like ${`${SCALE_SCHOOL_PREFIX}%`}) as schools,
             (select count(*)::int from users u join schools s on s.id = u.school_id
               where s.name like ${`${SCALE_SCHOOL_PREFIX}%`}) as users`),
  );
  return { schools: Number(row?.schools ?? 0), users: Number(row?.users ?? 0) };
}

/** Adds N scale schools (4 in 5 to the default brand, 1 in 5 to acme) unless some exist already. */
export async function seedScale(db: Db, n: number): Promise<ScaleResult> {
  if (!Number.isInteger(n) || n < 1 || n > SCALE_MAX_SCHOOLS) {
    throw new Error(`--scale must be a whole number from 1 to ${SCALE_MAX_SCHOOLS}`);
  }
  const started = Date.now();
  const passwordHash = await hashPassword(md5Hex(DEMO_PASSWORD));
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301002)`);
    const [existing] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from schools where name like ${`${SCALE_SCHOOL_PREFIX}%`}`),
    );
    if (Number(existing?.n ?? 0) > 0) return false;
    const [main] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'localhost'));
    const [acme] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'acme'));
    if (!main || !acme) throw new Error('seed --scale needs the demo brands: seed the demo data first');

    const { students, teachers, classes, consultantStudents, dlStudents } = SCALE_SHAPE;
    const prefix = SCALE_SCHOOL_PREFIX;
    // The scale schools with their number (1..N).
    const sch = sql`(select id, brand_id, (case when right(name, 4) ~ '^[0-9]{4}$' then right(name, 4)::int end) as no from schools where name like ${`${prefix}%`})`;

    await tx.execute(sql`
      insert into schools (brand_id, name, address)
      select case when g % 5 = 0 then ${acme.id}::int else ${main.id}::int end,
             ${prefix} || lpad(g::text, 4, '0'),
             '教育路 ' || g || ' 号'
      from generate_series(1, ${n}::int) g`);

    // Usernames: <role><school 4 digits><ordinal 3 digits>, e.g. stu0042137; phones likewise unique.
    await tx.execute(sql`
      insert into users (username, password_hash, name, role_type, brand_id, school_id, phone)
      select r.tag || lpad(s.no::text, 4, '0') || lpad(k::text, 3, '0'),
             ${passwordHash},
             (${textArray(SURNAMES)})[1 + (s.no * 7 + k * 13 + r.role) % ${SURNAMES.length}::int]
               || (${textArray(GIVEN)})[1 + (s.no * 11 + k * 17 + r.role) % ${GIVEN.length}::int],
             r.role, s.brand_id, s.id,
             r.phone || lpad((s.no * 1000 + k)::text, 8, '0')
      from ${sch} s
      cross join (values
        (${RoleType.student}::int, ${students}::int, 'stu', '138'),
        (${RoleType.teacher}::int, ${teachers}::int, 'tea', '139'),
        (${RoleType.schooladmin}::int, 1, 'adm', '137'),
        (${RoleType.courseConsultant}::int, 1, 'con', '136'),
        (${RoleType.DL}::int, 1, 'dlu', '135')
      ) as r(role, cnt, tag, phone)
      cross join lateral generate_series(1, r.cnt) k
      order by s.no, r.role, k`);

    // Class c (1..10): grade 7 + (c-1) % 3, number 1 + (c-1) / 3: 七年级1班, 八年级1班, 九年级1班, 七年级2班, …
    const className = (c: SQL) =>
      sql`(${textArray(GRADE_NAMES)})[1 + (${c} - 1) % 3] || '年级' || (1 + (${c} - 1) / 3) || '班'`;
    await tx.execute(sql`
      insert into classes (brand_id, school_id, grade, name)
      select s.brand_id, s.id, 7 + (c - 1) % 3, ${className(sql`c`)}
      from ${sch} s cross join generate_series(1, ${classes}::int) c
      order by s.no, c`);

    // Guarded: the planner may evaluate it on users outside the scale schools too (a join order chosen
    // before the school filter), whose names do not end in digits.
    const ordinal = sql`(case when right(u.username, 3) ~ '^[0-9]{3}$' then right(u.username, 3)::int end)`;
    const classOf = (c: SQL) =>
      sql`cl.school_id = u.school_id and cl.grade = 7 + (${c} - 1) % 3 and cl.name = ${className(c)}`;
    // Student k → class 1 + (k-1) % 10; teacher t → class 1 + (t-1) % 10 (three per class), t ≤ 10 heads it.
    const members = [
      { table: 'class_students', member: 'student_id', role: RoleType.student },
      { table: 'class_teachers', member: 'teacher_id', role: RoleType.teacher },
    ];
    for (const { table, member, role } of members) {
      await tx.execute(sql`
        insert into ${sql.identifier(table)} (class_id, ${sql.identifier(member)}, brand_id, school_id)
        select cl.id, u.id, u.brand_id, u.school_id
        from ${sch} s
        join users u on u.school_id = s.id and u.role_type = ${role}
        join classes cl on ${classOf(sql`(1 + (${ordinal} - 1) % ${classes}::int)`)}`);
    }
    await tx.execute(sql`
      update classes cl set head_teacher_id = u.id
      from ${sch} s, users u
      where cl.school_id = s.id and u.school_id = s.id and u.role_type = ${RoleType.teacher}
        and ${ordinal} <= ${classes}::int and ${classOf(ordinal)}`);

    await tx.execute(sql`
      insert into support_links (staff_id, student_id, kind, brand_id)
      select h.id, u.id, case h.role_type when ${RoleType.courseConsultant} then 'consultant' else 'dl' end, u.brand_id
      from ${sch} s
      join users h on h.school_id = s.id and h.role_type in (${RoleType.courseConsultant}, ${RoleType.DL})
      join users u on u.school_id = s.id and u.role_type = ${RoleType.student}
        and ${ordinal} <= case h.role_type when ${RoleType.courseConsultant} then ${consultantStudents}::int else ${dlStudents}::int end`);

    // Correction teachers and the handed-in work of issue 11 (seed-scale-work.ts).
    await seedScaleWork(tx, sch, ordinal, passwordHash);
    // Issue 12's graded weekly practice over 12 ISO weeks (seed-scale-practice.ts).
    await seedScalePractice(tx, sch);
    return true;
  });
  // Fresh statistics and visibility map, so plans and index-only scans are right from the first request.
  await db.execute(sql`vacuum analyze`);
  const counts = await countScale(db);
  return { seeded, ...counts, ms: Date.now() - started };
}
