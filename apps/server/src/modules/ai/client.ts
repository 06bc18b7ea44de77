/**
 * Calls to an OpenAI-compatible provider through the official `openai` client: the setting's base URL, one
 * attempt at most `aiProviderTimeoutMs`, at most `aiProviderMaxRetries` more (connection errors, timeouts, 429,
 * 5xx), no redirects followed. Every failure becomes an envelope with its cause (failureOf); never a 500, never
 * a hang. The key is only ever in the request's Authorization header: not in a message, not in a log.
 */
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
import { checkProviderAddress } from './address';

export interface ProviderCall {
  baseUrl: string;
  model: string;
  apiKey: string;
}

type ClientConfig = Pick<AppConfig, 'aiProviderAllowHosts' | 'aiProviderTimeoutMs' | 'aiProviderMaxRetries'>;

/** The `openai` client of a setting, after the address check of this call. */
export async function providerClient(call: ProviderCall, config: ClientConfig): Promise<OpenAI> {
  await checkProviderAddress(call.baseUrl, config.aiProviderAllowHosts);
  return new OpenAI({
    baseURL: call.baseUrl,
    // Providers without keys (a local model server) still get a header the client requires.
    apiKey: call.apiKey || 'none',
    timeout: config.aiProviderTimeoutMs,
    maxRetries: config.aiProviderMaxRetries,
    // A redirect could lead anywhere (the metadata address): it is an answer, not a place to go.
    fetchOptions: { redirect: 'manual' },
  });
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
  const client = await providerClient(call, config);
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

// ---- Interim (h14assist): the signatures of the lead's "AI calls:" commit, replaced by main's at merge.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface ChatRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  signal?: AbortSignal;
}

/** Streams the text deltas of one chat completion; failures throw AppError (failureOf). */
export async function* streamChat(
  call: ProviderCall,
  config: ClientConfig,
  request: ChatRequest,
): AsyncIterable<string> {
  const client = await providerClient(call, config);
  try {
    const stream = await client.chat.completions.create(
      {
        model: call.model,
        messages: request.messages,
        stream: true,
        ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      },
      { signal: request.signal },
    );
    for await (const chunk of stream) {
      const delta: unknown = chunk.choices?.[0]?.delta?.content;
      if (typeof delta === 'string' && delta !== '') yield delta;
    }
  } catch (err) {
    throw failureOf(err);
  }
}

/** The whole text of one chat completion. */
export async function completeChat(call: ProviderCall, config: ClientConfig, request: ChatRequest): Promise<string> {
  let text = '';
  for await (const delta of streamChat(call, config, request)) text += delta;
  return text;
}
