import type { ReactNode } from 'react';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useCatalogueCurrency } from '../../../domain/catalogue/catalogue-currency.ts';
import { PriceText } from '../../../domain/catalogue/price-text.tsx';
import { shownPrice, useReferenceRates } from '../../../domain/catalogue/reference-rates.ts';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@gembourse/contracts/company';
import { EMPTY_TEXT } from '../../../shared/dictionary/dictionary-labels.ts';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { formatPrice, formatPriceRange, INTL_TAG } from '../../../shared/i18n/format.ts';
import type { SectionOf } from '../../../shared/i18n/keys.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { ProfileSection } from './profile-section.tsx';

const DICTS = ['business_nature', 'main_markets', 'main_products', 'employee_count', 'company_type'] as const;
/** The dictionaries the facts read: the profile page loads them with the company, so the table renders once (CLS). */
export const FACT_DICTS = DICTS;

/**
 * The wholesale price range: in the viewer's currency at the reference rate, with the supplier's own figures beside
 * it (PriceText, as product prices show), one precision for both ends; "≥"/"≤" when only one end is given.
 */
function PriceRange({ company }: { company: CompanyDetail }) {
  const locale = useLocaleStore((s) => s.locale);
  const { currency } = useCatalogueCurrency();
  const rates = useReferenceRates().data;
  const { priceLow: low, priceHigh: high, preferredCurrency: own } = company;
  if (low != null && high != null && rates?.length) {
    return <PriceText price={shownPrice({ amount: low, max: high, currency: own }, currency, rates)} size="small" />;
  }
  if (low != null && high != null) return <>{formatPriceRange(low, high, own, locale)}</>;
  return <>{low != null ? `≥ ${formatPrice(low, own, locale)}` : `≤ ${formatPrice(high as number, own, locale)}`}</>;
}

/** Business facts (SPEC §3): years, outlets, employees, price range, natures, markets, products, company type. */
export function BusinessFacts({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation(['companies', 'company']);
  const locale = useLocaleStore((s) => s.locale);
  const { labelsOf } = useDictionaries(DICTS);
  const label = (code: (typeof DICTS)[number], value: number | number[] | null) => {
    const text = labelsOf(code, value);
    return text === EMPTY_TEXT ? null : text;
  };
  // Labelled as in the editor (namespace `company`: one label per field of the profile).
  const facts: [key: SectionOf<'company', 'fields'>, value: ReactNode][] = [
    ['inBusinessSince', company.inBusinessSince != null ? String(company.inBusinessSince) : null],
    ['outlets', company.outlets != null ? new Intl.NumberFormat(INTL_TAG[locale]).format(company.outlets) : null],
    ['employeeCount', label('employee_count', company.employeeCount)],
    ['priceRange', company.priceLow != null || company.priceHigh != null ? <PriceRange company={company} /> : null],
    ['businessNature', label('business_nature', company.businessNature)],
    ['companyType', label('company_type', company.companyType)],
    ['mainMarkets', label('main_markets', company.mainMarkets)],
    ['mainProducts', label('main_products', company.mainProducts)],
  ];
  const items: DescriptionsProps['items'] = facts
    .filter((f) => f[1] != null)
    .map(([key, value]) => ({ key, label: t(`company:fields.${key}`), children: value }));
  if (!items.length) return null;
  return (
    <ProfileSection id="gb-profile-facts" title={t('facts.title')}>
      <Descriptions className="gb-profile-facts" size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    </ProfileSection>
  );
}
