/**
 * The data screen's stream over real HTTP (fetch, as the console reads it): refusals before it starts
 * (envelopes), the figures at once, and again after what happens in the school (a hand-in through the real
 * submit, a live session's start, a student coming online, an answer, the end), never after what happens in
 * another school. Runs on PGlite and, with DATABASE_URL set, on PostgreSQL (the school_activity signals then
 * travel through the event bus's LISTEN connection).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataScreen, ResultCode } from '@edu/shared';
import { api } from '@edu/shared/api';
import { notifySchool } from '../../../db/event-bus';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../../db/queries';
import { classes, lessonReleases } from '../../../db/schema';
import { rightResponse } from '../../learning/test-fixtures';
import { openSse, SupervisionFixture } from '../../supervision/test-fixtures';
import { expectOk } from '../test-fixtures';

const L = api.learning;
const S = api.supervision;
const STREAM = api.org.getDataScreenStream.path;

let f: SupervisionFixture;
let base = '';
let riverside91 = 0;

beforeAll(async () => {
  f = await SupervisionFixture.prepare();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  // The first mathematics lesson open to 滨江双语学校's 九年级1班 too (its teacher could release it likewise).
  riverside91 = await f.classId('滨江双语学校', '九年级1班');
  await f.t.db.insert(lessonReleases).values({
    classId: riverside91,
    lessonId: f.lessonId,
    brandId: f.qiming,
    schoolId: f.riverside,
    unlockAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => f.t.close());

const url = (schoolId: number | string, tz = 'UTC') => `${base}${STREAM}?schoolId=${schoolId}&tz=${tz}`;
const auth = async (who: string) => (await f.as(who)).headers;

/** A screen's stream: `figures()` waits for the next figures (which `until` accepts, when given). */
async function screen(who: string, schoolId: number) {
  const stream = await openSse(url(schoolId), await auth(who));
  expect(stream.res.status).toBe(200);
  expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const figures = async (until: (d: DataScreen) => boolean = () => true, ms = 4_000): Promise<DataScreen> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const [message] = await stream.next(1, Math.max(1, deadline - Date.now()));
      expect(message?.event).toBe('figures');
      const data = message?.data as unknown as DataScreen;
      if (until(data)) return data;
    }
  };
  return { stream, figures };
}

async function handIn(student: string) {
  expectOk(
    await f.post(
      student,
      L.submitLesson.path,
      { lessonId: f.lessonId, submitKey: randomUUID(), answers: [], tz: 'UTC' } as never,
      { json: true },
    ),
  );
}

describe('the data screen stream', () => {
  it('refuses before streaming, with the envelope: 401 without a token, 403 other roles, 404 another school, 400', async () => {
    const cases: [string, Record<string, string>, number, number?][] = [
      [url(f.no1), {}, 401],
      // A malformed token: HTTP 401 with the session code that says so.
      [url(f.no1), { authorization: 'not-a-token' }, 401, ResultCode.illegalToken],
      [url(f.no1), await auth('teacher'), 403],
      [url(f.no1), await auth('brandadmin'), 403],
      [url(f.no1), await auth('admin'), 403],
      [url(f.no1), await auth('zhoulei'), 404],
      [url(f.riverside), await auth('schooladmin'), 404],
      [url(99999), await auth('schooladmin'), 404],
      [url('abc'), await auth('schooladmin'), 400],
      [url(f.no1, 'Mars%2FOlympus'), await auth('schooladmin'), 400],
    ];
    for (const [target, headers, status, code = status] of cases) {
      const res = await fetch(target, { headers });
      expect(res.status, `${target} ${JSON.stringify(headers)}`).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/json/);
      const body = (await res.json()) as { code: number; data: unknown };
      expect(body.code).toBe(code);
      expect(body.data ?? null).toBeNull();
    }
  });

  it('sends the figures at once; a hand-in in the school sends them again, one in another school does not', async () => {
    const no1 = await screen('schooladmin', f.no1);
    const riverside = await screen('zhoulei', f.riverside);
    const first = await no1.figures();
    expect(first.school.id).toBe(f.no1);
    expect(first.tz).toBe('UTC');
    const theirs = await riverside.figures();
    expect(theirs.school.id).toBe(f.riverside);

    const before = Date.now();
    await handIn('student');
    const after = await no1.figures((d) => d.learning.handInsToday === first.learning.handInsToday + 1);
    expect(Date.now() - before).toBeLessThan(3_000);
    expect(after.learning.studentsToday).toBe(first.learning.studentsToday + 1);
    expect(await riverside.stream.quiet(300)).toEqual([]);

    // sunyue of 滨江双语学校 hands in: its school's screen gets it, 启明第一中学's gets nothing.
    await handIn('sunyue');
    const river = await riverside.figures((d) => d.learning.handInsToday === theirs.learning.handInsToday + 1);
    expect(river.school.id).toBe(f.riverside);
    expect(await no1.stream.quiet(1_500)).toEqual([]);
    await no1.stream.close();
    await riverside.stream.close();
  });

  it('follows a live session: its start, a student coming online, an answer and its end', async () => {
    const no1 = await screen('schooladmin', f.no1);
    const first = await no1.figures();
    expect(first.learning.liveSessionCount).toBe(0);

    const session = await f.start();
    const started = await no1.figures((d) => d.learning.liveSessionCount === 1);
    expect(started.learning.liveSessions[0]).toMatchObject({ id: session.id, online: 0, className: '八年级1班' });

    expectOk(await f.post('lina', S.postSessionPresence.path, { sessionId: session.id }, { json: true }));
    const joined = await no1.figures((d) => d.learning.onlineNow === 1);
    expect(joined.learning.liveSessions[0]?.online).toBe(1);

    const [q1] = await f.exercises();
    if (!q1) throw new Error('no exercise');
    expectOk(
      await f.post(
        'lina',
        L.saveAnswers.path,
        {
          lessonId: f.lessonId,
          answers: [{ questionId: q1.id, response: rightResponse(q1.type, q1.answer) }],
        } as never,
        { json: true },
      ),
    );
    const answered = await no1.figures((d) => d.learning.liveSessions[0]?.answers.answered === 1);
    expect(answered.learning.liveSessions[0]?.answers).toEqual({ answered: 1, correct: 1 });

    await f.end(session.id);
    await no1.figures((d) => d.learning.liveSessionCount === 0);
    await no1.stream.close();
  });

  it('a login, a grade, people, classes and memberships of the school signal it (triggers, migration 0024)', async () => {
    // Each change wakes the school's subscribers at once (not at the heartbeat); another school's does not.
    const signalled = async (change: () => Promise<unknown>, schoolId = f.no1): Promise<boolean> => {
      let woken = false;
      const off = f.t.app.eventBus.subscribeSchool(schoolId, () => {
        woken = true;
      });
      try {
        await change();
        const deadline = Date.now() + 2_000;
        while (!woken && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        return woken;
      } finally {
        off();
      }
    };
    const db = f.t.db;
    expect(await signalled(() => f.t.login('schooladmin'))).toBe(true);
    expect(await signalled(() => f.t.login('zhoulei'))).toBe(false);
    const [work] = await selectRows<{ id: number }>(
      db,
      sql`select id from submissions where school_id = ${f.no1} and submitted_at is not null limit 1`,
    );
    if (!work) throw new Error('no hand-in');
    expect(
      await signalled(() => db.execute(sql`update submissions set version = version + 1 where id = ${work.id}`)),
    ).toBe(true);
    // Saving an answer in progress changes no figure: no signal from the trigger (its condition).
    expect(
      await signalled(() =>
        db.execute(sql`update submissions set time_spent_ms = time_spent_ms + 1 where id = ${work.id}`),
      ),
    ).toBe(false);
    const [klass] = await db
      .insert(classes)
      .values({ brandId: f.qiming, schoolId: f.no1, grade: 7, name: '信号班' })
      .returning({ id: classes.id });
    if (!klass) throw new Error('no class');
    expect(await signalled(() => db.update(classes).set({ name: '信号二班' }).where(eq(classes.id, klass.id)))).toBe(
      true,
    );
    expect(await signalled(() => db.execute(sql`update users set role_type = role_type where username = 'lina'`))).toBe(
      true,
    );
    expect(await signalled(() => db.delete(classes).where(eq(classes.id, klass.id)))).toBe(true);
    const memberships = () =>
      db.execute(sql`update class_students set active = active where school_id = ${f.riverside}`);
    expect(await signalled(memberships, f.riverside)).toBe(true);
    expect(await signalled(memberships, f.no1)).toBe(false);
  });

  it('sends nothing for signals that change nothing, and ends open screens when the app closes', async () => {
    const no1 = await screen('schooladmin', f.no1);
    await no1.figures();
    for (let i = 0; i < 20; i++) await notifySchool(f.t.db, f.no1);
    expect(await no1.stream.quiet(1_500)).toEqual([]);
    // A reconnection (a new stream) gets the figures at once: nothing missed while away.
    const again = await screen('schooladmin', f.no1);
    expect((await again.figures()).school.id).toBe(f.no1);
    await again.stream.close();
    await no1.stream.close();
  });
});
