import type { Connection } from '@gembourse/contracts/connections';
import type { Locale } from '@gembourse/contracts/locale';
import { displayName } from '../company/company.presenter.ts';
import type { ConnectionRow } from './connections.repository.ts';

/** A connection as both sides see it: the two companies and the member who asked. */
export function presentConnection(r: ConnectionRow, locale: Locale): Connection {
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt?.toISOString() ?? null,
    requester: {
      companyId: r.requesterCompanyId,
      companyName: displayName({ name: r.requesterCompanyName, nameEn: r.requesterCompanyNameEn }, locale),
      logo: r.requesterCompanyLogo,
      userId: r.requesterId,
      name: `${r.requesterFirstName} ${r.requesterLastName}`.trim(),
    },
    supplier: {
      companyId: r.supplierCompanyId,
      companyName: displayName({ name: r.supplierCompanyName, nameEn: r.supplierCompanyNameEn }, locale),
      logo: r.supplierCompanyLogo,
    },
  };
}
