// The numbers and tables of business matching, in one file (docs/matching.md explains them). Dictionary ids are
// those of SPEC §3 (business_nature 30705-30715, main_products, main_markets 30789-30795, product_category).

/** Points of each part of the score; they add up to 100. */
export const MATCH_WEIGHTS = {
  /** The caller's product preferences found among the categories of the supplier's published products. */
  categories: 30,
  /** The caller's main products (its company's, and those its preferences belong to) among the supplier's. */
  mainProducts: 15,
  /** The supplier's business nature is one the caller's buys from (COMPLEMENTS). */
  nature: 20,
  /** The supplier sells into the caller's markets (or globally). */
  market: 20,
  verified: 10,
  /** Showroom visits, up to ACTIVITY_FULL_VISITS. */
  activity: 5,
} as const;

/** How many matching categories / main products count as a full match. */
export const FULL_CATEGORY_MATCH = 3;
export const FULL_MAIN_PRODUCT_MATCH = 2;
export const ACTIVITY_FULL_VISITS = 500;

export const GLOBAL_MARKET = 30795;
const MARKETS = { asia: 30789, africa: 30790, australia: 30791, europe: 30792, northAmerica: 30793, southAmerica: 30794 } as const;
export const ALL_MARKETS: readonly number[] = [...Object.values(MARKETS), GLOBAL_MARKET];

/** The business_nature dictionary values (db/seed/dictionary-data.ts), by name; the demo seed uses them too. */
export const BUSINESS_NATURES = {
  stoneBlank: 30705,
  exporter: 30706,
  importer: 30707,
  retailer: 30708,
  wholesaler: 30709,
  manufacturer: 30710,
  distributor: 30711,
  designer: 30712,
  association: 30713,
  institute: 30714,
  collector: 30715,
} as const;
const N = BUSINESS_NATURES;

/**
 * Whom each business nature buys from: the supplier natures that complement it in the trade's chain
 * (stones → manufacturers → exporters/importers → wholesalers/distributors → retailers).
 */
export const COMPLEMENTS: Readonly<Record<number, readonly number[]>> = {
  [N.retailer]: [N.wholesaler, N.manufacturer, N.distributor, N.exporter, N.importer, N.designer],
  [N.wholesaler]: [N.manufacturer, N.exporter, N.importer, N.stoneBlank],
  [N.distributor]: [N.manufacturer, N.exporter, N.importer],
  [N.importer]: [N.exporter, N.manufacturer, N.stoneBlank, N.wholesaler],
  [N.exporter]: [N.manufacturer, N.stoneBlank, N.wholesaler],
  [N.manufacturer]: [N.stoneBlank, N.exporter, N.importer, N.wholesaler],
  // Designers look for stones and materials, and for makers of their pieces.
  [N.designer]: [N.stoneBlank, N.manufacturer, N.exporter, N.wholesaler],
  [N.collector]: [N.stoneBlank, N.exporter, N.designer, N.wholesaler],
  [N.institute]: [N.stoneBlank, N.exporter],
  [N.association]: [N.manufacturer, N.exporter, N.wholesaler],
  [N.stoneBlank]: [N.exporter, N.importer],
};

/** The supplier natures that complement any of `natures`. */
export function complementsOf(natures: readonly number[]): number[] {
  return [...new Set(natures.flatMap((n) => COMPLEMENTS[n] ?? []))].sort((a, b) => a - b);
}

/** The main_products dictionary values (db/seed/dictionary-data.ts), by name; the demo seed uses them too. */
export const MAIN_PRODUCTS = {
  jewellery: 30716,
  gemstones: 30717,
  diamonds: 30718,
  pearls: 30719,
  accessories: 30720,
  packaging: 30721,
  tools: 30722,
  fashion: 30723,
  services: 30724,
  fossils: 30725,
  minerals: 30726,
  watches: 30729,
  decoration: 30730,
  alloys: 30731,
  preciousMetals: 30732,
  synthetics: 30800,
  labGrown: 37552,
} as const;
const P = MAIN_PRODUCTS;

/** [first category id, last category id, main products]: product categories by range, as dictionary-data.ts groups them. */
const CATEGORY_RANGES: readonly [number, number, readonly number[]][] = [
  [30733, 30758, [P.jewellery]],
  [30759, 30763, [P.diamonds]],
  [30764, 30772, [P.gemstones]],
  [30773, 30778, [P.pearls]],
  [30779, 35758, [P.gemstones]], // amber, coral
  [35759, 35762, [P.preciousMetals]],
  [35763, 35763, [P.alloys]],
  [35764, 35764, [P.preciousMetals]],
  [35765, 35772, [P.gemstones]],
  [35773, 35773, [P.fossils]],
  [35774, 35774, [P.minerals]],
  [35775, 35777, [P.synthetics]],
  [35778, 35778, [P.gemstones]],
  [35779, 35785, [P.accessories]],
  [35786, 35787, [P.watches]],
  [35788, 35788, [P.decoration]],
  [35789, 35795, [P.packaging]],
  [35796, 35805, [P.tools]],
  [35806, 35813, [P.services]],
  [35814, 35820, [P.fashion]],
  [37553, 37553, [P.labGrown]],
  [37554, 37554, [P.jewellery, P.labGrown]],
];
/** Finished-jewellery categories that also say which material the buyer is after. */
const CATEGORY_EXTRA: Readonly<Record<number, readonly number[]>> = {
  30753: [P.diamonds],
  30754: [P.preciousMetals],
  30755: [P.preciousMetals],
  30756: [P.pearls],
  30757: [P.gemstones],
};

/** The main products the given product categories belong to. */
export function mainProductsOfCategories(categories: readonly number[]): number[] {
  const out = new Set<number>();
  for (const c of categories) {
    for (const [from, to, mains] of CATEGORY_RANGES) if (c >= from && c <= to) mains.forEach((m) => out.add(m));
    CATEGORY_EXTRA[c]?.forEach((m) => out.add(m));
  }
  return [...out].sort((a, b) => a - b);
}

const CONTINENT: Readonly<Record<number, string>> = {
  [MARKETS.africa]: 'AO BW CD EG ET GH KE MA MG MU MZ NA NG SL ZA TZ TN ZM ZW',
  [MARKETS.australia]: 'AU NZ PF',
  [MARKETS.europe]: 'AT BE BG HR CZ DK FI FR DE GR HU IE IT LT LU MC NL NO PL PT RO RU ES SE CH UA GB TR',
  [MARKETS.northAmerica]: 'CA US MX PA DO',
  [MARKETS.southAmerica]: 'AR BO BR CL CO PE UY',
};
const MARKET_OF_COUNTRY = new Map(Object.entries(CONTINENT).flatMap(([m, codes]) => codes.split(' ').map((c) => [c, Number(m)] as const)));

/** The main market of a country: its continent (countries not listed elsewhere are in Asia). */
export function marketOfCountry(country: string | null | undefined): number | null {
  if (!country) return null;
  return MARKET_OF_COUNTRY.get(country.toUpperCase()) ?? MARKETS.asia;
}

/**
 * The supplier markets that serve a caller selling in `markets`: those markets and "global"; a global caller is
 * served by every market.
 */
export function marketsServing(markets: readonly number[]): number[] {
  if (markets.includes(GLOBAL_MARKET)) return [...ALL_MARKETS];
  return [...new Set([...markets, GLOBAL_MARKET])].sort((a, b) => a - b);
}
