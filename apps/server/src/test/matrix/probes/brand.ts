/** Probes of the brand group. */
import { type ProbeMap, rowsWithin } from '../probe';

export const brandProbes: ProbeMap<'brand'> = {
  'brand.getBrandByWebAddress': {
    kind: 'own',
    input: () => ({ webAddress: 'localhost' }),
  },
  'brand.getAllBrand': {
    kind: 'list',
    input: () => ({}),
    check: rowsWithin(
      (data) => data,
      (row) => ({ brandId: row.brandId }),
    ),
  },
};
