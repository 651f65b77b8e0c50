import type { PlanLimits } from '@gembourse/contracts/billing';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { I18nText } from '@gembourse/contracts/locale';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { dayOf } from './billing-rules.ts';
import { billingRepository, type BillingStatements, type PlanRow, type SubscriptionRow } from './billing.repository.ts';

// The limits of a company's plan, enforced on the server where members and products are added (issue 13 item 4):
// company users (invitations), the product wizard, the Excel import and Launch collections call this service
// (services.planLimits). Limits block additions only: a company over its plan after a downgrade keeps what it has.

/** The plan whose limits apply to a company now. */
export interface CompanyPlan {
  code: string;
  name: I18nText;
  limits: PlanLimits;
}

/**
 * The id of the plan that applies on `today` (null: the free plan). A period that has ended but has not been rolled
 * over yet (the renewal job runs hourly) already counts as what comes next: a scheduled cancel is the free plan, a
 * scheduled change is its plan; a pending renewal keeps the plan until the job renews or ends it.
 */
export function effectivePlanId(sub: SubscriptionRow | undefined, today: string): number | null {
  if (!sub) return null;
  if (sub.currentPeriodEnd > today) return sub.planId;
  if (sub.cancelAtPeriodEnd) return null;
  return sub.nextPlanId ?? sub.planId;
}

/** What a plan unlocks. */
export const limitsOf = (p: PlanRow): PlanLimits => ({
  maxProducts: p.maxProducts,
  maxUsers: p.maxUsers,
  analyticsDays: p.analyticsDays,
  launchCollections: p.launchCollections,
  featured: p.featured,
});

/**
 * A plan's name for the messages that name it, in every language (messages-billing.ts): the text of each language uses
 * its own parameter, so the error is in the caller's language however deep it was thrown.
 */
export function planParams(name: I18nText): Record<string, string> {
  return { plan: name.en, planZhCn: name['zh-cn'] || name.en, planZhTw: name['zh-tw'] || name.en, planTr: name.tr || name.en };
}

/** The plan that applies to the company, read with `repo` (bound to a transaction or not). */
export async function companyPlanRow(repo: BillingStatements, companyId: number, today: string): Promise<PlanRow> {
  const id = effectivePlanId(await repo.liveSubscription(companyId), today);
  if (id === null) return repo.freePlanOf(companyId);
  const [row] = await repo.plansByIds([id]);
  return row ?? repo.freePlanOf(companyId);
}

/** services.planLimits: what a company's plan allows, and the checks other modules call before they add. */
export function planLimitsService(deps: { db: Db; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const repoOf = (tx?: Db) => billingRepository(tx ?? deps.db);

  async function planRow(companyId: number, tx?: Db): Promise<PlanRow> {
    return companyPlanRow(repoOf(tx), companyId, dayOf(clock()));
  }

  return {
    /** The plan whose limits apply to the company now (the free plan without a live subscription). */
    async planOf(companyId: number, tx?: Db): Promise<CompanyPlan> {
      const p = await planRow(companyId, tx);
      return { code: p.code, name: p.name, limits: limitsOf(p) };
    },

    /**
     * Throws PLAN_LIMIT (40210) naming the plan and its limit when adding `adding` users or products would take the
     * company past its plan. Seats: members pending, invited or active; products: every product row. Inside a
     * transaction (`tx`) the company's row is locked first, so two additions against the last seat take turns: call it
     * in the transaction that then adds, and the count it read stays true until that commits.
     */
    async assertRoom(companyId: number, what: 'users' | 'products', adding: number, tx?: Db): Promise<void> {
      const repo = repoOf(tx);
      if (tx) await repo.lockCompany(companyId);
      const p = await companyPlanRow(repo, companyId, dayOf(clock()));
      const limit = what === 'users' ? p.maxUsers : p.maxProducts;
      if (limit === null) return;
      const usage = await repo.usage(companyId);
      const used = what === 'users' ? usage.users : usage.products;
      if (used + adding <= limit) return;
      const key: MessageKey = what === 'users' ? 'planLimitUsers' : 'planLimitProducts';
      throw new AppError(ErrorCode.PLAN_LIMIT, key, { ...planParams(p.name), limit }, { plan: p.code, what, limit, used });
    },

    /** Throws PLAN_LIMIT ('planNoLaunch') naming the plan when it does not include Launch collections. */
    async assertLaunch(companyId: number, tx?: Db): Promise<void> {
      const p = await planRow(companyId, tx);
      if (!p.launchCollections) {
        throw new AppError(ErrorCode.PLAN_LIMIT, 'planNoLaunch', planParams(p.name), { plan: p.code, what: 'launchCollections' });
      }
    },

    /** What the company uses of its plan's limits. */
    usage(companyId: number, tx?: Db): Promise<{ products: number; users: number }> {
      return repoOf(tx).usage(companyId);
    },
  };
}
export type PlanLimitsService = ReturnType<typeof planLimitsService>;
