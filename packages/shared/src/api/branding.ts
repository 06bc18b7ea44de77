import { z } from 'zod';
import { PLATFORM_ADMINS } from '../access/roles';
import {
  brandList,
  brandLogoFile,
  brandLogoUploadResult,
  brandRow,
  deleteThemeInput,
  getBrandDetailQuery,
  getBrandListQuery,
  getThemeListQuery,
  saveBrandInput,
  saveThemeInput,
  themeList,
  themeRow,
} from '../contracts/branding';
import { deletedResult } from '../contracts/org';
import { endpointGroup } from './endpoint';

/** Only the platform admin creates and edits brands and themes (issue 13). */
const admin = { scope: 'org', roles: PLATFORM_ADMINS } as const;

/** Brand and theme management (/branding/branding, /theme/theme): modules/branding on the server. */
export const brandingEndpoints = endpointGroup('branding', {
  getBrandList: {
    path: '/openapi/brand/getBrandList',
    methods: ['GET'],
    input: getBrandListQuery,
    data: brandList,
    access: admin,
    summary: 'Brands with their theme, school and admin counts; keyword is a prefix of name or web address',
  },
  getBrandDetail: {
    path: '/openapi/brand/getBrandDetail',
    methods: ['GET'],
    input: getBrandDetailQuery,
    data: brandRow,
    access: admin,
    summary: 'One brand, as the brand form edits it',
  },
  saveBrand: {
    path: '/openapi/brand/saveBrand',
    methods: ['POST'],
    input: saveBrandInput,
    data: brandRow,
    access: admin,
    summary:
      'Create a brand (no brandId) or change it: name, web address (a unique host label, not a reserved one), logos, theme; its host shows the change at once',
  },
  uploadBrandLogo: {
    path: '/openapi/brand/uploadBrandLogo',
    methods: ['POST'],
    body: 'multipart',
    input: z.object({}),
    data: brandLogoUploadResult,
    access: admin,
    summary: 'Upload a brand logo (multipart field `file`: PNG, JPEG, WebP or GIF by content, at most 2 MB)',
  },
  brandLogo: {
    path: '/openapi/brand/logo/:file',
    methods: ['GET'],
    input: brandLogoFile,
    data: z.never(),
    answer: 'file',
    access: { scope: 'public' },
    hidden: true,
    summary: 'A brand logo by its name',
  },
  getThemeList: {
    path: '/openapi/theme/getThemeList',
    methods: ['GET'],
    input: getThemeListQuery,
    data: themeList,
    access: admin,
    summary: 'Themes with the number of brands using each',
  },
  saveTheme: {
    path: '/openapi/theme/saveTheme',
    methods: ['POST'],
    input: saveThemeInput,
    data: themeRow,
    access: admin,
    summary:
      'Create a theme (no id) or replace one; refused when white text on the primary colour or the sidebar text on its background is below 4.5:1',
  },
  deleteTheme: {
    path: '/openapi/theme/deleteTheme',
    methods: ['POST'],
    input: deleteThemeInput,
    data: deletedResult,
    access: admin,
    summary: 'Delete a theme no brand uses (else 409)',
  },
});
