import type { CompanyMatch } from '@gembourse/contracts/connections';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { noSession } from '../../platform/errors.ts';
import type { CompanyMatchRepository } from './company-match.repository.ts';
import { presentSummary } from './company.presenter.ts';
import { complementsOf, mainProductsOfCategories, marketOfCountry, marketsServing } from './matching-policy.ts';

/** Business matching (issue 4): suppliers ranked for the caller by docs/matching.md. */
export function companyMatchService(repo: CompanyMatchRepository) {
  return {
    async match(auth: AuthContext, limit: number, locale: Locale): Promise<CompanyMatch[]> {
      const me = await repo.caller(auth.userId);
      if (!me) throw noSession();
      const categories = [...new Set(me.preferences)];
      // A company without main markets is taken to trade in its own continent.
      const ownMarket = marketOfCountry(me.country ?? me.userCountry);
      const markets = me.mainMarkets.length ? me.mainMarkets : ownMarket ? [ownMarket] : [];
      const natures = [...new Set([...me.natures, ...(me.userNature ? [me.userNature] : [])])];
      const rows = await repo.rank(
        {
          companyId: me.companyId,
          categories,
          mainProducts: [...new Set([...me.mainProducts, ...mainProductsOfCategories(categories)])],
          natures: complementsOf(natures),
          markets: markets.length ? marketsServing(markets) : [],
        },
        limit,
      );
      return rows.map((r) => ({
        ...presentSummary(r, locale),
        score: Math.max(0, Math.min(100, r.score)),
        reasons: { products: [...r.categoryHits, ...r.mainHits], markets: r.marketHits, natures: r.natureHits },
      }));
    },
  };
}
