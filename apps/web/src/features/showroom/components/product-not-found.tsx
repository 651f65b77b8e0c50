import { useTranslation } from 'react-i18next';
import { ContentNotFound } from '../../../shared/ui/content-not-found.tsx';
import { PRODUCT_LIST_PATH } from '../product-editor/product-wizard.tsx';

/** One of my products that does not exist (or is another company's): back to my products, or home. */
export function ProductNotFound() {
  const { t } = useTranslation('productEditor');
  return <ContentNotFound title={t('notFound')} back={{ to: PRODUCT_LIST_PATH, label: t('backToProducts') }} />;
}
