/**
 * npm run bench, section (h) "class hour burst" (issue 10): the data of the burst, written into a fresh
 * database before the server opens it (not timed), and the check of what the burst left there afterwards.
 *
 * Setup (default): migrates, seeds the demo data, then adds the "Bench Burst School" of the localhost brand:
 * BENCH_BURST_STUDENTS (1000) students in classes of 50 with their teacher, a warm-up class of 20 more, and
 * one published lesson released to all those classes ten minutes ago: the content of the longest demo
 * lesson with its rendered HTML (as the content module stores a saved lesson, tens of KB with formulas) and
 * 20 exercises that grading decides by itself (single and multiple choice, true/false, fill-in blanks with
 * plain, numeric and formula rules). Each student gets a console session, created directly
 * (createSession, what a login stores; 1000 scrypt logins would only slow the setup) as of the start of
 * class. Writes the plan of the burst to BURST_PLAN (JSON: each student's id, token, submit key, its 20
 * responses, right or wrong by a fixed pattern, and the score grading must give) and prints one JSON line:
 * { lessonId, classes, students, warmup, ms }.
 *
 * Verify (BURST_VERIFY=1): reads BURST_PLAN and checks in SQL the students' submissions of the lesson
 * (graded, with the planned submit key and score) and their answers (graded, each the response sent);
 * prints one JSON line with the counts. Database from DATABASE_URL, else PGlite under DATA_DIR (as the server).
 *
 * The exercises and each student's work: bench-burst-plan.ts; the check itself: bench-burst-verify.ts.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
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
import { renderRichText } from '../src/modules/content';
import { type BurstPlan, planPath, QUESTIONS, work } from './bench-burst-plan';
import { verify } from './bench-burst-verify';
import { seedIfEmpty } from './seed/seed';

const STUDENTS = Number(process.env.BENCH_BURST_STUDENTS ?? 1000);
const WARMUP_STUDENTS = 20;
const CLASS_SIZE = 50;
const SCHOOL = 'Bench Burst School';
/** Sessions and releases date from the start of the class hour. */
const CLASS_STARTED_MS = 10 * 60_000;

function database() {
  const config = loadConfig();
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}

async function setup(db: Db): Promise<BurstPlan> {
  const now = Date.now();
  const classStart = new Date(now - CLASS_STARTED_MS);
  return db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'localhost'));
    if (!brand) throw new Error('no localhost brand: the demo seed did not run');
    const [existing] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.name, SCHOOL));
    if (existing) throw new Error(`${SCHOOL} exists already: the burst needs a fresh database`);
    const [school] = await tx.insert(schools).values({ brandId: brand.id, name: SCHOOL }).returning({ id: schools.id });
    if (!school) throw new Error('no school');
    const base = { brandId: brand.id, schoolId: school.id };
    // One password hash serves every account: the burst logs nobody in.
    const [{ hash } = { hash: '' }] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'student'));
    const [teacher] = await tx
      .insert(users)
      .values({
        ...base,
        username: 'burst-teacher',
        name: 'Burst Teacher',
        roleType: RoleType.teacher,
        passwordHash: hash,
      })
      .returning({ id: users.id });
    if (!teacher) throw new Error('no teacher');

    const classCount = Math.ceil(STUDENTS / CLASS_SIZE);
    const classRows = await tx
      .insert(classes)
      .values([
        ...Array.from({ length: classCount }, (_, c) => ({ ...base, grade: 8, name: `Burst class ${c + 1}` })),
        { ...base, grade: 8, name: 'Burst warm-up class' },
      ])
      .returning({ id: classes.id, name: classes.name });
    const classIds = classRows.filter((c) => c.name !== 'Burst warm-up class').map((c) => c.id);
    const warmupClass = classRows.find((c) => c.name === 'Burst warm-up class')?.id;
    if (warmupClass === undefined || classIds.length !== classCount) throw new Error('classes missing');
    await tx.insert(classTeachers).values(classRows.map((c) => ({ ...base, classId: c.id, teacherId: teacher.id })));

    const person = (username: string, name: string) => ({
      ...base,
      username,
      name,
      roleType: RoleType.student,
      passwordHash: hash,
    });
    const students: { id: number }[] = [];
    for (let i = 0; i < STUDENTS; i += 500) {
      const batch = Array.from({ length: Math.min(500, STUDENTS - i) }, (_, k) => {
        const n = String(i + k + 1).padStart(4, '0');
        return person(`burst${n}`, `Burst Student ${n}`);
      });
      students.push(...(await tx.insert(users).values(batch).returning({ id: users.id })));
    }
    const warmupStudents = await tx
      .insert(users)
      .values(
        Array.from({ length: WARMUP_STUDENTS }, (_, k) => {
          const n = String(k + 1).padStart(2, '0');
          return person(`burstwarm${n}`, `Burst Warm-up ${n}`);
        }),
      )
      .returning({ id: users.id });
    const members = [
      ...students.map((s, j) => ({
        ...base,
        classId: classIds[Math.floor(j / CLASS_SIZE)] as number,
        studentId: s.id,
      })),
      ...warmupStudents.map((s) => ({ ...base, classId: warmupClass, studentId: s.id })),
    ];
    for (let i = 0; i < members.length; i += 500) await tx.insert(classStudents).values(members.slice(i, i + 500));

    const [course] = await tx
      .insert(courses)
      .values({ brandId: brand.id, title: 'Bench burst course', subject: 'math', grade: 8, published: true })
      .returning({ id: courses.id });
    if (!course) throw new Error('no course');
    const [chapter] = await tx
      .insert(chapters)
      .values({ courseId: course.id, brandId: brand.id, title: 'Bench burst chapter', sort: 0 })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error('no chapter');
    // The content of the longest demo lesson, rendered as the content module stores it when a lesson is saved:
    // a real lesson row (tens of KB of HTML with its formulas).
    const [model] = await tx
      .select({ content: lessons.content })
      .from(lessons)
      .orderBy(desc(sql`length(${lessons.content})`))
      .limit(1);
    const content = model?.content ?? '<p>Twenty exercises, graded automatically.</p>';
    const [lesson] = await tx
      .insert(lessons)
      .values({
        courseId: course.id,
        chapterId: chapter.id,
        brandId: brand.id,
        title: 'Bench burst lesson (20 exercises)',
        content,
        html: renderRichText(content),
        published: true,
      })
      .returning({ id: lessons.id });
    if (!lesson) throw new Error('no lesson');
    const made = await tx
      .insert(questions)
      .values(
        QUESTIONS.map((q) => ({
          brandId: brand.id,
          type: q.type,
          subject: 'math',
          grade: 8,
          stem: q.stem,
          options: q.options,
          answer: q.answer,
          analysis: q.analysis,
          searchText: q.stem.replace(/<[^>]+>/g, ''),
        })),
      )
      .returning({ id: questions.id });
    const questionIds = made.map((q) => q.id);
    await tx
      .insert(lessonExercises)
      .values(questionIds.map((id, i) => ({ lessonId: lesson.id, questionId: id, brandId: brand.id, sort: i + 1 })));
    await tx.insert(lessonReleases).values(
      classRows.map((c) => ({
        ...base,
        classId: c.id,
        lessonId: lesson.id,
        unlockAt: classStart,
        changedBy: teacher.id,
        changedAt: classStart,
      })),
    );

    const session = (userId: number) =>
      createSession(tx, { userId, deviceType: '3', ip: '127.0.0.1', userAgent: 'bench-burst' }, classStart);
    const plan: BurstPlan = { lessonId: lesson.id, questionIds, classIds, students: [], warmup: [] };
    const planned = async (id: number, j: number) => ({
      studentId: id,
      token: await session(id),
      submitKey: randomUUID(),
      ...work(j),
    });
    for (const [j, s] of students.entries()) plan.students.push(await planned(s.id, j));
    for (const [j, s] of warmupStudents.entries()) plan.warmup.push(await planned(s.id, j));
    return plan;
  });
}

async function main() {
  const file = planPath();
  const started = Date.now();
  const { db, migrate, close } = await database();
  try {
    if (process.env.BURST_VERIFY === '1') {
      const plan = JSON.parse(fs.readFileSync(file, 'utf8')) as BurstPlan;
      console.log(JSON.stringify(await verify(db, plan)));
      return;
    }
    await migrate();
    await seedIfEmpty(db);
    const plan = await setup(db);
    // Fresh statistics, as a database in use has them (PGlite runs no autovacuum).
    await db.execute(sql`analyze`);
    fs.writeFileSync(file, JSON.stringify(plan));
    console.log(
      JSON.stringify({
        lessonId: plan.lessonId,
        classes: plan.classIds.length,
        students: plan.students.length,
        warmup: plan.warmup.length,
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
