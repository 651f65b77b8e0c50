import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OwnQuestionsQuery } from '@gembourse/contracts/product-questions';
import { companies, products, questions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { productFactColumns } from './product-sight.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';
import { memberCardColumns } from '../accounts/accounts.public.ts';

const q = questions;
const p = products;
const c = companies;
/** The asker's company: its name shows beside theirs. */
const askerCompany = sql`asker_company`;

/** A question with its asker (their member card, accounts.public.ts), read by both lists. */
const questionColumns = {
  id: q.id,
  productId: q.productId,
  userId: q.userId,
  anonymous: q.anonymous,
  body: q.body,
  answer: q.answer,
  askedAt: q.createdAt,
  answeredAt: q.answeredAt,
  asker: {
    ...memberCardColumns,
    companyName: sql<string>`${askerCompany}.name`,
    companyNameEn: sql<string | null>`${askerCompany}.name_en`,
  },
};

/** The product a question is about (the supplier's list names it). */
const productColumns = { productName: p.name, productSku: p.sku, productImages: p.images, productCompanyId: p.companyId };

/**
 * The only SQL of product Q&A. Both lists walk questions_product_idx (a product's questions by date) or, for the
 * supplier's list, the company's products joined to it; each answer is one statement for the page and one count.
 */
export function productQuestionsRepository(db: Db) {
  return transactional(db, (db) => productQuestionsQueries(db));
}

function productQuestionsQueries(db: Db) {
  const withAsker = () =>
    db
      .select({ ...questionColumns, ...productColumns })
      .from(q)
      .innerJoin(p, eq(p.id, q.productId))
      .innerJoin(users, eq(users.id, q.userId))
      .innerJoin(sql`${companies} ${askerCompany}`, sql`${askerCompany}.id = ${users.companyId}`);

  /** The supplier's questions in `state`. */
  const ownWhere = (companyId: number, state: OwnQuestionsQuery['state']): SQL | undefined =>
    and(eq(p.companyId, companyId), state === 'answered' ? isNotNull(q.answeredAt) : isNull(q.answeredAt));

  return {
    /** A product with what decides whether `viewerCompanyId` may see it and ask, and its supplier's Q&A settings. */
    async product(id: number, viewerCompanyId: number) {
      const [row] = await db
        .select({
          id: p.id,
          name: p.name,
          ...productFactColumns(viewerCompanyId),
          qaEnabled: c.qaEnabled,
          qaAnonymous: c.qaAnonymous,
        })
        .from(p)
        .innerJoin(c, eq(c.id, p.companyId))
        .where(eq(p.id, id))
        .limit(1);
      return row;
    },

    async insert(v: { productId: number; userId: number; anonymous: boolean; body: string }) {
      const [row] = await db.insert(q).values(v).returning({ id: q.id });
      return row.id;
    },

    async byId(id: number) {
      const [row] = await withAsker().where(eq(q.id, id)).limit(1);
      return row;
    },

    /**
     * A product's answered questions, newest answer first, after the viewer's own still waiting (so an asker sees
     * theirs at once); `viewerId` null for a guest.
     */
    async publicPage(productId: number, viewerId: number | null, limit: number, offset: number) {
      const where = and(
        eq(q.productId, productId),
        viewerId === null ? isNotNull(q.answeredAt) : or(isNotNull(q.answeredAt), eq(q.userId, viewerId)),
      );
      const [rows, [{ total }]] = await Promise.all([
        withAsker()
          .where(where)
          .orderBy(sql`${q.answeredAt} desc nulls first`, desc(q.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(q)
          .where(where),
      ]);
      return { rows, total };
    },

    /** The company's questions in `state`, newest first, with how many wait for an answer. */
    async ownPage(companyId: number, state: OwnQuestionsQuery['state'], limit: number, offset: number) {
      const [rows, [{ total, unanswered }]] = await Promise.all([
        withAsker()
          .where(ownWhere(companyId, state))
          .orderBy(state === 'answered' ? desc(q.answeredAt) : desc(q.createdAt), desc(q.id))
          .limit(limit)
          .offset(offset),
        db
          .select({
            total: sql<number>`(count(*) filter (where ${state === 'answered' ? isNotNull(q.answeredAt) : isNull(q.answeredAt)}))::int`,
            unanswered: sql<number>`(count(*) filter (where ${isNull(q.answeredAt)}))::int`,
          })
          .from(q)
          .innerJoin(p, eq(p.id, q.productId))
          .where(eq(p.companyId, companyId)),
      ]);
      return { rows, total, unanswered };
    },

    /**
     * Writes the answer to a question about one of the company's products; false (nothing written) for another
     * company's question or an unknown one. A second answer replaces the first.
     */
    async answer(id: number, companyId: number, answer: string): Promise<boolean> {
      const rows = await db
        .update(q)
        .set({ answer, answeredAt: sql`now()` })
        .where(and(eq(q.id, id), sql`${q.productId} in (select ${p.id} from ${p} where ${p.companyId} = ${companyId})`))
        .returning({ id: q.id });
      return rows.length > 0;
    },

    /** The asker as the answer's recipient (status, language, preferences). */
    async asker(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          ...recipientColumns,
          locale: users.locale,
          prefs: users.notificationPrefs,
          createdAt: users.createdAt,
          status: users.status,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The supplier's names (the e-mail says who answered). */
    async supplier(companyId: number) {
      const [row] = await db.select({ id: c.id, name: c.name, nameEn: c.nameEn }).from(c).where(eq(c.id, companyId)).limit(1);
      return row;
    },
  };
}
export type ProductQuestionsRepository = ReturnType<typeof productQuestionsRepository>;
export type QuestionRow = NonNullable<Awaited<ReturnType<ProductQuestionsRepository['byId']>>>;
