import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema/index.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { seedReferenceData } from '../../db/seed/reference-seed.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Rows written behind the API's back (SQL, a future editor): one English-only, one with markup that must not survive.
  await t.database.db.insert(pages).values([
    { slug: 'only-english', title: { en: 'Only English' }, bodyHtml: { en: '<p>English body</p>' } },
    {
      slug: 'hostile',
      title: { en: 'Hostile' },
      bodyHtml: {
        en: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
        tr: '<p>Merhaba</p><script>alert(4)</script>',
      },
    },
  ]);
});
afterAll(() => t?.close());

type Page = { slug: string; title: string; html: string; updatedAt: string };
const get = (slug: string, headers: Record<string, string> = {}) =>
  call<Page>(t.app, { method: 'GET', url: `/api/content/page/${slug}`, headers });

describe('GET /api/content/page/:slug', () => {
  it('answers the terms in each of the four languages, with the 14-day rule, to guests', async () => {
    const en = await get('terms', { lang: 'en_US' });
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ slug: 'terms', title: 'Terms of use' });
    expect(en.body.data.html).toContain('within 14 days');
    expect(Number.isNaN(Date.parse(en.body.data.updatedAt))).toBe(false);
    const cn = await get('terms', { lang: 'zh_CN' });
    expect(cn.body.data.title).toBe('使用条款');
    expect(cn.body.data.html).toContain('14 天内');
    const tw = await get('terms', { lang: 'zh_TW' });
    expect(tw.body.data.title).toBe('使用條款');
    expect(tw.body.data.html).toContain('14 天內');
    const tr = await get('terms', { lang: 'tr_TR' });
    expect(tr.body.data.title).toBe('Kullanım koşulları');
    expect(tr.body.data.html).toContain('14 gün');
  });

  it('serves privacy, consent and about, to members as to guests', async () => {
    for (const slug of ['privacy', 'consent', 'about']) {
      const { body } = await get(slug, { lang: 'zh_TW' });
      expect(body.code).toBe(200);
      expect(body.data.html.length).toBeGreaterThan(20);
    }
    const token = await loginAs(t.app, 'buyer@example.com');
    const member = await get('privacy', { lang: 'tr_TR', ...bearer(token) });
    expect(member.body.data.title).toBe('Gizlilik politikası');
  });

  it('falls back to English where a language has no text, and follows Accept-Language without a lang header', async () => {
    const { body } = await get('only-english', { lang: 'zh_CN' });
    expect(body.data).toMatchObject({ title: 'Only English', html: '<p>English body</p>' });
    expect((await get('privacy', { 'accept-language': 'zh-TW,zh;q=0.9' })).body.data.title).toBe('隱私權政策');
  });

  it('is briefly cacheable and varies by language', async () => {
    const { headers } = await get('about');
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(String(headers.vary)).toMatch(/\blang\b/);
  });

  it('answers 404 in an envelope for an unknown slug, and 400 for a malformed one', async () => {
    const missing = await get('no-such-page', { lang: 'zh_CN' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(40400);
    expect(missing.body.data).toBeNull();
    expect(missing.headers['cache-control']).not.toBe('public, max-age=300');
    expect((await get('Bad%20Slug')).body.code).toBe(40000);
  });

  it('never lets a script, an event handler or a javascript: link out', async () => {
    for (const lang of ['en_US', 'tr_TR']) {
      const { body } = await get('hostile', { lang });
      expect(body.data.html).not.toMatch(/<script|alert|onerror|onclick|javascript:|<iframe/i);
    }
    expect((await get('hostile', { lang: 'tr_TR' })).body.data.html).toBe('<p>Merhaba</p>');
  });
});

describe('reference seed of the legal pages', () => {
  it('exists without demo data, adds missing languages and keeps stored wording across restarts', async () => {
    const d = await openDatabase({ dataDir: ':memory:' });
    try {
      await d.migrate();
      await seedReferenceData(d.db);
      const slugs = (await d.db.select({ slug: pages.slug }).from(pages)).map((r) => r.slug).sort();
      expect(slugs).toEqual(['about', 'consent', 'privacy', 'terms']);
      // An organiser reworded the English terms, and the Turkish text went missing.
      await d.db
        .update(pages)
        .set({ title: { en: 'Our terms' }, bodyHtml: { en: '<p>Edited</p>' } })
        .where(eq(pages.slug, 'terms'));
      await seedReferenceData(d.db);
      const [terms] = await d.db.select().from(pages).where(eq(pages.slug, 'terms'));
      expect(terms.title.en).toBe('Our terms');
      expect(terms.bodyHtml.en).toBe('<p>Edited</p>');
      expect(terms.title.tr).toBe('Kullanım koşulları');
      expect(terms.bodyHtml['zh-tw']).toContain('14 天內');
    } finally {
      await d.close();
    }
  });
});
