/**
 * A fake OpenAI-compatible provider for tests (node:http on 127.0.0.1, a random port): its behaviour is chosen
 * by the model name of each request, and it remembers the Authorization headers it got.
 * - `ok`: a chat completion answering "OK";
 * - `rate-limited`: 429 (with a short retry-after-ms, so the client's retries are quick);
 * - `slow`: never answers within a test's timeout;
 * - `garbage`: 200 with a JSON content type and a body that is not JSON;
 * - `not-completion`: 200 JSON that is no chat completion;
 * - `bad-key`: 401;
 * - `stream-stall`: (streaming) one chunk, then silence;
 * - `stream-garbage`: (streaming) a chunk that is not JSON;
 * - a model named in `options.texts`: a completion with that text (or what the function makes of the messages);
 * - anything else: 404.
 * A request with `stream: true` to `ok` or a text model gets its text as server-sent chunks of a few characters
 * each, then `[DONE]`.
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
  /** every chat request received, in order */
  requests: FakeRequest[];
  close(): Promise<void>;
}

export interface FakeRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

export interface FakeProviderOptions {
  /** text models: the reply, or a function of the request making it */
  texts?: Record<string, string | ((request: FakeRequest) => string)>;
}

function requestOf(body: string): FakeRequest {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const messages = Array.isArray(record.messages)
        ? record.messages.map((m: unknown) => {
            const message = (typeof m === 'object' && m !== null ? m : {}) as Record<string, unknown>;
            return { role: String(message.role ?? ''), content: String(message.content ?? '') };
          })
        : [];
      return { model: typeof record.model === 'string' ? record.model : '', stream: record.stream === true, messages };
    }
  } catch {
    // not JSON: no model
  }
  return { model: '', stream: false, messages: [] };
}

/** A text as chat-completion chunks of `size` characters (server-sent events). */
export function sseChunks(text: string, model: string, size = 4): string {
  const events: string[] = [];
  for (let at = 0; at < text.length; at += size) {
    const chunk = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model,
      choices: [{ index: 0, delta: { content: text.slice(at, at + size) }, finish_reason: null }],
    };
    events.push(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  events.push(
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
  );
  events.push('data: [DONE]\n\n');
  return events.join('');
}

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const authorizations: string[] = [];
  const hits = new Map<string, number>();
  const requests: FakeRequest[] = [];
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      authorizations.push(req.headers.authorization ?? '');
      const request = requestOf(body);
      const model = request.model;
      requests.push(request);
      hits.set(model, (hits.get(model) ?? 0) + 1);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        json(404, { error: { message: 'no such route' } });
        return;
      }
      const text = options.texts?.[model];
      const reply =
        text === undefined ? (model === 'ok' ? 'OK' : undefined) : typeof text === 'string' ? text : text(request);
      if (reply !== undefined) {
        if (request.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end(sseChunks(reply, model));
          return;
        }
        json(200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
        });
        return;
      }
      switch (model) {
        case 'stream-stall': {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          const first = sseChunks('Thinking', model, 100).split('\n\n')[0];
          res.write(`${first}\n\n`);
          pending.add(res);
          return;
        }
        case 'stream-garbage':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end('data: {"choices": [ this is not json\n\ndata: [DONE]\n\n');
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
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
