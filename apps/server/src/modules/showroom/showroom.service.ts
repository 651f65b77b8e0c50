import type { ShowroomPrivacy } from '@gembourse/contracts/showroom';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { presentPrivacy } from './showroom.presenter.ts';
import type { ShowroomRepository } from './showroom.repository.ts';

/**
 * The caller's own showroom settings (SPEC §3 "Showroom settings"). Only sellers have a showroom: a buyer company's
 * members get 40300 (the side is read with the session on every request, so it is current). Any member of the seller
 * reads them; company admins and holders of showroom:setting:edit change them. Neither route takes a company id, so
 * another company cannot even be addressed.
 */
export function showroomService(deps: { repo: ShowroomRepository }) {
  const { repo } = deps;

  /** 40300 unless the caller's company is a seller. */
  function assertSeller(auth: AuthContext): void {
    if (auth.joinType !== 'seller') throw forbidden();
  }

  return {

    /** GET /api/showroom/privacy: my showroom's privacy and Q&A settings. */
    async privacy(auth: AuthContext): Promise<ShowroomPrivacy> {
      assertSeller(auth);
      const row = await repo.privacyOf(auth.companyId);
      if (!row) throw notFound();
      return presentPrivacy(row);
    },

    /** POST /api/showroom/privacy/save: replaces every setting and answers what is stored. */
    async savePrivacy(auth: AuthContext, input: ShowroomPrivacy): Promise<ShowroomPrivacy> {
      assertSeller(auth);
      const row = await repo.savePrivacy(auth.companyId, input);
      if (!row) throw notFound();
      return presentPrivacy(row);
    },
  };
}
