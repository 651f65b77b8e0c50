import {
  PROFILE_LIMITS,
  type CompanyContacts,
  type Contact,
  type ContactCandidate,
  type ContactSave,
} from '@gembourse/contracts/company-profile';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { keyOfUrl } from '../../platform/storage/storage.ts';
import { contactAccess, profileVisible, standingOf } from './company-access.ts';
import { presentContact } from './company-contacts.presenter.ts';
import type { CompanyContactsRepository, ContactValues } from './company-contacts.repository.ts';
import type { CompanyProfileRepository } from './company-profile.repository.ts';

/**
 * The contact people of a company profile: holders of company:profile:edit keep the list (SPEC §2 "contact list with add, edit and
 * delete"); others see the active ones when the contact privacy lets them.
 */
export function companyContactsService(deps: {
  repo: CompanyContactsRepository;
  uploads: Pick<CompanyProfileRepository, 'ownedUploads'>;
  isConnected: (viewerCompanyId: number, companyId: number) => Promise<boolean>;
}) {
  const { repo } = deps;

  return {
    /**
     * Adds a contact, or edits one when `id` is given. Another company's contact id answers 404, as an unknown one.
     * The cover must be an image the caller or their company uploaded (unless unchanged).
     */
    async save(auth: AuthContext, input: ContactSave, locale: Locale): Promise<Contact> {
      const existing = input.id ? await repo.find(input.id) : undefined;
      if (input.id && (!existing || existing.companyId !== auth.companyId)) throw notFound();
      if (input.cover && input.cover !== existing?.cover) {
        const key = keyOfUrl(input.cover);
        const owned = key ? await deps.uploads.ownedUploads([key], 'image', auth.userId, auth.companyId) : new Set<string>();
        if (!key || !owned.has(key)) throw validationFailed([{ path: 'cover', message: translate('uploadNotOwned', locale) }]);
      }
      const emailTaken = () => validationFailed([{ path: 'email', message: translate('contactEmailTaken', locale) }]);
      const values: ContactValues = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        title: input.title,
        phone: input.phone ?? null,
        cover: input.cover ?? null,
        status: input.status,
      };
      if (existing) {
        if (await repo.emailTaken(auth.companyId, input.email, existing.id)) throw emailTaken();
        return presentContact(await repo.update(existing.id, values));
      }
      const added = await repo.add(auth.companyId, values, PROFILE_LIMITS.contactsMax);
      if (added === 'limit') throw new AppError(ErrorCode.CONFLICT, 'contactsLimit', { max: PROFILE_LIMITS.contactsMax });
      if (added === 'email') throw emailTaken();
      return presentContact(added);
    },

    /** Every contact of my company, hidden ones too (any member: it is their own profile). */
    async mine(auth: AuthContext): Promise<Contact[]> {
      return (await repo.list(auth.companyId, false)).map(presentContact);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      if (!(await repo.remove(id, auth.companyId))) throw notFound();
    },

    /** A company's public contacts, by the same privacy rules as the profile's contact details. */
    async ofCompany(viewer: AuthContext | null, companyId: number): Promise<CompanyContacts> {
      const company = await repo.company(companyId);
      if (!company) throw notFound();
      const connected = viewer && viewer.companyId !== companyId ? await deps.isConnected(viewer.companyId, companyId) : false;
      const standing = standingOf(viewer, companyId, connected);
      if (!profileVisible(company, viewer, standing)) throw notFound();
      const access = contactAccess(company.contactPrivacy, viewer, standing);
      // Hidden contacts are the company's own notes: never on the public list, not even for its members.
      const list = access.visible ? (await repo.list(companyId, true)).map(presentContact) : [];
      return { visible: access.visible, requirement: access.requirement, list };
    },

    /** Active members of my company not listed as contacts yet, for the add-contact picker (company admins). */
    async candidates(auth: AuthContext): Promise<ContactCandidate[]> {
      return repo.candidates(auth.companyId);
    },
  };
}
