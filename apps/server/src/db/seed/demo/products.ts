// Demo products: spread over the suppliers, built from the product families of each supplier's speciality.
import type { products } from '../../schema/showroom.ts';
import type { CompanyDraft } from './companies.ts';
import { roundPrice, type ProductDraft } from './families-jewellery.ts';
import { hasProductImage, productImage } from './images.ts';
import { priceSortOf } from '../../../modules/catalogue/price-sort.ts';
import { apportion, createRng, daysAfter, fromUsd, isoDate, REFERENCE_DATE, type Rng, type SeedCurrency } from './prng.ts';
import { SPECIALITIES } from './specialities.ts';
import { productSearchText } from '../../../modules/catalogue/product-search-text.ts';
import { caratTotalOf, productFacetCodes } from '../../../modules/catalogue/facet-codes.ts';
import { showcaseColumns, showcaseOf } from './showcase.ts';

export type ProductRow = typeof products.$inferInsert;
/** A product row before its company has an id. */
export type ProductDraftRow = Omit<ProductRow, 'companyId'>;

const MIN_QTY: Record<NonNullable<ProductDraft['unit']>, readonly number[]> = {
  pcs: [3, 5, 10, 20, 50],
  sets: [2, 5, 10],
  strands: [5, 10, 20],
  lots: [1, 2],
  units: [1, 2],
  g: [50, 100, 200, 500],
  packs: [5, 10, 20],
};
const NO_MIN_NOTES = [
  'No minimum order for stock items.',
  'Mixed orders welcome; no minimum quantity.',
  'Single pieces available; no minimum order.',
];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const BOX_COLOURS = ['navy', 'burgundy', 'black', 'green'];

/** How many products each seller gets: Aurora (the first) at least 30, every seller at least one. */
export function productCounts(sellers: number, total: number, weights: readonly number[]): number[] {
  if (sellers === 0) return [];
  const others = sellers - 1;
  if (others === 0) return [total];
  const aurora = Math.min(total, Math.max(Math.min(30, total), Math.round(total * 0.03)), Math.max(1, total - others));
  return [aurora, ...apportion(total - aurora, weights.slice(1), 1)];
}

function images(r: Rng, d: ProductDraft): string[] {
  const main = productImage(d.motif, d.imageKey);
  const extras: string[] = [];
  if (d.motif !== 'gem' && hasProductImage('gem', d.imageKey)) extras.push(productImage('gem', d.imageKey));
  if (d.motif !== 'box') extras.push(productImage('box', r.pick(BOX_COLOURS)));
  return [main, ...extras.slice(0, r.int(0, 2))];
}

function buildOne(r: Rng, c: CompanyDraft, seq: number, currency: SeedCurrency): ProductDraftRow {
  const spec = SPECIALITIES[c.speciality!];
  const [family, , code] = r.weighted(spec.families.map((f) => [f, f[1]] as const));
  const d = family(r);
  const cur: SeedCurrency = r.chance(0.85) ? currency : r.pick(['USD', 'CNY', 'EUR'] as const);
  const price = fromUsd(roundPrice(d.usd), cur);
  const created = new Date(REFERENCE_DATE.getTime() - Math.round(r.float(0.2, 365) * 86_400_000));
  const updated = new Date(created.getTime() + Math.round(r.next() * 0.5 * (REFERENCE_DATE.getTime() - created.getTime())));
  const availability = r.weighted([
    ['immediate', 20],
    ['preorder', 20],
    ['stock', 60],
  ] as const);
  const from = daysAfter(r.int(7, 60));
  const published = r.chance(0.9);
  const withMin = d.unit !== null && r.chance(0.7);
  // Fewer pieces for dear items: nobody orders fifty engagement rings at once.
  const usd = d.usd;
  const qtyChoices =
    d.unit === 'pcs'
      ? usd > 1500
        ? [1, 2, 3]
        : usd > 300
          ? [3, 5, 10]
          : usd > 40
            ? [10, 20, 50]
            : [50, 100, 200, 300]
      : d.unit
        ? MIN_QTY[d.unit]
        : [0];
  const qty = r.pick(qtyChoices);
  const sku = `${c.skuPrefix}-${code}-${String(seq).padStart(5, '0')}`;
  const tags = d.tags.slice(0, 3);
  // Its own generator (jewellery.ts): the jewellery data never shifts the draws of the fields above.
  const jewellery = d.jewellery?.(createRng(`jewellery-${sku}`));
  return {
    name: d.name,
    sku,
    images: images(r, d),
    categories: d.categories.slice(0, 2),
    tags,
    variants:
      code === 'RG' && r.chance(0.25)
        ? ['US 5', 'US 6', 'US 7'].map((size, k) => ({
            name: `Size ${size}`,
            sku: `${sku}-${k + 1}`,
          }))
        : [],
    currency: cur,
    price,
    metal: jewellery?.metal ?? null,
    fineness: jewellery?.fineness ?? null,
    grossWeightGrams: jewellery?.grossWeightGrams ?? null,
    metalWeightGrams: jewellery?.metalWeightGrams ?? null,
    stones: jewellery?.stones ?? [],
    minOrder: withMin ? `${qty} ${d.unit}` : null,
    noMinOrderNote: withMin ? null : r.pick(NO_MIN_NOTES),
    descriptionHtml: `<p>${esc(d.intro)}</p><ul>${d.details.map(([k, v]) => `<li>${esc(k)}: ${esc(v)}</li>`).join('')}</ul>`,
    resources: r.chance(0.1) ? [{ name: 'Certificate sample', url: `https://${c.slug}.example/certificates/${seq}.pdf` }] : [],
    published,
    listed: true,
    releaseAt: published ? created : null,
    immediate: availability === 'immediate',
    availability,
    preorderFrom: availability === 'preorder' ? isoDate(from) : null,
    preorderTo: availability === 'preorder' ? isoDate(new Date(from.getTime() + r.int(14, 45) * 86_400_000)) : null,
    stock: availability === 'stock' ? (d.unit === null ? r.int(1, 3) : r.int(5, 400)) : null,
    trackInventory: availability === 'stock' && r.chance(0.5),
    // Mostly "as the showroom" (what a supplier who never touches it gets); some narrowed to members by their own level.
    visibility: r.chance(0.88) ? 'showroom' : 'community',
    priceVisibility: r.chance(0.6) ? 'public' : 'community',
    viewCount: Math.round(r.next() ** 3 * 2500),
    createdAt: created,
    updatedAt: updated,
  };
}

/** Products per seller (same order as `sellers`), without companyId; displaySeq follows the newest first. */
export function buildProducts(sellers: readonly CompanyDraft[], total: number): ProductDraftRow[][] {
  const r = createRng('products');
  const weights = sellers.map((c) => SPECIALITIES[c.speciality!].weight * r.float(0.4, 1.8));
  const counts = productCounts(sellers.length, total, weights);
  const built = sellers.map((c, i) => {
    const pr = createRng(`products-${i}-${c.slug}`);
    const rows: ProductDraftRow[] = [];
    const names = new Set<string>();
    for (let k = 0; k < counts[i]; k++) {
      let row = buildOne(pr, c, k + 1, c.row.preferredCurrency ?? 'USD');
      for (let t = 0; t < 3 && names.has(row.name); t++) row = buildOne(pr, c, k + 1, c.row.preferredCurrency ?? 'USD');
      names.add(row.name);
      rows.push(row);
    }
    rows.sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime());
    if (i === 0) {
      withoutImages(rows);
      wizardDrafts(rows);
    }
    return rows.map((row, k) => ({ ...row, displaySeq: k + 1 }));
  });
  withShowcase(sellers, built);
  return built.map((rows) => rows.map(withDerived));
}

/**
 * Puts the showcase pieces (showcase.ts) in: each other seller's take the places of its newest generated products
 * (dates, order and visits kept); Aurora's are added to its products, and as many of the largest other seller's oldest
 * go, so the demo keeps the number of products it was asked for.
 */
function withShowcase(sellers: readonly CompanyDraft[], built: ProductDraftRow[][]): void {
  sellers.forEach((c, i) => {
    if (i === 0) return;
    const rows = built[i];
    showcaseOf(i)
      .slice(0, rows.length)
      .forEach((s, k) => {
        const sku = s.sku ?? `${c.skuPrefix}-SC-${String(k + 1).padStart(3, '0')}`;
        rows[k] = { ...rows[k], ...showcaseColumns(s, sku), releaseAt: rows[k].createdAt };
      });
  });
  const aurora = built[0];
  if (!aurora) return;
  const extra = showcaseOf(0);
  const largest = built.reduce((best, rows, i) => (i > 0 && rows.length > (built[best]?.length ?? 0) ? i : best), 1);
  extra.forEach((s, k) => {
    if (!built[largest] || built[largest].length <= 1) return;
    built[largest].pop();
    // Not among the newest or latest-updated rows, which the showroom e2e specs take as their samples to change.
    const created = new Date(REFERENCE_DATE.getTime() - (40 + k) * 86_400_000);
    aurora.push({
      ...showcaseColumns(s, s.sku ?? `${sellers[0].skuPrefix}-SC-${String(k + 1).padStart(3, '0')}`),
      releaseAt: created,
      createdAt: created,
      updatedAt: created,
      displaySeq: aurora.length + 1,
      viewCount: 420,
    });
  });
}

/**
 * The columns the app's write path derives (catalogue/product-writes.repository.ts), by the same functions: the search
 * text, the stone types the stone facet reads, the facet codes and carat total (facet-codes.ts), the price sort key
 * and the first publication.
 */
function withDerived(row: ProductDraftRow): ProductDraftRow {
  const stones = row.stones ?? [];
  const src = { categories: row.categories ?? [], metal: row.metal ?? null, fineness: row.fineness ?? null, stones };
  return {
    ...row,
    searchText: productSearchText({ name: row.name, sku: row.sku, tags: row.tags ?? [], descriptionHtml: row.descriptionHtml ?? '' }),
    stoneTypes: [...new Set(stones.map((s) => s.type))],
    facetCodes: productFacetCodes(src),
    caratTotal: caratTotalOf(stones),
    priceSort: row.price != null ? priceSortOf(row.price, row.currency) : null,
    firstPublishedAt: row.published ? ((row.createdAt as Date | undefined) ?? null) : null,
  };
}

/** Unpublished products of the first seller (Aurora) that came in without pictures, as an Excel import leaves them. */
const IMPORTED_WITHOUT_IMAGES = 2;

/**
 * Gives the demo supplier drafts as an import leaves them: no images, so they cannot be published until pictures are
 * added (SPEC §4). The showroom's product list and its batch publish show the refusal on first start.
 */
function withoutImages(rows: ProductDraftRow[]): void {
  for (const row of rows.filter((r) => !r.published).slice(0, IMPORTED_WITHOUT_IMAGES)) row.images = [];
}

/** Products of the first seller whose wizard stopped after its first step (SPEC §2: a draft survives a reload). */
const WIZARD_DRAFTS = 2;

/**
 * Gives the demo supplier drafts as the product wizard leaves them after its first step: unpublished, with the
 * defaults of a new product for the second step (in stock without a count, public, price for members), which the
 * wizard reopens at.
 */
function wizardDrafts(rows: ProductDraftRow[]): void {
  const drafts = rows.filter((r) => !r.published && (r.images as string[]).length > 0).slice(0, WIZARD_DRAFTS);
  for (const row of drafts) {
    Object.assign(row, {
      availabilitySaved: false,
      availability: 'stock',
      stock: null,
      trackInventory: false,
      preorderFrom: null,
      preorderTo: null,
      immediate: false,
      visibility: 'showroom',
      priceVisibility: 'community',
      releaseAt: null,
    } satisfies Partial<ProductDraftRow>);
  }
}
