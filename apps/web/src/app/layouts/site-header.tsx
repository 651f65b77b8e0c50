import { lazy, Suspense, useState } from 'react';
import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { ButtonLink } from '../../shared/navigation/button-link.tsx';
import { LinkMenu } from '../../shared/ui/link-menu.tsx';
import { isLoggedIn, setSessionFlag, useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { GuestPart } from '../../shared/session/viewer-parts.tsx';
import { dismissLoginTip } from '../../shared/session/login-tip.ts';
import { LoginTip } from './login-tip.tsx';
import { navKeyOf, SITE_NAV } from './site-nav.ts';
import { UserMenu } from './user-menu.tsx';
import { useInWorkspace } from './workspace-handle.ts';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx').then((m) => ({ default: m.MobileNavDrawer })));
// A member's chat, bell and to-do entries: their code and texts load only once someone is logged in.
const HeaderBadges = lazy(() => import('../../features/messaging/components/header-badges.tsx').then((m) => ({ default: m.HeaderBadges })));

/**
 * The public header: logo, top navigation, language switch and the login entry; a drawer below xl (1200 px) width,
 * where antd's menu would fold entries into a "..." that the keyboard cannot open once the list is no tab stop
 * (LinkMenu). Both layouts are in the markup and CSS shows one (.gb-wide-only, .gb-narrow-only): the server renders
 * pages (issue 29) without knowing the screen, and the first paint must already fit it. The login entry is a guest's
 * part (viewer-parts.tsx): a member's page keeps its space until the account menu is drawn.
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
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
        <nav className="gb-header__nav gb-wide-only" aria-label={t('nav.mainNavigation')}>
          <LinkMenu theme="dark" mode="horizontal" selectedKeys={selected ? [selected] : []} items={navItems} />
        </nav>
        <div className="gb-header__spacer gb-narrow-only" />
        <div className="gb-header__actions">
          <LanguageSwitch compact="narrow" />
          {loggedIn && !inWorkspace ? (
            <Suspense fallback={null}>
              <HeaderBadges showTodo="wide" />
            </Suspense>
          ) : null}
          {loggedIn && user ? (
            <UserMenu user={user} showName="wide" />
          ) : (
            <GuestPart>
              <LoginTip>
                <Button type="text" className="gb-header-btn gb-header-btn--dark" onClick={openLogin}>
                  {t('actions.login')}
                </Button>
              </LoginTip>
              <ButtonLink to="/home/Register" type="primary" className="gb-join-btn gb-wide-only">
                {t('actions.register')}
              </ButtonLink>
            </GuestPart>
          )}
          <Button
            type="text"
            className="gb-header-btn gb-header-btn--dark gb-narrow-only"
            icon={<MenuOutlined />}
            aria-label={t('nav.menu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {drawerUsed ? (
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
