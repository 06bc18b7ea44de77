import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import type { AppConfig } from '../../../config';
import { defineRoute } from '../../../http/define-route';
import { failureOf, streamChat } from '../client';
import { takeAiRequest } from '../limits';
import { providerFor } from '../provider';
import { type AiCalls, planGeneration, runGeneration } from './generate';
import { makeVariants } from '../variants';
import { acceptGenerated, listQueue, rejectGenerated } from './queue';
import { queueVariants } from './variants';

/** The shared AI calls with this server's configuration. */
function aiCallsOf(config: AppConfig): AiCalls {
  return {
    providerFor: (db, brandId) => providerFor(db, config, brandId),
    streamChat: (call, request) => streamChat(call, config, request),
    takeAiRequest: (db, who) => takeAiRequest(db, config, who),
    failureOf,
  };
}

/** AI question creation: the table's entries (packages/shared/src/api/content-ai-questions.ts) with their handlers. */
export async function generationRoutes(app: FastifyInstance) {
  const content = api.content;
  defineRoute(app, content.generateQuestions, async (input, { db, config, caller, reply }) => {
    const ai = aiCallsOf(config);
    const plan = await planGeneration(db, ai, caller, input);
    return runGeneration(db, ai, config, caller, plan, reply);
  });
  defineRoute(app, content.makeQuestionVariants, (input, { db, caller }) =>
    queueVariants(db, caller, input, makeVariants),
  );
  defineRoute(app, content.getGeneratedQuestions, (q, { db, caller }) => listQueue(db, caller.scope, q));
  defineRoute(app, content.acceptGeneratedQuestion, (input, { db, caller }) => acceptGenerated(db, caller, input));
  defineRoute(app, content.rejectGeneratedQuestion, (input, { db, caller }) => rejectGenerated(db, caller, input.id));
}
