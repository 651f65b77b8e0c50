import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.GEMBOURSE_API_URL ?? 'http://localhost:3000';

// The server reads API_PAYLOAD_KEY; accepting it here too means one setting drives both sides of the
// (obfuscation-only) payload encryption, while VITE_API_PAYLOAD_KEY still wins when set explicitly.
const payloadKey = process.env.VITE_API_PAYLOAD_KEY ?? process.env.API_PAYLOAD_KEY ?? '';

/** Puts a node_modules module into a named vendor chunk when it belongs to one of the listed packages. */
function packageTest(names: string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
}

export default defineConfig({
  plugins: [react()],
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
              test: packageTest(['antd', '@ant-design', '@rc-component', 'rc-[^\\\\/]+', '@emotion', 'stylis', 'classnames', 'clsx', 'throttle-debounce', 'compute-scroll-into-view', 'scroll-into-view-if-needed', 'json2mq', 'string-convert', 'toggle-selection', 'copy-to-clipboard', 'is-mobile', '@babel']),
              tags: ['$initial'],
              priority: 30,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            // Our own first-screen code in one file instead of a dozen tiny shared chunks.
            { name: 'app-core', test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/, tags: ['$initial'], priority: 15 },
            // Names the lazy per-language chunks (locales/<lang>/bundle.ts) after their language.
            {
              name: (id: string) => /[\\/]locales[\\/](zh-cn|zh-tw|tr)[\\/]/.exec(id)?.[1]?.replace(/^/, 'locale-') ?? null,
              priority: 10,
            },
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
});
