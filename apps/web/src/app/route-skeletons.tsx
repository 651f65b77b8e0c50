import { Layout, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppConfigStore } from '../shared/app-config/app-config-store.ts';
import { BrandLogo } from '../shared/ui/brand-logo.tsx';
import { CardSkeletons } from '../shared/ui/card-skeletons.tsx';
import { PageContainer } from '../shared/ui/page-container.tsx';

// What a visitor sees while a page's code is still loading (issue 28: an empty grey page with a spinner for 2-3 s under
// load). The router renders a route's hydrateFallbackElement while the code of the route or of a route below it
// loads on the first visit (router.tsx), with everything above it already on screen: so the site's header and footer
// show at once, the page's shape inside them. Later navigations keep the page on screen until the next one is ready,
// with the progress bar. Everything here is in the first screen's code already (antd's Skeleton and Layout, the logo):
// no antd Card, whose module brings Tabs along.

/** The shape of a page in its face's frame: a heading, a line, a row of cards. Announced as busy, in words. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <PageContainer className="gb-page-skeleton">
      <div role="status" aria-live="polite" className="gb-sr-only">
        {t('state.loading')}
      </div>
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '65%' }} />
      <CardSkeletons count={4} ratio="4 / 3" className="gb-page-skeleton__cards" />
    </PageContainer>
  );
}

/**
 * The member workspace while its code loads (its layout is a chunk of its own, never on the public first screen): the
 * side menu's column in the chosen width and theme, the toolbar, the tab bar, and the page's shape.
 */
export function WorkspaceSkeleton() {
  const config = useAppConfigStore((s) => s.config);
  const side = config.layout === 'side';
  return (
    <div className={`gb-ws-skeleton gb-ws-skeleton--${config.sideMenuTheme}`}>
      {side ? <div className="gb-ws-skeleton__sider" style={{ width: config.sideMenuWidth }} /> : null}
      <div className="gb-ws-skeleton__main">
        <div className="gb-ws-skeleton__bar">
          <span className="gb-ws-skeleton__crumb" />
        </div>
        {config.pageTagFlag ? <div className="gb-ws-skeleton__tabs" /> : null}
        <div className="gb-ws-skeleton__body">
          <div className="gb-ws-skeleton__card">
            <PageSkeleton />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The organiser's console while its layout's code loads: its navy header with the logo, then the page's shape. */
export function ConsoleSkeleton() {
  return (
    <Layout className="gb-site">
      <Layout.Header className="gb-header gb-header--console">
        <div className="gb-header__inner">
          <span className="gb-header__logo">
            <BrandLogo tone="light" />
          </span>
        </div>
      </Layout.Header>
      <Layout.Content className="gb-main">
        <PageSkeleton />
      </Layout.Content>
    </Layout>
  );
}

/** /login of the console (outside its layout) while its code loads: the navy page, the logo and the form's card. */
export function ConsoleLoginSkeleton() {
  return (
    <div className="gb-console-login">
      <div className="gb-console-login__logo">
        <BrandLogo tone="light" size={40} />
      </div>
      <div className="gb-console-login__card gb-ws-skeleton__card">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 5 }} />
      </div>
    </div>
  );
}
