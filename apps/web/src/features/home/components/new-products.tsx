import { useTranslation } from 'react-i18next';
import type { CatalogueQueryInput } from '@gembourse/contracts/catalogue-search';
import { ProductRow } from './product-row.tsx';

/** The filters of the home page's two product rows. */
export const NEW_PRODUCTS: CatalogueQueryInput = {};
export const IMMEDIATE_PRODUCTS: CatalogueQueryInput = { immediate: 'true' };

/** "New products" on the home page: the catalogue's newest. */
export function NewProducts() {
  const { t } = useTranslation('home');
  return (
    <ProductRow
      headingId="gb-products-title"
      title={t('products.title')}
      subtitle={t('products.subtitle')}
      emptyText={t('products.empty')}
      filters={NEW_PRODUCTS}
    />
  );
}

/** "Ready to ship" on the home page: the newest products marked Immediate. */
export function ImmediateProducts() {
  const { t } = useTranslation('catalogue');
  return (
    <ProductRow
      headingId="gb-immediate-title"
      title={t('home.immediateTitle')}
      subtitle={t('home.immediateSubtitle')}
      emptyText={t('home.immediateEmpty')}
      filters={IMMEDIATE_PRODUCTS}
    />
  );
}
