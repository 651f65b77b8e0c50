import { LIMITS } from '@gembourse/contracts/limits';

/** One opened page in the workspace tab bar (SPEC §3 "Tab entry"). */
export interface TabEntry {
  menuName: string;
  menuTitle: string;
  menuQuery?: Record<string, string>;
  menuIcon?: string;
  fromMenuName?: string;
  fromMenuQuery?: Record<string, string>;
}

/** Opening a page adds a tab, or only updates where it was opened from when it is already open (SPEC §4). */
export function openTab(tabs: TabEntry[], tab: TabEntry): TabEntry[] {
  const i = tabs.findIndex((t) => t.menuName === tab.menuName);
  if (i < 0) return [...tabs, tab];
  const next = [...tabs];
  next[i] = { ...next[i], menuQuery: tab.menuQuery, fromMenuName: tab.fromMenuName, fromMenuQuery: tab.fromMenuQuery };
  return next;
}

/** Closing one tab removes it. */
export function closeTab(tabs: TabEntry[], menuName: string): TabEntry[] {
  return tabs.filter((t) => t.menuName !== menuName);
}

/** "Close others" keeps only the given tab, or none when it is not open. */
export function closeOtherTabs(tabs: TabEntry[], menuName: string): TabEntry[] {
  return tabs.filter((t) => t.menuName === menuName);
}

/** Adding to keep-alive is ignored at the limit (30) or when the name is already there. */
export function addKeepAlive(list: string[], name: string): string[] {
  if (list.length >= LIMITS.keepAliveMax || list.includes(name)) return list;
  return [...list, name];
}

/** Clearing keep-alive keeps only `keep` when it is present, otherwise empties the list. */
export function clearKeepAlive(list: string[], keep?: string): string[] {
  return keep && list.includes(keep) ? [keep] : [];
}

/** Closing a tab also drops its page from keep-alive (SPEC §4 "Close one"). */
export function dropKeepAlive(list: string[], name: string): string[] {
  return list.includes(name) ? list.filter((n) => n !== name) : list;
}

/** Where closing the current page leads: another tab (with the query to open it with) or an explicit path. */
export type CloseDestination = { tab: TabEntry; query?: Record<string, string> } | { path: string };

/**
 * Closing the current page (SPEC §2): an explicit path wins; otherwise the page it was opened from if that tab is
 * still open, else the previous tab (the next one when it was the first), else the default route. A page without a
 * tab goes to the default route too.
 */
export function planCloseCurrent(
  tabs: TabEntry[],
  current: string,
  options: { to?: string; defaultPath: string },
): { tabs: TabEntry[]; to: CloseDestination } {
  const index = tabs.findIndex((t) => t.menuName === current);
  const remaining = index < 0 ? tabs : closeTab(tabs, current);
  if (options.to) return { tabs: remaining, to: { path: options.to } };
  if (index < 0) return { tabs: remaining, to: { path: options.defaultPath } };
  const closing = tabs[index];
  const opener = closing.fromMenuName ? remaining.find((t) => t.menuName === closing.fromMenuName) : undefined;
  if (opener) return { tabs: remaining, to: { tab: opener, query: closing.fromMenuQuery ?? opener.menuQuery } };
  const neighbour = remaining[index - 1] ?? remaining[index];
  if (neighbour) return { tabs: remaining, to: { tab: neighbour, query: neighbour.menuQuery } };
  return { tabs: remaining, to: { path: options.defaultPath } };
}
