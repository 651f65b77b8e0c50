import { lazy, Suspense, useState } from 'react';
import { Button, Grid, Layout, Space } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { ButtonLink } from '../../shared/navigation/button-link.tsx';
import { LinkMenu } from '../../shared/ui/link-menu.tsx';
import { isLoggedIn, setSessionFlag, useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { dismissLoginTip } from '../../shared/session/login-tip.ts';
import { LoginTip } from './login-tip.tsx';
import { navKeyOf, SITE_NAV } from './site-nav.ts';
import { UserMenu } from './user-menu.tsx';
import { useInWorkspace } from './workspace-handle.ts';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx').then((m) => ({ default: m.MobileNavDrawer })));
// A member's chat, bell and to-do entries: their code and texts load only once someone is logged in.
const HeaderBadges = lazy(() => import('../../features/messaging/components/header-badges.tsx').then((m) => ({ default: m.HeaderBadges })));

/** The public header: logo, top navigation, language switch and the login entry; a drawer below md width. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: assume desktop only when xl is known true. From xl (1200 px) the
  // whole navigation fits beside the actions in every language, a member's name and counts included; below, antd's
  // menu folded entries into a "..." that the keyboard cannot open once the list is no tab stop (LinkMenu): the
  // drawer serves those widths as it does phones.
  const desktop = Boolean(screens.xl);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so the close animation still plays afterwards.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const user = useSessionStore((s) => s.userInfo);
  const loggedIn = isLoggedIn(user);
  const selected = navKeyOf(pathname);
  // In the workspace its toolbar carries the same entries, right below: one bell on screen, not two.
  const inWorkspace = useInWorkspace();

  const navItems = SITE_NAV.map((item) => ({ key: item.key, label: <Link to={item.path}>{t(item.label)}</Link> }));
  const openLogin = () => {
    setDrawerOpen(false);
    dismissLoginTip();
    setSessionFlag('loginModalOpen', true);
  };

  return (
    <Layout.Header className="gb-header">
      <div className="gb-header__inner">
        <Link to="/home/index" className="gb-header__logo" aria-label={t('brand')}>
          <BrandLogo tone="light" />
        </Link>
        {desktop ? (
          <nav className="gb-header__nav" aria-label={t('nav.mainNavigation')}>
            <LinkMenu theme="dark" mode="horizontal" selectedKeys={selected ? [selected] : []} items={navItems} />
          </nav>
        ) : (
          <div className="gb-header__spacer" />
        )}
        <Space size={4} className="gb-header__actions">
          <LanguageSwitch compact={!desktop} />
          {loggedIn && !inWorkspace ? (
            <Suspense fallback={null}>
              <HeaderBadges showTodo={desktop} />
            </Suspense>
          ) : null}
          {loggedIn && user ? (
            <UserMenu user={user} showName={desktop} />
          ) : (
            <>
              <LoginTip>
                <Button type="text" className="gb-header-btn gb-header-btn--dark" onClick={openLogin}>
                  {t('actions.login')}
                </Button>
              </LoginTip>
              {desktop ? (
                <ButtonLink to="/home/Register" type="primary" className="gb-join-btn">
                  {t('actions.register')}
                </ButtonLink>
              ) : null}
            </>
          )}
          {desktop ? null : (
            <Button
              type="text"
              className="gb-header-btn gb-header-btn--dark"
              icon={<MenuOutlined />}
              aria-label={t('nav.menu')}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            />
          )}
        </Space>
      </div>
      {!desktop && drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            items={navItems}
            selected={selected}
            showAuth={!loggedIn}
            member={loggedIn}
            onLogin={openLogin}
          />
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}
