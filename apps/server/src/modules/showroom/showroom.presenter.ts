import type { ShowroomPrivacy } from '@gembourse/contracts/showroom';
import type { PrivacyRow } from './showroom.repository.ts';

/** The privacy settings alone, never the rest of the company row. */
export function presentPrivacy(r: PrivacyRow): ShowroomPrivacy {
  return { productPrivacy: r.productPrivacy, contactPrivacy: r.contactPrivacy, qaEnabled: r.qaEnabled, qaAnonymous: r.qaAnonymous };
}
