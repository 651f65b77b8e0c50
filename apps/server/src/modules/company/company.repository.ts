import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CompanyListBody } from '@gembourse/contracts/company';
import { companies, connections, favourites, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { normalizeSearch } from './company-search-text.ts';

const c = companies;
// Correlated subqueries name the outer table literally: drizzle renders a lone column unqualified, which inside the
// subquery would bind to the products row instead.
/** Published products of the company in the outer query (served by products_company_idx). */
const productCount = sql<number>`(select count(*)::int from ${products} p where p.company_id = "companies"."id" and p.published)`;
/** A supplier is listed when it is an active seller with at least one published product. */
export const isListedSupplier = and(
  eq(c.joinType, 'seller'),
  eq(c.status, 'active'),
  sql`exists (select 1 from ${products} p where p.company_id = "companies"."id" and p.published)`,
);

/** The columns of a supplier card (presentSummary). */
export const summaryColumns = {
  id: c.id, name: c.name, nameEn: c.nameEn, logo: c.logo, cover: c.cover, country: c.country, city: c.city,
  businessNature: c.businessNature, mainProducts: c.mainProducts, mainMarkets: c.mainMarkets,
  verificationStatus: c.verificationStatus, boothNumber: c.boothNumber, profile: c.profile, profileEn: c.profileEn,
  productCount,
};

type ConnectionStatus = (typeof connections.$inferSelect)['status'];
const pairEither = (a: number, b: number) =>
  sql`((${connections.requesterCompanyId} = ${a} and ${connections.supplierCompanyId} = ${b}) or (${connections.requesterCompanyId} = ${b} and ${connections.supplierCompanyId} = ${a}))`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** A literal int[] (empty arrays included, which drizzle's parameter binding cannot type). */
export const intArray = (values: readonly number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`;

/** The keyword reduced like search_text, or undefined when nothing searchable is left. */
const keywordOf = (body: CompanyListBody) => (body.keyword ? normalizeSearch(body.keyword) || undefined : undefined);

function orderOf(body: CompanyListBody): SQL[] {
  const kw = keywordOf(body);
  switch (body.sort) {
    case 'name_asc': return [asc(c.name), asc(c.id)];
    case 'name_desc': return [desc(c.name), desc(c.id)];
    case 'created_desc': return [desc(c.createdAt), desc(c.id)];
    case 'created_asc': return [asc(c.createdAt), asc(c.id)];
    case 'updated_desc': return [desc(c.updatedAt), desc(c.id)];
    case 'updated_asc': return [asc(c.updatedAt), asc(c.id)];
    case 'showroom_asc': return [asc(c.showroomSort), asc(c.id)];
    case 'showroom_desc': return [desc(c.showroomSort), desc(c.id)];
    case 'most_visited': return [desc(c.visitCount), asc(c.id)];
    // A seeded order, so that paging through a random order neither repeats nor skips.
    case 'random': return [sql`md5(${c.id}::text || ${String(body.seed ?? 0)})`];
    case 'relevance':
    default:
      return kw
        ? [sql`word_similarity(${kw}, ${c.searchText}) desc`, desc(c.visitCount), asc(c.id)]
        : [sql`(${c.verificationStatus} = 'verified') desc`, desc(c.showroomSort), desc(c.visitCount), asc(c.id)];
  }
}

/** The only SQL of the companies domain. */
export function companyRepository(db: Db) {
  return {
    /** A page of listed suppliers matching the body's filters, and the number of matches. */
    async listSuppliers(body: CompanyListBody, limit: number, offset: number) {
      const kw = keywordOf(body);
      const where = and(
        isListedSupplier,
        // Served by the trigram index on search_text; ILIKE because the text and keyword are already folded.
        kw ? sql`${c.searchText} ilike ${`%${escapeLike(kw)}%`}` : undefined,
        body.businessNature?.length ? sql`${c.businessNature} && ${intArray(body.businessNature)}` : undefined,
        body.mainProducts?.length ? sql`${c.mainProducts} && ${intArray(body.mainProducts)}` : undefined,
        body.mainMarkets?.length ? sql`${c.mainMarkets} && ${intArray(body.mainMarkets)}` : undefined,
        body.country ? eq(c.country, body.country.toUpperCase()) : undefined,
        body.verifiedOnly ? eq(c.verificationStatus, 'verified') : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db.select(summaryColumns).from(c).where(where).orderBy(...orderOf(body)).limit(limit).offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(c).where(where),
      ]);
      return { rows, total };
    },

    /** Suppliers for the home page's "recommended showrooms": verified first, then the organiser's order. */
    recommended(limit: number) {
      return db
        .select(summaryColumns)
        .from(c)
        .where(and(isListedSupplier, eq(c.verificationStatus, 'verified')))
        .orderBy(desc(c.showroomSort), desc(c.visitCount), asc(c.id))
        .limit(limit);
    },

    /** Every listed supplier's id and name, for pickers. */
    allSuppliers() {
      return db.select({ id: c.id, name: c.name, nameEn: c.nameEn }).from(c).where(isListedSupplier).orderBy(asc(c.name));
    },

    async findById(id: number) {
      const [row] = await db.select({ ...summaryColumns, full: c }).from(c).where(eq(c.id, id)).limit(1);
      return row;
    },

    /** Whether the two companies are connected: an accepted request in either direction ('Contact has been established'). */
    async isConnected(viewerCompanyId: number, companyId: number) {
      const [row] = await db
        .select({ id: connections.id })
        .from(connections)
        .where(and(eq(connections.status, 'accepted'), pairEither(viewerCompanyId, companyId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * In one query: the status of the viewer's company's request to `companyId` (an accepted request the other way
     * counts as accepted too) and whether the viewer collected it as a favourite brand.
     */
    async viewerRelation(userId: number, viewerCompanyId: number, companyId: number) {
      const cn = connections;
      const [row] = await db
        .select({
          forward: sql<ConnectionStatus | null>`(select ${cn.status} from ${cn} where ${cn.requesterCompanyId} = ${viewerCompanyId} and ${cn.supplierCompanyId} = ${companyId})`,
          reverseAccepted: sql<boolean>`exists (select 1 from ${cn} where ${cn.requesterCompanyId} = ${companyId} and ${cn.supplierCompanyId} = ${viewerCompanyId} and ${cn.status} = 'accepted')`,
          collected: sql<boolean>`exists (select 1 from ${favourites} f where f.user_id = ${userId} and f.target_type = 'company' and f.target_id = ${companyId})`,
        })
        .from(sql`(select 1) as one`);
      const connection: ConnectionStatus | 'none' = row.reverseAccepted && row.forward !== 'accepted' ? 'accepted' : (row.forward ?? 'none');
      return { connection, collected: row.collected };
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;
export type CompanySummaryRow = Awaited<ReturnType<CompanyRepository['recommended']>>[number];
export type CompanyRow = NonNullable<Awaited<ReturnType<CompanyRepository['findById']>>>;
