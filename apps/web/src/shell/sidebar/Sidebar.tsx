import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { useAuthStore } from '../../app/auth-store';
import { useMenuStore } from '../../app/menu-store';
import { iconFor } from '../icons';
import { activeMenuPath, arrangeMenu, isExternal, type MenuRoute, menuRoutes, parentGroupKeys } from '../menu';
import { ROUTE_NS } from '../route-titles/i18n';
import { useSettingsStore } from '../settings/store';
import Logo from './Logo';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(routes: readonly MenuRoute[], t: (key: string) => string): MenuItem[] {
  return routes.map((route) => {
    const Icon = iconFor(route.meta.icon);
    const icon = Icon ? <Icon key={route.path} /> : undefined;
    const label = route.label ?? t(route.meta.title);
    if (route.children) {
      return { key: route.path, icon, label, children: toItems(route.children, t) };
    }
    return {
      key: route.path,
      icon,
      label: (
        <span key={route.path} data-path={route.path}>
          {label}
        </span>
      ),
      title: label,
    };
  });
}

interface SidebarProps {
  collapsed: boolean;
  /** called after a menu item was chosen (the mobile drawer closes) */
  onNavigate?: () => void;
}

/**
 * The menu of the permitted routes, logo on top (spec section 2), arranged by the user's menu settings
 * (renamed, reordered, hidden entries left out; shell/menu.ts arrangeMenu).
 */
export default function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation(ROUTE_NS);
  const roles = useAuthStore((s) => s.roles);
  const menu = useMenuStore((s) => s.menu);
  const language = useAppStore((s) => s.language);
  const logoInNavbar = useAppStore((s) => s.brandInfo.theme?.logoPlacement === 'navbar');
  const showLogo = useSettingsStore((s) => s.sidebarLogo) && !logoInNavbar;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useMemo(() => arrangeMenu(menuRoutes(roles), menu, language), [roles, menu, language]);
  const items = useMemo(() => toItems(routes, t), [routes, t]);
  const active = activeMenuPath(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => parentGroupKeys(active));

  // The group of the active page opens when the page changes.
  useEffect(() => {
    const parents = parentGroupKeys(active);
    if (parents.length === 0) return;
    setOpenKeys((keys) => (parents.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...parents])]));
  }, [active]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isExternal(key)) window.open(key, '_blank', 'noopener');
    else if (key !== pathname) navigate(key);
    onNavigate?.();
  };

  return (
    <aside className="sidebar" data-testid="sidebar" data-collapsed={collapsed ? 'true' : 'false'}>
      {showLogo ? <Logo collapsed={collapsed} /> : null}
      <div className="sidebar__scroll">
        <Menu
          mode="inline"
          theme="dark"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[active]}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={onClick}
        />
      </div>
    </aside>
  );
}
