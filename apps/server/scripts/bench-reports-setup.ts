/**
 * npm run bench, section (i) (scripts/bench/issue11.mjs): gives a database seeded at scale (seed --scale N,
 * N ≥ 43) the reports of issue 11's budget, in the first class of Scale School 0043 (60 students: its own and
 * students moved from the second class, as bench-grid-setup.ts does), taught by its teacher, corrected by the
 * school's first correction teacher:
 * - a year of work: a course of YEAR_LESSONS lessons of 20 exercises (a pool of 400 questions, each with one
 *   or two knowledge points), released over the last 365 days; every student hands in about 23 lessons in 25
 *   (graded, its ability rising through the year), so each has 200 and more graded submissions, ~4 000 answers;
 * - the class report: the latest lesson, 30 questions (single and multiple choice, true/false, fill-in and two
 *   short answers a person corrected), handed in by all 60 the day before, wrong answers mostly wrong the
 *   same way (a favourite wrong option, a sign error) so that "most common wrong answers" has substance.
 * Content is written row by row (with search fields); the work set-wise, in SQL. Idempotent: a second run
 * finds it ready. Prints one JSON line: { scale (the database's handed-in work and the reach of cor0042001),
 * classId, lessonId, teacher, student, students, questions, graded }.
 * Database from DATABASE_URL, else PGlite under DATA_DIR (as the server).
 */
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { selectRows, type Tx } from '../src/db/queries';
import {
  chapters,
  classes,
  classStudents,
  classTeachers,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  questionKnowledgePoints,
  questions,
  schools,
  users,
} from '../src/db/schema';
import { searchFields } from '../src/modules/content';

const STUDENTS = 60;
const YEAR_LESSONS = 220;
const YEAR_EXERCISES = 20;
const POOL = 400;
const REPORT_QUESTIONS = 30;
const COURSE = 'Bench report course (a year)';
const SCHOOL = 'Scale School 0043';
/** The correction teacher whose lists section (i) times (its reach is printed beside them). */
const REACH_OF = 'cor0042001';

type Kind = 'single' | 'multiple' | 'judge' | 'blank' | 'short';

/** Question i of the pool (or of the report lesson): real shape, deterministic. */
function benchQuestion(brandId: number, grade: number, i: number, type: Kind, label: string) {
  const a = 2 + (i % 9);
  const b = 1 + ((i * 7) % 8);
  const f = `$x^2-${a + b}x+${a * b}=0$`;
  const answer = {
    choices: [] as string[],
    judge: null as boolean | null,
    blanks: [] as { accepted: string[]; rules: string[] }[],
    text: '',
  };
  let options: string[] = [];
  let stem = `<p>【${label}】第 ${i + 1} 题：方程 ${f} 的较大根是？</p>`;
  if (type === 'single') {
    options = [`$${Math.max(a, b)}$`, `$${Math.min(a, b)}$`, `$${-Math.max(a, b)}$`, `$${a + b}$`];
    answer.choices = ['A'];
  } else if (type === 'multiple') {
    stem = `<p>【${label}】第 ${i + 1} 题：下列哪些是方程 ${f} 的根？</p>`;
    options = [`$${a}$`, `$${b}$`, `$${-a}$`, `$${a * b}$`];
    answer.choices = ['A', 'B'];
  } else if (type === 'judge') {
    stem = `<p>【${label}】第 ${i + 1} 题：方程 ${f} 的两根之积为 $${a * b}$。</p>`;
    answer.judge = true;
  } else if (type === 'blank') {
    stem = `<p>【${label}】第 ${i + 1} 题：方程 ${f} 的两根之和为 ___1。</p>`;
    answer.blanks = [{ accepted: [String(a + b)], rules: ['trim', 'numeric'] }];
  } else {
    stem = `<p>【${label}】第 ${i + 1} 题：用因式分解法解方程 ${f}，写出过程。</p>`;
    answer.text = `<p>$(x-${a})(x-${b})=0$，所以 $x_1=${a}$，$x_2=${b}$。</p>`;
  }
  return {
    brandId,
    type,
    subject: 'math',
    grade,
    difficulty: 1 + (i % 5),
    stem,
    options,
    answer,
    analysis: `<p>由根与系数的关系：两根之和 $${a + b}$，两根之积 $${a * b}$。</p>`,
    ...searchFields(stem, options),
  };
}

const POOL_TYPES: Kind[] = ['single', 'single', 'multiple', 'judge', 'blank'];
const REPORT_TYPES: Kind[] = [
  ...Array<Kind>(12).fill('single'),
  ...Array<Kind>(4).fill('multiple'),
  ...Array<Kind>(4).fill('judge'),
  ...Array<Kind>(8).fill('blank'),
  'short',
  'short',
];

/** The course: YEAR_LESSONS lessons on the pool, then the report lesson; returns the report lesson's id. */
async function content(tx: Tx, brandId: number, grade: number): Promise<number> {
  const [course] = await tx
    .insert(courses)
    .values({ brandId, title: COURSE, subject: 'math', grade, published: true })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course');
  const [chapter] = await tx
    .insert(chapters)
    .values({ courseId: course.id, brandId, title: 'Bench year', sort: 0 })
    .returning({ id: chapters.id });
  if (!chapter) throw new Error('no chapter');
  const made = await tx
    .insert(lessons)
    .values(
      Array.from({ length: YEAR_LESSONS + 1 }, (_, i) => ({
        courseId: course.id,
        chapterId: chapter.id,
        brandId,
        title: i < YEAR_LESSONS ? `Bench year lesson ${i + 1}` : 'Bench class report lesson (30 questions)',
        content: '<p>课堂练习。</p>',
        published: true,
        sort: i + 1,
      })),
    )
    .returning({ id: lessons.id, sort: lessons.sort });
  const pool = await tx
    .insert(questions)
    .values(
      Array.from({ length: POOL }, (_, i) =>
        benchQuestion(brandId, grade, i, POOL_TYPES[i % POOL_TYPES.length] ?? 'single', '年度练习'),
      ),
    )
    .returning({ id: questions.id });
  const report = await tx
    .insert(questions)
    .values(REPORT_TYPES.map((type, i) => benchQuestion(brandId, grade, POOL + i, type, '课后报告')))
    .returning({ id: questions.id });
  const leaves = await tx
    .select({ id: knowledgePoints.id })
    .from(knowledgePoints)
    .where(
      and(isNotNull(knowledgePoints.parentId), isNull(knowledgePoints.brandId), eq(knowledgePoints.subject, 'math')),
    )
    .orderBy(asc(knowledgePoints.id));
  const kp = (i: number) => leaves[i % leaves.length]?.id ?? 0;
  const links = [...pool, ...report].flatMap((q, i) => [
    { questionId: q.id, knowledgePointId: kp(i) },
    ...(i % 3 === 0 && kp(i * 5 + 3) !== kp(i) ? [{ questionId: q.id, knowledgePointId: kp(i * 5 + 3) }] : []),
  ]);
  if (leaves.length > 0) await tx.insert(questionKnowledgePoints).values(links);
  const exercises = made.flatMap((l) =>
    l.sort <= YEAR_LESSONS
      ? // Exercise j of lesson i: pool[(i·7 + j·20) mod 400], distinct within the lesson.
        Array.from({ length: YEAR_EXERCISES }, (_, j) => ({
          lessonId: l.id,
          questionId: pool[(l.sort * 7 + j * 20) % POOL]?.id ?? 0,
          brandId,
          sort: j + 1,
        }))
      : report.map((q, j) => ({ lessonId: l.id, questionId: q.id, brandId, sort: j + 1 })),
  );
  for (let i = 0; i < exercises.length; i += 1000)
    await tx.insert(lessonExercises).values(exercises.slice(i, i + 1000));
  const last = made.find((l) => l.sort === YEAR_LESSONS + 1);
  if (!last) throw new Error('no report lesson');
  return last.id;
}

/** The class's work, set-wise: releases over the year, submissions, answers, scores. */
async function work(tx: Tx, o: { courseId: number; classId: number; teacherId: number; correctorId: number }) {
  const courseLessons = sql`(select l.id, l.sort from lessons l where l.course_id = ${o.courseId})`;
  // Lesson i of the year opened (365 − i·365/221) days ago; the report lesson yesterday.
  await tx.execute(sql`
    insert into lesson_releases (class_id, lesson_id, brand_id, school_id, unlock_at, changed_by, changed_at)
    select c.id, cl.id, c.brand_id, c.school_id, t.at, ${o.teacherId}::int, t.at
    from classes c cross join ${courseLessons} cl
    cross join lateral (select now() - (365 - (cl.sort - 1) * 364.0 / ${YEAR_LESSONS}::int) * interval '1 day' as at) t
    where c.id = ${o.classId}`);
  // Statistics of what was just written, so that the statements below are planned for its size (a plan made
  // for the tables as they were before made this setup take minutes instead of seconds).
  await tx.execute(sql`analyze lessons, lesson_exercises, questions, lesson_releases, class_students`);
  // h (0-24): 0 not started, 1 in progress, otherwise handed in; the report lesson by everyone.
  await tx.execute(sql`
    insert into submissions (student_id, class_id, school_id, brand_id, lesson_id, state, started_at,
                             submitted_at, graded_at, time_spent_ms, updated_at)
    select cs.student_id, r.class_id, r.school_id, r.brand_id, r.lesson_id, w.state, w.done - interval '35 minutes',
           case when w.state = 'in_progress' then null else w.done end,
           case when w.state = 'in_progress' then null else w.done end,
           600000 + w.h * 30000, w.done
    from lesson_releases r
    join ${courseLessons} cl on cl.id = r.lesson_id
    join class_students cs on cs.class_id = r.class_id and cs.active
    cross join lateral (select (cs.student_id + cl.sort) % 25 as h) x
    cross join lateral (select x.h,
        case when cl.sort > ${YEAR_LESSONS}::int then 'graded' when x.h = 1 then 'in_progress' else 'graded' end as state,
        r.unlock_at + (2 + (cs.student_id * 7 + cl.sort) % 20) * interval '1 hour' as done) w
    where r.class_id = ${o.classId} and (x.h <> 0 or cl.sort > ${YEAR_LESSONS}::int)`);
  await tx.execute(sql`analyze submissions`);
  // Right when the student's ability (rising through the year) beats the question's draw; wrong answers are
  // mostly the same wrong option or value (the favourite distractor), sometimes another.
  const draw = sql`((s.student_id * 37 + q.id * 11 + cl.sort * 3) % 100)`;
  const ok = sql`(${draw} < 45 + s.student_id % 35 + cl.sort / 10)`;
  const favourite = sql`((s.student_id * 11 + q.id) % 10 < 7)`;
  const accepted = sql`(q.answer->'blanks'->0->'accepted'->>0)`;
  const points = sql`(((s.student_id * 3 + q.id) % 21) / 2.0)`;
  await tx.execute(sql`
    insert into answers (submission_id, question_id, response, outcome, credit, updated_at, points, comment,
                         corrected_by, corrected_at)
    select s.id, q.id,
      case q.type
        when 'single' then jsonb_build_object('choices', case when ${ok} then '["A"]'::jsonb
          when ${favourite} then '["C"]'::jsonb else '["B"]'::jsonb end)
        when 'multiple' then jsonb_build_object('choices', case when ${ok} then '["A","B"]'::jsonb
          when ${favourite} then '["A","C"]'::jsonb else '["A"]'::jsonb end)
        when 'judge' then jsonb_build_object('judge', ${ok})
        when 'blank' then jsonb_build_object('blanks', jsonb_build_array(case when ${ok} then ${accepted}
          when ${favourite} then '-' || ${accepted} else (${accepted}::int + 1)::text end))
        else jsonb_build_object('text', case when ${ok} then '因式分解得 (x-a)(x-b)=0，两根为 a 和 b。' else '直接开平方。' end)
      end,
      case when q.type = 'short' then case when ${points} >= 10 then 'correct' when ${points} > 0 then 'partial' else 'wrong' end
           when ${ok} then 'correct' else 'wrong' end,
      case when q.type = 'short' then ${points} / 10 when ${ok} then 1 else 0 end,
      coalesce(s.submitted_at, s.started_at + interval '20 minutes'),
      case when q.type = 'short' then ${points} end,
      case when q.type = 'short' and ${points} < 6 then '过程不完整：写出因式分解的每一步。' else '' end,
      case when q.type = 'short' then ${o.correctorId}::int end,
      case when q.type = 'short' then s.submitted_at + interval '3 hours' end
    from submissions s
    join ${courseLessons} cl on cl.id = s.lesson_id
    join lesson_exercises le on le.lesson_id = s.lesson_id
    join questions q on q.id = le.question_id
    where s.class_id = ${o.classId} and (s.state <> 'in_progress' or le.sort <= ${YEAR_EXERCISES / 2}::int)`);
  await tx.execute(sql`
    update submissions s set score = round((1000 * a.mean)::numeric) / 10,
      version = case when cl.sort > ${YEAR_LESSONS}::int then 1 else 0 end,
      graded_at = case when cl.sort > ${YEAR_LESSONS}::int then s.submitted_at + interval '3 hours' else s.graded_at end
    from (select an.submission_id, avg(an.credit) as mean from answers an
          join submissions s2 on s2.id = an.submission_id and s2.class_id = ${o.classId}
          join ${courseLessons} l2 on l2.id = s2.lesson_id
          group by an.submission_id) a,
         ${courseLessons} cl
    where s.id = a.submission_id and cl.id = s.lesson_id and s.class_id = ${o.classId} and s.state = 'graded'`);
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const db = database.db;
  try {
    const [school] = await db.select().from(schools).where(eq(schools.name, SCHOOL));
    if (!school?.brandId) throw new Error(`no ${SCHOOL}: seed with --scale 43 or more first`);
    const brandId = school.brandId;
    const [first, second] = await db
      .select({ id: classes.id, grade: classes.grade })
      .from(classes)
      .where(eq(classes.schoolId, school.id))
      .orderBy(asc(classes.id))
      .limit(2);
    if (!first || !second) throw new Error(`${SCHOOL} has fewer than two classes`);
    const [teacher] = await db
      .select({ id: users.id, username: users.username })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.teacherId))
      .where(eq(classTeachers.classId, first.id))
      .orderBy(asc(users.id))
      .limit(1);
    const [corrector] = await selectRows<{ id: number }>(
      db,
      sql`select cc.corrector_id as id from class_correctors cc where cc.class_id = ${first.id} order by 1 limit 1`,
    );
    if (!teacher || !corrector) throw new Error('the class has no teacher or no correction teacher');

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
        const moved = (
          await tx
            .select({ id: classStudents.studentId })
            .from(classStudents)
            .where(and(eq(classStudents.classId, second.id), eq(classStudents.active, true)))
            .orderBy(asc(classStudents.studentId))
            .limit(Math.max(0, STUDENTS - own.length))
        ).map((r) => r.id);
        if (moved.length > 0) {
          await tx
            .update(classStudents)
            .set({ active: false })
            .where(and(eq(classStudents.classId, second.id), inArray(classStudents.studentId, moved)));
          await tx
            .insert(classStudents)
            .values(moved.map((id) => ({ classId: first.id, studentId: id, brandId, schoolId: school.id })));
        }
        await content(tx, brandId, first.grade);
        const [course] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.title, COURSE), eq(courses.brandId, brandId)));
        if (!course) throw new Error('no course');
        await work(tx, { courseId: course.id, classId: first.id, teacherId: teacher.id, correctorId: corrector.id });
      });
      // Fresh statistics, as seed --scale leaves them (PGlite runs no autovacuum).
      await db.execute(
        sql`analyze submissions, answers, class_students, lesson_releases, lessons, lesson_exercises, questions`,
      );
    }
    const [figures] = await selectRows<{ lessonId: number; student: string; students: number; graded: number }>(
      db,
      sql`select
        (select l.id from lessons l join courses co on co.id = l.course_id
          where co.title = ${COURSE} and co.brand_id = ${brandId} order by l.sort desc limit 1) as "lessonId",
        (select u.username from class_students cs join users u on u.id = cs.student_id
          where cs.class_id = ${first.id} and cs.active and u.role_type = ${RoleType.student}
          order by u.id limit 1) as student,
        (select count(*)::int from class_students cs where cs.class_id = ${first.id} and cs.active) as students,
        (select count(*)::int from submissions s join users u on u.id = s.student_id
          where s.class_id = ${first.id} and s.state = 'graded'
            and u.id = (select min(cs.student_id) from class_students cs where cs.class_id = ${first.id} and cs.active)) as graded`,
    );
    // What section (i) measures on: the scale work (seed-scale-work.ts) and the reach of its correction teacher.
    const [scale] = await selectRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from answers an join submissions s on s.id = an.submission_id
          where s.state <> 'in_progress') as answers,
        (select count(*)::int from submissions s where s.state <> 'in_progress') as "handedIn",
        (select count(*)::int from submissions) as submissions,
        (select count(distinct s.student_id)::int from submissions s where s.state <> 'in_progress') as students`,
    );
    const [reach] = await selectRows<Record<string, number>>(
      db,
      sql`select count(distinct s.student_id)::int as students, count(*)::int as work,
          count(*) filter (where s.state = 'submitted')::int as waiting
        from submissions s join users me on me.username = ${REACH_OF}
        where (s.state = 'submitted' or (s.state = 'graded' and s.version > 0)) and s.brand_id = me.brand_id
          and (s.class_id in (select cc.class_id from class_correctors cc where cc.corrector_id = me.id)
            or s.student_id in (select sl.student_id from support_links sl
                                where sl.staff_id = me.id and sl.kind = 'correction'))`,
    );
    console.log(
      JSON.stringify({
        scale: { ...scale, reach },
        classId: first.id,
        lessonId: Number(figures?.lessonId),
        teacher: teacher.username,
        student: figures?.student,
        students: figures?.students,
        questions: REPORT_QUESTIONS,
        graded: figures?.graded,
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
