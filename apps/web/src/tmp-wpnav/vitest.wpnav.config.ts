import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts', './src/tmp-wpnav/preload.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
    hookTimeout: 60000,
    env: { VITE_API_PAYLOAD_KEY: 'test-payload-key-0123456789' },
  },
});
