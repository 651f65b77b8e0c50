import { and, eq, ne, sql } from 'drizzle-orm';
import { defaultCurrencyOf, type CatalogueAnswer, type CatalogueQuery } from '@gembourse/contracts/catalogue-search';
import { LIMITS } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import { products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { validationFailed } from '../../platform/errors.ts';
import { fieldMessage } from '../../platform/i18n/validation-messages.ts';
import { reusedAnswer } from '../../platform/http/response-serializer.ts';
import { memoCache } from '../../platform/memo-cache.ts';
import { rateTable } from '@gembourse/contracts/catalogue-search';
import { keywordWords } from '../company/search-words.ts';
import { decodeCursor, encodeCursor, type Cursor } from './catalogue-cursor.ts';
import { facetFilters, unknownDictionaryIds, type PriceContext } from './catalogue-search-filters.ts';
import { keywordMatch, relevanceTier } from './catalogue-search-keyword.ts';
import { presentCatalogueProduct, presentFacets } from './catalogue-search.presenter.ts';
import type { CatalogueRow, CatalogueSearchRepository, PageStart, SearchPlan } from './catalogue-search.repository.ts';
import { appliedSort, tiersOf } from './catalogue-search-sorts.ts';
import type { FxRatesRepository } from './fx-rates.repository.ts';
import type { CatalogueSharing } from './catalogue-sharing.ts';
import { productScopeColumns, visibleProducts } from './product-sight.ts';
import { productPriceScope } from './visibility-policy.ts';

const p = products;

/** A field error of the search's query in the caller's language (`unknownValue`, or `invalid` for a cursor). */
const fieldError = (path: string, message: 'unknownValue' | 'invalid', locale: Locale) =>
  validationFailed([{ path, message: fieldMessage({ code: 'custom', message }, locale) }]);

/**
 * The buyer's catalogue search (GET /api/product/search; helper jobs such as saved searches call `search` too). Two
 * SQL statements compute an answer whatever the page size (the reference rates are cached per process): the page with
 * its cards, and the facet counts with the total (none with facets=false, when `total` is a lower bound from the page:
 * what the page has shown so far, plus one when more follow, and `totalExact` says so). A member's hearts are set
 * afterwards by `favourites` (engagement/favourites-cache.ts: no statement while its set is kept). Plain members share
 * computed answers for `sharing.ttlSeconds` (catalogue-sharing.ts): a search another plain member made in that time costs no
 * statement at all.
 */
export function catalogueSearchService(deps: {
  repo: CatalogueSearchRepository;
  rates: FxRatesRepository;
  /** The ids among `ids` that the user has favourited. */
  favourites: (userId: number, ids: readonly number[]) => Promise<Set<number>>;
  sharing: CatalogueSharing;
}) {
  const { repo } = deps;
  const shared = memoCache<CatalogueAnswer>({ ttlMs: deps.sharing.ttlSeconds * 1000, maxEntries: 1_000 });

  /** The viewer's hearts on the answer's cards (a guest's stay null). */
  async function withFavourites(viewer: AuthContext | null, answer: CatalogueAnswer): Promise<CatalogueAnswer> {
    if (!viewer || !answer.list.length) return answer;
    const mine = await deps.favourites(
      viewer.userId,
      answer.list.map((x) => x.id),
    );
    // Nothing hearted on the page (the common case): the answer itself, so a shared one goes out as encoded before.
    if (!mine.size) return answer;
    return { ...answer, list: answer.list.map((x) => ({ ...x, favourite: mine.has(x.id) })) };
  }

  /** The answer for `viewer`, every heart unset. */
  async function compute(
    viewer: AuthContext | null,
    query: CatalogueQuery,
    locale: Locale,
    opts: { publishedAfter?: Date },
  ): Promise<CatalogueAnswer> {
    const unknown = unknownDictionaryIds(query);
    if (unknown.length) throw fieldError(unknown[0], 'unknownValue', locale);

    const words = keywordWords(query.q);
    const sort = appliedSort(query.sort, words.length > 0);
    // A guest sees the first LIMITS.guestResultLimit results only (SPEC §2), whatever page or cursor they send, and
    // one fixed random order: fresh seeds would deal a new dozen each call, the whole catalogue.
    const guest = !viewer;
    const seed = sort === 'random' ? (guest ? 0 : (query.seed ?? Math.floor(Math.random() * 2_147_483_647))) : null;
    const pageSize = guest ? Math.min(query.pageSize, LIMITS.guestResultLimit) : query.pageSize;

    let cursor: Cursor | null = null;
    let forward = true;
    if (!guest && (query.after || query.before)) {
      const field = query.after ? 'after' : 'before';
      cursor = decodeCursor((query.after ?? query.before)!, sort, seed);
      if (!cursor) throw fieldError(field, 'invalid', locale);
      forward = field === 'after';
    }
    const page = guest ? 1 : (cursor?.p ?? query.page);

    const currency = query.currency ?? defaultCurrencyOf(locale);
    const reference = await deps.rates.rates();
    const rates = rateTable(reference);
    const price: PriceContext = {
      priceVisible: productPriceScope(viewer, productScopeColumns(viewer, p.priceVisibility)),
      currency,
      rates,
    };
    const plan: SearchPlan = {
      viewer,
      base: and(
        visibleProducts(viewer),
        keywordMatch(words),
        query.supplier ? eq(p.companyId, query.supplier) : undefined,
        query.exclude ? ne(p.id, query.exclude) : undefined,
        opts.publishedAfter ? sql`${p.firstPublishedAt} > ${opts.publishedAfter.toISOString()}::timestamptz` : undefined,
      )!,
      filters: facetFilters(query, price),
      tiers: tiersOf(sort, { keyword: words.length > 0, seed: seed ?? 0, priceVisible: price.priceVisible }),
      relevance: words.length ? relevanceTier(words) : undefined,
      price,
    };
    const start: PageStart | null = cursor ? { tier: cursor.t, key: cursor.v, id: cursor.i, forward } : null;
    const offset = cursor ? 0 : (page - 1) * pageSize;
    const wantFacets = query.facets !== false;

    const [rows, counted] = await Promise.all([
      repo.page(plan, { limit: pageSize + 1, offset, start }),
      wantFacets ? repo.facets(plan) : Promise.resolve(null),
    ]);

    // One row beyond the page says whether more follow in the direction read.
    const beyond = rows.length > pageSize;
    const shown = forward ? rows.slice(0, pageSize) : rows.slice(rows.length - Math.min(rows.length, pageSize));
    const more = forward ? beyond : shown.length > 0;
    const earlier = forward ? page > 1 && shown.length > 0 : beyond;
    const cursorOf = (r: CatalogueRow, to: number): string =>
      encodeCursor({ s: sort, sd: seed, t: r.tier, v: plan.tiers[r.tier]?.lookup ? null : r.key, i: r.id, p: to });

    const next = !guest && more && shown.length ? cursorOf(shown[shown.length - 1], page + 1) : null;
    const prev = !guest && earlier && page > 1 ? cursorOf(shown[0], page - 1) : null;

    const lowerBound = (page - 1) * pageSize + shown.length + (more ? 1 : 0);
    // Read forward to the end, the page itself says how many there are: an estimate never contradicts the list
    // on screen (a narrow search of a broad catalogue is estimated from a sample that may hold none of it).
    const lastPage = forward && !beyond;
    return {
      list: shown.map((r) => presentCatalogueProduct(r, viewer, locale, currency, rates)),
      total: lastPage || !counted ? lowerBound : Math.max(counted.total, lowerBound),
      totalExact: lastPage || (counted?.exact ?? false),
      page,
      pageSize,
      next,
      prev,
      facets: counted ? presentFacets(counted.counts) : [],
      facetsExact: counted ? counted.exact : true,
      sort,
      seed,
      currency,
      rates: reference,
      limited: guest && beyond,
    };
  }

  return {
    /** A page of products the viewer may see, the total and the facet counts; `publishedAfter`: new products only. */
    async search(
      viewer: AuthContext | null,
      query: CatalogueQuery,
      locale: Locale,
      opts: { publishedAfter?: Date } = {},
    ): Promise<CatalogueAnswer> {
      // An unseeded random order is dealt afresh per call; a saved search's check is its owner's alone.
      const shareable = !opts.publishedAfter && !(query.sort === 'random' && query.seed == null);
      const as = shareable ? await deps.sharing.sharedAs(viewer) : null;
      const answer = as
        ? await shared.get(`${locale}\u0000${JSON.stringify(query)}`, async () => reusedAnswer(await compute(as, query, locale, opts)))
        : await compute(viewer, query, locale, opts);
      return withFavourites(viewer, answer);
    },
  };
}
export type CatalogueSearchService = ReturnType<typeof catalogueSearchService>;
