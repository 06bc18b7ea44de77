import { z } from 'zod';
import { type RoleCode, isRoleCode } from '../roles';
import { idParam, text } from './common';

/** Menu settings (issue 13 item 4; apps/server/src/modules/menus). */

export const MENU_LABEL_MAX = 40;
export const MENU_ENTRIES_MAX = 200;

const label = text().trim().max(MENU_LABEL_MAX);
/** A label per language; empty means "the route's own title". */
export const menuLabels = z
  .object({ zh: label.optional(), en: label.optional(), es: label.optional(), ja: label.optional() })
  .strict()
  .transform((labels) => Object.fromEntries(Object.entries(labels).filter(([, value]) => value)));

export const menuRoleType = z.coerce
  .number()
  .int()
  .refine(isRoleCode, 'must be a role type code')
  .transform((n) => n as RoleCode);

export const menuEntrySetting = z.object({
  path: text().trim().min(1).max(200),
  hidden: z.boolean().default(false),
  order: z.number().int().min(0).max(MENU_ENTRIES_MAX).nullable().default(null),
  labels: menuLabels.default({}),
});
export type MenuEntrySettingInput = z.input<typeof menuEntrySetting>;

/** Absent brandId: the admin's platform menu, a brand admin's own brand. */
export const getMenuSettingsQuery = z.object({ brandId: idParam.optional(), roleType: menuRoleType });

export const saveMenuSettingsInput = z.object({
  brandId: idParam.optional(),
  roleType: menuRoleType,
  entries: z.array(menuEntrySetting).max(MENU_ENTRIES_MAX),
});
export type SaveMenuSettingsInput = z.output<typeof saveMenuSettingsInput>;

const entryOut = z.object({
  path: text(),
  hidden: z.boolean(),
  order: z.number().int().nullable(),
  labels: z.record(text(), text()),
});

/** A layer (platform, or a brand over it) of a role's settings; the editor shows both. */
export const menuSettings = z.object({
  brandId: z.number().int().nullable(),
  roleType: z.number().int(),
  platform: z.array(entryOut),
  /** null when the platform's layer is the one asked for */
  brand: z.array(entryOut).nullable(),
});
export type MenuSettings = z.output<typeof menuSettings>;

/** The caller's own menu: its entries in order, hidden ones marked, and the paths it may not open. */
export const myMenu = z.object({
  roleType: z.number().int(),
  entries: z.array(z.object({ path: text(), hidden: z.boolean(), labels: z.record(text(), text()) })),
  closed: z.array(text()),
});
export type MyMenu = z.output<typeof myMenu>;
