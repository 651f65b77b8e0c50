import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { EnvironmentOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanySummary } from '@gembourse/contracts/company';
import { formatCountry } from '../../shared/i18n/format.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { companyNames } from './company-names.ts';
import { LazyImage } from '../../shared/ui/lazy-image.tsx';

/**
 * "City, Country" in the viewer's language; either part may be missing. City-states (Hong Kong, Singapore) name
 * the place once.
 */
export function formatPlace(city: string | null, country: string | null, locale: Parameters<typeof formatCountry>[1]): string {
  const countryName = formatCountry(country, locale);
  const same = (a: string) => Boolean(city) && a.toLocaleLowerCase() === city?.trim().toLocaleLowerCase();
  if (country && (same(countryName) || same(formatCountry(country, 'en')))) return countryName;
  return [city, countryName].filter(Boolean).join(', ');
}

interface SupplierCardProps {
  company: CompanySummary;
  /** The dictionary line under the name, already translated (main products in the directory, natures on home). */
  labels: string;
  /** Extra content above the footer, e.g. why a supplier is recommended. */
  extra?: ReactNode;
  /** A card of the first screen (see FIRST_SCREEN_CARDS): its cover loads at once, as the likely largest paint. */
  priority?: boolean;
}

/** How many cards of a supplier grid a first screen shows (a row of four on desktop): their covers get `priority`. */
export const FIRST_SCREEN_CARDS = 4;

/**
 * A supplier as a card: cover, logo, names, place, verified badge, a dictionary line, a short profile, products and
 * booth. Shared by the home page and the supplier directory, so its texts live in the `companies` namespace.
 */
export function SupplierCard({ company, labels, extra, priority = false }: SupplierCardProps) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const to = `/home/company-profile?id=${company.id}`;
  // The name in the viewer's language leads; the other one follows, so both scripts can be searched and recognised.
  const { title, others } = companyNames(company, locale);
  const subtitle = others[0];
  const place = formatPlace(company.city, company.country, locale);
  return (
    <article className="gb-card gb-showroom gb-supplier-card">
      <Link to={to} className="gb-card__media gb-showroom__cover" tabIndex={-1} aria-hidden="true">
        <LazyImage src={company.cover} alt="" width={480} height={240} priority={priority} />
      </Link>
      <div className="gb-showroom__logo">
        <LazyImage src={company.logo} alt={title} width={56} height={56} />
      </div>
      <div className="gb-card__body">
        <h3 className="gb-card__title gb-clamp-1" title={title}>
          <Link to={to}>{title}</Link>
        </h3>
        {subtitle ? (
          <p className="gb-card__sub gb-clamp-1" title={subtitle}>
            {subtitle}
          </p>
        ) : null}
        <div className="gb-card__meta">
          {place ? (
            <span className="gb-clamp-1" title={place}>
              <EnvironmentOutlined /> {place}
            </span>
          ) : null}
          {company.verified ? (
            <Tag color="gold" icon={<SafetyCertificateFilled />} className="gb-verified">
              {t('card.verified')}
            </Tag>
          ) : null}
        </div>
        <p className="gb-card__line gb-clamp-1" title={labels}>
          {labels}
        </p>
        {company.profileExcerpt ? <p className="gb-card__excerpt gb-clamp-2">{company.profileExcerpt}</p> : null}
        {extra}
        <div className="gb-card__foot">
          <span>{t('card.products', { count: company.productCount })}</span>
          {company.boothNumber ? <span>{t('card.booth', { booth: company.boothNumber })}</span> : null}
        </div>
      </div>
    </article>
  );
}
