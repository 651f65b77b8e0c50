import {
  expiryOf,
  FREE_PLAN_CODES,
  type BillingAddressInput,
  type CompanySide,
  type BillingOverview,
  type CardInput,
  type InvoicePage,
  type PlanList,
  type SubscribeAnswer,
  type SubscribeOutcome,
  type SubscribeRequest,
} from '@gembourse/contracts/billing';
import type { PageQuery } from '@gembourse/contracts/envelope-schema';
import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import { ErrorCode } from '@gembourse/contracts/errors';
import { normalizeLocale, type Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { paymentAppError, type PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { cardExpired, chargeAndInvoice, invoiceLine } from './billing-charges.ts';
import { addCycle, anchorOf, dayOf, decide, priceOf, upgradeCharge, type Current } from './billing-rules.ts';
import { presentInvoiceSummary, presentOverview, presentPlan } from './billing.presenter.ts';
import type { BillingRepository, BillingStatements, PaymentMethodRow, PlanRow, SubscriptionRow } from './billing.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { effectivePlanId, planParams } from './plan-limits.ts';

/** A 40000 whose message says what is wrong, with the field it is about. */
function fieldRefusal(path: string, key: MessageKey, locale: Locale): AppError {
  return new AppError(ErrorCode.VALIDATION, key, undefined, { fieldErrors: [{ path, message: translate(key, locale) }] });
}

/**
 * A plan sold to the other side's companies (issue 28): a buyer company is refused a supplier's showroom plan and a
 * supplier a buyer's plan, by the same 40000 as an unknown plan but saying which side the plan is for.
 */
function sideRefusalKey(plan: PlanRow, side: CompanySide): MessageKey | null {
  if (plan.side === side) return null;
  return plan.side === 'seller' ? 'planForSuppliers' : 'planForBuyers';
}

/** The plans of `ids` and every offered plan, by id. */
async function plansById(r: BillingStatements, ids: readonly (number | null)[]): Promise<Map<number, PlanRow>> {
  const map = new Map((await r.activePlans()).map((p) => [p.id, p]));
  const missing = ids.filter((id): id is number => id !== null && !map.has(id));
  for (const p of await r.plansByIds(missing)) map.set(p.id, p);
  return map;
}

/**
 * Subscriptions, payment and billing of the caller's company (issue 13; docs/decisions.md "Subscriptions and
 * billing"). Who may call is each endpoint's access (manage:billing:view / :edit); the company is always the caller's
 * own, so no id of another company's subscription can be named, and another company's invoice answers 404. Every
 * write runs in one transaction on the company's locked row, with the provider's charge made before it commits: a
 * refused card, a bad input or a refused change writes nothing and charges nothing.
 */
export function billingService(deps: { repo: BillingRepository; provider: PaymentProvider; clock?: () => Date }) {
  const { repo, provider } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * The manage-subscription page's answer, read with `r` (inside the write's transaction, or not). One statement after
   * the other: in a transaction they share one connection, and three sent at once queue on it (pg's "Calling
   * client.query() when the client is already executing a query" deprecation, issue 28 item 14).
   */
  async function overviewWith(r: BillingStatements, companyId: number, locale: Locale): Promise<BillingOverview> {
    const subscription = await r.liveSubscription(companyId);
    const usage = await r.usage(companyId);
    const paymentMethod = await r.paymentMethodOf(companyId);
    const plans = await plansById(r, [subscription?.planId ?? null, subscription?.nextPlanId ?? null]);
    const effectiveId = effectivePlanId(subscription, dayOf(clock()));
    const effective = effectiveId !== null ? plans.get(effectiveId) : undefined;
    return presentOverview({ subscription, plans, usage, paymentMethod, effective: effective ?? (await r.freePlanOf(companyId)) }, locale);
  }

  /** The card of the request, checked by the provider and stored (replacing the company's others), inside `r`'s transaction. */
  async function storeCard(
    r: BillingStatements,
    companyId: number,
    card: CardInput,
    address: BillingAddressInput,
  ): Promise<PaymentMethodRow> {
    const expiry = expiryOf(card.expiry)!;
    const billingAddress = { ...address, state: address.state || undefined };
    let token;
    try {
      token = await provider.tokenize(
        { number: card.number, cvv: card.cvv, expMonth: expiry.month, expYear: expiry.year, holderName: card.holderName },
        billingAddress,
      );
    } catch (err) {
      throw paymentAppError(err);
    }
    return r.replacePaymentMethod({ companyId, provider: provider.name, providerToken: token.token, ...pick(token), billingAddress });
  }

  const pick = (t: { brand: string; last4: string; expMonth: number; expYear: number }) => ({
    brand: t.brand,
    last4: t.last4,
    expMonth: t.expMonth,
    expYear: t.expYear,
  });

  /** Refuses a change to `target` that the company's current usage does not fit (PLAN_LIMIT naming the limit). */
  async function assertFits(r: BillingStatements, companyId: number, target: PlanRow): Promise<void> {
    const usage = await r.usage(companyId);
    const over = (count: number, limit: number | null, key: MessageKey) => {
      if (limit !== null && count > limit) {
        throw new AppError(
          ErrorCode.PLAN_LIMIT,
          key,
          { ...planParams(target.name), count, limit },
          { plan: target.code, what: key === 'downgradeTooManyProducts' ? 'products' : 'users', limit, used: count },
        );
      }
    };
    over(usage.products, target.maxProducts, 'downgradeTooManyProducts');
    over(usage.users, target.maxUsers, 'downgradeTooManyUsers');
  }

  /** The company's card for a charge: the one of the request, else the stored one (40000 when there is none fit to use). */
  async function cardFor(r: BillingStatements, companyId: number, input: SubscribeRequest, locale: Locale): Promise<PaymentMethodRow> {
    if (input.card) return storeCard(r, companyId, input.card, input.billingAddress!);
    const stored = await r.paymentMethodOf(companyId);
    if (!stored) throw fieldRefusal('card', 'cardRequired', locale);
    if (cardExpired(stored, clock())) throw fieldRefusal('card', 'storedCardExpired', locale);
    return stored;
  }

  /** The live subscription as the decision sees it; one whose period is over (not yet renewed by the job) is ended first. */
  async function currentOf(
    r: BillingStatements,
    companyId: number,
    today: string,
  ): Promise<{ row: SubscriptionRow; plan: PlanRow } | null> {
    const row = await r.liveSubscription(companyId);
    if (!row) return null;
    if (row.currentPeriodEnd <= today) {
      // The company is choosing a plan now: the period that ran out ends here and the choice starts a new one.
      await r.updateSubscription(row.id, { orderStatus: row.cancelAtPeriodEnd ? 'cancelled' : 'expired' });
      return null;
    }
    const [plan] = await r.plansByIds([row.planId]);
    return { row, plan };
  }

  async function subscribeIn(r: BillingStatements, auth: AuthContext, input: SubscribeRequest, target: PlanRow, locale: Locale) {
    const companyId = auth.companyId;
    if (!(await r.lockCompany(companyId))) throw notFound();
    const now = clock();
    const today = dayOf(now);
    const current = await currentOf(r, companyId, today);
    const cur: Current | null = current ? { ...current.row, plan: current.plan } : null;
    const decision = decide(cur, { ...target, free: target.code === FREE_PLAN_CODES[target.side] }, input.cycle);
    const answer = async (
      outcome: SubscribeOutcome,
      invoice: Awaited<ReturnType<typeof chargeAndInvoice>> | null = null,
    ): Promise<SubscribeAnswer> => ({
      outcome,
      overview: await overviewWith(r, companyId, locale),
      invoice: invoice ? presentInvoiceSummary(invoice) : null,
    });
    // A card sent with a change that charges nothing is stored all the same (the next renewal uses it).
    const storeSentCard = async () => {
      if (!input.card) return;
      const pm = await storeCard(r, companyId, input.card, input.billingAddress!);
      await r.setSubscriptionCard(companyId, pm.id);
    };

    switch (decision) {
      case 'same':
        throw new AppError(ErrorCode.CONFLICT, 'alreadyOnPlan');
      case 'resume':
        await r.updateSubscription(current!.row.id, { cancelAtPeriodEnd: false, nextPlanId: null, nextCycle: null });
        await storeSentCard();
        return answer('resumed');
      case 'cancel':
        await r.updateSubscription(current!.row.id, { cancelAtPeriodEnd: true, nextPlanId: null, nextCycle: null });
        return answer('cancelScheduled');
      case 'schedule':
        await assertFits(r, companyId, target);
        await r.updateSubscription(current!.row.id, { cancelAtPeriodEnd: false, nextPlanId: target.id, nextCycle: input.cycle });
        await storeSentCard();
        return answer('changeScheduled');
      case 'new': {
        await assertFits(r, companyId, target);
        const pm = await cardFor(r, companyId, input, locale);
        const end = addCycle(today, input.cycle, anchorOf(today));
        const sub = await r.insertSubscription({
          companyId,
          planId: target.id,
          orderStatus: 'active',
          startDate: today,
          cycle: input.cycle,
          currentPeriodStart: today,
          currentPeriodEnd: end,
          paymentMethodId: pm.id,
        });
        const invoice = await chargeAndInvoice(r, provider, {
          companyId,
          subscriptionId: sub.id,
          pm,
          currency: target.currency,
          lines: [invoiceLine({ kind: 'subscription', amountCents: priceOf(target, input.cycle) }, target, input.cycle)],
          periodStart: today,
          periodEnd: end,
          idempotencyKey: `subscribe:${companyId}:${target.id}:${input.cycle}:${today}:after-${current?.row.id ?? 0}`,
        });
        return answer('subscribed', invoice);
      }
      case 'upgrade': {
        const { row, plan } = current!;
        const charge = upgradeCharge(cur!, target, input.cycle, today);
        const pm = charge.subtotalCents > 0 ? await cardFor(r, companyId, input, locale) : null;
        if (!pm) await storeSentCard();
        const periodStart = charge.newPeriod ? today : row.currentPeriodStart;
        const periodEnd = charge.newPeriod ? addCycle(today, input.cycle, anchorOf(today)) : row.currentPeriodEnd;
        await r.updateSubscription(row.id, {
          planId: target.id,
          cycle: input.cycle,
          ...(charge.newPeriod ? { startDate: today } : {}),
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: false,
          nextPlanId: null,
          nextCycle: null,
          ...(pm ? { paymentMethodId: pm.id } : {}),
        });
        if (!pm) return answer('upgraded');
        const from = { plan, cycle: row.cycle };
        const invoice = await chargeAndInvoice(r, provider, {
          companyId,
          subscriptionId: row.id,
          pm,
          currency: target.currency,
          lines: charge.lines.map((l) => invoiceLine(l, target, input.cycle, from)),
          periodStart: charge.newPeriod ? periodStart : today,
          periodEnd,
          idempotencyKey: `upgrade:${companyId}:${row.id}:${row.planId}-${row.cycle}:${target.id}-${input.cycle}:${today}`,
        });
        return answer('upgraded', invoice);
      }
    }
  }

  return {
    /** GET /api/billing/plans: the plans on offer (for one side's companies), in the caller's language. */
    async plans(locale: Locale, side?: CompanySide): Promise<PlanList> {
      return { list: (await repo.activePlans(side)).map((p) => presentPlan(p, locale)) };
    },

    /** GET /api/billing/overview: subscription, the plan that applies, usage and the stored card. */
    overview(auth: AuthContext, locale: Locale): Promise<BillingOverview> {
      return overviewWith(repo, auth.companyId, locale);
    },

    /**
     * POST /api/company/subscriptions: subscribe, upgrade at once (charged), downgrade or change to a shorter cycle at
     * the end of the period, choose the free plan (= cancel at the end of the period), or choose the current plan again
     * while a change is scheduled (= resume). docs/decisions.md "Subscriptions and billing" has the rules.
     */
    async subscribe(auth: AuthContext, input: SubscribeRequest, locale: Locale): Promise<SubscribeAnswer> {
      const target = await repo.planByCode(input.planCode);
      if (!target) throw fieldRefusal('planCode', 'planUnknown', locale);
      const otherSide = sideRefusalKey(target, auth.joinType);
      if (otherSide) throw fieldRefusal('planCode', otherSide, locale);
      if (input.card && !input.billingAddress) throw fieldRefusal('billingAddress', 'billingAddressRequired', locale);
      return repo.transaction((r) => subscribeIn(r, auth, input, target, locale));
    },

    /** POST /api/company/subscriptions/cancel: the subscription ends with its period; its plan applies until then. */
    async cancel(auth: AuthContext, locale: Locale): Promise<BillingOverview> {
      return repo.transaction(async (r) => {
        await r.lockCompany(auth.companyId);
        const sub = await r.liveSubscription(auth.companyId);
        if (!sub) throw new AppError(ErrorCode.CONFLICT, 'noSubscription');
        await r.updateSubscription(sub.id, { cancelAtPeriodEnd: true, nextPlanId: null, nextCycle: null });
        return overviewWith(r, auth.companyId, locale);
      });
    },

    /** POST /api/company/subscriptions/resume: undoes a scheduled cancel or change; the subscription renews as it is. */
    async resume(auth: AuthContext, locale: Locale): Promise<BillingOverview> {
      return repo.transaction(async (r) => {
        await r.lockCompany(auth.companyId);
        const sub = await r.liveSubscription(auth.companyId);
        if (!sub) throw new AppError(ErrorCode.CONFLICT, 'noSubscription');
        // A plan of the other side (a buyer's showroom plan from before issue 28, set to end) is not renewed again.
        const [plan] = await r.plansByIds([sub.planId]);
        const otherSide = plan ? sideRefusalKey(plan, auth.joinType) : null;
        if (otherSide) throw new AppError(ErrorCode.CONFLICT, otherSide);
        if (sub.cancelAtPeriodEnd || sub.nextPlanId !== null) {
          await r.updateSubscription(sub.id, { cancelAtPeriodEnd: false, nextPlanId: null, nextCycle: null });
        }
        return overviewWith(r, auth.companyId, locale);
      });
    },

    /** POST /api/billing/payment-method: replaces the stored card (the provider checks it; nothing is charged). */
    async replaceCard(
      auth: AuthContext,
      input: { card: CardInput; billingAddress: BillingAddressInput },
      locale: Locale,
    ): Promise<BillingOverview> {
      return repo.transaction(async (r) => {
        await r.lockCompany(auth.companyId);
        const pm = await storeCard(r, auth.companyId, input.card, input.billingAddress);
        await r.setSubscriptionCard(auth.companyId, pm.id);
        return overviewWith(r, auth.companyId, locale);
      });
    },

    /** GET /api/billing/invoices: a page of the company's invoices, newest first. */
    async invoices(auth: AuthContext, q: PageQuery): Promise<InvoicePage> {
      const { rows, total } = await repo.invoicePage(auth.companyId, q.pageSize, pageOffset(q));
      return pageAnswer(rows.map(presentInvoiceSummary), total, q);
    },

    /** GET /api/billing/invoices/:id/pdf: one of the company's invoices as a PDF in the company's language (404 otherwise). */
    async invoicePdf(auth: AuthContext, id: number): Promise<{ file: Buffer; fileName: string }> {
      const row = await repo.invoice(auth.companyId, id);
      if (!row) throw notFound();
      const locale = normalizeLocale(await repo.companyLocale(auth.companyId)) ?? 'en';
      const file = await renderInvoicePdf(row, locale);
      return { file, fileName: `${translate('invoiceFileName', locale)}-${row.number}.pdf` };
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
