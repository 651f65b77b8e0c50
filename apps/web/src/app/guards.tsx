import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { findPage } from '@gembourse/contracts/pages';
import { allows } from '@gembourse/contracts/permissions';
import { accessSubjectOf } from '../shared/permissions/access-subject.ts';
import { LANGUAGE_PARAM } from '../shared/i18n/resolve-locale.ts';
import { resetSessionState } from '../shared/session/logout.ts';
import { isLoggedIn, useSessionStore } from '../shared/session/session-store.ts';
import { getToken } from '../shared/storage/token-store.ts';
import { CONSOLE_HOME_PATH, CONSOLE_LOGIN_PATH, FORBIDDEN_PATH } from '../shared/navigation/paths.ts';
import { Redirect } from '../shared/navigation/redirect.tsx';
import { PageSkeleton, WorkspaceSkeleton } from './route-skeletons.tsx';

/**
 * Guard for paths outside /home (SPEC §2): without a token the visitor is logged out (in memory: the stored entries
 * may belong to another tab's sessionStorage login, as at start-up) and goes to /login; a visitor with a token who
 * opens /login goes to /welcome.
 */
export function ConsoleGuard() {
  const { pathname } = useLocation();
  const token = useSessionStore((s) => s.token) || getToken();
  const onLogin = pathname.toLowerCase() === CONSOLE_LOGIN_PATH;
  useEffect(() => {
    // Resetting (not navigating): the redirect below already decides where to go.
    if (!token && !onLogin) resetSessionState();
  }, [token, onLogin]);
  if (onLogin && token) return <Redirect to={CONSOLE_HOME_PATH} />;
  if (!onLogin && !token) return <Redirect to={CONSOLE_LOGIN_PATH} />;
  return <Outlet />;
}

// Only guests on member pages need it, so its code stays out of the first screen.
const LoginRequired = lazy(() => import('../features/auth/components/login-required.tsx').then((m) => ({ default: m.LoginRequired })));

/** Where a member refused by a page goes: the page's stand-in, else /403 (keeping only the language). */
function refusedTarget(otherwise: string | undefined, search: string): { pathname: string; search: string } {
  if (otherwise) return { pathname: otherwise, search };
  const language = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return { pathname: FORBIDDEN_PATH, search: language ? `?${LANGUAGE_PARAM}=${encodeURIComponent(language)}` : '' };
}

/**
 * Member pages: a guest sees the login-required page; a stored login still being confirmed shows the workspace's
 * skeleton (what a member will see); a member whose permission points do not pass the page's access (the page table,
 * decided by the same `allows()` as the server) goes to /403 or the page that stands in for it, before the workspace
 * records a tab.
 */
export function MemberGuard() {
  const { pathname, search } = useLocation();
  const loggedIn = useSessionStore((s) => isLoggedIn(s.userInfo));
  const confirming = useSessionStore((s) => s.status !== 'ready' && Boolean(s.token));
  const page = findPage(pathname);
  const permitted = useSessionStore((s) => !page || allows(page.access, accessSubjectOf(s.userInfo)));
  if (loggedIn && !permitted) return <Redirect to={refusedTarget(page?.otherwise, search)} keepSearch={false} />;
  if (loggedIn) return <Outlet />;
  if (confirming) return <WorkspaceSkeleton />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LoginRequired />
    </Suspense>
  );
}

/** The organiser's tools are for platform administrators; others (once their login is confirmed) go to /403. */
export function PlatformAdminGuard() {
  const user = useSessionStore((s) => s.userInfo);
  const confirming = useSessionStore((s) => s.status !== 'ready');
  if (user?.administratorFlag) return <Outlet />;
  if (confirming && !isLoggedIn(user)) return <PageSkeleton />;
  return <Redirect to={FORBIDDEN_PATH} />;
}
