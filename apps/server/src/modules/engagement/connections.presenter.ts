import type { Connection } from '@gembourse/contracts/connections';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { presentMemberCard } from '../accounts/accounts.public.ts';
import { displayName } from '../company/company.presenter.ts';
import type { ConnectionRow } from './connections.repository.ts';

/** A connection as both sides see it: the two companies and the member who asked (their member card, for `viewer`). */
export function presentConnection(r: ConnectionRow, viewer: AuthContext, locale: Locale): Connection {
  const person = presentMemberCard(r.requester, viewer, locale);
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
      name: person.name,
      avatarUrl: person.avatarUrl,
      jobTitle: person.jobTitle,
    },
    supplier: {
      companyId: r.supplierCompanyId,
      companyName: displayName({ name: r.supplierCompanyName, nameEn: r.supplierCompanyNameEn }, locale),
      logo: r.supplierCompanyLogo,
    },
  };
}
