import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { useAuthStore } from '../../app/auth-store';
import { useMenuStore } from '../../app/menu-store';
import { SHELL_NS } from '../i18n';
import { arrangeMenu, isExternal, menuRoutes } from '../menu';
import { ROUTE_NS } from '../route-titles/i18n';
import { useSettingsStore } from '../settings/store';
import { buildSearchPool, createSearcher, loadPinyin, type ToPinyin } from './search';

/**
 * Page search (spec section 2): a search icon that expands to a 210 px box; fuzzy search over the titles
 * of the menu pages the user may open; in Chinese with pinyin search on, pinyin and initials match too.
 */
export default function HeaderSearch() {
  const { t } = useTranslation(SHELL_NS);
  const { t: tRoute } = useTranslation(ROUTE_NS);
  const navigate = useNavigate();
  const roles = useAuthStore((s) => s.roles);
  const menu = useMenuStore((s) => s.menu);
  const language = useAppStore((s) => s.language);
  const pinyinOn = useSettingsStore((s) => s.supportPinyinSearch);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [toPinyin, setToPinyin] = useState<ToPinyin | null>(null);
  const inputRef = useRef<InputRef>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const usePinyin = language === 'zh' && pinyinOn;

  // pinyin-pro is loaded only when it is used: Chinese, pinyin search on, search opened.
  useEffect(() => {
    if (!usePinyin || !open || toPinyin) return;
    let cancelled = false;
    loadPinyin()
      .then((fn) => {
        if (!cancelled) setToPinyin(() => fn);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [usePinyin, open, toPinyin]);

  const search = useMemo(() => {
    const pool = buildSearchPool(
      arrangeMenu(menuRoutes(roles), menu, language),
      (key) => tRoute(key),
      usePinyin ? (toPinyin ?? undefined) : undefined,
    );
    return createSearcher(pool);
  }, [roles, menu, language, tRoute, usePinyin, toPinyin]);

  const results = useMemo(() => search(query), [search, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (path: string) => {
    close();
    inputRef.current?.blur();
    if (isExternal(path)) window.open(path, '_blank', 'noopener');
    else navigate(path);
  };

  return (
    <div className={open ? 'header-search is-open' : 'header-search'} data-testid="header-search">
      <button
        ref={buttonRef}
        type="button"
        className="navbar__item header-search__icon"
        aria-label={t('search.tooltip')}
        aria-expanded={open}
        onClick={() => {
          if (open) {
            close();
            return;
          }
          setOpen(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchOutlined />
      </button>
      <div className="header-search__box" aria-hidden={!open}>
        <AutoComplete
          value={query}
          options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
          onSearch={setQuery}
          onSelect={(path: string) => choose(path)}
          open={open && query.trim().length > 0}
          notFoundContent={<span className="header-search__empty">{t('search.empty')}</span>}
          popupMatchSelectWidth={false}
          defaultActiveFirstOption
          style={{ width: '100%' }}
        >
          <Input
            ref={inputRef}
            size="middle"
            variant="borderless"
            data-testid="header-search-input"
            placeholder={t('search.placeholder')}
            tabIndex={open ? 0 : -1}
            onBlur={close}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                close();
                // Back to the search button (not to the page's start), where the keyboard opened it.
                buttonRef.current?.focus();
              }
            }}
          />
        </AutoComplete>
      </div>
    </div>
  );
}
