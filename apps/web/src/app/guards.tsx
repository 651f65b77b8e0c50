import { lazy, Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { resetSessionState } from '../shared/session/logout.ts';
import { isLoggedIn, useSessionStore } from '../shared/session/session-store.ts';
import { isCompanyAdmin } from '../shared/session/roles.ts';
import { getToken } from '../shared/storage/token-store.ts';
import { CONSOLE_HOME_PATH, CONSOLE_LOGIN_PATH } from '../shared/navigation/paths.ts';
import { Redirect } from './redirect.tsx';

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

// Only guests on member pages need it, so its Result illustration stays out of the first screen.
const LoginRequired = lazy(() =>
  import('../features/auth/components/login-required.tsx').then((m) => ({ default: m.LoginRequired })),
);

function PageSpin() {
  return (
    <div className="gb-page-spin">
      <Spin size="large" />
    </div>
  );
}

/** Member pages: a guest sees the login-required page; a stored login still being confirmed shows a spinner. */
export function MemberGuard() {
  const loggedIn = useSessionStore((s) => isLoggedIn(s.userInfo));
  const confirming = useSessionStore((s) => s.status !== 'ready' && Boolean(s.token));
  if (loggedIn) return <Outlet />;
  if (confirming) return <PageSpin />;
  return (
    <Suspense fallback={<PageSpin />}>
      <LoginRequired />
    </Suspense>
  );
}

/** The manage area is for company administrators (SPEC §6); platform administrators pass every check. */
export function CompanyAdminGuard() {
  const allowed = useSessionStore((s) => isCompanyAdmin(s.userInfo));
  return allowed ? <Outlet /> : <Redirect to="/403" />;
}

/** The organiser's tools are for platform administrators; others (once their login is confirmed) go to /403. */
export function PlatformAdminGuard() {
  const user = useSessionStore((s) => s.userInfo);
  const confirming = useSessionStore((s) => s.status !== 'ready');
  if (user?.administratorFlag) return <Outlet />;
  if (confirming && !isLoggedIn(user)) return <PageSpin />;
  return <Redirect to="/403" />;
}
