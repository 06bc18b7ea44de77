import { api } from '@edu/shared/api';
import { and, eq } from 'drizzle-orm';
import {
  aiProviders,
  answerPhotos,
  answers,
  assignments,
  brandBots,
  classStudents,
  followUpNotes,
  lessonExercises,
  lessonReleases,
  questions,
  submissions,
  supportLinks,
} from '../../../db/schema';
import { encryptionKey, encryptSecret } from '../../../modules/ai/secret';
import { type FakeProvider, startFakeProvider } from '../../../modules/ai/test-fixtures';
import { contentCovers, homeBrand, only, type ProbeMap } from '../probe';
import type { World } from '../world';
import { injectOk } from '../world-calls';
import type { aiCourseProbes } from './learning-ai-courses';
import type { learningPreparationProbes } from './learning-preparations';

/**
 * The teaching and learning loop (issue 10): a teacher reaches its own classes only, a student its own work
 * on the lessons released to its classes (DESIGN.md section 3). The home teacher teaches 八年级1班
 * (w.home.class81), where the home student is; the sibling school's and acme's teachers and students are
 * elsewhere, so their cells answer 404 (another brand's lesson, another teacher's class) or 403 (a lesson of
 * their brand that is not released to their class). The lesson preparation probes are in
 * learning-preparations.ts.
 */

/** A fresh published lesson of the home brand released to 八年级1班, so that every cell starts anew. */
async function releasedLesson(w: World): Promise<number> {
  const { lesson } = await w.course({ published: true });
  await w.t.db.insert(lessonReleases).values({
    classId: w.home.class81,
    lessonId: lesson,
    brandId: w.brand.qiming,
    schoolId: w.school['qiming-no1'],
    unlockAt: new Date(Date.now() - 60_000),
  });
  return lesson;
}

/** A fresh released lesson with a short answer among its exercises (for photos of handwritten work). */
async function lessonWithShortAnswer(w: World): Promise<{ lessonId: number; questionId: number }> {
  const lessonId = await releasedLesson(w);
  const [q] = await w.t.db
    .insert(questions)
    .values({
      brandId: w.brand.qiming,
      type: 'short',
      subject: 'math',
      grade: 8,
      stem: `<p>MX short ${w.next()}</p>`,
      answer: { choices: [], judge: null, blanks: [], text: '<p>MX</p>' },
    })
    .returning({ id: questions.id });
  const questionId = q?.id ?? 0;
  await w.t.db.insert(lessonExercises).values({ lessonId, questionId, brandId: w.brand.qiming, sort: 1 });
  return { lessonId, questionId };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let fake: Promise<FakeProvider> | undefined;

/**
 * A fresh released lesson with the home question as its exercise, in a home brand whose study assistant is
 * on with its own provider (the fake's helpful hint).
 */
async function assistantLesson(w: World): Promise<{ lessonId: number; questionId: number; kind: 'hint' }> {
  fake ??= startFakeProvider({ texts: { 'assist-hint': 'Hint: start from the definition of $x$.' } });
  const { baseUrl } = await fake;
  const lessonId = await releasedLesson(w);
  await w.t.db.insert(lessonExercises).values({ lessonId, questionId: w.home.question, sort: 1 });
  const bot = { name: 'MX', enabled: true };
  await w.t.db
    .insert(brandBots)
    .values({ brandId: w.brand.qiming, ...bot })
    .onConflictDoUpdate({ target: brandBots.brandId, set: bot });
  await w.t.db.delete(aiProviders).where(eq(aiProviders.brandId, w.brand.qiming));
  await w.t.db.insert(aiProviders).values({
    brandId: w.brand.qiming,
    baseUrl,
    model: 'assist-hint',
    keyCipher: encryptSecret(encryptionKey(w.t.config), 'sk-mx-assist'),
    keyLast4: 'sist',
  });
  return { lessonId, questionId: w.home.question, kind: 'hint' };
}

/** A released lesson the home student has submitted. */
async function submittedLesson(w: World): Promise<number> {
  const lessonId = await releasedLesson(w);
  const student = w.caller('student');
  if (!student.session) throw new Error('matrix: the student is not logged in');
  await injectOk(
    w.t,
    student.session,
    'POST',
    api.learning.submitLesson.path,
    { lessonId, submitKey: `mx-${w.next()}-submit` },
    'student',
  );
  return lessonId;
}

/** A fresh published lesson with one exercise given to 八年级1班 as homework (due in a week). */
async function homeworkLesson(w: World): Promise<number> {
  const lessonId = await releasedLesson(w);
  await w.t.db.insert(lessonExercises).values({ lessonId, questionId: w.home.question, sort: 1 });
  await w.t.db.insert(assignments).values({
    classId: w.home.class81,
    lessonId,
    brandId: w.brand.qiming,
    schoolId: w.school['qiming-no1'],
    dueAt: new Date(Date.now() + 7 * 86_400_000),
    questionIds: [w.home.question],
  });
  return lessonId;
}

/** A fresh follow-up note of the home DL about the home student (linked by the demo data). */
async function dlNote(w: World): Promise<number> {
  const [row] = await w.t.db
    .insert(followUpNotes)
    .values({
      staffId: w.userId('dl'),
      studentId: w.userId('student'),
      brandId: w.brand.qiming,
      note: `MX follow-up ${w.next()}`,
      contactAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: followUpNotes.id });
  if (!row) throw new Error('matrix: no follow-up note inserted');
  return row.id;
}

/** Student endpoints: the home student is in 八年级1班; a student of the brand elsewhere finds it locked. */
const studentCovers = only('student');
const lockedForBrandStudents = (c: Parameters<typeof contentCovers>[0], w: World) =>
  contentCovers(c, homeBrand(w)) ? 403 : 404;

/** The group's endpoints but the preparations' (learning-preparations.ts). */
export const learningProbes: Omit<
  ProbeMap<'learning'>,
  keyof typeof learningPreparationProbes | keyof typeof aiCourseProbes
> = {
  'learning.getMyClasses': {
    kind: 'list',
    input: () => ({}),
    check: async ({ data }, { w, caller }) => {
      for (const row of data) {
        if (!(await w.teaches(caller.userId, row.id)))
          return `leaks class ${row.id} (${row.name}), not taught by the caller`;
      }
      return null;
    },
  },
  'learning.getClassProgress': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ classId: w.home.class81 }),
  },
  'learning.getTaughtStudents': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    // Only students of classes the caller teaches.
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        if (!(await w.teaches(caller.userId, row.classId)))
          return `leaks student ${row.studentId} of class ${row.classId}, not taught by the caller`;
      }
      return null;
    },
  },
  'learning.getStudentDays': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ studentId: w.userId('student'), from: '2026-01-01', to: '2026-01-31' }),
  },
  'learning.getStudentReport': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ studentId: w.userId('student'), lessonId: await submittedLesson(w) }),
  },
  'learning.getClassReleases': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ classId: w.home.class81, courseId: w.home.bookCourse }),
  },
  'learning.setLessonRelease': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ classId: w.home.class81, lessonIds: [w.home.bookLesson], action: 'release' }),
    writes: lessonReleases,
  },
  'learning.getMyLessons': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    // Only lessons released to the caller's own classes.
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        const classes = await w.t.db
          .select({ classId: lessonReleases.classId })
          .from(lessonReleases)
          .innerJoin(classStudents, eq(classStudents.classId, lessonReleases.classId))
          .where(and(eq(lessonReleases.lessonId, row.lessonId), eq(classStudents.studentId, caller.userId ?? 0)));
        if (classes.length === 0) return `leaks lesson ${row.lessonId}, not released to the caller's classes`;
      }
      return null;
    },
  },
  'learning.getStudentLesson': {
    kind: 'target',
    covers: studentCovers,
    refusal: lockedForBrandStudents,
    input: async ({ w }) => ({ lessonId: await releasedLesson(w) }),
  },
  'learning.saveAnswers': {
    kind: 'target',
    covers: studentCovers,
    refusal: lockedForBrandStudents,
    input: async ({ w }) => ({ lessonId: await releasedLesson(w), answers: [] }),
    writes: submissions,
  },
  'learning.getStudyAssistant': {
    kind: 'target',
    covers: studentCovers,
    refusal: lockedForBrandStudents,
    input: async ({ w }) => ({ lessonId: (await assistantLesson(w)).lessonId }),
  },
  'learning.askStudyAssistant': {
    kind: 'target',
    covers: studentCovers,
    refusal: lockedForBrandStudents,
    input: ({ w }) => assistantLesson(w),
  },
  'learning.submitLesson': {
    kind: 'target',
    covers: studentCovers,
    refusal: lockedForBrandStudents,
    input: async ({ w }) => ({ lessonId: await releasedLesson(w), submitKey: `mx-${w.next()}-key` }),
    writes: answers,
  },
  'learning.uploadAnswerPhoto': {
    kind: 'target',
    covers: studentCovers,
    refusal: lockedForBrandStudents,
    input: ({ w }) => lessonWithShortAnswer(w),
    file: { filename: 'work.png', contentType: 'image/png', body: PNG },
    writes: answerPhotos,
  },
  // Opened by a signed address only (the API tests open valid ones): a made-up signature opens nothing, for anyone.
  'learning.answerPhoto': {
    kind: 'target',
    publicStatus: 403,
    input: () => ({
      name: '0f8fad5b-d9cb-469f-a165-70867728950e.png',
      uid: 1,
      exp: Math.floor(Date.now() / 1000) + 3600,
      sig: 'made-up-signature',
    }),
  },
  'learning.getLessonReport': {
    kind: 'target',
    covers: studentCovers,
    // Only the student who submitted has a report: everyone else finds none (404).
    input: async ({ w }) => ({ lessonId: await submittedLesson(w) }),
  },
  // ---- Homework: the home teacher's class; the home student's to-do ----
  'learning.getClassHomework': {
    kind: 'target',
    covers: only('teacher'),
    input: ({ w }) => ({ classId: w.home.class81, page: 1, pageSize: 20 }),
  },
  'learning.getHomeworkStatus': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ classId: w.home.class81, lessonId: await homeworkLesson(w) }),
  },
  'learning.setHomework': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => {
      const lessonId = (await w.course({ published: true })).lesson;
      await w.t.db.insert(lessonExercises).values({ lessonId, questionId: w.home.question, sort: 1 });
      return {
        classId: w.home.class81,
        lessonId,
        dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        source: 'lesson',
      };
    },
    writes: assignments,
  },
  'learning.removeHomework': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ classId: w.home.class81, lessonId: await homeworkLesson(w) }),

    writes: assignments,
  },
  'learning.getMyHomework': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    // Only homework of the caller's own classes.
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        const mine = await w.t.db
          .select({ classId: assignments.classId })
          .from(assignments)
          .innerJoin(classStudents, eq(classStudents.classId, assignments.classId))
          .where(and(eq(assignments.lessonId, row.lessonId), eq(classStudents.studentId, caller.userId ?? 0)));
        if (mine.length === 0) return `leaks homework of lesson ${row.lessonId}, not given to the caller's classes`;
      }
      return null;
    },
  },
  // ---- A DL's work list: the home DL is linked to the home student (demo data); acme's DL is not ----
  'learning.getSupportStudents': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    // Only students linked to the caller.
    check: async ({ data }, { w, caller }) => {
      for (const row of data.list) {
        const link = await w.t.db
          .select({ id: supportLinks.id })
          .from(supportLinks)
          .where(and(eq(supportLinks.staffId, caller.userId ?? 0), eq(supportLinks.studentId, row.studentId)));
        if (link.length === 0) return `leaks student ${row.studentId}, not linked to the caller`;
      }
      return null;
    },
  },
  'learning.getFollowUps': {
    kind: 'target',
    covers: only('dl'),
    input: ({ w }) => ({ studentId: w.userId('student'), page: 1, pageSize: 20 }),
  },
  'learning.addFollowUp': {
    kind: 'target',
    covers: only('dl'),
    input: ({ w }) => ({
      studentId: w.userId('student'),
      note: `MX called ${w.next()}`,
      agreed: 'MX agreed',
      contactAt: new Date().toISOString(),
    }),
    writes: followUpNotes,
  },
  'learning.deleteFollowUp': {
    kind: 'target',
    covers: only('dl'),
    input: async ({ w }) => ({ id: await dlNote(w) }),
    writes: followUpNotes,
  },
  'learning.getSupportStudentLessons': {
    kind: 'target',
    covers: only('dl'),
    input: ({ w }) => ({ studentId: w.userId('student'), page: 1, pageSize: 20 }),
  },
  'learning.getSupportLessonReport': {
    kind: 'target',
    covers: only('dl'),
    input: async ({ w }) => ({ studentId: w.userId('student'), lessonId: await submittedLesson(w) }),
  },
  // ---- Today (the dashboard's to-do): a teacher's own classes, a student's own work ----
  'learning.getTeacherToday': {
    kind: 'list',
    input: () => ({ tz: 'Asia/Shanghai' }),
    // Only lessons and homework of classes the caller teaches.
    check: async ({ data }, { w, caller }) => {
      const rows = [
        ...data.prepare.list,
        ...data.releases.list,
        ...data.dueSoon.list,
        ...data.pastDue.list,
        ...data.toGrade.list,
      ];
      for (const row of rows) {
        if (!(await w.teaches(caller.userId, row.classId)))
          return `leaks lesson ${row.lessonId} of class ${row.classId}, not taught by the caller`;
      }
      return null;
    },
  },
  'learning.getStudentToday': {
    kind: 'list',
    input: () => ({}),
    // Only lessons released to the caller's own classes.
    check: async ({ data }, { w, caller }) => {
      const rows = [...data.todo.list, ...data.inProgress.list, ...data.results];
      for (const row of rows) {
        const classes = await w.t.db
          .select({ classId: lessonReleases.classId })
          .from(lessonReleases)
          .innerJoin(classStudents, eq(classStudents.classId, lessonReleases.classId))
          .where(and(eq(lessonReleases.lessonId, row.lessonId), eq(classStudents.studentId, caller.userId ?? 0)));
        if (classes.length === 0) return `leaks lesson ${row.lessonId}, not released to the caller's classes`;
      }
      return null;
    },
  },
};
