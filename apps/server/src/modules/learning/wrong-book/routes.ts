import type { FastifyInstance } from 'fastify';

/** The wrong-question book and its training camp: the table's entries (packages/shared/src/api/review.ts). */
export async function reviewRoutes(_app: FastifyInstance) {}
