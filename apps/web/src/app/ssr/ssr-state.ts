import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Namespace } from '../../shared/i18n/namespaces.ts';

/** The id of the <script type="application/json"> that carries a rendered page's data to the browser. */
export const SSR_STATE_ID = 'gb-ssr-state';

/**
 * What the server hands the browser with a rendered page: the query cache it rendered from, and the router's state
 * (no loaders today, so empty, but the router hydrates from it rather than starting over). A data block, not a
 * script: nothing in the page runs inline, so the CSP's script-src stays 'self' without a nonce.
 */
export interface SsrState {
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
  /** The text namespaces the page was rendered with: loaded before hydrating, so every part reads as on the server. */
  namespaces: Namespace[];
}

/** The rendered page's data, or null for a page the server did not render (the member and console faces). */
export function readSsrState(): SsrState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
