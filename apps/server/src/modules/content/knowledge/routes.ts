import type { FastifyInstance } from 'fastify';
import {
  getKnowledgeTreeQuery,
  idInput,
  knowledgePointDeleted,
  knowledgePointRow,
  knowledgeTree,
  moveInput,
  saveKnowledgePointInput,
} from '@edu/shared';
import { orgGet, orgPost } from '../../org/http';
import { BANK_READERS, CONTENT_MANAGERS } from '@edu/shared/access';
import * as svc from './service';

export async function knowledgeRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const readers = app.requireRole(...BANK_READERS);
  const managers = app.requireRole(...CONTENT_MANAGERS);
  const tags = ['topic'];

  orgGet(
    app,
    '/topic/getKnowledgeTree',
    {
      input: getKnowledgeTreeQuery,
      data: knowledgeTree,
      preHandler: readers,
      summary: 'Knowledge points of a subject, depth-first (platform-wide and the brand’s own)',
      tags,
    },
    async (q, request) => svc.getKnowledgeTree(db(), request.auth, q),
  );
  orgPost(
    app,
    '/topic/saveKnowledgePoint',
    {
      input: saveKnowledgePointInput,
      data: knowledgePointRow,
      preHandler: managers,
      summary: 'Create a knowledge point (appended last under parentId) or rename one',
      tags,
    },
    async (input, request) => svc.saveKnowledgePoint(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/topic/moveKnowledgePoint',
    {
      input: moveInput,
      data: knowledgePointRow,
      preHandler: managers,
      summary: 'Drag and drop: put a knowledge point under parentId at index',
      tags,
    },
    async (input, request) => svc.moveKnowledgePoint(db(), request.auth, input, request.ip),
  );
  orgPost(
    app,
    '/topic/deleteKnowledgePoint',
    {
      input: idInput,
      data: knowledgePointDeleted,
      preHandler: managers,
      summary: 'Delete a knowledge point with its descendants (their question links go, the questions stay)',
      tags,
    },
    async (input, request) => svc.deleteKnowledgePoint(db(), request.auth, input.id, request.ip),
  );
}
