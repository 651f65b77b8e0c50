import { navigateTo } from '../navigation/navigator.ts';
import { setKeepAlive, setTabs, useSessionStore } from './session-store.ts';
import {
  addKeepAlive,
  clearKeepAlive,
  closeOtherTabs,
  closeTab,
  dropKeepAlive,
  openTab,
  planCloseCurrent,
  type CloseDestination,
  type TabEntry,
} from './tabs.ts';
import { DEFAULT_WORKSPACE_PATH, locationOfTab, type WorkspacePage } from './workspace-pages.ts';

/** The page the user came from, as the tab recorder remembers it. */
export interface PageRef {
  name: string;
  query?: Record<string, string>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records a visit (SPEC §4): adds the page's tab, or updates where it was opened from when it is already open, and
 * keeps the page alive (ignored at 30 pages). The origin is the previous workspace page while its tab is still open;
 * otherwise (first page, a query change of the same page, an origin closed since) the tab keeps the origin it had.
 */
export function recordVisit(page: WorkspacePage, from: PageRef | null): void {
  const { tabs, keepAlive } = useSessionStore.getState();
  const existing = tabs.find((t) => t.menuName === page.name);
  const origin = from && from.name !== page.name && tabs.some((t) => t.menuName === from.name) ? from : null;
  const entry: TabEntry = {
    menuName: page.name,
    menuTitle: page.title,
    menuQuery: page.query,
    menuIcon: page.icon,
    fromMenuName: origin ? origin.name : existing?.fromMenuName,
    fromMenuQuery: origin ? origin.query : existing?.fromMenuQuery,
  };
  const next = openTab(tabs, entry);
  if (!sameJson(next, tabs)) setTabs(next);
  setKeepAlive(addKeepAlive(keepAlive, page.name));
}

function go(to: CloseDestination): void {
  if ('path' in to) {
    navigateTo(to.path);
    return;
  }
  const { menus } = useSessionStore.getState();
  navigateTo(locationOfTab({ menuName: to.tab.menuName, menuQuery: to.query }, menus) ?? DEFAULT_WORKSPACE_PATH);
}

/** Opens an open tab's page with the query it was last seen with. */
export function openTabPage(tab: TabEntry): void {
  go({ tab, query: tab.menuQuery });
}

/**
 * Closes one tab and drops its page from keep-alive. Closing the page on screen (`current`) moves on as SPEC §2 says
 * (explicit path, opener, previous tab, default route); closing another tab stays where the user is.
 */
export function closePage(name: string, options: { current?: string; to?: string } = {}): void {
  const { tabs, keepAlive } = useSessionStore.getState();
  setKeepAlive(dropKeepAlive(keepAlive, name));
  if (name !== options.current) {
    setTabs(closeTab(tabs, name));
    if (options.to) navigateTo(options.to);
    return;
  }
  const plan = planCloseCurrent(tabs, name, { to: options.to, defaultPath: DEFAULT_WORKSPACE_PATH });
  setTabs(plan.tabs);
  go(plan.to);
}

/** "Close others": keeps only `name` (tab and keep-alive) and shows it if it was not on screen. */
export function closeOtherPages(name: string, current?: string): void {
  const { tabs, keepAlive } = useSessionStore.getState();
  const kept = closeOtherTabs(tabs, name);
  setTabs(kept);
  setKeepAlive(clearKeepAlive(keepAlive, name));
  if (name !== current) go(kept[0] ? { tab: kept[0], query: kept[0].menuQuery } : { path: DEFAULT_WORKSPACE_PATH });
}

/** "Close all": empties the tab and keep-alive lists and goes to the default route (the home tab's page). */
export function closeAllPages(): void {
  setTabs([]);
  setKeepAlive(clearKeepAlive(useSessionStore.getState().keepAlive));
  navigateTo(DEFAULT_WORKSPACE_PATH);
}
