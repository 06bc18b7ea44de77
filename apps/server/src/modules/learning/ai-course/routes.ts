import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import {
  answerAiCourseItem,
  createAiCourse,
  getAiCourse,
  getAiCourses,
  getMyAiCourseItem,
  getMyAiCourses,
} from './service';

/** AI courses (issue 14 item 3): the table's entries (packages/shared/src/api/learning-ai-courses.ts). */
export function aiCourseRoutes(app: FastifyInstance) {
  defineRoute(app, api.learning.createAiCourse, (input, { db, caller }) => createAiCourse(db, caller, input));
  defineRoute(app, api.learning.getAiCourses, (q, { db, caller }) => getAiCourses(db, caller.auth, q.studentId));
  defineRoute(app, api.learning.getAiCourse, (q, { db, caller }) => getAiCourse(db, caller.auth, q.id));
  defineRoute(app, api.learning.getMyAiCourses, (_q, { db, caller }) => getMyAiCourses(db, caller.scope));
  defineRoute(app, api.learning.getMyAiCourseItem, (q, { db, caller }) => getMyAiCourseItem(db, caller.scope, q.id));
  defineRoute(app, api.learning.answerAiCourseItem, (input, { db, caller }) => answerAiCourseItem(db, caller, input));
}
