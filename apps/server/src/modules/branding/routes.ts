import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { listBrands, listThemes } from './queries';
import {
  type BrandingContext,
  deleteTheme,
  getBrandDetail,
  saveBrand,
  saveTheme,
  sendLogo,
  storeLogo,
} from './service';

/** Brands and themes (issue 13): the table's entries (packages/shared/src/api/branding.ts) with their handlers. */
export async function brandingRoutes(app: FastifyInstance, ctx: BrandingContext) {
  const branding = api.branding;
  // What a change of brands or themes was cached as in this process goes at once (other processes: on the
  // commit's signal, modules/brand/directory.ts).
  const changed = <T>(result: T): T => {
    app.brandDirectory.clear();
    return result;
  };

  defineRoute(app, branding.getBrandList, (q, { db }) => listBrands(db, q));
  defineRoute(app, branding.getBrandDetail, (q, { db, caller }) => getBrandDetail(db, caller, q.brandId));
  defineRoute(app, branding.saveBrand, async (input, { db, caller }) =>
    changed(await saveBrand(db, ctx, caller, input)),
  );
  defineRoute(app, branding.uploadBrandLogo, async (_input, { request }) => ({ url: await storeLogo(ctx, request) }));
  defineRoute(app, branding.brandLogo, (params, { reply }) => sendLogo(ctx, reply, params.file));

  defineRoute(app, branding.getThemeList, (q, { db }) => listThemes(db, q));
  defineRoute(app, branding.saveTheme, async (input, { db, caller }) => changed(await saveTheme(db, caller, input)));
  defineRoute(app, branding.deleteTheme, async (input, { db, caller }) =>
    changed(await deleteTheme(db, caller, input.id)),
  );
}
