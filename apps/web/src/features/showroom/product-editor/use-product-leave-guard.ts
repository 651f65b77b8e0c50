import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, type Blocker, type BlockerFunction } from 'react-router';
import { useNavigationGuard } from '../../../shared/navigation/leave-guards.ts';
import { recordVisit } from '../../../shared/session/tab-actions.ts';
import { isLoggedIn, useSessionStore } from '../../../shared/session/session-store.ts';
import { pageOf } from '../../../shared/session/workspace-pages.ts';

/**
 * Asks before unsaved wizard edits are lost: on reload or closing the browser tab (beforeunload), and on in-app
 * navigations that unmount the page (leaving the workspace, closing this page's tab, Cancel). Moving to another
 * workspace page keeps this one alive with its form, so that does not ask; neither does a step change (same path).
 * `isDirty` is read when asked, so a save that just finished never asks (the navigation that follows a save runs
 * before a re-render could update a flag).
 */
export function useProductLeaveGuard(dirty: boolean, isDirty: () => boolean, pageName: string): void {
  const { t } = useTranslation('productEditor');
  const { modal } = App.useApp();
  const here = useLocation();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!isDirty() || currentLocation.pathname === nextLocation.pathname) return false;
      const { keepAlive, menus, userInfo } = useSessionStore.getState();
      if (!isLoggedIn(userInfo)) return false;
      return !(keepAlive.includes(pageName) && pageOf(nextLocation.pathname, nextLocation.search, menus) !== null);
    },
    [isDirty, pageName],
  );
  const asking = useRef(false);

  // One blocker for the whole app (shared/navigation/leave-guards.ts): this page only says when and how to ask.
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
