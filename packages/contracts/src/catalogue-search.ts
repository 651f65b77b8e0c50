import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import { CERTIFICATE_LABS, JEWELLERY_VALUES, ZJewelleryOut } from './jewellery.ts';
import { CURRENCIES, type Currency } from './limits.ts';
import { text } from './primitives.ts';
import { AVAILABILITIES } from './product.ts';
import { PRODUCT_SEGMENTS } from './showroom.ts';

// The buyer's catalogue (issue 11): one search call answers a page of products, the total and the facet counts
// together, for /home/product, the home page's rows and a product page's related products. Every value a facet
// filters on is a closed list here, so an unknown value is a 40000 without a database, and the URL of /home/product
// holds the same parameters as the call (state in the URL: a search can be shared, and the back button works).

/** SPEC §9 sorts of the product list. `relevance` needs a keyword (without one it is `newest`). */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'priceAsc',
  'priceDesc',
  'mostVisited',
  'nameAsc',
  'nameDesc',
  'random',
  'showroom',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Page sizes the list offers (SPEC §9 "a per-page option"); the call takes any size up to the largest. */
export const PRODUCT_PAGE_SIZES = [24, 48, 96] as const;

export const CATALOGUE_LIMITS = {
  keywordMax: 100,
  /** Values one facet parameter may name (more is a crafted URL, not a person ticking boxes). */
  valuesPerFacetMax: 30,
  pageSizeMax: 96,
  /**
   * Pages a search may jump to by number (offset paging); beyond it, next and previous follow keyset cursors, which
   * cost the same on page 1,000 as on page 1 (docs/decisions.md, catalogue paging).
   */
  jumpPageMax: 100,
  cursorMax: 300,
  priceMax: 1_000_000_000,
  caratMax: 10_000,
  seedMax: 2_147_483_647,
} as const;

/**
 * Stone colours a facet offers: diamond colour grades D-M (letters, the same in every language) and the colour names
 * of coloured stones (labels in the web's locales). A stone's free-text colour counts under one of them when it reads
 * as one (normalizeStoneColour), and under none otherwise.
 */
export const STONE_COLOURS = [
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'white',
  'black',
  'grey',
  'red',
  'pink',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'brown',
  'multicolour',
] as const;
export type StoneColour = (typeof STONE_COLOURS)[number];

/** Clarity grades a facet offers (GIA's scale, used by the whole trade). */
export const STONE_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3'] as const;
export type StoneClarity = (typeof STONE_CLARITIES)[number];

/** Words a supplier types for a colour, to the facet's value (lower case; the letter grades match themselves). */
const COLOUR_WORDS: Readonly<Record<string, StoneColour>> = {
  white: 'white',
  colourless: 'white',
  colorless: 'white',
  black: 'black',
  grey: 'grey',
  gray: 'grey',
  red: 'red',
  "pigeon's blood": 'red',
  'pigeon blood': 'red',
  pink: 'pink',
  orange: 'orange',
  yellow: 'yellow',
  golden: 'yellow',
  green: 'green',
  blue: 'blue',
  'royal blue': 'blue',
  'cornflower blue': 'blue',
  purple: 'purple',
  violet: 'purple',
  brown: 'brown',
  multicolour: 'multicolour',
  multicolor: 'multicolour',
  multi: 'multicolour',
};

/**
 * The facet value of a stone's free-text colour, or null: a letter grade or a range of them by its first ("g", "G-H"
 * → G), a colour word or phrase ("Royal blue" → blue), else the last colour word of a description ("Vivid green" →
 * green, "AAA violet-blue" → blue: the trade names the hue last).
 */
export function normalizeStoneColour(colour: string | null | undefined): StoneColour | null {
  const v = colour?.trim().toLowerCase();
  if (!v) return null;
  const grade = /^([d-m])(?:\s*[-–/]\s*[d-z])?$/.exec(v);
  if (grade) return grade[1].toUpperCase() as StoneColour;
  if (COLOUR_WORDS[v]) return COLOUR_WORDS[v];
  const words = v.split(/[\s\-–/,]+/);
  for (let i = words.length - 1; i >= 0; i--) if (COLOUR_WORDS[words[i]]) return COLOUR_WORDS[words[i]];
  return null;
}

/** The facet value of a stone's free-text clarity ("vvs 1" → VVS1), or null. */
export function normalizeStoneClarity(clarity: string | null | undefined): StoneClarity | null {
  const v = clarity?.replace(/[\s-]/g, '').toUpperCase();
  return v && (STONE_CLARITIES as readonly string[]).includes(v) ? (v as StoneClarity) : null;
}

/**
 * Carat ranges the carat facet counts, by total carat weight of a product's stones: [from, to) in carats; the last
 * has no end.
 */
export const CARAT_BUCKETS = [
  [0, 0.5],
  [0.5, 1],
  [1, 2],
  [2, 5],
  [5, null],
] as const;

/**
 * Price ranges the price facet counts, in the viewer's currency: [from, to) in whole units of it; the last has no
 * end. One set for all three currencies: the ranges a trade buyer thinks in are round numbers in their own money.
 */
export const PRICE_BUCKETS = [
  [0, 100],
  [100, 500],
  [500, 1_000],
  [1_000, 5_000],
  [5_000, 20_000],
  [20_000, null],
] as const;

// ---- the query ----------------------------------------------------------------------------------------------------

/** A comma-separated list in the query string (`metal=41001,41002`), each value checked by `item`; empty means none. */
function csv<T extends z.ZodType>(item: T) {
  return z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item as unknown as z.ZodType<z.output<T>, string>).max(CATALOGUE_LIMITS.valuesPerFacetMax))
    .optional();
}
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: 'unknownValue' });
const codeIn = (values: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), { message: 'unknownValue' });
/** `true` in the query string; anything else but absent is a mistake. */
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const amount = (max: number) => z.coerce.number().min(0).max(max).optional();

/**
 * Facet parameters: within one facet the values are alternatives (gold or silver), between facets all must hold.
 * Category and category group ids are the dictionary's; their membership is checked by the server (the dictionary is
 * data, not code).
 */
export const ZCatalogueFilters = z.object({
  group: csv(z.coerce.number().int().min(1).max(99_999)),
  category: csv(z.coerce.number().int().min(1).max(99_999)),
  metal: csv(codeIn(JEWELLERY_VALUES.metal)),
  /** Free text on products; filters by exact (case-insensitive) fineness, e.g. 18K/750. */
  fineness: csv(text().trim().max(20)),
  stone: csv(codeIn(JEWELLERY_VALUES.stone_type)),
  shape: csv(codeIn(JEWELLERY_VALUES.stone_shape)),
  treatment: csv(codeIn(JEWELLERY_VALUES.stone_treatment)),
  colour: csv(oneOf(STONE_COLOURS)),
  clarity: csv(oneOf(STONE_CLARITIES)),
  /** Stone origin, as ISO country codes. */
  origin: csv(
    z
      .string()
      .toUpperCase()
      .refine((c) => COUNTRY_CODES.has(c), { message: 'unknownValue' }),
  ),
  lab: csv(oneOf(CERTIFICATE_LABS)),
  caratMin: amount(CATALOGUE_LIMITS.caratMax),
  caratMax: amount(CATALOGUE_LIMITS.caratMax),
  /** In `currency`, whole or decimal units; a product whose price the viewer may not see never matches a price range. */
  priceMin: amount(CATALOGUE_LIMITS.priceMax),
  priceMax: amount(CATALOGUE_LIMITS.priceMax),
  availability: csv(oneOf(AVAILABILITIES)),
  immediate: flag,
  segment: csv(oneOf(PRODUCT_SEGMENTS)),
  /** The supplier's country (ISO code). */
  country: csv(
    z
      .string()
      .toUpperCase()
      .refine((c) => COUNTRY_CODES.has(c), { message: 'unknownValue' }),
  ),
  verified: flag,
  /** One supplier's products (a business match's "see products", a product page's "more from this supplier"). */
  supplier: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Leave this product out (a product page's related products). */
  exclude: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type CatalogueFilters = z.infer<typeof ZCatalogueFilters>;

/** The facets a search answers counts for, in the order the page shows them. */
export const FACET_KEYS = [
  'group',
  'category',
  'metal',
  'fineness',
  'stone',
  'shape',
  'carat',
  'colour',
  'clarity',
  'treatment',
  'origin',
  'lab',
  'price',
  'availability',
  'immediate',
  'segment',
  'country',
  'verified',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/**
 * GET /api/product/search. `after` / `before` are the opaque cursors of an answer's next / previous page (keyset
 * paging: no row is skipped by scanning); `page` jumps to a page by number (offset paging, up to jumpPageMax). A
 * cursor belongs to the search it came from: used with another sort it is refused (40000).
 */
export const ZCatalogueQuery = ZCatalogueFilters.extend({
  q: text().trim().max(CATALOGUE_LIMITS.keywordMax).optional(),
  sort: oneOf(PRODUCT_SORTS).default('relevance'),
  /** The random sort's seed: the same seed, the same order (paging neither repeats nor skips). */
  seed: z.coerce.number().int().min(0).max(CATALOGUE_LIMITS.seedMax).optional(),
  currency: oneOf(CURRENCIES).optional(),
  page: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.jumpPageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOGUE_LIMITS.pageSizeMax).default(PRODUCT_PAGE_SIZES[0]),
  after: z.string().max(CATALOGUE_LIMITS.cursorMax).optional(),
  before: z.string().max(CATALOGUE_LIMITS.cursorMax).optional(),
  /** `false` leaves the facet counts out (the home page's rows, related products): one statement less. */
  facets: flag,
});
export type CatalogueQuery = z.infer<typeof ZCatalogueQuery>;
export type CatalogueQueryInput = z.input<typeof ZCatalogueQuery>;

// ---- the answer ---------------------------------------------------------------------------------------------------

/** An amount in a currency; `max` is the top of a range (a product with priced variants: "from … to …"). */
export const ZMoney = z.object({ amount: z.number(), max: z.number().nullable(), currency: z.enum(CURRENCIES) });
export type Money = z.infer<typeof ZMoney>;

/**
 * Why a price is not shown, by the price visibility rules: `login` (members see it: log in), `members` (the
 * supplier's community level and the viewer is outside it), `release` (a launch price, shown from its release),
 * `private` (the supplier shows it to no one), `none` (the supplier gave no price: "price on request"),
 * `connection` (a price "as the showroom" of a contacts-only showroom: its contacts see it).
 */
export const PRICE_HIDDEN_REASONS = ['login', 'members', 'release', 'private', 'none', 'connection'] as const;
export type PriceHiddenReason = (typeof PRICE_HIDDEN_REASONS)[number];

/**
 * A product's price as the viewer may see it: `shown` in the viewer's currency at the reference rate (approximate
 * unless it is the supplier's own currency), with the supplier's own price beside it; or, when hidden, only the
 * reason (no amount is in the JSON).
 */
export const ZPriceView = z.discriminatedUnion('state', [
  z.object({ state: z.literal('shown'), converted: ZMoney, original: ZMoney, approximate: z.boolean() }),
  z.object({ state: z.literal('hidden'), reason: z.enum(PRICE_HIDDEN_REASONS) }),
]);
export type PriceView = z.infer<typeof ZPriceView>;

/** A product card of the catalogue. `favourite` is null for a guest. `releaseAt` is set while a launch is ahead. */
export const ZCatalogueProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyCountry: z.string().nullable(),
  verified: z.boolean(),
  categories: z.array(z.number().int()),
  metal: z.number().int().nullable(),
  caratTotal: z.number().nullable(),
  price: ZPriceView,
  availability: z.enum(AVAILABILITIES),
  immediate: z.boolean(),
  releaseAt: z.string().nullable(),
  createdAt: z.string(),
  favourite: z.boolean().nullable(),
});
export type CatalogueProduct = z.infer<typeof ZCatalogueProduct>;

/** One value of a facet and how many products of the search have it (counted with every other facet's filter). */
export const ZFacetValue = z.object({
  /** A dictionary id, a closed-list value, a country code, `true`, or a range's index in CARAT_BUCKETS/PRICE_BUCKETS. */
  value: z.union([z.string(), z.number()]),
  count: z.number().int(),
});
export const ZFacet = z.object({ key: z.enum(FACET_KEYS), values: z.array(ZFacetValue) });
export type Facet = z.infer<typeof ZFacet>;

/** A reference rate: units of `currency` per 1 USD, as of `asOf` (a calendar date). */
export const ZReferenceRate = z.object({ currency: z.enum(CURRENCIES), perUsd: z.number(), asOf: z.string() });
export type ReferenceRate = z.infer<typeof ZReferenceRate>;

export const ZCatalogueAnswer = z.object({
  list: z.array(ZCatalogueProduct),
  /** Products matching, as the viewer may see them; an estimate when `totalExact` is false (a very broad search). */
  total: z.number().int(),
  totalExact: z.boolean(),
  /** The page this answer is (1-based), whether reached by number or by cursor. */
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Cursors of the next and previous pages, null at either end. */
  next: z.string().nullable(),
  prev: z.string().nullable(),
  /** Empty when the query asked for none (`facets=false`). */
  facets: z.array(ZFacet),
  /** False when the counts are estimated from a sample of a very broad search (shown as approximate). */
  facetsExact: z.boolean(),
  /** The sort applied (relevance without a keyword is newest). */
  sort: z.enum(PRODUCT_SORTS),
  /** The seed of a random order (echoed, or drawn when the query had none), so the page can keep it in its URL. */
  seed: z.number().int().nullable(),
  /** The currency prices were converted to, and the reference rates used. */
  currency: z.enum(CURRENCIES),
  rates: z.array(ZReferenceRate),
  /** A guest's answer stops at LIMITS.guestResultLimit products: more exist, log in to see them (SPEC §2). */
  limited: z.boolean(),
});
export type CatalogueAnswer = z.infer<typeof ZCatalogueAnswer>;

/** Rates by currency (units per 1 USD). */
export type RateTable = Readonly<Record<Currency, number>>;
export const rateTable = (rates: readonly ReferenceRate[]): RateTable =>
  Object.fromEntries(rates.map((r) => [r.currency, r.perUsd])) as RateTable;

/**
 * `amount` in `from` as `to`, at the reference rates, to the cent: the one conversion, used by the server's price
 * views and by the web where it shows a supplier's own figures (a profile's wholesale range) in the viewer's currency.
 */
export function convert(amount: number, from: Currency, to: Currency, rates: RateTable): number {
  if (from === to) return amount;
  return Math.round((amount / rates[from]) * rates[to] * 100) / 100;
}

/** The currency a viewer sees prices in before choosing one: by their language. */
export function defaultCurrencyOf(locale: string): Currency {
  if (locale.startsWith('zh')) return 'CNY';
  if (locale === 'tr') return 'EUR';
  return 'USD';
}

// ---- the product page -----------------------------------------------------------------------------------------------

/** A collection a product belongs to, as the viewer may see it, with its event. */
export const ZProductCollectionRef = z.object({
  id: z.number().int(),
  name: z.string(),
  releaseAt: z.string(),
  event: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** The supplier card of a product page. */
export const ZProductSupplier = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  country: z.string().nullable(),
  verified: z.boolean(),
  /** The viewer's company and this supplier: none, requested (pending), connected; null for a guest or its own. */
  connection: z.enum(['none', 'pending', 'connected']).nullable(),
  /** Product Q&A switched on, and whether questions may be anonymous (showroom settings). */
  qaEnabled: z.boolean(),
  qaAnonymous: z.boolean(),
});

/** GET /api/product/view/:id: everything a buyer reads on /home/product-detail, as the viewer may see it. */
export const ZCatalogueProductDetail = ZCatalogueProduct.extend({
  images: z.array(z.string()),
  descriptionHtml: z.string(),
  videoUrl: z.string().nullable(),
  resources: z.array(z.object({ name: z.string(), url: z.string() })),
  tags: z.array(z.string()),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  variants: z.array(z.object({ name: z.string(), sku: z.string().nullable(), price: ZPriceView })),
  minOrder: z.string().nullable(),
  noMinOrderNote: z.string().nullable(),
  preorderFrom: z.string().nullable(),
  preorderTo: z.string().nullable(),
  /** Shown when the supplier tracks inventory; null otherwise. */
  stock: z.number().int().nullable(),
  jewellery: ZJewelleryOut,
  supplier: ZProductSupplier,
  collection: ZProductCollectionRef.nullable(),
  /** The viewer's alerts on this product (all false for a guest). */
  alerts: z.object({ priceDrop: z.boolean(), backInStock: z.boolean() }),
  currency: z.enum(CURRENCIES),
  rates: z.array(ZReferenceRate),
});
export type CatalogueProductDetail = z.infer<typeof ZCatalogueProductDetail>;

/** GET /api/product/view/:id's query: the currency to show prices in. */
export const ZProductViewQuery = z.object({ currency: oneOf(CURRENCIES).optional() });
