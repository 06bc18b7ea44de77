import type { FastifyInstance } from 'fastify';
import {
  classDetail,
  classList,
  classRow,
  deleteClassInput,
  deletedResult,
  getClassDetailQuery,
  getClassListQuery,
  moveStudentsInput,
  moveStudentsResult,
  saveClassInput,
} from '@edu/shared';
import { getOrPost } from '../../../http/routes';
import { orgGet, orgPost } from '../http';
import { orgScopeOf } from '../../../access/org';
import { listClasses } from './queries';
import { deleteClass, getClassDetail, moveStudents, saveClass } from './service';

export async function classRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const orgAdmins = app.requireRole('admin', 'brandingAdmin', 'schooladmin');
  const tags = ['manage'];

  orgGet(
    app,
    '/manage/getClassList',
    {
      input: getClassListQuery,
      data: classList,
      preHandler: orgAdmins,
      summary: 'Classes in scope with head teacher and member counts',
      tags,
    },
    async (q, request) => listClasses(db(), orgScopeOf(request.auth), q, app.config.listTotalCap),
  );

  orgGet(
    app,
    '/manage/getClassDetail',
    {
      input: getClassDetailQuery,
      data: classDetail,
      preHandler: orgAdmins,
      summary: 'A class, its teachers and a page of its students',
      tags,
    },
    async (q, request) => getClassDetail(db(), orgScopeOf(request.auth), q),
  );

  getOrPost(
    app,
    '/manage/saveClass',
    {
      input: saveClassInput,
      data: classRow,
      preHandler: orgAdmins,
      summary: 'Create a class (no id) or change it; teacherIds / studentIds replace the sets',
      tags,
    },
    async (input, request) => saveClass(db(), request.auth, input, request.ip),
  );

  orgPost(
    app,
    '/manage/deleteClass',
    {
      input: deleteClassInput,
      data: deletedResult,
      preHandler: orgAdmins,
      summary: 'Delete a class and its memberships',
      tags,
    },
    async (input, request) => deleteClass(db(), request.auth, input.id, request.ip),
  );

  orgPost(
    app,
    '/manage/moveStudents',
    {
      input: moveStudentsInput,
      data: moveStudentsResult,
      preHandler: orgAdmins,
      summary: 'Move students from one class to another active class of the same school',
      tags,
    },
    async (input, request) => moveStudents(db(), request.auth, input, request.ip),
  );
}
