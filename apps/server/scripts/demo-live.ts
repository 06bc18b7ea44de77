/**
 * `npm run demo:live`: a live-looking supervised class against a running server (README.md "Demo accounts").
 * Logs in as the demo teacher, starts a session of its class on a lesson (or takes the class's live one),
 * logs in as the class's students and plays each through the endpoints its lesson page uses: the heartbeat
 * (postSessionPresence every beatSeconds, and at once on a move), the autosave (saveAnswers) as it answers,
 * the student's stream (getMySessionStream: the teacher's focus moves it, the end stops it). What each student
 * does comes from the class plan (demo-live-plan.ts, seed/class-plan.ts): deterministic for a session and a
 * seed. Stops after --minutes or on Ctrl-C; --end then ends the session. Nothing here reaches into the server:
 * only HTTP.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AnswerResponse,
  classProgress,
  classSessionBoard,
  classSessionList,
  classSessionRow,
  loginResult,
  myClasses,
  myLiveSession,
  questionDetail,
  saveAnswersResult,
  sessionPresence,
  studentLesson,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import type { z } from 'zod';
import { type LiveOptions, parseLiveArgs, planLiveClass, planQuestionOf, USAGE } from './demo-live-plan';
import type { PlanStep } from './seed/class-plan';

const L = api.learning;
const S = api.supervision;

class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && 'code' in v && 'msg' in v;
}

/** One account's calls to the server: the envelope's data, checked against the endpoint's contract. */
class Client {
  constructor(
    readonly base: string,
    public token = '',
  ) {}

  async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    pathname: string,
    schema: T,
    params: Record<string, unknown> = {},
    form = false,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { devicetype: '3' };
    if (this.token) headers.authorization = this.token;
    let url = `${this.base}${pathname}`;
    let body: string | undefined;
    if (method === 'GET') {
      const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      if ([...q].length > 0) url += `?${q}`;
    } else if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(15_000) });
    const json: unknown = await res.json().catch(() => null);
    if (!isEnvelope(json)) throw new ApiError(res.status, `${pathname}: HTTP ${res.status}, not an API answer`);
    if (json.code !== 200) throw new ApiError(json.code, `${pathname}: ${json.code} ${json.msg}`);
    return schema.parse(json.data);
  }

  get<T extends z.ZodType>(pathname: string, schema: T, params: Record<string, unknown> = {}) {
    return this.call('GET', pathname, schema, params);
  }

  post<T extends z.ZodType>(pathname: string, schema: T, params: Record<string, unknown> = {}) {
    return this.call('POST', pathname, schema, params);
  }
}

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

/**
 * Sessions of earlier runs, kept in the temp folder so that running the demo again does not log 25 accounts
 * in each time (the server allows 50 logins per address in 5 minutes). A kept one is used when it still works.
 */
const TOKENS_FILE = path.join(os.tmpdir(), 'edu-demo-live-tokens.json');

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(TOKENS_FILE, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const tokens = readTokens();
function keepToken(key: string, token: string) {
  tokens[key] = token;
  try {
    fs.writeFileSync(TOKENS_FILE, JSON.stringify(tokens), { mode: 0o600 });
  } catch {
    // not kept: the next run logs in again
  }
}

async function logIn(base: string, username: string, password: string, check: (c: Client) => Promise<unknown>) {
  const key = `${base} ${username}`;
  const kept = tokens[key];
  if (kept) {
    const client = new Client(base, kept);
    try {
      await check(client);
      return client;
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 401) throw err;
    }
  }
  const client = new Client(base);
  const { user } = await client.call(
    'POST',
    api.session.login.path,
    loginResult,
    { loginvalue: username, pwd: md5(password) },
    true,
  );
  client.token = user.token;
  keepToken(key, user.token);
  return client;
}

/** The student's stream: calls `onEvent` with each event's kind and data until it ends or `signal` aborts. */
async function follow(
  client: Client,
  sessionId: number,
  lastEventId: number,
  signal: AbortSignal,
  onEvent: (kind: string, data: Record<string, unknown>) => void,
): Promise<void> {
  const url = `${client.base}${S.getMySessionStream.path}?sessionId=${sessionId}&lastEventId=${lastEventId}`;
  const res = await fetch(url, { headers: { authorization: client.token, accept: 'text/event-stream' }, signal });
  if (!res.ok || !res.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const message = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
      const kind = /^event: ?(.*)$/m.exec(message)?.[1];
      const data = /^data: ?(.*)$/m.exec(message)?.[1];
      if (!kind || !data) continue;
      try {
        const parsed: unknown = JSON.parse(data);
        const inner = typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : null;
        if (typeof inner === 'object' && inner !== null) onEvent(kind, { ...inner });
      } catch {
        // not an event of ours
      }
    }
  }
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

async function main(options: LiveOptions): Promise<void> {
  const base = options.url;
  const teacher = await logIn(base, options.teacher, options.password, (c) => c.get(L.getMyClasses.path, myClasses));
  const classes = await teacher.get(L.getMyClasses.path, myClasses);
  const klass = classes.find((c) => c.name === options.className);
  if (!klass) {
    throw new Error(
      `${options.teacher} teaches no class named ${options.className} (its classes: ${classes.map((c) => c.name).join(', ')})`,
    );
  }
  const progress = await teacher.get(L.getClassProgress.path, classProgress, { classId: klass.id, pageSize: 100 });

  // The class's live session, or a new one on the lesson asked for (default: the latest nobody handed in).
  const live = await teacher.get(S.getClassSessions.path, classSessionList, {
    state: 'live',
    classId: klass.id,
    pageSize: 1,
  });
  let session = live.list[0];
  if (session) {
    console.log(`Taking over the live session ${session.id} of ${klass.name} on ${session.lessonTitle}.`);
  } else {
    const released = [...progress.lessons].reverse();
    const wanted = options.lesson;
    const lesson = wanted
      ? released.find((l) => String(l.lessonId) === wanted || l.title === wanted || l.title.startsWith(wanted))
      : (released.find((l) => l.submitted === 0) ?? released[0]);
    if (!lesson) {
      throw new Error(
        wanted ? `No lesson ${wanted} is released to ${klass.name}` : `No lesson is released to ${klass.name}`,
      );
    }
    session = await teacher.post(S.startClassSession.path, classSessionRow, {
      classId: klass.id,
      lessonId: lesson.lessonId,
    });
    console.log(`Started session ${session.id}: ${klass.name}, ${lesson.title}.`);
  }
  const sessionId = session.id;
  const lessonId = session.lessonId;
  const board = await teacher.get(S.getClassSession.path, classSessionBoard, { sessionId });
  const questions = await Promise.all(
    board.questions.map(async (q) =>
      planQuestionOf(await teacher.get(api.content.getQuestionDetail.path, questionDetail, { id: q.questionId })),
    ),
  );
  const noOf = new Map(board.questions.map((q) => [q.questionId, q.no]));
  const students = progress.list.map((r) => ({ studentId: r.studentId, username: r.username, name: r.name }));
  console.log(`Board: ${base}/superviseClass/superviseClassDetail?sessionId=${sessionId} (as ${options.teacher})`);
  console.log(`Logging in ${students.length} students of ${klass.name}…`);
  const clients = new Map<number, Client>();
  for (const s of students) {
    clients.set(
      s.studentId,
      await logIn(base, s.username, options.password, (c) =>
        c.get(S.getMyLiveSession.path, myLiveSession, { lessonId }),
      ),
    );
  }

  const plans = planLiveClass(students, questions, { sessionId, minutes: options.minutes, seed: options.seed });
  const durationMs = Math.round(options.minutes * 60_000);
  const started = Date.now();
  const stop = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stop.signal.aborted) run();
    }, ms);
    timers.add(timer);
  };
  const say = (line: string) => console.log(`[${clock(Date.now() - started)}] ${line}`);
  let ended = false;
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const finish = () => {
    if (stop.signal.aborted) return;
    stop.abort();
    for (const t of timers) clearTimeout(t);
    timers.clear();
    resolveDone();
  };

  let answered = 0;
  let right = 0;
  const runs = plans.map(async (plan) => {
    const student = students.find((s) => s.studentId === plan.studentId);
    const client = clients.get(plan.studentId);
    if (!student || !client) return;
    if (plan.absent) {
      say(`${student.name} is absent`);
      return;
    }
    const lesson = await client.get(L.getStudentLesson.path, studentLesson, { lessonId });
    const handedIn = lesson.submission !== null && lesson.submission.state !== 'in_progress';
    const mine = await client.get(S.getMyLiveSession.path, myLiveSession, { lessonId });
    if (!mine.session || mine.session.id !== sessionId) return;
    const beatMs = Math.max(1, mine.session.beatSeconds) * 1000;
    let online = false;
    let on: number | undefined;
    let beat: NodeJS.Timeout | null = null;
    const presence = () =>
      void client
        .post(S.postSessionPresence.path, sessionPresence, { sessionId, ...(on ? { questionId: on } : {}) })
        .catch((err) => {
          if (err instanceof ApiError && err.code === 409) finish();
        });
    const setOnline = (value: boolean) => {
      online = value;
      if (beat) clearInterval(beat);
      beat = null;
      if (value) {
        presence();
        beat = setInterval(() => {
          if (stop.signal.aborted) {
            if (beat) clearInterval(beat);
            return;
          }
          presence();
        }, beatMs);
      }
    };
    stop.signal.addEventListener('abort', () => {
      if (beat) clearInterval(beat);
    });
    // The teacher's actions reach the page through the student's stream.
    void follow(client, sessionId, mine.session.lastEventId, stop.signal, (kind, data) => {
      if (kind === 'end') {
        if (!ended) say('The teacher ended the session.');
        ended = true;
        finish();
      } else if (kind === 'focus' && online && typeof data.questionId === 'number') {
        on = data.questionId;
        presence();
      }
    }).catch(() => undefined);

    const play = async (step: PlanStep) => {
      if (step.kind === 'join') {
        on = step.questionId;
        setOnline(true);
        say(
          `${student.name} ${plan.steps[0] === step ? 'joined' : 'is back'} on question ${noOf.get(step.questionId)}`,
        );
      } else if (step.kind === 'leave') {
        setOnline(false);
        say(`${student.name} lost its connection`);
      } else if (step.kind === 'position') {
        on = step.questionId;
        if (online) presence();
      } else if (step.kind === 'answer' && !handedIn) {
        const short = questions.find((q) => q.questionId === step.questionId)?.type === 'short';
        const verdict = short ? 'to be graded' : step.right ? 'right' : 'wrong';
        say(`${student.name} answers question ${noOf.get(step.questionId)} (${verdict})`);
        // After the teacher's focus moved it elsewhere, it goes back to the question it answers.
        if (on !== step.questionId) {
          on = step.questionId;
          if (online) presence();
        }
        await save(client, lessonId, step.questionId, step.response, Date.now() - started);
        answered += 1;
        if (step.right && !short) right += 1;
      }
    };
    for (const step of plan.steps) later(step.at, () => void play(step).catch((err) => say(`${student.name}: ${err}`)));
  });
  await Promise.all(runs);
  console.log(`Simulating ${options.minutes} minute(s); Ctrl-C stops.`);
  later(durationMs, finish);
  const interrupt = () => {
    console.log('\nStopping…');
    finish();
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  await done;
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  console.log(`${answered} answers saved, ${right} of them right (short answers wait for the teacher).`);
  if (options.end && !ended) {
    await teacher.post(S.endClassSession.path, classSessionRow, { sessionId });
    console.log(`Ended session ${sessionId}: its replay and summary are on the board's page.`);
  } else if (!ended) {
    console.log(
      `Session ${sessionId} stays live (the students are offline in 30 s); end it from the board or with --end.`,
    );
  }
}

/** The autosave, retried once after 5 s when the server is away or slow (as the lesson page retries). */
async function save(client: Client, lessonId: number, questionId: number, response: AnswerResponse, spent: number) {
  const input = { lessonId, answers: [{ questionId, response }], timeSpentMs: spent };
  try {
    await client.post(L.saveAnswers.path, saveAnswersResult, input);
  } catch (err) {
    if (err instanceof ApiError && err.code < 500) throw err;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await client.post(L.saveAnswers.path, saveAnswersResult, input);
  }
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
let options: LiveOptions;
try {
  options = parseLiveArgs(args);
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
main(options).then(
  () => process.exit(0),
  (err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    console.error(`demo:live: ${reason}`);
    if (/fetch failed|ECONNREFUSED/.test(reason)) console.error(`Is the server running at ${options.url}? (npm start)`);
    process.exit(1);
  },
);
