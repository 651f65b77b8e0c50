import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CatalogueAnswer, CatalogueProductDetail, PriceView } from '@gembourse/contracts/catalogue-search';
import type { ShowroomProducts } from '@gembourse/contracts/company-showroom';
import { PRODUCT_VISIBILITIES, type ProductVisibility } from '@gembourse/contracts/product';
import type { ProductPreview } from '@gembourse/contracts/product-editor';
import { SHOWROOM_PRIVACY_LEVELS } from '@gembourse/contracts/showroom';
import { companies, connections } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { api, makeCompany, type KitCompany } from '../company/company-test-kit.ts';
import { priceSortOf } from './price-sort.ts';
import { productSightOf, type ViewerKind } from './visibility-policy.ts';

// Issue 28 item 2: a product's own visibility and price visibility override the showroom's privacy (SPEC §6), and
// "as the showroom" follows it. Every surface that shows a product (a search card, the search's count, the showroom's
// list and its count, the product page, the supplier's preview) must say the same for every viewer: a guest, a member
// of another company, a member of a connected company, a member of the supplier, platform staff; under every privacy.

let t: TestApp;
let supplier: KitCompany;
const tokens: Partial<Record<ViewerKind, string>> = {};
const PRICES: ProductVisibility[] = ['showroom', 'public', 'community'];
const items: { id: number; visibility: ProductVisibility; priceVisibility: ProductVisibility }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  supplier = await makeCompany(t, { name: 'Override Gems', productPrivacy: 'community' }, { products: [] });
  const member = await makeCompany(t, { name: 'Override Outsiders', joinType: 'buyer' });
  const contact = await makeCompany(t, { name: 'Override Contacts', joinType: 'buyer' });
  await t.database.db
    .insert(connections)
    .values({ requesterId: contact.adminId, requesterCompanyId: contact.id, supplierCompanyId: supplier.id, status: 'accepted' });
  const writes = t.app.deps.services.productWrites;
  let n = 0;
  for (const visibility of PRODUCT_VISIBILITIES) {
    for (const priceVisibility of PRICES) {
      const id = await writes.create({
        companyId: supplier.id,
        name: `Override ${visibility} ${priceVisibility}`,
        sku: `OV-${++n}`,
        currency: 'USD',
        price: 1000 + n,
        priceSort: priceSortOf(1000 + n, 'USD'),
        categories: [30733],
        published: true,
        images: ['/uploads/img/override.webp'],
        visibility,
        priceVisibility,
      });
      items.push({ id, visibility, priceVisibility });
    }
  }
  tokens.member = await member.admin();
  tokens.contact = await contact.admin();
  tokens.own = await supplier.staff();
  tokens.staff = await loginAs(t.app, 'admin@example.com');
}, 120_000);
afterAll(() => t?.close());

const KINDS: ViewerKind[] = ['guest', 'member', 'contact', 'own', 'staff'];
const shown = (p: PriceView | undefined) => p?.state === 'shown';

/** Everything each surface tells `kind` about the supplier's products: seen or not, and the price shown or not. */
async function surfaces(kind: ViewerKind) {
  const token = tokens[kind];
  const search = (await api<CatalogueAnswer>(t, 'GET', `/api/product/search?supplier=${supplier.id}&pageSize=48`, token)).body.data;
  const showroom = (await api<ShowroomProducts>(t, 'GET', `/api/company/product/list/${supplier.id}?pageSize=100`, token)).body.data;
  const pages = await Promise.all(items.map((i) => api<CatalogueProductDetail>(t, 'GET', `/api/product/view/${i.id}`, token)));
  return items.map((item, n) => {
    const card = search.list.find((p) => p.id === item.id);
    const listed = showroom.list.find((p) => p.id === item.id);
    const page = pages[n].body;
    return {
      item,
      search: Boolean(card),
      showroom: Boolean(listed),
      page: page.code === 200,
      prices: [shown(card?.price), shown(listed?.price), page.code === 200 && shown(page.data.price)],
      counts: { search: search.total, showroom: showroom.total },
    };
  });
}

describe('every surface says what the one policy says', () => {
  for (const privacy of SHOWROOM_PRIVACY_LEVELS) {
    it(`in a showroom for ${privacy}`, async () => {
      await t.database.db.update(companies).set({ productPrivacy: privacy }).where(eq(companies.id, supplier.id));
      for (const kind of KINDS) {
        const answers = await surfaces(kind);
        let seen = 0;
        for (const a of answers) {
          const sight = productSightOf(kind, { ...a.item, productPrivacy: privacy, released: true });
          const label = `${kind}: ${a.item.visibility}/${a.item.priceVisibility} in ${privacy}`;
          expect({ search: a.search, showroom: a.showroom, page: a.page }, label).toEqual({
            search: sight.visible,
            showroom: sight.visible,
            page: sight.visible,
          });
          if (sight.visible) expect(a.prices, label).toEqual([sight.priceShown, sight.priceShown, sight.priceShown]);
          if (sight.visible) seen++;
        }
        expect(answers[0].counts, `${kind} in ${privacy}`).toEqual({ search: seen, showroom: seen });
      }
      // The supplier's preview as a guest and as a member of another company says the same, and which setting decides.
      const admin = await supplier.admin();
      for (const as of ['guest', 'member'] as const) {
        for (const item of items) {
          const preview = (await api<ProductPreview>(t, 'GET', `/api/showroom/product/preview/${item.id}?as=${as}`, admin)).body.data;
          const sight = productSightOf(as, { ...item, productPrivacy: privacy, released: true });
          expect({ visible: preview.visible, price: preview.product?.price != null }).toEqual({
            visible: sight.visible,
            price: sight.priceShown,
          });
          expect(preview.settings.visibility).toEqual(
            item.visibility === 'showroom' ? { source: 'showroom', privacy } : { source: 'product', level: item.visibility },
          );
        }
      }
    }, 120_000);
  }
});

describe("the issue's case", () => {
  it('a community showroom, a product marked Public: a guest opens it, finds it, and sees it on the profile', async () => {
    await t.database.db.update(companies).set({ productPrivacy: 'community' }).where(eq(companies.id, supplier.id));
    const item = items.find((i) => i.visibility === 'public' && i.priceVisibility === 'public')!;
    const asShowroom = items.find((i) => i.visibility === 'showroom' && i.priceVisibility === 'public')!;
    const page = (await api<CatalogueProductDetail>(t, 'GET', `/api/product/view/${item.id}`)).body;
    expect(page.code).toBe(200);
    expect(page.data.price.state).toBe('shown');
    const found = (await api<CatalogueAnswer>(t, 'GET', `/api/product/search?q=${encodeURIComponent('Override public public')}`)).body.data;
    expect(found.list.map((p) => p.id)).toContain(item.id);
    // Its neighbour "as the showroom" stays for members, as the showroom's privacy says.
    expect((await api(t, 'GET', `/api/product/view/${asShowroom.id}`)).body.code).toBe(40400);
    const profile = (await api<ShowroomProducts>(t, 'GET', `/api/company/product/list/${supplier.id}?pageSize=100`)).body.data;
    expect(profile).toMatchObject({ visible: false, requirement: 'login' });
    expect(profile.list.map((p) => p.id)).toContain(item.id);
    expect(profile.list.map((p) => p.id)).not.toContain(asShowroom.id);
  });
});
