import { useMemo } from 'react';
import { Tag } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import { PriceText } from '../../../domain/catalogue/price-text.tsx';
import { ProductView } from '../../../domain/catalogue/product-view.tsx';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { ProductActions } from './product-actions.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductQuestions } from './product-questions.tsx';
import { RelatedProducts } from './related-products.tsx';
import { SupplierPanel } from './supplier-panel.tsx';
import { PRODUCT_DICTS, toProductView } from './to-product-view.ts';
import { VideoPoster } from './video-poster.tsx';

/** The loaded product: the shared buyer view with the catalogue's parts, the supplier beside it, Q&A and more below. */
export function ProductDetail({ product, currency }: { product: CatalogueProductDetail; currency: Currency }) {
  const { t } = useTranslation('productDetail');
  const locale = useLocaleStore((s) => s.locale);
  const { labelsOf } = useDictionaries(PRODUCT_DICTS);
  const view = useMemo(() => toProductView(product, labelsOf), [product, labelsOf]);
  return (
    <div className="gb-pd">
      <div className="gb-pd__layout">
        <ProductView
          product={view}
          slots={{
            gallery: <ProductGallery images={view.images} name={product.name} />,
            price: <ProductPrice price={product.price} rates={product.rates} releaseAt={product.releaseAt} />,
            variantPrice: (i) => {
              const variant = product.variants[i];
              return variant ? <PriceText price={variant.price} size="small" releaseAt={product.releaseAt} /> : null;
            },
            release: product.releaseAt ? (
              <Tag color="purple" icon={<CalendarOutlined />} className="gb-pd-launch">
                {t('launchesOn', { date: formatDate(product.releaseAt, locale) })}
              </Tag>
            ) : null,
            video: product.videoUrl ? <VideoPoster url={product.videoUrl} name={product.name} /> : undefined,
            actions: <ProductActions product={product} />,
          }}
        />
        <SupplierPanel product={product} />
      </div>
      {product.supplier.qaEnabled ? <ProductQuestions productId={product.id} /> : null}
      <RelatedProducts product={product} currency={currency} />
    </div>
  );
}
