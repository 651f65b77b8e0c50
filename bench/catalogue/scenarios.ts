// What the catalogue benchmark asks GET /api/product/search: a realistic mix of what buyers send (no filter, one and
// two facets, common, rare, misspelt, Chinese and Turkish keywords, a price range) and every sort of SPEC §9.
import { METAL, STONE_TYPE } from '@gembourse/contracts/jewellery';

export interface SearchScenario {
  key: string;
  label: string;
  /** Query string without page or pageSize. */
  query: string;
  /** Counted in the "search with facets" p95 of the targets (the sort-only rows are listed apart). */
  mix: boolean;
}

const q = (s: string) => `q=${encodeURIComponent(s)}`;
/** Rings, the largest finished-jewellery category (dictionary-data.ts CATEGORY_ROWS). */
const RINGS = 30733;

export const SEARCH_SCENARIOS: SearchScenario[] = [
  { key: 'none', label: 'no filter', query: '', mix: true },
  { key: 'category', label: 'one facet: category Rings', query: `category=${RINGS}`, mix: true },
  { key: 'stone', label: 'one facet: stone diamond', query: `stone=${STONE_TYPE.diamond}`, mix: true },
  { key: 'two', label: 'two facets: diamond + colour G', query: `stone=${STONE_TYPE.diamond}&colour=G`, mix: true },
  { key: 'two_b', label: 'two facets: gold + sapphire', query: `metal=${METAL.gold}&stone=${STONE_TYPE.sapphire}`, mix: true },
  { key: 'kw_common', label: "keyword 'diamond'", query: q('diamond'), mix: true },
  { key: 'kw_rare', label: "rare keyword 'tourbillon'", query: q('tourbillon'), mix: true },
  { key: 'kw_typo', label: "misspelt 'saphire'", query: q('saphire'), mix: true },
  { key: 'kw_zh', label: "Chinese '項鍊' (finds 项链)", query: q('項鍊'), mix: true },
  { key: 'kw_zh_stone', label: "Chinese '钻石'", query: q('钻石'), mix: true },
  { key: 'kw_tr', label: "Turkish 'pırlanta'", query: q('pırlanta'), mix: true },
  // Issue 28 item 5: Chinese compounds are cut into words (珍珠项链: 珍珠 + 项链), next to the multi-word queries of
  // the other languages they should now find as much as (not in the mix: its figures stay comparable).
  { key: 'kw_zh_compound', label: "Chinese '珍珠項鍊' (珍珠 + 项链)", query: q('珍珠項鍊'), mix: false },
  { key: 'kw_zh_compound_s', label: "Chinese '珍珠项链'", query: q('珍珠项链'), mix: false },
  { key: 'kw_zh_pearl', label: "Chinese '珍珠'", query: q('珍珠'), mix: false },
  { key: 'kw_en_multi', label: "'pearl necklace'", query: q('pearl necklace'), mix: false },
  { key: 'kw_tr_multi', label: "Turkish 'inci kolye'", query: q('inci kolye'), mix: false },
  { key: 'price', label: 'price 1,000-5,000 USD', query: 'priceMin=1000&priceMax=5000&currency=USD', mix: true },
  { key: 'kw_facets', label: "'diamond' + GIA + 1-2 ct", query: `${q('diamond')}&lab=GIA&caratMin=1&caratMax=2`, mix: true },
  { key: 'sort_newest', label: 'sort newest', query: 'sort=newest', mix: false },
  { key: 'sort_price_asc', label: 'sort priceAsc', query: 'sort=priceAsc', mix: false },
  { key: 'sort_price_desc', label: 'sort priceDesc', query: 'sort=priceDesc', mix: false },
  { key: 'sort_visits', label: 'sort mostVisited', query: 'sort=mostVisited', mix: false },
  { key: 'sort_name_asc', label: 'sort nameAsc', query: 'sort=nameAsc', mix: false },
  { key: 'sort_name_desc', label: 'sort nameDesc', query: 'sort=nameDesc', mix: false },
  { key: 'sort_random', label: 'sort random (seed 42)', query: 'sort=random&seed=42', mix: false },
  { key: 'sort_showroom', label: 'sort showroom', query: 'sort=showroom', mix: false },
  { key: 'kw_sorted', label: "'diamond', sort priceAsc", query: `${q('diamond')}&sort=priceAsc`, mix: false },
];

/** The broad searches whose page 1 and page 1,000 are compared (reached by following `next` cursors). */
export const DEEP_SCENARIOS: { key: string; label: string; query: string }[] = [
  { key: 'deep_newest', label: 'newest', query: 'sort=newest' },
  { key: 'deep_price', label: 'priceAsc', query: 'sort=priceAsc' },
];
export const DEEP_PAGE = 1000;
export const PAGE_SIZE = 24;
/** The page sizes whose SQL statements are counted. */
export const COUNTED_PAGE_SIZES = [1, 24, 96] as const;
