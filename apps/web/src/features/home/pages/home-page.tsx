import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { SupplierMatches } from '../../../domain/companies/supplier-matches.tsx';
import { HeroBanner } from '../components/hero-banner.tsx';
import { ImmediateProducts, NewProducts } from '../components/new-products.tsx';
import { RecommendedShowrooms } from '../components/recommended-showrooms.tsx';
import { UpcomingEvents } from '../components/upcoming-events.tsx';
import { productRowQuery } from '../components/product-row.tsx';
import { IMMEDIATE_PRODUCTS, NEW_PRODUCTS } from '../components/new-products.tsx';
import { recommendedShowroomsQuery, upcomingEventsQuery } from '../api.ts';
import { defaultCurrencyOf } from '@gembourse/contracts/catalogue-search';
import type { PageHead, PageQueries } from '../../../domain/seo/page-data.ts';
import { homeHead } from '../../../domain/seo/index.ts';

/** Rendered on the server with the showrooms, both product rows (in the language's currency) and the events. */
export const pageQueries: PageQueries = ({ locale }) => [
  recommendedShowroomsQuery(locale),
  productRowQuery(NEW_PRODUCTS, defaultCurrencyOf(locale), locale),
  productRowQuery(IMMEDIATE_PRODUCTS, defaultCurrencyOf(locale), locale),
  upcomingEventsQuery(locale),
];

/** The home page's head: WebSite with the catalogue's SearchAction. */
export const pageHead: PageHead = (_page, seo) => homeHead(seo);

/**
 * /home/index: banner, the member's own supplier matches (members only), recommended showrooms, new products,
 * products ready to ship and upcoming events.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <HeroBanner />
      <PageContainer>
        <SupplierMatches
          className="gb-home-section"
          headingId="gb-matches-title"
          title={t('matches.title')}
          subtitle={t('matches.subtitle')}
          viewAll="/home/suppliers"
        />
        <RecommendedShowrooms />
        <NewProducts />
        <ImmediateProducts />
        <UpcomingEvents />
      </PageContainer>
    </>
  );
}
