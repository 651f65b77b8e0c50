import { SHOWROOM_SETTING_EDIT, type ShowroomPrivacy } from '@gembourse/contracts/showroom';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { PermissionsRepository } from '../../platform/auth/permissions.repository.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { isAdminOfOwn } from '../company/company-access.ts';
import { presentPrivacy } from './showroom.presenter.ts';
import type { ShowroomRepository } from './showroom.repository.ts';

/**
 * The caller's own showroom settings (SPEC §3 "Showroom settings"). Only sellers have a showroom: a buyer company's
 * members get 40300 (the side is read with the session on every request, so it is current). Any member of the seller
 * reads them; company admins and holders of showroom:setting:edit change them. Neither route takes a company id, so
 * another company cannot even be addressed.
 */
export function showroomService(deps: { repo: ShowroomRepository; permissions: PermissionsRepository }) {
  const { repo, permissions } = deps;

  /** 40300 unless the caller's company is a seller. */
  function assertSeller(auth: AuthContext): void {
    if (auth.joinType !== 'seller') throw forbidden();
  }

  /** 40300 unless the caller may change the showroom settings. */
  async function assertCanEdit(auth: AuthContext): Promise<void> {
    assertSeller(auth);
    if (isAdminOfOwn(auth)) return;
    if (!(await permissions.holds(auth, SHOWROOM_SETTING_EDIT))) throw forbidden();
  }

  return {
    assertCanEdit,

    /** GET /api/showroom/privacy: my showroom's privacy and Q&A settings. */
    async privacy(auth: AuthContext): Promise<ShowroomPrivacy> {
      assertSeller(auth);
      const row = await repo.privacyOf(auth.companyId);
      if (!row) throw notFound();
      return presentPrivacy(row);
    },

    /** POST /api/showroom/privacy/save: replaces every setting and answers what is stored. */
    async savePrivacy(auth: AuthContext, input: ShowroomPrivacy): Promise<ShowroomPrivacy> {
      await assertCanEdit(auth);
      const row = await repo.savePrivacy(auth.companyId, input);
      if (!row) throw notFound();
      return presentPrivacy(row);
    },
  };
}
