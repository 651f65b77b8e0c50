import { createHash } from 'node:crypto';
import { MATCH_LIMIT_MAX } from '@gembourse/contracts/company';
import type { CompanyMatch } from '@gembourse/contracts/connections';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { noSession } from '../../platform/errors.ts';
import type { JobLog, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { StoredMatch } from '../../db/schema/index.ts';
import type { CompanyMatchRepository, MatchProfile } from './company-match.repository.ts';
import { presentSummary } from './company.presenter.ts';
import { complementsOf, mainProductsOfCategories, marketOfCountry, marketsServing } from './matching-policy.ts';

/** Recomputes the stored list of one caller profile (a request found it missing or stale). */
export const REFRESH_MATCHES_JOB = 'company.refresh-matches';
/** Recomputes the lists of a company's members after its profile changed. */
export const REFRESH_COMPANY_MATCHES_JOB = 'company.refresh-company-matches';
/** Every few minutes: recomputes the lists members asked for lately, forgets those nobody asked for in a week. */
export const REFRESH_STALE_MATCHES_JOB = 'company.refresh-stale-matches';
export const REFRESH_STALE_MATCHES_CRON = '*/10 * * * *';

/** Suppliers kept per profile: as many as a caller may ask for, and some to spare for suppliers delisted since. */
export const STORED_MATCHES = MATCH_LIMIT_MAX + 10;
/** The company columns business matching reads of the caller's company (a write of one refreshes its members' lists). */
export const MATCH_INPUTS = ['mainProducts', 'mainMarkets', 'businessNature', 'country'] as const;
/** Whether a write of these company columns changes what its members are matched by. */
export const touchesMatchInputs = (values: object): boolean => MATCH_INPUTS.some((k) => k in values);

const DAY_MS = 86_400_000;
/** Lists recomputed per scheduled run at most: at 100,000 suppliers one takes 0.3-0.8 s on 2 cores. */
const STALE_PER_RUN = 200;

/** A profile's key in company_matches: members of one company who are matched by the same signals share a list. */
export function signatureOf(p: MatchProfile): string {
  const sorted = (a: readonly number[]) => [...a].sort((x, y) => x - y);
  const canonical = [p.companyId, sorted(p.categories), sorted(p.mainProducts), sorted(p.natures), sorted(p.markets)];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

type Caller = NonNullable<Awaited<ReturnType<CompanyMatchRepository['caller']>>>;

/** What the caller is matched by (docs/matching.md "Who is compared with whom"). */
export function profileOf(me: Caller): MatchProfile {
  const sorted = (a: Iterable<number>) => [...new Set(a)].sort((x, y) => x - y);
  const categories = sorted(me.preferences);
  // A company without main markets is taken to trade in its own continent.
  const ownMarket = marketOfCountry(me.country ?? me.userCountry);
  const markets = me.mainMarkets.length ? me.mainMarkets : ownMarket ? [ownMarket] : [];
  const natures = [...me.natures, ...(me.userNature ? [me.userNature] : [])];
  return {
    companyId: me.companyId,
    categories,
    mainProducts: sorted([...me.mainProducts, ...mainProductsOfCategories(categories)]),
    natures: complementsOf(natures),
    markets: markets.length ? marketsServing(markets) : [],
  };
}

/**
 * Business matching (issue 4, docs/matching.md), precomputed (issue 9): ranking every listed supplier takes 0.3-0.8 s
 * at 100,000 suppliers, so each caller profile's list is computed by a job and stored (company_matches), and a request
 * reads the ready list plus the current cards of its suppliers (two small queries after the caller's row). Lists are
 * recomputed when the caller's company profile changes (refreshLater, from the company's write path), when a request
 * finds its list older than `freshSeconds` (served meanwhile), and every ten minutes for the lists asked for in the
 * last day. Only a list never computed (a new member, a profile just changed) is ranked during the request, and then
 * stored by the job.
 */
export function companyMatchService(deps: {
  repo: CompanyMatchRepository;
  jobs: Pick<JobQueue, 'define' | 'send' | 'schedule'>;
  log: Pick<JobLog, 'warn'>;
  freshSeconds: number;
}) {
  const { repo, jobs, log } = deps;
  /** Signatures this process asked a refresh of lately: a stale list read in a burst asks once. */
  const asked = new Map<string, number>();
  /** Rankings under way in this process: concurrent first calls of one profile wait for one ranking. */
  const ranking = new Map<string, Promise<StoredMatch[]>>();

  /** Ranks a profile's list and stores it with the listing generation read before the ranking began. */
  async function recompute(profile: MatchProfile, requested: boolean): Promise<void> {
    const generation = await repo.generation();
    await repo.store(signatureOf(profile), profile, await repo.rank(profile, STORED_MATCHES), generation, requested);
  }

  const policy = { retryLimit: 3, retryDelaySeconds: 10, backoff: true, expireInSeconds: 300, batchSize: 5, policy: 'short' as const };
  // `suppliers` (with their `generation`) is a list a request ranked: stored as it is, unless a newer one is stored.
  type RefreshJob = { profile: MatchProfile; suppliers?: StoredMatch[]; generation?: number };
  jobs.define<RefreshJob>(REFRESH_MATCHES_JOB, policy, async ({ profile, suppliers, generation }) => {
    if (suppliers) await repo.store(signatureOf(profile), profile, suppliers, generation ?? 0, true);
    else await recompute(profile, true);
  });
  jobs.define<{ companyId: number }>(REFRESH_COMPANY_MATCHES_JOB, policy, async ({ companyId }) => {
    for (const userId of await repo.membersOf(companyId)) {
      const me = await repo.caller(userId);
      if (me) await recompute(profileOf(me), true);
    }
  });
  jobs.define<object>(REFRESH_STALE_MATCHES_JOB, { ...policy, retryLimit: 1, expireInSeconds: 900, batchSize: 1 }, async () => {
    const now = Date.now();
    for (const { profile } of await repo.stale(new Date(now - DAY_MS), new Date(now - deps.freshSeconds * 1000), STALE_PER_RUN)) {
      await recompute(profile, false);
    }
    await repo.forget(new Date(now - 7 * DAY_MS));
  });
  jobs.schedule(REFRESH_STALE_MATCHES_JOB, REFRESH_STALE_MATCHES_CRON);

  /**
   * Has the job store the list just ranked (`suppliers`), or recompute a stale one: that at most once a minute per
   * process. Never fails the request.
   */
  function requestRefresh(profile: MatchProfile, ranked?: { suppliers: StoredMatch[]; generation: number }): void {
    const signature = signatureOf(profile);
    if (!ranked) {
      if ((asked.get(signature) ?? 0) > Date.now() - 60_000) return;
      if (asked.size >= 10_000) asked.clear();
      asked.set(signature, Date.now());
    }
    jobs.send<RefreshJob>(REFRESH_MATCHES_JOB, { profile, ...ranked }, { singletonKey: signature }).catch((err: unknown) => {
      asked.delete(signature);
      log.warn({ job: REFRESH_MATCHES_JOB, error: err instanceof Error ? err.message : String(err) }, 'matching refresh not sent');
    });
  }

  return {
    async match(auth: AuthContext, limit: number, locale: Locale): Promise<CompanyMatch[]> {
      const me = await repo.caller(auth.userId);
      if (!me) throw noSession();
      const profile = profileOf(me);
      const signature = signatureOf(profile);
      const stored = await repo.stored(signature);
      // A list ranked before a supplier became listed (an older listing generation) is no list.
      let ranked = stored.generation === stored.current ? stored.suppliers : null;
      if (!ranked) {
        let pending = ranking.get(signature);
        if (!pending) {
          pending = repo
            .rank(profile, STORED_MATCHES)
            .then((suppliers) => {
              requestRefresh(profile, { suppliers, generation: stored.current });
              return suppliers;
            })
            .finally(() => ranking.delete(signature));
          ranking.set(signature, pending);
        }
        ranked = await pending;
      } else if (Date.now() - stored.computedAt!.getTime() > deps.freshSeconds * 1000) {
        requestRefresh(profile);
      }
      const rows = await repo.cards(profile, ranked, limit);
      return rows.map((r) => ({
        ...presentSummary(r, locale),
        score: Math.max(0, Math.min(100, r.score)),
        reasons: { products: [...r.categoryHits, ...r.mainHits], markets: r.marketHits, natures: r.natureHits },
      }));
    },

    /**
     * Has the lists of the company's members recomputed once `tx` commits. The company's write path calls it when
     * a write changes what they are matched by (MATCH_INPUTS).
     */
    async refreshLater(companyId: number, tx?: Db): Promise<void> {
      await jobs.send(REFRESH_COMPANY_MATCHES_JOB, { companyId }, { db: tx, singletonKey: String(companyId) });
    },

    /**
     * A supplier became listed (verified, reactivated, its first product published): it must be suggested from now
     * on, so every stored list is out of date once `tx` commits (a new listing generation), and the lists members
     * asked for lately are recomputed by the job right after. (A supplier leaving the directory needs nothing: reads
     * skip suppliers no longer listed.)
     */
    async listingChanged(tx?: Db): Promise<void> {
      await repo.newListing(tx);
      await jobs.send(REFRESH_STALE_MATCHES_JOB, {}, { db: tx, singletonKey: 'listing' });
    },
  };
}
export type CompanyMatchService = ReturnType<typeof companyMatchService>;
