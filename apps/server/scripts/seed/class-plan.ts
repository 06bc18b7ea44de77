/**
 * How a class works through a lesson in a supervised session, planned ahead (pure, deterministic: the same
 * students, questions and seed give the same plan). The demo seed turns a plan into an ended session's
 * timeline and the students' hand-ins (seed-sessions.ts); `npm run demo:live` plays one against a running
 * server, step by step, through the students' real endpoints (scripts/demo-live.ts).
 *
 * Each student (ability θ) joins in the first minutes (a few late, some absent), takes the questions in order,
 * spends longer on those above its ability, answers each with the model's chance (demo-model.ts) or stays stuck
 * on one and moves on without an answer, then goes back to what it got wrong or skipped while time is left.
 * Now and then a connection drops for a minute (the student comes back: a new join). When the teacher puts
 * everyone on a question (`focus`), the students move there within a heartbeat and try it again; with `handIn`
 * each hands in when done (or when the class ends).
 */
import type { AnswerResponse } from '@edu/shared';
import {
  type AnswerableQuestion,
  type Item,
  modelResponse,
  normal,
  pRight,
  prng,
  type Rand,
  seedOf,
} from './demo-model';

export interface PlanQuestion extends AnswerableQuestion {
  item: Item;
}

export interface PlanStudent {
  studentId: number;
  theta: number;
}

/** What a student does, `at` ms after the session started. */
export type PlanStep =
  | { at: number; kind: 'join'; questionId: number }
  | { at: number; kind: 'position'; questionId: number }
  | { at: number; kind: 'answer'; questionId: number; response: AnswerResponse; right: boolean }
  /** its connection drops: no heartbeat until the next join */
  | { at: number; kind: 'leave' }
  | { at: number; kind: 'submit' };

export interface StudentPlan {
  studentId: number;
  /** did not come: no steps */
  absent: boolean;
  steps: PlanStep[];
}

export interface PlanOptions {
  durationMs: number;
  seed: number;
  /** the teacher puts everyone on the question at `index` (0-based) at `at` ms */
  focus?: { at: number; index: number };
  /** each student hands in when done, or near the end */
  handIn?: boolean;
  /** the share of students who do not come (default 1 in 12) */
  absentRate?: number;
  /** the share whose connection drops once (default 1 in 10) */
  dropRate?: number;
}

/** The plan's clock runs in a 40-minute class; shorter or longer sessions scale it. */
const CLASS_MS = 40 * 60_000;
/** The longest a step waits after a focus: a student's page moves at once, its heartbeat within 10 s. */
const FOCUS_REACTION_MS = 10_000;

interface Attempt {
  /** how long the student stays on the question */
  spend: number;
  /** when it answers, after arriving (null: stuck, no answer) */
  answerAfter: number | null;
  response: AnswerResponse;
  right: boolean;
}

function attempt(q: PlanQuestion, count: number, theta: number, rand: Rand, scale: number, boost = 0): Attempt {
  const p = pRight(theta, q.item);
  const base = (CLASS_MS * 0.36) / count;
  const factor = Math.min(2.2, Math.max(0.4, Math.exp(0.3 * (q.item.b - theta) + 0.2 * normal(rand))));
  let spend = base * factor * scale;
  // Stuck: a question well above the student, where it stays a long while and leaves without an answer.
  const stuck = boost === 0 && p < 0.45 && rand() < 0.6 * (1 - p);
  if (stuck) spend *= 1.5;
  const { response, right } = modelResponse(q, { ...q.item, c: Math.min(0.95, q.item.c + boost) }, theta, rand);
  return {
    spend,
    answerAfter: stuck && rand() < 0.7 ? null : spend * (0.55 + rand() * 0.35),
    response,
    right,
  };
}

function planStudent(
  student: PlanStudent,
  questions: readonly PlanQuestion[],
  options: PlanOptions,
  rand: Rand,
  absent: boolean,
): StudentPlan {
  const D = options.durationMs;
  const scale = D / CLASS_MS;
  if (absent || questions.length === 0) return { studentId: student.studentId, absent: true, steps: [] };
  const first = questions[0] as PlanQuestion;
  const late = rand() < 0.1;
  const joinAt = Math.round(D * (late ? 0.12 + rand() * 0.12 : 0.005 + rand() * 0.05));
  const workEnd = D * 0.93;
  const steps: PlanStep[] = [{ at: joinAt, kind: 'join', questionId: first.questionId }];
  const state = new Map<number, 'right' | 'wrong' | 'none'>();
  let on = first.questionId;
  let t = joinAt;
  const moveTo = (questionId: number, at: number) => {
    if (questionId !== on) steps.push({ at: Math.round(at), kind: 'position', questionId });
    on = questionId;
  };
  const answer = (q: PlanQuestion, at: number, a: Attempt) => {
    steps.push({ at: Math.round(at), kind: 'answer', questionId: q.questionId, response: a.response, right: a.right });
    state.set(q.questionId, a.right ? 'right' : 'wrong');
  };

  const queue = questions.map((_, i) => i);
  let revisited = false;
  let focusPending = options.focus !== undefined;
  while (t < workEnd) {
    const i = queue.shift();
    if (i === undefined) {
      if (revisited) break;
      revisited = true;
      // Back to what went wrong or was left, while time is left.
      for (const [j, q] of questions.entries()) if (state.get(q.questionId) !== 'right') queue.push(j);
      if (queue.length === 0) break;
      continue;
    }
    const q = questions[i] as PlanQuestion;
    const again = state.has(q.questionId) || revisited;
    const a = attempt(q, questions.length, student.theta, rand, scale, again ? 0.15 : 0);
    if (again) {
      // A second look is quicker.
      a.spend *= 0.6;
      if (a.answerAfter !== null) a.answerAfter *= 0.6;
    }
    const focus = options.focus;
    if (focusPending && focus && focus.at >= t && focus.at < t + a.spend) {
      // The teacher puts everyone on a question before this one is done.
      focusPending = false;
      moveTo(q.questionId, t);
      if (a.answerAfter !== null && t + a.answerAfter < focus.at) answer(q, t + a.answerAfter, a);
      else queue.unshift(i);
      const fq = questions[focus.index];
      t = focus.at + rand() * FOCUS_REACTION_MS;
      if (fq) {
        moveTo(fq.questionId, t);
        const f = attempt(
          fq,
          questions.length,
          student.theta,
          rand,
          scale,
          state.get(fq.questionId) === 'right' ? 0 : 0.25,
        );
        // The question is gone through together: it stays there a while, and tries it again unless right.
        if (state.get(fq.questionId) !== 'right' && f.answerAfter !== null) answer(fq, t + f.answerAfter * 0.8, f);
        t += Math.max(f.spend, 90_000 * scale);
      }
      continue;
    }
    moveTo(q.questionId, t);
    if (a.answerAfter !== null && t + a.answerAfter < workEnd) answer(q, t + a.answerAfter, a);
    else if (!state.has(q.questionId)) state.set(q.questionId, 'none');
    t += a.spend;
  }
  if (options.handIn) {
    const at = Math.min(t + (20_000 + rand() * 40_000) * scale, D * (0.94 + rand() * 0.03));
    steps.push({ at: Math.round(Math.max(at, (steps.at(-1)?.at ?? joinAt) + 1_000)), kind: 'submit' });
  }

  // A dropped connection: nothing happens for a while, then it comes back where it was.
  if (rand() < (options.dropRate ?? 0.1)) {
    const leaveAt = Math.round(D * (0.3 + rand() * 0.25));
    const gap = Math.round((45_000 + rand() * 75_000) * Math.max(scale, 0.5));
    const before = steps.filter((s) => s.at < leaveAt);
    const after = steps.filter((s) => s.at >= leaveAt).map((s) => ({ ...s, at: s.at + gap }));
    const where = [...before].reverse().find((s) => 'questionId' in s);
    if (before.length > 0 && where && 'questionId' in where) {
      const back: PlanStep = { at: leaveAt + gap, kind: 'join', questionId: where.questionId };
      steps.splice(0, steps.length, ...before, { at: leaveAt, kind: 'leave' }, back, ...after);
    }
  }
  const inTime = steps.filter((s) => s.at < D);
  // The hand-in stays within the session even when the drop pushed it out.
  if (options.handIn && !inTime.some((s) => s.kind === 'submit')) {
    inTime.push({ at: Math.max((inTime.at(-1)?.at ?? joinAt) + 1_000, Math.round(D * 0.97)), kind: 'submit' });
  }
  inTime.sort((x, y) => x.at - y.at);
  return { studentId: student.studentId, absent: false, steps: inTime };
}

/** The plan of every student, in the students' order. */
export function planClass(
  students: readonly PlanStudent[],
  questions: readonly PlanQuestion[],
  options: PlanOptions,
): StudentPlan[] {
  // About absentRate of the class stays away (half to one and a half times as many), who by lot.
  const lot = prng(seedOf('absent', options.seed));
  const absentCount = Math.round(students.length * (options.absentRate ?? 1 / 12) * (0.5 + lot()));
  const away = new Set(
    [...students]
      .sort((a, b) => seedOf('away', options.seed, a.studentId) - seedOf('away', options.seed, b.studentId))
      .slice(0, absentCount)
      .map((s) => s.studentId),
  );
  return students.map((s) =>
    planStudent(s, questions, options, prng(seedOf('plan', options.seed, s.studentId)), away.has(s.studentId)),
  );
}

/** The question the most students would struggle with: the highest difficulty (ties: the earlier). */
export function hardestIndex(questions: readonly PlanQuestion[]): number {
  let best = 0;
  for (const [i, q] of questions.entries()) if (q.item.b > (questions[best]?.item.b ?? 0)) best = i;
  return best;
}
