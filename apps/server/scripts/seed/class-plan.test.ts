import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@edu/shared';
import { parseLiveArgs, planLiveClass, planQuestionOf, type QuestionFacts } from '../demo-live-plan';
import { type PlanStep, planClass, type StudentPlan } from './class-plan';
import { favouriteSlip, itemOf, prng, seedOf, wrongResponse } from './demo-model';

/** The class plan that `npm run demo:live` plays and the seeded sessions are written from: pure, deterministic. */

const STUDENTS = Array.from({ length: 24 }, (_, i) => ({ studentId: 100 + i, username: `pupil${i}` }));

function question(id: number, type: QuestionType, difficulty: number): QuestionFacts {
  return {
    id,
    type,
    difficulty,
    options: type === 'single' || type === 'multiple' ? ['$1$', '$2$', '$3$', '$4$'] : [],
    answer: {
      choices: type === 'single' ? ['B'] : type === 'multiple' ? ['A', 'C'] : [],
      judge: type === 'judge' ? true : null,
      blanks: type === 'blank' ? [{ accepted: ['-2'], rules: ['trim', 'numeric'] }] : [],
      text: type === 'short' ? '<p>x = 1</p>' : '',
    },
    knowledgePoints: [{ name: '根的判别式' }],
  };
}

const QUESTIONS = [question(1, 'single', 2), question(2, 'blank', 4), question(3, 'multiple', 3)].map(planQuestionOf);
const live = (seed = 1) => planLiveClass(STUDENTS, QUESTIONS, { sessionId: 7, minutes: 10, seed });

const answersOf = (plans: StudentPlan[]) =>
  plans.flatMap((p) => p.steps.filter((s): s is Extract<PlanStep, { kind: 'answer' }> => s.kind === 'answer'));

describe('the live class plan', () => {
  it('is the same for the same session and seed, and another for another seed', () => {
    expect(live()).toEqual(live());
    expect(JSON.stringify(live(2))).not.toBe(JSON.stringify(live()));
    expect(JSON.stringify(planLiveClass(STUDENTS, QUESTIONS, { sessionId: 8, minutes: 10, seed: 1 }))).not.toBe(
      JSON.stringify(live()),
    );
  });

  it('answers some right, some wrong, and leaves some stuck, within the duration', () => {
    const plans = live();
    const all = answersOf(plans);
    expect(all.some((a) => a.right)).toBe(true);
    expect(all.some((a) => !a.right)).toBe(true);
    const present = plans.filter((p) => !p.absent);
    expect(present.length).toBeGreaterThanOrEqual(18);
    expect(present.length).toBeLessThan(24);
    // Stuck: on a question for minutes without a right answer to it.
    const stuck = present.filter((p) => {
      let on: { questionId: number; since: number } | null = null;
      const right = new Set<number>();
      for (const s of p.steps) {
        if (s.kind === 'answer' && s.right) right.add(s.questionId);
        if (s.kind === 'join' || s.kind === 'position') {
          if (on && !right.has(on.questionId) && s.at - on.since > 3 * 60_000) return true;
          on = { questionId: s.questionId, since: s.at };
        }
      }
      return false;
    });
    expect(stuck.length).toBeGreaterThan(0);
    for (const p of present) {
      expect(p.steps[0]?.kind).toBe('join');
      expect(p.steps.every((s) => s.at >= 0 && s.at < 10 * 60_000)).toBe(true);
      expect(p.steps.map((s) => s.at)).toEqual(p.steps.map((s) => s.at).sort((a, b) => a - b));
      expect(p.steps.some((s) => s.kind === 'submit')).toBe(false);
      // An answer is given on the question the student is on.
      let on: number | null = null;
      for (const s of p.steps) {
        if (s.kind === 'join' || s.kind === 'position') on = s.questionId;
        if (s.kind === 'answer') expect(s.questionId).toBe(on);
      }
    }
  });

  it("moves everyone to the teacher's focus and hands in, when asked (the seeded sessions)", () => {
    const students = STUDENTS.map((s, i) => ({ studentId: s.studentId, theta: (i - 12) / 6 }));
    const plans = planClass(students, QUESTIONS, {
      durationMs: 40 * 60_000,
      seed: 3,
      focus: { at: 25 * 60_000, index: 1 },
      handIn: true,
    });
    for (const p of plans.filter((x) => !x.absent)) {
      const submit = p.steps.filter((s) => s.kind === 'submit');
      expect(submit).toHaveLength(1);
      expect(p.steps.at(-1)?.kind).toBe('submit');
      const onAtFocus = [...p.steps].reverse().find((s) => s.at <= 25 * 60_000 + 10_000 && 'questionId' in s);
      const left = p.steps.some((s) => s.kind === 'leave');
      const done = (submit[0]?.at ?? 0) < 25 * 60_000;
      if (!left && !done && onAtFocus && 'questionId' in onAtFocus) expect(onAtFocus.questionId).toBe(2);
    }
  });
});

describe('the answer model', () => {
  it('picks a favourite distractor and makes the usual slips', () => {
    const single = { ...QUESTIONS[0], questionId: 1 } as (typeof QUESTIONS)[number];
    const rand = prng(seedOf('test'));
    const picks = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const c = wrongResponse(single, rand).choices?.[0] ?? '';
      picks.set(c, (picks.get(c) ?? 0) + 1);
    }
    expect(picks.has('B')).toBe(false);
    const counts = [...picks.values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(2 * (counts[1] ?? 0));
    expect(favouriteSlip('-2')).toBe('2');
    expect(favouriteSlip('3/4')).toBe('4/3');
    expect(favouriteSlip('x≥1')).toBe('x>1');
  });

  it('makes the bad item one the weak get right more often than the able', () => {
    const item = itemOf({ questionId: 5, type: 'single', difficulty: 3, kps: [], bad: true });
    expect(item.a).toBeLessThan(0);
    expect(itemOf({ questionId: 5, type: 'single', difficulty: 3, kps: [] }).a).toBeGreaterThan(0.5);
  });
});

describe('demo:live options', () => {
  it('reads the options and refuses bad ones', () => {
    expect(parseLiveArgs([])).toMatchObject({ url: 'http://localhost:8080', minutes: 10, end: false });
    expect(parseLiveArgs(['--url', 'http://localhost:18300/', '--minutes=1', '--end'])).toMatchObject({
      url: 'http://localhost:18300',
      minutes: 1,
      end: true,
    });
    expect(() => parseLiveArgs(['--minutes', '0'])).toThrow(/--minutes/);
    expect(() => parseLiveArgs(['--url', 'localhost'])).toThrow(/--url/);
    expect(() => parseLiveArgs(['--bogus'])).toThrow(/Unknown option/);
  });
});
