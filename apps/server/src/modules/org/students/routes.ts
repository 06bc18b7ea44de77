import type { FastifyInstance } from 'fastify';
import { getMyStudentsQuery, getStuInfoByUserIdQuery, myStudents, stuInfo } from '@edu/shared';
import { orgGet } from '../http';
import { getMyStudents, getStuInfo } from './service';

export async function studentRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  orgGet(
    app,
    '/course/getStuInfoByUserId',
    {
      input: getStuInfoByUserIdQuery,
      data: stuInfo,
      preHandler: app.requireAuth,
      summary:
        "A student's profile: school, class, teachers, support staff (admins in scope, its teachers and helpers, itself)",
      tags: ['course'],
    },
    async (q, request) => getStuInfo(db(), request.auth, q.userId),
  );

  orgGet(
    app,
    '/consultant/getMyStudents',
    {
      input: getMyStudentsQuery,
      data: myStudents,
      preHandler: app.requireRole('courseConsultant', 'DL', 'correctionTeacher'),
      summary: 'The students linked to the calling consultant, DL or correction teacher, with latest activity',
      tags: ['consultant'],
    },
    async (q, request) => getMyStudents(db(), request.auth, q),
  );
}
