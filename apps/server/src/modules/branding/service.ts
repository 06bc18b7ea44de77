import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BRAND_LOGO_MAX_BYTES,
  type BrandRow,
  PLATFORM_WEB_ADDRESS,
  type SaveBrandInput,
  type SaveThemeInput,
  type ThemeRow,
  isReservedWebAddress,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import { notifyBrands } from '../../db/event-bus';
import { uniqueViolation } from '../../db/queries';
import { brands, themes } from '../../db/schema';
import type { Caller } from '../../http/define-route';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { receiveFile, unsupportedType } from '../../storage/upload';
import { writeAudit } from '../audit';
import { brandRowById, themeRowById } from './queries';

/** What the branding routes share: the file storage and where uploads wait while they are checked. */
export interface BrandingContext {
  storage: Storage;
  tmpDir: string;
  uploadMaxBytes: number;
}

export const DUPLICATE_WEB_ADDRESS = 'webAddress: another brand already has this web address';
export const DUPLICATE_THEME_NAME = 'name: another theme already has this name';

/** Brands and themes are the platform admin's alone (the table says so; the scope is checked again here). */
function requirePlatform(caller: Caller<OrgScope>): void {
  if (caller.scope.kind !== 'platform') throw forbidden();
}

// ---- logos

const LOGO_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const LOGO_FILE = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const LOGO_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const logoPathPrefix = api.branding.brandLogo.path.replace(':file', '');

/** Receives an uploaded logo (PNG, JPEG, WebP or GIF by its bytes, at most 2 MB), stores it, answers its address. */
export async function storeLogo(ctx: BrandingContext, request: FastifyRequest): Promise<string> {
  const file = await receiveFile(request, ctx.tmpDir, Math.min(BRAND_LOGO_MAX_BYTES, ctx.uploadMaxBytes));
  try {
    const ext = file.mime ? LOGO_TYPES[file.mime] : undefined;
    if (!ext || !file.mime) throw unsupportedType('cover');
    const name = `${randomUUID()}.${ext}`;
    await ctx.storage.putFile(`logos/${name}`, file.tmpPath, file.size, file.mime);
    return `${logoPathPrefix}${name}`;
  } finally {
    await fs.promises.rm(file.tmpPath, { force: true });
  }
}

/** Sends a stored logo by its name, cached for a year (a name is never reused). */
export async function sendLogo(ctx: BrandingContext, reply: FastifyReply, file: string): Promise<FastifyReply> {
  const match = LOGO_FILE.exec(file);
  const size = match ? await ctx.storage.size(`logos/${file}`) : null;
  if (!match || size === null) throw notFound('Logo not found');
  reply
    .header('Content-Type', LOGO_MIME[match[1] ?? 'png'] ?? 'application/octet-stream')
    .header('Content-Length', String(size))
    .header('Cache-Control', 'public, max-age=31536000, immutable');
  return reply.send(await ctx.storage.read(`logos/${file}`));
}

/** An uploaded logo's address must name a stored logo (a file of the platform's own is served as it is). */
async function checkLogo(ctx: BrandingContext, field: string, url: string | undefined): Promise<void> {
  if (!url?.startsWith(logoPathPrefix)) return;
  const name = url.slice(logoPathPrefix.length);
  if (!LOGO_FILE.test(name) || (await ctx.storage.size(`logos/${name}`)) === null) {
    throw badRequest(`${field}: must be a logo uploaded here`);
  }
}

// ---- brands

/**
 * Creates a brand (no brandId) or changes one, in one transaction: the web address is a unique host label
 * that is not reserved (the default brand keeps its own), the theme must exist, uploaded logos must be
 * stored. The commit signals every process to drop its cached brand resolution (BRAND_CHANNEL).
 */
export async function saveBrand(
  db: Db,
  ctx: BrandingContext,
  caller: Caller<OrgScope>,
  input: SaveBrandInput,
): Promise<BrandRow> {
  requirePlatform(caller);
  await checkLogo(ctx, 'webLogoUrl', input.webLogoUrl);
  await checkLogo(ctx, 'webLogoUrlSmall', input.webLogoUrlSmall);
  try {
    const id = await db.transaction(async (tx) => {
      const [before] =
        input.brandId === undefined
          ? [undefined]
          : await tx.select().from(brands).where(eq(brands.id, input.brandId)).limit(1).for('update');
      if (input.brandId !== undefined && !before) throw notFound('Brand not found');
      if (before?.webAddress === PLATFORM_WEB_ADDRESS && input.webAddress !== PLATFORM_WEB_ADDRESS) {
        throw badRequest('webAddress: the default brand keeps its web address');
      }
      // The form of the label is the contract's (webAddressParam); which labels are kept is said here.
      if (input.webAddress !== before?.webAddress && isReservedWebAddress(input.webAddress)) {
        throw badRequest('webAddress: is reserved for the platform');
      }
      const [taken] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.webAddress, input.webAddress), before ? ne(brands.id, before.id) : undefined))
        .limit(1);
      if (taken) throw conflict(DUPLICATE_WEB_ADDRESS);
      let themeColor: string | undefined;
      if (input.themeId !== undefined && input.themeId !== null) {
        const [theme] = await tx
          .select({ primaryColor: themes.primaryColor })
          .from(themes)
          .where(eq(themes.id, input.themeId))
          .limit(1);
        if (!theme) throw badRequest('themeId: no such theme');
        themeColor = theme.primaryColor;
      }
      const values = {
        name: input.brandName,
        webAddress: input.webAddress,
        ...(input.webLogoUrl !== undefined ? { logoUrl: input.webLogoUrl } : {}),
        ...(input.webLogoUrlSmall !== undefined ? { logoUrlSmall: input.webLogoUrlSmall } : {}),
        ...(input.themeId !== undefined ? { themeId: input.themeId } : {}),
        ...(themeColor !== undefined ? { themeColor } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      };
      if (before?.webAddress === PLATFORM_WEB_ADDRESS && input.enabled === false) {
        throw badRequest('enabled: the default brand cannot be disabled');
      }
      const [saved] = before
        ? await tx
            .update(brands)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(brands.id, before.id))
            .returning()
        : await tx.insert(brands).values(values).returning();
      if (!saved) throw new Error('the brand was not written');
      await writeAudit(tx, {
        actorId: caller.auth.userId,
        action: before ? 'brand.update' : 'brand.create',
        targetType: 'brand',
        targetId: saved.id,
        brandId: saved.id,
        before: before ? brandAudit(before) : null,
        after: brandAudit(saved),
        ip: caller.ip,
      });
      await notifyBrands(tx, saved.id);
      return saved.id;
    });
    const row = await brandRowById(db, id);
    if (!row) throw notFound('Brand not found');
    return row;
  } catch (err) {
    // Two saves of the same address at once: the unique index decides, the loser hears why.
    if (uniqueViolation(err) !== null) throw conflict(DUPLICATE_WEB_ADDRESS);
    throw err;
  }
}

function brandAudit(b: typeof brands.$inferSelect): Record<string, unknown> {
  return {
    name: b.name,
    webAddress: b.webAddress,
    logoUrl: b.logoUrl,
    logoUrlSmall: b.logoUrlSmall,
    themeId: b.themeId,
    enabled: b.enabled,
  };
}

export async function getBrandDetail(db: Db, caller: Caller<OrgScope>, brandId: number): Promise<BrandRow> {
  requirePlatform(caller);
  const row = await brandRowById(db, brandId);
  if (!row) throw notFound('Brand not found');
  return row;
}

// ---- themes

/** Creates or replaces a theme (its contrast was checked by the contract); its brands show it at once. */
export async function saveTheme(db: Db, caller: Caller<OrgScope>, input: SaveThemeInput): Promise<ThemeRow> {
  requirePlatform(caller);
  try {
    const id = await db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? [undefined]
          : await tx.select().from(themes).where(eq(themes.id, input.id)).limit(1).for('update');
      if (input.id !== undefined && !before) throw notFound('Theme not found');
      const [taken] = await tx
        .select({ id: themes.id })
        .from(themes)
        .where(
          and(sql`lower(${themes.name}) = ${input.name.toLowerCase()}`, before ? ne(themes.id, before.id) : undefined),
        )
        .limit(1);
      if (taken) throw conflict(DUPLICATE_THEME_NAME);
      const values = {
        name: input.name,
        primaryColor: input.primaryColor,
        sidebarBg: input.sidebarBg,
        sidebarText: input.sidebarText,
        logoPlacement: input.logoPlacement,
        sidebarMode: input.sidebarMode,
      };
      const [saved] = before
        ? await tx
            .update(themes)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(themes.id, before.id))
            .returning()
        : await tx.insert(themes).values(values).returning();
      if (!saved) throw new Error('the theme was not written');
      if (before) {
        // The brands of the theme keep their summary colour in step (getAllBrand's themeColor).
        await tx.update(brands).set({ themeColor: saved.primaryColor }).where(eq(brands.themeId, saved.id));
      }
      await writeAudit(tx, {
        actorId: caller.auth.userId,
        action: before ? 'theme.update' : 'theme.create',
        targetType: 'theme',
        targetId: saved.id,
        before: before ? themeAudit(before) : null,
        after: themeAudit(saved),
        ip: caller.ip,
      });
      if (before) await notifyBrands(tx, '*');
      return saved.id;
    });
    const row = await themeRowById(db, id);
    if (!row) throw notFound('Theme not found');
    return row;
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(DUPLICATE_THEME_NAME);
    throw err;
  }
}

function themeAudit(t: typeof themes.$inferSelect): Record<string, unknown> {
  return {
    name: t.name,
    primaryColor: t.primaryColor,
    sidebarBg: t.sidebarBg,
    sidebarText: t.sidebarText,
    logoPlacement: t.logoPlacement,
    sidebarMode: t.sidebarMode,
  };
}

/** Deletes a theme no brand uses (409 otherwise: the brands would lose their colours unnoticed). */
export async function deleteTheme(db: Db, caller: Caller<OrgScope>, id: number): Promise<{ id: number }> {
  requirePlatform(caller);
  return db.transaction(async (tx) => {
    const [theme] = await tx.select().from(themes).where(eq(themes.id, id)).limit(1).for('update');
    if (!theme) throw notFound('Theme not found');
    const [used] = await tx.select({ n: count() }).from(brands).where(eq(brands.themeId, id));
    if ((used?.n ?? 0) > 0) throw conflict(`Give the ${used?.n} brands that use this theme another theme first`);
    await tx.delete(themes).where(eq(themes.id, id));
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: 'theme.delete',
      targetType: 'theme',
      targetId: id,
      before: themeAudit(theme),
      ip: caller.ip,
    });
    return { id };
  });
}
