import type { FastifyInstance } from 'fastify';
import {
  addBrandUserInput,
  bindBrandSchoolsInput,
  bindBrandSchoolsResult,
  getBrandManagerListQuery,
  getBrandSchoolsQuery,
  schoolList,
  userList,
  userRow,
} from '@edu/shared';
import { getOrPost } from '../../../http/routes';
import { orgGet } from '../http';
import { addBrandUser } from '../users/service';
import { bindBrandSchools, getBrandManagers, getBrandSchools } from './service';

export async function brandOrgRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const brandAdmins = app.requireRole('admin', 'brandingAdmin');
  const admin = app.requireRole('admin');
  const tags = ['brand'];

  orgGet(
    app,
    '/brand/getBrandSchools',
    {
      input: getBrandSchoolsQuery,
      data: schoolList,
      preHandler: brandAdmins,
      summary: "A brand's schools (a brand admin: its own brand only)",
      tags,
    },
    async (q, request) => getBrandSchools(db(), request.auth, q, app.config.listTotalCap),
  );

  getOrPost(
    app,
    '/brand/bindBrandSchools',
    {
      input: bindBrandSchoolsInput,
      data: bindBrandSchoolsResult,
      preHandler: admin,
      summary: 'Move schools (comma list or array of ids), with their users and classes, to a brand',
      tags,
    },
    async (input, request) => bindBrandSchools(db(), request.auth, input, request.ip),
  );

  orgGet(
    app,
    '/brand/getBrandManagerList',
    {
      input: getBrandManagerListQuery,
      data: userList,
      preHandler: brandAdmins,
      summary: "A brand's brand admins",
      tags,
    },
    async (q, request) => getBrandManagers(db(), request.auth, q, app.config.listTotalCap),
  );

  getOrPost(
    app,
    '/brand/addBrandUser',
    {
      input: addBrandUserInput,
      data: userRow,
      preHandler: admin,
      summary: 'Create a brand admin for a brand (pwd as MD5 hex)',
      tags,
    },
    async (input, request) => addBrandUser(db(), request.auth, input, request.ip),
  );
}
