import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/api.ts';

// Issue 28: a form's "required" messages could sit above the part of the form on screen (the registration form's
// Next, the collection drawer's Save). Every form brings its first error into view, one mechanism for all
// (apps/web/src/shared/forms/first-error.ts): scrolled to the end and sent empty, the first message is on screen.

/** Scrolls the page and every drawer or modal body to its end, as someone who filled the form from the bottom. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('.ant-drawer-body, .ant-modal-wrap')) el.scrollTop = el.scrollHeight;
    window.scrollTo(0, document.body.scrollHeight);
  });
}

/** The first error message of the form, once in view: inside the viewport and its scrolling box. */
async function expectFirstErrorInView(page: Page, text: string) {
  const first = page.locator('.ant-form-item-explain-error').first();
  await expect(first).toHaveText(text);
  await expect(first).toBeInViewport();
  await expect
    .poll(() =>
      first.evaluate((el) => {
        const box = el.closest('.ant-drawer-body, .ant-modal-wrap')?.getBoundingClientRect() ?? { top: 0, bottom: innerHeight };
        const r = el.getBoundingClientRect();
        return r.top >= Math.max(box.top, 0) && r.bottom <= Math.min(box.bottom, innerHeight);
      }),
    )
    .toBe(true);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the first error in view (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('registration: Next with nothing filled in', async ({ page }) => {
      await page.goto('/home/Register?language=en');
      await expect(page.getByRole('heading', { name: 'Join GemBourse as a buyer' })).toBeVisible();
      await scrollToEnd(page);
      await page.getByRole('button', { name: 'Next: review' }).click();
      await expectFirstErrorInView(page, 'Please enter the company name');
    });

    test('the collection drawer: Save with nothing filled in', async ({ page }) => {
      await signIn(page, 'supplier@example.com', undefined, '/home/showroom-collection?language=en');
      await page.getByRole('button', { name: 'New collection' }).click();
      await expect(page.getByLabel('Name')).toBeVisible();
      await scrollToEnd(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectFirstErrorInView(page, 'This field is required');
    });
  });
}
