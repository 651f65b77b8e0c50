import { Button, Layout, Space, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { logout } from '../../shared/session/logout.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { LinkMenu } from '../../shared/ui/link-menu.tsx';

/** The organiser's tools in the header; only platform administrators get past the landing page. */
const CONSOLE_NAV = [
  { key: '/welcome', label: 'console:nav.welcome', adminOnly: false },
  { key: '/companies', label: 'console:nav.companies', adminOnly: true },
  { key: '/chat-reports', label: 'menu:ChatReports', adminOnly: true },
] as const;

/** The platform console's frame (ARCHITECTURE §6, face 3): header with the console's navigation, then the page. */
export function ConsoleLayout() {
  const { t } = useTranslation(['common', 'console', 'menu']);
  const { pathname } = useLocation();
  const administrator = useSessionStore((s) => Boolean(s.userInfo?.administratorFlag));
  const navItems = CONSOLE_NAV.filter((item) => administrator || !item.adminOnly).map((item) => ({
    key: item.key,
    label: <Link to={item.key}>{t(item.label)}</Link>,
  }));
  return (
    <Layout className="gb-site">
      <Layout.Header className="gb-header gb-header--console">
        <div className="gb-header__inner">
          <Link to="/welcome" className="gb-header__logo">
            <BrandLogo tone="light" />
          </Link>
          <Tag color="gold" className="gb-console-tag">
            {t('common:actions.console')}
          </Tag>
          <nav className="gb-header__nav" aria-label={t('console:nav.label')}>
            <LinkMenu theme="dark" mode="horizontal" selectedKeys={[pathname.toLowerCase()]} items={navItems} />
          </nav>
          <Space size={4}>
            <LanguageSwitch compact />
            <Button type="text" className="gb-header-btn gb-header-btn--dark" icon={<LogoutOutlined />} onClick={() => logout()}>
              {t('common:actions.logout')}
            </Button>
          </Space>
        </div>
      </Layout.Header>
      <Layout.Content className="gb-main">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
