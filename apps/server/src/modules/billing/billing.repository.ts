import { SEAT_STATUSES } from '@gembourse/contracts/company-users';
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { FREE_PLAN_CODES, type CompanySide } from '@gembourse/contracts/billing';
import { companies, invoices, paymentMethods, plans, products, subscriptions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql-text.ts';
import { transactional } from '../../platform/db/transactional.ts';

// Every statement of billing (issue 13): the only writer of subscriptions, payment_methods and invoices
// (scripts/check-table-owners.mjs); plans are written by the reference seed only. Each statement is one indexed look-up
// of one company's rows unless its comment says otherwise.

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number'>;

/** A subscription that has not ended (the partial unique index subscriptions_company_live_uq allows one per company). */
const live = sql`${subscriptions.orderStatus} in ('pending', 'active')`;

function billingStatements(db: Db) {
  return {
    /** The plans on offer (of one side), cheapest first (a handful of rows, read on every plan look-up: the table is tiny). */
    activePlans(side?: CompanySide): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(and(eq(plans.active, true), side ? eq(plans.side, side) : undefined))
        .orderBy(asc(plans.side), asc(plans.sort), asc(plans.id));
    },

    /** An offered plan by its code (plans_code_unique). */
    async planByCode(code: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.code, code), eq(plans.active, true)));
      return row;
    },

    /** Plans by id, offered or not (a subscription keeps a plan that was withdrawn since). */
    plansByIds(ids: readonly number[]): Promise<PlanRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select()
        .from(plans)
        .where(inArray(plans.id, [...ids]));
    },

    /** The plan of a company without a subscription: its side's free plan (one statement, the company's row by key). */
    async freePlanOf(companyId: number): Promise<PlanRow> {
      const code = sql`(select case ${companies.joinType} when 'buyer' then ${FREE_PLAN_CODES.buyer} else ${FREE_PLAN_CODES.seller} end
        from ${companies} where ${companies.id} = ${companyId})`;
      const [row] = await db.select().from(plans).where(eq(plans.code, code));
      if (!row) throw new Error(`The free plan of company ${companyId} is missing: the reference seed writes it at start`);
      return row;
    },

    /**
     * Locks the company's row until the transaction ends (FOR NO KEY UPDATE: rows that reference it can still be
     * written), so two subscribe calls of one company (a double click), or two additions against the last seat of a
     * plan, take turns and each sees the other's result. False when there is no such company.
     */
    async lockCompany(companyId: number): Promise<boolean> {
      const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
      return rows.length > 0;
    },

    /** The company's live subscription, if any (the partial unique index). */
    async liveSubscription(companyId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), live));
      return row;
    },

    /**
     * What the company uses of a plan's limits: every product row, and members holding a seat. Two counts over the
     * company's rows (products_company_* and users' company index); a company has at most a few thousand of either.
     */
    async usage(companyId: number): Promise<{ products: number; users: number }> {
      const result = await db.execute(sql`
        select (select count(*) from ${products} where ${products.companyId} = ${companyId})::int as products,
               (select count(*) from ${users} where ${users.companyId} = ${companyId}
                  and ${inArray(users.status, [...SEAT_STATUSES])})::int as users`);
      const [row] = rowsOf(result);
      return { products: Number(row.products), users: Number(row.users) };
    },

    /** The company's stored card: the newest (replacing a card deletes the others). */
    async paymentMethodOf(companyId: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.companyId, companyId))
        .orderBy(desc(paymentMethods.id))
        .limit(1);
      return row;
    },

    async paymentMethodById(id: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
      return row;
    },

    /** Stores a card (its token, brand and last four only) and deletes the company's other ones. */
    async replacePaymentMethod(values: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
      const [row] = await db.insert(paymentMethods).values(values).returning();
      await db.delete(paymentMethods).where(and(eq(paymentMethods.companyId, values.companyId), ne(paymentMethods.id, row.id)));
      return row;
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row;
    },

    async updateSubscription(id: number, values: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    /** Points the company's live subscription at a new card (nothing when it has none). */
    async setSubscriptionCard(companyId: number, paymentMethodId: number): Promise<void> {
      await db
        .update(subscriptions)
        .set({ paymentMethodId, updatedAt: new Date() })
        .where(and(eq(subscriptions.companyId, companyId), live));
    },

    /** Writes an invoice with the next number of invoice_number_seq: GB-<year of issue>-<6 digits>. */
    async insertInvoice(values: NewInvoice): Promise<InvoiceRow> {
      const issuedAt = values.issuedAt ?? new Date();
      const [row] = await db
        .insert(invoices)
        .values({
          ...values,
          issuedAt,
          number: sql`'GB-' || ${String(issuedAt.getUTCFullYear())} || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
        })
        .returning();
      return row;
    },

    /** A page of the company's invoices, newest first (invoices_company_issued_idx), and how many it has. */
    async invoicePage(companyId: number, limit: number, offset: number): Promise<{ rows: InvoiceRow[]; total: number }> {
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(eq(invoices.companyId, companyId))
          .orderBy(desc(invoices.issuedAt), desc(invoices.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(invoices)
          .where(eq(invoices.companyId, companyId)),
      ]);
      return { rows, total: n };
    },

    /** One of the company's invoices (another company's reads as missing). */
    async invoice(companyId: number, id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
      return row;
    },

    /** The company's name as invoices bill it. */
    async companyName(companyId: number): Promise<string> {
      const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      return row?.name ?? '';
    },

    /**
     * The company's language, which its invoices are written in: companies have no language of their own, so the one
     * of its first active administrator (en when it has none).
     */
    async companyLocale(companyId: number): Promise<string> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), eq(users.status, 'active')))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.locale ?? 'en';
    },

    /** Live subscriptions whose period ended by `day`, oldest first (a scan of live rows: a few per company at most). */
    dueSubscriptions(day: string, limit: number): Promise<{ id: number; companyId: number }[]> {
      return db
        .select({ id: subscriptions.id, companyId: subscriptions.companyId })
        .from(subscriptions)
        .where(and(live, lte(subscriptions.currentPeriodEnd, day)))
        .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
        .limit(limit);
    },

    /** One subscription by id, if it is still live. */
    async liveById(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), live));
      return row;
    },
  };
}

/** Billing's repository with a `transaction` that binds it to one transaction. */
export function billingRepository(db: Db) {
  return transactional(db, billingStatements);
}
export type BillingRepository = ReturnType<typeof billingRepository>;
export type BillingStatements = ReturnType<typeof billingStatements>;
