import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/document-title';
import { findRoute, type RouteDef, routesFor } from '../../app/route-table';
import { ROUTE_NS } from './i18n';

/**
 * The route-title key (meta.title, 'route' namespace) of a layout path for these roles: the entry of the
 * user's own table (a path may have a different page per role), else any entry of the table (a page the
 * guard let through). Undefined for paths outside the table (/redirect/…).
 */
export function routeTitleKey(
  pathname: string,
  roles: readonly string[],
  table: (roles: readonly string[]) => readonly RouteDef[] = routesFor,
): string | undefined {
  return (findRoute(pathname, table(roles)) ?? findRoute(pathname))?.meta.title;
}

/**
 * The layout's document title: "<route title> - <brand>", the route title translated in the current
 * language, again after each navigation and each language switch. Paths outside the route table (the
 * tags view's /redirect/… on its way back) keep the title they had.
 */
export function usePageTitle(roles: readonly string[]): void {
  const { pathname } = useLocation();
  const { t } = useTranslation(ROUTE_NS);
  const key = routeTitleKey(pathname, roles);
  useDocumentTitle(key ? t(key) : undefined, { keepWhenEmpty: true });
}
