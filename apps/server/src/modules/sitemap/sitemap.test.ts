import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOCALES } from '@gembourse/contracts/locale';
import type { ProductVisibility } from '@gembourse/contracts/product';
import { alternateUrls, canonicalUrl, CONTENT_PAGES, entityPath, HREFLANG } from '@gembourse/contracts/public-urls';
import { companies, pages, products } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { priceSortOf } from '../catalogue/price-sort.ts';
import { publicProductPagesRepository } from '../catalogue/public-pages.repository.ts';
import { publicCompanyPagesRepository } from '../company/public-pages.repository.ts';
import { disallowedPaths } from './robots.ts';
import { sitemapService } from './sitemap.service.ts';

// Issue 29: robots.txt and the sitemaps, read as a crawler reads them (parsed XML), against the real database: every
// URL in the default language with its lastmod and its four languages and x-default; only what a guest may open.

const BASE = 'https://gembourse.test';
/** Small files, so the demo data spans several and the split is tested without 50,000 rows. */
const PER_FILE = 25;
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

let t: TestApp;
let open: KitCompany;
let hidden: KitCompany;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${BASE}/`, SITEMAP_URLS_PER_FILE: String(PER_FILE) });
  open = await makeCompany(t, { name: 'Sitemap Open Gems', productPrivacy: 'everyone' }, { products: [] });
  hidden = await makeCompany(
    t,
    { name: 'Sitemap Unverified Gems', verificationStatus: 'pending', productPrivacy: 'everyone' },
    { products: [] },
  );
  const writes = t.app.deps.services.productWrites;
  const make = (
    name: string,
    companyId: number,
    visibility: ProductVisibility,
    extra: Partial<{ published: boolean; listed: boolean; releaseAt: Date }> = {},
  ) =>
    writes.create({
      companyId,
      name,
      sku: name.replace(/\W+/g, '-'),
      currency: 'USD',
      price: 500,
      priceSort: priceSortOf(500, 'USD'),
      categories: [30733],
      published: true,
      visibility,
      ...extra,
    });
  ids.public = await make('Sitemap Public Pearl & <Co>', open.id, 'public');
  ids.asShowroom = await make('Sitemap Showroom Ruby', open.id, 'showroom');
  ids.community = await make('Sitemap Community Sapphire', open.id, 'community');
  ids.launch = await make('Sitemap Launch Emerald', open.id, 'launch');
  ids.private = await make('Sitemap Private Opal', open.id, 'private');
  ids.draft = await make('Sitemap Draft Topaz', open.id, 'public', { published: false });
  ids.unlisted = await make('Sitemap Unlisted Garnet', open.id, 'public', { listed: false });
  ids.unreleased = await make('Sitemap Unreleased Jade', open.id, 'public', { releaseAt: new Date(Date.now() + 86_400_000) });
  ids.unverifiedSupplier = await make('Sitemap Unverified Onyx', hidden.id, 'public');
}, 120_000);
afterAll(() => t?.close());

const xml = (text: string) => {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const texts = (doc: Document, ns: string, tag: string) => [...doc.getElementsByTagNameNS(ns, tag)].map((e) => e.textContent ?? '');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every `<url>` of every file of `kind` the index names: its loc, lastmod and alternates. */
async function entries(kind: string) {
  const index = xml((await get('/sitemap.xml')).body);
  const files = texts(index, SM, 'loc').filter((loc) => loc.startsWith(`${BASE}/sitemap-${kind}-`));
  const out: { file: string; loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] }[] = [];
  for (const file of files) {
    const res = await get(new URL(file).pathname);
    expect(res.statusCode).toBe(200);
    for (const url of [...xml(res.body).getElementsByTagNameNS(SM, 'url')]) {
      out.push({
        file,
        loc: url.getElementsByTagNameNS(SM, 'loc')[0]!.textContent!,
        lastmod: url.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
        alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => ({
          hreflang: l.getAttribute('hreflang')!,
          href: l.getAttribute('href')!,
        })),
      });
    }
  }
  return { files, entries: out };
}
const idOf = (loc: string) => Number(new URL(loc).searchParams.get('id'));

describe('robots.txt', () => {
  it('names the sitemap index by absolute URL and keeps crawlers off the API, the workspace and the console', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/home/showroom-product',
      '/home/my-favorites',
      '/home/messages',
      '/welcome',
      '/companies',
      '/home/reset-password',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // No rule shuts a page the sitemap lists (robots rules match by prefix).
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    expect(disallowed).toEqual(disallowedPaths());
    for (const path of [...CONTENT_PAGES, entityPath('product', 1), entityPath('company', 1), '/uploads/img/a.webp', '/assets/app.js']) {
      expect(disallowed.filter((d) => path.startsWith(d))).toEqual([]);
    }
  });
});

describe('the sitemap index', () => {
  it('lists every file of every kind by absolute URL, as many product files as the id range needs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const doc = xml(res.body);
    expect(doc.documentElement.localName).toBe('sitemapindex');
    const locs = texts(doc, SM, 'loc');
    const [{ maxProduct }] = (await t.database.db.select({ maxProduct: sql<number>`max(${products.id})::int` }).from(products)) as {
      maxProduct: number;
    }[];
    const productFiles = locs.filter((l) => l.includes('/sitemap-products-'));
    expect(productFiles.length).toBe(Math.ceil(maxProduct / PER_FILE));
    expect(productFiles.length).toBeGreaterThan(2);
    expect(productFiles).toEqual(productFiles.map((_, i) => `${BASE}/sitemap-products-${i + 1}.xml`));
    expect(locs).toContain(`${BASE}/sitemap-companies-1.xml`);
    expect(locs).toContain(`${BASE}/sitemap-content-1.xml`);
    // Collections have no page of their own yet (docs/decisions.md "Sitemap").
    expect(locs.some((l) => l.includes('collections'))).toBe(false);
    // Past the last file, and an unknown kind: not found (the SPA's fallback does not take the path).
    expect((await get(`/sitemap-products-${productFiles.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-collections-1.xml')).statusCode).toBe(400);
  });
});

describe('a product sitemap', () => {
  it('lists each product once in the default language, with lastmod and every language and x-default', async () => {
    const { files, entries: list } = await entries('products');
    const rows = await t.database.db
      .select({ id: products.id, updatedAt: products.updatedAt, releaseAt: products.releaseAt })
      .from(products);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(new Set(list.map((e) => e.loc)).size).toBe(list.length);
    for (const e of list) {
      const id = idOf(e.loc);
      expect(e.loc).toBe(canonicalUrl(BASE, entityPath('product', id), 'en'));
      expect(e.alternates).toEqual(alternateUrls(BASE, entityPath('product', id)));
      expect(e.alternates.map((a) => a.hreflang)).toEqual([...LOCALES.map((l) => HREFLANG[l]), 'x-default']);
      const row = byId.get(id)!;
      const changed = Math.max(row.updatedAt.getTime(), row.releaseAt?.getTime() ?? 0);
      expect(e.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(new Date(e.lastmod!).getTime()).toBe(Math.floor(changed / 1000) * 1000);
      // File n holds ids ((n-1)*PER_FILE, n*PER_FILE], at most PER_FILE of them.
      const n = files.indexOf(e.file) + 1;
      expect(id).toBeGreaterThan((n - 1) * PER_FILE);
      expect(id).toBeLessThanOrEqual(n * PER_FILE);
    }
    for (const file of files) expect(list.filter((e) => e.file === file).length).toBeLessThanOrEqual(PER_FILE);
  });

  it('holds exactly the products a guest may open: Public and as-the-showroom, published, listed, released', async () => {
    const { entries: list } = await entries('products');
    const listed = new Set(list.map((e) => idOf(e.loc)));
    expect(listed.has(ids.public!)).toBe(true);
    expect(listed.has(ids.asShowroom!)).toBe(true);
    for (const key of ['community', 'launch', 'private', 'draft', 'unlisted', 'unreleased', 'unverifiedSupplier']) {
      expect([key, listed.has(ids[key]!)]).toEqual([key, false]);
    }
    // Every product of the database, against the guest's own product page: in the sitemap exactly when it opens.
    const all = await t.database.db.select({ id: products.id }).from(products);
    const opens = await Promise.all(all.map(async (p) => [p.id, (await get(`/api/product/view/${p.id}`)).statusCode === 200] as const));
    expect(opens.filter(([id, ok]) => ok !== listed.has(id))).toEqual([]);
    expect(listed.size).toBeGreaterThan(10);
  });

  it('carries no name of a product, and a Community product neither by id nor by name', async () => {
    const index = xml((await get('/sitemap.xml')).body);
    let body = '';
    for (const loc of texts(index, SM, 'loc')) body += (await get(new URL(loc).pathname)).body;
    expect(body).toContain(`id=${ids.public}&amp;language=en`);
    expect(body).not.toContain(`id=${ids.community}&amp;`);
    expect(body).not.toContain('Sitemap Community Sapphire');
    expect(body).not.toContain('Sitemap Public Pearl');
  });

  it('reads a file in keyset batches: the same URLs whatever the batch size', async () => {
    const db = t.database.db;
    const service = (batchSize: number) =>
      sitemapService({
        publicUrl: BASE,
        urlsPerFile: 50_000,
        batchSize,
        products: publicProductPagesRepository(db),
        companies: publicCompanyPagesRepository(db),
        contentChangedAt: async () => null,
      });
    const read = async (batchSize: number) => {
      let out = '';
      for await (const piece of (await service(batchSize).file('products', 1))!) out += piece;
      return out;
    };
    const whole = await read(5_000);
    expect(await read(3)).toBe(whole);
    expect(await read(1)).toBe(whole);
    expect(xml(whole).getElementsByTagNameNS(SM, 'url').length).toBeGreaterThan(10);
  });

  it('streams compressed to a client that accepts gzip, the same XML', async () => {
    const plain = await get('/sitemap-products-1.xml');
    const zipped = await get('/sitemap-products-1.xml', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap-products-1.xml' });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'application/xml; charset=utf-8', '']);
  });
});

describe('the company and content sitemaps', () => {
  it('lists the suppliers whose profile a guest may open, not an unverified one or a buyer', async () => {
    const { entries: list } = await entries('companies');
    const listed = new Set(list.map((e) => idOf(e.loc)));
    expect(listed.has(open.id)).toBe(true);
    expect(listed.has(hidden.id)).toBe(false);
    const buyers = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.joinType, 'buyer'));
    expect(buyers.length).toBeGreaterThan(0);
    expect(buyers.filter((b) => listed.has(b.id))).toEqual([]);
    const e = list.find((x) => idOf(x.loc) === open.id)!;
    expect(e.loc).toBe(`${BASE}/home/company-profile?id=${open.id}&language=en`);
    expect(e.alternates).toEqual(alternateUrls(BASE, entityPath('company', open.id)));
    expect(e.lastmod).toMatch(/Z$/);
  });

  it('lists the public pages of fixed address, the about page dated by its texts', async () => {
    const { entries: list } = await entries('content');
    expect(list.map((e) => e.loc)).toEqual(CONTENT_PAGES.map((p) => canonicalUrl(BASE, p, 'en')));
    for (const e of list) expect(e.alternates).toHaveLength(LOCALES.length + 1);
    const [about] = await t.database.db.select({ at: sql<string>`max(${pages.updatedAt})` }).from(pages);
    expect(about).toBeDefined();
    expect(list.find((e) => e.loc.includes('/home/about'))!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});

describe('SITEMAP_URLS_PER_FILE', () => {
  it('is 50,000 unless set, and never more (sitemaps.org)', () => {
    expect(loadConfig({}, []).sitemapUrlsPerFile).toBe(50_000);
    expect(() => loadConfig({ SITEMAP_URLS_PER_FILE: '50001' }, [])).toThrow(/SITEMAP_URLS_PER_FILE/);
  });
});

describe('beside the built web app', () => {
  it('answers robots.txt and the sitemaps itself: neither the SPA fallback nor a file of the build takes their paths', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'gembourse-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GemBourse</title>');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    mkdirSync(path.join(dist, 'assets'));
    const w = await createTestApp({ PUBLIC_URL: BASE, WEB_DIST: dist });
    try {
      for (const accept of ['text/html', '*/*']) {
        const robots = await w.app.inject({ url: '/robots.txt', headers: { accept } });
        expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
        const index = await w.app.inject({ url: '/sitemap.xml', headers: { accept } });
        expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
        const file = await w.app.inject({ url: '/sitemap-content-1.xml', headers: { accept } });
        expect(file.body).toContain('<urlset');
      }
      // The fallback still serves the app for pages.
      expect((await w.app.inject({ url: '/home/index', headers: { accept: 'text/html' } })).body).toContain('<title>GemBourse</title>');
    } finally {
      await w.close();
    }
  });
});
