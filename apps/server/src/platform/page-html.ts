import { INTL_TAG, type Locale } from '@gembourse/contracts/locale';
import { NONCE_SLOT, type RenderedPage } from '@gembourse/contracts/page-render';

// A rendered page put into the built shell (apps/web/dist/index.html or a landing page's copy of it), which holds the
// scripts, preloads and the entry's inlined styles of the build.

/** A rendered page as the server keeps it: with the rules of antd's stylesheet that its markup uses (critical-css.ts). */
export interface KeptPage extends RenderedPage {
  /** '' when the build's stylesheet was not found: the whole stylesheet is linked then. */
  antdCss: string;
}

/** The shell's preload of antd's prebuilt stylesheet (apps/web/src/app/antd-stylesheet.ts ANTD_STYLESHEET_ATTR). */
const ANTD_PRELOAD = /<link rel="preload" as="style"([^>]*data-antd-css[^>]*)>/;

/** Where the shell's antd stylesheet is (`/assets/antd-….css`), if it names one. */
export function antdStylesheetHref(shell: string): string | undefined {
  return /href="([^"]+)"/.exec(ANTD_PRELOAD.exec(shell)?.[1] ?? '')?.[1];
}

/**
 * The shell with the page in it: <html lang>, the page's head tags in place of the shell's title and description, the
 * antd rules its markup uses inline ahead of the app's own styles (which win ties, as over the whole stylesheet that
 * the app applies when it starts, from the shell's preload), and the markup with its data in <div id="root">.
 * Without those rules, the whole stylesheet is linked instead: the markup is there at first paint, so its styles must
 * be too.
 */
export function pageHtml(shell: string, page: KeptPage, locale: Locale, nonce: string): string {
  const withAntd = page.antdCss
    ? shell.replace(/<style/, () => `<style data-antd-critical>${page.antdCss}</style><style`)
    : shell.replace(ANTD_PRELOAD, '<link rel="stylesheet"$1>');
  const html = withAntd
    .replace(/<html lang="[^"]*">/, `<html lang="${INTL_TAG[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${page.head}${page.styles}</head>`)
    .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, () => `<div id="root">${page.html}</div>${page.state}`);
  // The answer's own nonce on the renderer's scripts (NONCE_SLOT), as its Content-Security-Policy names it.
  return html.replaceAll(NONCE_SLOT, nonce);
}
