import type { Contact } from '@gembourse/contracts/company-profile';
import type { ContactRow } from './company-contacts.repository.ts';

/** A contact as the API shows it. */
export function presentContact(r: ContactRow): Contact {
  return {
    id: r.id,
    companyId: r.companyId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    title: r.title,
    phone: r.phone,
    cover: r.cover,
    status: r.status,
  };
}
