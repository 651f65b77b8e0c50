import { expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from './api.ts';

// The SPEC §8 delays (300 ms, 3 s) measured inside the page: when a watched text first shows and when the session
// token leaves browser storage. Timestamps taken by the test runner would include its polling lag, so the page keeps
// its own clock readings, in sessionStorage so that they survive the navigation a logout makes.
const KEY = '__gb_timings';

/** Starts recording, in every document the page opens from now on, when each of `texts` appears. */
export async function watchTimings(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript(
    ({ key, watched, tokenKey }) => {
      const mark = (name: string) => {
        const all = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, number>;
        if (all[name] !== undefined) return;
        all[name] = Date.now();
        sessionStorage.setItem(key, JSON.stringify(all));
      };
      let hadToken = false;
      setInterval(() => {
        const token = localStorage.getItem(tokenKey) || sessionStorage.getItem(tokenKey);
        if (token) hadToken = true;
        else if (hadToken) {
          hadToken = false;
          mark('tokenGone');
        }
      }, 10);
      const observer = new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        for (const w of watched) if (text.includes(w)) mark(w);
      });
      const start = () => observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
      if (document.documentElement) start();
      else document.addEventListener('DOMContentLoaded', start);
    },
    { key: KEY, watched: texts, tokenKey: TOKEN_KEY },
  );
}

/** Forgets the readings so far (call just before the action under test). */
export async function resetTimings(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), KEY);
}

/** Milliseconds from the first appearance of `text` to the token leaving storage (undefined while either is missing). */
export async function delayUntilLogout(page: Page, text: string): Promise<number | undefined> {
  const all = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, number>, KEY);
  return all[text] !== undefined && all.tokenGone !== undefined ? all.tokenGone - all[text] : undefined;
}

/** Waits for both readings, then checks the delay from `text` showing to the logout lies in [min, max) ms. */
export async function expectLogoutDelay(page: Page, text: string, min: number, max: number): Promise<void> {
  await expect.poll(() => delayUntilLogout(page, text)).toBeDefined();
  const delay = (await delayUntilLogout(page, text))!;
  expect(delay).toBeGreaterThanOrEqual(min);
  expect(delay).toBeLessThan(max);
}
