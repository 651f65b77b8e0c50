import type { CatalogueQueryInput } from '@gembourse/contracts/catalogue-search';
import { catalogueHref } from '@gembourse/contracts/search-links';
import { useCatalogueCurrency } from '../../../domain/catalogue/catalogue-currency.ts';
import { catalogueSearchQuery, useCatalogueSearch } from '../../../domain/catalogue/catalogue-search-query.ts';
import type { Currency } from '@gembourse/contracts/limits';
import { CatalogueProductCard } from '../../../domain/catalogue/product-card.tsx';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';

/** One row of six cards on a desktop home page (the products grid's columns). */
const ROW_SIZE = 6;

interface ProductRowProps {
  headingId: string;
  title: string;
  subtitle: string;
  emptyText: string;
  /** The row's filters (besides the newest first order); "View all" opens the catalogue with the same ones. */
  filters: CatalogueQueryInput;
}

/** A row's search: its filters, newest first, one row of cards, no facet counts. */
const rowSearch = (filters: CatalogueQueryInput, currency: Currency): CatalogueQueryInput => ({
  ...filters,
  sort: 'newest',
  pageSize: String(ROW_SIZE),
  facets: 'false',
  currency,
});

/** A row's query as a guest reads it (the server renderer's, domain/seo/page-data.ts). */
export function productRowQuery(filters: CatalogueQueryInput, currency: Currency, locale: string) {
  return catalogueSearchQuery(rowSearch(filters, currency), locale);
}

/**
 * A home page row of catalogue products, newest first, from the catalogue's own search (no facet counts), in the
 * currency the viewer last chose there.
 */
export function ProductRow({ headingId, title, subtitle, emptyText, filters }: ProductRowProps) {
  const { currency } = useCatalogueCurrency();
  const query = useCatalogueSearch(rowSearch(filters, currency));
  return (
    <section className="gb-home-section" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} viewAll={catalogueHref({ ...filters, sort: 'newest' })} />
      <QueryState
        query={query}
        emptyText={emptyText}
        isEmpty={(answer) => answer.list.length === 0}
        loading={<CardSkeletons count={ROW_SIZE} ratio="1 / 1" className="gb-grid gb-grid--products" />}
      >
        {(answer) => (
          <div className="gb-grid gb-grid--products">
            {answer.list.map((product) => (
              <CatalogueProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
