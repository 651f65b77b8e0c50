import { Tag } from 'antd';
import { EnvironmentOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FavouriteBrand } from '@gembourse/contracts/favourites';
import { formatCountry, formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { companyNames } from '../../../domain/companies/company-names.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { RemoveFavouriteButton } from './remove-favourite-button.tsx';

/**
 * A collected brand (a supplier's brand): logo, its name, its supplier's name in the viewer's reading order (as
 * directory cards show it) when it differs, country, verified badge, main products, the day it was collected and
 * "remove". A brand whose supplier's profile no longer opens keeps its card, without links, so it can be removed.
 */
export function FavouriteBrandCard({ brand, mainProducts }: { brand: FavouriteBrand; mainProducts: string }) {
  const { t } = useTranslation('favorites');
  const locale = useLocaleStore((s) => s.locale);
  const supplier = companyNames({ name: brand.companyName, nameEn: brand.companyNameEn }, locale);
  const title = brand.name;
  // The default brand carries the company's name: the supplier line then names it in the reader's other script.
  const sub = [supplier.title, ...supplier.others].find((n) => n && n !== title);
  const to = brand.available ? `/home/company-profile?id=${brand.companyId}` : null;
  const country = formatCountry(brand.country, locale);
  return (
    <article className="gb-card gb-fav-card gb-fav-card--brand">
      <div className="gb-fav-card__logo">
        {to ? (
          <Link to={to} tabIndex={-1} aria-hidden="true">
            <LazyImage src={brand.logo} alt="" width={72} height={72} />
          </Link>
        ) : (
          <LazyImage src={brand.logo} alt="" width={72} height={72} />
        )}
      </div>
      <div className="gb-card__body">
        <h3 className="gb-card__title gb-clamp-1" title={title}>
          {to ? <Link to={to}>{title}</Link> : title}
        </h3>
        {sub ? (
          <p className="gb-card__sub gb-clamp-1" title={sub}>
            {sub}
          </p>
        ) : null}
        <div className="gb-card__meta">
          {country ? (
            <span className="gb-clamp-1">
              <EnvironmentOutlined /> {country}
            </span>
          ) : null}
          {brand.verified ? (
            <Tag color="gold" icon={<SafetyCertificateFilled />} className="gb-fav-card__tag">
              {t('card.verified')}
            </Tag>
          ) : null}
          {brand.available ? null : <Tag className="gb-fav-card__tag">{t('card.unavailableBrand')}</Tag>}
        </div>
        <p className="gb-card__line gb-clamp-1" title={mainProducts}>
          {mainProducts}
        </p>
        <div className="gb-card__foot gb-fav-card__foot">
          <span>{t('card.collectedOn', { date: formatDate(brand.collectedAt, locale) })}</span>
          <RemoveFavouriteButton type="brand" id={brand.id} name={title} />
        </div>
      </div>
    </article>
  );
}
