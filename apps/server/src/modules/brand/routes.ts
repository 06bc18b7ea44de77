import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allBrandsResult, brandInfo, envelope, getBrandByWebAddressQuery } from '@edu/shared';
import { forbidden, notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import { findBrandByWebAddress, listBrands, toBrandInfo, toBrandSummary } from './service';

export async function brandRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/brand/getBrandByWebAddress',
    {
      schema: {
        summary: 'Public brand info for a host label (name and logo paths relative to the origin)',
        tags: ['brand'],
        querystring: getBrandByWebAddressQuery,
        response: { 200: envelope(brandInfo) },
      },
    },
    async (request, reply) => {
      const brand = await findBrandByWebAddress(app.database.db, request.query.webAddress);
      if (!brand) throw notFound('Brand not found');
      // Public and the same for everyone; a short shared cache spares the database on every page load.
      reply.header('Cache-Control', 'public, max-age=60');
      return ok(toBrandInfo(brand));
    },
  );

  r.get(
    '/brand/getAllBrand',
    {
      schema: {
        summary: 'All brands (admin) or the caller’s own brand (brand admin)',
        tags: ['brand'],
        security: [{ token: [] }],
        response: { 200: envelope(allBrandsResult) },
      },
      preHandler: app.requireRole('admin', 'brandingAdmin'),
    },
    async (request) => {
      const { roleName, brandId } = request.auth;
      if (roleName === 'admin') return ok((await listBrands(app.database.db)).map(toBrandSummary));
      if (brandId === null) throw forbidden('This account has no brand');
      return ok((await listBrands(app.database.db, brandId)).map(toBrandSummary));
    },
  );
}
