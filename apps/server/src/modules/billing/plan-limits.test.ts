import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { ProductImportJob, ProductImportStarted } from '@gembourse/contracts/product-import';
import { collections, products, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { onPlan } from './billing-test-kit.ts';

// The plan's limits where members and products are added (issue 13 item 4): one more product than the plan allows,
// from the wizard or the Excel import, and a Launch collection on a plan without them, answer 40210 naming the plan
// in the caller's language and write nothing. The seat count for invitations is the company-users module's test.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t?.close());

/** A supplier of its own with `count` products already (written directly), and its admin's token. */
async function supplier(name: string, count: number): Promise<{ c: KitCompany; admin: string }> {
  const c = await makeCompany(t, { name }, { products: [] });
  if (count) {
    await t.database.db.insert(products).values(
      Array.from({ length: count }, (_, i) => ({
        companyId: c.id,
        name: `${name} ${i}`,
        sku: `LIM-${c.id}-${i}`,
        currency: 'USD' as const,
        categories: [30733],
      })),
    );
  }
  return { c, admin: await c.admin() };
}
const countOf = async (companyId: number) =>
  (await t.database.db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId))).length;

const info = (sku: string) => ({
  name: `Plan Limit Ring ${sku}`,
  sku,
  categories: [30733],
  currency: 'USD',
  price: 120,
  minOrder: '1 pcs',
  descriptionHtml: '<p>A ring.</p>',
});

describe('the product limit', () => {
  it('refuses the wizard one product past the plan (40210, in the caller language) and writes nothing; a bigger plan lets it', async () => {
    const { c, admin } = await supplier('Full Free Gems', 50);
    const refused = await api(t, 'POST', '/api/showroom/product/save-info', admin, info('ONE-MORE'));
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 40210,
      msg: 'Your plan Free allows 50 products. Upgrade your plan to add more.',
      data: { plan: 'free', what: 'products', limit: 50, used: 50 },
    });
    const zh = await api(t, 'POST', '/api/showroom/product/save-info', admin, info('ONE-MORE'), 'zh_TW');
    expect(zh.body.msg).toBe('您的免費版方案最多允許 50 項產品。請升級方案以新增更多產品。');
    expect((await api(t, 'POST', '/api/showroom/product/save-info', admin, info('ONE-MORE'), 'tr_TR')).body.msg).toBe(
      'Ücretsiz planınız en fazla 50 ürüne izin veriyor. Daha fazlasını eklemek için planınızı yükseltin.',
    );
    expect(await countOf(c.id)).toBe(50);
    await onPlan(t, c.id, 'pro');
    const saved = await api(t, 'POST', '/api/showroom/product/save-info', admin, info('ONE-MORE'));
    expect(saved.body.code).toBe(200);
    expect(await countOf(c.id)).toBe(51);
  });

  it('refuses an Excel import that would pass the plan: the import fails naming the plan, nothing is imported', async () => {
    const { c, admin } = await supplier('Import Limit Gems', 49);
    const headings = [
      'SKU',
      'Name',
      'Categories',
      'Currency',
      'Price',
      'Minimum order',
      'Description',
      'Availability',
      'Visibility',
      'Price visibility',
      'Stock',
    ];
    const row = (sku: string) => [
      sku,
      `Ring ${sku}`,
      'Rings',
      'USD',
      120,
      '5 pieces',
      '<p>A ring</p>',
      'In stock',
      'Public',
      'Community',
      3,
    ];
    const run = async (skus: string[], lang: string) => {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('Products');
      ws.addRow(headings);
      for (const sku of skus) ws.addRow(row(sku));
      const data = Buffer.from(await book.xlsx.writeBuffer());
      const boundary = `----gb${randomBytes(8).toString('hex')}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/showroom/product/import',
        payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(admin), lang },
      });
      const started = res.json() as { code: number; data: ProductImportStarted };
      expect(started.code).toBe(200);
      for (let i = 0; i < 600; i++) {
        const { body } = await api<ProductImportJob>(
          t,
          'GET',
          `/api/showroom/product/import/${started.data.jobId}`,
          admin,
          undefined,
          lang,
        );
        if (body.data.state === 'done' || body.data.state === 'failed') return body.data;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('import did not finish');
    };
    const over = await run(['IMP-1', 'IMP-2'], 'zh_CN');
    expect(over).toMatchObject({ state: 'failed', imported: 0, message: '您的免费版方案最多允许 50 个产品。请升级方案以添加更多产品。' });
    expect(await countOf(c.id)).toBe(49);
    expect(await run(['IMP-3'], 'en')).toMatchObject({ state: 'done', imported: 1 });
    expect(await countOf(c.id)).toBe(50);
  });
});

describe('Launch collections', () => {
  it('refuses Launch visibility on a plan without it (40210 naming the plan), writes nothing, and allows it on Pro', async () => {
    const { c, admin } = await supplier('Launch Gems', 0);
    const form = {
      name: 'Spring Launch',
      visibility: 'launch',
      priceVisibility: 'community',
      releaseAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const refused = await api(t, 'POST', '/api/showroom/collection/save', admin, form, 'zh_TW');
    expect(refused.body).toMatchObject({ code: 40210, data: { plan: 'free', what: 'launchCollections' } });
    expect(refused.body.msg).toBe('您的免費版方案不包含新品發表（Launch）系列。請升級方案或選擇其他可見範圍。');
    expect(await t.database.db.select().from(collections).where(eq(collections.companyId, c.id))).toEqual([]);
    // Other visibilities are every plan's.
    expect((await api(t, 'POST', '/api/showroom/collection/save', admin, { ...form, visibility: 'community' })).body.code).toBe(200);
    await onPlan(t, c.id, 'pro');
    expect((await api(t, 'POST', '/api/showroom/collection/save', admin, form)).body.code).toBe(200);
  });
});

describe('services.planLimits', () => {
  it('counts pending, invited and active members as seats, not disabled or removed ones', async () => {
    const { c } = await supplier('Seat Gems', 0);
    const limits = t.app.deps.services.planLimits;
    expect(await limits.planOf(c.id)).toMatchObject({
      code: 'free',
      name: { en: 'Free', 'zh-tw': '免費版' },
      limits: { maxUsers: 2, maxProducts: 50 },
    });
    // The kit's admin and standard member hold both seats of the free plan.
    const refusal = await limits.assertRoom(c.id, 'users', 1).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 40210, messageKey: 'planLimitUsers', params: { plan: 'Free', planZhTw: '免費版', limit: 2 } });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, c.staffId));
    await expect(limits.assertRoom(c.id, 'users', 1)).resolves.toBeUndefined();
    await t.database.db
      .insert(users)
      .values({ companyId: c.id, email: `pending.${c.id}@kit.example`, firstName: 'P', lastName: 'P', status: 'pending' });
    await expect(limits.assertRoom(c.id, 'users', 1)).rejects.toMatchObject({ code: 40210 });
    await t.database.db
      .insert(users)
      .values({ companyId: c.id, email: `removed.${c.id}@kit.example`, firstName: 'R', lastName: 'R', status: 'removed' });
    expect(await limits.usage(c.id)).toEqual({ products: 0, users: 2 });
    // Inside a transaction it locks the company first and counts what that transaction sees.
    await t.database.db.transaction(async (tx) => {
      await expect(limits.assertRoom(c.id, 'products', 50, tx as never)).resolves.toBeUndefined();
      await expect(limits.assertRoom(c.id, 'products', 51, tx as never)).rejects.toMatchObject({ messageKey: 'planLimitProducts' });
    });
    await onPlan(t, c.id, 'business');
    expect((await limits.planOf(c.id)).limits).toMatchObject({ maxProducts: null, maxUsers: 50, featured: true });
    await expect(limits.assertRoom(c.id, 'products', 1_000_000)).resolves.toBeUndefined();
  });
});
