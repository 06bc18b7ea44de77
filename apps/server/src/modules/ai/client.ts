/**
 * Calls to an OpenAI-compatible provider through the official `openai` client: the setting's base URL, one
 * attempt at most `aiProviderTimeoutMs`, at most `aiProviderMaxRetries` more (connection errors, timeouts, 429,
 * 5xx), no redirects followed. Every failure becomes an envelope with its cause (failureOf); never a 500, never
 * a hang. The key is only ever in the request's Authorization header: not in a message, not in a log.
 *
 * Every call checks the provider's address again and connects to the very addresses it checked (undici's own
 * fetch with an Agent whose lookup answers them): a host name that resolves elsewhere between the check and the
 * connection (DNS rebinding) cannot lead the server into its own network.
 */
import type { LookupFunction } from 'node:net';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { ResultCode } from '@edu/shared';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/errors';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { type ResolvedAddress, resolveProviderAddress } from './address';

export interface ProviderCall {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export type ClientConfig = Pick<AppConfig, 'aiProviderAllowHosts' | 'aiProviderTimeoutMs' | 'aiProviderMaxRetries'>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

/** A DNS lookup that answers only the addresses a host was checked with, whatever it is asked. */
export function pinnedLookup(resolved: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = resolved;
    if (!first) {
      callback(Object.assign(new Error('no checked address'), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const matching = wanted === 0 ? resolved : resolved.filter((a) => a.family === wanted);
    if (options.all) {
      callback(
        null,
        matching.map((a) => ({ address: a.address, family: a.family })),
      );
      return;
    }
    const one = matching[0] ?? first;
    callback(null, one.address, one.family);
  };
}

interface PinnedClient {
  client: OpenAI;
  /** Closes the pinned connections (after the call). */
  close(): Promise<void>;
}

/** The `openai` client of a setting, after the address check of this call, connecting only where it checked. */
async function providerClient(call: ProviderCall, config: ClientConfig): Promise<PinnedClient> {
  const { resolved } = await resolveProviderAddress(call.baseUrl, config.aiProviderAllowHosts);
  const agent = resolved.length > 0 ? new Agent({ connect: { lookup: pinnedLookup(resolved) } }) : new Agent();
  const client = new OpenAI({
    baseURL: call.baseUrl,
    // Providers without keys (a local model server) still get a header the client requires.
    apiKey: call.apiKey || 'none',
    timeout: config.aiProviderTimeoutMs,
    maxRetries: config.aiProviderMaxRetries,
    // undici's fetch with the pinned agent; a redirect could lead anywhere (the metadata address): it is an
    // answer, not a place to go. The casts bridge undici's and the DOM's type names for the same objects.
    fetch: ((input: string | URL, init?: UndiciRequestInit) =>
      undiciFetch(input, { ...init, dispatcher: agent, redirect: 'manual' })) as unknown as typeof fetch,
  });
  return { client, close: () => agent.close() };
}

/** The envelope error of a failed provider call. */
export function failureOf(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof APIConnectionTimeoutError) {
    return new AppError(ResultCode.gatewayTimeout, 'The AI provider did not answer in time');
  }
  if (err instanceof APIConnectionError) {
    return new AppError(ResultCode.badGateway, 'The AI provider cannot be reached');
  }
  if (err instanceof RateLimitError) {
    return new AppError(ResultCode.tooManyRequests, 'The AI provider is limiting requests: try again later');
  }
  // Not 401: that code logs the console out; the provider refused its key, not the user's session.
  if (err instanceof AuthenticationError || err instanceof PermissionDeniedError) {
    return new AppError(ResultCode.badRequest, 'The AI provider refused the key');
  }
  if (err instanceof NotFoundError) {
    return new AppError(ResultCode.badRequest, 'The AI provider does not know this address or model');
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    return new AppError(ResultCode.badGateway, 'The AI provider answered with an error');
  }
  // Anything else: a body that is not JSON, or not a chat completion.
  return new AppError(ResultCode.badGateway, 'The AI provider answered something that is not a chat completion');
}

export interface ConnectionResult {
  ok: true;
  model: string;
  latencyMs: number;
  reply: string;
}

/** One short chat completion: whether the setting works. */
export async function testConnection(call: ProviderCall, config: ClientConfig): Promise<ConnectionResult> {
  const { client, close } = await providerClient(call, config);
  const started = Date.now();
  try {
    const completion: unknown = await client.chat.completions.create({
      model: call.model,
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
      max_tokens: 5,
      temperature: 0,
    });
    const reply = replyOf(completion);
    if (reply === null) throw new Error('not a chat completion');
    const model = isRecord(completion) && typeof completion.model === 'string' ? completion.model : call.model;
    return { ok: true, model: model.slice(0, 200), latencyMs: Date.now() - started, reply: reply.slice(0, 200) };
  } catch (err) {
    throw failureOf(err);
  } finally {
    await close();
  }
}

/** The whole text of one chat completion. */
export async function completeChat(call: ProviderCall, config: ClientConfig, request: ChatRequest): Promise<string> {
  const { client, close } = await providerClient(call, config);
  try {
    const completion: unknown = await client.chat.completions.create(
      {
        model: call.model,
        messages: request.messages,
        ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      },
      { signal: request.signal },
    );
    const reply = replyOf(completion);
    if (reply === null) throw new Error('not a chat completion');
    return reply;
  } catch (err) {
    throw failureOf(err);
  } finally {
    await close();
  }
}

/** The text of a streamed chunk ('' for a chunk without text), or null when it is not a chat completion chunk. */
function deltaOf(chunk: unknown): string | null {
  if (!isRecord(chunk) || !Array.isArray(chunk.choices)) return null;
  const [first] = chunk.choices as unknown[];
  if (first === undefined) return '';
  if (!isRecord(first)) return null;
  if (!isRecord(first.delta)) return '';
  const content = first.delta.content;
  if (content === null || content === undefined) return '';
  return typeof content === 'string' ? content : null;
}

/**
 * Streams the text of one chat completion as it comes. Beside the client's timeout until the answer starts,
 * a stream that stays silent for `aiProviderTimeoutMs` between two chunks ends with the timeout's error (a
 * provider that starts and then stalls must not hold the request for ever). `signal` (the browser went away)
 * stops it quietly.
 */
export async function* streamChat(
  call: ProviderCall,
  config: ClientConfig,
  request: ChatRequest,
): AsyncGenerator<string> {
  const { client, close } = await providerClient(call, config);
  const abort = new AbortController();
  let idle = false;
  const onAbort = () => abort.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      abort.abort();
    }, config.aiProviderTimeoutMs);
  };
  try {
    const stream = await client.chat.completions.create(
      {
        model: call.model,
        messages: request.messages,
        stream: true,
        ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      },
      { signal: abort.signal },
    );
    arm();
    for await (const chunk of stream as AsyncIterable<unknown>) {
      arm();
      const text = deltaOf(chunk);
      if (text === null) throw new Error('not a chat completion chunk');
      if (text !== '') yield text;
    }
    // The client ends an aborted stream quietly: a stall must still say so (the caller's own abort stays quiet).
    if (idle) throw new AppError(ResultCode.gatewayTimeout, 'The AI provider did not answer in time');
  } catch (err) {
    if (idle) throw new AppError(ResultCode.gatewayTimeout, 'The AI provider did not answer in time');
    throw failureOf(err);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
    await close();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first choice's text of a chat completion ('' for an empty one), or null when it is not one. */
function replyOf(completion: unknown): string | null {
  if (!isRecord(completion) || !Array.isArray(completion.choices)) return null;
  const [first] = completion.choices as unknown[];
  if (!isRecord(first) || !isRecord(first.message)) return null;
  const content = first.message.content;
  if (content === null || content === undefined) return '';
  return typeof content === 'string' ? content : null;
}
