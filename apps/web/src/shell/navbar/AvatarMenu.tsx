import {
  DashboardOutlined,
  DownOutlined,
  FundProjectionScreenOutlined,
  EyeOutlined,
  KeyOutlined,
  LogoutOutlined,
} from '@ant-design/icons';
import { PREVIEW_ADMINS } from '@edu/shared/access';
import { RoleType } from '@edu/shared/roles';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../app/auth-store';
import { flattenRoutes, type RouteDef, standaloneRoutes } from '../../app/route-table';
import { logout } from '../../app/session';
import { SHELL_NS } from '../i18n';
import { usePasswordDialog } from '../password/store';
import { usePreviewStore } from '../../app/role-preview';
import { endPreview, usePreviewDialog } from '../preview/flow';
import { useMenuButton } from '../../ui/useMenuButton';

/** meta.title of the data-screen route; the menu item appears once a route with it is in the table. */
export const DATA_SCREEN_TITLE = 'dataScreen';

/**
 * The data-screen entry is for role type 3 (schooladmin) only (spec sections 2 and 6), and only when the
 * route table has a data-screen route: a standalone page outside the layout (/alonePage, route-table's
 * standaloneRoutes), opened in a new window with the school id.
 */
export function dataScreenRoute(
  roletype: number | string | null | undefined,
  routes: readonly RouteDef[] = standaloneRoutes,
): RouteDef | undefined {
  if (roletype == null || Number(roletype) !== RoleType.schooladmin) return undefined;
  return flattenRoutes(routes).find((r) => r.meta.title === DATA_SCREEN_TITLE);
}

/** Up to two letters for the avatar when there is no picture. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const words = trimmed.split(/\s+/);
  if (words.length > 1 && /^[a-z]/i.test(trimmed)) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return Array.from(trimmed)
    .slice(0, /^[a-z]/i.test(trimmed) ? 2 : 1)
    .join('')
    .toUpperCase();
}

export type AvatarEntry = 'dashboard' | 'password' | 'preview' | 'dataScreen' | 'divider' | 'endPreview' | 'logout';

/**
 * The avatar menu's entries in order. A role preview is read-only: what only changes the previewed user's
 * own account (its password) is not offered, and leaving means ending the preview (back to the admin), not
 * logging the admin out. Only an admin outside a preview may start one.
 */
export function avatarEntries(opts: { previewing: boolean; mayPreview: boolean; dataScreen: boolean }): AvatarEntry[] {
  return [
    'dashboard',
    ...(opts.previewing ? [] : (['password'] as const)),
    ...(opts.mayPreview && !opts.previewing ? (['preview'] as const) : []),
    ...(opts.dataScreen ? (['dataScreen'] as const) : []),
    'divider',
    opts.previewing ? 'endPreview' : 'logout',
  ];
}

export default function AvatarMenu() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const roletype = useAuthStore((s) => s.roletype ?? s.user?.roletype ?? null);
  const showPassword = usePasswordDialog((s) => s.show);
  const name = user?.name || user?.username || '';
  const dataScreen = dataScreenRoute(roletype);
  const menuButton = useMenuButton();
  const previewing = usePreviewStore((s) => s.preview !== null);
  const showPreview = usePreviewDialog((s) => s.show);
  const roles = useAuthStore((s) => s.roles);
  // Admins (and brand admins, in their brand) may preview another role; a preview cannot start another.
  const mayPreview = !previewing && roles.some((r) => (PREVIEW_ADMINS as readonly string[]).includes(r));

  const entries: Record<AvatarEntry, NonNullable<MenuProps['items']>[number]> = {
    dashboard: {
      key: 'dashboard',
      icon: <DashboardOutlined />,
      label: <span data-testid="menu-dashboard">{t('avatar.dashboard')}</span>,
    },
    password: {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="menu-change-password">{t('avatar.changePassword')}</span>,
    },
    preview: {
      key: 'preview',
      icon: <EyeOutlined />,
      label: <span data-testid="menu-role-preview">{t('rolePreview.menu')}</span>,
    },
    dataScreen: {
      key: 'dataScreen',
      icon: <FundProjectionScreenOutlined />,
      label: <span data-testid="menu-data-screen">{t('route:dataScreen')}</span>,
    },
    divider: { type: 'divider' as const },
    endPreview: {
      key: 'endPreview',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="menu-end-preview">{t('rolePreview.end')}</span>,
    },
    logout: {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="menu-logout">{t('avatar.logout')}</span>,
    },
  };
  const items = avatarEntries({ previewing, mayPreview, dataScreen: dataScreen !== undefined }).map((e) => entries[e]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'dashboard':
        navigate('/'); // the role's home
        break;
      case 'password':
        showPassword();
        break;
      case 'dataScreen':
        if (dataScreen) {
          // a separate screen page with the school id (spec section 2); in a preview this tab, which alone
          // holds the preview (a new tab would be the admin's), with the preview's banner on it
          const query = user?.schoolid != null ? `?schoolId=${encodeURIComponent(String(user.schoolid))}` : '';
          if (previewing) navigate(`${dataScreen.path}${query}`);
          else window.open(`${dataScreen.path}${query}`, '_blank', 'noopener');
        }
        break;
      case 'preview':
        showPreview();
        break;
      case 'endPreview':
        void endPreview();
        break;
      case 'logout':
        void logout();
        break;
    }
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }} {...menuButton.dropdownProps}>
      <button type="button" className="navbar__avatar" data-testid="avatar-menu" {...menuButton.buttonProps}>
        <Avatar size={30} src={user?.avatorurl || undefined} className="navbar__avatar-img">
          {initialsOf(name)}
        </Avatar>
        <span className="navbar__avatar-name">{name}</span>
        <DownOutlined className="navbar__avatar-caret" />
      </button>
    </Dropdown>
  );
}
