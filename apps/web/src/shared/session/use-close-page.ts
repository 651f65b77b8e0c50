import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { navigateTo } from '../navigation/navigator.ts';
import { useSessionStore } from './session-store.ts';
import { closePage } from './tab-actions.ts';
import { DEFAULT_WORKSPACE_PATH, pageOf } from './workspace-pages.ts';

/**
 * Hook for workspace pages: closes the page on screen as its tab's close button would (SPEC §2), or, given a path,
 * closes it and goes there ("closing can also go to an explicit path", e.g. Cancel on a form back to its list).
 */
export function useCloseCurrentPage(): (to?: string) => void {
  const { pathname, search } = useLocation();
  const menus = useSessionStore((s) => s.menus);
  return useCallback(
    (to?: string) => {
      const page = pageOf(pathname, search, menus);
      if (page) closePage(page.name, { current: page.name, to });
      else navigateTo(to ?? DEFAULT_WORKSPACE_PATH);
    },
    [pathname, search, menus],
  );
}
