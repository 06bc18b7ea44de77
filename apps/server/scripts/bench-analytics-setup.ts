/**
 * npm run bench, section (k) (scripts/bench/analytics.mjs): the precision-learning aggregates of a database
 * seeded at scale (seed --scale N), and what the section needs to hand in new work.
 * - Counts every graded submission not yet counted (the analytics sweep, modules/analytics sweepAnalytics):
 *   when the bench's cache is built this is the whole seeded history (~970 000 submissions at N=250), so the
 *   cache holds the aggregates as a server that had counted them all along would; later runs (each copy of the
 *   cache, after bench-grid-setup.ts) find only the grid's work, and a PostgreSQL database kept between runs
 *   only what the last run handed in.
 * - Picks the lag batch: LAG_STUDENTS students of the measured school (Scale School 0042, or below 42 schools
 *   the last one of the default brand: every fifth is acme's, whose people sign in at another address) with a released practice lesson they have not handed in (seed-scale-practice.ts), its
 *   exercises and right answers, and how many knowledge-point attempts the batch adds to the school's figures.
 * Prints one JSON line: { counted, countMs, answers, graded, counts of the aggregate rows, school, schoolAdmin,
 * lag: { students, lessons, answers (per lesson), attempts } }.
 * Database from DATABASE_URL, else PGlite under DATA_DIR (as the server).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { selectRows } from '../src/db/queries';
import { sweepAnalytics } from '../src/modules/analytics';
import { SCALE_PRACTICE_PREFIX } from './seed/seed-scale-practice';
import { SCALE_SCHOOL_PREFIX } from './seed/seed-scale';

const LAG_STUDENTS = 50;
const MEASURED_SCHOOL = 42;

interface Key {
  choices?: string[];
  judge?: boolean | null;
  blanks?: { accepted: string[] }[];
}

/** The right response to an auto-graded exercise, from its key. */
function rightResponse(type: string, key: Key): Record<string, unknown> {
  if (type === 'judge') return { judge: key.judge === true };
  if (type === 'blank') return { blanks: (key.blanks ?? []).map((b) => b.accepted[0] ?? '') };
  return { choices: key.choices ?? [] };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const db = database.db;
  try {
    const started = Date.now();
    const counted = await sweepAnalytics(db);
    const countMs = Date.now() - started;
    // Fresh statistics and visibility map after counting a history (PGlite runs no autovacuum); a few new
    // rows (a copy's grid work) need only the aggregates' statistics.
    if (counted >= 10_000) await db.execute(sql`vacuum analyze`);
    else if (counted > 0) {
      await db.execute(
        sql`analyze analytics_counted, analytics_class_kp, analytics_class_kp_week, analytics_student_kp,
          analytics_class_question, analytics_class_subject, analytics_brand_kp_week, analytics_brand_question`,
      );
    }

    const [figures] = await selectRows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from answers) as answers,
        (select count(*)::int from submissions where state = 'graded') as graded,
        (select count(*)::int from analytics_counted) as ledger,
        (select count(*)::int from analytics_class_kp) as "classKp",
        (select count(*)::int from analytics_class_kp_week) as "classKpWeek",
        (select count(*)::int from analytics_student_kp) as "studentKp",
        (select count(*)::int from analytics_class_question) as "classQuestion",
        (select count(*)::int from analytics_class_subject) as "classSubject",
        (select count(*)::int from analytics_brand_kp_week) as "brandKpWeek",
        (select count(*)::int from analytics_brand_question) as "brandQuestion"`,
    );
    const [school] = await selectRows<{ id: number; no: number }>(
      db,
      sql`select id, right(name, 4)::int as no from schools where name like ${`${SCALE_SCHOOL_PREFIX}%`}
          and right(name, 4)::int <= ${MEASURED_SCHOOL}::int and right(name, 4)::int % 5 <> 0
          order by name desc limit 1`,
    );
    if (!school) throw new Error('no scale school: seed with --scale N first');
    const no = String(school.no).padStart(4, '0');
    // One open practice lesson per student (its latest), students in username order.
    const batch = await selectRows<{ username: string; lessonId: number }>(
      db,
      sql`select distinct on (u.username) u.username, l.id as "lessonId"
          from class_students cs
          join users u on u.id = cs.student_id and u.deleted_at is null
          join lesson_releases r on r.class_id = cs.class_id and r.unlock_at <= now()
          join lessons l on l.id = r.lesson_id
          join courses co on co.id = l.course_id and co.title like ${`${SCALE_PRACTICE_PREFIX}%`}
          where cs.school_id = ${school.id} and cs.active
            and not exists (select 1 from submissions s where s.student_id = cs.student_id and s.class_id = cs.class_id
                              and s.lesson_id = l.id)
          order by u.username, l.sort desc limit ${LAG_STUDENTS}`,
    );
    const lessonIds = [...new Set(batch.map((b) => Number(b.lessonId)))];
    const exercises =
      lessonIds.length === 0
        ? []
        : await selectRows<{ lessonId: number; questionId: number; type: string; answer: Key; kps: number }>(
            db,
            sql`select le.lesson_id as "lessonId", q.id as "questionId", q.type, q.answer,
                  (select count(*)::int from question_knowledge_points qk where qk.question_id = q.id) as kps
                from lesson_exercises le join questions q on q.id = le.question_id
                where le.lesson_id = any(${`{${lessonIds.join(',')}}`}::int[]) order by le.lesson_id, le.sort`,
          );
    const answers: Record<string, { questionId: number; response: Record<string, unknown> }[]> = {};
    const kpsOf: Record<string, number> = {};
    for (const e of exercises) {
      const id = String(e.lessonId);
      const list = answers[id] ?? [];
      list.push({ questionId: Number(e.questionId), response: rightResponse(e.type, e.answer) });
      answers[id] = list;
      kpsOf[id] = (kpsOf[id] ?? 0) + Number(e.kps);
    }
    const attempts = batch.reduce((sum, b) => sum + (kpsOf[String(b.lessonId)] ?? 0), 0);
    console.log(
      JSON.stringify({
        counted,
        countMs,
        ...figures,
        school: school.id,
        schoolAdmin: `adm${no}001`,
        lag: {
          students: batch.map((b) => ({ username: b.username, lessonId: Number(b.lessonId) })),
          answers,
          attempts,
        },
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
