import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { SupplierMatches } from '../../../domain/companies/supplier-matches.tsx';
import { HeroBanner } from '../components/hero-banner.tsx';
import { ImmediateProducts, NewProducts } from '../components/new-products.tsx';
import { RecommendedShowrooms } from '../components/recommended-showrooms.tsx';
import { UpcomingEvents } from '../components/upcoming-events.tsx';

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
