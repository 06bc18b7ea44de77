/**
 * A term of generated work for supervision and the precision-learning reports (issue 12 item 5), written as
 * the console writes it (releases, hand-ins graded by its own grading, sessions with their timelines):
 * - 八年级3班 (启明第一中学, the demo teacher's third class, 24 students): eight weeks of lessons, one a week
 *   done after class in the evening (1.1, 1.2, 15.1-15.3, 复习一, 复习二), then three taught in supervised
 *   sessions 8, 5 and 2 days ago (复习三, 复习四, 2.2: seed-sessions.ts), and 3.1 released an hour ago with
 *   nothing done yet: the lesson `npm run demo:live` supervises live.
 * - 九年级1班 of 滨江双语学校 (the brand's second school): the four review lessons, a week apart.
 * The answers come from the ability × difficulty model (demo-model.ts): every student an ability of its own
 * (some rising over the term, some falling), every question a difficulty from its bank difficulty and its
 * knowledge points (fractions easy, the discriminant hard) and a discrimination; the judgement of lesson 1.1
 * ("√(a²)=a for every real a") is the bad item, missed by the able as often as by the others. Wrong answers
 * are a favourite distractor, a sign slip, an inverted fraction. Deterministic: a seeded generator, the dates
 * relative to the seeding time.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/db/queries';
import { classes, lessonReleases } from '../../src/db/schema';
import { CLASS_83 } from './data/people';
import { abilityOf, modelResponse, normal, prng, seedOf } from './demo-model';
import type { ContentSeedIds } from './seed-content';
import { type SessionStudent, seedEndedSession } from './seed-sessions';
import { lessonsByTitle, makeGrader, type SeedLesson, type WorkRow, writeWork } from './seed-work';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 八年级3班's lessons done after class: the title and how many days ago it was released. */
export const HISTORY_83: readonly (readonly [string, number])[] = [
  ['1.1 二次根式的概念与性质', 56],
  ['1.2 二次根式的乘除', 49],
  ['15.1 分式', 42],
  ['15.2 分式的运算', 35],
  ['15.3 分式方程', 28],
  ['复习一 二次根式的化简与运算', 21],
  ['复习二 一元二次方程的解法', 14],
];

/** 八年级3班's supervised sessions: the lesson, days ago (at 10:00 in Beijing), minutes. */
export const SESSIONS_83: readonly (readonly [string, number, number])[] = [
  ['复习三 根的判别式', 8, 40],
  ['复习四 一次函数', 5, 42],
  ['2.2 公式法与根的判别式', 2, 38],
];

/** Released to 八年级3班 an hour before the seeding, nothing done: demo:live's lesson. */
export const LIVE_LESSON_83 = '3.1 矩阵与二元一次方程组';
export const LIVE_CLASS = '八年级3班';

/** 九年级1班 of the brand's second school: the review lessons, days ago. */
const HISTORY_RIVERSIDE: readonly (readonly [string, number])[] = [
  ['复习一 二次根式的化简与运算', 30],
  ['复习二 一元二次方程的解法', 23],
  ['复习三 根的判别式', 16],
  ['复习四 一次函数', 9],
];
const RIVERSIDE_STUDENTS = ['sunyue', 'linzimo', 'songjiayi'];

const BAD_ITEM = { lesson: '1.2 二次根式的乘除', no: 1 };

interface Student extends SessionStudent {
  /** ability change per week over the term */
  growth: number;
}

function studentsOf(ids: ContentSeedIds, usernames: readonly string[], offset: number): Student[] {
  return usernames.map((username) => ({ studentId: ids.user(username), username, ...abilityOf(username, offset) }));
}

async function classRow(tx: Tx, classId: number) {
  const [row] = await tx
    .select({ schoolId: classes.schoolId, brandId: classes.brandId })
    .from(classes)
    .where(sql`${classes.id} = ${classId}`);
  if (!row) throw new Error(`seed: no class ${classId}`);
  return { classId, ...row };
}

/**
 * The students' work on a lesson done after class: each in the evening one to three days after the release
 * (18:00-22:30 in Beijing), in 6 to 25 minutes; 1 in 25 never does it.
 */
function afterClassWork(
  klass: { classId: number; schoolId: number; brandId: number },
  lesson: SeedLesson,
  students: readonly Student[],
  releasedAt: Date,
  weekNo: number,
  now: number,
): WorkRow[] {
  const out: WorkRow[] = [];
  for (const s of students) {
    const rand = prng(seedOf('work', s.username, lesson.title, klass.classId));
    if (rand() < 0.04) continue;
    const day = new Date(releasedAt.getTime() + (1 + Math.floor(rand() * 3)) * DAY_MS);
    day.setUTCHours(10, 0, 0, 0);
    // Never later than the evening before the seeding (a lesson released yesterday is done last night).
    while (day.getTime() > now - DAY_MS + 12 * HOUR_MS && day.getTime() - DAY_MS > releasedAt.getTime()) {
      day.setTime(day.getTime() - DAY_MS);
    }
    const startedAt = new Date(day.getTime() + Math.round(rand() * 270) * MINUTE_MS);
    const theta = s.theta + s.growth * weekNo;
    const minutes = Math.min(25, Math.max(6, 13 - 4 * theta + 4 * normal(rand)));
    const responses: WorkRow['responses'] = new Map();
    for (const q of lesson.questions) {
      responses.set(q.questionId, modelResponse(q, q.item, theta, rand).response);
    }
    out.push({
      studentId: s.studentId,
      username: s.username,
      ...klass,
      lesson,
      startedAt,
      submittedAt: new Date(startedAt.getTime() + Math.round(minutes * MINUTE_MS)),
      responses,
    });
  }
  return out;
}

export async function seedHistory(tx: Tx, ids: ContentSeedIds, now = Date.now()): Promise<void> {
  const titles = [...HISTORY_83.map(([t]) => t), ...SESSIONS_83.map(([t]) => t), LIVE_LESSON_83];
  const lessons = await lessonsByTitle(tx, titles, BAD_ITEM);
  const lesson = (title: string) => {
    const l = lessons.get(title);
    if (!l) throw new Error(`seed: no lesson ${title}`);
    return l;
  };
  const grade = makeGrader();
  const teacherId = ids.user('teacher');
  const work: WorkRow[] = [];
  const releases: (typeof lessonReleases.$inferInsert)[] = [];
  const daysAgo = (days: number, hourUtc: number) => {
    const d = new Date(now - days * DAY_MS);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d;
  };

  // 八年级3班: a lesson a week after class, then three supervised sessions.
  const k83 = await classRow(tx, ids.klass('qiming-no1', LIVE_CLASS));
  const class83 = studentsOf(
    ids,
    CLASS_83.map((s) => s.username),
    0,
  );
  const release = (klass: typeof k83, lessonId: number, at: Date, by: number) =>
    releases.push({ ...klass, lessonId, unlockAt: at, changedBy: by, changedAt: at });
  for (const [i, [title, days]] of HISTORY_83.entries()) {
    const releasedAt = daysAgo(days, 0);
    release(k83, lesson(title).id, releasedAt, teacherId);
    work.push(...afterClassWork(k83, lesson(title), class83, releasedAt, i, now));
  }
  for (const [i, [title, days, minutes]] of SESSIONS_83.entries()) {
    const startedAt = daysAgo(days, 2);
    release(k83, lesson(title).id, new Date(startedAt.getTime() - 5 * MINUTE_MS), teacherId);
    const weekNo = HISTORY_83.length + i;
    const { work: inClass, absent } = await seedEndedSession(
      tx,
      { ...k83, teacherId },
      lesson(title),
      class83.map((s) => ({ ...s, theta: s.theta + s.growth * weekNo })),
      startedAt,
      minutes * MINUTE_MS,
      grade,
    );
    work.push(...inClass);
    // Those who missed the class do it at home, that evening or the next.
    const missed = class83.filter((s) => absent.some((a) => a.studentId === s.studentId));
    work.push(...afterClassWork(k83, lesson(title), missed, new Date(startedAt.getTime() - DAY_MS), weekNo, now));
  }
  release(k83, lesson(LIVE_LESSON_83).id, new Date(now - HOUR_MS), teacherId);

  // The brand's second school: 九年级1班 of 滨江双语学校 reviews, a lesson a week.
  const k91 = await classRow(tx, ids.klass('riverside', '九年级1班'));
  const riverside = studentsOf(ids, RIVERSIDE_STUDENTS, 0.35);
  for (const [i, [title, days]] of HISTORY_RIVERSIDE.entries()) {
    const releasedAt = daysAgo(days, 0);
    release(k91, lesson(title).id, releasedAt, ids.user('chenjing'));
    work.push(...afterClassWork(k91, lesson(title), riverside, releasedAt, i, now));
  }

  await tx.insert(lessonReleases).values(releases);
  await writeWork(tx, work, grade);
}
