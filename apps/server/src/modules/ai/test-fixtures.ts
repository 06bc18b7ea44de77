/**
 * A fake OpenAI-compatible provider for tests (node:http on 127.0.0.1, a random port): its behaviour is chosen
 * by the model name of each request, and it remembers the Authorization headers it got.
 * - `ok`: a chat completion answering "OK";
 * - `rate-limited`: 429 (with a short retry-after-ms, so the client's retries are quick);
 * - `slow`: never answers within a test's timeout;
 * - `garbage`: 200 with a JSON content type and a body that is not JSON;
 * - `not-completion`: 200 JSON that is no chat completion;
 * - `bad-key`: 401;
 * - anything else: 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProvider {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  /** Authorization headers received, in order */
  authorizations: string[];
  /** requests received, per model */
  hits: Map<string, number>;
  close(): Promise<void>;
}

function modelOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'model' in parsed && typeof parsed.model === 'string') {
      return parsed.model;
    }
  } catch {
    // not JSON: no model
  }
  return '';
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const authorizations: string[] = [];
  const hits = new Map<string, number>();
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      authorizations.push(req.headers.authorization ?? '');
      const model = modelOf(body);
      hits.set(model, (hits.get(model) ?? 0) + 1);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        json(404, { error: { message: 'no such route' } });
        return;
      }
      switch (model) {
        case 'ok':
          json(200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 0,
            model: 'ok',
            choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
          });
          return;
        case 'rate-limited':
          json(429, { error: { message: 'slow down' } }, { 'retry-after-ms': '10' });
          return;
        case 'slow':
          pending.add(res);
          return;
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"choices": [ this is not json');
          return;
        case 'not-completion':
          json(200, { hello: 'world' });
          return;
        case 'bad-key':
          json(401, { error: { message: 'invalid api key' } });
          return;
        default:
          json(404, { error: { message: 'no such model' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    authorizations,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
