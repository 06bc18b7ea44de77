import { type BrandTheme, TEXT_ON_PRIMARY } from '@edu/shared';
import { Button, ConfigProvider, Menu, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';

/** A small console in a theme's colours: its sidebar (logo on top or in the navbar), a navbar, a page. */
export function ThemePreview({ theme }: { theme: Omit<BrandTheme, 'themeId'> }) {
  const { t } = useTranslation(ORG_NS);
  const logo = <div className="theme-preview__logo">{t('themes.previewBrand')}</div>;
  return (
    <ConfigProvider
      theme={{
        token: { colorPrimary: theme.primaryColor, colorTextLightSolid: TEXT_ON_PRIMARY },
        components: {
          Menu: {
            darkItemBg: theme.sidebarBg,
            darkItemColor: theme.sidebarText,
            darkItemHoverColor: theme.sidebarText,
            darkItemSelectedBg: theme.primaryColor,
            itemBg: theme.sidebarBg,
            itemColor: theme.sidebarText,
            itemHoverColor: theme.sidebarText,
          },
        },
      }}
    >
      <figure className="theme-preview" data-testid="theme-preview" aria-label={t('themes.preview')}>
        <div className="theme-preview__sidebar" style={{ background: theme.sidebarBg, color: theme.sidebarText }}>
          {theme.logoPlacement === 'sidebar' && logo}
          <Menu
            theme={theme.sidebarMode}
            mode="inline"
            selectable={false}
            selectedKeys={['a']}
            items={[
              { key: 'a', label: t('themes.previewItem', { n: 1 }) },
              { key: 'b', label: t('themes.previewItem', { n: 2 }) },
            ]}
          />
        </div>
        <div className="theme-preview__main">
          <div className="theme-preview__navbar">{theme.logoPlacement === 'navbar' && logo}</div>
          <div className="theme-preview__page">
            <Button type="primary" tabIndex={-1}>
              {t('themes.previewButton')}
            </Button>
            <Tag color={theme.primaryColor}>{t('themes.previewTag')}</Tag>
          </div>
        </div>
      </figure>
    </ConfigProvider>
  );
}
