/**
 * DNS rebinding (issue 14, server-side request forgery): a host name that resolves to a public address when it
 * is checked and to the loopback address afterwards must not reach the server's own network. The resolver the
 * address check uses is replaced here (this file only) to answer a public test address for `localhost`; the
 * connection's own lookup would answer 127.0.0.1, where a fake provider listens. The call must go to the
 * checked address (and fail there), and the fake on the loopback must see nothing.
 */
import { ResultCode } from '@edu/shared';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AppError } from '../../http/errors';
import { completeChat } from './client';
import { type FakeProvider, startFakeProvider } from './test-fixtures';

vi.mock('node:dns/promises', () => ({
  // TEST-NET-3 (RFC 5737): public by the address rules, routed nowhere.
  lookup: async () => [{ address: '203.0.113.7', family: 4 }],
}));

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(async () => {
  await fake?.close();
});

it('connects to the address it checked, not to where the name resolves later', async () => {
  const port = new URL(fake.baseUrl).port;
  const err = await completeChat(
    { baseUrl: `http://localhost:${port}/v1`, model: 'ok', apiKey: '' },
    { aiProviderAllowHosts: [], aiProviderTimeoutMs: 300, aiProviderMaxRetries: 0 },
    { messages: [{ role: 'user', content: 'hello' }] },
  ).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect([ResultCode.gatewayTimeout, ResultCode.badGateway]).toContain((err as AppError).code);
  expect(fake.requests).toHaveLength(0);
});
