import type { CompanyPrivacy, ShowroomPrivacy, ShowroomSettings } from '@gembourse/contracts/showroom';
import type { PrivacyRow, SettingsRow } from './showroom.repository.ts';

/** The privacy settings alone, never the rest of the company row. */
export function presentPrivacy(r: PrivacyRow): ShowroomPrivacy {
  return { productPrivacy: r.productPrivacy, contactPrivacy: r.contactPrivacy, qaEnabled: r.qaEnabled, qaAnonymous: r.qaAnonymous };
}

/** Who sees the company's contact details, alone. */
export function presentCompanyPrivacy(r: PrivacyRow): CompanyPrivacy {
  return { contactPrivacy: r.contactPrivacy };
}

/** The currency and segment alone. */
export function presentSettings(r: SettingsRow): ShowroomSettings {
  return { preferredCurrency: r.preferredCurrency, segment: r.segment };
}
