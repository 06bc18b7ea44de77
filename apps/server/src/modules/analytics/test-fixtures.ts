import { eq, sql } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/queries';
import { SeededOrgFixture } from '../org/test-fixtures';
import { settleAnalytics } from './aggregator';
import {
  answers,
  chapters,
  classes,
  classStudents,
  knowledgePoints,
  lessonExercises,
  lessons,
  questionKnowledgePoints,
  questions,
  schools,
  submissions,
  users,
} from '../../db/schema';

/**
 * A small, hand-countable class for the analytics tests: a new school of a brand, a grade-8 class of four
 * students, two physics knowledge points (physics: the demo data hold only mathematics, so filters by subject
 * see nothing else), a lesson with a single-choice question Q1 (key A, point K1) and a fill-in question Q2
 * (key 2, points K1 and K2), and graded submissions written as the submit leaves them.
 */
export interface AnalyticsClass {
  schoolId: number;
  classId: number;
  students: number[];
  k1: number;
  k2: number;
  q1: number;
  q2: number;
  lessonId: number;
}

let made = 0;

async function copyHash(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, username));
  return row?.hash ?? '';
}

export async function analyticsClass(db: Db, brandId: number): Promise<AnalyticsClass> {
  made += 1;
  const [school] = await db
    .insert(schools)
    .values({ brandId, name: `分析学校 ${made}` })
    .returning({ id: schools.id });
  if (!school) throw new Error('no school');
  const [klass] = await db
    .insert(classes)
    .values({ brandId, schoolId: school.id, grade: 8, name: `分析班 ${made}` })
    .returning({ id: classes.id });
  if (!klass) throw new Error('no class');
  const hash = await copyHash(db, 'student');
  const students: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const [u] = await db
      .insert(users)
      .values({
        username: `an${made}.s${i}`,
        name: `分析 ${i}`,
        passwordHash: hash,
        roleType: RoleType.student,
        brandId,
        schoolId: school.id,
      })
      .returning({ id: users.id });
    if (!u) throw new Error('no student');
    students.push(u.id);
    await db.insert(classStudents).values({ classId: klass.id, studentId: u.id, brandId, schoolId: school.id });
  }
  const kp = async (name: string) => {
    const [row] = await db
      .insert(knowledgePoints)
      .values({ brandId, subject: 'physics', name: `${name} ${made}` })
      .returning({ id: knowledgePoints.id });
    if (!row) throw new Error('no knowledge point');
    return row.id;
  };
  const k1 = await kp('K1 力');
  const k2 = await kp('K2 速度');
  const question = async (type: 'single' | 'blank', stem: string) => {
    const [row] = await db
      .insert(questions)
      .values({
        brandId,
        type,
        subject: 'physics',
        grade: 8,
        stem: `<p>${stem}</p>`,
        searchText: stem,
        options: type === 'single' ? ['<p>a</p>', '<p>b</p>', '<p>c</p>', '<p>d</p>'] : [],
        answer: {
          choices: type === 'single' ? ['A'] : [],
          judge: null,
          blanks: type === 'blank' ? [{ accepted: ['2'], rules: ['trim'] }] : [],
          text: '',
        },
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('no question');
    return row.id;
  };
  const q1 = await question('single', `Q1 选择 ${made}`);
  const q2 = await question('blank', `Q2 填空 ${made}`);
  await db.insert(questionKnowledgePoints).values([
    { questionId: q1, knowledgePointId: k1 },
    { questionId: q2, knowledgePointId: k1 },
    { questionId: q2, knowledgePointId: k2 },
  ]);
  const [chapter] = await db.select({ id: chapters.id, courseId: chapters.courseId }).from(chapters).limit(1);
  if (!chapter) throw new Error('no chapter');
  const [lesson] = await db
    .insert(lessons)
    .values({
      courseId: chapter.courseId,
      chapterId: chapter.id,
      title: `分析课 ${made}`,
      content: '<p>x</p>',
      published: true,
      sort: 5000 + made,
    })
    .returning({ id: lessons.id });
  if (!lesson) throw new Error('no lesson');
  await db.insert(lessonExercises).values([
    { lessonId: lesson.id, questionId: q1, sort: 0 },
    { lessonId: lesson.id, questionId: q2, sort: 1 },
  ]);
  return { schoolId: school.id, classId: klass.id, students, k1, k2, q1, q2, lessonId: lesson.id };
}

export interface GivenAnswer {
  questionId: number;
  response: Record<string, unknown>;
  correct: boolean;
}

/** A graded submission as the submit leaves it (updated now: the aggregator's watermark sees it). */
export async function gradedWork(
  db: Db,
  c: AnalyticsClass,
  o: { studentId: number; lessonId?: number; score: number; submittedAt: Date; answers: GivenAnswer[] },
): Promise<number> {
  const [klass] = await db.select().from(classes).where(eq(classes.id, c.classId));
  if (!klass) throw new Error('no class');
  // One transaction, as the submit writes it: the aggregator running beside the test must never see the
  // graded submission without its answers (it would count it empty, once and for all).
  return db.transaction(async (tx) => {
    const [s] = await tx
      .insert(submissions)
      .values({
        studentId: o.studentId,
        classId: c.classId,
        schoolId: klass.schoolId,
        brandId: klass.brandId,
        lessonId: o.lessonId ?? c.lessonId,
        state: 'graded',
        submittedAt: o.submittedAt,
        gradedAt: o.submittedAt,
        score: o.score,
        submitKey: `an-${c.classId}-${o.studentId}-${o.lessonId ?? c.lessonId}`,
        updatedAt: sql`now()` as unknown as Date,
      })
      .returning({ id: submissions.id });
    if (!s) throw new Error('no submission');
    await tx.insert(answers).values(
      o.answers.map((a) => ({
        submissionId: s.id,
        questionId: a.questionId,
        response: a.response,
        outcome: a.correct ? 'correct' : 'wrong',
        credit: a.correct ? 1 : 0,
      })),
    );
    return s.id;
  });
}

/** A re-grade as a correction save leaves it: the answer's outcome, the score, version + 1, updated now. */
export async function regrade(db: Db, submissionId: number, questionId: number, correct: boolean, score: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update answers set outcome = ${correct ? 'correct' : 'wrong'}, credit = ${correct ? 1 : 0},
      updated_at = now() where submission_id = ${submissionId} and question_id = ${questionId}`);
    await tx.execute(sql`update submissions set score = ${score}, version = version + 1, updated_at = now()
      where id = ${submissionId}`);
  });
}

/**
 * The story of the tests, worked by hand in analytics.test.ts: s1 A/2 (100), s2 A/3 (50), s3 B/3 (0) in the
 * week 2025-W10, s4 C/2 (50) in 2025-W11.
 */
export async function handInStory(db: Db, c: AnalyticsClass): Promise<number[]> {
  const [s1, s2, s3, s4] = c.students as [number, number, number, number];
  const w10 = new Date('2025-03-05T02:00:00Z');
  const w11 = new Date('2025-03-12T02:00:00Z');
  const work = (studentId: number, choice: string, blank: string, score: number, at: Date) =>
    gradedWork(db, c, {
      studentId,
      score,
      submittedAt: at,
      answers: [
        { questionId: c.q1, response: { choices: [choice] }, correct: choice === 'A' },
        { questionId: c.q2, response: { blanks: [blank] }, correct: blank === '2' },
      ],
    });
  return [
    await work(s1, 'A', '2', 100, w10),
    await work(s2, 'A', '3', 50, w10),
    await work(s3, 'B', '3', 0, w10),
    await work(s4, 'C', '2', 50, w11),
  ];
}

/** Rollup rows that differ from the sum of their class rows, per rollup (counts; 0 everywhere when they agree). */
export const rollupMismatches = (db: Db) =>
  selectRows<{ what: string; n: number }>(
    db,
    sql`select 'class_subject' as what, count(*)::int as n from (
          (select class_id, subject, sum(attempts) as a, sum(correct) as c from analytics_class_kp group by 1, 2
           except select class_id, subject, attempts, correct from analytics_class_subject)
          union all (select class_id, subject, attempts, correct from analytics_class_subject
           except select class_id, subject, sum(attempts), sum(correct) from analytics_class_kp group by 1, 2)) x
        union all
        select 'brand_kp_week', count(*)::int from (
          (select brand_id, knowledge_point_id, week, grade, sum(attempts) as a, sum(correct) as c
             from analytics_class_kp_week group by 1, 2, 3, 4
           except select brand_id, knowledge_point_id, week, grade, attempts, correct from analytics_brand_kp_week)
          union all (select brand_id, knowledge_point_id, week, grade, attempts, correct from analytics_brand_kp_week
           except select brand_id, knowledge_point_id, week, grade, sum(attempts), sum(correct)
             from analytics_class_kp_week group by 1, 2, 3, 4)) x
        union all
        select 'brand_question', count(*)::int from (
          select b.question_id from analytics_brand_question b
          full join (select brand_id, question_id, grade, sum(attempts) as a, sum(correct) as c, sum(sum_y) as y,
                       sum(sum_xy) as xy from analytics_class_question group by 1, 2, 3) k
            on k.brand_id = b.brand_id and k.question_id = b.question_id and k.grade = b.grade
          where k.a is distinct from b.attempts or k.c is distinct from b.correct
            or abs(k.y - b.sum_y) > 1e-6 or abs(k.xy - b.sum_xy) > 1e-6
            or b.choices <> coalesce((select jsonb_object_agg(m.key, m.n) from (select e.key, sum(e.value::int) as n
                 from analytics_class_question cq, jsonb_each_text(cq.choices) e where cq.brand_id = b.brand_id
                   and cq.question_id = b.question_id and cq.grade = b.grade group by e.key) m), '{}'::jsonb)
            or b.wrong_answers <> coalesce((select jsonb_object_agg(m.key, m.n) from (select e.key, sum(e.value::int) as n
                 from analytics_class_question cq, jsonb_each_text(cq.wrong_answers) e where cq.brand_id = b.brand_id
                   and cq.question_id = b.question_id and cq.grade = b.grade group by e.key) m), '{}'::jsonb)) x
        union all
        select 'brand_week', count(*)::int from (
          (select brand_id, week, grade, subject, sum(attempts) as a, sum(correct) as c
             from analytics_class_week group by 1, 2, 3, 4
           except select brand_id, week, grade, subject, attempts, correct from analytics_brand_week)
          union all (select brand_id, week, grade, subject, attempts, correct from analytics_brand_week
           except select brand_id, week, grade, subject, sum(attempts), sum(correct)
             from analytics_class_week group by 1, 2, 3, 4)) x`,
  );

/** What rollupMismatches gives when every rollup row equals the class rows it sums. */
export const NO_MISMATCH = [
  { what: 'class_subject', n: 0 },
  { what: 'brand_kp_week', n: 0 },
  { what: 'brand_question', n: 0 },
  { what: 'brand_week', n: 0 },
];

/** The seeded org with the story handed in and counted, and a brand admin of acme (`acme-ba`) to look from another brand. */
export async function storyFixture(): Promise<{ f: SeededOrgFixture; c: AnalyticsClass; work: number[] }> {
  const f = await SeededOrgFixture.open();
  const c = await analyticsClass(f.t.db, f.qiming);
  const work = await handInStory(f.t.db, c);
  await f.t.db.insert(users).values({
    username: 'acme-ba',
    name: 'Acme BA',
    passwordHash: await copyHash(f.t.db, 'brandadmin'),
    roleType: RoleType.brandingAdmin,
    brandId: f.acme,
  });
  await settleAnalytics(f.t.db);
  return { f, c, work };
}
