/**
 * npm run bench, section (j) "live class supervision" (issue 12): the data of the measurement, written into a
 * fresh database before the servers open it (not timed). Migrates, seeds the demo data, then adds the
 * "Bench Live School" of the localhost brand: one teacher, one class of BENCH_LIVE_STUDENTS (200) students,
 * and one published lesson released to the class ten minutes ago with LIVE_QUESTIONS fill-in exercises that
 * grading decides by itself (plain and numeric rules: the driver's responses are numbers that differ on every
 * autosave, so each answer event names its request). Everyone gets a console session, created directly
 * (createSession, what a login stores). The class session itself is started by the bench through
 * /openapi/supervise/startClassSession, as the teacher's console does.
 * Writes the plan to LIVE_PLAN (JSON: lesson, class, question ids, the teacher's and each student's id and
 * token) and prints one JSON line: { lessonId, classId, students, ms }. Database from DATABASE_URL, else
 * PGlite under DATA_DIR (as the server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type RoleCode, RoleType } from '@edu/shared';
import { loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/client';
import {
  brands,
  chapters,
  classes,
  classStudents,
  classTeachers,
  courses,
  lessonExercises,
  lessonReleases,
  lessons,
  questions,
  schools,
  users,
} from '../src/db/schema';
import { createSession } from '../src/modules/auth';
import { seedIfEmpty } from './seed/seed';

const STUDENTS = Number(process.env.BENCH_LIVE_STUDENTS ?? 200);
const SCHOOL = 'Bench Live School';
const CLASS_STARTED_MS = 10 * 60_000;
/** Fill-in exercises with rules that need no formula engine: the students cycle through them. */
const QUESTION_RULES: string[][] = [
  ['trim'],
  ['trim', 'numeric'],
  ['trim', 'halfWidth'],
  ['trim', 'caseInsensitive'],
  ['trim', 'numeric'],
  ['trim'],
  ['trim', 'numeric'],
  ['trim', 'halfWidth'],
];

export interface LivePlan {
  lessonId: number;
  classId: number;
  questionIds: number[];
  teacher: { id: number; token: string };
  students: { studentId: number; token: string }[];
}

async function setup(db: Db): Promise<LivePlan> {
  const classStart = new Date(Date.now() - CLASS_STARTED_MS);
  return db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'localhost'));
    if (!brand) throw new Error('no localhost brand: the demo seed did not run');
    const [existing] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.name, SCHOOL));
    if (existing) throw new Error(`${SCHOOL} exists already: the measurement needs a fresh database`);
    const [school] = await tx.insert(schools).values({ brandId: brand.id, name: SCHOOL }).returning({ id: schools.id });
    if (!school) throw new Error('no school');
    const base = { brandId: brand.id, schoolId: school.id };
    // One password hash serves every account: nobody logs in.
    const [{ hash } = { hash: '' }] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'student'));
    const person = (username: string, name: string, roleType: RoleCode) => ({
      ...base,
      username,
      name,
      roleType,
      passwordHash: hash,
    });
    const [teacher] = await tx
      .insert(users)
      .values(person('live-teacher', 'Live Teacher', RoleType.teacher))
      .returning({ id: users.id });
    if (!teacher) throw new Error('no teacher');
    const [klass] = await tx
      .insert(classes)
      .values({ ...base, grade: 8, name: 'Live class' })
      .returning({ id: classes.id });
    if (!klass) throw new Error('no class');
    await tx.insert(classTeachers).values({ ...base, classId: klass.id, teacherId: teacher.id });
    const students: { id: number }[] = [];
    for (let i = 0; i < STUDENTS; i += 500) {
      const batch = Array.from({ length: Math.min(500, STUDENTS - i) }, (_, k) => {
        const n = String(i + k + 1).padStart(4, '0');
        return person(`live${n}`, `Live Student ${n}`, RoleType.student);
      });
      students.push(...(await tx.insert(users).values(batch).returning({ id: users.id })));
    }
    for (let i = 0; i < students.length; i += 500)
      await tx
        .insert(classStudents)
        .values(students.slice(i, i + 500).map((s) => ({ ...base, classId: klass.id, studentId: s.id })));

    const [course] = await tx
      .insert(courses)
      .values({ brandId: brand.id, title: 'Bench live course', subject: 'math', grade: 8, published: true })
      .returning({ id: courses.id });
    if (!course) throw new Error('no course');
    const [chapter] = await tx
      .insert(chapters)
      .values({ courseId: course.id, brandId: brand.id, title: 'Bench live chapter', sort: 0 })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error('no chapter');
    const [lesson] = await tx
      .insert(lessons)
      .values({
        courseId: course.id,
        chapterId: chapter.id,
        brandId: brand.id,
        title: `Bench live lesson (${QUESTION_RULES.length} fill-in exercises)`,
        content: '<p>Fill in each blank.</p>',
        html: '<p>Fill in each blank.</p>',
        published: true,
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('no lesson');
    const made = await tx
      .insert(questions)
      .values(
        QUESTION_RULES.map((rules, i) => ({
          brandId: brand.id,
          type: 'blank' as const,
          subject: 'math',
          grade: 8,
          stem: `<p>Live fill-in ${i + 1}: $x + ${i} = 2x$, so $x =$ ____</p>`,
          options: [],
          answer: { choices: [], judge: null, blanks: [{ accepted: [String(i)], rules }], text: '' },
          analysis: '<p>Subtract $x$ from both sides.</p>',
          searchText: `Live fill-in ${i + 1}`,
        })),
      )
      .returning({ id: questions.id });
    const questionIds = made.map((q) => q.id);
    await tx
      .insert(lessonExercises)
      .values(questionIds.map((id, i) => ({ lessonId: lesson.id, questionId: id, brandId: brand.id, sort: i + 1 })));
    await tx.insert(lessonReleases).values({
      ...base,
      classId: klass.id,
      lessonId: lesson.id,
      unlockAt: classStart,
      changedBy: teacher.id,
      changedAt: classStart,
    });

    const session = (userId: number) =>
      createSession(tx, { userId, deviceType: '3', ip: '127.0.0.1', userAgent: 'bench-live' }, classStart);
    const plan: LivePlan = {
      lessonId: lesson.id,
      classId: klass.id,
      questionIds,
      teacher: { id: teacher.id, token: await session(teacher.id) },
      students: [],
    };
    for (const s of students) plan.students.push({ studentId: s.id, token: await session(s.id) });
    return plan;
  });
}

async function main() {
  const file = process.env.LIVE_PLAN;
  if (!file) throw new Error('LIVE_PLAN (the plan file) is required');
  const started = Date.now();
  const config = loadConfig();
  const { db, migrate, close } = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate();
    await seedIfEmpty(db);
    const plan = await setup(db);
    // Fresh statistics, as a database in use has them (PGlite runs no autovacuum).
    await db.execute(sql`analyze`);
    fs.writeFileSync(file, JSON.stringify(plan));
    console.log(
      JSON.stringify({
        lessonId: plan.lessonId,
        classId: plan.classId,
        students: plan.students.length,
        ms: Date.now() - started,
      }),
    );
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
