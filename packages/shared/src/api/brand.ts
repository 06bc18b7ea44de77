import { z } from 'zod';
import { BRAND_ADMINS } from '../access/roles';
import { allBrandsResult, brandInfo, getBrandByWebAddressQuery } from '../contracts/brand';
import { appHomeEndpointSpecs } from './brand-app-home';
import { endpointGroup } from './endpoint';

/** Brands as the console reads them (spec section 7). */
export const brand = endpointGroup('brand', {
  getBrandByWebAddress: {
    path: '/openapi/brand/getBrandByWebAddress',
    methods: ['GET'],
    input: getBrandByWebAddressQuery,
    data: brandInfo,
    access: { scope: 'public' },
    summary: 'Public brand info for a host label (name and logo paths relative to the origin)',
  },
  getAllBrand: {
    path: '/openapi/brand/getAllBrand',
    methods: ['GET'],
    input: z.object({}),
    data: allBrandsResult,
    access: { scope: 'org', roles: BRAND_ADMINS },
    summary: 'All brands (admin) or the caller’s own brand (brand admin)',
  },
  // A brand's app home and study assistant (issue 13 item 2): brand-app-home.ts
  ...appHomeEndpointSpecs,
});
