import type { Plugin, Rollup } from 'vite';
import { PAGE_HTML_DIR, PAGES, type PageName } from '../../../packages/contracts/src/pages.ts';

/**
 * A copy of index.html per landing page (`pages/home/login.html`...) that also preloads the page's own code: the
 * page's chunk and every chunk it imports that the entry does not. The server answers the page's URL with it. Without
 * it a phone fetches that code only once the entry has run and the router has matched the URL, one more round trip
 * before the first screen; the entry's own preloads (`<link rel=modulepreload>`) are in every copy.
 * `pages`: the page (PAGES in packages/contracts) and its module under apps/web (public-page-modules.ts).
 */
export function pagePreloads(pages: Partial<Record<PageName, string>>): Plugin {
  return {
    name: 'gembourse:page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('page-preloads: index.html is not in the bundle');
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const importsOf = (file: string, seen = new Set<string>()): Set<string> => {
        for (const next of byFile.get(file)?.imports ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          importsOf(next, seen);
        }
        return seen;
      };
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const loaded = new Set(entries.flatMap((file) => [file, ...importsOf(file)]));
      for (const [name, module] of Object.entries(pages)) {
        const page = PAGES.find((p) => p.name === name);
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
        if (!page || !chunk) this.error(`page-preloads: no page or chunk for ${name} (${module})`);
        const files = [chunk.fileName, ...importsOf(chunk.fileName)].filter((file) => !loaded.has(file));
        // The page's own stylesheets, linked: the server renders the page into this copy (issue 29), so its markup
        // is on screen before any script runs and must be styled then.
        const css = [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        const links = [
          ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ].join('');
        this.emitFile({
          type: 'asset',
          fileName: `${PAGE_HTML_DIR}${page.path}.html`,
          source: String(html.source).replace('</head>', `${links}</head>`),
        });
      }
    },
  };
}
