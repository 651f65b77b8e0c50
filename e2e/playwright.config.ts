import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The e2e suite drives the built app in Debian's Chromium (never a downloaded browser), one worker.
 * The server starts on its own fresh embedded database with a smaller demo seed.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (register, read two e-mails, activate, log in) take 15 s on an idle 2-core machine; allow for load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
            '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command:
      'node scripts/build-web-if-stale.mjs && rm -rf .tmp/e2e-data && ' +
      `DATA_DIR=.tmp/e2e-data PORT=${PORT} DEMO=true SEED_SUPPLIERS=20 SEED_PRODUCTS=300 LOG_LEVEL=warn ` +
      'DATABASE_URL= REDIS_URL= npx tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
