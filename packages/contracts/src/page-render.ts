import type { Locale } from './locale.ts';

// The seam between the server and the web app's server renderer (issue 29): the server loads the renderer's bundle
// (apps/web/dist-ssr/entry-server.js, built from apps/web/src/app/ssr/entry-server.tsx) and calls `renderPage` with
// this request; both sides compile against these types.

/** An API call the renderer makes, answered in-process by the server (never over the network). */
export type PageDispatch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

export interface PageRenderRequest {
  /** The page's absolute URL (the renderer reads its path and query). */
  url: string;
  locale: Locale;
  dispatch: PageDispatch;
  /** PUBLIC_URL: the base of the page's canonical, alternate and preview links. */
  publicUrl: string;
}

export interface RenderedPage {
  /** 200, or 404 when the page's subject does not exist or is not for a guest's eyes. */
  status: number;
  /** The app's markup, for the inside of <div id="root">. */
  html: string;
  /** The data the browser hydrates with, as a non-executable <script type="application/json"> element. */
  state: string;
  /** The <style> elements of antd's theme (its CSS variables) for the <head>. */
  styles: string;
  /**
   * The page's head tags: title, description, canonical, hreflang alternates, previews, structured data, and the inline
   * script that marks a member's page before the first paint (web shared/session/viewer-mark.ts).
   */
  head: string;
}

/**
 * Where the response's nonce goes: the renderer writes `nonce="${NONCE_SLOT}"` on every <script> it emits (the inline
 * one and the data block), the server puts a fresh nonce there for each answer and names it in that answer's
 * Content-Security-Policy, so script-src needs no 'unsafe-inline' and a rendered page can be shared between answers.
 */
export const NONCE_SLOT = '%GB_NONCE%';

/** The renderer's module. */
export interface PageRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}

/** The cookie the app mirrors the visitor's language into (no credential): the server's choice of language (SPEC §1). */
export const LANGUAGE_COOKIE = 'gb_language';
