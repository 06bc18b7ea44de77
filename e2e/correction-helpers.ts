import type { Browser, Locator, Page } from '@playwright/test';
import { api, apiLogin, BASE, DEMO_PASSWORD, expect, md5, sessionState } from './fixtures';
import { MATH_COURSE } from './learning-helpers';
import { uid } from './org-helpers';

/** Helpers of the homework correction end-to-end tests (tests/correction.spec.ts). */

/** The lesson the correction tests release, hand in and correct (it opens with a short answer). */
export const LESSON = '2.1 配方法';

// A 2×2 PNG: what a phone photo is to the server (checked by content, not by name).
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

export interface World {
  classId: number;
  student: { username: string; name: string };
  corrector2: { username: string; name: string };
  lessonId: number;
}

/** The data of an answer of the API, or an error naming what failed. */
export async function ok<T>(res: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const r = await res;
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
  return r.data;
}

/** The school, people and class of a test, through the admin's endpoints; the lesson released to the class. */
export async function makeWorld(): Promise<World> {
  const id = uid();
  const { token } = await apiLogin('admin');
  const corrector = await apiLogin('corrector');
  const school = await ok(
    api<{ id: number }>('/openapi/manage/updateSchool', {
      form: { name: `E2E 批改学校 ${id}`, address: '1 Test Road', brandId: Number(corrector.brandid) },
      token,
    }),
    'updateSchool',
  );
  const person = async (role: number, username: string, name: string) =>
    ok(
      api<{ id: number }>('/openapi/manage/saveUser', {
        form: { username, name, roleType: role, schoolId: school.id, pwd: md5(DEMO_PASSWORD) },
        token,
      }),
      `saveUser ${username}`,
    );
  const teacher = { username: `e2e-ct-${id}`, name: `批改测试教师 ${id}` };
  const student = { username: `e2e-cs-${id}`, name: `批改测试学生 ${id}` };
  const corrector2 = { username: `e2e-cc-${id}`, name: `第二批改 ${id}` };
  const teacherId = (await person(0, teacher.username, teacher.name)).id;
  const studentId = (await person(1, student.username, student.name)).id;
  const corrector2Id = (await person(8, corrector2.username, corrector2.name)).id;
  const cls = await ok(
    api<{ id: number }>('/openapi/manage/saveClass', {
      form: {
        schoolId: school.id,
        grade: 8,
        name: `E2E 批改班 ${id}`,
        headTeacherId: teacherId,
        teacherIds: teacherId,
        studentIds: studentId,
      },
      token,
    }),
    'saveClass',
  );
  await ok(
    api('/openapi/correction/setClassCorrectors', {
      json: { classId: cls.id, correctorIds: [corrector.id, corrector2Id] },
      token,
    }),
    'setClassCorrectors',
  );

  // The teacher releases the lesson to its class, as on /lockUp/index.
  const t = await apiLogin(teacher.username);
  const courses = await ok(
    api<{ list: { id: number; title: string }[] }>(
      `/openapi/course/getCourseList?pageSize=50&keyword=${encodeURIComponent('二次根式')}`,
      { token: t.token },
    ),
    'getCourseList',
  );
  const courseId = courses.list.find((c) => c.title === MATH_COURSE)?.id;
  const tree = await ok(
    api<{ lessons: { id: number; title: string }[] }>(`/openapi/course/getChapterTree?courseId=${courseId}`, {
      token: t.token,
    }),
    'getChapterTree',
  );
  const lessonId = tree.lessons.find((l) => l.title === LESSON)?.id;
  if (!lessonId) throw new Error(`no lesson ${LESSON}`);
  await ok(
    api('/openapi/learning/setLessonRelease', {
      form: { classId: cls.id, lessonIds: lessonId, action: 'release' },
      token: t.token,
    }),
    'setLessonRelease',
  );
  return { classId: cls.id, student, corrector2, lessonId };
}

/** A browser of an account made by the test (logged in through the API). */
export async function browse(browser: Browser, username: string) {
  const user = await apiLogin(username);
  const context = await browser.newContext({ baseURL: BASE, storageState: sessionState(user, BASE) });
  return { context, page: await context.newPage() };
}

/** Answers an exercise of the student's lesson page whatever its type (a short answer with a photo). */
export async function answer(page: Page, question: Locator): Promise<void> {
  const type = await question.getAttribute('data-type');
  if (type === 'single' || type === 'multiple') await question.getByTestId('stu-option').first().click();
  else if (type === 'judge') await question.getByTestId('stu-judge-true').click();
  else if (type === 'blank') {
    for (const blank of await question.getByTestId('stu-blank').all()) await blank.fill('1');
    for (const math of await question.locator('[data-testid=stu-math-blank] math-field').all()) {
      await math.click();
      await expect(math).toBeFocused();
      await page.keyboard.type('1');
      await page.keyboard.press('Tab');
    }
  } else {
    await question.getByTestId('stu-short').fill('(x-2)^2 = 1, so x = 3 or x = 1. See my photo.');
    await question
      .locator('input[type=file]')
      .setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(question.getByTestId('stu-photo-img').locator('img')).toBeVisible();
  }
}

/** The world's student answers its lesson and hands it in, through the API as the console would. */
export async function handInThroughApi(world: World): Promise<void> {
  const { token } = await apiLogin(world.student.username);
  const lesson = await ok(
    api<{ exercises: { questionId: number; preview: { type: string; blankCount: number } }[] }>(
      `/openapi/learning/getStudentLesson?lessonId=${world.lessonId}`,
      { token },
    ),
    'getStudentLesson',
  );
  const answers = lesson.exercises.map(({ questionId, preview }) => ({
    questionId,
    response:
      preview.type === 'short'
        ? { text: 'Complete the square.' }
        : preview.type === 'blank'
          ? { blanks: Array.from({ length: preview.blankCount }, () => '1') }
          : preview.type === 'judge'
            ? { judge: true }
            : { choices: ['A'] },
  }));
  await ok(api('/openapi/learning/saveAnswers', { json: { lessonId: world.lessonId, answers }, token }), 'saveAnswers');
  await ok(
    api('/openapi/learning/submitLesson', { json: { lessonId: world.lessonId, submitKey: `e2e-${uid()}` }, token }),
    'submitLesson',
  );
}
