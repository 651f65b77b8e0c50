import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, DownOutlined, HomeOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../../shared/app-config/app-config-store.ts';
import { LANGUAGE_PARAM } from '../../../shared/i18n/resolve-locale.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { HOME_PATH } from '../../../shared/navigation/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { menuTitleKey } from '../../../shared/session/menu-tree.ts';
import { closeAllPages, closeOtherPages, closePage } from '../../../shared/session/tab-actions.ts';
import type { TabEntry } from '../../../shared/session/tabs.ts';
import { locationOfTab } from '../../../shared/session/workspace-pages.ts';
import { menuIcon } from './menu-icons.tsx';

/** Key of the fixed home tab; tab names are menuNames, which never start with an underscore. */
export const HOME_TAB = '__home';

type Action = 'close' | 'closeOthers' | 'closeAll';

interface TabItem {
  key: string;
  label: string;
  icon: ReactNode;
  href: string;
  tab?: TabEntry;
}

/** A tab's address with the viewer's language (SPEC §1: links carry it). */
function withLanguage(href: string, locale: string): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(LANGUAGE_PARAM, locale);
  return `${path}?${params.toString()}`;
}

/** A plain click opens the tab in place; a click with a modifier (new tab or window) is the browser's. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The tab bar of opened pages (SPEC §2, §4): the home tab first and fixed, then the recorded tabs in opening order.
 * Every tab closes by its × and offers close / close others / close all on right click; the same actions for the page
 * on screen sit in the menu at the end of the bar (reachable by keyboard). The tabs are links to pages, so the bar is
 * a navigation list (the page on screen is aria-current) with each close button beside its link: a tablist may hold
 * nothing but tabs, and these tabs control no tab panels.
 */
export function TabBar({ current, style }: { current?: string; style: AppConfig['pageTagStyle'] }) {
  const { t } = useTranslation('workspace');
  const tabs = useSessionStore((s) => s.tabs);
  const menus = useSessionStore((s) => s.menus);
  const locale = useLocaleStore((s) => s.locale);
  const list = useRef<HTMLUListElement>(null);
  // A restored tab whose page the user can no longer reach (menus changed) is not offered.
  const shown = tabs.flatMap((tab) => {
    const href = locationOfTab(tab, menus);
    return href === null ? [] : [{ tab, href: withLanguage(href, locale) }];
  });
  const activeKey = current && shown.some((x) => x.tab.menuName === current) ? current : HOME_TAB;

  // The page on screen stays in view when the bar scrolls sideways.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, shown.length]);

  const run = (action: Action, name: string) => {
    if (action === 'closeAll' || (action === 'closeOthers' && name === HOME_TAB)) closeAllPages();
    else if (action === 'closeOthers') closeOtherPages(name, current);
    else if (name !== HOME_TAB) closePage(name, { current });
  };

  const actionItems = (name: string): MenuProps['items'] => [
    { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: name === HOME_TAB },
    { key: 'closeOthers', icon: <MinusCircleOutlined />, label: t('tabs.closeOthers'), disabled: shown.length === 0 },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll'), disabled: shown.length === 0 },
  ];

  const items: TabItem[] = [
    { key: HOME_TAB, label: t('home'), icon: <HomeOutlined />, href: withLanguage(HOME_PATH, locale) },
    ...shown.map(({ tab, href }) => ({
      key: tab.menuName,
      label: t(menuTitleKey(tab.menuTitle), { defaultValue: tab.menuName }),
      icon: menuIcon(tab.menuIcon),
      href,
      tab,
    })),
  ];

  // The link's own address, language included: the language rule then has nothing to rewrite after the visit.
  const open = (item: TabItem) => navigateTo(item.href);

  const extra = (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items: actionItems(current ?? HOME_TAB), onClick: ({ key }) => run(key as Action, current ?? HOME_TAB) }}
    >
      <Button type="text" size="small" className="gb-ws-tabs__more" aria-label={t('tabs.more')} icon={<DownOutlined />} />
    </Dropdown>
  );

  return (
    <nav className={`gb-ws-tabs gb-ws-tabs--${style}`} aria-label={t('tabs.label')}>
      <ul className="gb-ws-tabs__list" ref={list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} className={active ? 'gb-ws-tab gb-ws-tab--active' : 'gb-ws-tab'} data-tab={item.key}>
              <Dropdown
                trigger={['contextMenu']}
                menu={{
                  items: actionItems(item.key),
                  onClick: ({ key, domEvent }) => {
                    domEvent.stopPropagation();
                    run(key as Action, item.key);
                  },
                }}
              >
                <a
                  className="gb-ws-tab__link"
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    open(item);
                  }}
                >
                  <span className="gb-ws-tab__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="gb-ws-tab__label">{item.label}</span>
                </a>
              </Dropdown>
              {item.tab ? (
                <button
                  type="button"
                  className="gb-ws-tab__close"
                  aria-label={t('tabs.closeNamed', { name: item.label })}
                  title={t('tabs.close')}
                  onClick={() => closePage(item.key, { current })}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {extra}
    </nav>
  );
}
