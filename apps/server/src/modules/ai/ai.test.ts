/**
 * AI provider settings over HTTP (issue 14 item 1), against a fake OpenAI-compatible provider on 127.0.0.1:
 * saving and reading (the key never comes back, only its last four characters), the key encrypted at rest and
 * never logged nor audited, addresses refused (server-side request forgery), the connection test's answers for
 * a provider that works, rate limits, is slow, answers garbage, refuses the key or is down, and who may touch
 * which setting.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProviderSetting, AiProviderTestResult } from '@edu/shared';
import { aiProviders, auditLog, brands } from '../../db/schema';
import { createTestApp, envelopeOf, type LoggedIn, type TestApp } from '../../test/harness';
import { isNonPublicAddress } from './address';
import { decryptSecret, encryptionKey } from './secret';
import { type FakeProvider, startFakeProvider } from './test-fixtures';

const KEY = 'sk-test-secret-key-abcd';
const GET = '/openapi/ai/getProviderSetting';
const SAVE = '/openapi/ai/updateProviderSetting';
const TEST = '/openapi/ai/testProviderConnection';
const CLEAR = '/openapi/ai/clearProviderSetting';

let t: TestApp;
let fake: FakeProvider;
let admin: LoggedIn;
let brandadmin: LoggedIn;
let teacher: LoggedIn;
let home: number;
let acme: number;

async function brandId(webAddress: string): Promise<number> {
  const [row] = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.webAddress, webAddress));
  if (!row) throw new Error(`no brand ${webAddress}`);
  return row.id;
}

function get(who: LoggedIn, brand?: number) {
  return t.app.inject({ url: brand === undefined ? GET : `${GET}?brandId=${brand}`, headers: who.headers });
}
function post(who: LoggedIn, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: who.headers, payload });
}
async function rows() {
  const [row] = await t.db.select({ n: count() }).from(aiProviders);
  return row?.n ?? 0;
}
async function audits() {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, config: { aiProviderAllowHosts: ['127.0.0.1'] } });
  fake = await startFakeProvider();
  admin = await t.login('admin');
  brandadmin = await t.login('brandadmin');
  teacher = await t.login('teacher');
  home = await brandId('localhost');
  acme = await brandId('acme');
}, 240_000);
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

describe('saving and reading a setting', () => {
  it('starts not configured', async () => {
    const res = await get(admin, home);
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<AiProviderSetting>(res).data).toEqual({
      brandId: home,
      configured: false,
      baseUrl: '',
      model: '',
      keySet: false,
      keyLast4: '',
      updatedAt: null,
    });
  });

  it('saves a brand’s setting; the key comes back only as set and its last four characters', async () => {
    const res = await post(admin, SAVE, { brandId: home, baseUrl: fake.baseUrl, model: 'ok', apiKey: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('sk-test-secret');
    expect(envelopeOf<AiProviderSetting>(res).data).toMatchObject({
      brandId: home,
      configured: true,
      baseUrl: fake.baseUrl,
      model: 'ok',
      keySet: true,
      keyLast4: 'abcd',
    });
    const read = await get(admin, home);
    expect(read.body).not.toContain('sk-test-secret');
    expect(envelopeOf<AiProviderSetting>(read).data).toMatchObject({ keySet: true, keyLast4: 'abcd', model: 'ok' });
  });

  it('stores the key encrypted (AES-256-GCM with the server secret), not as it was typed', async () => {
    const [row] = await t.db.select().from(aiProviders).where(eq(aiProviders.brandId, home));
    expect(row?.keyCipher).toMatch(/^v1\./);
    expect(row?.keyCipher).not.toContain(KEY);
    expect(row?.keyCipher).not.toContain(Buffer.from(KEY).toString('base64url'));
    expect(decryptSecret(encryptionKey(t.config), row?.keyCipher ?? '')).toBe(KEY);
    // Another secret cannot read it.
    expect(
      decryptSecret(encryptionKey({ aiProviderSecret: 'another', dataDir: t.config.dataDir }), row?.keyCipher ?? ''),
    ).toBeNull();
  });

  it('an empty key keeps the stored one; the audit log records the change without the key', async () => {
    const before = await audits();
    const res = await post(admin, SAVE, { brandId: home, baseUrl: fake.baseUrl, model: 'ok-2', apiKey: '' });
    expect(envelopeOf<AiProviderSetting>(res).data).toMatchObject({ model: 'ok-2', keySet: true, keyLast4: 'abcd' });
    expect(await audits()).toBe(before + 1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'aiProvider.update'), eq(auditLog.targetType, 'aiProvider')));
    expect(entries.length).toBe(2);
    expect(JSON.stringify(entries)).not.toContain('sk-test-secret');
    expect(entries.at(-1)?.after).toMatchObject({ model: 'ok-2', keyLast4: 'abcd', keyChanged: false });
    await post(admin, SAVE, { brandId: home, baseUrl: fake.baseUrl, model: 'ok', apiKey: '' });
  });

  it('a stored key does not follow the setting to another address', async () => {
    const res = await post(admin, SAVE, { brandId: home, baseUrl: 'http://127.0.0.1:9/v1', model: 'ok', apiKey: '' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toMatch(/enter the key again/);
    const test = await post(admin, TEST, { brandId: home, baseUrl: 'http://127.0.0.1:9/v1' });
    expect(test.statusCode).toBe(400);
  });

  it('the platform default (no brandId) is a setting of its own', async () => {
    const res = await post(admin, SAVE, { baseUrl: fake.baseUrl, model: 'ok', apiKey: 'sk-platform-wxyz' });
    expect(envelopeOf<AiProviderSetting>(res).data).toMatchObject({ brandId: null, keyLast4: 'wxyz' });
    expect(envelopeOf<AiProviderSetting>(await get(admin)).data).toMatchObject({ brandId: null, model: 'ok' });
    const [row] = await t.db.select().from(aiProviders).where(isNull(aiProviders.brandId));
    expect(row?.keyLast4).toBe('wxyz');
    expect(envelopeOf<AiProviderSetting>(await get(admin, home)).data.keyLast4).toBe('abcd');
  });

  it('refuses bad input with the field named', async () => {
    for (const payload of [
      { brandId: home, baseUrl: '', model: 'ok' },
      { brandId: home, baseUrl: fake.baseUrl, model: '' },
      { brandId: home, baseUrl: 'not a url', model: 'ok' },
      { brandId: home, baseUrl: fake.baseUrl, model: 'x'.repeat(201) },
    ]) {
      const res = await post(admin, SAVE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('addresses that are refused (server-side request forgery)', () => {
  it('refuses non-http schemes and loopback, private and link-local addresses; writes nothing', async () => {
    const allow = t.config.aiProviderAllowHosts;
    t.config.aiProviderAllowHosts = [];
    try {
      const n = await rows();
      const a = await audits();
      for (const baseUrl of [
        fake.baseUrl, // 127.0.0.1 without the allow-list
        'http://localhost:8080/v1',
        'http://10.0.0.1/v1',
        'http://192.168.1.10/v1',
        'http://172.16.0.1/v1',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/v1',
        'http://[::ffff:127.0.0.1]/v1',
        'http://[fd00::1]/v1',
        'http://0.0.0.0/v1',
        'http://user:pass@example.com/v1',
        'file:///etc/passwd',
        'ftp://example.com/v1',
        'gopher://127.0.0.1:6379/_x',
      ]) {
        const res = await post(admin, SAVE, { brandId: home, baseUrl, model: 'ok', apiKey: KEY });
        expect(res.statusCode, baseUrl).toBe(400);
        expect(envelopeOf(res).msg, baseUrl).toMatch(/^baseUrl: /);
        const test = await post(admin, TEST, { brandId: home, baseUrl, model: 'ok', apiKey: KEY });
        expect(test.statusCode, baseUrl).toBe(400);
      }
      // The stored setting is checked again when it is used.
      const stored = await post(admin, TEST, { brandId: home });
      expect(stored.statusCode).toBe(400);
      expect(envelopeOf(stored).msg).toMatch(/loopback, private or link-local/);
      expect(await rows()).toBe(n);
      expect(await audits()).toBe(a);
      expect(fake.hits.size).toBe(0);
    } finally {
      t.config.aiProviderAllowHosts = allow;
    }
  });

  it('knows which addresses are not public', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::',
      '64:ff9b::a00:1',
    ]) {
      expect(isNonPublicAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'])
      expect(isNonPublicAddress(ip), ip).toBe(false);
  });
});

describe('testing the connection', () => {
  const started = () => Date.now();

  it('works with the stored setting and key (the key goes only in the Authorization header)', async () => {
    const res = await post(admin, TEST, { brandId: home });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<AiProviderTestResult>(res).data).toMatchObject({ ok: true, model: 'ok', reply: 'OK' });
    expect(fake.authorizations.at(-1)).toBe(`Bearer ${KEY}`);
    expect(res.body).not.toContain('sk-test-secret');
  });

  it('tests an unsaved setting (the fields given replace the stored ones for the test)', async () => {
    const res = await post(admin, TEST, { brandId: acme, baseUrl: fake.baseUrl, model: 'ok', apiKey: 'sk-typed-1234' });
    expect(res.statusCode).toBe(200);
    expect(fake.authorizations.at(-1)).toBe('Bearer sk-typed-1234');
    const none = await post(admin, TEST, { brandId: acme });
    expect(none.statusCode).toBe(400);
    expect(envelopeOf(none).msg).toMatch(/No AI provider setting is saved/);
  });

  it('429: rate limited, after a bounded retry (three attempts)', async () => {
    const res = await post(admin, TEST, { brandId: home, baseUrl: fake.baseUrl, model: 'rate-limited' });
    expect(res.statusCode).toBe(429);
    expect(envelopeOf(res)).toMatchObject({
      code: 429,
      data: null,
      msg: 'The AI provider is limiting requests: try again later',
    });
    expect(fake.hits.get('rate-limited')).toBe(3);
  });

  it('a slow provider: 504 after the timeout, never a hang', async () => {
    const timeout = t.config.aiProviderTimeoutMs;
    t.config.aiProviderTimeoutMs = 200;
    try {
      const from = started();
      const res = await post(admin, TEST, { brandId: home, baseUrl: fake.baseUrl, model: 'slow' });
      expect(res.statusCode).toBe(504);
      expect(envelopeOf(res).msg).toBe('The AI provider did not answer in time');
      expect(fake.hits.get('slow')).toBe(3);
      expect(Date.now() - from).toBeLessThan(15_000);
    } finally {
      t.config.aiProviderTimeoutMs = timeout;
    }
  }, 30_000);

  it('garbage: a body that is not JSON, or JSON that is no chat completion, is 502', async () => {
    for (const model of ['garbage', 'not-completion']) {
      const res = await post(admin, TEST, { brandId: home, baseUrl: fake.baseUrl, model });
      expect(res.statusCode, model).toBe(502);
      expect(envelopeOf(res).msg, model).toBe('The AI provider answered something that is not a chat completion');
    }
  });

  it('401 from the provider: 400 "refused the key" (not 401, which would log the console out)', async () => {
    const res = await post(admin, TEST, { brandId: home, baseUrl: fake.baseUrl, model: 'bad-key' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toBe('The AI provider refused the key');
    const unknown = await post(admin, TEST, { brandId: home, baseUrl: fake.baseUrl, model: 'no-such-model' });
    expect(unknown.statusCode).toBe(400);
    expect(envelopeOf(unknown).msg).toBe('The AI provider does not know this address or model');
  });

  it('a provider that is down (connection refused): 502', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await post(admin, TEST, { brandId: acme, baseUrl: `http://127.0.0.1:${port}/v1`, model: 'ok' });
    expect(res.statusCode).toBe(502);
    expect(envelopeOf(res).msg).toBe('The AI provider cannot be reached');
  }, 30_000);

  it('never logs the key', () => {
    expect(t.logs()).not.toContain('sk-test-secret');
    expect(t.logs()).not.toContain('sk-platform');
    expect(t.logs()).not.toContain('sk-typed');
  });
});

describe('who may touch which setting', () => {
  it('a brand admin reads, saves and tests its own brand’s setting', async () => {
    expect((await get(brandadmin, home)).statusCode).toBe(200);
    const res = await post(brandadmin, SAVE, {
      brandId: home,
      baseUrl: fake.baseUrl,
      model: 'ok',
      apiKey: 'sk-brand-9876',
    });
    expect(envelopeOf<AiProviderSetting>(res).data).toMatchObject({ keyLast4: '9876' });
    expect((await post(brandadmin, TEST, { brandId: home })).statusCode).toBe(200);
  });

  it('a brand admin of another brand gets 404, as for an unknown brand; nothing written', async () => {
    const n = await rows();
    const a = await audits();
    for (const res of [
      await get(brandadmin, acme),
      await post(brandadmin, SAVE, { brandId: acme, baseUrl: fake.baseUrl, model: 'ok', apiKey: KEY }),
      await post(brandadmin, TEST, { brandId: acme, baseUrl: fake.baseUrl, model: 'ok' }),
      await get(admin, 999_999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res).msg).toBe('Brand not found');
    }
    expect(await rows()).toBe(n);
    expect(await audits()).toBe(a);
  });

  it('the platform default is the platform admin’s only; a teacher touches none', async () => {
    const n = await rows();
    for (const res of [
      await get(brandadmin),
      await post(brandadmin, SAVE, { baseUrl: fake.baseUrl, model: 'ok', apiKey: KEY }),
      await post(brandadmin, TEST, {}),
      await get(teacher, home),
      await post(teacher, SAVE, { brandId: home, baseUrl: fake.baseUrl, model: 'ok', apiKey: KEY }),
      await post(teacher, TEST, { brandId: home }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await rows()).toBe(n);
    expect((await t.app.inject({ url: `${GET}?brandId=${home}` })).statusCode).toBe(401);
  });

  it('clearing: another brand 404, a teacher 403; the brand admin removes its own, key and all, audited', async () => {
    const n = await rows();
    expect((await post(brandadmin, CLEAR, { brandId: acme })).statusCode).toBe(404);
    expect((await post(brandadmin, CLEAR, {})).statusCode).toBe(403);
    expect((await post(teacher, CLEAR, { brandId: home })).statusCode).toBe(403);
    expect(await rows()).toBe(n);

    const a = await audits();
    const res = await post(brandadmin, CLEAR, { brandId: home });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<AiProviderSetting>(res).data).toMatchObject({ brandId: home, configured: false, keySet: false });
    expect(await rows()).toBe(n - 1);
    expect(await audits()).toBe(a + 1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'aiProvider.clear'));
    expect(entry?.before).toMatchObject({ model: 'ok', keyLast4: '9876' });
    expect(JSON.stringify(entry)).not.toContain('sk-brand');
    expect(envelopeOf<AiProviderSetting>(await get(admin, home)).data.configured).toBe(false);
    // The platform default stays; clearing nothing writes nothing.
    expect(envelopeOf<AiProviderSetting>(await get(admin)).data.configured).toBe(true);
    expect((await post(admin, CLEAR, { brandId: home })).statusCode).toBe(200);
    expect(await audits()).toBe(a + 1);
  });
});
