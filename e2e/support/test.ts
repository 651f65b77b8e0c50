import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Set on <html> once the app has taken over the page (apps/web/src/app/root-layout.tsx). */
const READY = 'html[data-app-ready]';
const patched = new WeakSet<Page>();

/**
 * Makes `page`'s loads (goto, reload) wait until the app answers input. The public pages come rendered by the server
 * (issue 29) and show before their scripts have run; a click on a button then would do nothing yet, which is not what
 * a journey means to try. A load that is not an app page (a file, JSON) is not waited for.
 */
export function whenReady(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const untilReady = async (res: Response | null) => {
    if (res && (res.headers()['content-type'] ?? '').includes('text/html')) await page.waitForSelector(READY, { state: 'attached' });
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => untilReady(await goto(...args));
  page.reload = async (...args: Parameters<Page['reload']>) => untilReady(await reload(...args));
  return page;
}

/** The journeys' `test`: every page, of the test's context or of one a journey opens, waits as whenReady says. */
export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        context.on('page', whenReady);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    context.on('page', whenReady);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(whenReady(page));
  },
});
