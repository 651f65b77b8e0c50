import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
// By path: Vite bundles the config's relative imports, while a workspace package is loaded by Node, which runs no .ts.
import { cssBlocks } from '../../../packages/contracts/src/css-blocks.ts';
import { ANTD_STYLESHEET_ATTR } from '../src/app/antd-stylesheet.ts';

/**
 * antd's components styled by its prebuilt stylesheet (antd/dist/antd.css) instead of by CSS-in-JS at run time
 * (`zeroRuntime` in app/theme.ts). At run time antd computed and injected each component's styles on its first render:
 * on a phone (Lighthouse's 4x slowdown) that was about half of the first screen's main-thread time, 1.3 s of total
 * blocking time on /home/login (docs/benchmarks.md, "Lighthouse"). The stylesheet reads every token from CSS variables,
 * which antd's ConfigProvider still writes from our theme, so the app config's colour, radius and compact mode apply
 * as before.
 *
 * index.html preloads the stylesheet; the app applies it before its own styles and renders once it has loaded
 * (src/app/antd-stylesheet.ts), so ours win ties as they did over the injected ones (antd's selectors have the same
 * specificity either way: `:where(.hash)` counted nothing).
 */

/**
 * antd components the app does not use, by their folder under antd/es, with the class prefixes of their styles: their
 * rules are left out (with the server-only rules below and esbuild's minifying, the 1 MB becomes 702 kB). The build
 * fails if the app starts using one of them, so a new component is never shown unstyled: take it off this list then.
 */
const UNUSED_COMPONENTS: Record<string, string[]> = {
  calendar: ['picker-calendar'],
  'tree-select': ['select-tree', 'tree-select'],
  cascader: ['cascader'],
  mentions: ['mentions'],
  'color-picker': ['color-picker'],
  tour: ['tour'],
  splitter: ['splitter'],
  transfer: ['transfer'],
  timeline: ['timeline'],
  carousel: ['carousel'],
  'float-button': ['float-btn'],
  rate: ['rate'],
  'qr-code': ['qrcode'],
  masonry: ['masonry'],
};

/**
 * Rules for server rendering only: CSS variables scoped to React's server ids (`css-var-_R_…`; a page rendered in the
 * browser gets `css-var-_r_…`) and cssinjs's cache path marker.
 */
const SERVER_ONLY = /^(?:\.css-var-_R_|\.data-ant-cssinjs-cache-path)/;

/** antd.css without the unused components' rules and the server-only ones, minified. */
export async function antdStylesheet(): Promise<string> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
  // A rule belongs to the component of the first antd class it names (inside @media too): `.ant-picker-dropdown` is
  // the picker's.
  const prefixes = [...new Set(Object.values(UNUSED_COMPONENTS).flat())].join('|');
  const unusedClass = new RegExp(`^\\.ant-(?:${prefixes})(?:-|$)`);
  const kept = cssBlocks(source).filter((block) => {
    if (SERVER_ONLY.test(block)) return false;
    if (block.startsWith('@keyframes')) return true;
    const first = /\.ant-[a-z-]+/.exec(block)?.[0];
    return !first || !unusedClass.test(first);
  });
  const { code } = await transform(kept.join('\n'), { loader: 'css', minify: true, target: 'chrome111' });
  return code;
}

const DEV_PATH = '/@gembourse/antd.css';

export function antdStaticCss(): Plugin {
  let css = '';
  let href = DEV_PATH;
  let fileName = '';
  return {
    name: 'gembourse:antd-static-css',
    enforce: 'post',
    async configResolved(config) {
      css = await antdStylesheet();
      if (config.command === 'build') {
        fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        href = `/${fileName}`;
      }
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/css; charset=utf-8');
        res.end(css);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace('</head>', `<link rel="preload" as="style" href="${href}" ${ANTD_STYLESHEET_ATTR}>\n  </head>`);
      },
    },
    generateBundle(_options, bundle) {
      if (!fileName) return;
      const rendered = Object.values(bundle).flatMap((o) =>
        o.type === 'chunk' ? Object.keys(o.modules).filter((id) => o.modules[id]!.renderedLength > 0) : [],
      );
      const used = rendered
        // A component's own entry (kept by tree-shaking), not its locale texts (antd's locales import date-picker/locale/*).
        .map((id) => /[\\/]node_modules[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]index\.js$/.exec(id)?.[1])
        .filter((dir): dir is string => Boolean(dir && dir in UNUSED_COMPONENTS));
      if (used.length)
        this.error(
          `antd-static-css: the app now uses antd's ${[...new Set(used)].join(', ')}, whose styles this build leaves out; ` +
            'take them off UNUSED_COMPONENTS in apps/web/build/antd-static-css.ts',
        );
      this.emitFile({ type: 'asset', fileName, source: css });
    },
  };
}
