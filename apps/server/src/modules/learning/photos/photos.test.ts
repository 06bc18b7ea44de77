/**
 * Photos of handwritten work (issue 10 item 4): a student attaches one to a short answer of a lesson in
 * progress; the report shows it to the student, its teacher and its DL by signed addresses made for each
 * of them; nobody else opens it, and a guessed, tampered or expired address opens nothing.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonReport, StudentLesson } from '@edu/shared';
import { api } from '@edu/shared/api';
import { answerPhotos, courses, lessonExercises, lessons, questions, supportLinks, users } from '../../../db/schema';
import { createTestApp } from '../../../test/harness';
import { ContentFixture } from '../../content/test-fixtures';
import { expectError, expectOk } from '../../org/test-fixtures';
import { clearClassWork } from '../test-fixtures';

const L = api.learning;
// The smallest PNG and JPEG files: what file-type recognises by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (filename = 'work.png') => ({ filename, contentType: 'image/png', body: PNG });

let f: ContentFixture;
let class81 = 0;
let lessonId = 0;
let shortId = 0;
let choiceId = 0;

beforeAll(async () => {
  f = new ContentFixture(await createTestApp());
  class81 = await f.classId('启明第一中学', '八年级1班');
  await clearClassWork(f.t.db, class81);
  // A published math lesson with a short question among its exercises (one of the bank's is added).
  const [lesson] = await f.t.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.title, '八年级数学：二次根式与一元二次方程'), eq(lessons.published, true)))
    .orderBy(lessons.chapterId, lessons.sort)
    .limit(1);
  lessonId = lesson?.id ?? 0;
  const exercises = await f.t.db
    .select({ id: questions.id, type: questions.type })
    .from(lessonExercises)
    .innerJoin(questions, eq(questions.id, lessonExercises.questionId))
    .where(eq(lessonExercises.lessonId, lessonId));
  choiceId = exercises.find((e) => e.type !== 'short')?.id ?? 0;
  const [short] = await f.t.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.type, 'short'), eq(questions.subject, 'math'), isNull(questions.brandId)))
    .limit(1);
  shortId = exercises.find((e) => e.type === 'short')?.id ?? short?.id ?? 0;
  if (!exercises.some((e) => e.id === shortId)) {
    expectOk(
      await f.post(
        'admin',
        api.content.setLessonExercises.path,
        { lessonId, questionIds: [...exercises.map((e) => e.id), shortId] },
        { json: true },
      ),
    );
  }
  expectOk(
    await f.post(
      'teacher',
      L.setLessonRelease.path,
      { classId: class81, lessonIds: [lessonId], action: 'release' },
      {
        json: true,
      },
    ),
  );
});
afterAll(() => f.t.close());

const uploadUrl = (lesson: number, question: number) =>
  `${L.uploadAnswerPhoto.path}?lessonId=${lesson}&questionId=${question}`;
const photoCount = async () => (await f.t.db.select({ n: count() }).from(answerPhotos))[0]?.n ?? 0;
const open = (url: string, headers: Record<string, string> = {}) => f.t.app.inject({ url, headers });

describe('photos of handwritten work', () => {
  let photo = '';

  it('takes a photo for a short answer, saves it with the answer and shows it again', async () => {
    const up = expectOk(
      await f.upload<{ photo: string; url: string }>('student', uploadUrl(lessonId, shortId), {}, png()),
    );
    expect(up.photo).toMatch(/^[0-9a-f-]{36}\.png$/);
    photo = up.photo;
    const res = await open(up.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);

    expectOk(
      await f.post(
        'student',
        L.saveAnswers.path,
        { lessonId, answers: [{ questionId: shortId, response: { text: 'See the photo', photo } }] } as never,
        { json: true },
      ),
    );
    const lesson = expectOk(await f.get<StudentLesson>('student', L.getStudentLesson.path, { lessonId }));
    expect(lesson.answers.find((a) => a.questionId === shortId)?.response).toEqual({ text: 'See the photo', photo });
    expect(lesson.photoUrls[photo]).toMatch(/^\/openapi\/learning\/answerPhoto\?/);
    expect((await open(lesson.photoUrls[photo] ?? '')).statusCode).toBe(200);
  });

  it('refuses other files, other questions, locked lessons and photos that are not the student’s', async () => {
    const before = await photoCount();
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expectError(
      await f.upload('student', uploadUrl(lessonId, shortId), {}, { filename: 'a.gif', body: gif }),
      415,
      /PNG, JPEG or WebP photo/,
    );
    expectError(
      await f.upload('student', uploadUrl(lessonId, shortId), {}, { filename: 'x.png', body: Buffer.from('<svg/>') }),
      415,
    );
    if (choiceId) expectError(await f.upload('student', uploadUrl(lessonId, choiceId), {}, png()), 400, /short answer/);
    expectError(await f.upload('student', uploadUrl(lessonId, 999_999), {}, png()), 400, /not an exercise/);
    expectError(await f.upload('student', uploadUrl(999_999, shortId), {}, png()), 404);
    expectError(await f.upload('student', uploadUrl(lessonId, shortId), {}, null), 400, /file/);
    expectError(await f.upload('teacher', uploadUrl(lessonId, shortId), {}, png()), 403);
    // Another student of the class cannot name this student's photo in its answers.
    const save = (who: string, response: Record<string, unknown>) =>
      f.post(who, L.saveAnswers.path, { lessonId, answers: [{ questionId: shortId, response }] } as never, {
        json: true,
      });
    expectError(await save('lina', { photo }), 400, /not uploaded for this question/);
    expectError(await save('student', { photo: '0f8fad5b-d9cb-469f-a165-70867728950e.png' }), 400, /not uploaded/);
    expectError(await save('student', { photo: '../../etc/passwd' }), 400, /photo/);
    expect(await photoCount()).toBe(before);
  });

  it('opens only by a valid address, for readers who may still see the work', async () => {
    const lesson = expectOk(await f.get<StudentLesson>('student', L.getStudentLesson.path, { lessonId }));
    const url = new URL(lesson.photoUrls[photo] ?? '', 'http://x');
    const q = Object.fromEntries(url.searchParams);
    const at = (params: Record<string, string>) => `${url.pathname}?${new URLSearchParams(params).toString()}`;
    expect((await open(at({ ...q, sig: `${q.sig?.slice(0, -2)}xx` }))).statusCode).toBe(403);
    expect((await open(at({ ...q, exp: String(Number(q.exp) + 60) }))).statusCode).toBe(403);
    expect((await open(at({ ...q, uid: String(Number(q.uid) + 1) }))).statusCode).toBe(403);
    expect((await open(at({ ...q, exp: String(Math.floor(Date.now() / 1000) - 10) }))).statusCode).toBe(403);
    expect((await open(at({ ...q, name: '../x.png' }))).statusCode).toBe(400);
    const bad = await open(at({ ...q, sig: 'nope' }));
    expect(bad.json()).toMatchObject({ code: 403, data: null });
  });

  it('shows the photo in the report to the student, its teacher and its DL, each with an address of its own', async () => {
    expectOk(
      await f.post(
        'student',
        L.submitLesson.path,
        { lessonId, submitKey: 'photo-submit-01', answers: [{ questionId: shortId, response: { photo } }] } as never,
        { json: true },
      ),
    );
    // A photo alone is an answer: it waits for a person.
    const own = expectOk(await f.get<LessonReport>('student', L.getLessonReport.path, { lessonId }));
    expect(own.submission.state).toBe('submitted');
    expect(own.items.find((i) => i.questionId === shortId)).toMatchObject({ outcome: 'pending', response: { photo } });
    const studentId = await f.userId('student');
    const byTeacher = expectOk(await f.get<LessonReport>('teacher', L.getStudentReport.path, { studentId, lessonId }));
    const teacherUrl = byTeacher.photoUrls[photo] ?? '';
    expect(teacherUrl).not.toBe(own.photoUrls[photo]);
    expect((await open(teacherUrl)).statusCode).toBe(200);
    // The DL linked to the student reads it through the support report.
    const [dl] = await f.t.db
      .select({ username: users.username })
      .from(supportLinks)
      .innerJoin(users, eq(users.id, supportLinks.staffId))
      .where(and(eq(supportLinks.studentId, studentId), eq(supportLinks.kind, 'dl')))
      .limit(1);
    if (!dl) throw new Error('the demo student has no DL');
    const byDl = expectOk(
      await f.get<LessonReport>(dl.username, L.getSupportLessonReport.path, { studentId, lessonId }),
    );
    expect((await open(byDl.photoUrls[photo] ?? '')).statusCode).toBe(200);
    // Once submitted, no more photos.
    expectError(await f.upload('student', uploadUrl(lessonId, shortId), {}, png()), 409, /already submitted/);
  });

  it('stops opening for a reader who may no longer see the work', async () => {
    const studentId = await f.userId('student');
    const byTeacher = expectOk(await f.get<LessonReport>('teacher', L.getStudentReport.path, { studentId, lessonId }));
    const url = byTeacher.photoUrls[photo] ?? '';
    const teacherId = await f.userId('teacher');
    await f.t.db.update(users).set({ status: 0 }).where(eq(users.id, teacherId));
    try {
      expect((await open(url)).statusCode).toBe(404);
    } finally {
      await f.t.db.update(users).set({ status: 1 }).where(eq(users.id, teacherId));
    }
    expect((await open(url)).statusCode).toBe(200);
  });
});
