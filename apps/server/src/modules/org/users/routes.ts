import type { FastifyInstance } from 'fastify';
import {
  deletedResult,
  deleteUserInput,
  getUserDetailQuery,
  getUserListQuery,
  saveUserInput,
  setUserStatusInput,
  setUserStatusResult,
  userDetail,
  userList,
  userRow,
} from '@edu/shared';
import { getOrPost } from '../../../http/routes';
import { orgGet, orgPost } from '../http';
import { orgScopeOf } from '../../../access/org';
import { listUsers } from './queries';
import { deleteUser, getUserDetail, saveUser, setUserStatus } from './service';

export async function userRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const orgAdmins = app.requireRole('admin', 'brandingAdmin', 'schooladmin');
  const tags = ['manage'];

  orgGet(
    app,
    '/manage/getUserList',
    {
      input: getUserListQuery,
      data: userList,
      preHandler: orgAdmins,
      summary: 'Users in scope; keyword is a prefix of username, name or phone',
      tags,
    },
    async (q, request) => listUsers(db(), orgScopeOf(request.auth), q, { cap: app.config.listTotalCap }),
  );

  orgGet(
    app,
    '/manage/getUserDetail',
    {
      input: getUserDetailQuery,
      data: userDetail,
      preHandler: orgAdmins,
      summary: 'One user with its classes and support links',
      tags,
    },
    async (q, request) => getUserDetail(db(), orgScopeOf(request.auth), q.id),
  );

  getOrPost(
    app,
    '/manage/saveUser',
    {
      input: saveUserInput,
      data: userRow,
      preHandler: orgAdmins,
      summary: 'Create a user (no id; pwd as MD5 hex) or change the fields given',
      tags,
    },
    async (input, request) => saveUser(db(), request.auth, input, request.ip),
  );

  getOrPost(
    app,
    '/manage/setUserStatus',
    {
      input: setUserStatusInput,
      data: setUserStatusResult,
      preHandler: orgAdmins,
      summary: 'Disable (0) or enable (1) a user; disabling ends its sessions (code 601 next)',
      tags,
    },
    async (input, request) => setUserStatus(db(), request.auth, input, request.ip),
  );

  orgPost(
    app,
    '/manage/deleteUser',
    {
      input: deleteUserInput,
      data: deletedResult,
      preHandler: orgAdmins,
      summary: 'Soft-delete a user: its sessions end, it leaves its classes and support links',
      tags,
    },
    async (input, request) => deleteUser(db(), request.auth, input.id, request.ip),
  );
}
