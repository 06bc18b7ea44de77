import { useQuery } from '@tanstack/react-query';
import { endpointQuery, routes } from '../../../app/api';

/** getAllBrand: every brand for the admin, its own for a brand admin. */
export function useAllBrands(enabled = true) {
  return useQuery({
    ...endpointQuery(routes.brand.getAllBrand, {}),
    staleTime: 5 * 60_000,
    enabled,
  });
}
