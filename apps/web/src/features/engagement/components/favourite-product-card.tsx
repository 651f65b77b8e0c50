import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FavouriteProduct } from '@gembourse/contracts/favourites';
import { formatDate, formatPrice } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { RemoveFavouriteButton } from './remove-favourite-button.tsx';

/**
 * A product of the wish list: image, name (to the product page), supplier (to its profile), price or "price on
 * request", the day it was collected and "remove". A product the viewer may no longer see is "no longer available":
 * the server sends none of its current fields (it may have been renamed since), only its supplier and the date.
 */
export function FavouriteProductCard({ product }: { product: FavouriteProduct }) {
  const { t } = useTranslation('favorites');
  const locale = useLocaleStore((s) => s.locale);
  const to = product.available ? `/home/product-detail?id=${product.id}` : null;
  const name = product.name ?? t('card.unavailableProductTitle');
  let price;
  if (!product.available) price = <Tag className="gb-fav-card__tag">{t('card.unavailableProduct')}</Tag>;
  else if (product.price != null && product.currency)
    price = <span className="gb-price">{formatPrice(product.price, product.currency, locale)}</span>;
  else price = <span className="gb-price-muted">{t('card.priceOnRequest')}</span>;
  const image = <LazyImage src={product.image} alt="" width={320} height={320} />;
  return (
    <article className="gb-card gb-fav-card gb-fav-card--product">
      {to ? (
        <Link to={to} className="gb-card__media" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        <div className="gb-card__media">{image}</div>
      )}
      <div className="gb-card__body">
        <h3 className="gb-card__title gb-fav-card__name gb-clamp-2" title={name}>
          {to ? <Link to={to}>{name}</Link> : name}
        </h3>
        <p className="gb-card__sub gb-clamp-1" title={product.companyName}>
          {product.available ? (
            <Link to={`/home/company-profile?id=${product.companyId}`}>{product.companyName}</Link>
          ) : (
            product.companyName
          )}
        </p>
        <div className="gb-fav-card__price">{price}</div>
        <div className="gb-card__foot gb-fav-card__foot">
          <span>{t('card.collectedOn', { date: formatDate(product.collectedAt, locale) })}</span>
          <RemoveFavouriteButton type="product" id={product.id} name={name} />
        </div>
      </div>
    </article>
  );
}
