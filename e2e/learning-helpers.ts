import type { Locator } from '@playwright/test';
import { api, apiLogin, expect } from './fixtures';

/** Helpers of the teaching-loop end-to-end tests (tests/learning-*.spec.ts) and the accessibility gate. */

export const MATH_COURSE = '八年级数学：二次根式与一元二次方程';

/**
 * Releases the `index`-th (negative: from the end) published lesson of the demo mathematics course to the demo student's class
 * (八年级1班), as the demo teacher would on /lockUp/index; answers the lesson's id and title. `to` names another class
 * of the demo school and a teacher of it (huangjie teaches every class of 启明第一中学).
 */
export async function releaseMathLesson(
  index: number,
  to: { className: string; teacher: string } = { className: '八年级1班', teacher: 'teacher' },
): Promise<{ lessonId: number; title: string }> {
  const { token } = await apiLogin(to.teacher);
  const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token });
  const classId = classes.data?.find((c) => c.name === to.className)?.id;
  const courses = await api<{ list: { id: number; title: string }[] }>(
    `/openapi/course/getCourseList?pageSize=50&keyword=${encodeURIComponent('二次根式')}`,
    { token },
  );
  const courseId = courses.data?.list?.find((c) => c.title === MATH_COURSE)?.id;
  const tree = await api<{ lessons: { id: number; title: string }[] }>(
    `/openapi/course/getChapterTree?courseId=${courseId}`,
    { token },
  );
  const lesson = tree.data?.lessons?.at(index);
  if (!classId || !lesson) throw new Error(`releaseMathLesson(${index}): class ${classId}, lesson ${lesson?.id}`);
  const res = await api('/openapi/learning/setLessonRelease', {
    form: { classId, lessonIds: lesson.id, action: 'release' },
    token,
  });
  if (res.code !== 200) throw new Error(`setLessonRelease: ${res.code} ${res.msg}`);
  return { lessonId: lesson.id, title: lesson.title };
}

/**
 * Locks every published lesson of the demo mathematics course for one of the demo teacher's classes, as the
 * teacher would on /lockUp/index (the demo data releases six of them to 八年级2班).
 */
export async function lockMathCourse(className: string): Promise<void> {
  const { token } = await apiLogin('teacher');
  const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token });
  const classId = classes.data?.find((c) => c.name === className)?.id;
  const courses = await api<{ list: { id: number; title: string }[] }>(
    `/openapi/course/getCourseList?pageSize=50&keyword=${encodeURIComponent('二次根式')}`,
    { token },
  );
  const courseId = courses.data?.list?.find((c) => c.title === MATH_COURSE)?.id;
  const tree = await api<{ lessons: { id: number }[] }>(`/openapi/course/getChapterTree?courseId=${courseId}`, {
    token,
  });
  const lessonIds = (tree.data?.lessons ?? []).map((l) => l.id);
  if (!classId || lessonIds.length === 0) throw new Error(`lockMathCourse(${className}): class ${classId}`);
  const res = await api('/openapi/learning/setLessonRelease', {
    json: { classId, lessonIds, action: 'lock' },
    token,
  });
  if (res.code !== 200) throw new Error(`setLessonRelease lock: ${res.code} ${res.msg}`);
}

/** The demo math course's `index`-th (negative: from the end) published lesson with exercises, as the teacher reads it. */
export async function mathLesson(index: number): Promise<{ id: number; title: string }> {
  const { token } = await apiLogin('teacher');
  const courses = await api<{ list: { id: number; title: string }[] }>(
    `/openapi/course/getCourseList?pageSize=50&keyword=${encodeURIComponent('二次根式')}`,
    { token },
  );
  const courseId = courses.data?.list?.find((c) => c.title === MATH_COURSE)?.id;
  const tree = await api<{ lessons: { id: number; title: string; exerciseCount: number }[] }>(
    `/openapi/course/getChapterTree?courseId=${courseId}`,
    { token },
  );
  const lesson = tree.data?.lessons?.filter((l) => l.exerciseCount > 0).at(index);
  if (!lesson) throw new Error(`mathLesson(${index}): none`);
  return { id: lesson.id, title: lesson.title };
}

/** The lesson of the seeded preparation: the demo teacher's first math lesson, prepared for 八年级1班 (seed-preparations.ts). */
export const SEEDED_PREP_LESSON = '1.1 二次根式的概念与性质';

/** The seeded preparation's lesson and class, as the demo teacher's preparation list has them. */
export async function seededPreparation(): Promise<{ prepId: number; lessonId: number; classId: number }> {
  const { token } = await apiLogin('teacher');
  const res = await api<{
    list: { id: number; lessonId: number; classId: number; lessonTitle: string; className: string }[];
  }>(`/openapi/learning/getPreparationList?pageSize=100&keyword=${encodeURIComponent(SEEDED_PREP_LESSON)}`, { token });
  const row = res.data?.list?.find((r) => r.lessonTitle === SEEDED_PREP_LESSON && r.className === '八年级1班');
  if (!row) throw new Error(`seededPreparation: none (${res.code} ${res.msg})`);
  return { prepId: row.id, lessonId: row.lessonId, classId: row.classId };
}

/** The demo teacher's class 八年级1班 (the demo student's), by id. */
export async function class81Id(): Promise<number> {
  const { token } = await apiLogin('teacher');
  const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token });
  const id = classes.data?.find((c) => c.name === '八年级1班')?.id;
  if (!id) throw new Error(`class81Id: not found (${classes.code} ${classes.msg})`);
  return id;
}

/**
 * A student (of 八年级1班 unless the lesson was released to its class) opens a released lesson, answers every exercise (the first option, true, "1/2" in
 * blanks, a sentence) and submits it, through the API as the console would.
 */
export async function submitLessonAs(username: string, lessonId: number): Promise<void> {
  const { token } = await apiLogin(username);
  const lesson = await api<{ exercises: { questionId: number; preview: { type: string; blankCount?: number } }[] }>(
    `/openapi/learning/getStudentLesson?lessonId=${lessonId}`,
    { token },
  );
  if (lesson.code !== 200) throw new Error(`getStudentLesson: ${lesson.code} ${lesson.msg}`);
  const answers = (lesson.data.exercises ?? []).map(({ questionId, preview }) => ({
    questionId,
    response:
      preview.type === 'single' || preview.type === 'multiple'
        ? { choices: ['A'] }
        : preview.type === 'judge'
          ? { judge: true }
          : preview.type === 'blank'
            ? { blanks: Array.from({ length: preview.blankCount ?? 1 }, () => '1/2') }
            : { text: 'Because both sides are equal.' },
  }));
  const saved = await api('/openapi/learning/saveAnswers', {
    json: { lessonId, answers, timeSpentMs: 240_000 },
    token,
  });
  if (saved.code !== 200) throw new Error(`saveAnswers: ${saved.code} ${saved.msg}`);
  const submitted = await api('/openapi/learning/submitLesson', {
    json: { lessonId, submitKey: `e2e-${username}-${lessonId}-${Date.now()}` },
    token,
  });
  if (submitted.code !== 200) throw new Error(`submitLesson: ${submitted.code} ${submitted.msg}`);
}

/**
 * A lesson handed in by a student the DL looks after (the DL's read-only report, issue 10 item 7): releases
 * it to 八年级1班 and has `username` hand it in unless it has already; answers the student's id.
 */
export async function handedInForDl(dlToken: string, username: string, lessonId: number): Promise<number> {
  const students = await api<{ list: { studentId: number; username: string }[] }>(
    `/openapi/learning/getSupportStudents?pageSize=100&keyword=${encodeURIComponent(username)}`,
    { token: dlToken },
  );
  const studentId = students.data?.list?.find((s) => s.username === username)?.studentId;
  if (!studentId) throw new Error(`handedInForDl: ${username} is not linked (${students.code} ${students.msg})`);
  const lessons = await api<{ list: { lessonId: number; state: string }[] }>(
    `/openapi/learning/getSupportStudentLessons?studentId=${studentId}&pageSize=100`,
    { token: dlToken },
  );
  const state = lessons.data?.list?.find((l) => l.lessonId === lessonId)?.state;
  if (state !== 'submitted' && state !== 'graded') await submitLessonAs(username, lessonId);
  return studentId;
}

/**
 * Answers one exercise whatever its type. A formula blank is MathLive's math field: typed into as a person
 * does (`6/2` becomes a fraction), the other blanks are filled with `1/2`.
 */
export async function answer(question: Locator): Promise<void> {
  const type = await question.getAttribute('data-type');
  if (type === 'single' || type === 'multiple') await question.getByTestId('stu-option').first().click();
  else if (type === 'judge') await question.getByTestId('stu-judge-true').click();
  else if (type === 'blank') {
    for (const blank of await question.getByTestId('stu-blank').all()) await blank.fill('1/2');
    for (const math of await question.locator('[data-testid=stu-math-blank] math-field').all()) {
      await math.click();
      // MathLive takes the focus once it is ready (a click before that lands on the field being set up).
      await expect(math).toBeFocused();
      await math.page().keyboard.type('6/2');
      await math.page().keyboard.press('Tab');
    }
  } else await question.getByTestId('stu-short').fill('Because both sides are equal.');
}
