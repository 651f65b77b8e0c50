import { useDeferredValue, useState } from 'react';
import { Button, Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueSearchQuery, useCatalogueSearch } from '../../../domain/catalogue/catalogue-search-query.ts';
import { defaultCurrencyOf } from '@gembourse/contracts/catalogue-search';
import type { Locale } from '@gembourse/contracts/locale';
import { dictionaryQuery } from '../../../shared/dictionary/use-dictionary.ts';
import { FACET_DICTS } from '../hooks/use-facet-labels.ts';
import type { PageHead, PageQueries } from '../../../domain/seo/page-data.ts';
import { catalogueHead } from '../../../domain/seo/index.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import {
  activeFilterCount,
  catalogueQueryOf,
  clearedFilters,
  effectiveSort,
  parseCatalogueParams,
  savedSearchQuery,
} from '../catalogue-params.ts';
import { ActiveFilterTags } from '../components/active-filter-tags.tsx';
import { CatalogueFacets } from '../components/catalogue-facets.tsx';
import { CatalogueResults } from '../components/catalogue-results.tsx';
import { CatalogueSearchBox } from '../components/catalogue-search-box.tsx';
import { CatalogueToolbar } from '../components/catalogue-toolbar.tsx';
import { GuestCatalogueNotice } from '../components/guest-catalogue-notice.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { SupplierSearchLink } from '../components/supplier-search-link.tsx';
import { useCatalogueCurrency } from '../../../domain/catalogue/catalogue-currency.ts';
import { useCatalogueState } from '../hooks/use-catalogue-state.ts';
import '../catalogue.css';
import { GuestOnly } from '../../../shared/session/viewer-parts.tsx';

/**
 * Rendered on the server with the search the address asks for (its filters, keyword and page), as a guest, in the
 * address's currency or the language's; a random order without its seed gets one in the browser first.
 */
export const pageQueries: PageQueries = ({ params, locale }) => [
  ...[guestQuery(params, locale)].filter((q) => q !== null),
  ...FACET_DICTS.map((code) => dictionaryQuery(code, locale)),
];

function guestQuery(params: URLSearchParams, locale: Locale) {
  const state = parseCatalogueParams(params);
  if (state.sort === 'random' && state.seed == null) return null;
  return catalogueSearchQuery(catalogueQueryOf(state, state.currency ?? defaultCurrencyOf(locale)), locale);
}

/** The catalogue's head: an ItemList of the products on the page. */
export const pageHead: PageHead = ({ params, locale, queryClient }, seo) => {
  const query = guestQuery(params, locale);
  return catalogueHead(query ? queryClient.getQueryData(query.queryKey) : undefined, seo);
};

/**
 * /home/product: the buyer's catalogue (issue 11): keyword, facets with counts, sort, page size and currency, all in
 * the URL (a shared link reproduces the search, the back button steps through searches). Guests see the first
 * results and a notice to log in; members may save the search.
 */
export function ProductListPage() {
  const { t } = useTranslation('catalogue');
  const { state, update } = useCatalogueState();
  const { currency, choose } = useCatalogueCurrency(state.currency, (c) => update({ currency: c }));
  const query = useCatalogueSearch(catalogueQueryOf(state, currency), { keepPrevious: true });
  const member = useIsLoggedIn();
  // Below md (768 px) the facets move into a drawer; before the first measurement assume desktop.
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The count, the facets and the guests' notice change with the grid, in the same (deferred) render
  // (shared/ui/query-state.tsx), so nothing above the grid moves before its cards arrive.
  const answer = useDeferredValue(query.data);
  const filterCount = activeFilterCount(state);
  const narrowed = filterCount > 0 || state.q !== '';
  const clearAll = () => update(clearedFilters());

  const goToPage = (patch: Parameters<typeof update>[0]) => {
    update(patch);
    document.getElementById('gb-cat-results')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const facets = (idPrefix: string) => (
    <CatalogueFacets
      state={state}
      update={update}
      facets={answer?.facets}
      facetsExact={answer?.facetsExact ?? true}
      currency={currency}
      idPrefix={idPrefix}
    />
  );

  return (
    <>
      <CatalogueSearchBox keyword={state.q} onSearch={(q) => update({ q })} />
      <PageContainer className="gb-cat">
        <div className="gb-cat__body">
          {phone ? null : (
            <aside className="gb-cat__aside" aria-label={t('filters.title')}>
              <h2 className="gb-cat__aside-title">{t('filters.title')}</h2>
              {facets('gb-cat-side')}
            </aside>
          )}
          <section id="gb-cat-results" className="gb-cat__main" aria-label={t('title')}>
            <CatalogueToolbar
              answer={answer}
              hasKeyword={state.q !== ''}
              sort={effectiveSort(state)}
              onSort={(sort) => update({ sort })}
              pageSize={state.pageSize}
              onPageSize={(pageSize) => update({ pageSize })}
              currency={currency}
              onCurrency={choose}
              onOpenFilters={phone ? () => setDrawerOpen(true) : undefined}
              filterCount={filterCount}
              extra={member ? <SaveSearchButton query={savedSearchQuery(state)} defaultName={state.q || t('save.defaultName')} /> : null}
            />
            <ActiveFilterTags state={state} update={update} currency={currency} />
            <SupplierSearchLink keyword={state.q} />
            {answer?.limited ? (
              <GuestOnly>
                <GuestCatalogueNotice />
              </GuestOnly>
            ) : null}
            <CatalogueResults query={query} narrowed={narrowed} onClear={clearAll} onPage={goToPage} />
          </section>
        </div>
      </PageContainer>
      {phone ? (
        <Drawer
          title={t('filters.title')}
          placement="bottom"
          size="85vh"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          footer={
            <Button type="primary" block onClick={() => setDrawerOpen(false)}>
              {t('filters.showResults')}
            </Button>
          }
        >
          {facets('gb-cat-drawer')}
        </Drawer>
      ) : null}
    </>
  );
}
