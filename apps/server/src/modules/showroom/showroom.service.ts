import type { CompanyPrivacy, ShowroomPrivacy, ShowroomSettings } from '@gembourse/contracts/showroom';
import { assertSeller, type AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import type { CompanyRecords } from '../company/company-records.service.ts';
import { presentCompanyPrivacy, presentPrivacy, presentSettings } from './showroom.presenter.ts';
import type { ShowroomRepository } from './showroom.repository.ts';

/**
 * The caller's own privacy settings (SPEC §3 "Showroom settings"). Who may change them is the endpoints' access
 * (showroom.api.ts: showroom:setting:edit for the showroom's, company:privacy:edit for the contact privacy alone);
 * what is left here is about the company itself: only a seller has a showroom, so a buyer company's members get
 * 40300 on the showroom settings (the side is read with the session on every request, so it is current), while any
 * company chooses who sees its contact details. No call takes a company id: another company cannot be addressed.
 */
export function showroomService(deps: { repo: ShowroomRepository; companies: Pick<CompanyRecords, 'savePrivacy' | 'update'> }) {
  const { repo, companies } = deps;

  async function current(auth: AuthContext) {
    const row = await repo.privacyOf(auth.companyId);
    if (!row) throw notFound();
    return row;
  }

  async function storedSettings(auth: AuthContext) {
    const row = await repo.settingsOf(auth.companyId);
    if (!row) throw notFound();
    return row;
  }

  async function save(auth: AuthContext, values: ShowroomPrivacy | CompanyPrivacy) {
    const row = await companies.savePrivacy(auth.companyId, values);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** GET /api/showroom/privacy: my showroom's privacy and Q&A settings. */
    async privacy(auth: AuthContext): Promise<ShowroomPrivacy> {
      assertSeller(auth);
      return presentPrivacy(await current(auth));
    },
    /** POST /api/showroom/privacy/save: replaces every setting and answers what is stored. */
    async savePrivacy(auth: AuthContext, input: ShowroomPrivacy): Promise<ShowroomPrivacy> {
      assertSeller(auth);
      return presentPrivacy(await save(auth, input));
    },
    /** GET /api/showroom/settings: my showroom's preferred currency and product segment. */
    async settings(auth: AuthContext): Promise<ShowroomSettings> {
      assertSeller(auth);
      return presentSettings(await storedSettings(auth));
    },
    /** POST /api/showroom/settings/save: replaces both settings (through the company module's one update path). */
    async saveSettings(auth: AuthContext, input: ShowroomSettings): Promise<ShowroomSettings> {
      assertSeller(auth);
      if (!(await companies.update(auth.companyId, input))) throw notFound();
      return presentSettings(await storedSettings(auth));
    },
    /** GET /api/company/privacy: who sees my company's contact details. */
    async companyPrivacy(auth: AuthContext): Promise<CompanyPrivacy> {
      return presentCompanyPrivacy(await current(auth));
    },
    /** POST /api/company/privacy/save: changes who sees my company's contact details, nothing else. */
    async saveCompanyPrivacy(auth: AuthContext, input: CompanyPrivacy): Promise<CompanyPrivacy> {
      return presentCompanyPrivacy(await save(auth, { contactPrivacy: input.contactPrivacy }));
    },
  };
}
