import { ConfigProvider, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoginModalHost } from './login-modal-host.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useInWorkspace } from './workspace-handle.ts';
import { useIsLoggedIn } from '../../shared/session/session-store.ts';
import { PUBLIC_THEME } from '../theme.ts';

/**
 * The public face (ARCHITECTURE §6): header, page, footer, and the login box, in the brand's colours (PUBLIC_THEME). A
 * member's workspace page keeps the header but brings its own (configurable) footer, so the site footer steps aside
 * there, and its colours are the app config's (SPEC §3): no theme of its own then.
 */
export function SiteLayout() {
  const { t } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  const workspace = useInWorkspace() && loggedIn;
  return (
    <ConfigProvider theme={workspace ? undefined : PUBLIC_THEME}>
      <Layout className={workspace ? 'gb-site gb-site--workspace' : 'gb-site'}>
        <a className="gb-skip-link" href="#gb-main">
          {t('skipToContent')}
        </a>
        <SiteHeader />
        <Layout.Content id="gb-main" className={workspace ? 'gb-main gb-main--workspace' : 'gb-main'} tabIndex={-1}>
          <Outlet />
        </Layout.Content>
        {workspace ? null : <SiteFooter />}
        <LoginModalHost />
      </Layout>
    </ConfigProvider>
  );
}
