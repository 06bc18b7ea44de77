import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_TYPE_HEADER_VALUE, type RoleName } from '@edu/shared';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { admitDevice } from '../devices';
import type { LoginLimits } from './login-limit';
import { dummyPasswordHash } from './password';
import { endRolePreview, previewInfoOf, startRolePreview } from './preview';
import { revokeSession } from './sessions';
import { authToSessionUser, changeOwnPassword, login, resetUserPassword, setUserPassword } from './service';
import { readTokenHeader } from './token';

/** Devices (AI pens and pads, bound to students) log in through clientLogin; everyone else uses the console login. */
export const CLIENT_LOGIN_ROLES: readonly RoleName[] = ['student'];

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
  const limits = (): LoginLimits => ({
    maxPerAccount: app.config.loginMaxPerAccount,
    maxPerIp: app.config.loginMaxPerIp,
    windowMs: app.config.loginWindowMs,
    delayMs: app.config.loginDelayMs,
  });
  // Computed now rather than on the first unknown username, whose answer would otherwise be slower.
  await dummyPasswordHash();

  /** The credentials and where they come from (the device type by the header, else `device`). */
  const attempt = (input: { loginvalue: string; pwd: string }, request: FastifyRequest, device: string) => ({
    username: input.loginvalue,
    pwd: input.pwd,
    hostname: request.hostname,
    ip: request.ip,
    userAgent: userAgentOf(request),
    deviceType: deviceTypeOf(request, device),
  });

  defineRoute(app, api.session.login, async (input, { db, request }) => {
    const user = await login(db, limits(), attempt(input, request, DEVICE_TYPE_HEADER_VALUE));
    return { user };
  });

  defineRoute(app, api.session.clientLogin, async (input, { db, request }) => {
    const user = await login(db, limits(), {
      ...attempt(input, request, 'client'),
      deviceSerial: input.deviceSerial,
      onlyRoles: CLIENT_LOGIN_ROLES,
      // The device's own record decides: registered, enabled, bound to this student; its kind marks the session.
      admit: (user) => admitDevice(db, input.deviceSerial, user),
    });
    return { user };
  });

  defineRoute(app, api.session.getInfo, async (_input, { caller, request }) => {
    const header = readTokenHeader(request.headers.authorization);
    const token = header.kind === 'token' ? header.token : '';
    const preview = previewInfoOf(caller.auth);
    return { ...authToSessionUser(caller.auth, token), roles: [caller.auth.roleName], ...(preview ? { preview } : {}) };
  });

  defineRoute(app, api.session.logout, async (_input, { db, caller }) => {
    // Logging out of a preview ends the preview (audited), not the admin's own session.
    if (caller.auth.preview) await endRolePreview(db, caller.auth, caller.ip);
    else await revokeSession(db, caller.auth.sessionId, 'logout');
    return null;
  });

  defineRoute(app, api.session.startRolePreview, (input, { db, caller, request }) =>
    startRolePreview(db, caller.auth, caller.scope, input, { ip: caller.ip, userAgent: userAgentOf(request) }),
  );

  defineRoute(app, api.session.endRolePreview, async (_input, { db, caller }) => {
    await endRolePreview(db, caller.auth, caller.ip);
    return null;
  });

  defineRoute(app, api.session.modifyPasswordByOldPwd, async (input, { db, caller }) => {
    await changeOwnPassword(db, limits(), caller.auth, input, caller.ip);
    return null;
  });

  defineRoute(app, api.session.modifyPassword, async (input, { db, caller }) => {
    await setUserPassword(db, caller.auth, input, caller.ip);
    return null;
  });

  defineRoute(app, api.session.resettingPwd, (input, { db, caller }) =>
    resetUserPassword(db, caller.auth, input.userid, caller.ip),
  );
}
