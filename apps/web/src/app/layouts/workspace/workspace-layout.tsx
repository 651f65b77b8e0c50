import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button, ConfigProvider, Drawer, Grid, Layout, Spin, theme, Tooltip, Watermark } from 'antd';
import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { menuIdOf } from '@gembourse/contracts/pages';
import { useLocation, useNavigate } from 'react-router';
import {
  APP_CONFIG_DEFAULTS,
  setFullScreenFlag,
  toggleFullScreen,
  updateAppConfig,
  useAppConfigStore,
} from '../../../shared/app-config/app-config-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageTitle } from '../../../shared/navigation/page-title.ts';
import { menuTitleKey } from '../../../shared/session/menu-tree.ts';
import { recordVisit, type PageRef } from '../../../shared/session/tab-actions.ts';
import { pageOf, usableMenus } from '../../../shared/session/workspace-pages.ts';
import { HelpPanel } from './help-panel.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { WorkspaceBreadcrumb } from './workspace-breadcrumb.tsx';
import './workspace.css';

// The menu entries that show a live count: unread messages, unread notifications.
const MESSAGES_MENU_ID = menuIdOf({ page: 'Messages' });
const NOTIFICATIONS_MENU_ID = menuIdOf({ page: 'Notifications' });

// The chat launcher, the bell and the to-do count, shared with the site header (loaded with their texts on demand).
const HeaderBadges = lazy(() =>
  import('../../../features/messaging/components/header-badges.tsx').then((m) => ({ default: m.HeaderBadges })),
);

// Faint enough to read through, present enough to mark a screenshot.
const WATERMARK_FONT = { color: 'rgba(11, 31, 58, 0.07)', fontSize: 15 };

// The horizontal menu of the top layout sits in a 48px bar, not in the 64px site header the global theme sizes it for.
const TOP_MENU_THEME = { components: { Menu: { horizontalLineHeight: '46px' } } };

/**
 * The member workspace (ARCHITECTURE §6, face 2) below the site header: side menu from menuList (a drawer on narrow
 * screens, or a top menu) with live counts, toolbar with breadcrumb, the chat, notification and to-do entries, help,
 * full screen and settings, the tab bar of opened pages, and the pages themselves with keep-alive, watermark, help doc
 * and footer, all as the app config says.
 */
export function WorkspaceLayout() {
  const { t } = useTranslation('workspace');
  const location = useLocation();
  const navigate = useNavigate();
  const menus = useSessionStore((s) => s.menus);
  const user = useSessionStore((s) => s.userInfo);
  const unread = useSessionStore((s) => s.unreadCount);
  const notices = useSessionStore((s) => s.notificationCount);
  const config = useAppConfigStore((s) => s.config);
  const fullScreen = useAppConfigStore((s) => s.fullScreen);
  const loading = useAppConfigStore((s) => s.loading);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: desktop only once lg is known.
  const desktop = Boolean(screens.lg);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const lastPage = useRef<PageRef | null>(null);

  // A page the user may not open never gets here: the member guard sends them to /403 before the workspace mounts.
  const page = useMemo(() => pageOf(location.pathname, location.search, menus), [location.pathname, location.search, menus]);
  const selectedMenuId =
    page?.menuId ?? (page?.parentName ? usableMenus(menus).find((r) => r.menuName === page.parentName)?.menuId : undefined);
  const websiteName = config.websiteName.trim() || APP_CONFIG_DEFAULTS.websiteName;
  const pageTitle = page ? t(menuTitleKey(page.title), { defaultValue: page.name }) : '';

  // Every visit opens (or re-origins) the page's tab and keeps the page alive (SPEC §4).
  useEffect(() => {
    if (!page) return;
    recordVisit(page, lastPage.current);
    lastPage.current = { name: page.name, query: page.query };
  }, [page]);

  // The page's title as the menu names it (frame entries included) titles the browser tab, with the settings' name.
  usePageTitle(pageTitle);

  // Full screen can also end with Esc: the runtime flag follows the browser.
  useEffect(() => {
    const sync = () => setFullScreenFlag(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const go = (to: string) => {
    setDrawerOpen(false);
    void navigate(to);
  };
  const side = config.layout === 'side';
  // The Messages and Notifications entries show their live counts.
  const menuCounts = useMemo(() => ({ [MESSAGES_MENU_ID]: unread, [NOTIFICATIONS_MENU_ID]: notices }), [unread, notices]);
  const menu = (mode: 'inline' | 'horizontal', isCollapsed: boolean) => (
    <SideMenu
      menus={menus}
      selectedMenuId={selectedMenuId}
      mode={mode}
      theme={config.sideMenuTheme}
      collapsed={isCollapsed}
      flat={config.flatPattern}
      counts={menuCounts}
      onNavigate={go}
    />
  );

  const tabBar = config.pageTagFlag ? <TabBar current={page?.name} style={config.pageTagStyle} /> : null;
  const helpOpen = config.helpDocFlag && config.helpDocExpandFlag;
  const userName = user ? user.actualName || user.loginName : '';

  const toolbar = (
    <div className="gb-ws-toolbar">
      {desktop && side ? (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={collapsed ? t('toolbar.expandMenu') : t('toolbar.collapseMenu')}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        />
      ) : null}
      {desktop ? null : (
        <Button
          type="text"
          icon={<MenuUnfoldOutlined />}
          aria-label={t('toolbar.menu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
      )}
      <div className="gb-ws-toolbar__where">
        {config.breadCrumbFlag ? (
          <WorkspaceBreadcrumb page={page} menus={menus} />
        ) : (
          <span className="gb-ws-toolbar__title">{pageTitle}</span>
        )}
      </div>
      <div className="gb-ws-toolbar__tools">
        <Suspense fallback={null}>
          <HeaderBadges tone="light" />
        </Suspense>
        {config.helpDocFlag ? (
          <Tooltip title={t('toolbar.help')}>
            <Button
              type={helpOpen ? 'link' : 'text'}
              icon={<QuestionCircleOutlined />}
              aria-label={t('toolbar.help')}
              aria-pressed={helpOpen}
              onClick={() => updateAppConfig({ helpDocExpandFlag: !config.helpDocExpandFlag })}
            />
          </Tooltip>
        ) : null}
        <Tooltip title={fullScreen ? t('toolbar.exitFullScreen') : t('toolbar.fullScreen')}>
          <Button
            type="text"
            icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            aria-label={fullScreen ? t('toolbar.exitFullScreen') : t('toolbar.fullScreen')}
            onClick={() => void toggleFullScreen()}
          />
        </Tooltip>
        <Tooltip title={t('toolbar.settings')}>
          <Button type="text" icon={<SettingOutlined />} aria-label={t('toolbar.settings')} onClick={() => setSettingsOpen(true)} />
        </Tooltip>
      </div>
    </div>
  );

  return (
    <Layout
      className={`gb-ws gb-ws--${config.layout} gb-ws--menu-${config.sideMenuTheme}`}
      hasSider={desktop && side}
      // --gb-primary: the chosen colour (lines, tints); --gb-primary-text: its shade that reads as text (antd's token).
      style={{ '--gb-primary': config.primaryColor, '--gb-primary-text': token.colorPrimary } as CSSProperties}
    >
      {desktop && side ? (
        <Layout.Sider
          className="gb-ws__sider"
          width={config.sideMenuWidth}
          collapsedWidth={64}
          collapsed={collapsed}
          theme={config.sideMenuTheme}
          trigger={null}
          collapsible
        >
          <nav aria-label={t('menuLabel')}>{menu('inline', collapsed)}</nav>
        </Layout.Sider>
      ) : null}
      <Layout className="gb-ws__main">
        {desktop && !side ? (
          <nav className={`gb-ws-topmenu gb-ws-topmenu--${config.sideMenuTheme}`} aria-label={t('menuLabel')}>
            <ConfigProvider theme={TOP_MENU_THEME}>{menu('horizontal', false)}</ConfigProvider>
          </nav>
        ) : null}
        {config.pageTagLocation === 'top' ? tabBar : null}
        {toolbar}
        {config.pageTagLocation === 'center' ? tabBar : null}
        <div className={`gb-ws__body${helpOpen ? ' gb-ws__body--help' : ''}`}>
          {/* A div, not Layout.Content: the site layout's <main> already holds the workspace (one main landmark). */}
          <div className="gb-ws__content" style={{ maxWidth: config.pageWidth }}>
            <Watermark
              content={config.watermarkFlag && userName ? userName : ''}
              font={WATERMARK_FONT}
              gap={[160, 140]}
              className="gb-ws__watermark"
            >
              <KeepAliveOutlet name={page?.name ?? null} />
            </Watermark>
          </div>
          {helpOpen ? <HelpPanel page={page} onCollapse={() => updateAppConfig({ helpDocExpandFlag: false })} /> : null}
        </div>
        {config.footerFlag ? (
          <footer className="gb-ws__footer">{t('footer', { year: new Date().getFullYear(), name: websiteName })}</footer>
        ) : null}
      </Layout>
      {desktop ? null : (
        <Drawer
          className={`gb-ws-drawer gb-ws-drawer--${config.sideMenuTheme}`}
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={Math.min(config.sideMenuWidth + 60, 320)}
          title={websiteName}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('menuLabel')}>{menu('inline', false)}</nav>
        </Drawer>
      )}
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {loading ? <Spin fullscreen tip={t('loading')} /> : null}
    </Layout>
  );
}
