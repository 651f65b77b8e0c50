import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { CompanyListBody } from '@gembourse/contracts/company';
import type { Locale } from '@gembourse/contracts/locale';
import { companies, connections, favourites } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { openSupplier } from './company-access.ts';
import { cjkNgramPattern, normalizeSearch } from './company-search-text.ts';

const c = companies;
/**
 * A supplier is listed when anybody may see it (an active, verified seller: company-access.ts) and it has at least one
 * published product. published_products is kept by refreshCompanyDerived: a correlated count or EXISTS over products
 * per row made every directory count walk the catalogue (80-180 ms at 10,000 suppliers, docs/benchmarks.md).
 */
export const isListedSupplier = and(openSupplier(c), gt(c.publishedProducts, 0));

/** The columns of a supplier card (presentSummary). */
export const summaryColumns = {
  id: c.id, name: c.name, nameEn: c.nameEn, logo: c.logo, cover: c.cover, country: c.country, city: c.city,
  businessNature: c.businessNature, mainProducts: c.mainProducts, mainMarkets: c.mainMarkets,
  verificationStatus: c.verificationStatus, boothNumber: c.boothNumber, profile: c.profile, profileEn: c.profileEn,
  productCount: c.publishedProducts,
};

type ConnectionStatus = (typeof connections.$inferSelect)['status'];
const pairEither = (a: number, b: number) =>
  sql`((${connections.requesterCompanyId} = ${a} and ${connections.supplierCompanyId} = ${b}) or (${connections.requesterCompanyId} = ${b} and ${connections.supplierCompanyId} = ${a}))`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** A literal int[] (empty arrays included, which drizzle's parameter binding cannot type). */
export const intArray = (values: readonly number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::int[]`;

/** The keyword reduced like search_text, or undefined when nothing searchable is left. */
const keywordOf = (body: CompanyListBody) => (body.keyword ? normalizeSearch(body.keyword) || undefined : undefined);

/**
 * The keyword condition. search_text and the keyword are folded alike (company-search-text.ts), so a plain LIKE is
 * exact, and several times cheaper to recheck than ILIKE. Served by the trigram index on search_text; a keyword of one
 * or two CJK characters has no trigram of its own and is looked up among the n-gram words instead.
 */
function keywordMatch(kw: string): SQL {
  const ngram = cjkNgramPattern(kw);
  return ngram ? sql`${c.searchText} like ${ngram}` : sql`${c.searchText} like ${`%${escapeLike(kw)}%`}`;
}

/**
 * The name the viewer reads (presenter's displayName), in lower case: own-language for Chinese readers. Accented
 * initials sort by the database's collation: after z under the embedded C collation, with their letter on a
 * PostgreSQL with a linguistic one. Folding them in SQL (translate) tripled the cost of the sort at 10,000 suppliers.
 */
const readName = (locale: Locale): SQL =>
  locale === 'zh-cn' || locale === 'zh-tw' ? sql`lower(${c.name})` : sql`lower(coalesce(${c.nameEn}, ${c.name}))`;
/** The Latin name of the A-Z index: English name, else the own one. */
const latinName = sql`lower(coalesce(${c.nameEn}, ${c.name}))`;

/**
 * The keyword sits within the names: search_text starts with the folded own, English and alternate names, so a match
 * starting within their length is a name match. Only that prefix is read: substr slices a compressed search_text
 * without decompressing the product names behind it, which strpos over the whole text did for every matching row.
 */
const nameHit = (kw: string) => {
  const namesLength = sql`char_length(${c.name}) + coalesce(char_length(${c.nameEn}), 0) + coalesce(char_length(${c.alternateName}), 0) + 2`;
  return sql`(strpos(substr(${c.searchText}, 1, ${namesLength} + ${kw.length}), ${kw}) > 0) desc`;
};
/** The organiser's default order: verified first, then showroom order, then the most visited. */
const defaultOrder = (): SQL[] => [sql`(${c.verificationStatus} = 'verified') desc`, desc(c.showroomSort), desc(c.visitCount), asc(c.id)];

function orderOf(body: CompanyListBody, locale: Locale): SQL[] {
  const kw = keywordOf(body);
  switch (body.sort) {
    case 'name_asc': return [asc(readName(locale)), asc(c.id)];
    case 'name_desc': return [desc(readName(locale)), desc(c.id)];
    // Letters A-Z first (grouped by their initial), then names starting with a digit, a Chinese character or any other.
    // ascii() rather than a regex or a range: cheap, and the same under any collation.
    case 'alphabet': return [sql`(ascii(${latinName}) between 97 and 122) desc`, asc(latinName), asc(c.id)];
    case 'created_desc': return [desc(c.createdAt), desc(c.id)];
    case 'created_asc': return [asc(c.createdAt), asc(c.id)];
    case 'updated_desc': return [desc(c.updatedAt), desc(c.id)];
    case 'updated_asc': return [asc(c.updatedAt), asc(c.id)];
    case 'showroom_asc': return [asc(c.showroomSort), asc(c.id)];
    case 'showroom_desc': return [desc(c.showroomSort), desc(c.id)];
    case 'most_visited': return [desc(c.visitCount), asc(c.id)];
    // A seeded order, so that paging through a random order neither repeats nor skips.
    case 'random': return [sql`md5(${c.id}::text || ${String(body.seed ?? 0)})`, asc(c.id)];
    case 'relevance':
    default:
      return kw ? [nameHit(kw), ...defaultOrder()] : defaultOrder();
  }
}

/** The reads of the supplier directory and of profiles (writes: companies.repository.ts; visits: profile-visits.repository.ts). */
export function companyRepository(db: Db) {
  return {
    /** A page of listed suppliers matching the body's filters, and the number of matches. */
    async listSuppliers(body: CompanyListBody, limit: number, offset: number, locale: Locale) {
      const kw = keywordOf(body);
      const where = and(
        isListedSupplier,
        kw ? keywordMatch(kw) : undefined,
        body.businessNature?.length ? sql`${c.businessNature} && ${intArray(body.businessNature)}` : undefined,
        body.mainProducts?.length ? sql`${c.mainProducts} && ${intArray(body.mainProducts)}` : undefined,
        body.mainMarkets?.length ? sql`${c.mainMarkets} && ${intArray(body.mainMarkets)}` : undefined,
        body.country ? eq(c.country, body.country.toUpperCase()) : undefined,
        body.verifiedOnly ? eq(c.verificationStatus, 'verified') : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db.select(summaryColumns).from(c).where(where).orderBy(...orderOf(body, locale)).limit(limit).offset(offset),
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

    /**
     * Listed suppliers for a picker, by name: `limit` of them after the supplier `after` (keyset on name and id, so a
     * deep page costs what the first does), optionally matching a keyword as the directory does.
     */
    pickSuppliers(keyword: string | undefined, limit: number, after: number | undefined) {
      const kw = keyword ? normalizeSearch(keyword) || undefined : undefined;
      return db
        .select({ id: c.id, name: c.name, nameEn: c.nameEn })
        .from(c)
        .where(and(
          isListedSupplier,
          kw ? keywordMatch(kw) : undefined,
          after ? sql`(${c.name}, ${c.id}) > (select k.name, k.id from ${c} k where k.id = ${after})` : undefined,
        ))
        .orderBy(asc(c.name), asc(c.id))
        .limit(limit);
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
