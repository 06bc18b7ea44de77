import type { FastifyInstance } from 'fastify';

/** Reports and share links: the table's entries (packages/shared/src/api/report.ts) with their handlers. */
export async function reportRoutes(_app: FastifyInstance) {}
