import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { deleteKnowledgePoint, getKnowledgeTree, moveKnowledgePoint, saveKnowledgePoint } from './service';

/** Knowledge points: the table's entries (api.content) with their handlers. */
export async function knowledgeRoutes(app: FastifyInstance) {
  const content = api.content;
  defineRoute(app, content.getKnowledgeTree, (q, { db, caller }) => getKnowledgeTree(db, caller.scope, q));
  defineRoute(app, content.saveKnowledgePoint, (input, { db, caller }) => saveKnowledgePoint(db, caller, input));
  defineRoute(app, content.moveKnowledgePoint, (input, { db, caller }) => moveKnowledgePoint(db, caller, input));
  defineRoute(app, content.deleteKnowledgePoint, (input, { db, caller }) => deleteKnowledgePoint(db, caller, input.id));
}
