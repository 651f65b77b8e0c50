import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGES, type PageDef, type PageName } from '@gembourse/contracts/pages';
import { ConsoleGuard, MemberGuard, PlatformAdminGuard } from './guards.tsx';
import { RouteErrorPage } from './error-boundary.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import type { WorkspaceHandle } from './layouts/workspace-handle.ts';
import { Redirect } from '../shared/navigation/redirect.tsx';
import { BootScreen, RootLayout } from './root-layout.tsx';
import { ConsoleLoginSkeleton, ConsoleSkeleton, PageSkeleton, WorkspaceSkeleton } from './route-skeletons.tsx';
import { PAGE_NAMESPACES } from './page-namespaces.ts';
import { loadNamespaces } from '../shared/i18n/i18n.ts';
import type { Namespace } from '../shared/i18n/namespaces.ts';
import type { PageDataHandle, PageHead, PageQueries } from '../domain/seo/page-data.ts';

/**
 * A lazy route module: the page's code is fetched when the route is first visited, together with the texts it needs
 * (so it never renders a key).
 */
function page<M>(path: string, load: () => Promise<M>, pick: (m: M) => PageModule, namespaces: readonly Namespace[] = []): RouteObject {
  return {
    path,
    lazy: async () => {
      const { Component, pageQueries, pageHead } = pick((await Promise.all([load(), loadNamespaces(namespaces)]))[0]);
      return { Component, handle: { pageQueries, pageHead } satisfies PageDataHandle };
    },
  };
}

/** A page's code: its component and, for a page rendered on the server, what it reads (domain/seo/page-data.ts). */
interface PageModule {
  Component: ComponentType;
  pageQueries?: PageQueries;
  pageHead?: PageHead;
}

/** The page module at `load`, its component exported as `name`, its queries and head (if any) as `pageQueries`, `pageHead`. */
function from<K extends string, M extends Record<K, ComponentType> & Omit<PageModule, 'Component'>>(
  load: () => Promise<M>,
  name: K,
): Loader {
  // Read with `in`: a page without them has no such export (and a test's module mock throws on reading one).
  return () =>
    load().then((m) => ({
      Component: m[name],
      pageQueries: 'pageQueries' in m ? m.pageQueries : undefined,
      pageHead: 'pageHead' in m ? m.pageHead : undefined,
    }));
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Redirect to={to} /> });

type Loader = () => Promise<PageModule>;

/**
 * The code of every page of the page table (packages/contracts/src/pages.ts, which says its path, face, title and
 * access): a page added to the table without its module here fails tsc.
 */
const PAGE_MODULES: Record<PageName, Loader> = {
  Home: from(() => import('../features/home/pages/home-page.tsx'), 'HomePage'),
  Suppliers: from(() => import('../features/companies/pages/suppliers-page.tsx'), 'SuppliersPage'),
  ProductList: from(() => import('../features/catalogue/pages/product-list-page.tsx'), 'ProductListPage'),
  ProductDetail: from(() => import('../features/catalogue/pages/product-detail-page.tsx'), 'ProductDetailPage'),
  Contact: from(() => import('../features/content/pages/contact-page.tsx'), 'ContactPage'),
  Support: from(() => import('../features/content/pages/support-page.tsx'), 'SupportPage'),
  About: from(() => import('../features/content/pages/about-page.tsx'), 'AboutPage'),
  Leads: from(() => import('../features/content/pages/leads-page.tsx'), 'LeadsPage'),
  Events: from(() => import('../features/content/pages/event-list-page.tsx'), 'EventListPage'),
  EventDetail: from(() => import('../features/content/pages/event-detail-page.tsx'), 'EventDetailPage'),
  CompanyProfile: from(() => import('../features/companies/pages/company-profile-page.tsx'), 'CompanyProfilePage'),
  Knowledge: from(() => import('../features/content/pages/knowledge-list-page.tsx'), 'KnowledgeListPage'),
  KnowledgeDetail: from(() => import('../features/content/pages/knowledge-detail-page.tsx'), 'KnowledgeDetailPage'),
  Login: from(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage'),
  Register: from(() => import('../features/accounts/pages/register-page.tsx'), 'RegisterPage'),
  Activate: from(() => import('../features/accounts/pages/activate-page.tsx'), 'ActivatePage'),
  ResetPassword: from(() => import('../features/accounts/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
  ForgotPassword: from(() => import('../features/accounts/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  // Demo mode's mailbox (ARCHITECTURE §1): the e-mails of /api/dev/outbox, readable; elsewhere it says it is off.
  DevMailbox: from(() => import('../features/system/pages/dev-mailbox-page.tsx'), 'DevMailboxPage'),
  Forbidden: from(() => import('../features/system/pages/forbidden-page.tsx'), 'ForbiddenPage'),
  ShowroomProduct: from(() => import('../features/showroom/pages/showroom-product-page.tsx'), 'ShowroomProductPage'),
  ShowroomCollection: from(() => import('../features/showroom/pages/showroom-collection-page.tsx'), 'ShowroomCollectionPage'),
  ShowroomBrand: from(() => import('../features/showroom/pages/showroom-brand-page.tsx'), 'ShowroomBrandPage'),
  ShowroomSetting: from(() => import('../features/showroom/pages/showroom-setting-page.tsx'), 'ShowroomSettingPage'),
  ShowroomPrivacy: from(() => import('../features/showroom/pages/showroom-privacy-page.tsx'), 'ShowroomPrivacyPage'),
  ShowroomProductAdd: from(() => import('../features/showroom/pages/showroom-product-add-page.tsx'), 'ShowroomProductAddPage'),
  ShowroomProductEdit: from(() => import('../features/showroom/pages/showroom-product-edit-page.tsx'), 'ShowroomProductEditPage'),
  ShowroomProductPreview: from(() => import('../features/showroom/pages/showroom-product-preview-page.tsx'), 'ShowroomProductPreviewPage'),
  AnalyticsDashboard: from(() => import('../features/analytics/pages/analytics-dashboard-page.tsx'), 'AnalyticsDashboardPage'),
  AnalyticsProduct: from(() => import('../features/analytics/pages/analytics-product-page.tsx'), 'AnalyticsProductPage'),
  AnalyticsPageview: from(() => import('../features/analytics/pages/analytics-pageview-page.tsx'), 'AnalyticsPageviewPage'),
  ManageUser: from(() => import('../features/accounts/pages/manage-user-page.tsx'), 'ManageUserPage'),
  ManageSubscription: from(() => import('../features/billing/pages/manage-subscription-page.tsx'), 'ManageSubscriptionPage'),
  CompanyProfileEdit: from(() => import('../features/companies/pages/company-profile-edit-page.tsx'), 'CompanyProfileEditPage'),
  MyProfile: from(() => import('../features/accounts/pages/my-profile-page.tsx'), 'MyProfilePage'),
  MyFavorites: from(() => import('../features/engagement/pages/my-favorites-page.tsx'), 'MyFavoritesPage'),
  EmailNotification: from(() => import('../features/messaging/pages/email-notification-page.tsx'), 'EmailNotificationPage'),
  Messages: from(() => import('../features/messaging/pages/messages-page.tsx'), 'MessagesPage'),
  Notifications: from(() => import('../features/messaging/pages/notifications-page.tsx'), 'NotificationsPage'),
  CompanyPrivacy: from(() => import('../features/showroom/pages/company-privacy-page.tsx'), 'CompanyPrivacyPage'),
  ConsoleLogin: from(() => import('../features/auth/pages/console-login-page.tsx'), 'ConsoleLoginPage'),
  Welcome: from(() => import('../features/console/pages/welcome-page.tsx'), 'WelcomePage'),
  Companies: from(() => import('../features/console/pages/companies-page.tsx'), 'CompaniesPage'),
  ChatReports: from(() => import('../features/console/pages/chat-reports-page.tsx'), 'ChatReportsPage'),
};

/**
 * What a page shows while its code loads on the first visit (route-skeletons.tsx), inside its face's frame: the router
 * renders the routes above the first one still loading, down to the last that has a hydrate fallback, and that
 * fallback. A member page's first such route is the workspace's, whose fallback draws the workspace; a console page's
 * the console layout's; the console's /login stands outside that layout.
 */
const fallbackOf = (def: PageDef) => (def.face === 'console' && def.access === 'public' ? <ConsoleLoginSkeleton /> : <PageSkeleton />);

/** The route of a page of the table, its path relative to /home for the /home pages. */
function routeOf(def: PageDef): RouteObject {
  const path = def.path.startsWith('/home/') ? def.path.slice('/home/'.length) : def.path.slice(1);
  const route: RouteObject = {
    ...page(path, PAGE_MODULES[def.name as PageName], (module) => module, PAGE_NAMESPACES[def.name as PageName]),
    hydrateFallbackElement: fallbackOf(def),
  };
  // Route matching is case-insensitive by default; a path spelt with capitals (the SPEC's /home/Register) is pinned,
  // and its other spellings redirect to it.
  return path === path.toLowerCase() ? route : { ...route, caseSensitive: true };
}

const pagesOf = (face: PageDef['face'], where: (def: PageDef) => boolean = () => true): RouteObject[] =>
  (PAGES as readonly PageDef[]).filter((def) => def.face === face && where(def)).map(routeOf);
const underHome = (def: PageDef) => def.path.startsWith('/home/');

/**
 * Member pages (ARCHITECTURE §6, face 2): a guest gets the login-required page; a member without the page's access
 * goes to /403; a member gets the workspace layout (side menu, tab bar, keep-alive, settings), which loads with the
 * first member page and never on the public first screen. /home/frame shows the menu entries that carry a frameUrl.
 */
const memberRoutes: RouteObject = {
  element: <MemberGuard />,
  children: [
    {
      id: 'workspace',
      handle: { workspace: true } satisfies WorkspaceHandle,
      hydrateFallbackElement: <WorkspaceSkeleton />,
      lazy: async () => ({
        Component: (await Promise.all([import('./layouts/workspace/workspace-layout.tsx'), loadNamespaces(['workspace'])]))[0]
          .WorkspaceLayout,
      }),
      children: [
        ...pagesOf('member'),
        page(
          'frame',
          () => import('./layouts/workspace/frame-page.tsx'),
          (m) => ({ Component: m.FramePage }),
        ),
      ],
    },
  ],
};

/** The public /home pages of SPEC §2, open without login. */
const publicRoutes: RouteObject[] = [
  ...pagesOf('public', underHome),
  redirect('register', '/home/Register'),
  redirect('showroom', '/home/showroom-product'),
  redirect('analytics', '/home/analytics-dashboard'),
  redirect('manage', '/home/manage-user'),
  memberRoutes,
];

/** The organiser's console: /login outside its layout, the rest inside; staff-only pages behind their guard. */
const consoleRoutes: RouteObject[] = [
  ...pagesOf('console', (def) => def.access === 'public'),
  {
    hydrateFallbackElement: <ConsoleSkeleton />,
    lazy: async () => ({
      Component: (await Promise.all([import('./layouts/console-layout.tsx'), loadNamespaces(['console'])]))[0].ConsoleLayout,
    }),
    children: [
      ...pagesOf('console', (def) => def.access !== 'public' && def.access !== 'staff'),
      { element: <PlatformAdminGuard />, children: pagesOf('console', (def) => def.access === 'staff') },
    ],
  },
];

/** THE route table of SPEC §2 plus the console paths outside /home. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      { index: true, element: <Redirect to="/home/index" /> },
      {
        path: 'home',
        element: <SiteLayout />,
        // Pathless: errors of a page render inside the site frame, so header and footer stay usable.
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [{ index: true, element: <Redirect to="/home/index" /> }, ...publicRoutes, redirect('*', '/home/index')],
          },
        ],
      },
      { element: <SiteLayout />, children: pagesOf('public', (def) => !underHome(def)) },
      { element: <ConsoleGuard />, children: consoleRoutes },
      redirect('*', '/home/index'),
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter(options?: Parameters<typeof createBrowserRouter>[1]) {
  return createBrowserRouter(routes, options);
}
