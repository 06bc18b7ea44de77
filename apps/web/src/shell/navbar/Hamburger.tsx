import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { SHELL_NS } from '../i18n';

export default function Hamburger() {
  const { t } = useTranslation(SHELL_NS);
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  return (
    <button
      type="button"
      className="navbar__hamburger"
      data-testid="hamburger"
      aria-label={t('hamburger')}
      aria-expanded={opened}
      onClick={toggleSidebar}
    >
      {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </button>
  );
}
