import { useDeferredValue, useState } from 'react';
import { Button, Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { SupplierMatches } from '../../../domain/companies/supplier-matches.tsx';
import { companyListQuery, useCompanyList } from '../api.ts';
import type { PageHead, PageQueries } from '../../../domain/seo/page-data.ts';
import { directoryHead } from '../../../domain/seo/index.ts';
import { DirectoryFilters } from '../components/directory-filters.tsx';
import { DirectoryResults } from '../components/directory-results.tsx';
import { DirectorySearch } from '../components/directory-search.tsx';
import { DirectoryToolbar } from '../components/directory-toolbar.tsx';
import { GuestDirectoryNotice } from '../components/guest-directory-notice.tsx';
import { activeFilterCount, DIRECTORY_PAGE_SIZE, listBodyOf, parseDirectoryParams } from '../directory-params.ts';
import { useDirectoryState } from '../hooks/use-directory-state.ts';
import '../companies.css';
import { GuestOnly } from '../../../shared/session/viewer-parts.tsx';

/**
 * Rendered on the server with the page of suppliers the address asks for; a random order without its seed is given
 * one in the browser first (use-directory-state.ts), so it is not rendered.
 */
export const pageQueries: PageQueries = ({ params, locale }) => [guestQuery(params, locale)].filter((q) => q !== null);

function guestQuery(params: URLSearchParams, locale: string) {
  const state = parseDirectoryParams(params);
  if (state.sort === 'random' && state.seed == null) return null;
  return companyListQuery(listBodyOf(state), state.page, DIRECTORY_PAGE_SIZE, locale);
}

/** The directory's head: an ItemList of the suppliers on the page. */
export const pageHead: PageHead = ({ params, locale, queryClient }, seo) => {
  const query = guestQuery(params, locale);
  return directoryHead(query ? queryClient.getQueryData(query.queryKey) : undefined, seo);
};

/**
 * /home/suppliers: the supplier directory (SPEC §2) with search, filters, sorting and paging, all kept in the URL.
 * Members see their matches first; guests see the first results and a notice to log in.
 */
export function SuppliersPage() {
  const { t } = useTranslation('companies');
  const { state, update } = useDirectoryState();
  const query = useCompanyList(listBodyOf(state), state.page, DIRECTORY_PAGE_SIZE);
  // Below md (768 px) the filters move into a drawer; before the first measurement assume desktop.
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filterCount = activeFilterCount(state);
  // The count and the guests' notice change with the grid, in the same (deferred) render, so nothing above the
  // grid moves it before its cards arrive (shared/ui/query-state.tsx).
  const page = useDeferredValue(query.data);
  const narrowed = filterCount > 0 || state.keyword !== '';
  // "Recommended for you" leads the unfiltered directory; during a search or with filters the results come first and
  // the recommendations follow them, so a buyer searching "pearl" sees the pearl suppliers above the fold.
  const matches = (
    <SupplierMatches
      className={narrowed ? 'gb-dir__matches gb-dir__matches--after' : 'gb-dir__matches'}
      headingId="gb-dir-matches"
      title={t('match.title')}
      subtitle={t('match.subtitle')}
    />
  );

  const clearAll = () =>
    update({ keyword: '', businessNature: [], mainProducts: [], mainMarkets: [], country: undefined, verifiedOnly: false });
  const goToPage = (p: number) => {
    update({ page: p });
    document.getElementById('gb-dir-results')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <>
      <DirectorySearch keyword={state.keyword} onSearch={(keyword) => update({ keyword })} />
      <PageContainer className="gb-dir">
        {narrowed ? null : matches}
        <div className="gb-dir__body">
          {phone ? null : (
            <aside className="gb-dir__aside" aria-label={t('filters.title')}>
              <h2 className="gb-dir__aside-title">{t('filters.title')}</h2>
              <DirectoryFilters state={state} update={update} idPrefix="gb-dir-side" />
            </aside>
          )}
          <section id="gb-dir-results" className="gb-dir__main" aria-label={t('directory.results')}>
            <DirectoryToolbar
              total={page?.total}
              shown={page?.list.length}
              limited={Boolean(page?.limited)}
              sort={state.sort}
              onSort={(sort) => update({ sort })}
              onOpenFilters={phone ? () => setDrawerOpen(true) : undefined}
              filterCount={filterCount}
            />
            {page?.limited ? (
              <GuestOnly>
                <GuestDirectoryNotice shown={page.list.length} />
              </GuestOnly>
            ) : null}
            <DirectoryResults query={query} narrowed={narrowed} onClear={clearAll} onPage={goToPage} />
          </section>
        </div>
        {narrowed ? matches : null}
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
          <DirectoryFilters state={state} update={update} idPrefix="gb-dir-drawer" />
        </Drawer>
      ) : null}
    </>
  );
}
