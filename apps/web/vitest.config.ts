import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_TIMEOUT_MS } from './src/test/wait-policy.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The wait policy (src/test/wait-policy.ts): findBy*/waitFor wait up to 15 s, a test up to 60 s (GB_WAIT_SCALE scales both).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    env: { VITE_API_PAYLOAD_KEY: 'test-payload-key-0123456789' },
  },
});
