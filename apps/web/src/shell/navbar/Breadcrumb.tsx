import { Breadcrumb as AntBreadcrumb, type BreadcrumbProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../app/auth-store';
import { homePath } from '../../app/guard';
import { findRoute, routesFor } from '../../app/route-table';
import { ROUTE_NS } from '../route-titles/i18n';
import { routeChain } from '../menu';

type Crumb = NonNullable<BreadcrumbProps['items']>[number];

/** Home first, then the groups and the page (a hidden page shows its activeMenu page before it). */
export default function Breadcrumb() {
  const { t } = useTranslation(ROUTE_NS);
  const { pathname } = useLocation();
  const roles = useAuthStore((s) => s.roles);
  const homeTo = homePath(roles);
  // The user's own table: a path shared by several roles has each role's title.
  const routes = routesFor(roles);
  const chain = routeChain(pathname, routes).filter((r) => r.meta.breadcrumb !== false);
  const leaf = chain[chain.length - 1];
  const crumbs: Crumb[] = [];
  const home = findRoute(homeTo, routes);
  if (home && leaf?.path !== homeTo) {
    crumbs.push({ key: homeTo, title: <Link to={homeTo}>{t(home.meta.title)}</Link> });
  }
  for (const route of chain.slice(0, -1)) {
    crumbs.push({ key: route.path, title: <span className="breadcrumb__group">{t(route.meta.title)}</span> });
  }
  if (leaf) {
    const parent = leaf.meta.hidden && leaf.meta.activeMenu ? findRoute(leaf.meta.activeMenu, routes) : undefined;
    if (parent && parent.path !== homeTo) {
      crumbs.push({ key: parent.path, title: <Link to={parent.path}>{t(parent.meta.title)}</Link> });
    }
    crumbs.push({ key: leaf.path, title: <span className="breadcrumb__current">{t(leaf.meta.title)}</span> });
  }
  return (
    <nav className="navbar__breadcrumb" data-testid="breadcrumb" aria-label="breadcrumb">
      <AntBreadcrumb items={crumbs} />
    </nav>
  );
}
