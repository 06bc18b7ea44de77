/**
 * Requests an attacker can send before logging in, over real HTTP to a listening server with the
 * production logger on: malformed percent-escapes in query names and paths, odd headers. None may take
 * the process down (issue 8, hardening item 1); a normal request answers afterwards.
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

afterAll(async () => {
  await t.close();
});

/**
 * Sends bytes as they are (no client-side normalisation of the URL) and returns the status line. The
 * socket stays open for writing, as an HTTP client's does: Node's server ends a half-closed connection
 * without answering a request still in flight (on PostgreSQL /healthz waits for the database).
 */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1').split('\r\n')[0] ?? ''));
    socket.write(request);
  });
}

function get(target: string, headers: Record<string, string> = {}): Promise<string> {
  const lines = [`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return raw(`${lines.join('\r\n')}\r\n\r\n`);
}

async function healthy(): Promise<void> {
  expect(await get('/healthz')).toBe('HTTP/1.1 200 OK');
}

describe('hostile requests before authentication', () => {
  it('answers bad percent-escapes in query parameter names and keeps serving', async () => {
    for (const target of [
      '/?%E0=1',
      '/openapi/user/login?%=1',
      '/openapi/user/getInfo?%E0%A4%A=1&pwd=secret',
      '/openapi/brand/getBrandByWebAddress?webAddress=%E0&%ZZ',
      '/openapi/docs?%',
      '/assets/x.js?%C0%AF=1',
    ]) {
      const status = await get(target);
      expect(status, target).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
      await healthy();
    }
    // The request line was logged, with the name left as sent.
    expect(t.logs()).toContain('?%E0=1');
  });

  it('answers bad escapes in paths and bodies and keeps serving', async () => {
    for (const target of ['/%E0', '/openapi/%', '/openapi/user/%E0%A4%A', '/brand-assets/%E0', '/assets/%']) {
      expect(await get(target), target).toMatch(/^HTTP\/1\.1 [45]\d\d /);
      await healthy();
    }
    const body = '%E0=1&loginvalue=%&pwd=%ZZ';
    const status = await raw(
      [
        'POST /openapi/user/login?%=1 HTTP/1.1',
        'Host: localhost',
        'Connection: close',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${body.length}`,
        '',
        body,
      ].join('\r\n'),
    );
    expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
    await healthy();
  });

  it('answers odd headers and keeps serving', async () => {
    const odd: Record<string, string>[] = [
      { 'Accept-Language': '%E0;q=%, zh;q=abc, *;q=2' },
      { Authorization: 'Bearer %E0%%' },
      { Authorization: 'Bearer' },
      { Host: '%E0.localhost' },
      { Host: '[::1' },
      { 'X-Forwarded-For': '%E0, ::ffff:%' },
      { Cookie: 'language=%E0; size=%' },
    ];
    for (const headers of odd) {
      const status = await get('/openapi/user/getInfo?x=%E0', headers);
      expect(status, JSON.stringify(headers)).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
      await healthy();
    }
    // Latin-1 bytes that are not UTF-8 in a header value.
    const bytes = Buffer.concat([
      Buffer.from('GET /openapi/brand/getBrandByWebAddress?webAddress=a HTTP/1.1\r\nHost: localhost\r\n'),
      Buffer.from([0x41, 0x63, 0x63, 0x65, 0x70, 0x74, 0x2d, 0x4c, 0x61, 0x6e, 0x67, 0x75, 0x61, 0x67, 0x65]),
      Buffer.from(': '),
      Buffer.from([0xe0, 0xff, 0xc0]),
      Buffer.from('\r\nConnection: close\r\n\r\n'),
    ]);
    expect(await raw(bytes)).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
    await healthy();
  });

  it('survives generated request targets', async () => {
    // Query strings and paths built from the characters that trip decoders: %, hex digits, +, =, &, ?.
    const piece = fc.constantFrom('%', '%E0', '%C0%AF', '%ZZ', '%2', '+', '=', '&', '?', 'a', 'pwd', 'sig', '%00', '/');
    const target = fc.tuple(fc.array(piece, { maxLength: 8 }), fc.array(piece, { maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(target, async ([pathPieces, queryPieces]) => {
        const status = await get(`/${pathPieces.join('')}?${queryPieces.join('')}`);
        expect(status).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
      }),
      { numRuns: 60 },
    );
    await healthy();
  });
});
