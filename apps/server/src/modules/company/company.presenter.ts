import type { CompanyDetail, CompanySummary, ViewerRelation } from '@gembourse/contracts/company';
import { PROFILE_TEXT_FACT_KEYS, type ProfileTextFact } from '@gembourse/contracts/company-profile';
import { nameFor, readsOwnLanguageFirst, type Locale } from '@gembourse/contracts/locale';
import type { CompanyRow, CompanySummaryRow } from './company.repository.ts';

const EXCERPT = 160;
/** Chinese readers get the company's own-language profile first; others the English one. */
const preferOwn = readsOwnLanguageFirst;

function excerpt(text: string | null | undefined): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > EXCERPT ? `${plain.slice(0, EXCERPT - 1)}…` : plain;
}

/** A supplier card. */
export function presentSummary(r: CompanySummaryRow, locale: Locale): CompanySummary {
  const profile = preferOwn(locale) ? (r.profile ?? r.profileEn) : (r.profileEn ?? r.profile);
  return {
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    logo: r.logo,
    cover: r.cover,
    country: r.country,
    city: r.city,
    businessNature: r.businessNature,
    mainProducts: r.mainProducts,
    mainMarkets: r.mainMarkets,
    verified: r.verificationStatus === 'verified',
    boothNumber: r.boothNumber,
    productCount: r.productCount,
    profileExcerpt: excerpt(profile),
  };
}

/**
 * Company names for one-line mentions (notices, e-mails) and for what is named after a company (its default brand):
 * the own-language name for Chinese readers, else English (the contract's `nameFor`, which the web reads too).
 */
export const displayName = nameFor;

/** The profile's plain text facts (the contract's PROFILE_TEXT_FACTS), each read from its column of the same name. */
function textFactsOf(f: CompanyRow['full']): Record<ProfileTextFact, string | null> {
  return Object.fromEntries(PROFILE_TEXT_FACT_KEYS.map((k) => [k, f[k]])) as Record<ProfileTextFact, string | null>;
}

/** What the presenter needs to know about the viewer, decided by the service. */
export interface DetailAccess {
  contactVisible: boolean;
  viewer: ViewerRelation;
}

/**
 * A company profile. Contact fields (the website included: SPEC §3 lists it under Contact) and the video conference
 * link are blanked when the viewer may not see them; the editor-only "other business nature" goes to the company's
 * own members only.
 */
export function presentDetail(r: CompanyRow, locale: Locale, access: DetailAccess): CompanyDetail {
  const { contactVisible, viewer } = access;
  const f = r.full;
  const contact = <T>(v: T) => (contactVisible ? v : null);
  return {
    ...presentSummary(r, locale),
    joinType: f.joinType,
    alternateName: f.alternateName,
    profile: f.profile,
    profileEn: f.profileEn,
    address: contact(f.address),
    addressEn: contact(f.addressEn),
    phone: contact(f.phone),
    faxCountry: contact(f.faxCountry),
    faxArea: contact(f.faxArea),
    faxNumber: contact(f.faxNumber),
    email: contact(f.email),
    website: contact(f.website),
    inBusinessSince: f.inBusinessSince,
    outlets: f.outlets,
    employeeCount: f.employeeCount,
    priceLow: f.priceLow,
    priceHigh: f.priceHigh,
    companyType: f.companyType,
    video: f.video,
    brochures: f.brochures,
    mediaPhotos: f.mediaPhotos,
    memberships: f.memberships,
    partners: f.partners,
    links: f.links,
    ...textFactsOf(f),
    preferredCurrency: f.preferredCurrency,
    contactVisible,
    contactPrivacy: f.contactPrivacy,
    videoConference:
      contactVisible && f.videoConference ? { tool: f.videoConference.tool, meetingUrl: f.videoConference.meetingUrl } : null,
    businessNatureOther: viewer.own ? f.businessNatureOther : null,
    viewer,
    defaultBrandId: r.defaultBrandId,
    createdAt: f.createdAt.toISOString(),
  };
}
