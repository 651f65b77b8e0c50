import { vi } from 'vitest';
import type { CompanyDetail, CompanySummary } from '@gembourse/contracts/company';
import type { ShowroomCollection } from '@gembourse/contracts/company-showroom';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import type { ShowroomProduct } from '@gembourse/contracts/company-showroom';
import { usdPrice } from '../../../test/catalogue-fixtures.ts';
import { envelope, noTextFacts } from '../../../test/fixtures.ts';

const entry = (dictCode: DictEntry['dictCode'], dataValue: number, dataLabel: string, sort: number): DictEntry => ({
  dictCode,
  dataValue,
  dataLabel,
  parentValue: null,
  sort,
});

/** A small dictionary in English: enough for the directory filters and the profile facts. */
export const DICTIONARY: Partial<Record<DictEntry['dictCode'], DictEntry[]>> = {
  business_nature: [entry('business_nature', 30706, 'Exporter', 1), entry('business_nature', 30710, 'Manufacturer/Supplier', 2)],
  main_products: [entry('main_products', 30716, 'Jewellery', 1), entry('main_products', 30719, 'Pearls', 2)],
  main_markets: [entry('main_markets', 30789, 'Asia', 1), entry('main_markets', 30792, 'Europe', 2)],
  employee_count: [entry('employee_count', 38002, '11–50', 2)],
  product_category: [entry('product_category', 30733, 'Ring', 1)],
};

/** A supplier card; override what a test cares about. */
export function summary(overrides: Partial<CompanySummary> = {}): CompanySummary {
  return {
    id: 11,
    name: '周大福珠宝',
    nameEn: 'Pearl River Jewellery',
    logo: null,
    cover: null,
    country: 'HK',
    city: 'Hong Kong',
    businessNature: [30706],
    mainProducts: [30716, 30719],
    mainMarkets: [30789],
    verified: true,
    boothNumber: 'HALL 1 - A12',
    productCount: 48,
    profileExcerpt: 'Pearl jewellery since 1962.',
    ...overrides,
  };
}

/** A company profile as a visiting buyer sees it (contacts hidden, not connected). */
export function detail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...noTextFacts(),
    ...summary(),
    joinType: 'seller',
    alternateName: null,
    profile: '我们是一家珍珠首饰制造商。',
    profileEn: 'We make pearl jewellery.',
    address: null,
    addressEn: null,
    phone: null,
    faxCountry: null,
    faxArea: null,
    faxNumber: null,
    email: null,
    website: 'https://pearl.example',
    inBusinessSince: 1962,
    outlets: 1200,
    employeeCount: 38002,
    priceLow: 1000,
    priceHigh: 25000,
    companyType: null,
    video: null,
    brochures: [],
    mediaPhotos: [],
    memberships: [],
    partners: [],
    links: [],
    preferredCurrency: 'USD',
    contactVisible: false,
    contactPrivacy: 'contacts',
    videoConference: null,
    businessNatureOther: null,
    viewer: { own: false, canEdit: false, connection: 'none', collected: false },
    defaultBrandId: 111,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A showroom product card of company 11. */
export function product(overrides: Partial<ShowroomProduct> = {}): ShowroomProduct {
  return {
    id: 501,
    name: 'Akoya Pearl Strand',
    sku: 'AK-1',
    image: null,
    companyId: 11,
    companyName: 'Pearl River Jewellery',
    categories: [30733],
    price: usdPrice(1200),
    immediate: false,
    availability: 'stock',
    createdAt: '2026-02-01T00:00:00Z',
    ...overrides,
  };
}

/** A collection card of company 11 (released at noon UTC: the same day in any time zone a test runs in). */
export function collection(overrides: Partial<ShowroomCollection> = {}): ShowroomCollection {
  return {
    id: 31,
    name: 'Bridal Pearls 2026',
    cover: null,
    visibility: 'public',
    releaseAt: '2026-03-05T12:00:00Z',
    released: true,
    productCount: 12,
    ...overrides,
  };
}

/** A page of a showroom list as the server answers it (open to the viewer unless `gate` says otherwise). */
export function showroomPage<T>(
  list: T[],
  more: { total?: number; pageNum?: number; pageSize?: number; hasMore?: boolean } = {},
  gate: { visible: boolean; requirement: 'none' | 'login' | 'connection' } = { visible: true, requirement: 'none' },
) {
  return envelope({
    list,
    total: more.total ?? list.length,
    pageNum: more.pageNum ?? 1,
    pageSize: more.pageSize ?? 24,
    hasMore: more.hasMore ?? false,
    ...gate,
  });
}

export type Handler = (body: unknown, url: string) => Response | Promise<Response>;

/**
 * Stubs fetch at the global boundary: `handlers` answer by path, dictionaries answer from DICTIONARY, anything else
 * an empty success. Returns the mock and readers of what was sent.
 */
export function stubCompaniesApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[path];
    if (handler) return handler(body, url);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    const dict = /^\/api\/dictionary\/(\w+)$/.exec(path);
    if (dict) return envelope(DICTIONARY[dict[1] as DictEntry['dictCode']] ?? []);
    // Showroom lists answer a page, so pages that show a profile need no handler of their own for them.
    if (/^\/api\/company\/(product|collection)\/list\/\d+$/.test(path)) return showroomPage([]);
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === path) as [string, RequestInit | undefined][];
  const bodiesOf = (path: string) => callsTo(path).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  const urlsOf = (path: string) => callsTo(path).map(([u]) => u);
  return { fetchMock, bodiesOf, urlsOf };
}
