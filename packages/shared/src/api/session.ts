import { z } from 'zod';
import { PREVIEW_ADMINS } from '../access/role-preview';
import { ALL_ROLES, ORG_ADMINS } from '../access/roles';
import { startRolePreviewInput, startRolePreviewResult } from '../contracts/role-preview';
import {
  clientLoginQuery,
  loginBody,
  loginResult,
  modifyPasswordByOldPwdQuery,
  modifyPasswordQuery,
  resettingPwdQuery,
  resettingPwdResult,
  userInfo,
} from '../contracts/user';
import { endpointGroup } from './endpoint';

/** Sessions and passwords (spec section 7; DESIGN.md section 2). */
export const session = endpointGroup('session', {
  login: {
    path: '/openapi/user/login',
    methods: ['POST'],
    input: loginBody,
    data: loginResult,
    access: { scope: 'public' },
    summary: 'Log in with username and MD5 password; the brand is taken from the host',
  },
  clientLogin: {
    path: '/openapi/user/clientLogin',
    methods: ['GET'],
    input: clientLoginQuery,
    data: loginResult,
    access: { scope: 'public' },
    summary: 'Device/client login (AI pen, AI pad); teachers and students only',
  },
  getInfo: {
    path: '/openapi/user/getInfo',
    methods: ['GET'],
    input: z.object({}),
    data: userInfo,
    access: { scope: 'session', roles: ALL_ROLES },
    summary: 'The logged-in user and its role names',
  },
  logout: {
    path: '/openapi/user/logout',
    methods: ['POST'],
    input: z.object({}),
    data: z.null(),
    access: { scope: 'session', roles: ALL_ROLES },
    endsSession: true,
    summary: 'End the current session (in a role preview: the preview)',
  },
  modifyPasswordByOldPwd: {
    path: '/openapi/user/modifyPasswordByOldPwd',
    methods: ['POST', 'GET'],
    input: modifyPasswordByOldPwdQuery,
    data: z.null(),
    access: { scope: 'session', roles: ALL_ROLES },
    summary: 'Change your own password; ends every session of the account',
  },
  modifyPassword: {
    path: '/openapi/user/modifyPassword',
    methods: ['POST', 'GET'],
    input: modifyPasswordQuery,
    data: z.null(),
    access: { scope: 'org', roles: ORG_ADMINS },
    summary: "Set another user's password (admin, brand admin, school admin within their scope)",
  },
  resettingPwd: {
    path: '/openapi/manage/resettingPwd',
    methods: ['POST', 'GET'],
    input: resettingPwdQuery,
    data: resettingPwdResult,
    access: { scope: 'org', roles: ORG_ADMINS },
    summary: "Reset a user's password to a fresh temporary one, returned once",
  },
  startRolePreview: {
    path: '/openapi/user/startRolePreview',
    methods: ['POST'],
    input: startRolePreviewInput,
    data: startRolePreviewResult,
    access: { scope: 'org', roles: PREVIEW_ADMINS },
    summary:
      'Role preview: a read-only session of 30 minutes as a user of a role (the given one, else the first active one in your scope; never an admin); audited',
  },
  endRolePreview: {
    path: '/openapi/user/endRolePreview',
    methods: ['POST'],
    input: z.object({}),
    data: z.null(),
    access: { scope: 'session', roles: ALL_ROLES },
    endsSession: true,
    summary: 'Ends the role preview of this session (400 outside a preview); audited',
  },
});
