import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './build/antd-static-css.ts';
import { landingChunks } from './build/landing-chunks.ts';
import { publicPageModules } from './build/public-page-modules.ts';
import { pagePreloads } from './build/page-preloads.ts';

const apiTarget = process.env.GEMBOURSE_API_URL ?? 'http://localhost:3000';

// The server reads API_PAYLOAD_KEY; accepting it here too means one setting drives both sides of the
// (obfuscation-only) payload encryption, while VITE_API_PAYLOAD_KEY still wins when set explicitly.
const payloadKey = process.env.VITE_API_PAYLOAD_KEY ?? process.env.API_PAYLOAD_KEY ?? '';

/** Puts a node_modules module into a named vendor chunk when it belongs to one of the listed packages. */
function packageTest(names: string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files of these kinds compress well; images, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/** Every file under `dir` (relative paths), dot folders (.vite) left out: they are not served. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) => {
      const rel = path.join(prefix, e.name);
      if (e.name.startsWith('.')) return [];
      return e.isDirectory() ? filesUnder(dir, rel) : [rel];
    }),
  );
  return nested.flat();
}

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every compressible file of the build of 1 kB or more, index.html
 * included, when it saves at least a tenth; the server sends the one a browser accepts (@fastify/static's
 * preCompressed, apps/server/src/platform/web-static.ts), so no answer is compressed per request. Brotli 11 over the
 * 2.2 MB of JS and CSS adds 4-8 s to a build on 2 cores (quality 10 would halve that for 4-6% more bytes); `npm start`
 * reuses an up-to-date build, so it is paid once per change.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'gembourse:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const raw = await readFile(full);
            if (raw.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzipAsync(raw, { level: 9 }),
            ]);
            if (br.length <= raw.length * 0.9) await writeFile(`${full}.br`, br);
            if (gz.length <= raw.length * 0.9) await writeFile(`${full}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * Writes the entry's stylesheet (global.css and the shell's styles, ~14 kB, under 4 kB compressed) into index.html
 * instead of linking it: a <link rel="stylesheet"> blocks the first paint until it arrives, so the boot text waited for
 * a round trip (and, on a fast network, until the scripts had run). Inlined, the page paints as soon as the HTML is
 * parsed. Only a stylesheet that no chunk preloads is inlined: one a lazy chunk lists as a dependency would be
 * loaded again (Vite's preload helper looks for its <link>) and re-applied after later styles.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'gembourse:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset' || chunks.some((c) => c.code.includes(file))) return tag;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

const landing = landingChunks();

/**
 * The server renderer's bundle (issue 29, app/ssr/entry-server.tsx): the same app for Node, written to dist-ssr and
 * loaded by the server (apps/server/src/platform/page-render.ts). Packages stay external (Node loads them from
 * node_modules); the app and the contracts are bundled. No chunking, styles or compression: nothing of it is served.
 */
const serverRenderer = {
  plugins: [react()],
  define: { 'import.meta.env.VITE_API_PAYLOAD_KEY': JSON.stringify(payloadKey) },
  build: {
    ssr: 'src/app/ssr/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderer
    : {
        plugins: [
          react(),
          inlineEntryCss(),
          // After inlineEntryCss: antd's stylesheet stays a file of its own (cached across releases, not inlined).
          antdStaticCss(),
          landing.plugin,
          pagePreloads(publicPageModules()),
          precompress(),
        ],
        define: {
          'import.meta.env.VITE_API_PAYLOAD_KEY': JSON.stringify(payloadKey),
        },
        build: {
          outDir: 'dist',
          // bench/bundle-size.mjs reads the chunk graph from dist/.vite/manifest.json.
          manifest: true,
          emptyOutDir: true,
          target: 'es2022',
          chunkSizeWarningLimit: 700,
          rolldownOptions: {
            output: {
              // One chunk per language and namespace (locales/<lang>/<ns>.json, loaded with the route that needs it), named
              // after both; the first screen's English namespaces stay in app-core (shared/i18n/namespaces.ts). Named here
              // rather than by a group: a group moves the JSON out of its own dynamic chunk and leaves a re-exporting stub in
              // its place, two requests per namespace.
              chunkFileNames: (chunk) => {
                const m = /[\\/]locales[\\/](en|zh-cn|zh-tw|tr)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
                return m ? `assets/locale-${m[1]}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
              },
              codeSplitting: {
                groups: [
                  // React and the router change rarely: a long-lived cache entry of their own.
                  {
                    name: 'vendor-react',
                    test: packageTest(['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser']),
                    priority: 40,
                  },
                  // Only the antd code the first screen needs; components used by lazy pages stay with them.
                  {
                    name: 'vendor-antd',
                    test: packageTest([
                      'antd',
                      '@ant-design',
                      '@rc-component',
                      'rc-[^\\\\/]+',
                      '@emotion',
                      'stylis',
                      'classnames',
                      'clsx',
                      'throttle-debounce',
                      'compute-scroll-into-view',
                      'scroll-into-view-if-needed',
                      'json2mq',
                      'string-convert',
                      'toggle-selection',
                      'copy-to-clipboard',
                      'is-mobile',
                      '@babel',
                    ]),
                    tags: ['$initial'],
                    priority: 30,
                  },
                  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
                  // Our own first-screen code in one file instead of a dozen tiny shared chunks.
                  {
                    name: 'app-core',
                    test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/,
                    tags: ['$initial'],
                    priority: 15,
                  },
                  // The landing pages' code by the set of them that uses it (build/landing-chunks.ts).
                  landing.group,
                ],
              },
            },
          },
        },
        server: {
          port: 5173,
          proxy: {
            '/api': { target: apiTarget, changeOrigin: true },
            '/im-api': { target: apiTarget, changeOrigin: true },
            '/uploads': { target: apiTarget, changeOrigin: true },
            '/ws': { target: apiTarget, changeOrigin: true, ws: true },
          },
        },
        preview: { port: 4173 },
      },
);
