import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spin } from 'antd';
import { BrandLogo } from '../shared/ui/brand-logo.tsx';
import { useLeaveGuardHost } from '../shared/navigation/leave-guards.ts';
import { useRealtime } from '../shared/realtime/use-realtime.ts';
import { isLoggedIn, useSessionStore } from '../shared/session/session-store.ts';
import { markViewer } from '../shared/session/viewer-mark.ts';
import { DocumentTitle } from './document-title.tsx';
import { watchDecorativeIcons } from './decorative-icons.ts';
import { useLanguageParamSync } from './language-sync.ts';
import { NavigationProgress } from './navigation-progress.tsx';

// A member's chat panel and the loader of the header's counts: fetched only once someone is logged in.
const ChatPanelHost = lazy(() =>
  import('../features/messaging/components/chat-panel-host.tsx').then((m) => ({ default: m.ChatPanelHost })),
);
const NotificationSync = lazy(() =>
  import('../features/messaging/notifications/notification-sync.tsx').then((m) => ({ default: m.NotificationSync })),
);

/** What every page of a confirmed member session has: the chat panel, and the counts of the header's badges. */
function MemberHosts() {
  const token = useSessionStore((s) => s.token);
  const member = useSessionStore((s) => s.status === 'ready' && Boolean(s.token) && isLoggedIn(s.userInfo));
  if (!member) return null;
  // Keyed by the token: a new login is a new session, whose counts load afresh. Two boundaries: the counts never
  // wait for the chat panel's code.
  return (
    <>
      <Suspense fallback={null} key={`counts-${token}`}>
        <NotificationSync />
      </Suspense>
      <Suspense fallback={null} key={`chat-${token}`}>
        <ChatPanelHost />
      </Suspense>
    </>
  );
}

/**
 * The root route: language parameter, the app's one navigation blocker, progress bar, document title, scroll
 * restoration, the realtime socket for every face, and a member's chat panel and header counts.
 */
export function RootLayout() {
  useLanguageParamSync();
  useLeaveGuardHost();
  useRealtime();
  // From the first commit on: a page rendered on the server is hydrated first with its icons as the server drew them.
  useEffect(() => watchDecorativeIcons(), []);
  // The page answers input from here on (a server-rendered page shows before its scripts have run): the browser
  // journeys wait for it after each page load (e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  // Who the page is drawn for (shared/session/viewer-mark.ts), from the store as it is (not the hydration's guest
  // snapshot, which would show a member the guest's parts for a frame) and in step with logins and logouts.
  useEffect(() => {
    markViewer(Boolean(useSessionStore.getState().token));
    return useSessionStore.subscribe((state) => markViewer(Boolean(state.token)));
  }, []);
  return (
    <>
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      <MemberHosts />
    </>
  );
}

/** Shown while the first page's code loads (the router's hydrate fallback). */
export function BootScreen() {
  return (
    <div className="gb-boot-screen">
      <BrandLogo tone="dark" size={36} />
      <Spin />
    </div>
  );
}
