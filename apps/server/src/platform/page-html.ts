import { INTL_TAG, type Locale } from '@gembourse/contracts/locale';
import { NONCE_SLOT, type RenderedPage } from '@gembourse/contracts/page-render';

// A rendered page put into the built shell (apps/web/dist/index.html or a landing page's copy of it), which holds the
// scripts, preloads and the entry's inlined styles of the build.

/**
 * The shell with the page in it: <html lang>, the page's head tags in place of the shell's title and description, antd's stylesheet linked rather than preloaded (the markup is
 * there at first paint, so its styles must be too; the shell preloads it because it has nothing to style until the
 * scripts ran), and the markup with its data in <div id="root">.
 */
export function pageHtml(shell: string, page: RenderedPage, locale: Locale, nonce: string): string {
  const html = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${INTL_TAG[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link rel="preload" as="style"([^>]*data-antd-css[^>]*)>/, '<link rel="stylesheet"$1>')
    .replace('</head>', () => `${page.head}${page.styles}</head>`)
    .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, () => `<div id="root">${page.html}</div>${page.state}`);
  // The answer's own nonce on the renderer's scripts (NONCE_SLOT), as its Content-Security-Policy names it.
  return html.replaceAll(NONCE_SLOT, nonce);
}
