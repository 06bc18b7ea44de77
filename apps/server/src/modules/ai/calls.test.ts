/**
 * Chat calls to a provider (issue 14: the calls generation and the study assistant make), against the fake
 * OpenAI-compatible provider on 127.0.0.1: a streamed answer arrives in pieces and whole; a provider that
 * stalls mid-stream, streams garbage, limits requests, is slow or is down ends with its clear error, never a
 * hang; the brand's setting is used before the platform default; AI requests are rate-limited per user and
 * per brand and kind.
 */
import { ResultCode } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiProviders, aiRequestCounts, brands } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { type ClientConfig, completeChat, pinnedLookup, streamChat } from './client';
import { takeAiRequest, windowOf } from './limits';
import { providerFor } from './provider';
import { encryptionKey, encryptSecret } from './secret';
import { type FakeProvider, startFakeProvider } from './test-fixtures';
import { eq } from 'drizzle-orm';

let t: TestApp;
let fake: FakeProvider;
const config: ClientConfig = { aiProviderAllowHosts: ['127.0.0.1'], aiProviderTimeoutMs: 400, aiProviderMaxRetries: 0 };
const LONG = 'Step 1: subtract 3 from both sides, so $2x = 8$. Step 2: divide by 2.';

beforeAll(async () => {
  t = await createTestApp({ config: { aiProviderAllowHosts: ['127.0.0.1'] } });
  fake = await startFakeProvider({ texts: { tutor: LONG, echo: (r) => r.messages.map((m) => m.content).join('|') } });
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const call = (model: string) => ({ baseUrl: fake.baseUrl, model, apiKey: 'sk-calls-test' });
const user = [{ role: 'user' as const, content: 'Explain' }];

describe('streamChat', () => {
  it('streams the answer in pieces that make the whole text', async () => {
    const pieces = await collect(streamChat(call('tutor'), config, { messages: user }));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(LONG);
    const last = fake.requests.at(-1);
    expect(last?.stream).toBe(true);
    expect(last?.messages).toEqual([{ role: 'user', content: 'Explain' }]);
  });

  it('ends a stream that stalls after its first piece with the timeout, in about the timeout', async () => {
    const started = Date.now();
    const pieces: string[] = [];
    const err = await failure(
      (async () => {
        for await (const piece of streamChat(call('stream-stall'), config, { messages: user })) pieces.push(piece);
      })(),
    );
    expect(pieces).toEqual(['Thinking']);
    expect(err.code).toBe(ResultCode.gatewayTimeout);
    expect(err.message).toBe('The AI provider did not answer in time');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a stream that is not chat completion chunks', async () => {
    const err = await failure(collect(streamChat(call('stream-garbage'), config, { messages: user })));
    expect(err.code).toBe(ResultCode.badGateway);
  });

  it('answers 429, 504 and 502 for a limiting, a silent and an unreachable provider', async () => {
    expect((await failure(collect(streamChat(call('rate-limited'), config, { messages: user })))).code).toBe(
      ResultCode.tooManyRequests,
    );
    expect((await failure(collect(streamChat(call('slow'), config, { messages: user })))).code).toBe(
      ResultCode.gatewayTimeout,
    );
    const down = { baseUrl: 'http://127.0.0.1:9/v1', model: 'ok', apiKey: '' };
    expect((await failure(collect(streamChat(down, config, { messages: user })))).code).toBe(ResultCode.badGateway);
  });

  it('refuses a private address before any connection', async () => {
    const err = await failure(
      collect(streamChat({ baseUrl: 'http://10.0.0.1/v1', model: 'ok', apiKey: '' }, config, { messages: user })),
    );
    expect(err.code).toBe(ResultCode.badRequest);
  });

  it('stops quietly when the caller aborts', async () => {
    const abort = new AbortController();
    const stream = streamChat(call('stream-stall'), config, { messages: user, signal: abort.signal });
    const first = await stream.next();
    expect(first.value).toBe('Thinking');
    abort.abort();
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });
});

describe('completeChat', () => {
  it('answers the whole text and sends the messages as given', async () => {
    const text = await completeChat(call('echo'), config, {
      messages: [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'U' },
      ],
    });
    expect(text).toBe('S|U');
  });
  it('answers garbage with 502', async () => {
    expect((await failure(completeChat(call('garbage'), config, { messages: user }))).code).toBe(ResultCode.badGateway);
  });
});

describe('pinnedLookup', () => {
  it('answers the checked addresses whatever host it is asked for', async () => {
    const lookup = pinnedLookup([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
    const one = await new Promise<[string, number]>((resolve, reject) =>
      lookup('rebound.example', {}, (err, address, family) =>
        err ? reject(err) : resolve([String(address), Number(family)]),
      ),
    );
    expect(one).toEqual(['93.184.216.34', 4]);
    const six = await new Promise<unknown>((resolve, reject) =>
      lookup('rebound.example', { family: 6, all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
    );
    expect(six).toEqual([{ address: '2606:2800:220:1::1', family: 6 }]);
  });
});

describe('providerFor', () => {
  it('takes the brand’s setting, else the platform default, else none; keys decrypted', async () => {
    const [home] = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'localhost'));
    const [acme] = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, 'acme'));
    if (!home || !acme) throw new Error('demo brands missing');
    expect(await providerFor(t.db, t.config, home.id)).toBeNull();
    const key = encryptionKey(t.config);
    await t.db.insert(aiProviders).values({
      brandId: null,
      baseUrl: 'https://platform.example/v1',
      model: 'p',
      keyCipher: encryptSecret(key, 'sk-platform'),
      keyLast4: 'form',
    });
    await t.db
      .insert(aiProviders)
      .values({ brandId: acme.id, baseUrl: 'https://acme.example/v1', model: 'a', keyCipher: '', keyLast4: '' });
    expect(await providerFor(t.db, t.config, home.id)).toEqual({
      baseUrl: 'https://platform.example/v1',
      model: 'p',
      apiKey: 'sk-platform',
      owner: 'platform',
    });
    expect(await providerFor(t.db, t.config, acme.id)).toEqual({
      baseUrl: 'https://acme.example/v1',
      model: 'a',
      apiKey: '',
      owner: 'brand',
    });
    // A key the server secret no longer opens: no usable provider (the admin is told when testing it).
    await t.db.update(aiProviders).set({ keyCipher: 'v1.AAAA.BBBB.CCCC' }).where(eq(aiProviders.model, 'p'));
    expect(await providerFor(t.db, t.config, home.id)).toBeNull();
    await t.db.delete(aiProviders);
  });
});

describe('takeAiRequest', () => {
  const limits = { aiRatePerUser: 3, aiRatePerBrand: 5 };
  const minute = windowOf(Date.UTC(2026, 0, 1, 10, 0, 30)).getTime();

  it('refuses a user past its budget for the minute, with when to try again; the next minute is free', async () => {
    const who = { userId: 101, brandId: 1, kind: 'generate' as const };
    for (let i = 0; i < 3; i++) await takeAiRequest(t.db, limits, who, minute + 1000);
    const err = await failure(takeAiRequest(t.db, limits, who, minute + 20_000));
    expect(err.code).toBe(ResultCode.tooManyRequests);
    expect(err.message).toBe('Too many AI requests: try again in 40 s');
    // Another kind has its own budget; the next minute starts again.
    await takeAiRequest(t.db, limits, { ...who, kind: 'assist' }, minute + 20_000);
    await takeAiRequest(t.db, limits, who, minute + 60_000);
  });

  it('refuses a brand past its budget whoever asks, and counts concurrent requests exactly', async () => {
    const at = minute + 5 * 60_000;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        takeAiRequest(t.db, limits, { userId: 200 + i, brandId: 2, kind: 'assist' }, at),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    // Other brands are not touched.
    await takeAiRequest(t.db, limits, { userId: 300, brandId: 3, kind: 'assist' }, at);
  });

  it('forgets old minutes', async () => {
    const later = minute + 60 * 60_000;
    await takeAiRequest(t.db, limits, { userId: 999, brandId: 9, kind: 'generate' }, later);
    const rows = await t.db.select().from(aiRequestCounts);
    expect(rows.every((r) => r.windowStart.getTime() >= later - 10 * 60_000)).toBe(true);
  });
});
