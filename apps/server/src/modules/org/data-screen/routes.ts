import type { FastifyInstance } from 'fastify';
import { dataScreen, getDataScreenQuery } from '@edu/shared';
import { orgGet } from '../http';
import { getDataScreen } from './service';

export async function dataScreenRoutes(app: FastifyInstance) {
  orgGet(
    app,
    '/manage/getDataScreen',
    {
      input: getDataScreenQuery,
      data: dataScreen,
      preHandler: app.requireRole('schooladmin'),
      summary: "The school admin's data screen of its own school: people, classes, logins per day",
      tags: ['manage'],
    },
    async (q, request) => getDataScreen(app.database.db, request.auth, q),
  );
}
