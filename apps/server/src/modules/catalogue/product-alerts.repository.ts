import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ProductAlertKind } from '@gembourse/contracts/product-alerts';
import { companies, productAlerts, products, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { productFactColumns } from './product-sight.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';

const a = productAlerts;
const p = products;
const c = companies;
/** The alert owner's company: who they are to the product's supplier. */
const ownerCompany = sql`owner_company`;

/** An alert notifies at most once a day (contracts product-alerts.ts). */
const notifiedToday = sql`${a.notifiedAt} > now() - interval '1 day'`;
const mayNotify = or(isNull(a.notifiedAt), lte(a.notifiedAt, sql`now() - interval '1 day'`));

/**
 * The only SQL of product alerts. A member's alerts are few (one row per product and kind, primary key); the job reads
 * the alerts of one product through product_alerts_product_idx, with each owner and their company in the same
 * statement, and claims the ones it notifies in one update.
 */
export function productAlertsRepository(db: Db) {
  return transactional(db, (db) => productAlertsQueries(db));
}

function productAlertsQueries(db: Db) {
  return {
    /** A product with what decides whether `viewerCompanyId` may see it. */
    async product(id: number, viewerCompanyId: number) {
      const [row] = await db
        .select({ id: p.id, ...productFactColumns(viewerCompanyId) })
        .from(p)
        .innerJoin(c, eq(c.id, p.companyId))
        .where(eq(p.id, id))
        .limit(1);
      return row;
    },

    /** Sets or cancels one alert; setting it again changes nothing (nor its once-a-day clock). */
    async set(userId: number, productId: number, kind: ProductAlertKind, on: boolean) {
      if (on) await db.insert(a).values({ userId, productId, kind }).onConflictDoNothing();
      else await db.delete(a).where(and(eq(a.userId, userId), eq(a.productId, productId), eq(a.kind, kind)));
    },

    /** The kinds of alert the user has on the product. */
    async kinds(userId: number, productId: number): Promise<ProductAlertKind[]> {
      const rows = await db
        .select({ kind: a.kind })
        .from(a)
        .where(and(eq(a.userId, userId), eq(a.productId, productId)));
      return rows.map((r) => r.kind);
    },

    /** The user's alerted products, most recently alerted first, with their kinds and what decides the sight. */
    mine(userId: number, viewerCompanyId: number) {
      return (
        db
          .select({
            productId: p.id,
            name: p.name,
            images: p.images,
            kinds: sql<ProductAlertKind[]>`array_agg(${a.kind} order by ${a.kind})`,
            ...productFactColumns(viewerCompanyId),
          })
          .from(a)
          .innerJoin(p, eq(p.id, a.productId))
          .innerJoin(c, eq(c.id, p.companyId))
          .where(eq(a.userId, userId))
          // products.id and companies.id are primary keys: every other column is functionally dependent on them.
          .groupBy(p.id, c.id)
          .orderBy(desc(sql`max(${a.createdAt})`), desc(p.id))
      );
    },

    /** What an alert compares before and after a save, and what its notice says. */
    async snapshot(companyId: number, id: number) {
      const [row] = await db
        .select({
          id: p.id,
          price: p.price,
          priceSort: p.priceSort,
          currency: p.currency,
          stock: p.stock,
          trackInventory: p.trackInventory,
          availability: p.availability,
          published: p.published,
        })
        .from(p)
        .where(and(eq(p.id, id), eq(p.companyId, companyId)))
        .limit(1);
      return row;
    },

    /**
     * The alerts of `kind` on a product that may notify now (not yet today), of active owners whose company is not
     * suspended, each with the owner as a viewer and as a recipient, and the product as the owner may see it.
     */
    due(productId: number, kind: ProductAlertKind) {
      return db
        .select({
          userId: users.id,
          email: users.email,
          ...recipientColumns,
          locale: users.locale,
          prefs: users.notificationPrefs,
          createdAt: users.createdAt,
          ownerCompanyId: users.companyId,
          companyRole: users.companyRole,
          administrator: users.administratorFlag,
          ownerJoinType: sql<'buyer' | 'seller'>`${ownerCompany}.join_type`,
          productName: p.name,
          supplierName: c.name,
          supplierNameEn: c.nameEn,
          ...productFactColumns(users.companyId),
        })
        .from(a)
        .innerJoin(users, eq(users.id, a.userId))
        .innerJoin(sql`${companies} ${ownerCompany}`, sql`${ownerCompany}.id = ${users.companyId}`)
        .innerJoin(p, eq(p.id, a.productId))
        .innerJoin(c, eq(c.id, p.companyId))
        .where(
          and(
            eq(a.productId, productId),
            eq(a.kind, kind),
            mayNotify,
            eq(users.status, 'active'),
            sql`${ownerCompany}.status <> 'suspended'`,
          ),
        )
        .orderBy(users.id);
    },

    /**
     * Stamps the alerts of `userIds` as notified now, unless one was already today (a concurrent run): answers the
     * users this call claimed, the only ones to notify.
     */
    async claim(productId: number, kind: ProductAlertKind, userIds: number[]): Promise<number[]> {
      if (!userIds.length) return [];
      const rows = await db
        .update(a)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(a.productId, productId), eq(a.kind, kind), inArray(a.userId, userIds), sql`not coalesce(${notifiedToday}, false)`))
        .returning({ userId: a.userId });
      return rows.map((r) => r.userId);
    },
  };
}
export type ProductAlertsRepository = ReturnType<typeof productAlertsRepository>;
export type ProductSnapshot = NonNullable<Awaited<ReturnType<ProductAlertsRepository['snapshot']>>>;
export type DueAlert = Awaited<ReturnType<ProductAlertsRepository['due']>>[number];
