import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_TIMEOUT_MS } from './src/test/wait-policy.ts';

/** Test files that need modules loaded afresh for them. */
const ISOLATED = ['src/app/lazy-namespaces.test.tsx'];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The wait policy (src/test/wait-policy.ts): findBy*/waitFor wait up to 15 s, a test up to 60 s (GB_WAIT_SCALE scales both).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    env: { VITE_API_PAYLOAD_KEY: 'test-payload-key-0123456789' },
    // Two workers on a 2-core machine (vitest's default leaves one core idle); the wait policy keeps the tests steady
    // under that load (318 s -> 186 s for the suite here).
    maxWorkers: 2,
    projects: [
      // The files of a worker share one module graph and one jsdom instead of importing the app (antd, React, the
      // router) and building a window anew each: about 170 s of the suite's import and environment time. Each test
      // resets the stores it uses (session, locale, query client) in its setup.
      { extends: true, test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED } },
      // Tests of module state itself (which namespaces the app ships and loads) need a fresh module graph.
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
