import type {
  GeneratedQuestionRow,
  GeneratedState,
  GenerationDone,
  GenerationError,
  GenerationStart,
  QuestionFields,
} from '@edu/shared';
import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, RequestError, routes, useInvalidate } from '../../../app/api';
import { createSseParser } from '../../../app/api/sse';
import { buildUrl, readAnswer, sessionHeaders } from '../../../app/api/transport';

const content = routes.content;

/** A page of the review queue. */
export function useGeneratedQuestions(params: { page: number; pageSize: number; state?: GeneratedState }) {
  return useQuery({
    ...endpointQuery(content.getGeneratedQuestions, params),
    placeholderData: keepPreviousData,
  });
}

/** Accept (as queued, or edited): the question enters the bank; the bank's lists refresh. */
export function useAcceptGenerated() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (input: { id: number; question?: QuestionFields }) => call(content.acceptGeneratedQuestion, input),
    onSuccess: invalidate,
  });
}

export function useRejectGenerated() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (id: number) => call(content.rejectGeneratedQuestion, { id }),
    onSuccess: invalidate,
  });
}

export interface GenerationHandlers {
  onStart(start: GenerationStart): void;
  onItem(row: GeneratedQuestionRow): void;
  onInvalid(row: GeneratedQuestionRow): void;
  onError(error: GenerationError): void;
  onDone(done: GenerationDone): void;
}

/**
 * Asks for a generation and reads its event stream as it comes (a POST: the source text travels in the body,
 * so not the GET reader of ./sse). A refusal before the stream (no provider, bad input, rate limit) throws the
 * server's RequestError; the stream's own failures arrive as `error` events.
 */
export async function streamGeneration(
  input: InputOf<typeof content.generateQuestions>,
  handlers: GenerationHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(buildUrl(content.generateQuestions.path), {
    method: 'POST',
    headers: { ...sessionHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(input),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    readAnswer(response.status, await response.text(), { silent: true });
    throw new RequestError(response.status, response.statusText || 'The answer is not an event stream', 'http');
  }
  const parser = createSseParser((message) => {
    const data: unknown = JSON.parse(message.data);
    switch (message.event) {
      case 'start':
        handlers.onStart(data as GenerationStart);
        break;
      case 'item':
        handlers.onItem(data as GeneratedQuestionRow);
        break;
      case 'invalid':
        handlers.onInvalid(data as GeneratedQuestionRow);
        break;
      case 'error':
        handlers.onError(data as GenerationError);
        break;
      case 'done':
        handlers.onDone(data as GenerationDone);
        break;
    }
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push('\n\n');
}

/** Variants of a bank question into the review queue (the built-in generator: no provider needed). */
export function useMakeVariants() {
  const invalidate = useInvalidate('content', 'org');
  return useMutation({
    mutationFn: (questionId: number) => call(content.makeQuestionVariants, { questionId, count: 3 }),
    onSuccess: invalidate,
  });
}
