import type { CompanyDetail } from '@gembourse/contracts/company';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { companyNames } from '../../../domain/companies/company-names.ts';

/** The company's name as this viewer reads it (the profile's title), for texts that mention the company. */
export function useCompanyTitle(company: Pick<CompanyDetail, 'name' | 'nameEn'>): string {
  const locale = useLocaleStore((s) => s.locale);
  return companyNames(company, locale).title;
}
