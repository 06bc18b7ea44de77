/**
 * A brand's app home (issue 13 item 2, spec section 3's brand tab and brand module entities): ordered
 * tabs, each with ordered modules of four kinds, and the brand's study assistant (botAppConfiguration).
 * Positions are 0-based and dense within their tab (modules) or brand (tabs).
 */
import { z } from 'zod';
import { idParam, text } from './common';
import { optionalId } from './org';

export const APP_TAB_MAX = 8;
export const APP_MODULE_MAX = 30;
export const COURSE_SHELF_MAX = 20;
export const BANNER_SLIDES_MAX = 6;
export const SHORTCUTS_MAX = 12;
export const RICH_BLOCK_MAX = 20_000;

export const APP_MODULE_KINDS = ['courseShelf', 'banner', 'shortcutGrid', 'richText'] as const;
export type AppModuleKind = (typeof APP_MODULE_KINDS)[number];

/** The icons a tab or a shortcut may show (the pad draws them; the console previews them). */
export const APP_ICONS = [
  'home',
  'book',
  'homework',
  'report',
  'wrong',
  'material',
  'ai',
  'calendar',
  'message',
  'video',
  'star',
  'user',
] as const;
export type AppIcon = (typeof APP_ICONS)[number];

/** The path the pictures uploaded through uploadImage are served under (content storage). */
export const APP_IMAGE_PATH = /^\/openapi\/course\/image\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

const IMAGE_PROBLEM = 'must be a picture uploaded through uploadImage';
const LINK_PROBLEM = 'must be a console path (/…) or an http(s) address';

/** A picture uploaded through the existing storage (uploadImage), by its path. */
const uploadedImage = text().trim().max(200).regex(APP_IMAGE_PATH, IMAGE_PROBLEM);
/** Where a tap leads: a path of the app (`/x`, not `//host`) or an http(s) address; '' for none. */
export function isAppLink(value: string): boolean {
  return value === '' || /^(?:https?:\/\/[^\s"'<>\\`]+|\/(?![/\\])[^\s"'<>\\`]*)$/i.test(value);
}
const link = text().trim().max(500).refine(isAppLink, LINK_PROBLEM);
const icon = z.enum(APP_ICONS, { error: 'must be one of the app icons' });

// ---- module contents, by kind

export const courseShelfConfig = z.object({
  courseIds: z.array(idParam).min(1, 'choose at least one course').max(COURSE_SHELF_MAX, 'at most 20 courses'),
});
export const bannerConfig = z.object({
  slides: z
    .array(z.object({ imageUrl: uploadedImage, link, alt: text().trim().max(100).default('') }))
    .min(1, 'add at least one picture')
    .max(BANNER_SLIDES_MAX, 'at most 6 pictures'),
});
export const shortcutGridConfig = z.object({
  items: z
    .array(
      z.object({
        icon,
        label: text().trim().min(1, 'is required').max(20),
        target: link.refine((v) => v !== '', 'is required'),
      }),
    )
    .min(1, 'add at least one shortcut')
    .max(SHORTCUTS_MAX, 'at most 12 shortcuts'),
});
export const richTextConfig = z.object({ html: text().max(RICH_BLOCK_MAX) });

export type CourseShelfConfig = z.infer<typeof courseShelfConfig>;
export type BannerConfig = z.infer<typeof bannerConfig>;
export type ShortcutGridConfig = z.infer<typeof shortcutGridConfig>;
export type RichTextConfig = z.infer<typeof richTextConfig>;

const title = text().trim().max(40);
const KIND_PROBLEM = 'must be one of courseShelf, banner, shortcutGrid, richText';

/**
 * updateModule (JSON): a new module of `tabId` (no id; placed last) or a change of one (its kind may change
 * with its content). The content's shape follows the kind.
 */
const moduleBase = { id: idParam.optional(), tabId: idParam.optional(), title: title.default('') };
export const updateModuleInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...moduleBase, kind: z.literal('courseShelf'), config: courseShelfConfig }),
    z.object({ ...moduleBase, kind: z.literal('banner'), config: bannerConfig }),
    z.object({ ...moduleBase, kind: z.literal('shortcutGrid'), config: shortcutGridConfig }),
    z.object({ ...moduleBase, kind: z.literal('richText'), config: richTextConfig }),
  ],
  { error: KIND_PROBLEM },
);
export type UpdateModuleInput = z.infer<typeof updateModuleInput>;

// ---- answers

export const shelfCourse = z.object({ id: z.number().int(), title: text(), cover: text() });

/** A module as the app home shows it: a course shelf carries its courses (the ones the reader may see). */
const moduleHead = {
  id: z.number().int(),
  tabId: z.number().int(),
  brandId: z.number().int(),
  title: text(),
  position: z.number().int(),
};
/** A stored shelf's course ids (answers: plain numbers, no input coercion, so the answer encodes). */
const storedShelfConfig = z.object({ courseIds: z.array(z.number().int()) });
export const appModule = z.discriminatedUnion('kind', [
  z.object({ ...moduleHead, kind: z.literal('courseShelf'), config: storedShelfConfig, courses: z.array(shelfCourse) }),
  z.object({ ...moduleHead, kind: z.literal('banner'), config: bannerConfig }),
  z.object({ ...moduleHead, kind: z.literal('shortcutGrid'), config: shortcutGridConfig }),
  z.object({ ...moduleHead, kind: z.literal('richText'), config: richTextConfig }),
]);
export type AppModule = z.infer<typeof appModule>;
export type ShelfCourse = z.infer<typeof shelfCourse>;

export const appTab = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  title: text(),
  icon,
  position: z.number().int(),
});
export type AppTab = z.infer<typeof appTab>;

export const appTabWithModules = appTab.extend({ modules: z.array(appModule) });
export type AppTabWithModules = z.infer<typeof appTabWithModules>;

/** getBrandTabs: the brand's whole app home, tabs in order, each with its modules in order. */
export const brandTabs = z.object({ brandId: z.number().int(), tabs: z.array(appTabWithModules) });
export type BrandTabs = z.infer<typeof brandTabs>;

// ---- inputs

/** The brand to read: required of the admin; others read their own brand's (another brand's id: not found). */
export const brandQuery = z.object({ brandId: optionalId });

const position = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1000, 'must be at most 1000');

/** insertTab (query parameters): a new tab of the brand, at `position` (default: last). */
export const insertTabInput = z.object({
  brandId: idParam,
  title: title.min(1, 'is required'),
  icon: icon.default('home'),
  position: position.optional(),
});
export type InsertTabInput = z.infer<typeof insertTabInput>;

/** updateTab (JSON): the tab's title and icon. */
export const updateTabInput = z.object({
  id: idParam,
  title: title.min(1, 'is required').optional(),
  icon: icon.optional(),
});
export type UpdateTabInput = z.infer<typeof updateTabInput>;

/** moveTab (form body): the tab to `position` among its brand's tabs. */
export const moveTabInput = z.object({ id: idParam, position });
export type MoveTabInput = z.infer<typeof moveTabInput>;

/** moveModule (form body): the module to `position` in `tabId` (default: its own tab; another tab of its brand). */
export const moveModuleInput = z.object({ id: idParam, position, tabId: optionalId });
export type MoveModuleInput = z.infer<typeof moveModuleInput>;

export const tabIdQuery = z.object({ tabId: idParam });
export const moduleIdQuery = z.object({ id: idParam });
export const removeInput = z.object({ id: idParam });
export const removed = z.object({ id: z.number().int() });

// ---- the study assistant (botAppConfiguration)

export const BOT_WELCOME_MAX = 500;

/**
 * The brand's study assistant; `enabled`: its students see it on their lessons (with the brand's AI provider
 * setting, else the platform default).
 */
export const botConfiguration = z.object({
  brandId: z.number().int(),
  name: text(),
  avatarUrl: text(),
  welcomeText: text(),
  enabled: z.boolean(),
  updatedAt: text().nullable(),
});
export type BotConfiguration = z.infer<typeof botConfiguration>;

export const updateBotInput = z.object({
  brandId: idParam,
  name: text().trim().min(1, 'is required').max(40),
  avatarUrl: z.union([z.literal(''), uploadedImage]).default(''),
  welcomeText: text().trim().max(BOT_WELCOME_MAX).default(''),
  enabled: z.boolean().default(false),
});
export type UpdateBotInput = z.infer<typeof updateBotInput>;
