import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { FIRST_SCREEN_CARDS, SupplierCard } from '../../../domain/companies/supplier-card.tsx';
import { useRecommendedShowrooms } from '../api.ts';

/** "Recommended showrooms" on the home page (the editors' pick, the same for everyone). */
export function RecommendedShowrooms() {
  const { t } = useTranslation('home');
  const query = useRecommendedShowrooms();
  const { labelsOf } = useDictionaries(['business_nature']);
  return (
    <section className="gb-home-section" aria-labelledby="gb-showrooms-title">
      <SectionHeading id="gb-showrooms-title" title={t('showrooms.title')} subtitle={t('showrooms.subtitle')} viewAll="/home/suppliers" />
      <QueryState
        query={query}
        emptyText={t('showrooms.empty')}
        loading={<CardSkeletons count={4} ratio="2 / 1" className="gb-grid gb-grid--showrooms" />}
      >
        {(companies) => (
          <div className="gb-grid gb-grid--showrooms">
            {companies.map((company, i) => (
              <SupplierCard
                key={company.id}
                company={company}
                labels={labelsOf('business_nature', company.businessNature)}
                priority={i < FIRST_SCREEN_CARDS}
              />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
