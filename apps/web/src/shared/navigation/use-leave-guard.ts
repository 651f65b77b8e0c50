import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, type Blocker, type BlockerFunction } from 'react-router';
import { recordVisit } from '../session/tab-actions.ts';
import { isLoggedIn, useSessionStore } from '../session/session-store.ts';
import { pageOf } from '../session/workspace-pages.ts';
import { useNavigationGuard } from './leave-guards.ts';

/** The namespaces whose `leave.*` texts word the confirmation in the page's own terms ("your changes to this product"). */
type LeaveNamespace = 'companyEditor' | 'productEditor';

/**
 * Warns before an editor's unsaved edits are lost: on reload or closing the browser tab (beforeunload), and on in-app
 * navigations that unmount the page (leaving the workspace, closing this page's tab, Cancel). Moving to another
 * workspace page keeps this one alive with its form, so that does not ask; neither does a change of the query alone
 * (a wizard's step). A logout never asks: the session is already gone. `isDirty`, when given, is read at the moment of
 * asking, so a save that has just finished never asks (the navigation that follows a save runs before a re-render
 * could update `dirty`).
 */
export function useLeaveGuard(options: { dirty: boolean; isDirty?: () => boolean; pageName: string; ns: LeaveNamespace }): void {
  const { dirty, pageName } = options;
  const { t } = useTranslation(options.ns);
  const { modal } = App.useApp();
  const here = useLocation();
  const dirtyNow = useRef(() => dirty);
  dirtyNow.current = options.isDirty ?? (() => dirty);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirtyNow.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!dirtyNow.current() || currentLocation.pathname === nextLocation.pathname) return false;
      const { keepAlive, menus, userInfo } = useSessionStore.getState();
      if (!isLoggedIn(userInfo)) return false;
      const staysAlive = keepAlive.includes(pageName) && pageOf(nextLocation.pathname, nextLocation.search, menus) !== null;
      return !staysAlive;
    },
    [pageName],
  );
  const asking = useRef(false);

  // One blocker for the whole app (leave-guards.ts): this page only says when and how to ask.
  const onBlocked = (blocker: Blocker) => {
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('leave.title'),
      content: t('leave.content'),
      okText: t('leave.ok'),
      cancelText: t('leave.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        blocker.proceed?.();
      },
      onCancel: () => {
        asking.current = false;
        // Closing the tab dropped the page before navigating: staying brings the tab back.
        const { menus, keepAlive } = useSessionStore.getState();
        const page = pageOf(here.pathname, here.search, menus);
        if (page && !keepAlive.includes(page.name)) recordVisit(page, null);
        blocker.reset?.();
      },
    });
  };
  useNavigationGuard({ shouldBlock, onBlocked });
}
