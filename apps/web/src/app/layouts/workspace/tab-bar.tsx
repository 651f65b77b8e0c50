import type { ReactNode } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, DownOutlined, HomeOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../../shared/app-config/app-config-store.ts';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { HOME_PATH } from '../../../shared/navigation/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { menuTitleKey } from '../../../shared/session/menu-tree.ts';
import { closeAllPages, closeOtherPages, closePage, openTabPage } from '../../../shared/session/tab-actions.ts';
import { locationOfTab } from '../../../shared/session/workspace-pages.ts';
import { menuIcon } from './menu-icons.tsx';

/** Key of the fixed home tab; tab names are menuNames, which never start with an underscore. */
export const HOME_TAB = '__home';

type Action = 'close' | 'closeOthers' | 'closeAll';

/**
 * The tab bar of opened pages (SPEC §2, §4): the home tab first and fixed, then the recorded tabs in opening order.
 * Every tab closes by its × and offers close / close others / close all on right click; the same actions for the page
 * on screen sit in the menu at the end of the bar (reachable by keyboard).
 */
export function TabBar({ current, style }: { current?: string; style: AppConfig['pageTagStyle'] }) {
  const { t } = useTranslation('workspace');
  const tabs = useSessionStore((s) => s.tabs);
  const menus = useSessionStore((s) => s.menus);
  // A restored tab whose page the user can no longer reach (menus changed) is not offered.
  const shown = tabs.filter((tab) => locationOfTab(tab, menus) !== null);

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

  const withContextMenu = (name: string, label: ReactNode) => (
    <Dropdown trigger={['contextMenu']} menu={{ items: actionItems(name), onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as Action, name);
    } }}>
      <span className="gb-ws-tab__label" data-tab={name}>
        {label}
      </span>
    </Dropdown>
  );

  const items = [
    {
      key: HOME_TAB,
      closable: false,
      label: withContextMenu(HOME_TAB, <>
        <HomeOutlined />
        <span>{t('home')}</span>
      </>),
    },
    ...shown.map((tab) => ({
      key: tab.menuName,
      closable: true,
      label: withContextMenu(tab.menuName, <>
        {menuIcon(tab.menuIcon)}
        <span>{t(menuTitleKey(tab.menuTitle), { defaultValue: tab.menuName })}</span>
      </>),
    })),
  ];

  const onChange = (key: string) => {
    if (key === HOME_TAB) {
      navigateTo(HOME_PATH);
      return;
    }
    const tab = shown.find((x) => x.menuName === key);
    if (tab) openTabPage(tab);
  };

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
      <Tabs
        type="editable-card"
        hideAdd
        locale={{ removeAriaLabel: t('tabs.close') }}
        size="small"
        activeKey={current && shown.some((x) => x.menuName === current) ? current : HOME_TAB}
        items={items}
        onChange={onChange}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') closePage(key, { current });
        }}
        tabBarExtraContent={{ right: extra }}
      />
    </nav>
  );
}
