import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CompanyAdminGuard, ConsoleGuard, MemberGuard, PlatformAdminGuard } from './guards.tsx';
import { RouteErrorPage } from './error-boundary.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import type { WorkspaceHandle } from './layouts/workspace-handle.ts';
import { Redirect } from './redirect.tsx';
import { BootScreen, RootLayout } from './root-layout.tsx';

/** A lazy route module: the page's code is fetched when the route is first visited. */
function page<M>(path: string, load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Redirect to={to} /> });

/**
 * Member pages (ARCHITECTURE §6, face 2): a guest gets the login-required page; a member gets the workspace layout
 * (side menu, tab bar, keep-alive, settings), which loads with the first member page and never on the public first
 * screen. /home/frame shows the menu entries that carry a frameUrl.
 */
const memberRoutes: RouteObject = {
  element: <MemberGuard />,
  children: [
    {
      id: 'workspace',
      handle: { workspace: true } satisfies WorkspaceHandle,
      lazy: async () => ({ Component: (await import('./layouts/workspace/workspace-layout.tsx')).WorkspaceLayout }),
      children: [
        page('company-profile-edit', () => import('../features/companies/pages/company-profile-edit-page.tsx'), (m) => m.CompanyProfileEditPage),
        page('my-profile', () => import('../features/accounts/pages/my-profile-page.tsx'), (m) => m.MyProfilePage),
        page('my-favorites', () => import('../features/engagement/pages/my-favorites-page.tsx'), (m) => m.MyFavoritesPage),
        page('email-notification', () => import('../features/messaging/pages/email-notification-page.tsx'), (m) => m.EmailNotificationPage),
        page('company-privacy', () => import('../features/showroom/pages/company-privacy-page.tsx'), (m) => m.CompanyPrivacyPage),
        page('showroom-product', () => import('../features/showroom/pages/showroom-product-page.tsx'), (m) => m.ShowroomProductPage),
        page('showroom-setting', () => import('../features/showroom/pages/showroom-setting-page.tsx'), (m) => m.ShowroomSettingPage),
        page('showroom-brand', () => import('../features/showroom/pages/showroom-brand-page.tsx'), (m) => m.ShowroomBrandPage),
        page('showroom-privacy', () => import('../features/showroom/pages/showroom-privacy-page.tsx'), (m) => m.ShowroomPrivacyPage),
        page('showroom-collection', () => import('../features/showroom/pages/showroom-collection-page.tsx'), (m) => m.ShowroomCollectionPage),
        page('showroom-product-add', () => import('../features/showroom/pages/showroom-product-add-page.tsx'), (m) => m.ShowroomProductAddPage),
        page('showroom-product-edit', () => import('../features/showroom/pages/showroom-product-edit-page.tsx'), (m) => m.ShowroomProductEditPage),
        page('showroom-product-preview', () => import('../features/showroom/pages/showroom-product-preview-page.tsx'), (m) => m.ShowroomProductPreviewPage),
        page('analytics-dashboard', () => import('../features/analytics/pages/analytics-dashboard-page.tsx'), (m) => m.AnalyticsDashboardPage),
        page('analytics-product', () => import('../features/analytics/pages/analytics-product-page.tsx'), (m) => m.AnalyticsProductPage),
        page('analytics-pageview', () => import('../features/analytics/pages/analytics-pageview-page.tsx'), (m) => m.AnalyticsPageviewPage),
        page('frame', () => import('./layouts/workspace/frame-page.tsx'), (m) => m.FramePage),
        {
          element: <CompanyAdminGuard />,
          children: [
            page('manage-user', () => import('../features/accounts/pages/manage-user-page.tsx'), (m) => m.ManageUserPage),
            page('manage-subscription', () => import('../features/billing/pages/manage-subscription-page.tsx'), (m) => m.ManageSubscriptionPage),
          ],
        },
      ],
    },
  ],
};

/** The public /home pages of SPEC §2, open without login. */
const publicRoutes: RouteObject[] = [
  page('index', () => import('../features/home/pages/home-page.tsx'), (m) => m.HomePage),
  page('suppliers', () => import('../features/companies/pages/suppliers-page.tsx'), (m) => m.SuppliersPage),
  page('product', () => import('../features/catalogue/pages/product-list-page.tsx'), (m) => m.ProductListPage),
  page('product-detail', () => import('../features/catalogue/pages/product-detail-page.tsx'), (m) => m.ProductDetailPage),
  page('contact', () => import('../features/content/pages/contact-page.tsx'), (m) => m.ContactPage),
  page('support', () => import('../features/content/pages/support-page.tsx'), (m) => m.SupportPage),
  page('about', () => import('../features/content/pages/about-page.tsx'), (m) => m.AboutPage),
  page('leads', () => import('../features/content/pages/leads-page.tsx'), (m) => m.LeadsPage),
  page('event', () => import('../features/content/pages/event-list-page.tsx'), (m) => m.EventListPage),
  page('event-detail', () => import('../features/content/pages/event-detail-page.tsx'), (m) => m.EventDetailPage),
  page('company-profile', () => import('../features/companies/pages/company-profile-page.tsx'), (m) => m.CompanyProfilePage),
  page('knowledge', () => import('../features/content/pages/knowledge-list-page.tsx'), (m) => m.KnowledgeListPage),
  page('knowledge-detail', () => import('../features/content/pages/knowledge-detail-page.tsx'), (m) => m.KnowledgeDetailPage),
  page('login', () => import('../features/auth/pages/login-page.tsx'), (m) => m.LoginPage),
  // The SPEC spells it with a capital R; route matching is case-insensitive by default, so pin this one and send
  // every other spelling (register, REGISTER...) to it.
  { ...page('Register', () => import('../features/accounts/pages/register-page.tsx'), (m) => m.RegisterPage), caseSensitive: true },
  redirect('register', '/home/Register'),
  // Targets of the links GemBourse e-mails (not in SPEC §2's table; docs/decisions.md).
  page('activate', () => import('../features/accounts/pages/activate-page.tsx'), (m) => m.ActivatePage),
  page('reset-password', () => import('../features/accounts/pages/reset-password-page.tsx'), (m) => m.ResetPasswordPage),
  page('forgot-password', () => import('../features/accounts/pages/forgot-password-page.tsx'), (m) => m.ForgotPasswordPage),
  // Demo mode's mailbox (ARCHITECTURE §1): the e-mails of /api/dev/outbox, readable; elsewhere it says it is off.
  page('dev-mailbox', () => import('../features/system/pages/dev-mailbox-page.tsx'), (m) => m.DevMailboxPage),
  redirect('showroom', '/home/showroom-product'),
  redirect('analytics', '/home/analytics-dashboard'),
  redirect('manage', '/home/manage-user'),
  memberRoutes,
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
      {
        element: <SiteLayout />,
        children: [page('403', () => import('../features/system/pages/forbidden-page.tsx'), (m) => m.ForbiddenPage)],
      },
      {
        element: <ConsoleGuard />,
        children: [
          page('login', () => import('../features/auth/pages/console-login-page.tsx'), (m) => m.ConsoleLoginPage),
          {
            lazy: async () => ({ Component: (await import('./layouts/console-layout.tsx')).ConsoleLayout }),
            children: [
              page('welcome', () => import('../features/console/pages/welcome-page.tsx'), (m) => m.WelcomePage),
              {
                element: <PlatformAdminGuard />,
                children: [page('companies', () => import('../features/console/pages/companies-page.tsx'), (m) => m.CompaniesPage)],
              },
            ],
          },
        ],
      },
      redirect('*', '/home/index'),
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
