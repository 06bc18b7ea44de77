import {
  addCounts,
  addSums,
  choiceKeys,
  type CountMap,
  EMPTY_SUMS,
  type GivenResponse,
  type ItemSums,
  isoWeekOf,
  mondayOf,
  sumsOf,
  wrongAnswerKey,
} from '@edu/shared';

/**
 * What one graded submission adds to the aggregates (README.md "Counting"), and the sum of many such
 * contributions as deltas per aggregate row. Pure: the aggregator reads the rows and writes the deltas.
 */

/** Distinct wrong answers kept per class × question (the first that came, with their full counts). */
export const WRONG_ANSWERS_CAP = 10;

export interface ContributionItem {
  questionId: number;
  type: string;
  subject: string;
  /** 1: right; 0: partly right or wrong */
  x: 0 | 1;
  choices: string[];
  wrong: string | null;
  /** the question's knowledge points when counted (a later change of them leaves this as it was) */
  kps: { id: number; subject: string }[];
}

export interface Contribution {
  classId: number;
  studentId: number;
  brandId: number;
  schoolId: number;
  grade: number;
  /** the Monday of the hand-in's ISO week (UTC) */
  week: string;
  /** the submission's score (0-100): y of the point-biserial sums */
  score: number;
  items: ContributionItem[];
}

/** A graded submission as read for counting. */
export interface GradedWork {
  classId: number;
  studentId: number;
  brandId: number;
  schoolId: number;
  grade: number;
  score: number | null;
  submittedAt: Date;
  answers: {
    questionId: number;
    type: string;
    subject: string;
    outcome: string | null;
    response: GivenResponse;
    kps: { id: number; subject: string }[];
  }[];
}

export function contributionOf(work: GradedWork): Contribution {
  return {
    classId: work.classId,
    studentId: work.studentId,
    brandId: work.brandId,
    schoolId: work.schoolId,
    grade: work.grade,
    week: mondayOf(isoWeekOf(work.submittedAt)),
    score: work.score ?? 0,
    items: work.answers.map((a) => {
      const x = a.outcome === 'correct' ? 1 : 0;
      return {
        questionId: a.questionId,
        type: a.type,
        subject: a.subject,
        x,
        choices: choiceKeys(a.type, a.response),
        wrong: x === 1 ? null : wrongAnswerKey(a.type, a.response),
        kps: a.kps,
      };
    }),
  };
}

interface Scoped {
  brandId: number;
  schoolId: number;
  grade: number;
  subject: string;
}
export interface KpDelta extends Scoped {
  classId: number;
  knowledgePointId: number;
  attempts: number;
  correct: number;
}
export interface KpWeekDelta extends KpDelta {
  week: string;
}
/** Per class × week × the question's subject: each answer once. */
export interface WeekDelta extends Scoped {
  classId: number;
  week: string;
  attempts: number;
  correct: number;
}
export interface StudentKpDelta extends KpDelta {
  studentId: number;
}
export interface QuestionDelta extends Scoped {
  classId: number;
  questionId: number;
  sums: ItemSums;
  /** choice keys added (+1 each) and taken back (-1 each) */
  choices: { key: string; sign: 1 | -1 }[];
  wrong: { key: string; sign: 1 | -1 }[];
}

export interface Deltas {
  kp: Map<string, KpDelta>;
  kpWeek: Map<string, KpWeekDelta>;
  week: Map<string, WeekDelta>;
  studentKp: Map<string, StudentKpDelta>;
  question: Map<string, QuestionDelta>;
}

export function emptyDeltas(): Deltas {
  return { kp: new Map(), kpWeek: new Map(), week: new Map(), studentKp: new Map(), question: new Map() };
}

function bump<T extends { attempts: number; correct: number }>(
  map: Map<string, T>,
  key: string,
  make: () => T,
  x: number,
  sign: number,
) {
  let row = map.get(key);
  if (!row) {
    row = make();
    map.set(key, row);
  }
  row.attempts += sign;
  row.correct += sign * x;
}

/** Adds (sign 1) or takes back (-1) a contribution. */
export function addContribution(d: Deltas, c: Contribution, sign: 1 | -1): void {
  for (const item of c.items) {
    const scoped = { brandId: c.brandId, schoolId: c.schoolId, grade: c.grade };
    for (const kp of item.kps) {
      const base = {
        ...scoped,
        subject: kp.subject,
        classId: c.classId,
        knowledgePointId: kp.id,
        attempts: 0,
        correct: 0,
      };
      bump(d.kp, `${c.classId}:${kp.id}`, () => ({ ...base }), item.x, sign);
      bump(d.kpWeek, `${c.classId}:${kp.id}:${c.week}`, () => ({ ...base, week: c.week }), item.x, sign);
      bump(
        d.studentKp,
        `${c.classId}:${c.studentId}:${kp.id}`,
        () => ({ ...base, studentId: c.studentId }),
        item.x,
        sign,
      );
    }
    bump(
      d.week,
      `${c.classId}:${c.week}:${item.subject}`,
      () => ({ ...scoped, subject: item.subject, classId: c.classId, week: c.week, attempts: 0, correct: 0 }),
      item.x,
      sign,
    );
    const key = `${c.classId}:${item.questionId}`;
    let q = d.question.get(key);
    if (!q) {
      q = {
        ...scoped,
        subject: item.subject,
        classId: c.classId,
        questionId: item.questionId,
        sums: EMPTY_SUMS,
        choices: [],
        wrong: [],
      };
      d.question.set(key, q);
    }
    q.sums = addSums(q.sums, sumsOf(item.x === 1, c.score), sign);
    for (const k of item.choices) q.choices.push({ key: k, sign });
    if (item.wrong !== null) q.wrong.push({ key: item.wrong, sign });
  }
}

/** A count map after a delta's changes: the take-backs first (a re-grade), then the additions. */
export function applyCounts(map: CountMap, changes: { key: string; sign: 1 | -1 }[], cap = Infinity): CountMap {
  const back = changes.filter((c) => c.sign === -1).map((c) => c.key);
  const added = changes.filter((c) => c.sign === 1).map((c) => c.key);
  return addCounts(addCounts(map, back, -1), added, 1, cap);
}

/** What changed from `before` to `after` (a class map's change), key by key: positive, negative, never 0. */
export function countsDiff(before: CountMap, after: CountMap): CountMap {
  const out: CountMap = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[key] ?? 0) - (before[key] ?? 0);
    if (d !== 0) out[key] = d;
  }
  return out;
}

/** A map plus a signed change (a rollup's map: the sum of its classes' maps, uncapped); 0 and less leave it. */
export function addDiff(map: CountMap, diff: CountMap): CountMap {
  const out: CountMap = { ...map };
  for (const [key, d] of Object.entries(diff)) {
    const now = (out[key] ?? 0) + d;
    if (now > 0) out[key] = now;
    else delete out[key];
  }
  return out;
}
