import { z } from 'zod';
import { ALL_ROLES, BRAND_ADMINS } from '../access/roles';
import { getMenuSettingsQuery, menuSettings, myMenu, saveMenuSettingsInput } from '../contracts/menus';
import { endpointGroup } from './endpoint';

/** Menu settings (issue 13 item 4; apps/server/src/modules/menus/README.md). */
export const menuEndpoints = endpointGroup('menu', {
  getMyMenu: {
    path: '/openapi/menu/getMyMenu',
    methods: ['GET'],
    input: z.object({}),
    data: myMenu,
    access: { scope: 'session', roles: ALL_ROLES },
    summary: 'The caller’s menu: the route table’s entries for its role with the platform’s and its brand’s settings',
  },
  getMenuSettings: {
    path: '/openapi/menu/getMenuSettings',
    methods: ['GET'],
    input: getMenuSettingsQuery,
    data: menuSettings,
    access: { scope: 'org', roles: BRAND_ADMINS },
    summary: 'A role’s menu settings: the platform’s, and a brand’s over them',
  },
  saveMenuSettings: {
    path: '/openapi/menu/saveMenuSettings',
    methods: ['POST'],
    body: 'json',
    input: saveMenuSettingsInput,
    data: menuSettings,
    access: { scope: 'org', roles: BRAND_ADMINS },
    summary: 'Replaces a role’s menu settings of the platform (admin) or of a brand (its admin, or the admin)',
  },
});
