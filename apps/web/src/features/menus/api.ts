import type { InputOf } from '@edu/shared/api/routes';
import type { RoleCode } from '@edu/shared/roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../app/api';
import { loadMyMenu } from '../../app/menu-store';

/** A role's settings: the platform's layer, and the caller's brand's over it (a brand admin). */
export function useMenuSettings(roleType: RoleCode) {
  return useQuery(endpointQuery(routes.menu.getMenuSettings, { roleType }));
}

/** Saves one layer of a role; the caller's own menu is read again (its role may be the one changed). */
export function useSaveMenuSettings() {
  const invalidate = useInvalidate('menu');
  return useMutation({
    mutationFn: (input: InputOf<typeof routes.menu.saveMenuSettings>) => call(routes.menu.saveMenuSettings, input),
    onSuccess: async () => {
      await Promise.all([invalidate(), loadMyMenu(true)]);
    },
  });
}
