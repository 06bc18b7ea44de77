/**
 * The study assistant (README.md): who may ask (a student, about an exercise of a lesson open to it, in a
 * brand that enables the assistant and has a provider), what the provider is told, and the answer relayed as
 * Server-Sent Events, checked before each piece reaches the student.
 */
import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ASSISTANT_WITHHELD,
  type AskAssistantInput,
  type AssistantEvent,
  type QuestionAnswer,
  ResultCode,
  type StudyAssistantInfo,
} from '@edu/shared';
import type { Language } from '@edu/shared';
import { translateMessage } from '@edu/shared/messages';
import type { ClassroomScope } from '../../../access/scopes';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Exec } from '../../../db/queries';
import { answers, brandBots, knowledgePoints, questionKnowledgePoints } from '../../../db/schema';
import { eventMessage, startEventStream } from '../../../http/event-stream';
import { AppError, conflict, forbidden, notFound } from '../../../http/errors';
import { type AiLimitConfig, failureOf, type ProviderCall, providerFor, streamChat, takeAiRequest } from '../../ai';
import { exercisesOf, openLessonClass, responseOf, submissionOf } from '../lessons/service';
import { assistantMessages, type PromptQuestion } from './prompt';
import { revealsAnswer } from './reveal';

export const ASSISTANT_DISABLED = 'The study assistant is not enabled for this brand';
export const ASSISTANT_NO_PROVIDER = 'The study assistant has no AI provider: ask an administrator to set one';
export const QUESTION_NOT_IN_LESSON = 'Question not found in this lesson';

/** Characters of a reply kept back until what follows them is known (a value split across chunks). */
const HOLD_BACK = 64;
/** A reply is checked again once it has grown by this much (and always at its end). */
const CHECK_EVERY = 16;
const MAX_TOKENS = 700;

type AssistantConfig = Pick<
  AppConfig,
  'aiProviderSecret' | 'dataDir' | 'aiProviderAllowHosts' | 'aiProviderTimeoutMs' | 'aiProviderMaxRetries'
>;

async function botOf(db: Exec, brandId: number) {
  const [row] = await db.select().from(brandBots).where(eq(brandBots.brandId, brandId)).limit(1);
  return row;
}

/** Whether the assistant answers on the lesson (the lesson must be open to the student: 404 / 403 else). */
export async function getStudyAssistant(
  db: Db,
  config: AssistantConfig,
  scope: ClassroomScope,
  lessonId: number,
): Promise<StudyAssistantInfo> {
  await openLessonClass(db, scope, lessonId);
  const bot = await botOf(db, scope.brandId);
  const available = bot?.enabled === true && (await providerFor(db, config, scope.brandId)) !== null;
  return {
    available,
    name: bot?.name ?? '',
    avatarUrl: bot?.avatarUrl ?? '',
    welcomeText: bot?.welcomeText ?? '',
  };
}

interface Context {
  provider: ProviderCall;
  question: PromptQuestion;
  attempt: ReturnType<typeof responseOf> | null;
  submitted: boolean;
}

/** Every check before the provider is called; refusals are envelopes (nothing has been sent yet). */
async function contextOf(db: Db, config: AssistantConfig, scope: ClassroomScope, input: AskAssistantInput) {
  const classId = await openLessonClass(db, scope, input.lessonId);
  const exercise = (await exercisesOf(db, classId, input.lessonId)).find((e) => e.questionId === input.questionId);
  if (!exercise) throw notFound(QUESTION_NOT_IN_LESSON);
  const bot = await botOf(db, scope.brandId);
  if (bot?.enabled !== true) throw forbidden(ASSISTANT_DISABLED);
  const provider = await providerFor(db, config, scope.brandId);
  if (!provider) throw conflict(ASSISTANT_NO_PROVIDER);
  const submission = await submissionOf(db, scope.userId, classId, input.lessonId);
  const [saved] = submission
    ? await db
        .select({ response: answers.response })
        .from(answers)
        .where(and(eq(answers.submissionId, submission.id), eq(answers.questionId, input.questionId)))
        .limit(1)
    : [];
  const points = await db
    .select({ name: knowledgePoints.name })
    .from(questionKnowledgePoints)
    .innerJoin(knowledgePoints, eq(knowledgePoints.id, questionKnowledgePoints.knowledgePointId))
    .where(eq(questionKnowledgePoints.questionId, input.questionId))
    .orderBy(knowledgePoints.name);
  const context: Context = {
    provider,
    question: {
      type: exercise.type as PromptQuestion['type'],
      stem: exercise.stem,
      options: exercise.options,
      answer: exercise.answer as QuestionAnswer,
      analysis: exercise.analysis,
      knowledgePoints: points.map((p) => p.name),
    },
    attempt: saved ? responseOf(saved.response) : null,
    submitted: submission !== undefined && submission.state !== 'in_progress',
  };
  return context;
}

/** Where a reply may be cut for sending: not inside a formula that is still open. */
export function openFormulaAt(text: string): number | null {
  let open: { at: number; close: string } | null = null;
  for (const m of text.matchAll(/\\\$|\$\$|\$|\\\(|\\\)|\\\[|\\\]/g)) {
    const token = m[0];
    if (token === '\\$') continue;
    if (open) {
      if (token === open.close) open = null;
    } else if (token === '$' || token === '$$') {
      open = { at: m.index, close: token };
    } else if (token === '\\(' || token === '\\[') {
      open = { at: m.index, close: token === '\\(' ? '\\)' : '\\]' };
    }
  }
  return open?.at ?? null;
}

/** How much of a checked text may be sent: all but the held-back end, and nothing of an open formula. */
export function sendableLength(checked: string): number {
  const open = openFormulaAt(checked);
  return Math.max(0, Math.min(checked.length - HOLD_BACK, open ?? checked.length));
}

type Outcome = 'done' | 'revealed' | 'ended';

interface Relay {
  raw: ServerResponse | null;
  send(event: AssistantEvent, data: unknown): void;
}

/**
 * Relays one reply: the text goes out as `delta`s, each piece only once the text up to HOLD_BACK characters
 * after it has been checked (before the hand-in), so no part of an answer leaves before the check sees it
 * whole. 'revealed': the check found the answer (nothing of it was sent; the provider call is aborted).
 */
async function relay(
  first: IteratorResult<string>,
  rest: AsyncIterator<string>,
  context: Context,
  out: Relay,
): Promise<Outcome> {
  let text = '';
  let sent = 0;
  let checked = 0;
  const flush = async (final: boolean): Promise<boolean> => {
    if (context.submitted) {
      checked = text.length;
    } else if (final || text.length - checked >= CHECK_EVERY) {
      if (await revealsAnswer(text, context.question)) return false;
      checked = text.length;
    }
    const upto = final ? checked : sendableLength(text.slice(0, checked));
    if (upto > sent) {
      out.send('delta', { text: text.slice(sent, upto) });
      sent = upto;
    }
    return true;
  };
  let step = first;
  while (!step.done) {
    text += step.value;
    if (!(await flush(false))) return 'revealed';
    if (out.raw?.destroyed) return 'ended';
    step = await rest.next();
  }
  return (await flush(true)) ? 'done' : 'revealed';
}

/** One provider call for the request, with its own abort (a revealed reply is not read further). */
function callProvider(
  config: AssistantConfig,
  context: Context,
  input: AskAssistantInput,
  language: Language,
  stricter: boolean,
  signal: AbortSignal,
) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const messages = assistantMessages({
    question: context.question,
    attempt: context.attempt,
    submitted: context.submitted,
    kind: input.kind,
    message: input.message,
    language,
    stricter,
  });
  const stream = streamChat(context.provider, config, {
    messages,
    maxTokens: MAX_TOKENS,
    temperature: 0.3,
    signal: controller.signal,
  })[Symbol.asyncIterator]();
  return {
    stream,
    stop: () => {
      signal.removeEventListener('abort', abort);
      controller.abort();
      void stream.return?.(undefined).catch(() => undefined);
    },
  };
}

/**
 * Asks the assistant and streams its answer on the hijacked reply. Refusals and a provider failing before
 * its first word are envelopes; once the stream runs, a failure is its `error` event.
 */
export async function askStudyAssistant(
  db: Db,
  config: AssistantConfig & AiLimitConfig,
  scope: ClassroomScope,
  input: AskAssistantInput,
  language: Language,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const context = await contextOf(db, config, scope, input);
  await takeAiRequest(db, config, { userId: scope.userId, brandId: scope.brandId, kind: 'assist' });
  const gone = new AbortController();
  reply.raw.on('close', () => gone.abort());

  let call = callProvider(config, context, input, language, false, gone.signal);
  let first: IteratorResult<string>;
  try {
    first = await call.stream.next();
  } catch (err) {
    call.stop();
    throw failureOf(err);
  }

  const raw = startEventStream(reply, 60_000);
  const out: Relay = {
    raw,
    send: (event, data) => {
      if (!raw.destroyed && !raw.writableEnded) raw.write(eventMessage(event, data));
    },
  };
  const fail = (err: unknown) => {
    const e = err instanceof AppError ? err : failureOf(err);
    out.send('error', { code: e.code, msg: translateMessage(e.message, language) });
  };
  try {
    let outcome = await relay(first, call.stream, context, out);
    call.stop();
    if (outcome === 'revealed') {
      out.send('reset', {});
      call = callProvider(config, context, input, language, true, gone.signal);
      outcome = await relay(await call.stream.next(), call.stream, context, out);
      call.stop();
      if (outcome === 'revealed') {
        out.send('withheld', { code: ResultCode.forbidden, msg: translateMessage(ASSISTANT_WITHHELD, language) });
      }
    }
    if (outcome === 'done') out.send('done', {});
  } catch (err) {
    call.stop();
    if (!gone.signal.aborted) fail(err);
  } finally {
    if (!raw.writableEnded) raw.end();
  }
  return reply;
}
