/**
 * The study assistant over HTTP (issue 14 item 4), against the fake OpenAI-compatible provider: a hint is
 * relayed; before the hand-in the answer key never reaches the provider and a reply giving the answer away is
 * withheld (one stricter retry first), after it the answer may be given; lessons and questions outside the
 * student's work, a brand without the assistant or without a provider are refused; provider failures are clear
 * messages; requests are rate-limited.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_WITHHELD, type QuestionAnswer, type StudyAssistantInfo } from '@edu/shared';
import { api } from '@edu/shared/api';
import { aiProviders, brandBots, classes, lessonReleases, questions } from '../../../db/schema';
import { createTestApp } from '../../../test/harness';
import { encryptionKey, encryptSecret } from '../../ai/secret';
import { type FakeProvider, type FakeRequest, startFakeProvider } from '../../ai/test-fixtures';
import { expectError, expectOk, OrgFixture } from '../../org/test-fixtures';
import { clearClassWork, exerciseKeys, mathLessonIds } from '../test-fixtures';

const L = api.learning;

let f: OrgFixture;
let fake: FakeProvider;
let class81 = 0;
let brandId = 0;
let lessonId = 0;
let lockedLesson = 0;
let exercise: { id: number; type: string; answer: QuestionAnswer };
let otherQuestion = 0;

interface Event {
  event: string;
  data: Record<string, unknown>;
}

function eventsOf(body: string): Event[] {
  const out: Event[] = [];
  for (const block of body.split('\n\n')) {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data) out.push({ event, data: JSON.parse(data) as Record<string, unknown> });
  }
  return out;
}

const textOf = (events: Event[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => String(e.data.text))
    .join('');

async function ask(body: Record<string, unknown>, who = 'student') {
  const headers = (await f.as(who)).headers;
  const res = await f.t.app.inject({
    method: 'POST',
    url: L.askStudyAssistant.path,
    headers: { ...headers, 'accept-language': 'en' },
    payload: { lessonId, questionId: exercise.id, kind: 'hint', ...body },
  });
  const type = String(res.headers['content-type'] ?? '');
  return {
    status: res.statusCode,
    stream: type.startsWith('text/event-stream'),
    events: type.startsWith('text/event-stream') ? eventsOf(res.body) : [],
    envelope: type.includes('json') ? (JSON.parse(res.body) as { code: number; msg: string; data: unknown }) : null,
  };
}

async function useModel(model: string) {
  await f.t.db.update(aiProviders).set({ model }).where(eq(aiProviders.brandId, brandId));
}

async function setEnabled(enabled: boolean) {
  await f.t.db
    .insert(brandBots)
    .values({ brandId, name: 'Owl', enabled })
    .onConflictDoUpdate({ target: brandBots.brandId, set: { enabled } });
}

/** A reply that names the exercise's answer outright. */
function revealing(type: string, key: QuestionAnswer): string {
  switch (type) {
    case 'single':
    case 'multiple':
      return `The answer is ${key.choices.join(' and ')}`;
    case 'judge':
      return `The statement is ${key.judge ? 'true' : 'false'}`;
    case 'blank':
      return `Fill in ${key.blanks.map((b) => b.accepted[0]).join(' and ')}`;
    default:
      return key.text;
  }
}

const requestsSince = (n: number) => fake.requests.slice(n);
const promptOf = (r: FakeRequest | undefined) => (r?.messages ?? []).map((m) => m.content).join('\n');

const HINT =
  'Hint: name the unknown first, then write what the question says as an equation such as $a + b = c$; solve it one step at a time.';
/** What the fake's models say; `reveal` and `reveal-once` name the exercise's answer (set once it is known). */
const texts: Record<string, string | ((r: FakeRequest) => string)> = {
  'assist-hint': HINT,
  'assist-html': 'Look: <script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2"> $x^2$',
};

beforeAll(async () => {
  f = new OrgFixture(
    await createTestApp({
      config: {
        aiProviderAllowHosts: ['127.0.0.1'],
        aiProviderTimeoutMs: 400,
        aiProviderMaxRetries: 0,
        aiRatePerUser: 12,
      },
    }),
  );
  fake = await startFakeProvider({ texts });
  class81 = await f.classId('启明第一中学', '八年级1班');
  const [klass] = await f.t.db.select({ brandId: classes.brandId }).from(classes).where(eq(classes.id, class81));
  brandId = klass?.brandId ?? 0;
  await clearClassWork(f.t.db, class81);
  const math = await mathLessonIds(f.t.db);
  lessonId = math[0] ?? 0;
  lockedLesson = math[1] ?? 0;
  expectOk(
    await f.post(
      'teacher',
      L.setLessonRelease.path,
      { classId: class81, lessonIds: [lessonId], action: 'release' },
      {
        json: true,
      },
    ),
  );
  const keys = (await exerciseKeys(f.t.db, lessonId)).filter((k) => k.type !== 'short');
  const first = keys[0];
  if (!first) throw new Error('no gradable exercise');
  exercise = { ...first, answer: first.answer as QuestionAnswer };
  const reveal = revealing(exercise.type, exercise.answer);
  texts.reveal = reveal;
  texts['reveal-once'] = (r) => (promptOf(r).includes('previous reply gave the answer away') ? HINT : reveal);
  const inLesson = new Set((await exerciseKeys(f.t.db, lessonId)).map((k) => k.id));
  const [other] = (await f.t.db.select({ id: questions.id }).from(questions).limit(200)).filter(
    (q) => !inLesson.has(q.id),
  );
  otherQuestion = other?.id ?? 0;
  await setEnabled(true);
  await f.t.db.delete(aiProviders).where(eq(aiProviders.brandId, brandId));
  await f.t.db.insert(aiProviders).values({
    brandId,
    baseUrl: fake.baseUrl,
    model: 'assist-hint',
    keyCipher: encryptSecret(encryptionKey(f.t.config), 'sk-assist-test'),
    keyLast4: 'test',
  });
}, 240_000);
afterAll(async () => {
  await fake?.close();
  await f?.t.close();
});

describe('whether the assistant answers', () => {
  it('answers available on an open lesson of a brand that enables it with a provider', async () => {
    const info = expectOk(await f.get<StudyAssistantInfo>('student', L.getStudyAssistant.path, { lessonId }));
    expect(info).toMatchObject({ available: true, name: '启明小助手' });
  });

  it('is not available when the brand turns it off, and refuses requests then (403)', async () => {
    await setEnabled(false);
    try {
      const info = expectOk(await f.get<StudyAssistantInfo>('student', L.getStudyAssistant.path, { lessonId }));
      expect(info.available).toBe(false);
      const before = fake.requests.length;
      const res = await ask({});
      expect(res.envelope).toMatchObject({ code: 403, msg: 'The study assistant is not enabled for this brand' });
      expect(fake.requests.length).toBe(before);
    } finally {
      await setEnabled(true);
    }
  });

  it('refuses (409) when neither the brand nor the platform has a provider', async () => {
    const platform = await f.t.db.select().from(aiProviders).where(isNull(aiProviders.brandId));
    expect(platform).toEqual([]);
    const [own] = await f.t.db.select().from(aiProviders).where(eq(aiProviders.brandId, brandId));
    await f.t.db.delete(aiProviders).where(eq(aiProviders.brandId, brandId));
    try {
      const info = expectOk(await f.get<StudyAssistantInfo>('student', L.getStudyAssistant.path, { lessonId }));
      expect(info.available).toBe(false);
      const res = await ask({});
      expect(res.envelope?.code).toBe(409);
      expect(res.envelope?.msg).toMatch(/no AI provider/);
    } finally {
      if (own) await f.t.db.insert(aiProviders).values(own);
    }
  });

  it('refuses lessons and questions outside the student’s work, and other roles', async () => {
    expectError(await f.get('student', L.getStudyAssistant.path, { lessonId: lockedLesson }), 403);
    const before = fake.requests.length;
    const locked = await ask({ lessonId: lockedLesson });
    expect(locked.envelope?.code).toBe(403);
    const foreign = await ask({ questionId: otherQuestion });
    expect(foreign.envelope).toMatchObject({ code: 404, msg: 'Question not found in this lesson' });
    const unknown = await ask({ lessonId: 999_999 });
    expect(unknown.envelope?.code).toBe(404);
    const teacher = await ask({}, 'teacher');
    expect(teacher.envelope?.code).toBe(403);
    const long = await ask({ message: 'x'.repeat(501) });
    expect(long.envelope?.code).toBe(400);
    const kind = await ask({ kind: 'answer' });
    expect(kind.envelope?.code).toBe(400);
    expect(fake.requests.length).toBe(before);
    await f.t.db
      .delete(lessonReleases)
      .where(and(eq(lessonReleases.classId, class81), eq(lessonReleases.lessonId, lockedLesson)));
  });
});

describe('before the hand-in', () => {
  it('relays a hint, and sends the provider no answer key nor analysis', async () => {
    await useModel('assist-hint');
    const before = fake.requests.length;
    const res = await ask({ kind: 'explain', message: 'I do not get the second step' });
    expect(res.stream).toBe(true);
    expect(res.events.at(-1)?.event).toBe('done');
    expect(textOf(res.events)).toContain('Hint: name the unknown first');
    expect(textOf(res.events)).toContain('$a + b = c$');
    const [sent] = requestsSince(before);
    expect(sent?.stream).toBe(true);
    const all = promptOf(sent);
    expect(all).toContain('I do not get the second step');
    expect(all).toContain('Never state, confirm or hint at the final answer');
    expect(all).not.toMatch(/Answer key|Right option|Reference answer|Analysis:/);
    const [stored] = await f.t.db
      .select({ analysis: questions.analysis })
      .from(questions)
      .where(eq(questions.id, exercise.id));
    const analysis = (stored?.analysis ?? '').replace(/<[^>]*>/g, '').trim();
    if (analysis.length > 12) expect(all).not.toContain(analysis.slice(0, 12));
  });

  it('withholds a reply that gives the answer away, after one stricter retry', async () => {
    await useModel('reveal');
    const before = fake.requests.length;
    const res = await ask({});
    const names = res.events.map((e) => e.event);
    expect(names).toContain('reset');
    expect(names.at(-1)).toBe('withheld');
    expect(names).not.toContain('done');
    expect(res.events.at(-1)?.data.msg).toBe(ASSISTANT_WITHHELD);
    expect(textOf(res.events)).toBe('');
    const sent = requestsSince(before);
    expect(sent).toHaveLength(2);
    expect(promptOf(sent[1])).toContain('previous reply gave the answer away');
  });

  it('shows the stricter retry when it no longer gives the answer away', async () => {
    await useModel('reveal-once');
    const res = await ask({});
    const names = res.events.map((e) => e.event);
    expect(names.at(-1)).toBe('done');
    expect(names).toContain('reset');
    const afterReset = res.events.slice(names.indexOf('reset'));
    expect(textOf(afterReset)).toBe(HINT);
  });

  it('relays script and HTML as text for the page to sanitize (the events stay well formed)', async () => {
    await useModel('assist-html');
    const res = await ask({});
    expect(res.events.at(-1)?.event).toBe('done');
    expect(textOf(res.events)).toContain('<script>');
  });
});

describe('provider failures', () => {
  it('answers a clear envelope when the provider limits requests, is slow or answers garbage', async () => {
    await useModel('rate-limited');
    expect((await ask({})).envelope).toMatchObject({
      code: 429,
      msg: 'The AI provider is limiting requests: try again later',
    });
    await useModel('slow');
    expect((await ask({})).envelope).toMatchObject({ code: 504, msg: 'The AI provider did not answer in time' });
    await useModel('bad-key');
    expect((await ask({})).envelope).toMatchObject({ code: 400, msg: 'The AI provider refused the key' });
  });

  it('ends the stream with an error event when the provider stalls midway', async () => {
    await useModel('stream-stall');
    const res = await ask({});
    expect(res.stream).toBe(true);
    expect(res.events.at(-1)).toEqual({
      event: 'error',
      data: { code: 504, msg: 'The AI provider did not answer in time' },
    });
  });
});

describe('after the hand-in', () => {
  it('may give the answer and sends the key', async () => {
    expectOk(
      await f.post('student', L.submitLesson.path, { lessonId, submitKey: 'assistant-test-submit' }, { json: true }),
    );
    const reveal = revealing(exercise.type, exercise.answer);
    await useModel('reveal');
    const before = fake.requests.length;
    const res = await ask({ kind: 'explain' });
    expect(res.events.map((e) => e.event)).toEqual(expect.arrayContaining(['delta', 'done']));
    expect(textOf(res.events)).toBe(reveal);
    const sent = requestsSince(before);
    expect(sent).toHaveLength(1);
    expect(promptOf(sent[0])).toContain('Answer key');
  });
});

describe('the rate limit', () => {
  it('refuses a student past its budget of assistant requests (429), before calling the provider', async () => {
    await useModel('assist-hint');
    let refused: Awaited<ReturnType<typeof ask>> | null = null;
    for (let i = 0; i < 25 && refused === null; i++) {
      const res = await ask({});
      if (!res.stream) refused = res;
    }
    expect(refused?.envelope?.code).toBe(429);
    expect(refused?.envelope?.msg).toMatch(/^Too many AI requests: try again in \d+ s$/);
  });
});
