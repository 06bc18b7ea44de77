import { and, eq } from 'drizzle-orm';
import type { ClassSessionRow, QuestionAnswer } from '@edu/shared';
import { api } from '@edu/shared/api';
import type { Db } from '../../db/client';
import { classSessionEvents, classSessionPresence, classSessions, classStudents, users } from '../../db/schema';
import { expectOk, SeededOrgFixture } from '../org/test-fixtures';
import { clearClassWork, exerciseKeys, mathLessonIds } from '../learning/test-fixtures';

const S = api.supervision;
const L = api.learning;

/**
 * The supervision tests' world: the demo teacher's 八年级1班 (the demo student's class) with the first
 * mathematics lesson released to it, and 八年级2班 (another class of the same teacher) for the scope checks.
 */
export class SupervisionFixture extends SeededOrgFixture {
  class81 = 0;
  class82 = 0;
  lessonId = 0;
  /** a student of 八年级2班 (not the demo student's class) */
  otherStudent = '';

  static async prepare(): Promise<SupervisionFixture> {
    const f = await SupervisionFixture.open();
    f.class81 = await f.classId('启明第一中学', '八年级1班');
    f.class82 = await f.classId('启明第一中学', '八年级2班');
    await clearClassWork(f.t.db, f.class81);
    const [lessonId] = await mathLessonIds(f.t.db);
    if (!lessonId) throw new Error('no mathematics lesson');
    f.lessonId = lessonId;
    expectOk(
      await f.post(
        'teacher',
        L.setLessonRelease.path,
        { classId: f.class81, lessonIds: [lessonId], action: 'release' },
        { json: true },
      ),
    );
    const [other] = await f.t.db
      .select({ username: users.username })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(and(eq(classStudents.classId, f.class82), eq(classStudents.active, true)))
      .limit(1);
    if (!other) throw new Error('no student in 八年级2班');
    f.otherStudent = other.username;
    return f;
  }

  async start(classId = this.class81, lessonId = this.lessonId): Promise<ClassSessionRow> {
    return expectOk(
      await this.post<ClassSessionRow>('teacher', S.startClassSession.path, { classId, lessonId }, { json: true }),
    );
  }

  async end(sessionId: number): Promise<void> {
    expectOk(await this.post('teacher', S.endClassSession.path, { sessionId }, { json: true }));
  }

  /** The lesson's exercises with their keys, in order. */
  async exercises() {
    const keys = await exerciseKeys(this.t.db, this.lessonId);
    return keys.map((k) => ({ ...k, answer: k.answer as QuestionAnswer }));
  }
}

/** Rows of the supervision tables (a refusal must leave them as they were). */
export async function supervisionCounts(db: Db) {
  const [sessions, events, presence] = await Promise.all([
    db.$count(classSessions),
    db.$count(classSessionEvents),
    db.$count(classSessionPresence),
  ]);
  return { sessions, events, presence };
}

export interface SseMessage {
  id: number;
  event: string;
  data: { id: number; kind: string; sessionId: number; data: Record<string, unknown> };
}

/**
 * A stream read over real HTTP (fetch, like the console): its messages as they arrive. `next(n)` gives the
 * n messages after those it gave before, waiting for them (or fails after `ms`); `close()` aborts.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let ended = false;
  const waiter: { wake: (() => void) | null } = { wake: null };
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            const at = line.indexOf(': ');
            if (at > 0) fields.set(line.slice(0, at), line.slice(at + 2));
          }
          const data = fields.get('data');
          if (data !== undefined) {
            messages.push({ id: Number(fields.get('id')), event: fields.get('event') ?? '', data: JSON.parse(data) });
          }
          waiter.wake?.();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      waiter.wake?.();
    }
  })();
  // The messages next() has handed out: the following ones may have arrived before it is called.
  let taken = 0;
  const next = async (count: number, ms = 3_000): Promise<SseMessage[]> => {
    const want = taken + count;
    const deadline = Date.now() + ms;
    while (messages.length < want) {
      if (ended) throw new Error(`the stream ended after ${messages.length} messages (wanted ${want})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${messages.length} messages within ${ms} ms (wanted ${want})`);
      await new Promise<void>((resolve) => {
        waiter.wake = resolve;
        setTimeout(resolve, Math.min(left, 100));
      });
    }
    taken = want;
    return messages.slice(want - count, want);
  };
  /** Messages that arrive within `ms` from now (to prove none does). */
  const quiet = async (ms: number): Promise<SseMessage[]> => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const arrived = messages.slice(taken);
    taken = messages.length;
    return arrived;
  };
  return {
    res,
    messages,
    comments,
    next,
    quiet,
    ended: () => ended,
    /** resolves once the server has ended the stream */
    done: () => reading,
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}
