import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { SETTINGS_DRAWER_MAX_WIDTH_PX } from '@edu/shared/constants';
import { Button, ColorPicker, Divider, Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { useAuthStore } from '../../app/auth-store';
import { SHELL_NS } from '../i18n';
import { type PersistedSettingKey, useSettingsStore } from './store';
import './settings-drawer.css';
import { THEME_PRESETS } from './theme';

type SwitchKey = Exclude<PersistedSettingKey, 'theme'>;

/** Settings panel (spec section 2), opened from the navbar gear; open state is settings.showSettings. */
export default function SettingsDrawer() {
  const { t } = useTranslation(SHELL_NS);
  const settings = useSettingsStore();
  const language = useAppStore((s) => s.language);
  const isStudent = useAuthStore((s) => s.roles.includes('student'));
  const close = () => settings.changeSetting('showSettings', false);

  const switchRow = (key: SwitchKey, options: { disabled?: boolean; note?: string; checked?: boolean } = {}) => (
    <div className="settings-drawer__row" key={key}>
      <label htmlFor={`setting-${key}`} className="settings-drawer__label">
        {t(`settings.${key}`)}
        {options.note ? <span className="settings-drawer__note">{options.note}</span> : null}
      </label>
      <Switch
        id={`setting-${key}`}
        data-testid={`setting-${key}`}
        size="small"
        checked={options.checked ?? settings[key]}
        disabled={options.disabled}
        onChange={(value) => settings.changeSetting(key, value)}
      />
    </div>
  );

  const theme = settings.theme.toLowerCase();

  return (
    <Drawer
      open={settings.showSettings}
      onClose={close}
      placement="right"
      size={SETTINGS_DRAWER_MAX_WIDTH_PX}
      title={t('settings.title')}
      data-testid="settings-drawer"
      rootClassName="settings-drawer"
    >
      <div className="settings-drawer__row settings-drawer__row--stack">
        <span className="settings-drawer__label">{t('settings.theme')}</span>
        <div className="settings-drawer__swatches" data-testid="setting-theme">
          {THEME_PRESETS.map((color) => {
            const selected = theme === color.toLowerCase();
            return (
              <button
                key={color}
                type="button"
                aria-pressed={selected}
                aria-label={color}
                data-color={color}
                className="settings-drawer__swatch"
                style={{ background: color }}
                onClick={() => settings.changeSetting('theme', color)}
              >
                {selected ? <CheckOutlined /> : null}
              </button>
            );
          })}
          <ColorPicker
            value={settings.theme}
            disabledAlpha
            size="small"
            presets={[{ label: t('settings.presets'), colors: [...THEME_PRESETS] }]}
            onChangeComplete={(color) => settings.changeSetting('theme', color.toHexString())}
          >
            {/* A button of its own: antd's trigger is a div that neither takes the focus nor may carry a name. */}
            <button
              type="button"
              aria-label={t('settings.custom')}
              aria-haspopup="dialog"
              data-testid="setting-theme-custom"
              className="settings-drawer__swatch settings-drawer__swatch--custom"
            >
              <BgColorsOutlined />
            </button>
          </ColorPicker>
        </div>
      </div>
      <Divider size="small" />
      {switchRow('tagsView', isStudent ? { disabled: true, checked: false, note: t('settings.tagsViewStudent') } : {})}
      {switchRow('fixedHeader')}
      {switchRow('sidebarLogo')}
      {language === 'zh' ? switchRow('supportPinyinSearch') : null}
      <Divider size="small" />
      <Button block onClick={settings.resetSettings}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
