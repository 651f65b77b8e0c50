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
 * A collected brand: logo, names in the viewer's reading order (as directory cards show them), country, verified
 * badge, main products, the day it was collected and "remove". A brand whose profile no longer opens keeps its card,
 * without links, so it can be removed.
 */
export function FavouriteBrandCard({ brand, mainProducts }: { brand: FavouriteBrand; mainProducts: string }) {
  const { t } = useTranslation('favorites');
  const locale = useLocaleStore((s) => s.locale);
  const { title, others } = companyNames(brand, locale);
  const to = brand.available ? `/home/company-profile?id=${brand.id}` : null;
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
        {others[0] ? (
          <p className="gb-card__sub gb-clamp-1" title={others[0]}>
            {others[0]}
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
