/**
 * Generation by the brand's AI provider (README.md "Generation"). Everything that can be refused is checked
 * before the stream starts, and answered as an envelope: the knowledge points (usable by the questions' owner,
 * one subject), the lesson (readable by the caller), the provider (none configured: 400), the rate limit (429).
 * Then the answer is a Server-Sent Events stream: `start`, one `item` (queued pending) or `invalid` (queued as
 * invalid, never in the bank) per line the provider completes, `error` when the provider fails or stalls
 * (failureOf's message), and always `done` last.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  AI_SOURCE_TEXT_MAX,
  type GenerateQuestionsInput,
  type GenerationDone,
  type GenerationError,
  type GenerationEventName,
  type GenerationStart,
  type QuestionProvenance,
  ResultCode,
  type Subject,
} from '@edu/shared';
import { type ContentCaller, canReadCourse, mayLink, ownerForNew, requireManager } from '../../../access/content';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { courses, knowledgePoints, lessons } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { eventMessage, startEventStream } from '../../../http/event-stream';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';
import { plainText } from '../../content';
import type { ChatMessage, ChatRequest, ProviderCall } from '../client';
import { promptMessages } from './prompt';
import { checkLine, type GenerationTarget, LineSplitter } from './parse';
import { enqueue, toQueueRow } from './queue';

/** The shared AI calls (modules/ai: provider.ts, client.ts, limits.ts), passed in so tests see the seams. */
export interface AiCalls {
  providerFor(db: Db, brandId: number | null): Promise<ProviderCall | null>;
  streamChat(call: ProviderCall, request: ChatRequest): AsyncIterable<string>;
  takeAiRequest(db: Db, who: { userId: number; brandId: number | null; kind: 'generate' }): Promise<void>;
  failureOf(err: unknown): AppError;
}

export const NO_PROVIDER =
  'No AI provider is set for this brand: an admin must set one in the AI provider settings (variants of bank questions work without one)';

/** The client's wait before reconnecting (`retry:`); the page does not reconnect a generation. */
const RETRY_MS = 10_000;

/** Everything checked before the stream starts. */
export interface GenerationPlan {
  owner: number | null;
  target: GenerationTarget;
  count: number;
  messages: ChatMessage[];
  provider: ProviderCall;
  provenance: QuestionProvenance;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return '';
  }
}

async function sourceOf(db: Db, c: ContentCaller, input: GenerateQuestionsInput): Promise<string> {
  if (input.lessonId === undefined) return input.sourceText;
  const [row] = await db
    .select({ content: lessons.content, course: courses })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, input.lessonId))
    .limit(1);
  if (!row || !canReadCourse(c, row.course)) throw notFound('Lesson not found');
  return plainText(row.content).slice(0, AI_SOURCE_TEXT_MAX);
}

export async function planGeneration(
  db: Db,
  ai: AiCalls,
  caller: Caller<ContentCaller>,
  input: GenerateQuestionsInput,
): Promise<GenerationPlan> {
  const c = caller.scope;
  requireManager(c);
  const owner = ownerForNew(c, input.brandId);
  const ids = [...new Set(input.knowledgePointIds)];
  const points = await db
    .select({
      id: knowledgePoints.id,
      name: knowledgePoints.name,
      subject: knowledgePoints.subject,
      brandId: knowledgePoints.brandId,
    })
    .from(knowledgePoints)
    .where(and(inArray(knowledgePoints.id, ids)));
  const usable = points.filter((p) => mayLink(owner, p.brandId));
  const missing = ids.filter((id) => !usable.some((p) => p.id === id));
  if (missing.length > 0)
    throw badRequest(`knowledgePointIds: not knowledge points you can use: ${missing.join(', ')}`);
  const subjects = new Set(usable.map((p) => p.subject));
  const [subject] = [...subjects];
  if (subjects.size !== 1 || subject === undefined) {
    throw badRequest('knowledgePointIds: the knowledge points must be of one subject');
  }
  const source = await sourceOf(db, c, input);
  const provider = await ai.providerFor(db, owner);
  if (!provider) throw badRequest(NO_PROVIDER);
  await ai.takeAiRequest(db, { userId: caller.auth.userId, brandId: c.brandId, kind: 'generate' });
  const target: GenerationTarget = {
    type: input.type,
    subject: subject as Subject,
    grade: input.grade,
    difficulty: input.difficulty,
    knowledgePointIds: ids,
  };
  return {
    owner,
    target,
    count: input.count,
    provider,
    provenance: { kind: 'provider', host: hostOf(provider.baseUrl), model: provider.model },
    messages: promptMessages({
      type: input.type,
      subject,
      grade: input.grade,
      difficulty: input.difficulty,
      count: input.count,
      points: usable.map((p) => ({ id: p.id, name: p.name })),
      source,
    }),
  };
}

/** Waits for the next text of the stream at most `ms`; a stall is the provider not answering in time. */
async function nextWithin<T>(it: AsyncIterator<T>, ms: number): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stall = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(ResultCode.gatewayTimeout, 'The AI provider did not answer in time')),
      ms,
    );
  });
  try {
    return await Promise.race([it.next(), stall]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the generation on the hijacked reply; resolves when the stream has ended. */
export async function runGeneration(
  db: Db,
  ai: AiCalls,
  config: Pick<AppConfig, 'aiProviderTimeoutMs'>,
  caller: Caller<ContentCaller>,
  plan: GenerationPlan,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const batch = randomUUID();
  // Audited when asked, before the stream: the batch, the provider and what was asked (the queue holds the rest).
  await writeAudit(db, {
    actorId: caller.auth.userId,
    ip: caller.ip,
    action: 'generatedQuestion.generate',
    targetType: 'generatedQuestion',
    targetId: null,
    brandId: plan.owner,
    after: { batch, asked: plan.count, type: plan.target.type, provenance: plan.provenance },
  });
  const raw = startEventStream(reply, RETRY_MS);
  const abort = new AbortController();
  let closed = false;
  raw.on('close', () => {
    closed = true;
    abort.abort();
  });
  const send = (event: GenerationEventName, data: unknown) => {
    if (!closed && !raw.writableEnded) raw.write(eventMessage(event, data));
  };
  const start: GenerationStart = { batch, count: plan.count, model: plan.provider.model };
  send('start', start);
  let valid = 0;
  let invalid = 0;
  const name = caller.auth.name || caller.auth.username;
  const handle = async (line: string) => {
    if (valid + invalid >= plan.count) return;
    const checked = checkLine(line, plan.target);
    if (checked === null) return;
    const row = await enqueue(db, {
      brandId: plan.owner,
      createdBy: caller.auth.userId,
      batch,
      provenance: plan.provenance,
      question: checked.ok ? checked.question : null,
      errors: checked.ok ? [] : checked.errors,
      payload: checked.ok ? undefined : { value: checked.raw },
    });
    if (checked.ok) valid += 1;
    else invalid += 1;
    send(checked.ok ? 'item' : 'invalid', toQueueRow(row, name));
  };
  try {
    const stream = ai.streamChat(plan.provider, {
      messages: plan.messages,
      maxTokens: 900 * plan.count,
      temperature: 0.7,
      signal: abort.signal,
    });
    const it = stream[Symbol.asyncIterator]();
    const lines = new LineSplitter();
    // The whole answer within a bound too: a provider trickling forever ends like one that stalls.
    const deadline = Date.now() + config.aiProviderTimeoutMs * (plan.count + 2);
    for (;;) {
      const left = Math.min(config.aiProviderTimeoutMs, deadline - Date.now());
      if (left <= 0) throw new AppError(ResultCode.gatewayTimeout, 'The AI provider did not answer in time');
      const next = await nextWithin(it, left);
      if (next.done) break;
      for (const line of lines.push(next.value)) await handle(line);
      if (valid + invalid >= plan.count || closed) break;
    }
    for (const line of lines.end()) await handle(line);
    if (!abort.signal.aborted) abort.abort();
  } catch (err) {
    abort.abort();
    if (!closed) {
      const failure = ai.failureOf(err);
      const error: GenerationError = { code: failure.code, msg: failure.message };
      send('error', error);
    }
  }
  const done: GenerationDone = { batch, valid, invalid };
  send('done', done);
  if (!raw.writableEnded) raw.end();
  return reply;
}
