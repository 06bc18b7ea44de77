import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  AI_COURSE_QUESTIONS_MAX,
  type AiCourseDetail,
  type AiCourseRow,
  type AiItemReason,
  type AiNextItem,
  type AnswerAiItemInput,
  type AnswerAiItemResult,
  BKT_MASTERY,
  type CreateAiCourseInput,
  type GradeOutcome,
  type QuestionAnswer,
  type QuestionType,
  roundTo,
} from '@edu/shared';
import type { ClassroomScope } from '../../../access/scopes';
import type { Db } from '../../../db/client';
import { type Exec, iso, isoOrNull, selectRows } from '../../../db/queries';
import {
  aiCourseItems,
  aiCourses,
  classes,
  classStudents,
  courses,
  knowledgePoints,
  lessons,
  questions,
  studentKpStates,
  users,
} from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import type { AuthContext } from '../../auth';
import { previewOf, renderRichText } from '../../content';
import { gradeAnswer } from '../grading/grade';
import { recordAnswer } from '../wrong-book/record';
import { settleBook } from '../wrong-book/recorder';
import { type CourseStudent, reachableStudent } from './access';
import { type BktParams, DEFAULT_BKT_PARAMS, trace, update } from './bkt';
import { lockStudentModels } from './hand-ins';
import { pickTarget, targetDifficulty } from './choose';

/*
 * AI courses (issue 14 item 3): one student's adaptive course. Made from its weakest knowledge points (P(known)
 * traced with BKT over its graded answers), it holds one pending item at a time: a lesson on a point before the
 * point's first question, then questions of the point with the lowest P(known) at the difficulty P(known) calls
 * for. Each answer is graded like homework, updates P(known) and chooses the next item; the course is complete
 * once every targeted point is mastered (P(known) ≥ 0.95), has run out of questions, or holds
 * AI_COURSE_QUESTIONS_MAX of them. Every write that touches more than one row is one transaction.
 */

type Tx = Exec;

interface KpState {
  knowledgePointId: number;
  name: string;
  pKnown: number;
  answers: number;
  params: BktParams;
}

/** A question the course may ask: readable by the student's brand, graded by the machine (no short answers). */
const askable = (brandId: number) => sql`q.type <> 'short' and (q.brand_id is null or q.brand_id = ${brandId})`;

/**
 * Seeds the model of the student's knowledge points that have none yet: P(known) traced from pInit over its
 * graded answers of handed-in work recorded into the wrong-question book already, oldest first (an answer with
 * full credit counts as right). Points with a state keep it (their AI courses' answers and later hand-ins are
 * in it). A hand-in still waiting for the book (`book_pending`) is left out: its recording updates the states
 * that exist then (hand-ins.ts), this new one included; the student's model is locked first, so a recording under
 * way finishes before the seed reads and one that starts waits for the seed (README.md "Hand-ins": every
 * answer counted once).
 */
async function seedStates(tx: Tx, studentId: number): Promise<void> {
  await lockStudentModels(tx, [studentId]);
  const rows = await selectRows<{ kp: number; outcomes: boolean[] }>(
    tx,
    sql`select qkp.knowledge_point_id as kp,
          json_agg(an.outcome = 'correct' order by s.submitted_at, s.id, an.question_id) as outcomes
        from submissions s
        join answers an on an.submission_id = s.id
        join question_knowledge_points qkp on qkp.question_id = an.question_id
        where s.student_id = ${studentId} and s.state in ('submitted', 'graded') and not s.book_pending
          and an.outcome in ('correct', 'partial', 'wrong') and an.credit is not null
          and not exists (select 1 from student_kp_states st
                          where st.student_id = ${studentId} and st.knowledge_point_id = qkp.knowledge_point_id)
        group by qkp.knowledge_point_id`,
  );
  if (rows.length === 0) return;
  const p = DEFAULT_BKT_PARAMS;
  await tx
    .insert(studentKpStates)
    .values(
      rows.map((r) => ({
        studentId,
        knowledgePointId: Number(r.kp),
        ...p,
        pKnown: trace(r.outcomes, p),
        answers: r.outcomes.length,
      })),
    )
    .onConflictDoNothing();
}

async function statesOf(db: Exec, studentId: number, kpIds: readonly number[]): Promise<Map<number, KpState>> {
  if (kpIds.length === 0) return new Map();
  const rows = await db
    .select({ state: studentKpStates, name: knowledgePoints.name })
    .from(studentKpStates)
    .innerJoin(knowledgePoints, eq(knowledgePoints.id, studentKpStates.knowledgePointId))
    .where(and(eq(studentKpStates.studentId, studentId), inArray(studentKpStates.knowledgePointId, [...kpIds])));
  return new Map(
    rows.map(({ state: s, name }) => [
      s.knowledgePointId,
      {
        knowledgePointId: s.knowledgePointId,
        name,
        pKnown: s.pKnown,
        answers: s.answers,
        params: { pInit: s.pInit, pTransit: s.pTransit, pSlip: s.pSlip, pGuess: s.pGuess },
      },
    ]),
  );
}

/** Chooses the course's next item and writes it, or completes the course. Runs inside the caller's transaction. */
async function chooseNext(tx: Tx, course: typeof aiCourses.$inferSelect): Promise<void> {
  const items = await tx
    .select({
      kind: aiCourseItems.kind,
      knowledgePointId: aiCourseItems.knowledgePointId,
      questionId: aiCourseItems.questionId,
      position: aiCourseItems.position,
    })
    .from(aiCourseItems)
    .where(eq(aiCourseItems.aiCourseId, course.id));
  const states = await statesOf(tx, course.studentId, course.knowledgePointIds);
  const targets = course.knowledgePointIds.flatMap((id) => states.get(id) ?? []);
  const used = items.flatMap((i) => (i.questionId === null ? [] : [i.questionId]));
  const position = items.reduce((m, i) => Math.max(m, i.position), 0) + 1;
  const exhausted = new Set<number>();
  const complete = async () => {
    await tx.update(aiCourses).set({ state: 'completed', completedAt: new Date() }).where(eq(aiCourses.id, course.id));
  };
  if (used.length >= AI_COURSE_QUESTIONS_MAX) return complete();
  for (;;) {
    const target = pickTarget(targets, exhausted);
    if (!target) return complete();
    const reasonBase = {
      knowledgePointId: target.knowledgePointId,
      pKnown: roundTo(target.pKnown, 4),
      answers: target.answers,
    };
    // A lesson on the point before its first question, when the bank has one that exercises it.
    if (!items.some((i) => i.knowledgePointId === target.knowledgePointId)) {
      const [lesson] = await selectRows<{ id: number }>(
        tx,
        sql`select l.id from lessons l
            join courses c on c.id = l.course_id
            join lesson_exercises le on le.lesson_id = l.id
            join question_knowledge_points qkp on qkp.question_id = le.question_id
            where qkp.knowledge_point_id = ${target.knowledgePointId} and l.published and c.published
              and c.kind <> 'ai' and (c.brand_id is null or c.brand_id = ${course.brandId})
            group by l.id order by count(*) desc, l.id limit 1`,
      );
      if (lesson) {
        await tx.insert(aiCourseItems).values({
          aiCourseId: course.id,
          position,
          kind: 'lesson',
          lessonId: Number(lesson.id),
          knowledgePointId: target.knowledgePointId,
          reason: { rule: 'lesson-first', ...reasonBase, difficulty: null, targetDifficulty: null },
        });
        return;
      }
    }
    const wanted = targetDifficulty(target.pKnown);
    const [question] = await selectRows<{ id: number; difficulty: number }>(
      tx,
      sql`select q.id, q.difficulty from questions q
          join question_knowledge_points qkp on qkp.question_id = q.id
          where qkp.knowledge_point_id = ${target.knowledgePointId} and ${askable(course.brandId)}
            ${used.length > 0 ? sql`and q.id not in (${sql.join(used, sql`, `)})` : sql``}
          order by abs(q.difficulty - ${wanted}), q.difficulty, q.id limit 1`,
    );
    if (!question) {
      exhausted.add(target.knowledgePointId);
      continue;
    }
    await tx.insert(aiCourseItems).values({
      aiCourseId: course.id,
      position,
      kind: 'question',
      questionId: Number(question.id),
      knowledgePointId: target.knowledgePointId,
      reason: { rule: 'lowest', ...reasonBase, difficulty: Number(question.difficulty), targetDifficulty: wanted },
    });
    return;
  }
}

/**
 * createAiCourse: the student's weakest knowledge points (lowest P(known) below mastery, in the subject asked
 * or the weakest point's, that have questions the course can ask), a `courses` row of kind 'ai' in the
 * student's brand, the AI course, its first item and the audit entry, in one transaction.
 */
export async function createAiCourse(db: Db, caller: Caller<null>, input: CreateAiCourseInput): Promise<AiCourseRow> {
  const id = await db.transaction(async (tx) => {
    const student = await reachableStudent(tx, caller.auth, input.studentId);
    await seedStates(tx, student.id);
    const weak = await selectRows<{ kp: number; subject: string; name: string; pKnown: number }>(
      tx,
      sql`select st.knowledge_point_id as kp, kp.subject, kp.name, st.p_known as "pKnown"
          from student_kp_states st
          join knowledge_points kp on kp.id = st.knowledge_point_id
          where st.student_id = ${student.id} and st.p_known < ${BKT_MASTERY}
            and (kp.brand_id is null or kp.brand_id = ${student.brandId})
            ${input.subject ? sql`and kp.subject = ${input.subject}` : sql``}
            and exists (select 1 from question_knowledge_points qkp join questions q on q.id = qkp.question_id
                        where qkp.knowledge_point_id = st.knowledge_point_id and ${askable(student.brandId)})
          order by st.p_known, st.answers desc, st.knowledge_point_id`,
    );
    const first = weak[0];
    if (!first) {
      throw badRequest(
        'No knowledge point to work on: the student has no graded answers below mastery with questions in the bank',
      );
    }
    const targets = weak.filter((w) => w.subject === first.subject).slice(0, input.points);
    const grade = await gradeOf(tx, student);
    const title = `AI · ${student.name} · ${targets.map((t) => t.name).join(', ')}`.slice(0, 200);
    const [course] = await tx
      .insert(courses)
      .values({ brandId: student.brandId, title, subject: first.subject, grade, kind: 'ai', published: false })
      .returning({ id: courses.id });
    if (!course) throw new Error('course not inserted');
    const [ai] = await tx
      .insert(aiCourses)
      .values({
        courseId: course.id,
        studentId: student.id,
        brandId: student.brandId,
        schoolId: student.schoolId,
        createdBy: caller.auth.userId,
        subject: first.subject,
        knowledgePointIds: targets.map((t) => Number(t.kp)),
      })
      .returning();
    if (!ai) throw new Error('AI course not inserted');
    await chooseNext(tx, ai);
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      ip: caller.ip,
      action: 'aiCourse.create',
      targetType: 'aiCourse',
      targetId: ai.id,
      brandId: student.brandId,
      schoolId: student.schoolId,
      after: {
        studentId: student.id,
        courseId: course.id,
        subject: first.subject,
        knowledgePoints: targets.map((t) => ({ id: Number(t.kp), pKnown: roundTo(Number(t.pKnown), 4) })),
      },
    });
    return ai.id;
  });
  const [row] = await rowsOf(db, eq(aiCourses.id, id));
  if (!row) throw notFound('AI course not found');
  return row;
}

/** The grade of the student's present class, else of its school's first class it was in; 1 without any. */
async function gradeOf(db: Exec, student: CourseStudent): Promise<number> {
  const [row] = await db
    .select({ grade: classes.grade })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(eq(classStudents.studentId, student.id))
    .orderBy(desc(classStudents.active), desc(classStudents.createdAt))
    .limit(1);
  return row ? Math.min(12, Math.max(1, row.grade)) : 1;
}

/** AI courses as their rows: title, student, maker, counts and the model's state of their points. */
async function rowsOf(db: Exec, where: SQL | undefined): Promise<AiCourseRow[]> {
  const maker = sql<string>`(select u.name from users u where u.id = ${aiCourses.createdBy})`;
  const answered = sql<number>`(select count(*) from ai_course_items i where i.ai_course_id = ${aiCourses.id} and i.kind = 'question' and i.state = 'answered')`;
  const correct = sql<number>`(select count(*) from ai_course_items i where i.ai_course_id = ${aiCourses.id} and i.correct)`;
  const rows = await db
    .select({
      ai: aiCourses,
      title: courses.title,
      studentName: users.name,
      createdBy: maker,
      answered: answered.mapWith(Number),
      correct: correct.mapWith(Number),
    })
    .from(aiCourses)
    .innerJoin(courses, eq(courses.id, aiCourses.courseId))
    .innerJoin(users, eq(users.id, aiCourses.studentId))
    .where(where)
    .orderBy(desc(aiCourses.id));
  const out: AiCourseRow[] = [];
  for (const r of rows) {
    const states = await statesOf(db, r.ai.studentId, r.ai.knowledgePointIds);
    out.push({
      id: r.ai.id,
      courseId: r.ai.courseId,
      title: r.title,
      subject: r.ai.subject,
      studentId: r.ai.studentId,
      studentName: r.studentName,
      createdBy: r.createdBy ?? '',
      state: r.ai.state as AiCourseRow['state'],
      createdAt: iso(r.ai.createdAt),
      completedAt: isoOrNull(r.ai.completedAt),
      answered: r.answered,
      correct: r.correct,
      points: r.ai.knowledgePointIds.flatMap((id) => {
        const s = states.get(id);
        return s
          ? [
              {
                knowledgePointId: id,
                name: s.name,
                pKnown: roundTo(s.pKnown, 4),
                answers: s.answers,
                mastered: s.pKnown >= BKT_MASTERY,
              },
            ]
          : [];
      }),
    });
  }
  return out;
}

/** getAiCourses: a student's AI courses, for a teacher of one of its classes or an admin in scope. */
export async function getAiCourses(db: Db, auth: AuthContext, studentId: number): Promise<AiCourseRow[]> {
  const student = await reachableStudent(db, auth, studentId);
  return rowsOf(db, eq(aiCourses.studentId, student.id));
}

/** getAiCourse: one AI course with its items and why each was chosen; outside the caller's reach 404. */
export async function getAiCourse(db: Db, auth: AuthContext, id: number): Promise<AiCourseDetail> {
  const [ai] = await db.select({ studentId: aiCourses.studentId }).from(aiCourses).where(eq(aiCourses.id, id)).limit(1);
  if (!ai) throw notFound('AI course not found');
  await reachableStudent(db, auth, ai.studentId).catch(() => {
    throw notFound('AI course not found');
  });
  const [row] = await rowsOf(db, eq(aiCourses.id, id));
  if (!row) throw notFound('AI course not found');
  const items = await db
    .select({
      item: aiCourseItems,
      lessonTitle: lessons.title,
      questionText: questions.searchText,
      pointName: knowledgePoints.name,
    })
    .from(aiCourseItems)
    .leftJoin(lessons, eq(lessons.id, aiCourseItems.lessonId))
    .leftJoin(questions, eq(questions.id, aiCourseItems.questionId))
    .innerJoin(knowledgePoints, eq(knowledgePoints.id, aiCourseItems.knowledgePointId))
    .where(eq(aiCourseItems.aiCourseId, id))
    .orderBy(asc(aiCourseItems.position));
  return {
    ...row,
    items: items.map(({ item, lessonTitle, questionText, pointName }) => ({
      id: item.id,
      position: item.position,
      kind: item.kind as 'lesson' | 'question',
      state: item.state as 'pending' | 'answered' | 'done',
      title: (item.kind === 'lesson' ? lessonTitle : questionText)?.slice(0, 120) ?? '',
      lessonId: item.lessonId,
      questionId: item.questionId,
      reason: reasonOf(item.reason, pointName),
      correct: item.correct,
      outcome: item.outcome as GradeOutcome | null,
      pKnownAfter: item.pKnownAfter === null ? null : roundTo(item.pKnownAfter, 4),
      answeredAt: isoOrNull(item.answeredAt),
    })),
  };
}

function reasonOf(stored: typeof aiCourseItems.$inferSelect.reason, name: string): AiItemReason {
  return { ...stored, knowledgePointName: name };
}

/** getMyAiCourses: the calling student's own AI courses. */
export async function getMyAiCourses(db: Db, scope: ClassroomScope): Promise<AiCourseRow[]> {
  return rowsOf(db, and(eq(aiCourses.studentId, scope.userId), eq(aiCourses.brandId, scope.brandId)));
}

/** One of the student's own AI courses, locked for the transaction; another's answers 404. */
async function ownCourse(tx: Tx, scope: ClassroomScope, id: number) {
  const [ai] = await tx
    .select()
    .from(aiCourses)
    .where(and(eq(aiCourses.id, id), eq(aiCourses.studentId, scope.userId), eq(aiCourses.brandId, scope.brandId)))
    .for('update')
    .limit(1);
  if (!ai) throw notFound('AI course not found');
  return ai;
}

async function pendingItem(db: Exec, courseId: number) {
  const [item] = await db
    .select()
    .from(aiCourseItems)
    .where(and(eq(aiCourseItems.aiCourseId, courseId), eq(aiCourseItems.state, 'pending')))
    .orderBy(asc(aiCourseItems.position))
    .limit(1);
  return item;
}

/** The pending item as the student does it (a lesson's content, a question without its answer). */
async function nextOf(db: Exec, courseId: number): Promise<AiNextItem> {
  const [course] = await rowsOf(db, eq(aiCourses.id, courseId));
  if (!course) throw notFound('AI course not found');
  const item = course.state === 'active' ? await pendingItem(db, courseId) : undefined;
  if (!item) return { course, item: null };
  const [point] = await db
    .select({ name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(eq(knowledgePoints.id, item.knowledgePointId));
  const base = {
    id: item.id,
    position: item.position,
    kind: item.kind as 'lesson' | 'question',
    knowledgePointName: point?.name ?? '',
  };
  if (item.kind === 'lesson' && item.lessonId !== null) {
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, item.lessonId));
    if (!lesson) throw notFound('Lesson not found');
    return {
      course,
      item: { ...base, title: lesson.title, html: lesson.html ?? renderRichText(lesson.content), question: null },
    };
  }
  const [q] =
    item.questionId === null ? [] : await db.select().from(questions).where(eq(questions.id, item.questionId));
  if (!q) throw notFound('Question not found');
  return { course, item: { ...base, title: '', html: '', question: previewOf(q) } };
}

/**
 * getMyAiCourseItem: the pending item of one of the student's AI courses; when an active course has none (its
 * question was deleted from the bank), the next one is chosen first, in a transaction.
 */
export async function getMyAiCourseItem(db: Db, scope: ClassroomScope, id: number): Promise<AiNextItem> {
  const found = await db
    .select({ state: aiCourses.state })
    .from(aiCourses)
    .where(and(eq(aiCourses.id, id), eq(aiCourses.studentId, scope.userId), eq(aiCourses.brandId, scope.brandId)))
    .limit(1);
  if (!found[0]) throw notFound('AI course not found');
  if (found[0].state === 'active' && !(await pendingItem(db, id))) {
    await db.transaction(async (tx) => {
      const ai = await ownCourse(tx, scope, id);
      if (ai.state === 'active' && !(await pendingItem(tx, id))) await chooseNext(tx, ai);
    });
  }
  return nextOf(db, id);
}

/**
 * answerAiCourseItem: the pending item answered (a question graded like homework; its point's P(known)
 * updated by BKT) or a lesson marked read, then the next item chosen, all in one transaction. An item that
 * is not the pending one answers 409 and nothing changes.
 */
export async function answerAiCourseItem(
  db: Db,
  caller: Caller<ClassroomScope>,
  input: AnswerAiItemInput,
): Promise<AnswerAiItemResult> {
  // The student's hand-ins first, so the answer counts after them in the book and in P(known) (recorder.ts).
  await settleBook(db, caller.scope.userId);
  const answered = await db.transaction(async (tx) => {
    const ai = await ownCourse(tx, caller.scope, input.id);
    if (ai.state !== 'active') throw conflict('This AI course is complete');
    const item = await pendingItem(tx, ai.id);
    if (!item || item.id !== input.itemId) throw conflict('This item is not the one to do now: reload the course');
    const now = new Date();
    if (item.kind === 'lesson') {
      await tx.update(aiCourseItems).set({ state: 'done', answeredAt: now }).where(eq(aiCourseItems.id, item.id));
      await chooseNext(tx, ai);
      return { itemId: item.id, outcome: null, correct: null, pKnownBefore: null, pKnownAfter: null };
    }
    if (!input.response) throw badRequest('response: an answer is required');
    const [q] =
      item.questionId === null ? [] : await tx.select().from(questions).where(eq(questions.id, item.questionId));
    if (!q) throw notFound('Question not found');
    const grade = await gradeAnswer(
      { type: q.type as QuestionType, answer: q.answer as QuestionAnswer },
      input.response,
    );
    const correct = grade.outcome === 'correct';
    // Into the wrong-question book like any graded answer (a wrong or partly right one enters it, a right one
    // counts toward mastering an entry already there). Before the state is locked: a hand-in's recording
    // writes the book, then the states, in that order too.
    await recordAnswer(tx, {
      studentId: ai.studentId,
      questionId: q.id,
      outcome: grade.outcome,
      response: input.response,
      at: now,
      tz: input.tz,
      source: { aiCourseItemId: item.id },
    });
    // Locked: a hand-in recorded meanwhile updates the same state (ai-course/hand-ins.ts).
    await tx.execute(
      sql`select 1 from student_kp_states where student_id = ${ai.studentId}
          and knowledge_point_id = ${item.knowledgePointId} for update`,
    );
    const states = await statesOf(tx, ai.studentId, [item.knowledgePointId]);
    const state = states.get(item.knowledgePointId);
    const params = state?.params ?? DEFAULT_BKT_PARAMS;
    const before = state?.pKnown ?? params.pInit;
    const after = update(before, correct, params);
    await tx
      .insert(studentKpStates)
      .values({
        studentId: ai.studentId,
        knowledgePointId: item.knowledgePointId,
        ...params,
        pKnown: after,
        answers: 1,
      })
      .onConflictDoUpdate({
        target: [studentKpStates.studentId, studentKpStates.knowledgePointId],
        set: { pKnown: after, answers: sql`${studentKpStates.answers} + 1`, updatedAt: now },
      });
    await tx
      .update(aiCourseItems)
      .set({
        state: 'answered',
        response: input.response,
        outcome: grade.outcome,
        credit: grade.credit,
        correct,
        pKnownAfter: after,
        answeredAt: now,
      })
      .where(eq(aiCourseItems.id, item.id));
    await chooseNext(tx, ai);
    return {
      itemId: item.id,
      outcome: grade.outcome,
      correct,
      pKnownBefore: roundTo(before, 4),
      pKnownAfter: roundTo(after, 4),
    };
  });
  return { ...(await nextOf(db, input.id)), answered };
}
