import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';
import { NavButton } from './NavButton';

/** Fullscreen toggle (Fullscreen API); a warning when the browser has none (spec section 8). */
export default function Screenfull() {
  const { t } = useTranslation(SHELL_NS);
  const { message } = App.useApp();
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    const unsupported = () => void message.warning(t('screenfull.unsupported'));
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      unsupported();
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      unsupported();
    }
  };

  return (
    <NavButton
      data-testid="screenfull"
      label={isFullscreen ? t('screenfull.exit') : t('screenfull.enter')}
      aria-pressed={isFullscreen}
      className="navbar__item--wide-only"
      onClick={toggle}
    >
      {isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </NavButton>
  );
}
