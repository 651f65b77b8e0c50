import type { ConsoleCompany } from '@gembourse/contracts/console';
import type { ConsoleCompanyRow } from './console.repository.ts';

/** A row of the organiser's company list: named fields only, so no other column can leak. */
export function presentConsoleCompany(r: ConsoleCompanyRow): ConsoleCompany {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    joinType: r.joinType,
    status: r.status,
    verification: r.verificationStatus,
    registeredAt: r.createdAt.toISOString(),
    businessNature: r.businessNature,
    businessNatureOther: r.businessNatureOther,
    website: r.website,
    country: r.country,
    address: r.address,
    faxCountry: r.faxCountry,
    faxArea: r.faxArea,
    faxNumber: r.faxNumber,
    logo: r.logo,
    brochures: r.brochures,
    adminEmail: r.adminEmail,
  };
}
