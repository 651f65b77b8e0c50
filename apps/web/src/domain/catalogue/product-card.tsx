import { Button, Tag, Tooltip } from 'antd';
import {
  CalendarOutlined,
  EnvironmentOutlined,
  HeartFilled,
  HeartOutlined,
  SafetyCertificateFilled,
  ThunderboltFilled,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueProduct } from '@gembourse/contracts/catalogue-search';
import type { ShowroomProduct } from '@gembourse/contracts/company-showroom';
import { formatCountry, formatDate } from '../../shared/i18n/format.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { LazyImage } from '../../shared/ui/lazy-image.tsx';
import { PriceText } from './price-text.tsx';
import { useProductFavourite } from './use-product-favourite.ts';
import './product-card.css';
import { GuestPart } from '../../shared/session/viewer-parts.tsx';

interface ShowroomCardProps {
  product: ShowroomProduct;
  categories: string;
  /** Marks the showroom card apart from the catalogue's (whose props have no categories line). */
  guest: boolean;
}
interface CatalogueCardProps {
  product: CatalogueProduct;
  /** The card is on the first screen: its image loads at once. */
  priority?: boolean;
}

/**
 * A product card: a catalogue product (the search's answer, with its price view and heart), or a showroom product
 * (a supplier profile's list, with its categories line).
 */
export function ProductCard(props: ShowroomCardProps | CatalogueCardProps) {
  return 'guest' in props ? <ShowroomProductCard {...props} /> : <CatalogueProductCard {...props} />;
}

/**
 * A showroom product card (supplier profile). Its price reads as the catalogue's (PriceText: the viewer's currency,
 * or why it is hidden). Texts live in the `companies` namespace with the other shared cards.
 */
function ShowroomProductCard({ product, categories }: ShowroomCardProps) {
  const { t } = useTranslation('companies');
  const to = `/home/product-detail?id=${product.id}`;
  const price = <PriceText price={product.price} size="small" />;

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

/** The address of a product's page. */
export const productHref = (id: number) => `/home/product-detail?id=${id}`;

/**
 * A catalogue product card (issue 11: /home/product, the home page's rows, related products): image, name, supplier,
 * the price as the viewer may see it, delivery tags and the member's heart. Texts: the `catalogue` namespace.
 */
export function CatalogueProductCard({ product, priority = false }: CatalogueCardProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleStore((s) => s.locale);
  const to = productHref(product.id);
  const heart = useProductFavourite(product.id, product.favourite);
  const country = formatCountry(product.companyCountry, locale);
  const heartLabel = heart.guest ? t('card.favouriteLogin') : t(heart.on ? 'card.favouriteRemove' : 'card.favouriteAdd');

  return (
    <article className="gb-card gb-product gb-catalogue-card">
      <Link to={to} className="gb-card__media" tabIndex={-1} aria-hidden="true">
        <LazyImage src={product.image} alt="" width={320} height={320} priority={priority} />
        {product.immediate ? (
          <Tag color="green" icon={<ThunderboltFilled />} className="gb-product__badge">
            {t('card.immediate')}
          </Tag>
        ) : null}
      </Link>
      <GuestPart when={heart.guest}>
        <Tooltip title={heartLabel}>
          <Button
            shape="circle"
            className="gb-catalogue-card__heart"
            aria-label={heartLabel}
            aria-pressed={heart.guest ? undefined : heart.on}
            icon={heart.on ? <HeartFilled /> : <HeartOutlined />}
            onClick={() => void heart.toggle()}
          />
        </Tooltip>
      </GuestPart>
      <div className="gb-card__body">
        <h3 className="gb-card__title gb-product__name gb-clamp-2" title={product.name}>
          <Link to={to}>{product.name}</Link>
        </h3>
        <p className="gb-card__sub gb-catalogue-card__supplier">
          <span className="gb-clamp-1" title={product.companyName}>
            {product.companyName}
          </span>
          {product.verified ? (
            <Tooltip title={t('card.verified')}>
              <SafetyCertificateFilled className="gb-catalogue-card__verified" aria-label={t('card.verified')} />
            </Tooltip>
          ) : null}
        </p>
        {country ? (
          <p className="gb-card__line gb-card__line--muted gb-clamp-1 gb-catalogue-card__country">
            <EnvironmentOutlined /> {country}
          </p>
        ) : null}
        <div className="gb-catalogue-card__tags">
          <Tag variant="filled">{t(`availability.${product.availability}`)}</Tag>
          {product.releaseAt ? (
            <Tag variant="filled" color="gold" icon={<CalendarOutlined />}>
              {t('card.launchesOn', { date: formatDate(product.releaseAt, locale) })}
            </Tag>
          ) : null}
        </div>
        <div className="gb-product__price">
          <PriceText price={product.price} releaseAt={product.releaseAt} />
        </div>
      </div>
    </article>
  );
}
