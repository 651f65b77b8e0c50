import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { ProductCard } from '../../../domain/catalogue/product-card.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { useLatestProducts } from '../api.ts';

/** "New products" on the home page (12 newest). */
export function NewProducts() {
  const { t } = useTranslation('home');
  const query = useLatestProducts(12);
  const guest = !useIsLoggedIn();
  const { labelsOf } = useDictionaries(['product_category']);
  return (
    <section className="gb-home-section" aria-labelledby="gb-products-title">
      <SectionHeading id="gb-products-title" title={t('products.title')} subtitle={t('products.subtitle')} viewAll="/home/product" />
      <QueryState
        query={query}
        emptyText={t('products.empty')}
        loading={<CardSkeletons count={6} ratio="1 / 1" className="gb-grid gb-grid--products" />}
      >
        {(products) => (
          <div className="gb-grid gb-grid--products">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} guest={guest} categories={labelsOf('product_category', product.categories)} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
