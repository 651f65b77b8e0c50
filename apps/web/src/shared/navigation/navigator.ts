/** What code outside components (error catalogue, logout) uses to change the page. */
export type Navigator = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

// The router registers itself at start-up; until then (or in a router-less test) a full page load still works.
let current: Navigator = (to) => {
  window.location.assign(to);
};

/** Registers the router's navigate function. */
export function setNavigator(navigator: Navigator): void {
  current = navigator;
}

/** Navigates through the registered router. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void current(to, options);
}
