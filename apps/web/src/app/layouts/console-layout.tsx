import { Button, Layout, Space, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { logout } from '../../shared/session/logout.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';

/** The platform console's frame (ARCHITECTURE §6, face 3); the organiser's tools add a side menu later. */
export function ConsoleLayout() {
  const { t } = useTranslation('common');
  return (
    <Layout className="gb-site">
      <Layout.Header className="gb-header">
        <div className="gb-header__inner">
          <Link to="/welcome" className="gb-header__logo">
            <BrandLogo tone="light" />
          </Link>
          <Tag color="gold" className="gb-console-tag">
            {t('actions.console')}
          </Tag>
          <div className="gb-header__spacer" />
          <Space size={4}>
            <LanguageSwitch compact />
            <Button type="text" className="gb-header-btn gb-header-btn--dark" icon={<LogoutOutlined />} onClick={() => logout()}>
              {t('actions.logout')}
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
