import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientLoginQuery,
  DEVICE_TYPE_HEADER_VALUE,
  envelope,
  loginBody,
  loginResult,
  modifyPasswordByOldPwdQuery,
  modifyPasswordQuery,
  resettingPwdQuery,
  resettingPwdResult,
  type RoleName,
  userInfo,
} from '@edu/shared';
import { noStore, ok } from '../../http/envelope';
import { getOrPost } from '../../http/routes';
import type { LoginLimits } from './login-limit';
import { dummyPasswordHash } from './password';
import { revokeSession } from './sessions';
import { authToSessionUser, changeOwnPassword, login, resetUserPassword, setUserPassword } from './service';
import { readTokenHeader } from './token';

/** Devices log in through clientLogin; the console's staff roles use the console login. */
export const CLIENT_LOGIN_ROLES: readonly RoleName[] = ['teacher', 'student'];

/** The deviceType header when it is a plain short code, else the given default. */
function deviceTypeOf(request: FastifyRequest, fallback: string): string {
  const raw = request.headers.devicetype;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,16}$/.test(value) ? value : fallback;
}

function userAgentOf(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = (): LoginLimits => ({
    maxPerAccount: app.config.loginMaxPerAccount,
    maxPerIp: app.config.loginMaxPerIp,
    windowMs: app.config.loginWindowMs,
  });
  const db = () => app.database.db;
  // Computed now rather than on the first unknown username, whose answer would otherwise be slower.
  await dummyPasswordHash();

  r.post(
    '/user/login',
    {
      schema: {
        summary: 'Log in with username and MD5 password; the brand is taken from the host',
        tags: ['user'],
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await login(db(), limits(), {
        username: request.body.loginvalue,
        pwd: request.body.pwd,
        hostname: request.hostname,
        ip: request.ip,
        userAgent: userAgentOf(request),
        deviceType: deviceTypeOf(request, DEVICE_TYPE_HEADER_VALUE),
      });
      return ok({ user });
    },
  );

  r.get(
    '/user/clientLogin',
    {
      schema: {
        summary: 'Device/client login (AI pen, AI pad); teachers and students only',
        tags: ['user'],
        querystring: clientLoginQuery,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await login(db(), limits(), {
        username: request.query.loginvalue,
        pwd: request.query.pwd,
        hostname: request.hostname,
        ip: request.ip,
        userAgent: userAgentOf(request),
        deviceType: deviceTypeOf(request, 'client'),
        deviceSerial: request.query.deviceSerial ?? null,
        onlyRoles: CLIENT_LOGIN_ROLES,
      });
      return ok({ user });
    },
  );

  r.get(
    '/user/getInfo',
    {
      schema: {
        summary: 'The logged-in user and its role names',
        tags: ['user'],
        security: [{ token: [] }],
        response: { 200: envelope(userInfo) },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      noStore(reply);
      const header = readTokenHeader(request.headers.authorization);
      const token = header.kind === 'token' ? header.token : '';
      return ok({ ...authToSessionUser(request.auth, token), roles: [request.auth.roleName] });
    },
  );

  r.post(
    '/user/logout',
    {
      schema: {
        summary: 'End the current session',
        tags: ['user'],
        security: [{ token: [] }],
        response: { 200: envelope(z.null()) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await revokeSession(db(), request.auth.sessionId, 'logout');
      return ok(null);
    },
  );

  getOrPost(
    app,
    '/user/modifyPasswordByOldPwd',
    {
      input: modifyPasswordByOldPwdQuery,
      data: z.null(),
      preHandler: app.requireAuth,
      summary: 'Change your own password; ends every session of the account',
      tags: ['user'],
    },
    async (input, request) => {
      await changeOwnPassword(db(), limits(), request.auth, input, request.ip);
      return null;
    },
  );

  getOrPost(
    app,
    '/user/modifyPassword',
    {
      input: modifyPasswordQuery,
      data: z.null(),
      preHandler: app.requireRole('admin', 'brandingAdmin', 'schooladmin'),
      summary: "Set another user's password (admin, brand admin, school admin within their scope)",
      tags: ['user'],
    },
    async (input, request) => {
      await setUserPassword(db(), request.auth, input, request.ip);
      return null;
    },
  );

  getOrPost(
    app,
    '/manage/resettingPwd',
    {
      input: resettingPwdQuery,
      data: resettingPwdResult,
      preHandler: app.requireRole('admin', 'brandingAdmin', 'schooladmin'),
      summary: "Reset a user's password to a fresh temporary one, returned once",
      tags: ['manage'],
    },
    async (input, request) => resetUserPassword(db(), request.auth, input.userid, request.ip),
  );
}
