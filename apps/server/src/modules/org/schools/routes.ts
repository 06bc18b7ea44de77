import type { FastifyInstance } from 'fastify';
import {
  deletedResult,
  deleteSchoolInput,
  getSchoolDetailQuery,
  getSchoolListQuery,
  schoolDetail,
  schoolList,
  schoolRow,
  updateSchoolInput,
} from '@edu/shared';
import { getOrPost } from '../../../http/routes';
import { orgGet, orgPost } from '../http';
import { orgScopeOf } from '../scope';
import { listSchools } from './queries';
import { deleteSchool, getSchoolDetail, saveSchool } from './service';

export async function schoolRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const anyOrgAdmin = app.requireRole('admin', 'brandingAdmin', 'schooladmin');
  const brandAdmins = app.requireRole('admin', 'brandingAdmin');
  const tags = ['manage'];

  orgGet(
    app,
    '/manage/getSchoolList',
    {
      input: getSchoolListQuery,
      data: schoolList,
      preHandler: anyOrgAdmin,
      summary: 'Schools in scope with their teacher, student and class counts',
      tags,
    },
    async (q, request) => listSchools(db(), orgScopeOf(request.auth), q, app.config.listTotalCap),
  );

  orgGet(
    app,
    '/manage/getSchoolDetail',
    {
      input: getSchoolDetailQuery,
      data: schoolDetail,
      preHandler: anyOrgAdmin,
      summary: 'One school with its counts and school admins',
      tags,
    },
    async (q, request) => getSchoolDetail(db(), orgScopeOf(request.auth), q.id),
  );

  getOrPost(
    app,
    '/manage/updateSchool',
    {
      input: updateSchoolInput,
      data: schoolRow,
      preHandler: brandAdmins,
      summary: 'Create a school (no id) or change its name, address or enabled flag',
      tags,
    },
    async (input, request) => saveSchool(db(), request.auth, input, request.ip),
  );

  orgPost(
    app,
    '/manage/deleteSchool',
    {
      input: deleteSchoolInput,
      data: deletedResult,
      preHandler: brandAdmins,
      summary: 'Delete a school that has no users and no classes (else 409)',
      tags,
    },
    async (input, request) => deleteSchool(db(), request.auth, input.id, request.ip),
  );
}
