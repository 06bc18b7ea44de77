import { type SQL, sql } from 'drizzle-orm';
import { searchFields } from '../../src/modules/content';
import { selectRows, type Tx } from '../../src/db/queries';
import { SCALE_GRADE_NAMES as GRADE_NAMES, seedScaleCourses } from './seed-scale-content';

/**
 * Graded practice history of `seed --scale N` (issue 12's precision-learning figures at scale; seed-scale.ts
 * calls it in its transaction, after the handed-in work of seed-scale-work.ts): per brand a weekly practice
 * course per grade (7-9) of SCALE_PRACTICE.weeks lessons of SCALE_PRACTICE.questions auto-graded exercises
 * (single and multiple choice, true/false, fill-in: no short answer, so nothing waits for a person); per class
 * lesson w released on the Monday of the w-th of the last SCALE_PRACTICE.weeks ISO weeks (all before the
 * current one), handed in that week by about 2 students in 3 (the abler more often) and graded at once.
 * Whether an answer is right follows a deterministic ability × item model (a three-parameter logistic curve):
 * each student has an ability (with a class effect and a little growth over the weeks), each question a
 * difficulty (from its difficulty 1-5), a discrimination (1 in 12 flawed: its answers go slightly against the
 * ability, so its point-biserial is low) and a guessing floor by type, so facility and discrimination vary from
 * question to question. Wrong answers are
 * mostly wrong the same way (a favourite distractor, a sign error), so distractor counts have structure.
 * At N=250: ~4 000 000 answers of ~790 000 submissions (with the work, ~5 600 000 answers in all).
 * Content (180 questions) is written row by row with its search fields; the work set-wise, in SQL, a week at a
 * time. Deterministic: the same N gives the same rows (dates are relative to the seeding time).
 */

export const SCALE_PRACTICE = {
  /** ISO weeks of practice, one lesson each, ending with the week before the current one */
  weeks: 12,
  questions: 5,
  /** mean share of a class's students handing in a week's practice (0.56-0.76 by ability) */
  participation: 0.66,
} as const;

/** Practice courses are recognised by this title prefix (then the grade). */
export const SCALE_PRACTICE_PREFIX = '规模周练 · ';
/** Exercise types by position (1-5). */
const TYPES = ['single', 'single', 'multiple', 'judge', 'blank'] as const;
const TOPICS = ['一元二次方程', '根的判别式', '根与系数的关系', '一次函数', '二次函数', '勾股定理', '分式'];

/** Exercise `position` (1-5) of the practice of week `weekNo` of the course of `grade`. */
function practiceQuestion(brandId: number, grade: number, weekNo: number, position: number) {
  const type = TYPES[position - 1] ?? 'single';
  const a = 1 + ((weekNo * 5 + position * 3 + grade) % 9);
  const b = 2 + ((weekNo * 7 + position * 5) % 8);
  const topic = TOPICS[(weekNo * 2 + position) % TOPICS.length] ?? '方程';
  const label = `${GRADE_NAMES[grade]}年级·第 ${weekNo} 周练习·${topic}`;
  const f = `$x^2-${a + b}x+${a * b}=0$`;
  const answer = {
    choices: [] as string[],
    judge: null as boolean | null,
    blanks: [] as { accepted: string[]; rules: string[] }[],
    text: '',
  };
  let options: string[] = [];
  let stem = `<p>【${label}】第 ${position} 题：方程 ${f} 的一个根是？</p>`;
  if (type === 'single') {
    const key = (weekNo + position * 3) % 4;
    const wrong = [`$${a + b}$`, `$${-a}$`, `$${a * b}$`];
    options = Array.from({ length: 4 }, (_, i) => (i === key ? `$${a}$` : (wrong[(i + 4 - key - 1) % 4] ?? '$0$')));
    answer.choices = [['A', 'B', 'C', 'D'][key] ?? 'A'];
  } else if (type === 'multiple') {
    stem = `<p>【${label}】第 ${position} 题：下列哪些是方程 ${f} 的根？</p>`;
    options = [`$${a}$`, `$${b}$`, `$${-a}$`, `$${a * b}$`];
    answer.choices = ['A', 'B'];
  } else if (type === 'judge') {
    const truth = (weekNo + grade) % 3 !== 0;
    stem = `<p>【${label}】判断：方程 ${f} 的两根之和为 $${truth ? a + b : a * b}$。</p>`;
    answer.judge = truth;
  } else {
    stem = `<p>【${label}】方程 ${f} 的两根之积为 ___1。</p>`;
    answer.blanks = [{ accepted: [String(a * b)], rules: ['trim', 'numeric'] }];
  }
  return {
    brandId,
    type,
    subject: 'math',
    grade,
    difficulty: 1 + ((weekNo * 3 + position * 2 + grade) % 5),
    stem,
    options,
    answer,
    analysis: `<p>本题考查${topic}：两根之和为 $${a + b}$，两根之积为 $${a * b}$。</p>`,
    ...searchFields(stem, options),
  };
}

/** The practice courses, lessons and exercises, for every brand with scale schools. */
function seedPracticeContent(tx: Tx, brandIds: readonly number[]): Promise<void> {
  return seedScaleCourses(tx, brandIds, {
    prefix: SCALE_PRACTICE_PREFIX,
    description: '规模数据：每周一次的课后练习，自动批改。',
    chapterTitle: '每周练习',
    lessons: SCALE_PRACTICE.weeks,
    lessonTitle: (no) => `第 ${no} 周练习`,
    lessonContent: (no) => `<p>第 ${no} 周练习：巩固本周所学。</p>`,
    questions: SCALE_PRACTICE.questions,
    question: practiceQuestion,
    // One knowledge point each, every third question two (it counts under both).
    links: (questionIds, weekNo, grade, kps) =>
      questionIds.flatMap((questionId, p) => {
        const i = (weekNo * 5 + p + grade * 3) % kps.length;
        const first = kps[i]?.id ?? 0;
        const second = kps[(i + 7) % kps.length]?.id ?? 0;
        return (weekNo + p) % 3 === 0 && second !== first
          ? [
              { questionId, knowledgePointId: first },
              { questionId, knowledgePointId: second },
            ]
          : [{ questionId, knowledgePointId: first }];
      }),
    what: 'practice ',
  });
}

/** A uniform draw in [0, 1) from an integer expression and a salt (PostgreSQL's hashint8: fast, deterministic). */
const draw = (x: SQL, salt: number) =>
  sql`((hashint8((${x})::bigint * 7919 + ${salt}::int) & 2147483647)::float8 / 2147483648.0)`;

/**
 * Practice of the scale schools `sch` (id, brand_id, no): releases, graded submissions with their scores, and
 * their answers, set-wise.
 */
export async function seedScalePractice(tx: Tx, sch: SQL): Promise<void> {
  const brandRows = await selectRows<{ brandId: number }>(
    tx,
    sql`select distinct s.brand_id as "brandId" from ${sch} s order by 1`,
  );
  await seedPracticeContent(
    tx,
    brandRows.map((r) => Number(r.brandId)),
  );
  await tx.execute(sql`analyze courses, lessons, lesson_exercises, questions, question_knowledge_points`);
  const { weeks } = SCALE_PRACTICE;
  const practiceLessons = sql`(select l.id, l.sort, co.brand_id, co.grade from lessons l
    join courses co on co.id = l.course_id where co.title like ${`${SCALE_PRACTICE_PREFIX}%`})`;
  const scaleClasses = sql`(select cl.id, cl.school_id, cl.brand_id, cl.grade, cl.head_teacher_id
    from classes cl join ${sch} s on s.id = cl.school_id)`;
  // Week w's Monday (UTC): the current ISO week's Monday less (weeks + 1 - w) weeks.
  const monday = (w: SQL) =>
    sql`((date_trunc('week', now() at time zone 'UTC') at time zone 'UTC') - (${weeks + 1}::int - ${w}) * interval '7 days')`;

  await tx.execute(sql`
    insert into lesson_releases (class_id, lesson_id, brand_id, school_id, unlock_at, changed_by, changed_at)
    select k.id, pl.id, k.brand_id, k.school_id, ${monday(sql`pl.sort`)} + interval '8 hours', k.head_teacher_id,
           ${monday(sql`pl.sort`)}
    from ${scaleClasses} k join ${practiceLessons} pl on pl.brand_id = k.brand_id and pl.grade = k.grade`);

  // The model. θ: the student's ability (-1.5..1.5) + the class's (-0.5..0.5) + growth over the weeks.
  const theta = (student: SQL, klass: SQL, week: SQL) =>
    sql`((${draw(student, 1)} - 0.5) * 3.0 + (${draw(klass, 2)} - 0.5) + 0.04 * (${week} - 6))`;
  // Item: difficulty b, discrimination a (1 in 12 flawed: negative), guessing floor c by type.
  const b = sql`((q.difficulty - 3) * 0.5 + (${draw(sql`q.id`, 3)} - 0.5) * 0.8)`;
  const a = sql`(case when ${draw(sql`q.id`, 4)} < 0.08 then -0.4 else 0.3 + 1.7 * ${draw(sql`q.id`, 5)} end)`;
  const c = sql`(case q.type when 'single' then 0.2 when 'multiple' then 0.05 when 'judge' then 0.35 else 0 end)`;
  const right = (student: SQL, klass: SQL, week: SQL) =>
    sql`(${draw(sql`${student}::bigint * 1000003 + q.id`, 6)}
      < ${c} + (1 - ${c}) / (1 + exp(-1.7 * ${a} * (${theta(student, klass, week)} - ${b}))))`;
  // Who hands in week w's practice (the abler more often), and when: within the week, Monday to Friday.
  const participates = sql`(${draw(sql`cs.student_id * 37 + pl.sort`, 7)}
    < ${SCALE_PRACTICE.participation} + 0.2 * (${draw(sql`cs.student_id`, 1)} - 0.5))`;
  const doneAt = sql`(r.unlock_at + (1 + floor(${draw(sql`cs.student_id * 41 + pl.sort`, 8)} * 100)) * interval '1 hour')`;

  // Submissions with their scores (the mean credit × 100, one decimal: learning's scoreOf).
  await tx.execute(sql`
    insert into submissions (student_id, class_id, school_id, brand_id, lesson_id, state, started_at,
                             submitted_at, graded_at, score, time_spent_ms, updated_at, version)
    select w.student_id, w.class_id, w.school_id, w.brand_id, w.lesson_id, 'graded', w.done_at - interval '15 minutes',
           w.done_at, w.done_at, w.score, 240000 + (w.student_id % 13) * 30000, w.done_at, 0
    from (
      select cs.student_id, k.id as class_id, k.school_id, k.brand_id, pl.id as lesson_id, ${doneAt} as done_at,
             (select round((1000 * avg(case when ${right(sql`cs.student_id`, sql`k.id`, sql`pl.sort`)} then 1 else 0 end))::numeric) / 10
              from lesson_exercises le join questions q on q.id = le.question_id where le.lesson_id = pl.id) as score
      from ${scaleClasses} k
      join ${practiceLessons} pl on pl.brand_id = k.brand_id and pl.grade = k.grade
      join lesson_releases r on r.class_id = k.id and r.lesson_id = pl.id
      join class_students cs on cs.class_id = k.id and cs.active
      where ${participates}
    ) w`);
  await tx.execute(sql`analyze lesson_releases, submissions`);

  // Answers, a week at a time (bounded statements). Wrong answers: mostly a favourite distractor per question.
  const wrongPick = draw(sql`s.student_id::bigint * 1000003 + q.id`, 9);
  const favourite = sql`(floor(${draw(sql`q.id`, 10)} * 3)::int)`;
  const letters = sql`array['A', 'B', 'C', 'D']`;
  const keyIndex = sql`(ascii(q.answer->'choices'->>0) - 65)`;
  const distractor = sql`(case when ${wrongPick} < 0.6 then ${favourite} else (${favourite} + 1 + floor(${wrongPick} * 20)::int % 2) % 3 end)`;
  const ok = right(sql`s.student_id`, sql`s.class_id`, sql`pl.sort`);
  for (let w = 1; w <= weeks; w++) {
    await tx.execute(sql`
      insert into answers (submission_id, question_id, response, outcome, credit, updated_at, comment)
      select s.id, q.id,
        case q.type
          when 'single' then jsonb_build_object('choices', case when ${ok} then q.answer->'choices'
            else jsonb_build_array((${letters})[1 + (${keyIndex} + 1 + ${distractor}) % 4]) end)
          when 'multiple' then jsonb_build_object('choices', case when ${ok} then q.answer->'choices'
            else (array['["A"]', '["A", "B", "C"]', '["B"]', '["A", "C"]']::jsonb[])[1 + ${distractor} + (case when ${wrongPick} > 0.9 then 1 else 0 end)] end)
          when 'judge' then jsonb_build_object('judge', ${ok} = (q.answer->>'judge')::boolean)
          else jsonb_build_object('blanks', jsonb_build_array(case when ${ok} then q.answer->'blanks'->0->'accepted'->>0
            when ${wrongPick} < 0.6 then '-' || (q.answer->'blanks'->0->'accepted'->>0)
            else ((q.answer->'blanks'->0->'accepted'->>0)::int + 1 + floor(${wrongPick} * 3)::int)::text end))
        end,
        case when ${ok} then 'correct' else 'wrong' end,
        case when ${ok} then 1 else 0 end,
        s.submitted_at, ''
      from ${practiceLessons} pl
      join submissions s on s.lesson_id = pl.id
      join lesson_exercises le on le.lesson_id = pl.id
      join questions q on q.id = le.question_id
      where pl.sort = ${w}::int`);
  }
}
