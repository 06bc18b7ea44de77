/**
 * AI question creation (issue 14 item 2; apps/server/src/modules/ai/generation): generation by the brand's AI
 * provider (an event stream), variants of a bank question, and the review queue. The roles that write
 * questions (the question bank's managers), in the same scope: their brand's and (admin) the platform's.
 */
import { z } from 'zod';
import { CONTENT_MANAGERS } from '../access/roles';
import {
  acceptGeneratedInput,
  acceptGeneratedResult,
  generateQuestionsInput,
  generatedQuestionList,
  getGeneratedQuestionsQuery,
  makeVariantsInput,
  makeVariantsResult,
  rejectGeneratedInput,
  rejectGeneratedResult,
} from '../contracts/ai-questions';
import type { EndpointSpec } from './endpoint';

const managers = { scope: 'content', roles: CONTENT_MANAGERS } as const;

export const aiQuestionEndpointSpecs = {
  generateQuestions: {
    path: '/openapi/topic/generateQuestions',
    methods: ['POST'],
    body: 'json',
    input: generateQuestionsInput,
    data: z.never(),
    answer: 'sse',
    access: managers,
    summary:
      'Ask the AI provider for questions (knowledge points, type, difficulty, grade, count ≤ 10, a source text or a lesson): Server-Sent Events `start`, then `item` (a valid question, queued pending) or `invalid` (with its errors, never saved to the bank) per question as it comes, `error` (the provider failed) and `done`; no provider: 400',
  },
  makeQuestionVariants: {
    path: '/openapi/topic/makeQuestionVariants',
    methods: ['POST'],
    body: 'json',
    input: makeVariantsInput,
    data: makeVariantsResult,
    access: managers,
    summary:
      'Parametric variants of a bank question (numbers changed, answer recomputed and verified), queued pending with provenance "variant of #id"; no provider needed',
  },
  getGeneratedQuestions: {
    path: '/openapi/topic/getGeneratedQuestions',
    methods: ['GET'],
    input: getGeneratedQuestionsQuery,
    data: generatedQuestionList,
    access: managers,
    summary: 'The review queue of AI-created questions, newest first (state and batch filters)',
  },
  acceptGeneratedQuestion: {
    path: '/openapi/topic/acceptGeneratedQuestion',
    methods: ['POST'],
    body: 'json',
    input: acceptGeneratedInput,
    data: acceptGeneratedResult,
    access: managers,
    summary:
      'Accept a pending question, as it is or edited (question: checked as saveQuestion checks): it enters the bank with its provenance',
  },
  rejectGeneratedQuestion: {
    path: '/openapi/topic/rejectGeneratedQuestion',
    methods: ['POST'],
    body: 'json',
    input: rejectGeneratedInput,
    data: rejectGeneratedResult,
    access: managers,
    summary: 'Reject a pending (or dismiss an invalid) AI-created question',
  },
} satisfies Record<string, EndpointSpec>;
