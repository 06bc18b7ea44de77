import { type SQL, sql } from 'drizzle-orm';
import { ANSWER_POINTS_MAX, RoleType } from '@edu/shared';
import { searchFields } from '../../src/modules/content';
import { selectRows, type Tx } from '../../src/db/queries';
import { SCALE_GRADE_NAMES as GRADE_NAMES, seedScaleCourses } from './seed-scale-content';

/**
 * The handed-in work of `seed --scale N` (issue 11's correction lists at scale; seed-scale.ts calls it in its
 * transaction, after the schools, people and classes): per brand a mathematics course per grade (7-9) of
 * SCALE_WORK.lessons lessons with SCALE_WORK.questions exercises each; per class the first 1-3 lessons of its
 * grade's course released a week apart, the latest one homework; every student's work on them (about 9 in
 * 10 handed in, 1 in 20 in progress, 1 in 20 not started) with its answers, graded as the submit and the
 * correction teachers leave them. Odd lessons end with a short answer: most are corrected by the class's
 * correction teacher (points, version 1), the latest lesson's mostly wait, and an old backlog waits too.
 * Two correction teachers per school (`cor<school><1|2>`): each corrects for half of the school's classes
 * (class_correctors) and is linked (support links of kind correction) to 40 students of the other half, as
 * the demo corrector is. At N=250: ~1 440 000 answers of 180 000 handed-in submissions (1 150 000 answers,
 * 144 000 submissions of 78 660 students in the default brand), 43 000 of them waiting for a person.
 * Content (576 questions) is written row by row with its search fields; the work set-wise, in SQL.
 * Deterministic: the same N gives the same rows (dates are relative to the seeding time).
 */

export const SCALE_WORK = {
  lessons: 12,
  questions: 8,
  /** released lessons of class c (1-10) of school no: 1 + (no + c) % 3 */
  maxReleased: 3,
  correctorsPerSchool: 2,
  linkedPerCorrector: 40,
} as const;

/** Scale courses are recognised by this title prefix (then the grade). */
export const SCALE_COURSE_PREFIX = '规模练习 · ';
/** Exercise types by position (1-8); the eighth is a short answer in odd lessons, a fill-in otherwise. */
const TYPES = ['single', 'single', 'single', 'multiple', 'judge', 'blank', 'blank'] as const;
const TOPICS = ['一元二次方程', '二次根式', '分式', '一次函数', '反比例函数', '勾股定理'];

type WorkType = (typeof TYPES)[number] | 'short';

/** Exercise `position` (1-8) of lesson `lessonNo` of the course of `grade`. */
function workQuestion(brandId: number, grade: number, lessonNo: number, position: number) {
  const type: WorkType = TYPES[position - 1] ?? (lessonNo % 2 === 1 ? 'short' : 'blank');
  const a = 2 + ((lessonNo * 3 + position) % 7);
  const b = 1 + ((lessonNo * 5 + position * 7) % 9);
  const topic = TOPICS[(lessonNo + position) % TOPICS.length] ?? '方程';
  const f = `$x^2-${a + b}x+${a * b}=0$`;
  const answer = {
    choices: [] as string[],
    judge: null as boolean | null,
    blanks: [] as { accepted: string[]; rules: string[] }[],
    text: '',
  };
  let options: string[] = [];
  let stem = `<p>【${GRADE_NAMES[grade]}年级·第 ${lessonNo} 课·${topic}】第 ${position} 题：方程 ${f} 的解是？</p>`;
  if (type === 'single' || type === 'multiple') {
    options = [`$${a}$`, `$${b}$`, `$${a + b}$`, `$${-a}$`];
    answer.choices = type === 'single' ? [['A', 'B', 'C', 'D'][(lessonNo + position) % 4] ?? 'A'] : ['A', 'B'];
  } else if (type === 'judge') {
    stem = `<p>【${GRADE_NAMES[grade]}年级·第 ${lessonNo} 课·${topic}】判断：方程 ${f} 的两根之和为 $${a + b}$。</p>`;
    answer.judge = true;
  } else if (type === 'blank') {
    stem = `<p>【${GRADE_NAMES[grade]}年级·第 ${lessonNo} 课·${topic}】方程 ${f} 的两根之积为 ___1。</p>`;
    answer.blanks = [{ accepted: [String(a * b)], rules: ['trim', 'numeric'] }];
  } else {
    stem = `<p>【${GRADE_NAMES[grade]}年级·第 ${lessonNo} 课·${topic}】用配方法解方程 ${f}，写出完整过程。</p>`;
    answer.text = `<p>配方得 $(x-\\frac{${a + b}}{2})^2=\\frac{${(a - b) ** 2}}{4}$，所以 $x_1=${a}$，$x_2=${b}$。</p>`;
  }
  return {
    brandId,
    type,
    subject: 'math',
    grade,
    difficulty: 1 + ((lessonNo + position) % 5),
    stem,
    options,
    answer,
    analysis: `<p>本题考查${topic}：由根与系数的关系，两根之和为 $${a + b}$，两根之积为 $${a * b}$。</p>`,
    ...searchFields(stem, options),
  };
}

/** The courses, lessons and exercises of the scale work, for every brand with scale schools. */
function seedWorkContent(tx: Tx, brandIds: readonly number[]): Promise<void> {
  return seedScaleCourses(tx, brandIds, {
    prefix: SCALE_COURSE_PREFIX,
    description: '规模数据：每周一课的课堂练习与作业。',
    chapterTitle: '第一章 一元二次方程',
    lessons: SCALE_WORK.lessons,
    lessonTitle: (no) => `第 ${no} 课 一元二次方程（${no}）`,
    lessonContent: (no) => `<p>第 ${no} 课：复习上节内容，完成课堂练习。</p>`,
    questions: SCALE_WORK.questions,
    question: workQuestion,
    links: (questionIds, lessonNo, _grade, kps) =>
      questionIds.map((questionId, p) => ({
        questionId,
        knowledgePointId: kps[(lessonNo * 3 + p) % kps.length]?.id ?? 0,
      })),
    what: '',
  });
}

/**
 * The scale work of the schools `sch` (id, brand_id, no): correction teachers and their reach, releases,
 * homework, submissions and answers. `ordinal` reads the 3-digit ordinal of `u.username`.
 */
export async function seedScaleWork(tx: Tx, sch: SQL, ordinal: SQL, passwordHash: string): Promise<void> {
  const { correctorsPerSchool, linkedPerCorrector } = SCALE_WORK;
  const classesPerCorrector = 10 / correctorsPerSchool;

  // Correction teachers: cor<school 4 digits><ordinal 3 digits>, phones 134….
  await tx.execute(sql`
    insert into users (username, password_hash, name, role_type, brand_id, school_id, phone)
    select 'cor' || lpad(s.no::text, 4, '0') || lpad(k::text, 3, '0'), ${passwordHash},
           '批改' || (array['王', '李', '张', '刘', '陈'])[1 + (s.no + k) % 5] || '老师',
           ${RoleType.correctionTeacher}, s.brand_id, s.id, '134' || lpad((s.no * 1000 + k)::text, 8, '0')
    from ${sch} s cross join generate_series(1, ${correctorsPerSchool}::int) k
    order by s.no, k`);
  // The school's classes numbered 1-10 (their insertion order), and who corrects for them.
  const scaleClasses = sql`(select cl.id, cl.school_id, cl.brand_id, cl.grade, cl.head_teacher_id, s.no,
      row_number() over (partition by cl.school_id order by cl.id)::int as c
    from classes cl join ${sch} s on s.id = cl.school_id)`;
  await tx.execute(sql`
    insert into class_correctors (class_id, corrector_id, brand_id)
    select k.id, u.id, k.brand_id
    from ${scaleClasses} k
    join users u on u.school_id = k.school_id and u.role_type = ${RoleType.correctionTeacher}
      and ${ordinal} = 1 + (k.c - 1) / ${classesPerCorrector}::int`);
  // Linked: the first students (by ordinal) of the classes the corrector does not correct for.
  await tx.execute(sql`
    insert into support_links (staff_id, student_id, kind, brand_id)
    select h.id, st.id, 'correction', st.brand_id
    from ${sch} s
    join users h on h.school_id = s.id and h.role_type = ${RoleType.correctionTeacher}
    join users st on st.school_id = s.id and st.role_type = ${RoleType.student}
    where (case when right(st.username, 3) ~ '^[0-9]{3}$' then right(st.username, 3)::int end)
            <= ${linkedPerCorrector * correctorsPerSchool}::int
      and 1 + ((case when right(st.username, 3) ~ '^[0-9]{3}$' then right(st.username, 3)::int end) - 1) % 10
            / ${classesPerCorrector}::int <> (case when right(h.username, 3) ~ '^[0-9]{3}$' then right(h.username, 3)::int end)`);

  const brandRows = await selectRows<{ brandId: number }>(
    tx,
    sql`select distinct s.brand_id as "brandId" from ${sch} s order by 1`,
  );
  await seedWorkContent(
    tx,
    brandRows.map((r) => Number(r.brandId)),
  );
  // Statistics of what was just written (schools, people, classes, content), so that the statements below
  // are planned for its size rather than for the tables as they were before.
  await tx.execute(
    sql`analyze users, classes, class_students, class_correctors, courses, lessons, lesson_exercises, questions`,
  );
  const workLessons = sql`(select l.id, l.sort, co.brand_id, co.grade from lessons l
    join courses co on co.id = l.course_id where co.title like ${`${SCALE_COURSE_PREFIX}%`})`;
  const released = sql`(1 + (k.no + k.c) % ${SCALE_WORK.maxReleased}::int)`;

  // Releases a week apart, the latest three days ago; the latest is homework due two days after it opened.
  await tx.execute(sql`
    insert into lesson_releases (class_id, lesson_id, brand_id, school_id, unlock_at, changed_by, changed_at)
    select k.id, wl.id, k.brand_id, k.school_id, t.at, k.head_teacher_id, t.at
    from ${scaleClasses} k
    join ${workLessons} wl on wl.brand_id = k.brand_id and wl.grade = k.grade and wl.sort <= ${released}
    cross join lateral (select now() - ((${released} - wl.sort) * 7 + 3) * interval '1 day' as at) t`);
  await tx.execute(sql`
    insert into assignments (class_id, school_id, brand_id, lesson_id, due_at, source, question_ids, note,
                             assigned_by, assigned_at, updated_at)
    select k.id, k.school_id, k.brand_id, wl.id, r.unlock_at + interval '2 days', 'lesson',
           (select jsonb_agg(le.question_id order by le.sort) from lesson_exercises le where le.lesson_id = wl.id),
           '本周作业：请按时完成，简答题写出过程。', k.head_teacher_id, r.unlock_at, r.unlock_at
    from ${scaleClasses} k
    join ${workLessons} wl on wl.brand_id = k.brand_id and wl.grade = k.grade and wl.sort = ${released}
    join lesson_releases r on r.class_id = k.id and r.lesson_id = wl.id`);

  // The students' work: h (0-19) picks it; odd lessons (with a short answer) wait or are corrected.
  await tx.execute(sql`
    insert into submissions (student_id, class_id, school_id, brand_id, lesson_id, state, started_at,
                             submitted_at, graded_at, time_spent_ms, updated_at, version)
    select w.student_id, w.class_id, w.school_id, w.brand_id, w.lesson_id, w.state, w.started_at,
           w.submitted_at, w.graded_at, 300000 + w.h * 45000,
           coalesce(w.graded_at, w.submitted_at, w.started_at), case when w.corrected then 1 else 0 end
    from (
      select v.*, case when v.h = 1 then 'in_progress' when v.waits then 'submitted' else 'graded' end as state,
             v.done_at - interval '40 minutes' as started_at,
             case when v.h = 1 then null else v.done_at end as submitted_at,
             case when v.h = 1 or v.waits then null
                  when v.has_short then least(v.done_at + interval '20 hours', now()) else v.done_at end as graded_at,
             (v.h <> 1 and v.has_short and not v.waits) as corrected
      from (
        select cs.student_id, k.id as class_id, k.school_id, k.brand_id, wl.id as lesson_id, r.unlock_at,
               (cs.student_id * 31 + wl.sort * 17) % 20 as h, wl.sort % 2 = 1 as has_short,
               r.unlock_at + ((cs.student_id * 31 + wl.sort * 17) % 20 * 7 % 60 + 2) * interval '1 hour' as done_at,
               wl.sort % 2 = 1 and ((wl.sort = ${released} and (cs.student_id * 31 + wl.sort * 17) % 20 % 3 <> 0)
                 or (cs.student_id * 31 + wl.sort * 17) % 20 % 11 = 0) as waits
        from ${scaleClasses} k
        join lesson_releases r on r.class_id = k.id
        join ${workLessons} wl on wl.id = r.lesson_id
        join class_students cs on cs.class_id = k.id and cs.active
      ) v
      where v.h <> 0
    ) w`);

  await tx.execute(sql`analyze lesson_releases, assignments, submissions`);
  // Answers: right for 6-9 students in 10 by question (the student's ability), wrong the same way otherwise;
  // in progress only the first half is answered. Short answers wait, or carry the corrector's points.
  const ok = sql`((s.student_id * 7 + q.id * 13) % 10 < 6 + s.student_id % 4)`;
  const points = sql`(((s.student_id * 3 + q.id) % 21) / 2.0)`;
  const corrected = sql`(q.type = 'short' and s.version > 0)`;
  await tx.execute(sql`
    insert into answers (submission_id, question_id, response, outcome, credit, updated_at, points, comment,
                         corrected_by, corrected_at)
    select s.id, q.id,
      case q.type
        when 'single' then jsonb_build_object('choices', case when ${ok} then q.answer->'choices'
          else jsonb_build_array(case when q.answer->'choices'->>0 = 'A' then 'B' else 'A' end) end)
        when 'multiple' then jsonb_build_object('choices', case when ${ok} then q.answer->'choices' else '["A"]'::jsonb end)
        when 'judge' then jsonb_build_object('judge', ${ok} = (q.answer->>'judge')::boolean)
        when 'blank' then jsonb_build_object('blanks', jsonb_build_array(case when ${ok}
          then q.answer->'blanks'->0->'accepted'->>0 else '-' || (q.answer->'blanks'->0->'accepted'->>0) end))
        else jsonb_build_object('text', case when ${ok} then '配方：先移项，再两边同加一次项系数一半的平方，开平方得两根。'
          else '移项后直接开平方。' end)
      end,
      case when ${corrected} then case when ${points} >= ${ANSWER_POINTS_MAX} then 'correct' when ${points} > 0 then 'partial' else 'wrong' end
           when q.type = 'short' then 'pending' when ${ok} then 'correct' else 'wrong' end,
      case when ${corrected} then ${points} / ${ANSWER_POINTS_MAX} when q.type <> 'short' and ${ok} then 1 else 0 end,
      coalesce(s.submitted_at, s.started_at + interval '20 minutes'),
      case when ${corrected} then ${points} end,
      case when ${corrected} and ${points} < 6 then '步骤不完整：请写出配方的每一步。' else '' end,
      case when ${corrected} then (select min(cc.corrector_id) from class_correctors cc where cc.class_id = s.class_id) end,
      case when ${corrected} then s.graded_at end
    from submissions s
    join ${workLessons} wl on wl.id = s.lesson_id
    join lesson_exercises le on le.lesson_id = s.lesson_id
    join questions q on q.id = le.question_id
    where s.state <> 'in_progress' or le.sort <= ${SCALE_WORK.questions / 2}::int`);
  // Graded work's score: the mean credit × 100, one decimal (learning's scoreOf).
  await tx.execute(sql`
    update submissions s set score = round((1000 * a.mean)::numeric) / 10
    from (select an.submission_id, avg(an.credit) as mean from answers an
          join submissions s2 on s2.id = an.submission_id
          join ${workLessons} wl on wl.id = s2.lesson_id
          where s2.state = 'graded' group by an.submission_id) a
    where s.id = a.submission_id`);
}
