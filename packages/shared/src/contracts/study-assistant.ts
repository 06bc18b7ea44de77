/**
 * The study assistant on a student's lesson (issue 14 item 4; apps/server/src/modules/learning/assistant):
 * whether the student's brand offers it, and one question to it about one exercise, answered as a stream of
 * Server-Sent Events.
 */
import { z } from 'zod';
import { idParam, text } from './common';

/** The longest message a student adds to its request. */
export const ASSISTANT_MESSAGE_MAX = 500;

export const ASSISTANT_KINDS = ['hint', 'explain'] as const;
export const assistantKind = z.enum(ASSISTANT_KINDS);
export type AssistantKind = z.infer<typeof assistantKind>;

export const studyAssistantQuery = z.object({ lessonId: idParam });

/** Whether the assistant answers on this lesson, and how the brand presents it. */
export const studyAssistantInfo = z.object({
  /** the brand enables it and a provider is configured (the brand's, else the platform default) */
  available: z.boolean(),
  name: text(),
  avatarUrl: text(),
  welcomeText: text(),
});
export type StudyAssistantInfo = z.infer<typeof studyAssistantInfo>;

export const askAssistantInput = z.object({
  lessonId: idParam,
  questionId: idParam,
  kind: assistantKind,
  message: text().trim().max(ASSISTANT_MESSAGE_MAX).default(''),
});
export type AskAssistantInput = z.infer<typeof askAssistantInput>;

/**
 * The events of an answer, in order: `delta`s (text to append), possibly one `reset` (drop what came: the
 * reply gave the answer away and is asked again), then exactly one of `done`, `withheld` (the second reply
 * gave it away too: nothing of it is shown) or `error` (the provider failed midway: `msg`, `code`).
 */
export const ASSISTANT_EVENTS = ['delta', 'reset', 'done', 'withheld', 'error'] as const;
export type AssistantEvent = (typeof ASSISTANT_EVENTS)[number];
export const assistantDelta = z.object({ text: text() });
export const assistantFailure = z.object({ code: z.number().int(), msg: text() });
export type AssistantFailure = z.infer<typeof assistantFailure>;
/** The message of `withheld` (an id of the server messages' catalogue). */
export const ASSISTANT_WITHHELD =
  "The assistant's reply gave the answer away, so it is not shown; ask for a hint on a step instead";
