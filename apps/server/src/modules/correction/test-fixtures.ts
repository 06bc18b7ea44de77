import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { RoleType } from '@edu/shared';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  answerPhotos,
  answers,
  chapters,
  classes,
  courses,
  lessonExercises,
  lessons,
  questions,
  submissions,
  users,
} from '../../db/schema';
import { createStorage } from '../../storage/storage';
import { demoPhotoPng } from './demo-photo';

const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
let made = 0;

export interface HandedInWork {
  submissionId: number;
  lessonId: number;
  /** the short answers' questions, in order: they wait for a person */
  shortIds: number[];
  /** the fill-in questions, in order: graded right automatically (credit 1) */
  blankIds: number[];
  /** the photo of the first short answer, when asked for */
  photo: string | null;
}

/**
 * Work handed in by a student of a class, written as the submit leaves it: a fresh published lesson of the
 * demo mathematics course with `shorts` short answers (pending, the first with a photo when asked) and
 * `blanks` fill-in answers graded right, the submission `submitted` at `submittedAt` (an hour ago).
 */
export async function handedInWork(
  t: { db: Db; config: AppConfig },
  o: { studentId: number; classId: number; shorts?: number; blanks?: number; photo?: boolean; submittedAt?: Date },
): Promise<HandedInWork> {
  const { db } = t;
  made += 1;
  const [klass] = await db
    .select({ brandId: classes.brandId, schoolId: classes.schoolId })
    .from(classes)
    .where(eq(classes.id, o.classId));
  const [chapter] = await db
    .select({ id: chapters.id, courseId: chapters.courseId })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(courses.title, MATH_COURSE), isNull(chapters.parentId)))
    .orderBy(asc(chapters.sort), asc(chapters.id))
    .limit(1);
  if (!klass || !chapter) throw new Error('handedInWork: no class or no demo course');
  const [lesson] = await db
    .insert(lessons)
    .values({
      courseId: chapter.courseId,
      chapterId: chapter.id,
      title: `批改练习 ${made}`,
      content: '<p>练习</p>',
      published: true,
      sort: 1000 + made,
    })
    .returning({ id: lessons.id });
  if (!lesson) throw new Error('handedInWork: no lesson');
  const question = async (type: 'short' | 'blank', i: number) => {
    const [q] = await db
      .insert(questions)
      .values({
        brandId: klass.brandId,
        type,
        subject: 'math',
        grade: 8,
        stem: type === 'short' ? `<p>证明第 ${made}-${i} 题</p>` : `<p>1 + 1 = ___ (${made}-${i})</p>`,
        answer: {
          choices: [],
          judge: null,
          blanks: type === 'blank' ? [{ accepted: ['2'], rules: ['trim'] }] : [],
          text: type === 'short' ? '<p>参考答案</p>' : '',
        },
        analysis: '<p>解析</p>',
      })
      .returning({ id: questions.id });
    if (!q) throw new Error('handedInWork: no question');
    return q.id;
  };
  const shortIds: number[] = [];
  const blankIds: number[] = [];
  for (let i = 0; i < (o.shorts ?? 1); i++) shortIds.push(await question('short', i));
  for (let i = 0; i < (o.blanks ?? 1); i++) blankIds.push(await question('blank', i));
  await db
    .insert(lessonExercises)
    .values([...shortIds, ...blankIds].map((questionId, sort) => ({ lessonId: lesson.id, questionId, sort })));

  const submittedAt = o.submittedAt ?? new Date(Date.now() - 3_600_000);
  const [submission] = await db
    .insert(submissions)
    .values({
      studentId: o.studentId,
      classId: o.classId,
      schoolId: klass.schoolId,
      brandId: klass.brandId,
      lessonId: lesson.id,
      state: 'submitted',
      startedAt: new Date(submittedAt.getTime() - 600_000),
      submittedAt,
      submitKey: `t-correction-${made}`,
      updatedAt: submittedAt,
    })
    .returning({ id: submissions.id });
  if (!submission) throw new Error('handedInWork: no submission');

  let photo: string | null = null;
  const firstShort = shortIds[0];
  if (o.photo && firstShort !== undefined) {
    photo = `${randomUUID()}.png`;
    const storageKey = `photos/${klass.brandId}/${photo}`;
    const body = demoPhotoPng();
    await createStorage(t.config).putBuffer(storageKey, body, 'image/png');
    await db.insert(answerPhotos).values({
      name: photo,
      studentId: o.studentId,
      lessonId: lesson.id,
      questionId: firstShort,
      brandId: klass.brandId,
      storageKey,
      contentType: 'image/png',
      size: body.length,
    });
  }
  await db.insert(answers).values([
    ...shortIds.map((questionId, i) => ({
      submissionId: submission.id,
      questionId,
      response: i === 0 && photo ? { text: '见照片', photo } : { text: `因为两边相等 ${i}` },
      outcome: 'pending',
      credit: 0,
    })),
    ...blankIds.map((questionId) => ({
      submissionId: submission.id,
      questionId,
      response: { blanks: ['2'] },
      outcome: 'correct',
      credit: 1,
    })),
  ]);
  return { submissionId: submission.id, lessonId: lesson.id, shortIds, blankIds, photo };
}

/** A correction teacher of a brand, with the demo corrector's password (demo123). */
export async function newCorrector(db: Db, username: string, brandId: number, name = username): Promise<number> {
  const [model] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'corrector'));
  const [row] = await db
    .insert(users)
    .values({
      username,
      name,
      passwordHash: model?.hash ?? '',
      roleType: RoleType.correctionTeacher,
      brandId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('newCorrector: no user');
  return row.id;
}
