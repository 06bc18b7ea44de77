/**
 * The Server-Sent Events streams over real HTTP (fetch, as the console reads them): auth and scope before the
 * stream (envelopes), an answer event after a student's save, resume by Last-Event-ID with exactly the missed
 * events, the student's stream with actions only, and close() not waiting on open streams. Runs on PGlite
 * and, with DATABASE_URL set, on PostgreSQL (the LISTEN connection of db/event-bus.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@edu/shared/api';
import { expectOk } from '../org/test-fixtures';
import { rightResponse } from '../learning/test-fixtures';
import { openSse, SupervisionFixture } from './test-fixtures';

const S = api.supervision;
const L = api.learning;
let f: SupervisionFixture;
let base = '';

beforeAll(async () => {
  f = await SupervisionFixture.prepare();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => f.t.close());

const streamUrl = (sessionId: number | string, extra = '') =>
  `${base}${S.getSessionStream.path}?sessionId=${sessionId}${extra}`;
const myStreamUrl = (sessionId: number) => `${base}${S.getMySessionStream.path}?sessionId=${sessionId}`;
const auth = async (who: string) => (await f.as(who)).headers;

async function saveFirstAnswer(who = 'student') {
  const [q1] = await f.exercises();
  if (!q1) throw new Error('no exercise');
  expectOk(
    await f.post(
      who,
      L.saveAnswers.path,
      { lessonId: f.lessonId, answers: [{ questionId: q1.id, response: rightResponse(q1.type, q1.answer) }] } as never,
      { json: true },
    ),
  );
  return q1;
}

describe('the teacher’s stream', () => {
  it('refuses before streaming, with the envelope: 401, 403, 404, 400', async () => {
    const session = await f.start();
    const cases: [string, Record<string, string>, number][] = [
      [streamUrl(session.id), {}, 401],
      [streamUrl(session.id), await auth('schooladmin'), 403],
      [streamUrl(session.id), await auth('acme-teacher'), 404],
      [streamUrl(99999), await auth('teacher'), 404],
      [streamUrl('abc'), await auth('teacher'), 400],
      [streamUrl(session.id), { ...(await auth('teacher')), 'last-event-id': 'x' }, 400],
    ];
    for (const [url, headers, status] of cases) {
      const res = await fetch(url, { headers });
      expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(((await res.json()) as { code: number }).code).toBe(status);
    }
    await f.end(session.id);
  });

  it('streams the timeline, then an answer as the student saves it; resumes by Last-Event-ID with exactly the missed ones', async () => {
    const session = await f.start();
    const teacher = await auth('teacher');
    const first = await openSse(streamUrl(session.id), teacher);
    expect(first.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const [start] = await first.next(1);
    expect(start).toMatchObject({ event: 'start', data: { kind: 'start', sessionId: session.id } });

    const before = Date.now();
    const q1 = await saveFirstAnswer();
    const [answer] = await first.next(1, 1_000);
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(answer).toMatchObject({ event: 'answer', data: { data: { questionId: q1.id, outcome: 'correct' } } });
    expect(answer?.id).toBe(answer?.data.id);
    const seen = answer?.id ?? 0;
    await first.close();

    // Missed while away: a heartbeat (join) and a focus; a new stream from the last id gets exactly those.
    expectOk(
      await f.post('student', S.postSessionPresence.path, { sessionId: session.id, questionId: q1.id }, { json: true }),
    );
    expectOk(
      await f.post(
        'teacher',
        S.sendSessionAction.path,
        { sessionId: session.id, action: 'focus', questionNo: 1 },
        { json: true },
      ),
    );
    const resumed = await openSse(streamUrl(session.id), { ...teacher, 'last-event-id': String(seen) });
    const missed = await resumed.next(2);
    expect(missed.map((m) => m.event)).toEqual(['join', 'focus']);
    expect(missed.every((m) => m.id > seen)).toBe(true);
    expect(await resumed.quiet(300)).toEqual([]);
    // The lastEventId parameter does the same.
    const byParam = await openSse(streamUrl(session.id, `&lastEventId=${missed[0]?.id}`), teacher);
    expect((await byParam.next(1))[0]?.event).toBe('focus');
    await byParam.close();

    // The end reaches the stream, which then ends.
    await f.end(session.id);
    expect((await resumed.next(1))[0]?.event).toBe('end');
    await resumed.done();
    expect(resumed.ended()).toBe(true);
    // An ended session's stream sends what it has and ends.
    const replay = await openSse(streamUrl(session.id), teacher);
    await replay.done();
    expect(replay.messages.map((m) => m.event)).toEqual(['start', 'answer', 'join', 'focus', 'end']);
  });
});

describe('the student’s stream', () => {
  it('carries only the actions of its own class’s session', async () => {
    const session = await f.start();
    const other = await fetch(myStreamUrl(session.id), { headers: await auth(f.otherStudent) });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { code: number }).code).toBe(404);
    const teacherStream = await fetch(myStreamUrl(session.id), { headers: await auth('teacher') });
    expect(teacherStream.status).toBe(403);
    await teacherStream.body?.cancel();

    const mine = await openSse(myStreamUrl(session.id), await auth('student'));
    await saveFirstAnswer();
    expectOk(await f.post('student', S.postSessionPresence.path, { sessionId: session.id }, { json: true }));
    expectOk(
      await f.post(
        'teacher',
        S.sendSessionAction.path,
        { sessionId: session.id, action: 'focus', questionNo: 2 },
        { json: true },
      ),
    );
    const [focus] = await mine.next(1);
    expect(focus).toMatchObject({ event: 'focus', data: { data: { questionNo: 2 } } });
    await f.end(session.id);
    expect((await mine.next(1))[0]?.event).toBe('end');
    await mine.done();
    expect(mine.messages.map((m) => m.event)).toEqual(['focus', 'end']);
  });
});

describe('closing the app', () => {
  it('ends open streams, so close() does not wait on them', async () => {
    const other = await SupervisionFixture.prepare();
    const url = await other.t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await other.start();
    const stream = await openSse(
      `${url}${S.getSessionStream.path}?sessionId=${session.id}`,
      (await other.as('teacher')).headers,
    );
    await stream.next(1);
    const started = Date.now();
    await other.t.close();
    await stream.done();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
