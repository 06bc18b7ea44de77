/**
 * How the authorization matrix calls the app (world.ts): one endpoint the way the console calls it (its
 * first method, its body encoding), and the calls of its setup, which must succeed.
 */
import type { Endpoint } from '@edu/shared/api';
import { type FilePart, multipart } from '../../modules/content/test-fixtures';
import type { LoggedIn, TestApp } from '../harness';
import type { CallerSpec } from './callers';

/** A caller with its account's ids and its live session (null: anonymous). */
export interface CallerState {
  spec: CallerSpec;
  userId: number | null;
  brandId: number | null;
  schoolId: number | null;
  session: LoggedIn | null;
}

/** What one call answered. */
export interface Answer {
  status: number;
  /** the envelope of a JSON answer, else null (a file) */
  envelope: { code: number; msg: string; data: unknown } | null;
  body: Buffer;
  contentType: string;
}

type Scalar = string | number | boolean | null | undefined;
export type Input = Record<string, unknown>;

/** Query string of an input: arrays as repeated keys, absent and null values left out. */
export function toQuery(input: Input): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const values: Scalar[] = Array.isArray(value) ? value : [value as Scalar];
    for (const v of values) if (v !== undefined && v !== null) out.append(key, String(v));
  }
  return out.toString();
}

/** The envelope of a JSON answer: `{ code, msg, data }` (a JSON file, e.g. exported questions, is none). */
function envelopeIn(contentType: string, text: string): Answer['envelope'] {
  if (!contentType.startsWith('application/json')) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('code' in value) || !('msg' in value)) return null;
    const { code, msg } = value as { code: unknown; msg: unknown };
    if (typeof code !== 'number' || typeof msg !== 'string') return null;
    return { code, msg, data: (value as { data?: unknown }).data };
  } catch {
    return null;
  }
}

/** Calls an endpoint as the console does: its first method, its body encoding, the input in the query string for GET and multipart. */
export async function callEndpoint(
  t: TestApp,
  endpoint: Endpoint,
  caller: CallerState,
  input: Input,
  file?: FilePart,
  host?: string,
): Promise<Answer> {
  const method = endpoint.methods[0];
  const headers: Record<string, string> = { ...(caller.session?.headers ?? {}) };
  if (host) headers.host = host;
  let url: string = endpoint.path;
  const rest: Input = { ...input };
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    url = url.replace(`:${name}`, encodeURIComponent(String(rest[name as string])));
    delete rest[name as string];
  }
  const query = toQuery(rest);
  let res: Awaited<ReturnType<TestApp['app']['inject']>>;
  if (endpoint.answer === 'sse') {
    return method === 'POST' && endpoint.body === 'json'
      ? callStream(t, url, headers, rest)
      : callStream(t, query ? `${url}?${query}` : url, headers);
  }
  if (method !== 'POST' || endpoint.body === 'query') {
    res = await t.app.inject({ method, url: query ? `${url}?${query}` : url, headers });
  } else if (endpoint.body === 'multipart') {
    const body = multipart({}, file ?? null);
    res = await t.app.inject({
      method,
      url: query ? `${url}?${query}` : url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  } else if (endpoint.body === 'json') {
    res = await t.app.inject({ method, url, headers, payload: rest });
  } else {
    res = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: query,
    });
  }
  const contentType = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, envelope: envelopeIn(contentType, res.body), body: res.rawPayload, contentType };
}

/** How long a stream is read for its first message before the matrix lets it go. */
const STREAM_WAIT_MS = 5_000;

/**
 * An event stream (GET, or POST with a JSON body): read until its first message (`data:` then a blank line) or its end, then let go. A
 * stream that stays open (the data screen's) would keep an ordinary inject waiting for ever; the server ends
 * it when the app closes. A refusal is an envelope read whole.
 */
async function callStream(t: TestApp, url: string, headers: Record<string, string>, payload?: Input): Promise<Answer> {
  const res = await t.app.inject(
    payload === undefined
      ? { method: 'GET', url, headers, payloadAsStream: true }
      : { method: 'POST', url, headers, payload, payloadAsStream: true },
  );
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  const chunks: Buffer[] = [];
  const open = contentType.startsWith('text/event-stream');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, STREAM_WAIT_MS);
    function done() {
      clearTimeout(timer);
      stream.off('data', onData);
      resolve();
    }
    function onData(chunk: Buffer) {
      chunks.push(Buffer.from(chunk));
      if (open && /\ndata: [^\n]*\n\n/.test(Buffer.concat(chunks).toString('utf8'))) done();
    }
    stream.on('data', onData);
    stream.once('end', done);
    stream.once('error', done);
  });
  if (!stream.readableEnded) stream.destroy();
  const body = Buffer.concat(chunks);
  return { status: res.statusCode, envelope: envelopeIn(contentType, body.toString('utf8')), body, contentType };
}

/** A call of the matrix's setup as `who`: answers the envelope's data, throws unless the code is 200. */
export async function injectOk(
  t: TestApp,
  session: LoggedIn,
  method: 'GET' | 'POST',
  url: string,
  input: Input,
  who: string,
  file?: FilePart,
): Promise<Record<string, unknown>> {
  const body = file ? multipart({}, file) : null;
  const res = await t.app.inject({
    method,
    url: body ? url : method === 'GET' ? `${url}?${toQuery(input)}` : url,
    headers: body
      ? { ...session.headers, 'content-type': body.contentType }
      : { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body ? body.payload : method === 'POST' ? toQuery(input) : undefined,
  });
  const json = res.json<{ code: number; msg: string; data: Record<string, unknown> }>();
  if (json.code !== 200) throw new Error(`matrix setup: ${url} as ${who}: ${json.code} ${json.msg}`);
  return json.data;
}
