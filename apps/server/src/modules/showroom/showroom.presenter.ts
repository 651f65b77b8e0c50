import type { CompanyPrivacy, ShowroomPrivacy } from '@gembourse/contracts/showroom';
import type { PrivacyRow } from './showroom.repository.ts';

/** The privacy settings alone, never the rest of the company row. */
export function presentPrivacy(r: PrivacyRow): ShowroomPrivacy {
  return { productPrivacy: r.productPrivacy, contactPrivacy: r.contactPrivacy, qaEnabled: r.qaEnabled, qaAnonymous: r.qaAnonymous };
}

/** Who sees the company's contact details, alone. */
export function presentCompanyPrivacy(r: PrivacyRow): CompanyPrivacy {
  return { contactPrivacy: r.contactPrivacy };
}
