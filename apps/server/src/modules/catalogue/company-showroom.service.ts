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
import { profileVisible, standingOf, type Standing } from '../company/company-access.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentShowroomCollection, presentShowroomProduct } from './company-showroom.presenter.ts';
import type { CompanyShowroomRepository, ShowroomScope } from './company-showroom.repository.ts';
import { privaciesOpenedByConnection, showroomGate, viewerKind } from './visibility-policy.ts';

/**
 * A supplier's showroom on its profile: products and collections, behind the profile's own visibility (404 as for
 * the detail) and the visibility policy (visibility-policy.ts): each product's own level, or the showroom's product
 * privacy for a product "as the showroom" and for the collections. The answer's gate says whether the showroom's
 * privacy lets the viewer in, and what would (logging in, a connection); products whose own level shows them to the
 * viewer are listed either way.
 */
export function companyShowroomService(deps: {
  /** The reference rates prices are converted with (the process's one cache). */
  rates: FxRatesRepository;
  repo: CompanyShowroomRepository;
  isConnected: (viewerCompanyId: number, companyId: number) => Promise<boolean>;
}) {
  const { repo } = deps;

  /** The company, the viewer's standing and the showroom's gate, or 404; asks about a connection only where it matters. */
  async function enter(viewer: AuthContext | null, companyId: number) {
    const company = await repo.company(companyId);
    if (!company) throw notFound();
    const asksConnection =
      privaciesOpenedByConnection().includes(company.productPrivacy) &&
      viewer !== null &&
      viewer.companyId !== companyId &&
      !viewer.administrator;
    const standing: Standing = standingOf(viewer, companyId, asksConnection ? await deps.isConnected(viewer.companyId, companyId) : false);
    if (!profileVisible(company, viewer, standing)) throw notFound();
    const scope: ShowroomScope = { privacy: company.productPrivacy, connected: standing.connected };
    return { company, standing, scope, gate: showroomGate(company.productPrivacy, viewerKind(viewer, standing)) };
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
    /**
     * A page of the showroom's published, listed products the viewer may see (those whose own level overrides a
     * showroom closed to them included), with the showroom's gate.
     */
    async products(viewer: AuthContext | null, companyId: number, q: ShowroomProductQuery, locale: Locale): Promise<ShowroomProducts> {
      const { company, scope, gate } = await enter(viewer, companyId);
      const [{ rows, total }, rates] = await Promise.all([
        repo.products(companyId, viewer, scope, q.sort, q.pageSize, pageOffset(q)),
        deps.rates.rates(),
      ]);
      const prices = { currency: q.currency ?? defaultCurrencyOf(locale), rates: rateTable(rates) };
      const supplier = { productPrivacy: scope.privacy, connected: scope.connected };
      return {
        ...pageAnswer(
          rows.map((r) => presentShowroomProduct({ ...r, ...supplier }, displayName(company, locale), viewer, prices)),
          total,
          q,
        ),
        ...gate,
      };
    },

    /** A page of the company's collections the viewer may see, with the count of their products the viewer may see. */
    async collections(viewer: AuthContext | null, companyId: number, q: ShowroomCollectionQuery): Promise<ShowroomCollections> {
      const { standing, scope, gate } = await enter(viewer, companyId);
      // Collections are the showroom's: closed with it.
      if (!gate.visible) return closed(q.pageNum, q.pageSize, gate.requirement);
      // The supplier's own members also see what has ended, to know what visitors no longer see.
      const { rows, total } = await repo.collections(companyId, viewer, scope, standing.own || standing.staff, q.pageSize, pageOffset(q));
      return {
        ...pageAnswer(rows.map(presentShowroomCollection), total, q),
        visible: true,
        requirement: 'none',
      };
    },
  };
}
export type CompanyShowroomService = ReturnType<typeof companyShowroomService>;
