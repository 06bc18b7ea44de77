/**
 * Ended class sessions of the demo (issue 12 item 5), each with the timeline a real one leaves: the rows
 * publishEvent writes (db/event-bus.ts: kind, the payload of contracts/supervision.ts `sessionEventData`, in
 * id order = time order), the presence rows the heartbeats leave, and the students' hand-ins of the lesson
 * during the session, which the answer events agree with (the last answer event of a student to a question is
 * the answer it handed in). The class's work is planned by class-plan.ts (the plan `npm run demo:live` plays
 * live): joins in the first minutes, a few late, one or two absent (they do the lesson at home that evening),
 * positions and answers question by question, a dropped connection now and then, the teacher's focus on the
 * hardest question at about 25 minutes, the hand-ins, the end.
 */
import { type AnswerResponse, answerText, type SessionEventData, type SessionEventKind } from '@edu/shared';
import type { Grade } from '../../src/modules/learning';
import type { Tx } from '../../src/db/queries';
import { classSessionEvents, classSessionPresence, classSessions } from '../../src/db/schema';
import { hardestIndex, planClass } from './class-plan';
import { seedOf } from './demo-model';
import type { SeedLesson, SeedQuestion, WorkRow } from './seed-work';

export interface SessionClass {
  classId: number;
  schoolId: number;
  brandId: number;
  teacherId: number;
}

export interface SessionStudent {
  studentId: number;
  username: string;
  theta: number;
}

type AnyEvent = { [K in SessionEventKind]: { at: number; kind: K; data: SessionEventData[K] } }[SessionEventKind];

/** The order of events at the same moment: the start first, the end last. */
const RANK: Record<SessionEventKind, number> = { start: 0, join: 1, position: 2, answer: 3, focus: 4, end: 5 };

/**
 * One ended session of `lesson` from `startedAt` for `durationMs`: written with its events and presence; the
 * hand-ins of the students who came are returned to be written with the rest of the work, and those who did not.
 */
export async function seedEndedSession(
  tx: Tx,
  klass: SessionClass,
  lesson: SeedLesson,
  students: readonly SessionStudent[],
  startedAt: Date,
  durationMs: number,
  grade: (q: SeedQuestion, response: AnswerResponse) => Promise<Grade>,
): Promise<{ work: WorkRow[]; absent: SessionStudent[] }> {
  const focusIndex = hardestIndex(lesson.questions);
  const focusQuestion = lesson.questions[focusIndex];
  if (!focusQuestion) throw new Error(`seed: ${lesson.title} has no exercises`);
  const focusAt = Math.round(durationMs * 0.62);
  const plans = planClass(students, lesson.questions, {
    durationMs,
    seed: seedOf('session', lesson.title, klass.classId),
    focus: { at: focusAt, index: focusIndex },
    handIn: true,
  });
  const questionOf = new Map(lesson.questions.map((q) => [q.questionId, q]));
  const events: AnyEvent[] = [
    { at: 0, kind: 'start', data: { teacherId: klass.teacherId, classId: klass.classId, lessonId: lesson.id } },
    { at: focusAt, kind: 'focus', data: { questionId: focusQuestion.questionId, questionNo: focusIndex + 1 } },
    { at: durationMs, kind: 'end', data: { endedBy: klass.teacherId } },
  ];
  const presence: (typeof classSessionPresence.$inferInsert)[] = [];
  const work: WorkRow[] = [];
  const absent: SessionStudent[] = [];
  const at = (ms: number) => new Date(startedAt.getTime() + ms);
  for (const [i, plan] of plans.entries()) {
    const student = students[i];
    if (!student) continue;
    if (plan.absent) {
      absent.push(student);
      continue;
    }
    const responses: WorkRow['responses'] = new Map();
    let questionId: number | null = null;
    let joinedAt: number | null = null;
    let submittedAt: number | null = null;
    for (const step of plan.steps) {
      if (step.kind === 'join') {
        joinedAt ??= step.at;
        questionId = step.questionId;
        events.push({ at: step.at, kind: 'join', data: { studentId: plan.studentId, questionId: step.questionId } });
      } else if (step.kind === 'position') {
        questionId = step.questionId;
        events.push({
          at: step.at,
          kind: 'position',
          data: { studentId: plan.studentId, questionId: step.questionId },
        });
      } else if (step.kind === 'answer') {
        const q = questionOf.get(step.questionId);
        if (!q) continue;
        responses.set(step.questionId, step.response);
        const { outcome } = await grade(q, step.response);
        events.push({
          at: step.at,
          kind: 'answer',
          data: {
            studentId: plan.studentId,
            questionId: step.questionId,
            outcome,
            response: step.response,
            answerText: answerText(step.response),
          },
        });
      } else if (step.kind === 'submit') {
        submittedAt = step.at;
      }
    }
    if (joinedAt === null) continue;
    // The page beats until the end (every 10 s): the last heartbeat a few seconds before it.
    const lastSeen = durationMs - 1_000 - (seedOf('seen', plan.studentId, lesson.id) % 9_000);
    presence.push({
      sessionId: 0,
      studentId: plan.studentId,
      questionId,
      joinedAt: at(joinedAt),
      lastSeenAt: at(lastSeen),
    });
    work.push({
      studentId: plan.studentId,
      username: student.username,
      classId: klass.classId,
      schoolId: klass.schoolId,
      brandId: klass.brandId,
      lesson,
      startedAt: at(joinedAt),
      submittedAt: at(submittedAt ?? durationMs - 30_000),
      responses,
    });
  }

  const [session] = await tx
    .insert(classSessions)
    .values({
      brandId: klass.brandId,
      schoolId: klass.schoolId,
      classId: klass.classId,
      lessonId: lesson.id,
      teacherId: klass.teacherId,
      state: 'ended',
      startedAt,
      endedAt: at(durationMs),
      focusQuestionId: focusQuestion.questionId,
    })
    .returning({ id: classSessions.id });
  if (!session) throw new Error('seed: no class session');
  // In time order: the ids are the stream's and the replay's order.
  events.sort((x, y) => x.at - y.at || RANK[x.kind] - RANK[y.kind]);
  await tx
    .insert(classSessionEvents)
    .values(events.map((e) => ({ sessionId: session.id, kind: e.kind, payload: e.data, at: at(e.at) })));
  if (presence.length > 0) {
    await tx.insert(classSessionPresence).values(presence.map((p) => ({ ...p, sessionId: session.id })));
  }
  return { work, absent };
}
