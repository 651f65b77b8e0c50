import { expect, test, type APIRequestContext } from '../support/test.ts';
import sharp from 'sharp';
import { api, apiLogin, demoSupplier } from '../support/api.ts';

// Issue 29 item 3: what the server renders for a guest (the public pages, their embedded data, their structured data,
// the sitemap) never holds more than the guest may see (SPEC §6). The demo supplier puts three products of its own on
// sale, each with a word of its own in its name, SKU and description: a Community one (members only), a Public one
// whose price only members see, and a Public one with a public price. The pages are read as a crawler reads them (a
// plain GET of the HTML); the second and third products, and the third's price, must be there where the first and the
// second's price must not be, so a page that shows nothing at all fails too.

/** A product the journey made: `word` is in its name, SKU and description only; `image` names its picture's file. */
type Made = { id: number; name: string; word: string; image: string; price: number };
type Fixture = {
  run: string;
  supplierId: number;
  supplierName: string;
  perUsd: number[];
  community: Made;
  hiddenPrice: Made;
  publicPrice: Made;
};
type PriceView = { state: 'shown'; original: { amount: number } } | { state: 'hidden'; reason: string };
type Card = { id: number; name: string; price: PriceView };

/** A word no seeded text holds: `n` letters (no digits, so that it cannot be part of an amount or an id). */
const word = (n: number) => Array.from({ length: n }, () => 'bcdfghjkmnpqrstvwxz'[Math.floor(Math.random() * 19)]).join('');

/**
 * The ways a page and its data write an amount of US dollars: 7316482593.59 as "7316482593" (JSON) and
 * "7,316,482,593" (English, Chinese), then the same of its conversion at each of `perUsd` (a Chinese page shows yuan),
 * rounded either way. Ten digits and more, so that no timestamp or id of a page holds one by chance.
 */
const amountForms = (amount: number, perUsd: number[] = []) => {
  const wholes = [Math.trunc(amount), ...perUsd.flatMap((rate) => [Math.floor(amount * rate), Math.round(amount * rate)])];
  return [...new Set(wholes.flatMap((whole) => [String(whole), whole.toLocaleString('en-US')]))];
};

/** A guest's page as a crawler reads it: the markup outside scripts, the embedded query cache, the JSON-LD. */
type GuestPage = { url: string; status: number; html: string; markup: string; state: string; jsonLd: unknown[] };

async function crawl(request: APIRequestContext, url: string): Promise<GuestPage> {
  const res = await request.get(url, { maxRedirects: 0 });
  const html = await res.text();
  const stateText = /<script\b[^>]*\bid="gb-ssr-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  return {
    url,
    status: res.status(),
    html,
    markup: html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
    // Parsed and written out again, so that an escaped character (\u003c) cannot hide a match.
    state: stateText ? JSON.stringify(JSON.parse(stateText)) : '',
    jsonLd,
  };
}

/** The parts of a page that must not hold `needle`, each named in the failure. */
function expectAbsent(page: GuestPage, needle: string, what: string) {
  expect(page.markup, `${what} in the markup of ${page.url}`).not.toContain(needle);
  expect(page.state, `${what} in the embedded data of ${page.url}`).not.toContain(needle);
  expect(JSON.stringify(page.jsonLd), `${what} in the JSON-LD of ${page.url}`).not.toContain(needle);
  expect(page.html, `${what} anywhere in ${page.url}`).not.toContain(needle);
}

/** Nothing of the product (its word, its picture) and/or nothing of its price, in any form a page writes it. */
function expectNothingOf(page: GuestPage, product: Made, opts: { name: boolean; price: boolean }) {
  if (opts.name) {
    expectAbsent(page, product.word, `the name of "${product.name}"`);
    expectAbsent(page, product.image, `the picture of "${product.name}"`);
  }
  if (opts.price)
    for (const form of amountForms(product.price, fixture.perUsd)) expectAbsent(page, form, `the price ${form} of "${product.name}"`);
}

/**
 * Fetches `url` until it shows the public products (a guest's answers are shared for a few seconds, so one fetched
 * just before the products were made may still be served): the page is then fresh, and what it lacks it lacks.
 */
async function freshPage(request: APIRequestContext, url: string, mustShow: string[]): Promise<GuestPage> {
  let page: GuestPage | undefined;
  await expect
    .poll(
      async () => {
        page = await crawl(request, url);
        return mustShow.filter((s) => !page!.markup.includes(s) || !page!.state.includes(s));
      },
      `${url} shows ${mustShow.join(', ')} in its markup and its data`,
    )
    .toEqual([]);
  return page!;
}

/** Every sitemap the index lists (fetched as a crawler does), and the product ids their URLs name. */
async function sitemaps(request: APIRequestContext): Promise<{ texts: Map<string, string>; productIds: Set<number> }> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files.filter((f) => f.includes('products')).length, 'product sitemaps in the index').toBeGreaterThan(0);
  const texts = new Map<string, string>();
  const productIds = new Set<number>();
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    const text = await res.text();
    texts.set(file, text);
    for (const m of text.matchAll(/product-detail\?id=(\d+)(?!\d)/g)) productIds.add(Number(m[1]));
  }
  return { texts, productIds };
}

let fixture: Fixture;
let context: APIRequestContext;
const made: number[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  context = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await apiLogin(context, 'supplier@example.com');
  const supplier = await demoSupplier(context, token);

  // A product needs an image of the company's own to be published (SPEC §4): one of its own for each, so that its
  // address names it too.
  async function upload(background: string): Promise<string> {
    const png = await sharp({ create: { width: 400, height: 568, channels: 3, background } })
      .png()
      .toBuffer();
    const res = await context.post('/api/uploads/image?purpose=product', {
      headers: { lang: 'en_US', authorization: `Bearer ${token}` },
      multipart: { file: { name: 'visibility.png', mimeType: 'image/png', buffer: png } },
    });
    const url = ((await res.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/uploads\/.+\.webp$/);
    return url;
  }

  // The rest of the first step is copied from one of the supplier's products.
  const list = await api<{ list: { id: number }[] }>(context, 'GET', '/api/showroom/product/list?pageNum=1&pageSize=20&published=true', {
    token,
  });
  const template = (await api<Record<string, unknown>>(context, 'GET', `/api/showroom/product/detail/${list.data.list[0]!.id}`, { token }))
    .data;
  const copied = ['brandId', 'categories', 'currency', 'minOrder', 'noMinOrderNote', 'metal', 'fineness', 'stones'];

  const run = word(7);
  async function make(kind: string, visibility: string, priceVisibility: string, price: number, colour: string): Promise<Made> {
    const own = word(9);
    const image = await upload(colour);
    const name = `Vistest ${run} ${own} ${kind}`;
    const saved = await api<{ id: number }>(context, 'POST', '/api/showroom/product/save-info', {
      token,
      body: {
        ...Object.fromEntries(copied.map((k) => [k, template[k]])),
        currency: 'USD',
        name,
        sku: `VIS-${own}`,
        price,
        descriptionHtml: `<p>Made by the visibility journey: ${own}.</p>`,
        images: [image],
      },
    });
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data.id;
    made.push(id);
    const step2 = await api(context, 'POST', '/api/showroom/product/save-availability', {
      token,
      body: { id, availability: 'immediate', immediate: true, visibility, priceVisibility },
    });
    expect(step2.code, step2.msg).toBe(200);
    // The file's name without its extension: the picture and its thumbnail (.thumb.webp) alike.
    return { id, name, word: own, image: image.replace(/^.*\//, '').replace(/\.webp$/, ''), price };
  }
  const community = await make('Community Ring', 'community', 'community', 7316482593.59, '#5b3f8c');
  const hiddenPrice = await make('Members Price Ring', 'public', 'community', 6294817352.37, '#2f7a5d');
  const publicPrice = await make('Public Price Ring', 'public', 'public', 5827391468.46, '#a3492e');
  const published = await api(context, 'POST', '/api/showroom/product/batch', { token, body: { action: 'publish', ids: made } });
  expect(published.code, published.msg).toBe(200);

  // The API itself, as a member and as a guest: the member sees all three and the second's price, the guest neither
  // the first nor that price.
  const buyer = await apiLogin(context, 'buyer@example.com');
  const asMember = await api<{ list: Card[] }>(context, 'GET', `/api/product/search?q=${run}&pageSize=24`, { token: buyer });
  const memberSees = new Map(asMember.data.list.map((c) => [c.id, c]));
  expect([...memberSees.keys()].sort()).toEqual([...made].sort());
  expect(memberSees.get(hiddenPrice.id)!.price).toMatchObject({ state: 'shown', original: { amount: hiddenPrice.price } });
  const asGuest = await api<{ list: Card[]; rates: { currency: string; perUsd: number }[] }>(
    context,
    'GET',
    `/api/product/search?q=${run}&pageSize=24`,
  );
  const guestSees = new Map(asGuest.data.list.map((c) => [c.id, c]));
  expect([...guestSees.keys()].sort()).toEqual([hiddenPrice.id, publicPrice.id].sort());
  expect(guestSees.get(hiddenPrice.id)!.price).toEqual({ state: 'hidden', reason: 'login' });
  expect(guestSees.get(publicPrice.id)!.price).toMatchObject({ state: 'shown', original: { amount: publicPrice.price } });

  const perUsd = asGuest.data.rates.filter((r) => r.currency !== 'USD').map((r) => r.perUsd);
  fixture = { run, supplierId: supplier.id, supplierName: supplier.nameEn ?? supplier.name, perUsd, community, hiddenPrice, publicPrice };
});

test.afterAll(async () => {
  if (!context) return;
  if (made.length) {
    const token = await apiLogin(context, 'supplier@example.com');
    // Gone again, so that the journeys after this one find the catalogue as seeded.
    const deleted = await api(context, 'POST', '/api/showroom/product/batch', { token, body: { action: 'delete', ids: made } });
    expect(deleted.code, deleted.msg).toBe(200);
  }
  await context.dispose();
});

test.describe('as a crawler reads the pages', () => {
  test('the Community product answers 404 on its page, noindex; the Public ones carry their data, a hidden price none', async ({
    request,
  }) => {
    const { community, hiddenPrice, publicPrice } = fixture;

    const hidden = await crawl(request, `/home/product-detail?id=${community.id}&language=en`);
    expect(hidden.status).toBe(404);
    expect(hidden.markup).toMatch(/<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/);
    expect(hidden.markup).toContain('Content does not exist');
    expectNothingOf(hidden, community, { name: true, price: true });

    // The product whose price members only see: its page, in its data, with a Product node and no offers.
    const noPrice = await crawl(request, `/home/product-detail?id=${hiddenPrice.id}&language=en`);
    expect(noPrice.status).toBe(200);
    for (const part of [noPrice.markup, noPrice.state, JSON.stringify(noPrice.jsonLd)]) expect(part).toContain(hiddenPrice.word);
    expect(noPrice.markup, 'its picture').toContain(hiddenPrice.image);
    const productNode = (page: GuestPage) =>
      page.jsonLd.find((n) => (n as { '@type'?: string })['@type'] === 'Product') as { name: string; offers?: unknown } | undefined;
    expect(productNode(noPrice)?.name).toBe(hiddenPrice.name);
    expect(productNode(noPrice)?.offers).toBeUndefined();
    expectNothingOf(noPrice, hiddenPrice, { name: false, price: true });
    expectNothingOf(noPrice, community, { name: true, price: true });

    // The control: a price the guest may see is found by the same search, in each of the three parts.
    const withPrice = await crawl(request, `/home/product-detail?id=${publicPrice.id}&language=en`);
    expect(withPrice.status).toBe(200);
    const [raw, written] = amountForms(publicPrice.price);
    expect(withPrice.markup).toContain(written);
    expect(withPrice.state).toContain(raw);
    expect(JSON.stringify(productNode(withPrice)?.offers)).toContain(raw);
    expectNothingOf(withPrice, hiddenPrice, { name: false, price: true });
    expectNothingOf(withPrice, community, { name: true, price: true });
  });

  test('home, the catalogue and its search show the Public products; no page shows the Community one or the hidden price', async ({
    request,
  }) => {
    const { run, supplierId, supplierName, community, hiddenPrice, publicPrice } = fixture;
    const shown = [hiddenPrice.word, publicPrice.word];
    const [, writtenPrice] = amountForms(publicPrice.price);

    // Newest first: the home page's rows and the catalogue sorted by newest hold the products just made.
    const fresh = [
      '/home/index?language=en',
      '/home/index?language=zh-cn',
      '/home/product?language=en&sort=newest',
      `/home/product?language=en&q=${run}`,
    ];
    for (const url of fresh) {
      const page = await freshPage(request, url, shown);
      expect(page.markup, `the public price in the markup of ${url}`).toContain(writtenPrice);
      // Converted too (yuan on the Chinese page), which the forms of a hidden price include.
      const converted = amountForms(publicPrice.price, fixture.perUsd).slice(2);
      if (url.includes('zh-cn')) expect(converted.filter((f) => page.markup.includes(f)).length, `yuan in ${url}`).toBeGreaterThan(0);
      expectNothingOf(page, community, { name: true, price: true });
      expectNothingOf(page, hiddenPrice, { name: false, price: true });
    }

    // The search's own answer: the two Public products, and only the public price is in a price range's count.
    const search = await crawl(request, `/home/product?language=en&q=${run}`);
    const answer = (
      JSON.parse(search.state) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }
    ).queries.queries.find((q) => q.queryKey[0] === 'catalogue-search')!.state.data as {
      list: Card[];
      facets: { key: string; values: { count: number }[] }[];
    };
    expect(answer.list.map((c) => c.id).sort()).toEqual([hiddenPrice.id, publicPrice.id].sort());
    const priced = answer.facets.find((f) => f.key === 'price')!.values.reduce((sum, v) => sum + v.count, 0);
    expect(priced, 'products counted in a price range').toBe(1);

    // The catalogue as it first opens, the directory and the supplier's profile (its products load in the browser).
    for (const url of ['/home/product?language=en', '/home/suppliers?language=en', `/home/company-profile?id=${supplierId}&language=en`]) {
      const page = await crawl(request, url);
      expect(page.status, url).toBe(200);
      expect(page.state, `${url} carries its data`).not.toBe('');
      if (url.includes('company-profile')) {
        expect(page.markup).toContain(supplierName.replace(/&/g, '&amp;'));
        expect(page.state).toContain(supplierName);
      }
      expectNothingOf(page, community, { name: true, price: true });
      expectNothingOf(page, hiddenPrice, { name: false, price: true });
    }
  });

  test('the sitemap lists the Public products and not the Community one, nor any name or price', async ({ request }) => {
    const { community, hiddenPrice, publicPrice } = fixture;
    const { texts, productIds } = await sitemaps(request);
    expect(productIds.has(hiddenPrice.id), 'the Public product with a hidden price is in a sitemap').toBe(true);
    expect(productIds.has(publicPrice.id), 'the Public product is in a sitemap').toBe(true);
    expect(productIds.has(community.id), 'the Community product is in a sitemap').toBe(false);
    for (const [file, text] of texts) {
      expect(text, `the Community product's name in ${file}`).not.toContain(community.word);
      for (const form of amountForms(hiddenPrice.price, fixture.perUsd)) expect(text, `the hidden price in ${file}`).not.toContain(form);
    }
  });
});
