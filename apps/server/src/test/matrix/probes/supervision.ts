import { eq, sql } from 'drizzle-orm';
import { classSessionEvents, classSessionPresence, classSessions, classTeachers } from '../../../db/schema';
import { only, type ProbeMap } from '../probe';
import type { World } from '../world';

/**
 * Live class supervision (issue 12): a teacher runs the sessions of the classes it teaches, the platform admin
 * reads any, a student reaches only its own class's session (DESIGN.md section 3). The home teacher teaches
 * 八年级1班 (w.home.class81), where the home student is; the sibling school's and acme's teachers and students
 * answer 404, other roles 403. The streams are probed on an ended session, whose stream ends by itself.
 */

type Kind = 'live' | 'ended';

/** A session of the home teacher on the home book lesson: on 八年级1班, or on a new class it teaches. */
async function session(w: World, state: Kind, classId?: number): Promise<number> {
  let target = classId;
  if (target === undefined) {
    target = await w.newClass();
    await w.t.db.insert(classTeachers).values({
      classId: target,
      teacherId: w.userId('teacher'),
      brandId: w.brand.qiming,
      schoolId: w.school['qiming-no1'],
    });
  }
  const [row] = await w.t.db
    .insert(classSessions)
    .values({
      brandId: w.brand.qiming,
      schoolId: w.school['qiming-no1'],
      classId: target,
      lessonId: w.home.bookLesson,
      teacherId: w.userId('teacher'),
      state,
      endedAt: state === 'ended' ? new Date() : null,
    })
    .returning({ id: classSessions.id });
  if (!row) throw new Error('matrix: no session inserted');
  await w.t.db.insert(classSessionEvents).values({ sessionId: row.id, kind: 'start', payload: {} });
  return row.id;
}

// One ended and one live session of 八年级1班 per world, made on first use (reads and heartbeats only).
const shared = new WeakMap<World, Partial<Record<Kind, number>>>();
async function class81Session(w: World, state: Kind): Promise<number> {
  const known = shared.get(w) ?? {};
  shared.set(w, known);
  known[state] ??= await session(w, state, w.home.class81);
  return known[state];
}

const sessionState = async (w: World, input: { sessionId?: unknown }) => {
  const [row] = await w.t.db
    .select({ state: classSessions.state, focus: classSessions.focusQuestionId })
    .from(classSessions)
    .where(eq(classSessions.id, Number(input.sessionId)));
  return row ?? null;
};

const teacherOrAdmin = only('teacher', 'admin');

export const supervisionProbes: ProbeMap<'supervision'> = {
  'supervision.startClassSession': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => {
      const classId = await w.newClass();
      await w.t.db.insert(classTeachers).values({
        classId,
        teacherId: w.userId('teacher'),
        brandId: w.brand.qiming,
        schoolId: w.school['qiming-no1'],
      });
      return { classId, lessonId: w.home.bookLesson };
    },
    writes: classSessions,
  },
  'supervision.endClassSession': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ sessionId: await session(w, 'live') }),
    writes: classSessionEvents,
    state: sessionState,
  },
  'supervision.getClassSessions': {
    kind: 'list',
    input: () => ({ page: 1, pageSize: 100 }),
    check: ({ data }, { caller }) => {
      if (caller.spec.role === 'admin') return null;
      const stray = data.list.find((s) => s.teacherId !== caller.userId);
      return stray ? `leaks session ${stray.id} of teacher ${stray.teacherId}` : null;
    },
  },
  'supervision.getClassSession': {
    kind: 'target',
    covers: teacherOrAdmin,
    input: async ({ w }) => ({ sessionId: await class81Session(w, 'ended') }),
  },
  'supervision.sendSessionAction': {
    kind: 'target',
    covers: only('teacher'),
    input: async ({ w }) => ({ sessionId: await session(w, 'live'), action: 'end' }),
    writes: classSessionEvents,
    state: sessionState,
  },
  'supervision.getSessionTimeline': {
    kind: 'target',
    covers: teacherOrAdmin,
    input: async ({ w }) => ({ sessionId: await class81Session(w, 'ended') }),
  },
  'supervision.getSessionSummary': {
    kind: 'target',
    covers: teacherOrAdmin,
    input: async ({ w }) => ({ sessionId: await class81Session(w, 'ended') }),
  },
  'supervision.getSessionStream': {
    kind: 'target',
    covers: teacherOrAdmin,
    input: async ({ w }) => ({ sessionId: await class81Session(w, 'ended') }),
  },
  // Any student may ask; only its own class's live session is ever answered (null for the others).
  'supervision.getMyLiveSession': {
    kind: 'own',
    input: async ({ w }) => {
      await class81Session(w, 'live');
      return { lessonId: w.home.bookLesson };
    },
    check: async ({ data }, { w, caller }) => {
      if (data.session === null) return null;
      const classes = await w.classesOf(caller.userId ?? 0);
      return classes.includes(data.session.classId) ? null : `leaks the session of class ${data.session.classId}`;
    },
  },
  'supervision.postSessionPresence': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => ({ sessionId: await class81Session(w, 'live') }),
    writes: classSessionPresence,
    state: async (w, input) =>
      w.t.db.execute(sql`select count(*)::int from class_session_events where session_id = ${Number(input.sessionId)}`),
  },
  'supervision.getMySessionStream': {
    kind: 'target',
    covers: only('student'),
    input: async ({ w }) => ({ sessionId: await class81Session(w, 'ended') }),
  },
};
