/**
 * The pure parts of `npm run demo:live` (demo-live.ts): its options, the questions as the answer model
 * needs them (from the teacher's question detail: the key, the options, the difficulty and knowledge points)
 * and the class's plan for the session (seed/class-plan.ts), deterministic for a session and a seed.
 */
import { OPTION_KEYS, type QuestionAnswer, type QuestionType } from '@edu/shared';
import { type PlanQuestion, planClass, type StudentPlan } from './seed/class-plan';
import { abilityOf, itemOf, seedOf } from './seed/demo-model';

export const DEFAULT_URL = 'http://localhost:8080';
export const DEFAULT_MINUTES = 10;
export const DEFAULT_CLASS = '八年级3班';

export interface LiveOptions {
  url: string;
  minutes: number;
  /** the class by name (the demo teacher's) */
  className: string;
  /** a lesson by id or title (default: the latest released lesson nobody has handed in) */
  lesson: string | null;
  /** end the session when the simulation stops (by time or Ctrl-C) */
  end: boolean;
  teacher: string;
  password: string;
  seed: number;
}

export const USAGE = `Usage: npm run demo:live [-- options]
Simulates a class in a live supervised session against a running server: logs in as the demo teacher,
starts a session (or takes the class's live one), logs in as the class's students and plays them through
the students' endpoints: heartbeats, moving through the questions, autosaved answers. Open the board at
/superviseClass/superviseClassEnd as the teacher to watch. Ctrl-C stops it.
  --url URL        the server (default ${DEFAULT_URL})
  --minutes N      how long the class runs (default ${DEFAULT_MINUTES}; 0.5 to 240)
  --class NAME     the teacher's class (default ${DEFAULT_CLASS})
  --lesson ID|TITLE  the lesson (default: the latest released lesson of the class nobody has handed in)
  --end            end the session when the simulation stops (else it stays live for the board)
  --teacher NAME   the teacher's username (default teacher)
  --password PW    every account's password (default demo123)
  --seed N         another seed gives another class hour (default 1)`;

/** Reads the command line; throws with a message on a bad option. */
export function parseLiveArgs(args: readonly string[]): LiveOptions {
  const out: LiveOptions = {
    url: DEFAULT_URL,
    minutes: DEFAULT_MINUTES,
    className: DEFAULT_CLASS,
    lesson: null,
    end: false,
    teacher: 'teacher',
    password: 'demo123',
    seed: 1,
  };
  for (let i = 0; i < args.length; i++) {
    const raw = args[i] ?? '';
    const eq = raw.indexOf('=');
    const name = raw.startsWith('--') && eq > 0 ? raw.slice(0, eq) : raw;
    const value = () => {
      const v = raw.startsWith('--') && eq > 0 ? raw.slice(eq + 1) : args[++i];
      if (v === undefined || v === '') throw new Error(`${name} needs a value`);
      return v;
    };
    switch (name) {
      case '--url': {
        const v = value();
        if (!/^https?:\/\/[^/]+/.test(v)) throw new Error('--url needs an http(s) address');
        out.url = v.replace(/\/+$/, '');
        break;
      }
      case '--minutes': {
        const n = Number(value());
        if (!Number.isFinite(n) || n < 0.5 || n > 240) throw new Error('--minutes needs a number from 0.5 to 240');
        out.minutes = n;
        break;
      }
      case '--class':
        out.className = value();
        break;
      case '--lesson':
        out.lesson = value();
        break;
      case '--end':
        out.end = true;
        break;
      case '--teacher':
        out.teacher = value();
        break;
      case '--password':
        out.password = value();
        break;
      case '--seed': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0) throw new Error('--seed needs a whole number');
        out.seed = n;
        break;
      }
      default:
        throw new Error(`Unknown option: ${raw}`);
    }
  }
  return out;
}

/** What demo:live reads of a question (the teacher's getQuestionDetail). */
export interface QuestionFacts {
  id: number;
  type: QuestionType;
  difficulty: number;
  options: readonly string[];
  /** as the detail gives it (its choices as text) */
  answer: Omit<QuestionAnswer, 'choices'> & { choices: readonly string[] };
  knowledgePoints: readonly { name: string }[];
}

type OptionKey = (typeof OPTION_KEYS)[number];
const isOptionKey = (c: string): c is OptionKey => (OPTION_KEYS as readonly string[]).includes(c);

export function planQuestionOf(q: QuestionFacts): PlanQuestion {
  const kps = q.knowledgePoints.map((k) => k.name).sort();
  return {
    questionId: q.id,
    type: q.type,
    key: { ...q.answer, choices: q.answer.choices.filter(isOptionKey) },
    options: q.options.length,
    item: itemOf({ questionId: q.id, type: q.type, difficulty: q.difficulty, kps }),
  };
}

export interface LiveStudent {
  studentId: number;
  username: string;
}

/**
 * The class's plan for a live session: each student's ability from its username (as in the seeded history),
 * about 1 in 12 absent, 1 in 8 dropping out for a minute, nobody handing in (the teacher's board stays full).
 */
export function planLiveClass(
  students: readonly LiveStudent[],
  questions: readonly PlanQuestion[],
  options: { sessionId: number; minutes: number; seed: number },
): StudentPlan[] {
  return planClass(
    students.map((s) => ({ studentId: s.studentId, theta: abilityOf(s.username).theta })),
    questions,
    {
      durationMs: Math.round(options.minutes * 60_000),
      seed: seedOf('live', options.sessionId, options.seed),
      absentRate: 1 / 12,
      dropRate: 1 / 8,
    },
  );
}
