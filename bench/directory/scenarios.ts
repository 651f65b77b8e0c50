// The directory queries the benchmark measures: what a member (or a guest) sends to POST /api/company/list.
import type { CompanyListBody } from '@gembourse/contracts/company';
import { MARKET, NATURE } from '../../apps/server/src/db/seed/demo/dict-ids.ts';

export const PAGE_SIZE = 20;

export interface Scenario {
  key: string;
  label: string;
  body: Partial<CompanyListBody> & Pick<CompanyListBody, 'sort'>;
  pageNum: number;
  /** Sent without a token: the service caps the page at the guest limit (12). */
  guest?: boolean;
  /** A GET of this path instead of the directory list (not explained: its SQL is not the list's). */
  path?: string;
}

export const SCENARIOS: Scenario[] = [
  { key: 'default', label: 'default order (relevance, no keyword)', body: { sort: 'relevance' }, pageNum: 1 },
  { key: 'keyword_en', label: "keyword 'pearl'", body: { keyword: 'pearl', sort: 'relevance' }, pageNum: 1 },
  // Two and one Chinese characters carry no trigram of their own: they go through search_text's n-gram words.
  { key: 'keyword_zh', label: "keyword '珍珠'", body: { keyword: '珍珠', sort: 'relevance' }, pageNum: 1 },
  { key: 'keyword_zh_1', label: "keyword '金' (one character)", body: { keyword: '金', sort: 'relevance' }, pageNum: 1 },
  // One seller in 10,000 matches: the demo's own Aurora Gems & Jewellery Ltd.
  { key: 'keyword_rare', label: "rare keyword 'aurora'", body: { keyword: 'aurora', sort: 'relevance' }, pageNum: 1 },
  // In a third of the texts (category labels) and in no name: the name matches come up empty, the rest fill the page.
  { key: 'keyword_zh_label', label: "keyword '戒指' (no name holds it)", body: { keyword: '戒指', sort: 'relevance' }, pageNum: 1 },
  {
    key: 'filters',
    label: 'markets Europe + nature manufacturer',
    body: { sort: 'relevance', mainMarkets: [MARKET.europe], businessNature: [NATURE.manufacturer] },
    pageNum: 1,
  },
  { key: 'name_asc', label: 'sort name_asc', body: { sort: 'name_asc' }, pageNum: 1 },
  { key: 'alphabet', label: 'sort alphabet', body: { sort: 'alphabet' }, pageNum: 1 },
  { key: 'name_desc', label: 'sort name_desc', body: { sort: 'name_desc' }, pageNum: 1 },
  { key: 'most_visited', label: 'sort most_visited', body: { sort: 'most_visited' }, pageNum: 1 },
  { key: 'updated_desc', label: 'sort updated_desc', body: { sort: 'updated_desc' }, pageNum: 1 },
  { key: 'keyword_sorted', label: "keyword 'pearl', sort name_asc", body: { keyword: 'pearl', sort: 'name_asc' }, pageNum: 1 },
  { key: 'random', label: 'sort random (seed 42), page 50', body: { sort: 'random', seed: 42 }, pageNum: 50 },
  { key: 'deep_page', label: 'deep page (pageNum 200)', body: { sort: 'relevance' }, pageNum: 200 },
  { key: 'guest', label: 'guest, default order', body: { sort: 'relevance' }, pageNum: 1, guest: true },
  // Business matching for the demo buyer (docs/matching.md): one ranking query over every listed supplier.
  {
    key: 'match',
    label: 'matching: GET /api/company/match?limit=12',
    body: { sort: 'relevance' },
    pageNum: 1,
    path: '/api/company/match?limit=12',
  },
];
