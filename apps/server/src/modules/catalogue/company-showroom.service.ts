import { defaultCurrencyOf, rateTable } from '@gembourse/contracts/catalogue-search';
import type { FxRatesRepository } from './fx-rates.repository.ts';
import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import type {
  ShowroomCollectionQuery,
  ShowroomCollections,
  ShowroomProductQuery,
  ShowroomProducts,
} from '@gembourse/contracts/company-showroom';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/errors.ts';
import { profileVisible, showroomAccess, standingOf, type Standing } from '../company/company-access.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentShowroomCollection, presentShowroomProduct } from './company-showroom.presenter.ts';
import type { CompanyShowroomRepository } from './company-showroom.repository.ts';

/**
 * A supplier's showroom on its profile: products and collections, behind the profile's own visibility (404 as for
 * the detail), the showroom's product privacy (company-access.ts), and each item's visibility (visibility-policy.ts).
 */
export function companyShowroomService(deps: {
  /** The reference rates prices are converted with (the process's one cache). */
  rates: FxRatesRepository;
  repo: CompanyShowroomRepository;
  isConnected: (viewerCompanyId: number, companyId: number) => Promise<boolean>;
}) {
  const { repo } = deps;

  /** The company and the viewer's standing, or 404; asks about a connection only when the privacy depends on one. */
  async function enter(viewer: AuthContext | null, companyId: number) {
    const company = await repo.company(companyId);
    if (!company) throw notFound();
    const asksConnection =
      company.productPrivacy === 'contacts' && viewer !== null && viewer.companyId !== companyId && !viewer.administrator;
    const standing: Standing = standingOf(viewer, companyId, asksConnection ? await deps.isConnected(viewer.companyId, companyId) : false);
    if (!profileVisible(company, viewer, standing)) throw notFound();
    return { company, standing, access: showroomAccess(company.productPrivacy, viewer, standing) };
  }

  const closed = (pageNum: number, pageSize: number, requirement: 'login' | 'connection' | 'none') => ({
    list: [],
    total: 0,
    pageNum,
    pageSize,
    hasMore: false,
    visible: false,
    requirement,
  });

  return {
    /** A page of the showroom's published, listed products the viewer may see. */
    async products(viewer: AuthContext | null, companyId: number, q: ShowroomProductQuery, locale: Locale): Promise<ShowroomProducts> {
      const { company, access } = await enter(viewer, companyId);
      if (!access.visible) return closed(q.pageNum, q.pageSize, access.requirement);
      const [{ rows, total }, rates] = await Promise.all([
        repo.products(companyId, viewer, q.sort, q.pageSize, pageOffset(q)),
        deps.rates.rates(),
      ]);
      const prices = { currency: q.currency ?? defaultCurrencyOf(locale), rates: rateTable(rates) };
      return {
        ...pageAnswer(
          rows.map((r) => presentShowroomProduct(r, displayName(company, locale), viewer, prices)),
          total,
          q,
        ),
        visible: true,
        requirement: 'none',
      };
    },

    /** A page of the company's collections the viewer may see, with the count of their products the viewer may see. */
    async collections(viewer: AuthContext | null, companyId: number, q: ShowroomCollectionQuery): Promise<ShowroomCollections> {
      const { standing, access } = await enter(viewer, companyId);
      if (!access.visible) return closed(q.pageNum, q.pageSize, access.requirement);
      // The supplier's own members also see what has ended, to know what visitors no longer see.
      const { rows, total } = await repo.collections(companyId, viewer, standing.own || standing.staff, q.pageSize, pageOffset(q));
      return {
        ...pageAnswer(rows.map(presentShowroomCollection), total, q),
        visible: true,
        requirement: 'none',
      };
    },
  };
}
export type CompanyShowroomService = ReturnType<typeof companyShowroomService>;
