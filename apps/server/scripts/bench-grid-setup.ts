/**
 * npm run bench, section (e): gives a database seeded at scale (seed --scale N) the class of issue 10's
 * progress-grid budget: 60 students × 40 released lessons with their work (mostly graded, some in progress,
 * some not started), in the first class of Scale School 0042, taught by its teacher. Idempotent: a second run
 * on the same database finds the class ready. Prints one JSON line: { classId, teacher, students, lessons }.
 * Database from DATABASE_URL, else PGlite under DATA_DIR (as the server).
 */
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import {
  chapters,
  classes,
  classStudents,
  classTeachers,
  courses,
  lessonReleases,
  lessons,
  schools,
  submissions,
  users,
} from '../src/db/schema';

const STUDENTS = 60;
const LESSONS = 40;
const COURSE = 'Bench grid course (60 × 40)';
const DAY = 86_400_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const db = database.db;
  try {
    const [school] = await db.select().from(schools).where(eq(schools.name, 'Scale School 0042'));
    if (!school) throw new Error('no Scale School 0042: seed with --scale 42 or more first');
    const brandId = school.brandId;
    if (brandId === null) throw new Error('Scale School 0042 has no brand');
    const [first, second] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.schoolId, school.id))
      .orderBy(asc(classes.id))
      .limit(2);
    if (!first || !second) throw new Error('Scale School 0042 has fewer than two classes');
    const [teacher] = await db
      .select({ id: users.id, username: users.username })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.teacherId))
      .where(eq(classTeachers.classId, first.id))
      .orderBy(asc(users.id))
      .limit(1);
    if (!teacher) throw new Error('the class has no teacher');

    const [existing] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.title, COURSE), eq(courses.brandId, brandId)));
    if (!existing) {
      await db.transaction(async (tx) => {
        // 60 students: the class's own, then students moved from the second class (one active class each).
        const own = await tx
          .select({ id: classStudents.studentId })
          .from(classStudents)
          .where(and(eq(classStudents.classId, first.id), eq(classStudents.active, true)));
        const need = STUDENTS - own.length;
        if (need > 0) {
          const moved = (
            await tx
              .select({ id: classStudents.studentId })
              .from(classStudents)
              .where(and(eq(classStudents.classId, second.id), eq(classStudents.active, true)))
              .orderBy(asc(classStudents.studentId))
              .limit(need)
          ).map((r) => r.id);
          await tx
            .update(classStudents)
            .set({ active: false })
            .where(and(eq(classStudents.classId, second.id), inArray(classStudents.studentId, moved)));
          await tx
            .insert(classStudents)
            .values(moved.map((id) => ({ classId: first.id, studentId: id, brandId: brandId, schoolId: school.id })));
        }
        const [course] = await tx
          .insert(courses)
          .values({ brandId: brandId, title: COURSE, subject: 'math', grade: 8, published: true })
          .returning({ id: courses.id });
        if (!course) throw new Error('no course');
        const [chapter] = await tx
          .insert(chapters)
          .values({ courseId: course.id, brandId: brandId, title: 'Bench chapter', sort: 1 })
          .returning({ id: chapters.id });
        if (!chapter) throw new Error('no chapter');
        const made = await tx
          .insert(lessons)
          .values(
            Array.from({ length: LESSONS }, (_, i) => ({
              courseId: course.id,
              chapterId: chapter.id,
              brandId: brandId,
              title: `Bench lesson ${i + 1}`,
              published: true,
              sort: i + 1,
            })),
          )
          .returning({ id: lessons.id });
        const now = Date.now();
        await tx.insert(lessonReleases).values(
          made.map((l, i) => ({
            classId: first.id,
            lessonId: l.id,
            brandId: brandId,
            schoolId: school.id,
            unlockAt: new Date(now - (LESSONS - i) * DAY),
            changedBy: teacher.id,
          })),
        );
        const students = await tx
          .select({ id: classStudents.studentId })
          .from(classStudents)
          .where(and(eq(classStudents.classId, first.id), eq(classStudents.active, true)));
        // Deterministic work: most lessons graded with a score from the pair, every 7th in progress, every 11th not started.
        const work = students.flatMap((s, si) =>
          made.flatMap((l, li) => {
            const k = si * LESSONS + li;
            if (k % 11 === 0) return [];
            const at = new Date(now - (LESSONS - li) * DAY + 3_600_000);
            const graded = k % 7 !== 0;
            return [
              {
                studentId: s.id,
                classId: first.id,
                schoolId: school.id,
                brandId: brandId,
                lessonId: l.id,
                state: graded ? 'graded' : 'in_progress',
                score: graded ? 40 + ((si * 13 + li * 7) % 61) : null,
                timeSpentMs: 300_000 + ((si + li) % 20) * 30_000,
                startedAt: new Date(at.getTime() - 900_000),
                submittedAt: graded ? at : null,
                gradedAt: graded ? at : null,
                updatedAt: at,
              },
            ];
          }),
        );
        for (let i = 0; i < work.length; i += 500) await tx.insert(submissions).values(work.slice(i, i + 500));
      });
      // Fresh statistics, as seed --scale leaves them (PGlite runs no autovacuum).
      await db.execute(sql`analyze submissions, class_students, lesson_releases, lessons`);
    }
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(classStudents)
      .where(and(eq(classStudents.classId, first.id), eq(classStudents.active, true)));
    // Its columns: the grid's 40 and the lessons of the scale work (seed-scale-work.ts) released to the class.
    const [released] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(lessonReleases)
      .where(eq(lessonReleases.classId, first.id));
    console.log(
      JSON.stringify({
        classId: first.id,
        teacher: teacher.username,
        students: count?.n ?? 0,
        lessons: released?.n ?? 0,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
