import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { makeCompany } from '../modules/company/company-test-kit.ts';

// Issue 29: guests' rendered pages are shared between visitors for GUEST_ANSWER_CACHE_SECONDS, dropped by every
// successful write through the API, each answer with its own nonce, and an opening answered from the shared copy
// still counts the product's view. The web app's renderer is replaced by a small one that renders the product's name
// from the same in-process API call the real page makes, and says how many renders the process did.

const RENDERER = `
let renders = 0;
export default {
  async renderPage({ url, dispatch }) {
    renders += 1;
    const id = new URL(url).searchParams.get('id');
    const res = await dispatch('/api/product/view/' + id, { method: 'GET', headers: { lang: 'en_US' } });
    const body = await res.json();
    if (body.code !== 200) return { status: 404, html: '<p>missing</p>', state: '', styles: '', head: '' };
    return {
      status: 200,
      html: '<h1>' + body.data.name + '</h1><p id="renders">' + renders + '</p>',
      state: '<script type="application/json" id="gb-ssr-state" nonce="%GB_NONCE%">{}</script>',
      styles: '',
      head: '<script nonce="%GB_NONCE%">mark()</script>',
    };
  },
};
`;

let t: TestApp;
let productId: number;
const dir = mkdtempSync(path.join(os.tmpdir(), 'gb-pages-'));

beforeAll(async () => {
  mkdirSync(path.join(dir, 'web'));
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(
    path.join(dir, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><title>GemBourse</title></head><body><div id="root"><div class="gb-boot">GemBourse</div></div></body></html>',
  );
  writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ WEB_DIST: path.join(dir, 'web'), GUEST_ANSWER_CACHE_SECONDS: '60' });
  const supplier = await makeCompany(
    t,
    { name: 'Shared Pages Gems', productPrivacy: 'everyone' },
    { products: [{ name: 'Cached Pearl', categories: [30733] }] },
  );
  [{ id: productId }] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, supplier.id));
});
afterAll(() => t.close());

const open = (userAgent = 'Browser A') =>
  t.app.inject({
    method: 'GET',
    url: `/home/product-detail?id=${productId}&language=en`,
    headers: { accept: 'text/html', 'user-agent': userAgent },
  });
const rendersOf = (html: string) => Number(/<p id="renders">(\d+)<\/p>/.exec(html)?.[1]);
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('guests’ rendered pages', () => {
  it('renders a page once for every visitor within the TTL, each answer with a nonce of its own in its CSP', async () => {
    const first = await open();
    const second = await open('Browser B');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Cached Pearl</h1>');
    expect(rendersOf(second.body)).toBe(rendersOf(first.body));
    const nonces = [first, second].map((r) => nonceOf(String(r.headers['content-security-policy'])));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(second.body).toContain(`<script nonce="${nonces[1]}">mark()</script>`);
    expect(second.body).toContain(`id="gb-ssr-state" nonce="${nonces[1]}"`);
  });

  it('drops every kept page when a write through the API succeeds, and keeps them when it fails', async () => {
    const before = rendersOf((await open()).body);
    await t.database.db.update(products).set({ name: 'Renamed Pearl' }).where(eq(products.id, productId));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@kit.example', password: 'wrong-Pass1' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    // A POST that only reads (the directory's search) is no write either.
    const search = await t.app.inject({ method: 'POST', url: '/api/company/list?pageNum=1&pageSize=12', payload: {} });
    expect(search.statusCode).toBe(200);
    const kept = await open();
    expect(rendersOf(kept.body)).toBe(before);
    expect(kept.body).toContain('Cached Pearl');

    // Any write: a visitor starting a registration (the cache cannot tell which writes a page shows).
    const written = await t.app.inject({ method: 'POST', url: '/api/auth/register/start' });
    expect(written.statusCode).toBe(200);
    const fresh = await open();
    expect(rendersOf(fresh.body)).toBe(before + 1);
    expect(fresh.body).toContain('<h1>Renamed Pearl</h1>');
  });

  it('counts the view of an opening answered from the kept page, once per visitor as an opening of the API does', async () => {
    const count = async () => {
      await t.app.deps.services.productViews.flush();
      await t.app.deps.jobs.settled();
      return (await t.database.db.select({ n: products.viewCount }).from(products).where(eq(products.id, productId)))[0].n;
    };
    const start = await count();
    const pages = [await open('Visitor C'), await open('Visitor D'), await open('Visitor D')];
    expect(new Set(pages.map((p) => rendersOf(p.body))).size).toBe(1);
    expect(await count()).toBe(start + 2);
  });
});
