import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import { ProductCard } from '../../../domain/catalogue/product-card.tsx';
import { useRelatedProducts } from './product-detail-api.ts';

/** "More from this supplier": its other products the viewer may see, newest first, on the shared product card. */
export function RelatedProducts({ product, currency }: { product: CatalogueProductDetail; currency: Currency }) {
  const { t } = useTranslation('productDetail');
  const related = useRelatedProducts(product, currency);
  const list = related.data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="gb-pd-section" aria-labelledby="gb-pd-related">
      <Typography.Title level={3} id="gb-pd-related" className="gb-pd-section__title">
        {t('related.title')}
      </Typography.Title>
      <div className="gb-pd-related">
        {list.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}
