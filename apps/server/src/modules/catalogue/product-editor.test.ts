import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { METAL, STONE_SHAPE, STONE_TREATMENT, STONE_TYPE } from '@gembourse/contracts/jewellery';
import { menuIdOf } from '@gembourse/contracts/pages';
import { PERM } from '@gembourse/contracts/permissions';
import type {
  OwnProductDetail,
  ProductAvailabilityValues,
  ProductInfoValues,
  ProductPreview,
  ProductSaved,
} from '@gembourse/contracts/product-editor';
import { brands, collectionProducts, collections, companies, products, roleMenus, roles } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, fieldErrors, makeCompany, recordUpload, userByEmail, type KitCompany } from '../company/company-test-kit.ts';
import { priceSortOf } from './price-sort.ts';

let t: TestApp;
let gems: KitCompany;
let other: KitCompany;
let admin: string;
let staff: string;
let otherAdmin: string;
let buyer: string;
let img: string;
let pdf: string;
const brand: Record<string, number> = {};
const collection: Record<string, number> = {};
const product: Record<string, number> = {};

const RINGS = 30733;
const ENGAGEMENT_RINGS = 30734;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const writes = t.app.deps.services.productWrites;
  gems = await makeCompany(t, { name: 'Editor Gems' }, { products: [] });
  other = await makeCompany(t, { name: 'Other Editor Gems' }, { products: [] });
  const owner = { companyId: gems.id, userId: gems.adminId };
  [img, pdf] = [await recordUpload(t, owner, 'image'), await recordUpload(t, owner, 'pdf')];
  // Default brands may come from the companies' creation (migration 0012 and later); these fixtures name their own.
  await db.delete(brands).where(eq(brands.companyId, gems.id));
  await db.delete(brands).where(eq(brands.companyId, other.id));
  [brand.default, brand.second, brand.theirs] = (
    await db
      .insert(brands)
      .values([
        { companyId: gems.id, name: 'Editor Gems', isDefault: true },
        { companyId: gems.id, name: 'Editor Bridal' },
        { companyId: other.id, name: 'Their Brand', isDefault: true },
      ])
      .returning({ id: brands.id })
  ).map((r) => r.id);
  const release = new Date(Date.now() - 5 * day);
  [collection.spring, collection.summer, collection.theirs] = (
    await db
      .insert(collections)
      .values([
        { companyId: gems.id, name: 'Spring', releaseAt: release },
        { companyId: gems.id, name: 'Summer', releaseAt: release },
        { companyId: other.id, name: 'Their Collection', releaseAt: release },
      ])
      .returning({ id: collections.id })
  ).map((r) => r.id);
  product.existing = await writes.create({ companyId: gems.id, name: 'Existing Ring', sku: 'EX-1', currency: 'USD', categories: [RINGS] });
  await db.insert(collectionProducts).values({ collectionId: collection.summer, productId: product.existing, sort: 1 });
  product.theirs = await writes.create({
    companyId: other.id,
    name: 'Their Ring',
    sku: 'TH-1',
    currency: 'USD',
    categories: [RINGS],
    price: 900,
    images: ['/uploads/img/2026/01/theirs.webp'],
  });
  admin = await gems.admin();
  staff = await gems.staff();
  otherAdmin = await other.admin();
  buyer = await loginAs(t.app, 'buyer@example.com');
});
afterAll(() => t?.close());

const detail = (token: string | undefined, id: number, lang?: string) =>
  api<OwnProductDetail>(t, 'GET', `/api/showroom/product/detail/${id}`, token, undefined, lang);
const saveInfo = (token: string | undefined, body: object, lang?: string) =>
  api<ProductSaved>(t, 'POST', '/api/showroom/product/save-info', token, body, lang);
const saveAvailability = (token: string | undefined, body: object, lang?: string) =>
  api<ProductSaved>(t, 'POST', '/api/showroom/product/save-availability', token, body, lang);
const preview = (token: string | undefined, id: number, as?: 'guest' | 'member', lang?: string) =>
  api<ProductPreview>(t, 'GET', `/api/showroom/product/preview/${id}${as ? `?as=${as}` : ''}`, token, undefined, lang);
const rowOf = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const countOf = async (companyId: number) => (await t.database.db.select().from(products).where(eq(products.companyId, companyId))).length;
const membership = async (productId: number) =>
  (
    await t.database.db
      .select({ collectionId: collectionProducts.collectionId, sort: collectionProducts.sort })
      .from(collectionProducts)
      .where(eq(collectionProducts.productId, productId))
      .orderBy(asc(collectionProducts.collectionId))
  ).map((r) => [r.collectionId, r.sort]);

const diamond = {
  type: STONE_TYPE.diamond,
  shape: STONE_SHAPE.round,
  carat: 1.01,
  count: 1,
  colour: 'F',
  clarity: 'VS1',
  cut: 'Excellent',
  treatment: STONE_TREATMENT.none,
  certificateLab: 'GIA',
  certificateNumber: '2141438171',
} as const;
const sideStones = { type: STONE_TYPE.diamond, shape: STONE_SHAPE.round, carat: 0.24, count: 12, colour: 'G', clarity: 'VS2' } as const;

/** A valid first step for my company. */
const info = (values: Partial<ProductInfoValues> = {}): ProductInfoValues => ({
  name: 'Halo Diamond Engagement Ring 1.01ct',
  sku: 'HALO-101',
  categories: [ENGAGEMENT_RINGS, RINGS],
  tags: ['bridal', 'certified'],
  variants: [{ name: 'Size 6', sku: 'HALO-101-6', price: 4200 }],
  currency: 'USD',
  price: 3980.5,
  minOrder: '1 pcs',
  descriptionHtml: '<p>A <strong>halo</strong> ring.</p>',
  images: [img],
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  resources: [{ name: 'GIA report', url: pdf }],
  metal: METAL.platinum,
  fineness: 'Pt950',
  grossWeightGrams: 5.2,
  metalWeightGrams: 4.9,
  stones: [diamond, sideStones],
  ...values,
});

/** A valid second step. */
const availability = (id: number, values: Partial<ProductAvailabilityValues> = {}): ProductAvailabilityValues => ({
  id,
  availability: 'preorder',
  preorderFrom: '2027-01-10',
  preorderTo: '2027-02-10',
  trackInventory: false,
  visibility: 'public',
  priceVisibility: 'community',
  releaseAt: null,
  displaySeq: 3,
  immediate: false,
  collectionIds: [collection.spring],
  ...values,
});

describe('the wizard, step by step', () => {
  it('creates a draft with the first step, completes it with the second and reads every field back', async () => {
    const created = await saveInfo(admin, info());
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    product.halo = id;

    const draft = (await detail(admin, id)).body.data;
    expect(draft).toMatchObject({
      id,
      name: 'Halo Diamond Engagement Ring 1.01ct',
      sku: 'HALO-101',
      // No brand chosen: the company's default brand.
      brandId: brand.default,
      categories: [ENGAGEMENT_RINGS, RINGS],
      tags: ['bridal', 'certified'],
      variants: [{ name: 'Size 6', sku: 'HALO-101-6', price: 4200 }],
      currency: 'USD',
      price: 3980.5,
      minOrder: '1 pcs',
      noMinOrderNote: null,
      descriptionHtml: '<p>A <strong>halo</strong> ring.</p>',
      images: [img],
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
      resources: [{ name: 'GIA report', url: pdf }],
      metal: METAL.platinum,
      fineness: 'Pt950',
      grossWeightGrams: 5.2,
      metalWeightGrams: 4.9,
      // The defaults of a new product: an unpublished, listed draft in stock, seen as the showroom's privacy says,
      // its price for members.
      availability: 'stock',
      stock: null,
      visibility: 'showroom',
      priceVisibility: 'community',
      published: false,
      listed: true,
      collectionIds: [],
      completedSteps: ['info'],
    });
    // Both stones, every key present.
    expect(draft.stones).toEqual([
      { ...diamond, size: null, origin: null },
      { ...sideStones, size: null, cut: null, treatment: null, origin: null, certificateLab: null, certificateNumber: null },
    ]);
    const stored = await rowOf(id);
    expect(stored.stoneTypes).toEqual([STONE_TYPE.diamond]);
    expect(stored.priceSort).toBe(priceSortOf(3980.5, 'USD'));
    expect(stored.availabilitySaved).toBe(false);

    expect((await saveAvailability(admin, availability(id))).body).toMatchObject({ code: 200, data: { id } });
    const done = (await detail(staff, id)).body.data;
    expect(done).toMatchObject({
      availability: 'preorder',
      preorderFrom: '2027-01-10',
      preorderTo: '2027-02-10',
      stock: null,
      displaySeq: 3,
      collectionIds: [collection.spring],
      completedSteps: ['info', 'availability'],
      published: false,
    });
    // The first step's fields are untouched by the second.
    expect(done.stones).toEqual(draft.stones);
  });

  it('changes a product: stone types follow the stones, price_sort the price, a chosen brand is kept', async () => {
    const id = product.halo;
    const sapphire = {
      type: STONE_TYPE.sapphire,
      shape: STONE_SHAPE.oval,
      carat: 2.1,
      treatment: STONE_TREATMENT.heated,
      origin: 'Ceylon',
    };
    const changed = await saveInfo(
      staff,
      info({ id, brandId: brand.second, currency: 'CNY', price: 28_000, stones: [sapphire, sideStones] }),
    );
    expect(changed.body).toMatchObject({ code: 200, data: { id } });
    const row = await rowOf(id);
    expect(row.stoneTypes.sort()).toEqual([STONE_TYPE.diamond, STONE_TYPE.sapphire].sort());
    expect(row.priceSort).toBe(priceSortOf(28_000, 'CNY'));
    expect(row.brandId).toBe(brand.second);
    // Saving the first step again keeps the second step's state.
    expect(row.availabilitySaved).toBe(true);
    expect((await saveInfo(staff, info({ id, stones: [] }))).body.code).toBe(200);
    expect((await rowOf(id)).stoneTypes).toEqual([]);
  });

  it("replaces a product's collections: it leaves the old, joins the new after their last product, keeps its place where it stays", async () => {
    const id = product.halo;
    expect(await membership(id)).toEqual([[collection.spring, 1]]);
    expect((await saveAvailability(admin, availability(id, { collectionIds: [collection.spring, collection.summer] }))).body.code).toBe(
      200,
    );
    // Summer already held the existing product at 1.
    expect(await membership(id)).toEqual([
      [collection.spring, 1],
      [collection.summer, 2],
    ]);
    expect((await saveAvailability(admin, availability(id, { collectionIds: [collection.summer] }))).body.code).toBe(200);
    expect(await membership(id)).toEqual([[collection.summer, 2]]);
    expect(await membership(product.existing)).toEqual([[collection.summer, 1]]);
    expect((await saveAvailability(admin, availability(id, { collectionIds: [] }))).body.code).toBe(200);
    expect(await membership(id)).toEqual([]);
  });

  it('keeps only the chosen availability: a product in stock has no delivery window, stock tracking belongs to stock', async () => {
    const id = product.halo;
    const body = availability(id, { availability: 'stock', stock: 4, trackInventory: true });
    expect((await saveAvailability(admin, body)).body.code).toBe(200);
    expect(await detail(admin, id).then((r) => r.body.data)).toMatchObject({
      availability: 'stock',
      stock: 4,
      trackInventory: true,
      preorderFrom: null,
      preorderTo: null,
    });
    expect((await saveAvailability(admin, availability(id, { availability: 'immediate', stock: 9, trackInventory: true }))).body.code).toBe(
      200,
    );
    expect(await detail(admin, id).then((r) => r.body.data)).toMatchObject({
      availability: 'immediate',
      stock: null,
      trackInventory: false,
    });
  });
});

describe('bad input: 40000 with the field named, nothing written', () => {
  const cases: [string, () => object, string][] = [
    ['4 tags', () => info({ tags: ['a', 'b', 'c', 'd'] }), 'tags'],
    [
      '4 resources',
      () => info({ resources: [1, 2, 3, 4].map((n) => ({ name: `R${n}`, url: `https://example.com/${n}.pdf` })) }),
      'resources',
    ],
    ['no category', () => info({ categories: [] }), 'categories'],
    ['a video that is not YouTube or Vimeo', () => info({ videoUrl: 'https://example.com/video.mp4' }), 'videoUrl'],
    ['a negative price', () => info({ price: -1 }), 'price'],
    ['HTML with a script', () => info({ descriptionHtml: '<p>Hi</p><script>alert(1)</script>' }), 'descriptionHtml'],
    ['an image with onerror', () => info({ descriptionHtml: '<p><img src="x" onerror="alert(1)"></p>' }), 'descriptionHtml'],
    ['a javascript: link', () => info({ descriptionHtml: '<a href="javascript:alert(1)">x</a>' }), 'descriptionHtml'],
    ['a description that is only markup', () => info({ descriptionHtml: '<p><img src="/x.png"></p>' }), 'descriptionHtml'],
    ['an unknown category', () => info({ categories: [RINGS, 99_999] }), 'categories'],
    ["another company's brand", () => info({ brandId: brand.theirs }), 'brandId'],
    ['an image the company did not upload', () => info({ images: ['/uploads/img/2026/01/theirs.webp'] }), 'images.0'],
    ['a metal weight over the gross weight', () => info({ metalWeightGrams: 6 }), 'metalWeightGrams'],
    ['a certificate number without its lab', () => info({ stones: [{ ...diamond, certificateLab: null }] }), 'stones.0.certificateLab'],
    ['a stone type outside the dictionary', () => info({ stones: [{ type: 41_998 }] }), 'stones.0.type'],
  ];
  for (const [what, body, path] of cases) {
    it(`refuses ${what} (${path})`, async () => {
      const before = await countOf(gems.id);
      const { status, body: answer } = await saveInfo(admin, body());
      expect(status).toBe(400);
      expect(answer.code).toBe(40000);
      expect(fieldErrors(answer.data).map((e) => e.path)).toContain(path);
      expect(await countOf(gems.id)).toBe(before);
    });
  }

  it('refuses a change the same way and leaves the product as it was', async () => {
    const before = await rowOf(product.existing);
    const { body } = await saveInfo(admin, info({ id: product.existing, tags: ['a', 'b', 'c', 'd'], categories: [99_999] }));
    expect(body.code).toBe(40000);
    expect(await rowOf(product.existing)).toEqual(before);
  });

  const steps: [string, () => object, string][] = [
    [
      'a pre-order window that ends before it starts',
      () => availability(product.existing, { preorderFrom: '2027-03-01', preorderTo: '2027-02-01' }),
      'preorderTo',
    ],
    ['a pre-order without its window', () => availability(product.existing, { preorderFrom: null }), 'preorderFrom'],
    ['stock without a count', () => availability(product.existing, { availability: 'stock', stock: null }), 'stock'],
    [
      "another company's collection",
      () => availability(product.existing, { collectionIds: [collection.spring, collection.theirs] }),
      'collectionIds',
    ],
  ];
  for (const [what, body, path] of steps) {
    it(`refuses ${what} in the second step (${path})`, async () => {
      const before = await rowOf(product.existing);
      const links = await membership(product.existing);
      const { body: answer } = await saveAvailability(admin, body());
      expect(answer.code).toBe(40000);
      expect(fieldErrors(answer.data).map((e) => e.path)).toContain(path);
      expect(await rowOf(product.existing)).toEqual(before);
      expect(await membership(product.existing)).toEqual(links);
    });
  }

  it("names the field in the caller's language", async () => {
    const zh = await saveInfo(admin, info({ tags: ['a', 'b', 'c', 'd'] }), 'zh-cn');
    expect(fieldErrors(zh.body.data)).toContainEqual({ path: 'tags', message: '最多 3 项' });
    const brandZh = await saveInfo(admin, info({ brandId: brand.theirs }), 'zh-cn');
    expect(fieldErrors(brandZh.body.data)).toContainEqual({ path: 'brandId', message: '请从列表中选择。' });
    const tr = await saveInfo(admin, info({ name: '' }), 'tr');
    expect(fieldErrors(tr.body.data)).toContainEqual({ path: 'name', message: 'Bu alan zorunludur' });
  });
});

describe('the description is stored sanitised', () => {
  it('takes text that only looks like a handler or a scheme outside a tag', async () => {
    const html = '<p>Sold as one = a pair; ask for the javascript: free catalogue</p>';
    const { body } = await saveInfo(admin, info({ sku: 'SAN-0', descriptionHtml: html }));
    expect(body.code).toBe(200);
    expect((await rowOf(body.data.id)).descriptionHtml).toBe(html);
  });

  it('keeps standard formatting and safe links, drops everything else', async () => {
    const html =
      '<h2 class="x" style="color:red">Title</h2><p><b>bold</b> <em>soft</em> <img src="/uploads/img/a.webp"> ' +
      '<a href="https://example.com" target="_blank">site</a> <a href="data:text/html,hi">data</a></p><div>plain</div><table><tr><td>cell</td></tr></table>';
    const { body } = await saveInfo(admin, info({ sku: 'SAN-1', descriptionHtml: html }));
    expect(body.code).toBe(200);
    const stored = (await rowOf(body.data.id)).descriptionHtml;
    expect(stored).toBe(
      '<h2>Title</h2><p><b>bold</b> <em>soft</em>  <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a> <a rel="noopener noreferrer">data</a></p>plaincell',
    );
  });
});

describe('another company, guests and buyers', () => {
  it("answers 40400 for another company's product on every route and changes nothing", async () => {
    const before = await rowOf(product.theirs);
    const answers = [
      await detail(admin, product.theirs),
      await saveInfo(admin, info({ id: product.theirs })),
      await saveAvailability(admin, availability(product.theirs)),
      await preview(admin, product.theirs, 'guest'),
      await detail(admin, 99_999_999),
    ];
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [404, 40400]));
    expect(await rowOf(product.theirs)).toEqual(before);
    // Its owner reads it.
    expect((await detail(otherAdmin, product.theirs)).body.code).toBe(200);
  });

  it('refuses a guest (30007) and a buyer company (40300) on every route', async () => {
    const id = product.halo;
    const calls = (token: string | undefined) => [
      detail(token, id),
      saveInfo(token, info()),
      saveInfo(token, info({ id })),
      saveAvailability(token, availability(id)),
      preview(token, id),
    ];
    for (const a of await Promise.all(calls(undefined))) expect(a.body.code).toBe(30007);
    for (const a of await Promise.all(calls(buyer))) expect([a.status, a.body.code]).toEqual([403, 40300]);
  });

  it("lets the demo supplier's standard user (staff@example.com) create and edit products", async () => {
    const staffDemo = await loginAs(t.app, 'staff@example.com');
    const { companyId } = await userByEmail(t, 'staff@example.com');
    const owner = { companyId, userId: (await userByEmail(t, 'staff@example.com')).id };
    const photo = await recordUpload(t, owner, 'image');
    const created = await saveInfo(staffDemo, info({ sku: 'STAFF-1', images: [photo], resources: [] }));
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect((await saveAvailability(staffDemo, availability(id, { collectionIds: [] }))).body.code).toBe(200);
    expect((await detail(staffDemo, id)).body.data).toMatchObject({ sku: 'STAFF-1', completedSteps: ['info', 'availability'] });
  });

  it('needs showroom:product:add to create and showroom:product:edit to change', async () => {
    const db = t.database.db;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'seller_standard'));
    for (const [perm, refused, allowed] of [
      [
        PERM.showroomProductAdd,
        () => saveInfo(staff, info({ sku: 'NO-ADD' })),
        () => saveInfo(staff, info({ id: product.existing, sku: 'EX-1' })),
      ],
      [PERM.showroomProductEdit, () => saveInfo(staff, info({ id: product.existing, sku: 'EX-1' })), () => detail(staff, product.existing)],
    ] as const) {
      const point = menuIdOf({ perm });
      await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, point)));
      t.app.deps.roleMenus.invalidate();
      try {
        const count = await countOf(gems.id);
        const answer = await refused();
        expect([answer.status, answer.body.code], perm).toEqual([403, 40300]);
        expect(await countOf(gems.id)).toBe(count);
        expect((await allowed()).body.code, perm).toBe(200);
      } finally {
        await db.insert(roleMenus).values({ roleId: role.id, menuId: point });
        t.app.deps.roleMenus.invalidate();
      }
    }
    const point = menuIdOf({ perm: PERM.showroomProductEdit });
    await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, point)));
    t.app.deps.roleMenus.invalidate();
    try {
      expect((await saveAvailability(staff, availability(product.existing))).body.code).toBe(40300);
    } finally {
      await db.insert(roleMenus).values({ roleId: role.id, menuId: point });
      t.app.deps.roleMenus.invalidate();
    }
  });
});

describe('GET /api/showroom/product/preview/:id', () => {
  let id: number;
  beforeAll(async () => {
    const { body } = await saveInfo(admin, info({ sku: 'PREV-1', stones: [diamond], variants: [{ name: 'Size 7', price: 4100 }] }));
    id = body.data.id;
    await saveAvailability(admin, availability(id, { availability: 'stock', stock: 7, trackInventory: false, visibility: 'community' }));
  });

  it('shows a guest nothing of a community-visible product, and says its own setting decides', async () => {
    expect((await preview(admin, id, 'guest')).body.data).toEqual({
      as: 'guest',
      visible: false,
      product: null,
      settings: { visibility: { source: 'product', level: 'community' }, price: { source: 'product', level: 'community' } },
    });
  });

  it('follows the showroom\'s privacy for a product "as the showroom", and a product\'s own level overrides it', async () => {
    const db = t.database.db;
    await db.update(companies).set({ productPrivacy: 'community' }).where(eq(companies.id, gems.id));
    try {
      await saveAvailability(
        admin,
        availability(id, { availability: 'stock', stock: 7, visibility: 'showroom', priceVisibility: 'showroom' }),
      );
      const guest = (await preview(admin, id, 'guest')).body.data;
      expect(guest).toMatchObject({ visible: false, product: null });
      expect(guest.settings).toEqual({
        visibility: { source: 'showroom', privacy: 'community' },
        price: { source: 'showroom', privacy: 'community' },
      });
      expect((await preview(admin, id, 'member')).body.data).toMatchObject({ visible: true, product: { price: 3980.5 } });
      // The issue's case: Public in a members-only showroom is seen by a guest, as the catalogue shows it to one.
      await saveAvailability(
        admin,
        availability(id, { availability: 'stock', stock: 7, visibility: 'public', priceVisibility: 'showroom' }),
      );
      const open = (await preview(admin, id, 'guest')).body.data;
      expect(open).toMatchObject({ visible: true, product: { price: null } });
      expect(open.settings.visibility).toEqual({ source: 'product', level: 'public' });
    } finally {
      await db.update(companies).set({ productPrivacy: 'everyone' }).where(eq(companies.id, gems.id));
    }
  });

  it('shows a member of another company the product with its price and labels in the language asked, though it is unpublished', async () => {
    const { body } = await preview(admin, id, 'member', 'zh-cn');
    expect(body.data).toMatchObject({ as: 'member', visible: true });
    expect(body.data.product).toMatchObject({
      id,
      companyName: 'Editor Gems',
      brandName: 'Editor Gems',
      price: 3980.5,
      variants: [{ name: 'Size 7', sku: null, price: 4100 }],
      categories: [
        { value: ENGAGEMENT_RINGS, label: '订婚戒指' },
        { value: RINGS, label: '戒指' },
      ],
      metal: { value: METAL.platinum, label: '铂金' },
      // The stock only when the supplier tracks inventory.
      stock: null,
      released: true,
    });
    expect(body.data.product!.stones).toEqual([
      expect.objectContaining({
        type: STONE_TYPE.diamond,
        typeLabel: '钻石',
        shapeLabel: '圆形',
        treatmentLabel: '无处理',
        certificateLab: 'GIA',
      }),
    ]);
    // ?as defaults to a member.
    expect((await preview(admin, id)).body.data.as).toBe('member');
  });

  it('hides the price from a guest where the price is for members, and shows tracked stock', async () => {
    await saveAvailability(admin, availability(id, { availability: 'stock', stock: 7, trackInventory: true, visibility: 'public' }));
    const { body } = await preview(staff, id, 'guest', 'tr');
    expect(body.data.visible).toBe(true);
    expect(body.data.product).toMatchObject({ price: null, variants: [{ name: 'Size 7', price: null }], stock: 7 });
    expect(body.data.product!.metal).toEqual({ value: METAL.platinum, label: 'Platin' });
    expect((await preview(staff, id, 'member')).body.data.product!.price).toBe(3980.5);
  });

  it('shows a launch before its release to members only, its price waiting for the release', async () => {
    const releaseAt = new Date(Date.now() + 3 * day).toISOString();
    await saveAvailability(
      admin,
      availability(id, { availability: 'immediate', visibility: 'launch', priceVisibility: 'launch', releaseAt }),
    );
    expect((await preview(admin, id, 'guest')).body.data.visible).toBe(false);
    const member = (await preview(admin, id, 'member')).body.data;
    expect(member.visible).toBe(true);
    expect(member.product).toMatchObject({ released: false, price: null, releaseAt });
  });

  it('refuses another value of ?as', async () => {
    const { body } = await api(t, 'GET', `/api/showroom/product/preview/${id}?as=staff`, admin);
    expect(body.code).toBe(40000);
  });
});
