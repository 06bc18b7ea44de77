import { QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import ErrorLogButton from '../error-log/ErrorLogButton';
import { startGuide } from '../guide';
import { SHELL_NS } from '../i18n';
import { useSettingsStore } from '../settings/store';
import Logo from '../sidebar/Logo';
import AvatarMenu from './AvatarMenu';
import Breadcrumb from './Breadcrumb';
import Hamburger from './Hamburger';
import HeaderSearch from './HeaderSearch';
import LangSelect from './LangSelect';
import { NavButton } from './NavButton';
import Screenfull from './Screenfull';
import SizeSelect from './SizeSelect';
import './navbar.css';

/** The 50 px top bar (spec section 2). */
export default function Navbar() {
  const { t } = useTranslation(SHELL_NS);
  const changeSetting = useSettingsStore((s) => s.changeSetting);
  // A brand theme may put the logo here instead of on top of the sidebar (issue 13).
  const logoInNavbar = useAppStore((s) => s.brandInfo.theme?.logoPlacement === 'navbar');
  return (
    <header className="navbar">
      <Hamburger />
      {logoInNavbar && (
        <div className="navbar__brand">
          <Logo collapsed />
        </div>
      )}
      <Breadcrumb />
      <div className="navbar__right">
        <HeaderSearch />
        <ErrorLogButton />
        <Screenfull />
        <LangSelect />
        <SizeSelect />
        <NavButton data-testid="guide-button" label={t('guideButton')} onClick={() => void startGuide()}>
          <QuestionCircleOutlined />
        </NavButton>
        <NavButton
          data-testid="settings-button"
          label={t('settingsButton')}
          onClick={() => changeSetting('showSettings', true)}
        >
          <SettingOutlined />
        </NavButton>
        <AvatarMenu />
      </div>
    </header>
  );
}
