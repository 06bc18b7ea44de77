import { QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import ErrorLogButton from '../error-log/ErrorLogButton';
import { startGuide } from '../guide';
import { SHELL_NS } from '../i18n';
import { useSettingsStore } from '../settings/store';
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
  return (
    <header className="navbar">
      <Hamburger />
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
