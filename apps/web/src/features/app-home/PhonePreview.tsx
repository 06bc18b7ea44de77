import type { AppModule, AppTabWithModules } from '@edu/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../ui/rich/RichHtml';
import { APP_HOME_NS } from './i18n';
import { APP_ICON_GLYPHS } from './icons';

/** The app home as a pad or phone shows it: the selected tab's modules in order, the tab bar below. */
export function PhonePreview({
  tabs,
  selectedTabId,
  onSelectTab,
}: {
  tabs: readonly AppTabWithModules[];
  selectedTabId: number | undefined;
  onSelectTab: (id: number) => void;
}) {
  const { t } = useTranslation(APP_HOME_NS);
  const tab = tabs.find((x) => x.id === selectedTabId) ?? tabs[0];
  return (
    <section className="app-home-phone" aria-label={t('preview.frame')} data-testid="app-home-preview">
      <div className="app-home-phone__screen">
        {tab && <h3 className="app-home-phone__title">{tab.title}</h3>}
        {!tab || tab.modules.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('preview.empty')} />
        ) : (
          tab.modules.map((m) => <PreviewModule key={m.id} module={m} />)
        )}
      </div>
      <nav className="app-home-phone__tabs" aria-label={t('tabs.title')}>
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            className={x.id === tab?.id ? 'is-active' : undefined}
            aria-current={x.id === tab?.id ? 'page' : undefined}
            onClick={() => onSelectTab(x.id)}
          >
            <span aria-hidden>{APP_ICON_GLYPHS[x.icon]}</span>
            <span>{x.title}</span>
          </button>
        ))}
      </nav>
    </section>
  );
}

function PreviewModule({ module: m }: { module: AppModule }) {
  const { t } = useTranslation(APP_HOME_NS);
  return (
    <div className={`app-home-phone__module is-${m.kind}`} data-testid="app-home-preview-module">
      {m.title && <h4>{m.title}</h4>}
      {m.kind === 'courseShelf' &&
        (m.courses.length === 0 ? (
          <p className="app-home-phone__muted">{t('preview.coursesHidden')}</p>
        ) : (
          <ul className="app-home-phone__shelf">
            {m.courses.map((c) => (
              <li key={c.id}>
                {c.cover ? <img src={c.cover} alt="" /> : <span className="app-home-phone__cover" aria-hidden />}
                <span>{c.title}</span>
              </li>
            ))}
          </ul>
        ))}
      {m.kind === 'banner' && (
        <div className="app-home-phone__banner">
          {m.config.slides.map((s) => (
            <img key={s.imageUrl} src={s.imageUrl} alt={s.alt} />
          ))}
        </div>
      )}
      {m.kind === 'shortcutGrid' && (
        <ul className="app-home-phone__grid">
          {m.config.items.map((item) => (
            <li key={`${item.label}-${item.target}`}>
              <span aria-hidden>{APP_ICON_GLYPHS[item.icon]}</span>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      )}
      {m.kind === 'richText' && <RichHtml html={m.config.html} />}
    </div>
  );
}
