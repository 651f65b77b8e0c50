import i18next, { type Resource } from 'i18next';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { Locale } from '@gembourse/contracts/locale';
import { noTextFacts } from '../../../test/fixtures.ts';
import { SEO_NAMESPACES, type JsonLd, type SeoContext, type SeoT } from '../head-tags.ts';

// The SEO builders' test kit: a real i18next over the app's own locale files (the builders' t), fixtures typed by
// the contracts, and Google's Rich Results required properties, written once and checked against every builder.

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', { eager: true, import: 'default' });

function resources(): Resource {
  const out: Resource = {};
  for (const [path, texts] of Object.entries(files)) {
    const [, lang, file] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if ((SEO_NAMESPACES as readonly string[]).includes(file!)) (out[lang!] ??= {})[file!] = texts as Resource[string][string];
  }
  return out;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: resources(),
  lng: 'en',
  fallbackLng: false,
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [...SEO_NAMESPACES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const BASE = 'https://gembourse.example';

/** The context a server render of `path` in `locale` gives the builders. */
export function seoContext(path: string, locale: Locale = 'en'): SeoContext {
  const t: SeoT = i18n.getFixedT(locale, [...SEO_NAMESPACES]);
  return { baseUrl: BASE, path, locale, t, siteName: 'GemBourse' };
}

/** A product as GET /api/product/view/501 answers a guest: price public, two pictures, a brand. */
export function productFixture(overrides: Partial<CatalogueProductDetail> = {}): CatalogueProductDetail {
  return {
    id: 501,
    name: 'Akoya Pearl Strand',
    sku: 'AK-1',
    image: '/uploads/product/ak1.thumb.webp',
    companyId: 11,
    companyName: 'Pearl River Jewellery',
    companyCountry: 'HK',
    verified: true,
    categories: [],
    metal: null,
    caratTotal: null,
    price: {
      state: 'shown',
      converted: { amount: 1160, max: null, currency: 'EUR' },
      original: { amount: 1250, max: null, currency: 'USD' },
      approximate: true,
    },
    availability: 'stock',
    immediate: false,
    releaseAt: null,
    createdAt: '2026-03-01T00:00:00Z',
    favourite: null,
    images: ['/uploads/product/ak1.webp', '/uploads/product/ak2.webp'],
    descriptionHtml:
      '<p>Lustrous <strong>Akoya</strong> pearls,&nbsp;7&ndash;7.5&#160;mm &amp; hand-knotted.</p><ul><li>18K clasp</li></ul>',
    videoUrl: null,
    resources: [],
    tags: [],
    brand: { id: 31, name: 'Pearl River' },
    variants: [],
    minOrder: null,
    noMinOrderNote: null,
    preorderFrom: null,
    preorderTo: null,
    stock: 40,
    jewellery: { metal: null, fineness: null, grossWeightGrams: null, metalWeightGrams: null, stones: [] },
    supplier: {
      id: 11,
      name: 'Pearl River Jewellery',
      logo: null,
      country: 'HK',
      verified: true,
      connection: null,
      qaEnabled: true,
      qaAnonymous: false,
    },
    collection: null,
    alerts: { priceDrop: false, backInStock: false },
    currency: 'EUR',
    rates: [{ currency: 'EUR', perUsd: 0.928, asOf: '2026-03-10' }],
    ...overrides,
  };
}

/** A supplier as GET /api/company/detail/3 answers a guest, its contact details shown to everyone. */
export function companyFixture(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...noTextFacts(),
    id: 3,
    name: '珠江珍珠有限公司',
    nameEn: 'Pearl River Jewellery',
    logo: '/uploads/logo/pearl-river.webp',
    cover: '/uploads/cover/pearl-river.webp',
    country: 'HK',
    city: 'Hong Kong',
    businessNature: [],
    mainProducts: [],
    mainMarkets: [],
    verified: true,
    boothNumber: null,
    productCount: 12,
    profileExcerpt: 'Pearls since 1998.',
    joinType: 'seller',
    alternateName: null,
    profile: '自1998年起专营南洋珍珠与淡水珍珠。',
    profileEn: 'Pearls since 1998: South Sea and freshwater strands, set and loose.',
    address: '香港九龙玉石路1号',
    addressEn: '1 Jade Road, Kowloon',
    phone: '+852 2345 6789',
    faxCountry: null,
    faxArea: null,
    faxNumber: null,
    email: 'sales@pearl-river.example',
    website: 'https://pearl-river.example',
    inBusinessSince: 1998,
    outlets: null,
    employeeCount: null,
    priceLow: null,
    priceHigh: null,
    companyType: null,
    video: null,
    brochures: [],
    mediaPhotos: [],
    memberships: [],
    partners: [],
    links: [],
    preferredCurrency: 'USD',
    contactVisible: true,
    contactPrivacy: 'everyone',
    videoConference: null,
    businessNatureOther: null,
    viewer: { own: false, canEdit: false, connection: 'none', collected: false },
    defaultBrandId: 31,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Google's Rich Results required properties of the types we emit (developers.google.com/search/docs/appearance/
 * structured-data: Product snippets, Breadcrumb, Carousel/ItemList, Organization), plus the schema.org basics of the
 * nested ones. `eligibleWith`: a Product needs one of these to get a product snippet; without any it is valid but
 * "not eligible", not an error. `listItem`: what each ListItem of the list must have.
 */
export const RICH_RESULTS: Record<string, { required: string[]; eligibleWith?: string[]; listItem?: string[] }> = {
  Product: { required: ['name'], eligibleWith: ['offers', 'review', 'aggregateRating'] },
  Offer: { required: ['price', 'priceCurrency'] },
  AggregateOffer: { required: ['lowPrice', 'priceCurrency'] },
  Brand: { required: ['name'] },
  Organization: { required: ['name', 'url'] },
  BreadcrumbList: { required: ['itemListElement'], listItem: ['position', 'name', 'item'] },
  ItemList: { required: ['itemListElement'], listItem: ['position', 'url'] },
  WebSite: { required: ['name', 'url'] },
  SearchAction: { required: ['target', 'query-input'] },
};

export interface RichResultsReport {
  /** "Product.name": a required property missing (Google: invalid item). */
  missing: string[];
  /** Types present without what makes them eligible ("Product"): valid, no rich result. */
  notEligible: string[];
  /** Every @type found, nested ones included. */
  types: string[];
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Checks JSON-LD nodes (parsed from the HTML) against RICH_RESULTS, nested nodes included. */
export function richResultsReport(nodes: readonly unknown[]): RichResultsReport {
  const report: RichResultsReport = { missing: [], notEligible: [], types: [] };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const obj = value as Record<string, unknown>;
    const type = typeof obj['@type'] === 'string' ? (obj['@type'] as string) : null;
    if (type) {
      report.types.push(type);
      const rule = RICH_RESULTS[type];
      for (const prop of rule?.required ?? []) if (!present(obj[prop])) report.missing.push(`${type}.${prop}`);
      if (rule?.eligibleWith && !rule.eligibleWith.some((p) => present(obj[p]))) report.notEligible.push(type);
      if (rule?.listItem && Array.isArray(obj.itemListElement)) {
        for (const item of obj.itemListElement as Record<string, unknown>[]) {
          for (const prop of rule.listItem) if (!present(item[prop])) report.missing.push(`${type}.ListItem.${prop}`);
        }
      }
    }
    Object.values(obj).forEach(visit);
  };
  for (const n of nodes) {
    if ((n as JsonLd)['@context'] !== 'https://schema.org') report.missing.push('@context');
    visit(n);
  }
  return report;
}

/** The JSON-LD of a head as a crawler reads it: the <script type="application/ld+json"> elements of the HTML, parsed. */
export function jsonLdOfHtml(html: string): unknown[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}

/** The parsed head document of `html`, for reading meta and link elements as a crawler would. */
export function headOfHtml(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}
