import { z } from 'zod';
import { ZCompanyDetail } from './company.ts';
import { ZCompanyContacts, ZCompanyUpdate, ZContact, ZContactCandidate, ZContactSave } from './company-profile.ts';
import { endpoint } from './endpoint.ts';
import { PERM } from './permissions.ts';
import { ZIdParam } from './primitives.ts';

const tags = ['company'] as const;

/** The company profile editor and the contact list (SPEC §7, paths exactly as listed there). */
export const companyProfileApi = {
  update: endpoint({
    method: 'POST',
    path: '/api/company/update',
    access: { perm: PERM.companyProfileEdit },
    summary: "Update my company's profile: only the fields sent change, null clears one; answers the profile",
    tags,
    body: ZCompanyUpdate,
    response: ZCompanyDetail,
  }),
  saveContact: endpoint({
    method: 'POST',
    path: '/api/company/user/contact/save',
    access: { perm: PERM.companyProfileEdit },
    summary: "Add a contact to my company's profile, or edit one when `id` is given",
    tags,
    body: ZContactSave,
    response: ZContact,
  }),
  myContacts: endpoint({
    method: 'GET',
    path: '/api/company/user/contact/list',
    access: 'member',
    summary: "My company's contacts, hidden ones included",
    tags,
    response: z.array(ZContact),
  }),
  removeContact: endpoint({
    method: 'POST',
    path: '/api/company/user/contact/remove/:id',
    access: { perm: PERM.companyProfileEdit },
    summary: 'Delete a contact of my company',
    tags,
    params: z.object({ id: ZIdParam }),
    response: z.null(),
  }),
  contactsOf: endpoint({
    method: 'GET',
    path: '/api/company/contact/list/:company_id',
    access: 'public',
    summary: "A company's contacts as the viewer may see them (contact privacy); `requirement` says what would open them",
    tags,
    params: z.object({ company_id: ZIdParam }),
    response: ZCompanyContacts,
  }),
  contactCandidates: endpoint({
    method: 'GET',
    path: '/api/company/user/no/contact/list',
    access: { perm: PERM.companyProfileEdit },
    summary: 'Active members of my company who are not contacts yet, for the add-contact picker',
    tags,
    response: z.array(ZContactCandidate),
  }),
};
