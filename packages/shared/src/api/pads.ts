/**
 * AI pads (issue 13 items 5 and 7, AppConfiguration of item 2): the platform's pad applications, each brand's
 * choice and order of them, content packages and their grants, and a student's pad's view of its packages.
 */
import { z } from 'zod';
import { BRAND_ADMINS, ORG_ADMINS, PLATFORM_ADMINS, STUDENTS } from '../access/roles';
import {
  appFileUploadResult,
  brandAppList,
  brandAppOrder,
  brandAppRow,
  downloadApplicationQuery,
  extendGrantInput,
  getApplicationListQuery,
  getBrandApplicationsQuery,
  getGrantListQuery,
  getPackageListQuery,
  grantList,
  grantPackageInput,
  grantPackageResult,
  grantRow,
  moveBrandApplicationInput,
  myPadPackages,
  padAppList,
  padAppRow,
  padDeleted,
  padIdInput,
  padPackageList,
  padPackageRow,
  saveApplicationInput,
  savePackageInput,
  setBrandApplicationInput,
} from '../contracts/pads';
import { endpointGroup } from './endpoint';

const platform = { scope: 'org', roles: PLATFORM_ADMINS } as const;
const brandAdmins = { scope: 'org', roles: BRAND_ADMINS } as const;
const orgAdmins = { scope: 'org', roles: ORG_ADMINS } as const;

export const padEndpoints = endpointGroup('pad', {
  // ---- applications (/application/application)
  getApplicationList: {
    path: '/openapi/application/getApplicationList',
    methods: ['GET'],
    input: getApplicationListQuery,
    data: padAppList,
    access: platform,
    summary: 'The platform’s pad applications; keyword matches name or package name',
  },
  saveApplication: {
    path: '/openapi/application/saveApplication',
    methods: ['POST'],
    body: 'json',
    input: saveApplicationInput,
    data: padAppRow,
    access: platform,
    summary: 'Create a pad application (no id; with the fileId of an upload) or change the fields given',
  },
  deleteApplication: {
    path: '/openapi/application/deleteApplication',
    methods: ['POST'],
    body: 'json',
    input: padIdInput,
    data: padDeleted,
    access: platform,
    summary: 'Delete a pad application: every brand stops showing it and every package drops it',
  },
  uploadApplicationFile: {
    path: '/openapi/application/uploadApplicationFile',
    methods: ['POST'],
    body: 'multipart',
    input: z.object({}),
    data: appFileUploadResult,
    access: platform,
    summary:
      'Upload an application’s package file (multipart field `file`: an APK by content, at most 200 MB and UPLOAD_MAX_MB); answers its id, size and SHA-256',
  },
  downloadApplication: {
    path: '/openapi/application/downloadApplication',
    methods: ['GET'],
    input: downloadApplicationQuery,
    data: z.never(),
    answer: 'file',
    access: { scope: 'session', roles: ['admin', 'brandingAdmin', 'student'] },
    summary:
      'An application’s package file: the admin any, a brand admin those its brand shows, a student those its packages cover now',
  },
  // ---- a brand's applications (AppConfiguration, /applicationBrand/application)
  getBrandApplications: {
    path: '/openapi/application/getBrandApplications',
    methods: ['GET'],
    input: getBrandApplicationsQuery,
    data: brandAppList,
    access: brandAdmins,
    summary: 'Every pad application with whether a brand’s pads show it, the shown ones first in their order',
  },
  setBrandApplication: {
    path: '/openapi/application/setBrandApplication',
    methods: ['POST'],
    body: 'json',
    input: setBrandApplicationInput,
    data: brandAppRow,
    access: brandAdmins,
    summary: 'Show (appended last) or stop showing an application on a brand’s pads',
  },
  moveBrandApplication: {
    path: '/openapi/application/moveBrandApplication',
    methods: ['POST'],
    body: 'json',
    input: moveBrandApplicationInput,
    data: brandAppOrder,
    access: brandAdmins,
    summary: 'Put a shown application at index among a brand’s shown ones; answers their new order',
  },
  // ---- packages (/AIPadPackageMGT/index)
  getPackageList: {
    path: '/openapi/package/getPackageList',
    methods: ['GET'],
    input: getPackageListQuery,
    data: padPackageList,
    access: orgAdmins,
    summary: 'Content packages with their courses and applications and their grants in effect in the caller’s scope',
  },
  savePackage: {
    path: '/openapi/package/savePackage',
    methods: ['POST'],
    body: 'json',
    input: savePackageInput,
    data: padPackageRow,
    access: platform,
    summary: 'Create a content package (no id) or change the fields given (courseIds and appIds replace its content)',
  },
  deletePackage: {
    path: '/openapi/package/deletePackage',
    methods: ['POST'],
    body: 'json',
    input: padIdInput,
    data: padDeleted,
    access: platform,
    summary: 'Delete a package none of whose grants is in effect or to come (else 409)',
  },
  // ---- grants (/AIPadPackageMGT/schoolList and studentList)
  getGrantList: {
    path: '/openapi/package/getGrantList',
    methods: ['GET'],
    input: getGrantListQuery,
    data: grantList,
    access: orgAdmins,
    summary: 'Grants to schools or to students in the caller’s scope: who has which package until when',
  },
  grantPackage: {
    path: '/openapi/package/grantPackage',
    methods: ['POST'],
    body: 'json',
    input: grantPackageInput,
    data: grantPackageResult,
    access: orgAdmins,
    summary: 'Grant a package to schools or students for [startsAt, endsAt): all of them or none',
  },
  extendGrant: {
    path: '/openapi/package/extendGrant',
    methods: ['POST'],
    body: 'json',
    input: extendGrantInput,
    data: grantRow,
    access: orgAdmins,
    summary: 'Renew a grant: move its end later (an expired grant is in effect again)',
  },
  revokeGrant: {
    path: '/openapi/package/revokeGrant',
    methods: ['POST'],
    body: 'json',
    input: padIdInput,
    data: grantRow,
    access: orgAdmins,
    summary: 'Revoke a grant: it stops at once',
  },
  // ---- a student's pad
  getMyPackages: {
    path: '/openapi/package/getMyPackages',
    methods: ['GET'],
    input: z.object({}),
    data: myPadPackages,
    access: { scope: 'session', roles: STUDENTS },
    summary:
      'The calling student’s packages in effect now (its own grants and its school’s) and the courses and applications they cover',
  },
});
