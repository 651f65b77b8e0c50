import { useEffect, type ReactNode } from 'react';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { claimTimedLoginTip, dismissLoginTip, LOGIN_TIP_DELAY_MS, showLoginTip } from '../../shared/session/login-tip.ts';
import { isLoggedIn, useSessionStore } from '../../shared/session/session-store.ts';

// Pages that are already about logging in or joining: a tip there would point at what the guest is doing.
const QUIET_PAGES = ['/home/login', '/home/register', '/home/forgot-password', '/home/activate', '/home/reset-password'];

/**
 * The login tip (SPEC §3 flag `loginTipOpen`) around the header's "Log in" button: "log in for the full catalogue,
 * more prices and suppliers' contact details" (more, not all: issue 28). It offers itself once per browser session
 * after a guest has spent a few seconds on a page, and whenever something raises the flag (a member-only action, see
 * `promptLogin`). Hidden while the login or register box is open; closed by "Not now", a click elsewhere, or logging
 * in.
 */
export function LoginTip({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const guest = useSessionStore((s) => !isLoggedIn(s.userInfo));
  const open = useSessionStore((s) => s.loginTipOpen && !s.loginModalOpen && !s.registerModalOpen) && guest;
  const quiet = QUIET_PAGES.includes(pathname.toLowerCase());

  useEffect(() => {
    if (!guest || quiet) return;
    // Restarted on every page: "a few seconds on a page", not a few seconds of clicking through the site.
    const timer = setTimeout(() => {
      if (claimTimedLoginTip()) showLoginTip();
    }, LOGIN_TIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [guest, quiet, pathname]);

  return (
    <Popover
      open={open && !quiet}
      trigger="click"
      placement="bottomRight"
      onOpenChange={(next) => {
        if (!next) dismissLoginTip();
      }}
      content={
        <div className="gb-login-tip" role="status">
          <p className="gb-login-tip__text">{t('loginTip.text')}</p>
          <Button size="small" onClick={dismissLoginTip}>
            {t('loginTip.dismiss')}
          </Button>
        </div>
      }
    >
      {children}
    </Popover>
  );
}
