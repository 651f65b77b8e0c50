import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// The one wait policy of the specs (issue 9): a spec sets no timeout of its own (test.slow() aside, which triples the
// test's). Waits end as soon as the page shows what is expected, so these only decide how long a failure takes to
// show; on a slower or busier machine scale them all with GB_WAIT_SCALE (e.g. GB_WAIT_SCALE=2).
const SCALE = Math.max(1, Number(process.env.GB_WAIT_SCALE) || 1);
const WAIT = {
  /** Whole journeys (register, read two e-mails, activate, log in) take 15 s on an idle 2-core machine. */
  test: 60_000 * SCALE,
  /** expect(...).toBeVisible() and the like, expect.poll (an e-mail reaching the outbox). */
  expect: 10_000 * SCALE,
  /** expect(async () => {...}).toPass(): a few tries of a step the page may not be ready for (a dropdown filling). */
  toPass: 15_000 * SCALE,
  /** click, fill, locator.waitFor: the element becomes visible, stable and enabled. */
  action: 15_000 * SCALE,
  /** page.goto, reload: the built app is served locally. */
  navigation: 30_000 * SCALE,
};

/**
 * The e2e suite drives the built app in Debian's Chromium (never a downloaded browser), one worker.
 * The server starts on a fresh database of its own with a smaller demo seed (e2e/support/start-server.mjs).
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: WAIT.test,
  expect: { timeout: WAIT.expect, toPass: { timeout: WAIT.toPass } },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    actionTimeout: WAIT.action,
    navigationTimeout: WAIT.navigation,
    // A trace only when a failed test is run again (CI retries once): recording one for every test, as
    // 'retain-on-failure' did, made the journeys 27% slower (13 journeys: 85 s -> 62 s without; docs/benchmarks.md).
    // Locally, `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    // The app follows prefers-reduced-motion (apps/web/src/app/theme.ts): menus and popups appear in place, so a click
    // never lands where a sliding menu item was a frame earlier (a CI run clicked the account menu's "Log out" at the
    // top of the page while the menu was still opening).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The built app on a fresh database with a smaller demo seed: PGlite, or PostgreSQL when E2E_DATABASE_URL is set.
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
