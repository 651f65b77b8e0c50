import { Tag } from 'antd';
import { EnvironmentOutlined, SafetyCertificateFilled, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { companyNames } from '../../../domain/companies/company-names.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { formatPlace } from '../../../domain/companies/supplier-card.tsx';
import { ProfileActions } from './profile-actions.tsx';

/** Cover, logo, the company's names, badges and actions. */
export function ProfileHeader({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const place = formatPlace(company.city, company.country, locale);
  // The name in the viewer's language is the title; registered, alternate and English names follow when they differ.
  const { title, others } = companyNames(company, locale);
  return (
    <header className="gb-profile-head">
      <div className="gb-profile-head__cover">
        {/* The first screen's picture (the likely largest paint): fetched at once, never lazily. */}
        <LazyImage src={company.cover} alt="" width={2000} height={430} priority />
      </div>
      <div className="gb-profile-head__bar">
        <div className="gb-profile-head__logo">
          <LazyImage src={company.logo} alt={title} width={112} height={112} priority />
        </div>
        <div className="gb-profile-head__names">
          <h1 className="gb-profile-head__title">{title}</h1>
          {others.map((n) => (
            <p key={n} className="gb-profile-head__alt">
              {n}
            </p>
          ))}
          <div className="gb-profile-head__meta">
            {company.verified ? (
              <Tag color="gold" icon={<SafetyCertificateFilled />}>
                {t('card.verified')}
              </Tag>
            ) : null}
            {company.boothNumber ? (
              <Tag color="blue" icon={<ShopOutlined />}>
                {t('card.booth', { booth: company.boothNumber })}
              </Tag>
            ) : null}
            {place ? (
              <span className="gb-profile-head__place">
                <EnvironmentOutlined /> {place}
              </span>
            ) : null}
          </div>
        </div>
        <div className="gb-profile-head__actions">
          <ProfileActions company={company} />
        </div>
      </div>
    </header>
  );
}
