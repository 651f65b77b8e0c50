import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/api.ts';

// Issue 29: the public pages come rendered by the server, in the language of the address, with their head tags, and
// the browser hydrates them without a mismatch. These journeys read what a crawler or a link preview reads (no
// JavaScript), then what a visitor's browser does with the same page.

/** A product a guest may see, and the company that shows it, from the guest's own search. */
async function aPublicProduct(page: Page): Promise<{ id: number; name: string; companyId: number; companyName: string }> {
  const res = await page.request.get('/api/product/search?pageSize=1&sort=newest', { headers: { lang: 'en_US' } });
  const product = (await res.json()).data.list[0];
  return { id: product.id, name: product.name, companyId: product.companyId, companyName: product.companyName };
}

test.describe('without JavaScript, as a crawler reads it', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the catalogue with a facet, a product and its supplier show their content in English and Chinese', async ({ page }) => {
    const product = await aPublicProduct(page);
    await page.goto('/home/index?language=en');
    await expect(page.getByRole('heading', { name: 'Recommended showrooms' })).toBeVisible();
    await expect(page.locator('img[src*="/uploads/seed/"]').first()).toBeVisible();

    await page.goto('/home/product?language=zh-tw&immediate=true');
    await expect(page.getByRole('heading', { name: '產品目錄' })).toBeVisible();
    await expect(page.locator('.gb-cat-toolbar__count')).toHaveText(/\d/);
    await expect(page.locator('article.gb-product').first()).toBeVisible();

    await page.goto(`/home/product-detail?id=${product.id}&language=en`);
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} · GemBourse`);

    await page.goto(`/home/company-profile?id=${product.companyId}&language=zh-tw`);
    await expect(page.getByRole('heading', { name: '公司簡介' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test("a product link's HTML carries its preview, canonical address and structured data", async ({ page }) => {
    const product = await aPublicProduct(page);
    const res = await page.request.get(`/home/product-detail?id=${product.id}&language=en`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    await page.setContent(html.replace(/<script type="module"[^>]*><\/script>/g, ''));
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe(product.name);
    expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\/uploads\//);
    // The product's own text, not the site's generic description of the shell.
    expect(await meta('meta[name="description"]')).toMatch(/\S/);
    expect(await meta('meta[name="description"]')).not.toContain('the online exhibition and B2B marketplace');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/home/product-detail\\?id=${product.id}&language=en$`),
    );
    expect(await page.locator('link[rel="alternate"]').count()).toBe(5);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const kinds = data.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(kinds).toContain('Product');
    expect(kinds).toContain('BreadcrumbList');
  });

  test('a product that does not exist answers 404 with the rendered not-found page, not indexed', async ({ page }) => {
    const res = await page.goto('/home/product-detail?id=2147483000&language=en');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Content does not exist')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('a page opened without its language goes to the one the visitor chose last, else English', async ({ page, context }) => {
  const plain = await page.request.get('/home/about', { maxRedirects: 0 });
  expect(plain.status()).toBe(302);
  expect(plain.headers().location).toBe('/home/about?language=en');
  await page.goto('/home/about?language=tr');
  await expect(page.locator('html')).toHaveAttribute('lang', /^tr/);
  // The app mirrors the stored language into a cookie; the server follows it for an address without one.
  expect((await context.cookies()).find((c) => c.name === 'gb_language')?.value).toBe('tr');
  await page.goto('/home/suppliers');
  await expect(page).toHaveURL(/language=tr/);
});

test('the rendered pages hydrate without a console error, in four languages', async ({ page }) => {
  const product = await aPublicProduct(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const pages = [
    '/home/index?language=zh-cn',
    '/home/suppliers?language=tr',
    '/home/product?language=zh-tw&q=pearl',
    `/home/product-detail?id=${product.id}&language=en`,
    `/home/company-profile?id=${product.companyId}&language=zh-tw`,
    '/home/about?language=tr',
    '/home/login?language=zh-cn',
  ];
  for (const url of pages) {
    await page.goto(url);
    // Hydrated: React has taken over the server's markup (the language menu opens on click).
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')));
  }
  expect(errors).toEqual([]);
});

/**
 * From the document's first frame on: every guest text a visitor could see (a painted frame's text: rAF runs only for
 * frames that are drawn, and innerText leaves out what is hidden), and the page's layout shift (CLS, as Lighthouse
 * sums it here: every shift not caused by input).
 */
async function watchFrames(page: Page, guestText: RegExp): Promise<void> {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const w = window as unknown as { gbSeen: string[]; gbShift: number; gbShifts: string[] };
    w.gbSeen = [];
    w.gbShift = 0;
    w.gbShifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.gbShift += e.value;
        // What moved, for the failure message.
        const nodes = (e.sources ?? []).map(
          (x) => `${(x.node as Element | undefined)?.className ?? x.node?.nodeName} y=${x.currentRect.y}`,
        );
        w.gbShifts.push(`${e.value.toFixed(3)}: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const seen = document.body?.innerText.match(pattern)?.[0];
      if (seen && !w.gbSeen.includes(seen)) w.gbSeen.push(seen);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, guestText.source);
}

const framesSeen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { gbSeen: string[]; gbShift: number; gbShifts: string[] };
    return { seen: w.gbSeen, shift: w.gbShift, shifts: w.gbShifts.join('; ') };
  });

test('a logged-in buyer never sees the guest’s parts of a rendered page, and nothing moves when theirs fill in', async ({ page }) => {
  // A product whose price a guest may not see: the guest's page says "Log in to see the price", the buyer's shows it.
  const search = await page.request.get('/api/product/search?pageSize=60', { headers: { lang: 'en_US' } });
  const product = (await search.json()).data.list.find((p: { price: { reason?: string } }) => p.price.reason === 'login');
  expect(product, 'the demo catalogue has a product priced for members').toBeTruthy();
  const guestPage = await (await page.request.get(`/home/product-detail?id=${product.id}&language=en`)).text();
  expect(guestPage, 'the server draws the guest’s page').toContain('Log in to see the price');

  // Logged in as a returning member is: the token in storage, the user still to be loaded (SPEC §4).
  await signIn(page, 'buyer@example.com');
  await watchFrames(page, /Log in[^\n]*/);
  await page.goto(`/home/product-detail?id=${product.id}&language=en`);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page.locator('.gb-pd-page .gb-price-text').first()).toHaveText(/\d/);
  await expect(page.getByRole('button', { name: 'Add to wish list' })).toBeVisible();
  const onProduct = await framesSeen(page);
  expect(onProduct.seen).toEqual([]);
  expect(onProduct.shift, onProduct.shifts).toBeLessThan(0.1);

  await page.goto('/home/suppliers?language=en');
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await expect(page.locator('.gb-supplier-card').first()).toBeVisible();
  // The member's answer is in: the whole directory, not the guest's first results.
  await expect(page.locator('.gb-grid--directory:not(.gb-grid--stale)')).toBeVisible();
  await expect(page.getByText(/Showing the first/)).toHaveCount(0);
  const onDirectory = await framesSeen(page);
  expect(onDirectory.seen).toEqual([]);
  expect(onDirectory.shift, onDirectory.shifts).toBeLessThan(0.1);
});
