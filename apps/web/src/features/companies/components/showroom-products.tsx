import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { ProductCard } from '../../../shared/ui/product-card.tsx';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { useCompanyProducts } from '../api.ts';
import { ProfileSection } from './profile-section.tsx';

/** The showroom's products the viewer may see (public ones for guests), linking to their detail pages. */
export function ShowroomProducts({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const query = useCompanyProducts(companyId);
  const guest = !useIsLoggedIn();
  const { labelsOf } = useDictionaries(['product_category']);
  // A failed or empty product list is not worth a block of its own on someone's profile: the section just stays away.
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <ProfileSection id="gb-profile-products" title={t('products.title')}>
      {query.data ? (
        <div className="gb-grid gb-grid--products gb-grid--profile-products">
          {query.data.map((p) => (
            <ProductCard key={p.id} product={p} guest={guest} categories={labelsOf('product_category', p.categories)} />
          ))}
        </div>
      ) : (
        <CardSkeletons count={4} ratio="1 / 1" className="gb-grid gb-grid--products gb-grid--profile-products" />
      )}
    </ProfileSection>
  );
}
