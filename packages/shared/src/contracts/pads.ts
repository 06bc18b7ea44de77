/**
 * AI-pad applications and content packages (issue 13 items 5 and 7, AppConfiguration of item 2): the
 * platform's pad applications, which of them each brand's pads show and in what order, content packages
 * (courses and applications) and their grants to schools and students for a period.
 */
import { z } from 'zod';
import { GRANT_MAX_DAYS, GRANT_STATUSES, PACKAGE_DAYS_DEFAULT } from '../pad-grants';
import { idParam, listOf, listQuery, text } from './common';
import { idList, optionalId } from './org';

const isoTime = text();

// ---------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------

/** Android-style package names: two or more dot-separated parts, each a letter then letters, digits or _. */
export const PACKAGE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** Versions: 1 to 4 dot-separated numbers, optionally -suffix (1.2.3, 2.0.0-beta.1). */
export const VERSION_PATTERN = /^\d{1,9}(\.\d{1,9}){0,3}(-[0-9A-Za-z.]{1,32})?$/;
/** Minimum OS versions: 1 to 3 dot-separated numbers (Android 8.0, 10, 12.1). */
export const OS_VERSION_PATTERN = /^\d{1,3}(\.\d{1,3}){0,2}$/;
/** The icon: a picture uploaded with uploadImage (its address), or none. */
export const APP_ICON_PATTERN = /^\/openapi\/course\/image\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
/** An application's package file: at most this many bytes (and at most the server's UPLOAD_MAX_MB). */
export const APP_FILE_MAX_BYTES = 200 * 1024 * 1024;
/** What an uploaded package file may be, by its content: an Android package (a ZIP archive). */
export const APP_FILE_TYPES = ['application/vnd.android.package-archive', 'application/zip'] as const;

export const packageNameParam = text()
  .trim()
  .min(1, 'is required')
  .max(150)
  .regex(PACKAGE_NAME_PATTERN, 'must be a package name like com.example.app');
export const versionParam = text()
  .trim()
  .min(1, 'is required')
  .max(48)
  .regex(VERSION_PATTERN, 'must be a version like 1.2.3');
export const osVersionParam = text()
  .trim()
  .max(11)
  .refine((v) => v === '' || OS_VERSION_PATTERN.test(v), 'must be a version like 8.0');
export const appIconParam = text()
  .trim()
  .max(120)
  .refine((v) => v === '' || APP_ICON_PATTERN.test(v), 'must be a picture uploaded with uploadImage');

/** An uploaded package file: its name, size and SHA-256 (hex), recorded as it arrived. */
export const appFile = z.object({
  id: text(),
  name: text(),
  size: z.number().int(),
  sha256: text(),
});
export type AppFile = z.infer<typeof appFile>;

export const padAppRow = z.object({
  id: z.number().int(),
  name: text(),
  icon: text(),
  packageName: text(),
  version: text(),
  releaseNotes: text(),
  minOsVersion: text(),
  file: appFile.nullable(),
  /** how many brands' pads show it */
  brandCount: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type PadAppRow = z.infer<typeof padAppRow>;

export const APP_SORTS = ['name', 'packageName', 'updatedAt'] as const;
export const getApplicationListQuery = listQuery.extend({ sort: z.enum(APP_SORTS).optional() });
export type GetApplicationListQuery = z.infer<typeof getApplicationListQuery>;
export const padAppList = listOf(padAppRow);
export type PadAppList = z.infer<typeof padAppList>;

/** Creates an application (no id: every field but releaseNotes and minOsVersion, and its file) or changes the fields given. */
export const saveApplicationInput = z.object({
  id: optionalId,
  name: text().trim().min(1, 'is required').max(100).optional(),
  icon: appIconParam.optional(),
  packageName: packageNameParam.optional(),
  version: versionParam.optional(),
  releaseNotes: text().trim().max(4000).optional(),
  minOsVersion: osVersionParam.optional(),
  /** an upload of uploadApplicationFile: the package file of this version */
  fileId: text().trim().max(36).optional(),
});
export type SaveApplicationInput = z.infer<typeof saveApplicationInput>;

export const padIdInput = z.object({ id: idParam });
export const padDeleted = z.object({ id: z.number().int() });

/** uploadApplicationFile: the file as stored; pass its id to saveApplication. */
export const appFileUploadResult = appFile;

export const downloadApplicationQuery = z.object({ id: idParam });

// ---------------------------------------------------------------------------------------------
// A brand's pad applications (AppConfiguration, /applicationBrand/application)
// ---------------------------------------------------------------------------------------------

export const brandAppRow = z.object({
  id: z.number().int(),
  name: text(),
  icon: text(),
  packageName: text(),
  version: text(),
  minOsVersion: text(),
  hasFile: z.boolean(),
  enabled: z.boolean(),
  /** 0-based position on the brand's pads (enabled ones), null when not shown */
  position: z.number().int().nullable(),
});
export type BrandAppRow = z.infer<typeof brandAppRow>;

/** The admin names the brand; a brand admin's own brand is taken when it names none. */
export const getBrandApplicationsQuery = listQuery.extend({ brandId: optionalId });
export type GetBrandApplicationsQuery = z.infer<typeof getBrandApplicationsQuery>;
export const brandAppList = listOf(brandAppRow).extend({ brandId: z.number().int(), brandName: text() });
export type BrandAppList = z.infer<typeof brandAppList>;

export const setBrandApplicationInput = z.object({
  brandId: optionalId,
  appId: idParam,
  enabled: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'must be true or false' })
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export type SetBrandApplicationInput = z.infer<typeof setBrandApplicationInput>;

export const moveBrandApplicationInput = z.object({
  brandId: optionalId,
  appId: idParam,
  /** the new 0-based position among the brand's shown applications */
  index: z.coerce.number().int().min(0, 'must be 0 or more').max(10_000),
});
export type MoveBrandApplicationInput = z.infer<typeof moveBrandApplicationInput>;
/** The brand's shown applications in order, after the change. */
export const brandAppOrder = z.object({ brandId: z.number().int(), appIds: z.array(z.number().int()) });
export type BrandAppOrder = z.infer<typeof brandAppOrder>;

// ---------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------

/** packageType 1: AI-pad packages (spec section 2, route metadata). */
export const PAD_PACKAGE_TYPE = 1;

const ref = z.object({ id: z.number().int(), name: text() });

export const padPackageRow = z.object({
  id: z.number().int(),
  name: text(),
  description: text(),
  packageType: z.number().int(),
  days: z.number().int(),
  courses: z.array(ref),
  apps: z.array(ref),
  /** grants in effect now, within the caller's scope */
  activeGrants: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type PadPackageRow = z.infer<typeof padPackageRow>;

export const PACKAGE_SORTS = ['name', 'updatedAt'] as const;
export const getPackageListQuery = listQuery.extend({
  packageType: z.coerce.number().int().min(1).max(9).optional(),
  sort: z.enum(PACKAGE_SORTS).optional(),
});
export type GetPackageListQuery = z.infer<typeof getPackageListQuery>;
export const padPackageList = listOf(padPackageRow);
export type PadPackageList = z.infer<typeof padPackageList>;

export const savePackageInput = z.object({
  id: optionalId,
  name: text().trim().min(1, 'is required').max(100).optional(),
  description: text().trim().max(2000).optional(),
  days: z.coerce
    .number()
    .int()
    .min(1, `must be 1 to ${GRANT_MAX_DAYS}`)
    .max(GRANT_MAX_DAYS, `must be 1 to ${GRANT_MAX_DAYS}`)
    .optional(),
  courseIds: idList.optional(),
  appIds: idList.optional(),
});
export type SavePackageInput = z.infer<typeof savePackageInput>;
export { PACKAGE_DAYS_DEFAULT };

// ---------------------------------------------------------------------------------------------
// Grants
// ---------------------------------------------------------------------------------------------

export const GRANT_TARGETS = ['school', 'student'] as const;
export const grantTarget = z.enum(GRANT_TARGETS);
export type GrantTarget = z.infer<typeof grantTarget>;
export const grantStatusParam = z.enum(GRANT_STATUSES);

/** A date and time (ISO 8601, e.g. 2026-09-01T00:00:00+08:00). */
export const grantTime = text()
  .trim()
  .max(40)
  .refine((v) => v !== '' && !Number.isNaN(Date.parse(v)), 'must be a date and time')
  .transform((v) => new Date(v));

export const grantRow = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: text(),
  target: grantTarget,
  schoolId: z.number().int(),
  schoolName: text(),
  studentId: z.number().int().nullable(),
  studentName: text().nullable(),
  studentUsername: text().nullable(),
  startsAt: isoTime,
  endsAt: isoTime,
  revokedAt: isoTime.nullable(),
  status: grantStatusParam,
  grantedBy: text(),
  createdAt: isoTime,
});
export type GrantRow = z.infer<typeof grantRow>;

export const GRANT_SORTS = ['endsAt', 'startsAt', 'createdAt'] as const;
export const getGrantListQuery = listQuery.extend({
  target: grantTarget,
  packageId: optionalId,
  schoolId: optionalId,
  status: z.union([grantStatusParam, z.literal('').transform(() => undefined)]).optional(),
  sort: z.enum(GRANT_SORTS).optional(),
});
export type GetGrantListQuery = z.infer<typeof getGrantListQuery>;
export const grantList = listOf(grantRow);
export type GrantList = z.infer<typeof grantList>;

/** Grants a package to schools or students (all of them or none), for [startsAt, endsAt). */
export const grantPackageInput = z.object({
  packageId: idParam,
  target: grantTarget,
  granteeIds: idList.refine((ids) => ids.length > 0, 'choose at least one'),
  startsAt: grantTime,
  endsAt: grantTime,
});
export type GrantPackageInput = z.infer<typeof grantPackageInput>;
export const grantPackageResult = z.object({ ids: z.array(z.number().int()) });

export const extendGrantInput = z.object({ id: idParam, endsAt: grantTime });
export type ExtendGrantInput = z.infer<typeof extendGrantInput>;

// ---------------------------------------------------------------------------------------------
// A student's pad: what its grants cover now
// ---------------------------------------------------------------------------------------------

export const myPadPackages = z.object({
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      /** granted to the student's school, or to the student */
      source: grantTarget,
      startsAt: isoTime,
      endsAt: isoTime,
    }),
  ),
  courses: z.array(
    z.object({ id: z.number().int(), title: text(), subject: text(), grade: z.number().int(), cover: text() }),
  ),
  applications: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      icon: text(),
      packageName: text(),
      version: text(),
      minOsVersion: text(),
      file: appFile.nullable(),
      /** where the pad downloads the package file */
      downloadUrl: text().nullable(),
    }),
  ),
});
export type MyPadPackages = z.infer<typeof myPadPackages>;
