import { Tag } from 'antd';
import { LockOutlined, ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary } from '@gembourse/contracts/product';
import { formatPrice } from '../../shared/i18n/format.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { setSessionFlag } from '../../shared/session/session-store.ts';
import { LazyImage } from '../../shared/ui/lazy-image.tsx';

/**
 * A product card (home page, supplier profile). A null price is hidden from this viewer: guests get a way to log
 * in, members "on request". Texts live in the `companies` namespace with the other shared cards.
 */
export function ProductCard({ product, categories, guest }: { product: ProductSummary; categories: string; guest: boolean }) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const to = `/home/product-detail?id=${product.id}`;
  let price;
  if (product.price != null) price = <span className="gb-price">{formatPrice(product.price, product.currency, locale)}</span>;
  else if (guest) {
    price = (
      <button type="button" className="gb-linklike gb-price-locked" onClick={() => setSessionFlag('loginModalOpen', true)}>
        <LockOutlined /> {t('card.loginToSeePrice')}
      </button>
    );
  } else price = <span className="gb-price-muted">{t('card.priceOnRequest')}</span>;

  return (
    <article className="gb-card gb-product">
      <Link to={to} className="gb-card__media" tabIndex={-1} aria-hidden="true">
        <LazyImage src={product.image} alt="" width={320} height={320} />
        {product.immediate ? (
          <Tag color="green" icon={<ThunderboltFilled />} className="gb-product__badge">
            {t('card.immediate')}
          </Tag>
        ) : null}
      </Link>
      <div className="gb-card__body">
        <h3 className="gb-card__title gb-product__name gb-clamp-2" title={product.name}>
          <Link to={to}>{product.name}</Link>
        </h3>
        <p className="gb-card__sub gb-clamp-1" title={product.companyName}>
          {product.companyName}
        </p>
        <p className="gb-card__line gb-card__line--muted gb-clamp-1">{categories}</p>
        <div className="gb-product__price">{price}</div>
      </div>
    </article>
  );
}
