import { type AskAssistantInput, type AssistantFailure, assistantDelta, assistantFailure } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, RequestError, routes } from '../../../app/api';
import { createSseParser } from '../../../app/api/sse';
import { readAnswer, sessionHeaders } from '../../../app/api/transport';

const learning = routes.learning;

/** Whether the study assistant answers on the lesson (its brand enables it and has a provider). */
export function useStudyAssistant(lessonId: number) {
  return useQuery({ ...endpointQuery(learning.getStudyAssistant, { lessonId }), staleTime: 60_000 });
}

/** What the answer's events do to what the student sees. */
export interface AssistantHandlers {
  onDelta(text: string): void;
  /** drop what came so far (the reply gave the answer away and is asked again) */
  onReset(): void;
}

export type AssistantEnd =
  | { kind: 'done' }
  | { kind: 'withheld'; msg: string }
  | { kind: 'error'; error: AssistantFailure };

/**
 * Asks the study assistant (POST, JSON) and reads its Server-Sent Events until the end. A refusal (an envelope)
 * throws the catalogue's RequestError, silently: the panel shows it.
 */
export async function askStudyAssistant(
  input: AskAssistantInput,
  handlers: AssistantHandlers,
  signal: AbortSignal,
): Promise<AssistantEnd> {
  const response = await fetch(learning.askStudyAssistant.path, {
    method: 'POST',
    headers: { ...sessionHeaders(), Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    readAnswer(response.status, await response.text(), { silent: true });
    throw new RequestError(response.status, `HTTP ${response.status}`, 'http');
  }
  let end: AssistantEnd | null = null;
  const parser = createSseParser((message) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (message.event === 'delta') {
      const delta = assistantDelta.safeParse(data);
      if (delta.success) handlers.onDelta(delta.data.text);
    } else if (message.event === 'reset') {
      handlers.onReset();
    } else if (message.event === 'done') {
      end = { kind: 'done' };
    } else if (message.event === 'withheld' || message.event === 'error') {
      const failure = assistantFailure.safeParse(data);
      const error = failure.success ? failure.data : { code: 502, msg: '' };
      end = message.event === 'withheld' ? { kind: 'withheld', msg: error.msg } : { kind: 'error', error };
    }
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  return end ?? { kind: 'error', error: { code: 502, msg: '' } };
}
