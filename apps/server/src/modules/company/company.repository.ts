import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CompanyListBody } from '@gembourse/contracts/company';
import type { Locale } from '@gembourse/contracts/locale';
import { brands, companies, connections, favourites, plans, subscriptions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { directoryListRepository, keywordMatch, keywordOf } from './directory-list.repository.ts';
import { isListedSupplier, summaryColumns } from './supplier-columns.ts';

const c = companies;

/**
 * Whether the company's active plan includes featured placement (issue 13): one probe of the subscriptions' live
 * index per candidate supplier, then the plan's primary key. Measured with EXPLAIN ANALYZE on the demo (PGlite, warm,
 * 53 verified suppliers sorted): 0.20 ms without it, 0.28 ms with it.
 */
const featured = sql`exists (select 1 from ${subscriptions} s join ${plans} p on p.id = s.plan_id
  where s.company_id = ${c.id} and s.order_status = 'active' and p.featured)`;

type ConnectionStatus = (typeof connections.$inferSelect)['status'];
const pairEither = (a: number, b: number) =>
  sql`((${connections.requesterCompanyId} = ${a} and ${connections.supplierCompanyId} = ${b}) or (${connections.requesterCompanyId} = ${b} and ${connections.supplierCompanyId} = ${a}))`;

/** The reads of the supplier directory and of profiles (writes: companies.repository.ts; visits: profile-visits.repository.ts). */
export function companyRepository(db: Db) {
  const directory = directoryListRepository(db);
  return {
    /**
     * A page of listed suppliers matching the body's filters, whether more follow, and how many match (exact up to
     * EXACT_TOTAL_CAP, an estimate above: directory-list.repository.ts).
     */
    listSuppliers(body: CompanyListBody, limit: number, offset: number, locale: Locale) {
      return directory.listSuppliers(body, limit, offset, locale);
    },

    /**
     * Suppliers for the home page's "recommended showrooms": verified ones, those whose plan includes featured
     * placement first, then the organiser's order.
     */
    recommended(limit: number) {
      return db
        .select(summaryColumns)
        .from(c)
        .where(and(isListedSupplier, eq(c.verificationStatus, 'verified')))
        .orderBy(desc(featured), desc(c.showroomSort), desc(c.visitCount), asc(c.id))
        .limit(limit);
    },

    /**
     * Listed suppliers for a picker, by name: `limit` of them after the supplier `after` (keyset on name and id, so a
     * deep page costs what the first does), optionally matching a keyword as the directory does.
     */
    pickSuppliers(keyword: string | undefined, limit: number, after: number | undefined) {
      const kw = keywordOf(keyword);
      return db
        .select({ id: c.id, name: c.name, nameEn: c.nameEn })
        .from(c)
        .where(
          and(
            isListedSupplier,
            kw ? keywordMatch(kw) : undefined,
            after ? sql`(${c.name}, ${c.id}) > (select k.name, k.id from ${c} k where k.id = ${after})` : undefined,
          ),
        )
        .orderBy(asc(c.name), asc(c.id))
        .limit(limit);
    },

    async findById(id: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          full: c,
          // The brand its profile's favourite button collects (docs/decisions.md "Brands: one model").
          // `${c}.id`, not `${c.id}`: a one-table select renders its columns unqualified, which `b` would capture.
          defaultBrandId: sql<number | null>`(select b.id from ${brands} b where b.company_id = ${c}.id and b.is_default)`,
        })
        .from(c)
        .where(eq(c.id, id))
        .limit(1);
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
     * counts as accepted too) and whether the viewer collected its default brand as a favourite.
     */
    async viewerRelation(userId: number, viewerCompanyId: number, companyId: number) {
      const cn = connections;
      const [row] = await db
        .select({
          forward: sql<ConnectionStatus | null>`(select ${cn.status} from ${cn} where ${cn.requesterCompanyId} = ${viewerCompanyId} and ${cn.supplierCompanyId} = ${companyId})`,
          reverseAccepted: sql<boolean>`exists (select 1 from ${cn} where ${cn.requesterCompanyId} = ${companyId} and ${cn.supplierCompanyId} = ${viewerCompanyId} and ${cn.status} = 'accepted')`,
          // Whether the viewer collected the supplier's default brand: what the profile's favourite button toggles.
          collected: sql<boolean>`exists (select 1 from ${favourites} f join ${brands} b on b.id = f.target_id where f.user_id = ${userId} and f.target_type = 'brand' and b.company_id = ${companyId} and b.is_default)`,
        })
        .from(sql`(select 1) as one`);
      const connection: ConnectionStatus | 'none' =
        row.reverseAccepted && row.forward !== 'accepted' ? 'accepted' : (row.forward ?? 'none');
      return { connection, collected: row.collected };
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;

export type CompanySummaryRow = Awaited<ReturnType<CompanyRepository['recommended']>>[number];
export type CompanyRow = NonNullable<Awaited<ReturnType<CompanyRepository['findById']>>>;
