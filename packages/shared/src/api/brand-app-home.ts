/**
 * Brand endpoints (api/brand.ts) of a brand's app home (issue 13 item 2): its tabs and their modules
 * (menuConfiguration) and its study assistant (botAppConfiguration), with the methods and encodings of spec
 * section 7: updateTab and updateModule JSON, insertTab query parameters, moveTab and moveModule the
 * console's default form body. Only the platform admin changes them; a student (or its pad) reads its
 * brand's.
 */
import { z } from 'zod';
import { PLATFORM_ADMINS } from '../access/roles';
import {
  appModule,
  appTab,
  botConfiguration,
  brandQuery,
  brandTabs,
  insertTabInput,
  moduleIdQuery,
  moveModuleInput,
  moveTabInput,
  removed,
  removeInput,
  tabIdQuery,
  updateBotInput,
  updateModuleInput,
  updateTabInput,
} from '../contracts/brand-app-home';
import type { EndpointSpec } from './endpoint';

/** Readers of an app home: the admin (any brand) and students (their brand's: the pad's home screen). */
const readers = { scope: 'content', roles: ['admin', 'student'] } as const;
const admin = { scope: 'org', roles: PLATFORM_ADMINS } as const;

export const appHomeEndpointSpecs = {
  getBrandTabs: {
    path: '/openapi/brand/getBrandTabs',
    methods: ['GET'],
    input: brandQuery,
    data: brandTabs,
    access: readers,
    summary: 'A brand’s app home: its tabs in order, each with its modules in order (a student: its own brand’s)',
  },
  insertTab: {
    path: '/openapi/brand/insertTab',
    methods: ['POST'],
    body: 'query',
    input: insertTabInput,
    data: z.array(appTab),
    access: admin,
    summary: 'Add a tab to a brand’s app home (query parameters), at `position` or last; answers the brand’s tabs',
  },
  updateTab: {
    path: '/openapi/brand/updateTab',
    methods: ['POST'],
    body: 'json',
    input: updateTabInput,
    data: appTab,
    access: admin,
    summary: 'Rename a tab or change its icon (JSON body)',
  },
  moveTab: {
    path: '/openapi/brand/moveTab',
    methods: ['POST'],
    body: 'form',
    input: moveTabInput,
    data: z.array(appTab),
    access: admin,
    summary: 'Move a tab to `position` (0-based) among its brand’s tabs; answers the tabs in their new order',
  },
  deleteTab: {
    path: '/openapi/brand/deleteTab',
    methods: ['POST'],
    body: 'form',
    input: removeInput,
    data: removed,
    access: admin,
    summary: 'Delete a tab with its modules; the tabs after it move up',
  },
  getModules: {
    path: '/openapi/brand/getModules',
    methods: ['GET'],
    input: tabIdQuery,
    data: z.array(appModule),
    access: readers,
    summary: 'The modules of one tab, in order',
  },
  selectModuleById: {
    path: '/openapi/brand/selectModuleById',
    methods: ['GET'],
    input: moduleIdQuery,
    data: appModule,
    access: readers,
    summary: 'One module',
  },
  updateModule: {
    path: '/openapi/brand/updateModule',
    methods: ['POST'],
    body: 'json',
    input: updateModuleInput,
    data: appModule,
    access: admin,
    summary: 'Add a module to a tab (no id: placed last) or change one (JSON body; the content’s shape follows `kind`)',
  },
  moveModule: {
    path: '/openapi/brand/moveModule',
    methods: ['POST'],
    body: 'form',
    input: moveModuleInput,
    data: z.array(appModule),
    access: admin,
    summary:
      'Move a module to `position` in its tab (or in `tabId`, another tab of its brand); answers that tab’s modules',
  },
  deleteModule: {
    path: '/openapi/brand/deleteModule',
    methods: ['POST'],
    body: 'form',
    input: removeInput,
    data: removed,
    access: admin,
    summary: 'Delete a module; the modules after it move up',
  },
  getBotConfiguration: {
    path: '/openapi/brand/getBotConfiguration',
    methods: ['GET'],
    input: brandQuery,
    data: botConfiguration,
    access: readers,
    summary: 'A brand’s study assistant (name, avatar, welcome text, whether its students see it)',
  },
  updateBotConfiguration: {
    path: '/openapi/brand/updateBotConfiguration',
    methods: ['POST'],
    body: 'json',
    input: updateBotInput,
    data: botConfiguration,
    access: admin,
    summary: 'Set a brand’s study assistant (JSON body)',
  },
} satisfies Record<string, EndpointSpec>;
