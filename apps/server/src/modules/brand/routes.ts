import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { findBrandByWebAddress, listBrands, toBrandInfo, toBrandSummary } from './service';

export async function brandRoutes(app: FastifyInstance) {
  defineRoute(app, api.brand.getBrandByWebAddress, async (q, { db, reply }) => {
    const brand = await findBrandByWebAddress(db, q.webAddress);
    if (!brand) throw notFound('Brand not found');
    // Public and the same for everyone; a short shared cache spares the database on every page load.
    reply.header('Cache-Control', 'public, max-age=60');
    return toBrandInfo(brand);
  });

  defineRoute(app, api.brand.getAllBrand, async (_q, { db, caller }) => {
    const { scope } = caller;
    const rows = await listBrands(db, scope.kind === 'platform' ? undefined : scope.brandId);
    return rows.map(toBrandSummary);
  });
}
