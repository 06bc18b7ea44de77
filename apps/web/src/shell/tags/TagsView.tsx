import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';
import { ROUTE_NS } from '../route-titles/i18n';
import { type TagView, useTagsStore } from './store';
import './tags-view.css';

/** Where the refresh goes: the core /redirect route sends the browser back to the page with replace. */
export function redirectPathFor(view: Pick<TagView, 'path' | 'fullPath'>): string {
  return `/redirect${view.fullPath ?? view.path}`;
}

const target = (view: TagView) => view.fullPath ?? view.path;

/** The keys that open a context menu from the keyboard: the Menu key, Shift+F10. */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/** The tag's context menu that is open, and whether the keyboard opened it (its menu then takes the focus). */
interface OpenMenu {
  path: string;
  keyboard: boolean;
}

/** The 34 px bar of visited pages with its context menu (spec section 2). */
export default function TagsView() {
  const { t } = useTranslation(SHELL_NS);
  const { t: tRoute } = useTranslation(ROUTE_NS);
  const views = useTagsStore((s) => s.visitedViews);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [openMenu, setOpenMenu] = useState<OpenMenu | null>(null);

  /**
   * After a menu opened by the keyboard did its work, the focus goes back to a tag: this one, else the active
   * one, else the last (where closing the active tab goes).
   */
  const refocusTag = (path: string) => {
    requestAnimationFrame(() => {
      const tags = [...(scrollRef.current?.querySelectorAll<HTMLElement>('[data-testid="tag"]') ?? [])];
      const tag =
        tags.find((el) => el.dataset.path === path) ??
        tags.find((el) => el.dataset.active === 'true') ??
        tags[tags.length - 1];
      tag?.focus();
    });
  };

  // Keep the active tab in sight when the page or the tabs change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the DOM query depends on them
  useEffect(() => {
    const el = scrollRef.current?.querySelector<HTMLElement>('[data-active="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, views.length]);

  const toLastView = (remaining: readonly TagView[]) => {
    const last = remaining[remaining.length - 1];
    navigate(last ? target(last) : '/'); // '/' goes to the role's home
  };

  const refresh = (view: TagView) => {
    // Bumped once the redirect page shows, so the cached page is dropped off screen and mounts afresh
    // when the redirect comes back (shell/keep-alive).
    void Promise.resolve(navigate(redirectPathFor(view), { replace: true })).then(() =>
      useTagsStore.getState().markRefresh(view.path),
    );
  };
  const close = (view: TagView) => {
    if (view.meta.affix) return;
    const remaining = useTagsStore.getState().delView(view.path);
    if (view.path === pathname) toLastView(remaining);
  };
  const closeOthers = (view: TagView) => {
    useTagsStore.getState().delOthersViews(view.path);
    if (view.path !== pathname) navigate(target(view));
  };
  const closeAll = () => {
    const remaining = useTagsStore.getState().delAllViews();
    if (remaining.some((v) => v.path === pathname)) return;
    toLastView(remaining);
  };

  const menuFor = (view: TagView): MenuProps => ({
    items: [
      {
        key: 'refresh',
        icon: <ReloadOutlined />,
        label: <span data-testid="tag-menu-refresh">{t('tags.refresh')}</span>,
      },
      ...(view.meta.affix
        ? []
        : [
            {
              key: 'close',
              icon: <CloseOutlined />,
              label: <span data-testid="tag-menu-close">{t('ui:actions.close')}</span>,
            },
          ]),
      {
        key: 'closeOthers',
        icon: <ColumnWidthOutlined />,
        label: <span data-testid="tag-menu-close-others">{t('tags.closeOthers')}</span>,
      },
      {
        key: 'closeAll',
        icon: <CloseCircleOutlined />,
        label: <span data-testid="tag-menu-close-all">{t('tags.closeAll')}</span>,
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const byKeyboard = openMenu?.path === view.path && openMenu.keyboard;
      setOpenMenu(null);
      if (byKeyboard) refocusTag(view.path);
      if (key === 'refresh') refresh(view);
      else if (key === 'close') close(view);
      else if (key === 'closeOthers') closeOthers(view);
      else if (key === 'closeAll') closeAll();
    },
  });

  return (
    <div className="tags-view" data-testid="tags-view">
      <div
        className="tags-view__scroll"
        ref={scrollRef}
        onWheel={(e) => {
          if (scrollRef.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) scrollRef.current.scrollLeft += e.deltaY;
        }}
      >
        {views.map((view) => {
          const active = view.path === pathname;
          const title = tRoute(view.title);
          return (
            <Dropdown
              key={view.path}
              trigger={['contextMenu']}
              menu={menuFor(view)}
              open={openMenu?.path === view.path}
              autoFocus={openMenu?.path === view.path && openMenu.keyboard}
              onOpenChange={(open) =>
                setOpenMenu((m) => {
                  if (open) return m?.path === view.path ? m : { path: view.path, keyboard: false };
                  return m?.path === view.path ? null : m;
                })
              }
            >
              <Link
                to={target(view)}
                className={active ? 'tags-view__item is-active' : 'tags-view__item'}
                data-testid="tag"
                data-path={view.path}
                data-active={active ? 'true' : 'false'}
                aria-current={active ? 'page' : undefined}
                aria-keyshortcuts="Shift+F10"
                onKeyDown={(e) => {
                  if (!isContextMenuKey(e)) return;
                  e.preventDefault();
                  setOpenMenu({ path: view.path, keyboard: true });
                }}
                onAuxClick={(e) => {
                  if (e.button === 1) {
                    e.preventDefault();
                    close(view);
                  }
                }}
              >
                <span className="tags-view__title">{title}</span>
                {view.meta.affix ? null : (
                  <span
                    className="tags-view__close"
                    title={t('ui:actions.close')}
                    data-testid="tag-close"
                    onClick={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      close(view);
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </Link>
            </Dropdown>
          );
        })}
      </div>
    </div>
  );
}
