import type { CompanyDetail, CompanyListBody } from '@gembourse/contracts/company';
import type { PageQuery } from '@gembourse/contracts/envelope-schema';
import { LIMITS } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import { contactAccess, isAdminOfOwn, profileVisible, standingOf } from './company-access.ts';
import type { CompanyRepository } from './company.repository.ts';
import { presentDetail, presentSummary } from './company.presenter.ts';

/** Supplier directory, recommendations and profiles, with the guest and privacy rules applied. */
export function companyService(repo: CompanyRepository) {
  return {
    /** Guests see the first LIMITS.guestResultLimit results only, with `limited` set (SPEC §2). */
    async list(body: CompanyListBody, page: PageQuery, viewer: AuthContext | null, locale: Locale) {
      const limited = !viewer;
      const pageNum = limited ? 1 : page.pageNum;
      const pageSize = limited ? Math.min(page.pageSize, LIMITS.guestResultLimit) : page.pageSize;
      const { rows, total } = await repo.listSuppliers(body, pageSize, (pageNum - 1) * pageSize);
      return {
        list: rows.map((r) => presentSummary(r, locale)),
        total,
        pageNum,
        pageSize,
        hasMore: !limited && pageNum * pageSize < total,
        limited: limited && total > rows.length,
      };
    },

    async recommended(locale: Locale) {
      return (await repo.recommended(8)).map((r) => presentSummary(r, locale));
    },

    async all() {
      return repo.allSuppliers();
    },

    /**
     * A company profile with the viewer's relation to it. Suspended companies and buyers' profiles are visible to
     * their own members and staff only; contact details follow the contact privacy (company-access.ts).
     */
    async detail(id: number, viewer: AuthContext | null, locale: Locale): Promise<CompanyDetail> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      const relation = viewer ? await repo.viewerRelation(viewer.userId, viewer.companyId, id) : { connection: 'none' as const, collected: false };
      const standing = standingOf(viewer, id, relation.connection === 'accepted');
      if (!profileVisible(row.full, viewer, standing)) throw notFound();
      const { visible } = contactAccess(row.full.contactPrivacy, viewer, standing);
      return presentDetail(row, locale, {
        contactVisible: visible,
        viewer: {
          own: standing.own,
          // The editor edits the caller's own company (POST /api/company/update has no company id).
          canEdit: standing.own && viewer !== null && isAdminOfOwn(viewer),
          connection: relation.connection,
          collected: relation.collected,
        },
      });
    },
  };
}
