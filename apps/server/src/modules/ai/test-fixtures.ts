/**
 * A fake OpenAI-compatible provider for tests (node:http on 127.0.0.1, a random port): its behaviour is chosen
 * by the model name of each request, and it remembers the Authorization headers it got.
 * - `ok`: a chat completion answering "OK";
 * - `rate-limited`: 429 (with a short retry-after-ms, so the client's retries are quick);
 * - `slow`: never answers within a test's timeout;
 * - `garbage`: 200 with a JSON content type and a body that is not JSON;
 * - `not-completion`: 200 JSON that is no chat completion;
 * - `bad-key`: 401;
 * - the study assistant's (assistantReply): `assist-hint` (a hint with a formula), `assist-html` (script and
 *   HTML), `assist-stall` (one piece, then nothing), `say:<text>` (exactly the text), `reveal-once:<text>`
 *   ("The answer is <text>", and a hint when the system message says the last reply gave it away); streamed
 *   as chat.completion.chunk events when the request asks for `stream: true`;
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
  /** the bodies of the requests received, in order (the assistant's tests read the prompts) */
  requests: string[];
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
  const requests: string[] = [];
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
      requests.push(body);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        json(404, { error: { message: 'no such route' } });
        return;
      }
      if (assistantReply(model, body, res, pending)) return;
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
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const HINT =
  'Hint: name the unknown first, then write what the question says as an equation such as $a + b = c$; solve it one step at a time.';

/** The study assistant's models (see the header); false for any other model. */
function assistantReply(model: string, body: string, res: http.ServerResponse, pending: Set<http.ServerResponse>) {
  let parsed: { stream?: boolean; messages?: { role: string; content: string }[] } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // not JSON: the switch answers
  }
  const system = parsed.messages?.find((m) => m.role === 'system')?.content ?? '';
  let text: string;
  if (model === 'assist-hint') text = HINT;
  else if (model === 'assist-html')
    text = 'Look: <script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2"> $x^2$';
  else if (model === 'assist-stall') text = 'Let us think about this step by step, slowly and with care, first of all';
  else if (model.startsWith('say:')) text = model.slice(4);
  else if (model.startsWith('reveal-once:')) {
    text = system.includes('previous reply gave the answer away') ? HINT : `The answer is ${model.slice(12)}.`;
  } else return false;
  if (!parsed.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      }),
    );
    return true;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  const pieces = text.match(/[\s\S]{1,7}/g) ?? [];
  if (model === 'assist-stall') {
    res.write(chunk({ content: pieces[0] ?? '' }, null));
    pending.add(res);
    return true;
  }
  for (const piece of pieces) res.write(chunk({ content: piece }, null));
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
  return true;
}
